#include "animation/animationframes.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QPainter>
#include <QStringList>
#include <QSvgGenerator>

#include <algorithm>
#include <utility>

#include "analysis/legendpainter.h"
#include "analysis/linkcolourlegend.h"
#include "animation/animationpalette.h"
#include "animation/overlaygeometry.h"
#include "animation/overlaypainter.h"
#include "animation/schedulecaption.h"
#include "canvas/canvasstyle.h"
#include "export/gifwriter.h"
#include "export/savefile.h"
#include "timing/collectiveschedule.h"

namespace spinel {

namespace {

QString svgNumber(double value)
{
    return QString::number(value, 'g', 6);
}

// The key's swatches, as long as LinkColourLegend draws them (both panels of a split key match).
constexpr int kKeySwatchWidth = 26;

// Each step is shown this long in GIF and SVG (the dock's 1× pace); AnimationExporter::kStepMs.
constexpr int kStepMs = 750;

} // namespace

AnimationFrames::AnimationFrames(Input input)
    : m_in(std::move(input))
{
    if (!m_in.schedule || m_in.size.isEmpty()) return;
    m_legendEntries = AnimationPalette::legend(m_in.design.get());
    m_layout = layout(m_in.size, m_in.source, ScheduleCaption::summary(*m_in.schedule), m_legendEntries);
    if (m_in.format == Format::Svg) return;
    // Drawn once: every frame only blends the finished image (no text layout per frame).
    m_legend = QImage(m_layout.key.size(), QImage::Format_ARGB32_Premultiplied);
    m_legend.fill(Qt::transparent);
    QPainter painter(&m_legend);
    painter.translate(-m_layout.key.topLeft());
    paintLegend(painter);
}

int AnimationFrames::frameCount() const
{
    return m_in.schedule ? int(m_in.schedule->steps.size()) : 0;
}

int AnimationFrames::captionBand(const QSize &size)
{
    return std::max(36, size.height() / 12);
}

QRectF AnimationFrames::canvasTarget(const QSize &size)
{
    return QRectF(8, 8, size.width() - 16, size.height() - captionBand(size) - 16);
}

QTransform AnimationFrames::sceneToTarget(const QRectF &source, const QRectF &target)
{
    const double scale = std::min(target.width() / source.width(), target.height() / source.height());
    QTransform transform;
    transform.translate(target.left(), target.top());
    transform.scale(scale, scale);
    transform.translate(-source.left(), -source.top());
    return transform;
}

QByteArray AnimationFrames::svgBody(const QByteArray &document)
{
    const qsizetype open = document.indexOf("<svg");
    const qsizetype start = open < 0 ? -1 : document.indexOf('>', open);
    const qsizetype end = document.lastIndexOf("</svg>");
    return start < 0 || end < start ? QByteArray() : document.mid(start + 1, end - start - 1);
}

QFont AnimationFrames::legendFont(const QSize &size)
{
    QFont font;
    font.setPixelSize(std::max(9, std::min(size.height() / 60, size.width() / 90)));
    return font;
}

double AnimationFrames::overlayScale(const QSize &size)
{
    return std::clamp(std::min(size.width() / 1280.0, size.height() / 800.0), 0.5, 2.0);
}

QString AnimationFrames::legendTitle()
{
    return AnimationPalette::tr("Animation: link load in this step");
}

AnimationFrames::Layout AnimationFrames::layout(const QSize &size, const QRectF &source, const QString &caption,
                                                const QVector<LegendEntry> &entries)
{
    const QRectF target = canvasTarget(size);
    Layout result;
    result.fabric = target;
    result.font = legendFont(size);
    result.caption = caption;
    QSize key = LinkColourLegend::keySize(result.font, legendTitle(), result.caption, entries);
    const double canvasArea = target.width() * target.height();
    if (double(key.width()) * key.height() > 0.2 * canvasArea) {
        result.caption.clear();
        key = LinkColourLegend::keySize(result.font, legendTitle(), result.caption, entries);
    }
    const QRectF fabric = source.isEmpty() ? target : sceneToTarget(source, target).mapRect(source);
    constexpr int kGap = 12;
    const int bottom = int(target.bottom()) - kGap;
    const QPoint bottomRight(int(target.right()) - kGap - key.width(), bottom - key.height());
    const QPoint bottomLeft(int(target.left()) + kGap, bottom - key.height());
    const auto fitScale = [&](const QRectF &rect) {
        return rect.width() > 0 && rect.height() > 0 ? std::min(rect.width() / source.width(), rect.height() / source.height())
                                                     : 0.0;
    };
    // The fabric at its fitted size in the middle of `rect`, not in its top-left corner.
    const auto centred = [&](const QRectF &rect) {
        QRectF fitted(QPointF(), source.size() * fitScale(rect));
        fitted.moveCenter(rect.center());
        return fitted;
    };
    const QRectF beside = target.adjusted(0, 0, -(key.width() + 2 * kGap), 0);
    const QRectF above = target.adjusted(0, 0, 0, -(key.height() + 2 * kGap));
    // The fit leaves a column on the right (a tall frame for a wide fabric, or the reverse), or a
    // band at the bottom: the key goes there, the fabric in the middle of the rest.
    if (!source.isEmpty() && target.right() - fabric.right() >= key.width() + 2 * kGap) {
        result.fabric = centred(beside);
        result.key = QRect(bottomRight, key);
    } else if (!source.isEmpty() && target.bottom() - fabric.bottom() >= key.height() + 2 * kGap) {
        result.fabric = centred(above);
        result.key = QRect(bottomLeft, key);
    } else if (!source.isEmpty()) {
        // Over the fabric the key would hide part of it: the fabric gives up a strip instead,
        // unless that shrinks it much and the key is small (then it sits in the corner).
        // The key in two panels side by side, half as tall: a wide fabric keeps most of its size.
        const int split = int(entries.size()) / 2;
        const QSize first = LinkColourLegend::keySize(result.font, legendTitle(), result.caption, entries.mid(0, split));
        QSize rest = LinkColourLegend::keySize(result.font, QString(), QString(), entries.mid(split));
        rest.setHeight(rest.height() - QFontMetrics(result.font).height()); // no title line
        const QSize both(first.width() + kGap / 2 + rest.width(), std::max(first.height(), rest.height()));
        const QRectF aboveBoth = both.width() + 2 * kGap <= target.width() ? target.adjusted(0, 0, 0, -(both.height() + 2 * kGap))
                                                                           : QRectF();
        const double besideScale = fitScale(beside), aboveScale = fitScale(above), aboveBothScale = fitScale(aboveBoth);
        const double best = std::max({besideScale, aboveScale, aboveBothScale});
        constexpr double kMinFabricShare = 0.75; // of its size without the key, for a strip to be worth it
        if (best < kMinFabricShare * fitScale(target) && double(key.width()) * key.height() <= 0.08 * canvasArea) {
            result.key = QRect(QPoint(bottomLeft.x(), std::max(int(target.top()), bottom - key.height())), key);
        } else if (aboveBothScale == best) {
            result.fabric = centred(aboveBoth);
            result.key = QRect(QPoint(bottomLeft.x(), bottom - both.height()), both);
            result.keyFirst = QRect(result.key.topLeft(), QSize(first.width(), both.height()));
            result.keyRest = QRect(QPoint(result.keyFirst.right() + 1 + kGap / 2, result.key.top()),
                                   QSize(rest.width(), both.height()));
            result.split = split;
        } else if (besideScale == best) {
            result.fabric = centred(beside);
            result.key = QRect(bottomRight, key);
        } else {
            result.fabric = centred(above);
            result.key = QRect(bottomLeft, key);
        }
    } else {
        result.key = QRect(QPoint(bottomLeft.x(), std::max(int(target.top()), bottom - key.height())), key);
    }
    return result;
}

void AnimationFrames::paintLegend(QPainter &painter) const
{
    if (m_layout.keyRest.isEmpty()) {
        LinkColourLegend::paintKey(painter, m_layout.key, m_layout.font, legendTitle(), m_layout.caption, m_legendEntries);
        return;
    }
    LinkColourLegend::paintKey(painter, m_layout.keyFirst, m_layout.font, legendTitle(), m_layout.caption,
                               m_legendEntries.mid(0, m_layout.split));
    // The rest in a panel of the same look and height, without a title.
    LegendPainter rest(painter, m_layout.keyRest, m_layout.font, kKeySwatchWidth);
    for (const LegendEntry &entry : m_legendEntries.mid(m_layout.split))
        rest.entry(QPen(entry.color, 4, Qt::SolidLine, Qt::RoundCap), 3, entry.text, canvasstyle::text());
}

QByteArray AnimationFrames::paintedSvgBody(const QSize &size, const std::function<void(QPainter &)> &paint)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    QPainter painter(&generator);
    painter.setRenderHint(QPainter::Antialiasing);
    paint(painter);
    painter.end();
    return svgBody(buffer.data());
}

