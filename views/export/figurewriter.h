#pragma once
// Writes a figure to PNG, SVG or PDF (chosen by the file suffix) through one paint function, so
// the canvas, every plot and the scenario chart export the same way. Files are written through
// QSaveFile: a failed export leaves an existing file untouched.

#include <QSize>
#include <QString>

#include <functional>

class QPaintDevice;

namespace spinel {

class FigureWriter {
public:
    enum class Format { Png, Svg, Pdf };
    // From the suffix (case-insensitive); false for anything else.
    static bool formatFor(const QString &fileName, Format *format);
    static QString nameFilters(); // "PNG image (*.png);;SVG …;;PDF …"

    // `paint` draws the figure at `size` (logical pixels at 96 dpi) on the given device, starting
    // its own painter. PNG is rendered at `pngScale` times the size.
    static bool write(const QString &fileName, QSize size, const std::function<void(QPaintDevice *)> &paint,
                      QString *errorMessage, double pngScale = 1.0);

    // The resolution vector output is laid out at: screen pixels, so point sizes and line widths
    // come out as they look in the window.
    static constexpr int kResolutionDpi = 96;
};

} // namespace spinel
