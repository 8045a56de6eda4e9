#include "export/figurewriter.h"
#include "translatein.h"
#include "export/savefile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QBuffer>
#include <QSvgGenerator>

#include <cmath>

namespace spinel {

namespace {

QString tr(const char *text)
{
    return translateIn({"spinel::FigureWriter", "spinel"}, text);
}

} // namespace

bool FigureWriter::formatFor(const QString &fileName, Format *format)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png")) *format = Format::Png;
    else if (suffix == QLatin1String("svg")) *format = Format::Svg;
    else if (suffix == QLatin1String("pdf")) *format = Format::Pdf;
    else return false;
    return true;
}

QString FigureWriter::nameFilters()
{
    return tr("PNG image (*.png)") + QStringLiteral(";;") + tr("SVG drawing (*.svg)") + QStringLiteral(";;")
           + tr("PDF document (*.pdf)");
}

bool FigureWriter::write(const QString &fileName, QSize size, const std::function<void(QPaintDevice *)> &paint,
                         QString *errorMessage, double pngScale)
{
    auto fail = [errorMessage](const QString &message) {
        if (errorMessage) *errorMessage = message;
        return false;
    };
    Format format;
    if (!formatFor(fileName, &format)) return fail(tr("Cannot tell the format of %1: use .png, .svg or .pdf.").arg(fileName));
    if (size.isEmpty()) return fail(tr("Nothing to export: the figure is empty."));

    // Encoded in memory, then written with every byte checked (SaveFile): the encoders ignore
    // short writes, which once left a truncated SVG over a good one.
    QBuffer file;
    file.open(QIODevice::WriteOnly);

    switch (format) {
    case Format::Png: {
        QImage image(QSize(int(std::lround(size.width() * pngScale)), int(std::lround(size.height() * pngScale))),
                     QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(pngScale); // painters then work in logical pixels
        image.setDotsPerMeterX(int(std::lround(kResolutionDpi * pngScale / 0.0254)));
        image.setDotsPerMeterY(image.dotsPerMeterX());
        image.fill(Qt::white);
        paint(&image);
        if (!image.save(&file, "PNG")) return fail(SaveFile::failure(fileName, tr("cannot encode the PNG image")));
        break;
    }
    case Format::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(kResolutionDpi);
        generator.setTitle(QFileInfo(fileName).completeBaseName());
        generator.setDescription(tr("Exported from Spinel"));
        paint(&generator);
        break;
    }
    case Format::Pdf: {
        QPdfWriter writer(&file);
        writer.setResolution(kResolutionDpi);
        writer.setCreator(tr("Spinel"));
        writer.setTitle(QFileInfo(fileName).completeBaseName());
        // A page exactly the figure's size: the PDF drops into a slide or paper as is.
        const QSizeF points = QSizeF(size) * 72.0 / kResolutionDpi;
        writer.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        paint(&writer);
        break;
    }
    }
    file.close();
    const QByteArray &bytes = file.data();
    if (!SaveFile::writeAll(fileName, bytes.constData(), bytes.size(), errorMessage)) return false;
    return true;
}

} // namespace spinel