void AnimationFrames::paintCaption(QPainter &painter, int step) const
{
    const QSize &size = m_in.size;
    const int band = captionBand(size);
    QFont font = painter.font();
    font.setPixelSize(std::max(12, band / 3));
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(12, size.height() - band - 4, size.width() - 24, band),
                     Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap,
                     ScheduleCaption::text(*m_in.schedule, *m_in.design, step, 1.0));
}

QImage AnimationFrames::frame(int step) const
{
    QImage image = m_in.background.isNull() ? QImage(m_in.size, QImage::Format_ARGB32_Premultiplied) : m_in.background.copy();
    if (m_in.background.isNull()) image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.save();
    painter.setClipRect(canvasTarget(m_in.size));
    painter.setTransform(sceneToTarget(m_in.source, m_layout.fabric));
    // Chunks half-way along their paths: every transfer of the step is visible at once.
    OverlayPainter(m_in.schedule.get(), m_in.geometry).paint(&painter, step, 0.5, overlayScale(m_in.size));
    painter.restore();
    paintCaption(painter, step);
    if (!m_legend.isNull()) painter.drawImage(m_layout.key.topLeft(), m_legend);
    return image;
}

QByteArray AnimationFrames::gif(const Progress &progress) const
{
    QList<QImage> frames;
    const int n = frameCount();
    for (int i = 0; i < n; ++i) {
        frames << frame(i);
        if (progress && !progress(i + 1, n)) return {};
    }
    return GifWriter::encode(frames, kStepMs);
}

