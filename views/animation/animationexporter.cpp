#include "animation/animationexporter.h"

#include <QBuffer>
#include <QDir>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QSvgGenerator>

#include <algorithm>

#include "animation/collectiveoverlayitem.h"
#include "animation/schedulecaption.h"
#include "canvas/fabricscene.h"
#include "core/catalog.h"
#include "core/design.h"
#include "export/gifwriter.h"
#include "export/savefile.h"
#include "timing/collectiveschedule.h"

namespace spinel {

struct AnimationExporter::Private {
    Private(const Design &d, const timing::CollectiveSchedule &s) : design(d), schedule(s) {}
    const Design &design;
    const timing::CollectiveSchedule &schedule;
    FabricScene scene;
    CollectiveOverlayItem *overlay = nullptr;  // owned by the scene
    QRectF source;
};

namespace {

int captionBand(const QSize &size) { return std::max(36, size.height() / 12); }

QRectF canvasTarget(const QSize &size) { return QRectF(8, 8, size.width() - 16, size.height() - captionBand(size) - 16); }

void drawCaption(QPainter &painter, const QSize &size, const QString &caption)
{
    const int band = captionBand(size);
    QFont font = painter.font();
    font.setPixelSize(std::max(12, band / 3));
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(12, size.height() - band - 4, size.width() - 24, band), Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap,
                     caption);
}

// What QGraphicsScene::render does with Qt::KeepAspectRatio: `source` scaled to fit, placed at the
// target's top-left corner (Qt does not centre it).
QTransform sceneToTarget(const QRectF &source, const QRectF &target)
{
    const double scale = std::min(target.width() / source.width(), target.height() / source.height());
    QTransform transform;
    transform.translate(target.left(), target.top());
    transform.scale(scale, scale);
    transform.translate(-source.left(), -source.top());
    return transform;
}

// The elements inside the root <svg> of a QSvgGenerator document.
QByteArray svgBody(const QByteArray &document)
{
    const qsizetype open = document.indexOf("<svg");
    const qsizetype start = open < 0 ? -1 : document.indexOf('>', open);
    const qsizetype end = document.lastIndexOf("</svg>");
    return start < 0 || end < start ? QByteArray() : document.mid(start + 1, end - start - 1);
}

QString svgNumber(double value) { return QString::number(value, 'g', 6); }

} // namespace

AnimationExporter::Format AnimationExporter::formatFor(const QString &output)
{
    if (output.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive)) return Format::Gif;
    if (output.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)) return Format::Svg;
    return Format::PngSequence;
}

AnimationExporter::AnimationExporter(const Design &design, const Catalog &catalog, const timing::CollectiveSchedule &schedule)
    : d(std::make_unique<Private>(design, schedule))
{
    d->scene.showDesign(design, catalog);
    d->scene.finishRendering();
    d->overlay = new CollectiveOverlayItem;
    d->scene.addItem(d->overlay);
    d->overlay->setSchedule(&schedule, design, d->scene);
    d->source = d->scene.designRect().adjusted(-30, -30, 30, 30);
}

AnimationExporter::~AnimationExporter() = default;

int AnimationExporter::frameCount() const { return int(d->schedule.steps.size()); }

QImage AnimationExporter::frame(int step, const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    // Chunks half-way along their paths: every transfer of the step is visible at once.
    d->overlay->setVisible(true);
    d->overlay->setMoment(step, 0.5);
    d->scene.render(&painter, canvasTarget(size), d->source, Qt::KeepAspectRatio);
    drawCaption(painter, size, ScheduleCaption::text(d->schedule, d->design, step, 1.0));
    return image;
}

QByteArray AnimationExporter::gif(const QSize &size)
{
    QList<QImage> frames;
    for (int i = 0; i < frameCount(); ++i) frames << frame(i, size);
    return GifWriter::encode(frames, kStepMs);
}

