#include "animation/animationexporter.h"

#include <QPainter>

#include "animation/animationpalette.h"
#include "animation/overlaygeometry.h"
#include "animation/schedulecaption.h"
#include "canvas/fabricscene.h"
#include "core/catalog.h"
#include "core/design.h"
#include "timing/collectiveschedule.h"

namespace spinel {

namespace {
// A shared pointer that does not own: for callers that promise the object outlives every use.
template <typename T>
std::shared_ptr<const T> borrowed(const T &object)
{
    return std::shared_ptr<const T>(&object, [](const T *) {});
}
} // namespace

struct AnimationExporter::Private {
    std::shared_ptr<const Design> design;
    std::shared_ptr<const Catalog> catalog;
    std::shared_ptr<const timing::CollectiveSchedule> schedule;
    std::unique_ptr<FabricScene> scene; // made on first use, on the thread that uses the exporter
    std::shared_ptr<const OverlayGeometry> geometry;
    QRectF source;
    std::shared_ptr<const AnimationFrames> frames; // the last prepared, for frame()
    bool framesRaster = false;

    void makeScene()
    {
        if (scene) return;
        scene = std::make_unique<FabricScene>();
        scene->showDesign(*design, *catalog);
        scene->finishRendering();
        geometry = std::make_shared<const OverlayGeometry>(OverlayGeometry::fromScene(*schedule, *design, *catalog, *scene));
        source = scene->designRect().adjusted(-30, -30, 30, 30);
    }
};

AnimationExporter::Format AnimationExporter::formatFor(const QString &output)
{
    if (output.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive)) return Format::Gif;
    if (output.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) return Format::Svg;
    return Format::PngSequence;
}

AnimationExporter::AnimationExporter(const Design &design, const Catalog &catalog, const timing::CollectiveSchedule &schedule)
    : AnimationExporter(borrowed(design), borrowed(catalog), borrowed(schedule))
{ }

AnimationExporter::AnimationExporter(std::shared_ptr<const Design> design, std::shared_ptr<const Catalog> catalog,
                                     std::shared_ptr<const timing::CollectiveSchedule> schedule)
    : d(std::make_unique<Private>())
{
    d->design = std::move(design);
    d->catalog = std::move(catalog);
    d->schedule = std::move(schedule);
}

AnimationExporter::~AnimationExporter() = default;

int AnimationExporter::frameCount() const
{
    return int(d->schedule->steps.size());
}

std::shared_ptr<const AnimationFrames> AnimationExporter::prepare(Format format, const QSize &size)
{
    d->makeScene();
    AnimationFrames::Input input;
    input.design = d->design;
    input.schedule = d->schedule;
    input.geometry = d->geometry;
    input.source = d->source;
    input.size = size;
    input.format = format;
    // The fabric where the frames' layout puts it (aside from the key on a small frame).
    const QRectF target = AnimationFrames::layout(size, d->source, ScheduleCaption::summary(*d->schedule),
                                                  AnimationPalette::legend(d->design.get()))
                              .fabric;
    if (format == Format::Svg) {
        // The fabric once, as vectors; each step only adds its loaded links, chunks and caption.
        input.svgFabric = AnimationFrames::paintedSvgBody(size, [&](QPainter &painter) {
            painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
            d->scene->render(&painter, target, d->source, Qt::KeepAspectRatio);
        });
    } else {
        input.background = QImage(size, QImage::Format_ARGB32_Premultiplied);
        input.background.fill(Qt::white);
        QPainter painter(&input.background);
        painter.setRenderHint(QPainter::Antialiasing);
        d->scene->render(&painter, target, d->source, Qt::KeepAspectRatio);
    }
    d->frames = std::make_shared<const AnimationFrames>(std::move(input));
    d->framesRaster = format != Format::Svg;
    return d->frames;
}

QImage AnimationExporter::frame(int step, const QSize &size)
{
    if (!d->frames || !d->framesRaster || d->frames->size() != size) prepare(Format::Gif, size);
    return d->frames->frame(step);
}

QByteArray AnimationExporter::encode(Format format, const QSize &size)
{
    if (format == Format::PngSequence) return {};
    return prepare(format, size)->encode();
}

bool AnimationExporter::write(const QString &output, Format format, const QSize &size, QString *error)
{
    return prepare(format, size)->write(output, {}, error) == AnimationFrames::Outcome::Written;
}

} // namespace spinel