QByteArray AnimationFrames::svg(const Progress &progress) const
{
    const QSize &size = m_in.size;
    const QTransform toTarget = sceneToTarget(m_in.source, m_layout.fabric);
    const OverlayPainter overlay(m_in.schedule.get(), m_in.geometry);
    const int n = frameCount();
    const QString duration = svgNumber(n * kStepMs / 1000.0) + QLatin1Char('s');
    QByteArray out;
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out += QStringLiteral(
               "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\">\n")
               .arg(size.width())
               .arg(size.height())
               .toUtf8();
    out += "<title>" + ScheduleCaption::summary(*m_in.schedule).toHtmlEscaped().toUtf8() + "</title>\n";
    out += "<g id=\"fabric\">" + m_in.svgFabric + "</g>\n";
    for (int i = 0; i < n; ++i) {
        const QByteArray body = paintedSvgBody(size, [&](QPainter &painter) {
            painter.fillRect(QRectF(0, size.height() - captionBand(size) - 8, size.width(), captionBand(size) + 8), Qt::white);
            paintCaption(painter, i);
            painter.setTransform(toTarget);
            overlay.paint(&painter, i, 0.5, overlayScale(size));
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
        if (progress && !progress(i + 1, n)) return {};
    }
    // The key once, over every step (later in the document paints on top).
    if (!m_layout.key.isEmpty())
        out += "<g id=\"legend\">" + paintedSvgBody(size, [this](QPainter &painter) { paintLegend(painter); }) + "</g>\n";
    out += "</svg>\n";
    return out;
}

QByteArray AnimationFrames::encode(const Progress &progress) const
{
    if (!m_in.schedule || !m_in.geometry) return {};
    return m_in.format == Format::Gif ? gif(progress) : m_in.format == Format::Svg ? svg(progress) : QByteArray();
}

AnimationFrames::Outcome AnimationFrames::write(const QString &output, const Progress &progress, QString *error) const
{
    if (m_in.format != Format::PngSequence) {
        const QByteArray bytes = encode(progress);
        if (bytes.isEmpty()) return frameCount() > 0 ? Outcome::Cancelled : Outcome::Failed;
        return SaveFile::writeAll(output, bytes.constData(), bytes.size(), error) ? Outcome::Written : Outcome::Failed;
    }
    // Every PNG in memory first: a cancel before the end writes nothing.
    QList<QByteArray> pngs;
    const int n = frameCount();
    for (int i = 0; i < n; ++i) {
        QBuffer png;
        png.open(QIODevice::WriteOnly);
        frame(i).save(&png, "PNG");
        pngs << png.data();
        if (progress && !progress(i + 1, n)) return Outcome::Cancelled;
    }
    if (!QDir().mkpath(output)) {
        if (error) *error = tr("Cannot create the directory %1").arg(QDir::toNativeSeparators(output));
        return Outcome::Failed;
    }
    const QDir dir(output);
    QStringList written;
    for (int i = 0; i < n; ++i) {
        const QString name = dir.filePath(QStringLiteral("step-%1.png").arg(i + 1, 4, 10, QLatin1Char('0')));
        if (!SaveFile::writeAll(name, pngs[i].constData(), pngs[i].size(), error)) {
            for (const QString &file : std::as_const(written)) QFile::remove(file);
            return Outcome::Failed;
        }
        written << name;
    }
    return Outcome::Written;
}

} // namespace spinel