QByteArray AnimationExporter::svg(const QSize &size)
{
    auto render = [&](const QString &title, auto paint) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(title);
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        paint(painter);
        painter.end();
        return svgBody(buffer.data());
    };
    // The fabric once, without the overlay; each step only adds its loaded links, chunks and caption.
    d->overlay->setVisible(false);
    const QByteArray fabric = render(QString(), [&](QPainter &painter) {
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        d->scene.render(&painter, canvasTarget(size), d->source, Qt::KeepAspectRatio);
    });
    d->overlay->setVisible(true);
    const QTransform toTarget = sceneToTarget(d->source, canvasTarget(size));

    const int n = frameCount();
    const QString duration = svgNumber(n * kStepMs / 1000.0) + QLatin1Char('s');
    QByteArray out;
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\">\n")
               .arg(size.width()).arg(size.height()).toUtf8();
    out += "<title>" + ScheduleCaption::summary(d->schedule).toHtmlEscaped().toUtf8() + "</title>\n";
    out += "<g id=\"fabric\">" + fabric + "</g>\n";
    for (int i = 0; i < n; ++i) {
        d->overlay->setMoment(i, 0.5);
        const QByteArray body = render(QString(), [&](QPainter &painter) {
            painter.fillRect(QRectF(0, size.height() - captionBand(size) - 8, size.width(), captionBand(size) + 8), Qt::white);
            drawCaption(painter, size, ScheduleCaption::text(d->schedule, d->design, i, 1.0));
            painter.setTransform(toTarget * d->overlay->sceneTransform());
            QStyleOptionGraphicsItem option;
            d->overlay->paint(&painter, &option, nullptr);
        });
        // Step i is visible from i/n to (i+1)/n of the loop; the first is visible where SMIL is not
        // played (Qt's renderer, print), so a still shows the start.
        QStringList values, keyTimes;
        if (i > 0) values << QStringLiteral("hidden"), keyTimes << QStringLiteral("0");
        values << QStringLiteral("visible"), keyTimes << svgNumber(double(i) / n);
        if (i + 1 < n) values << QStringLiteral("hidden"), keyTimes << svgNumber(double(i + 1) / n);
        out += QStringLiteral("<g id=\"step-%1\" class=\"frame\" visibility=\"%2\">")
                   .arg(i + 1)
                   .arg(i == 0 ? QStringLiteral("visible") : QStringLiteral("hidden"))
                   .toUtf8();
        if (n > 1)
            out += QStringLiteral("<animate attributeName=\"visibility\" calcMode=\"discrete\" dur=\"%1\" repeatCount=\"indefinite\" "
                                  "values=\"%2\" keyTimes=\"%3\"/>")
                       .arg(duration, values.join(QLatin1Char(';')), keyTimes.join(QLatin1Char(';')))
                       .toUtf8();
        out += body + "</g>\n";
    }
    out += "</svg>\n";
    return out;
}

bool AnimationExporter::writePngs(const QString &directory, const QSize &size, QString *error)
{
    if (!QDir().mkpath(directory)) {
        *error = tr("Cannot create the directory %1").arg(QDir::toNativeSeparators(directory));
        return false;
    }
    const QDir dir(directory);
    for (int i = 0; i < frameCount(); ++i) {
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        frame(i, size).save(&png, "PNG");
        const QString name = dir.filePath(QStringLiteral("step-%1.png").arg(i + 1, 4, 10, QLatin1Char('0')));
        if (!SaveFile::writeAll(name, png.data().constData(), png.data().size(), error)) return false;
    }
    return true;
}

QByteArray AnimationExporter::encode(Format format, const QSize &size)
{
    return format == Format::Gif ? gif(size) : format == Format::Svg ? svg(size) : QByteArray();
}

bool AnimationExporter::write(const QString &output, Format format, const QSize &size, QString *error)
{
    if (format == Format::PngSequence) return writePngs(output, size, error);
    const QByteArray bytes = encode(format, size);
    return SaveFile::writeAll(output, bytes.constData(), bytes.size(), error);
}

} // namespace spinel
