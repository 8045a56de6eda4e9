#pragma once
// The look shared by the keys drawn over the canvas (link colours, as-built marks) and into
// exported animation frames: a white rounded panel, a bold title, an optional wrapped caption,
// then one line per entry with a stroke of the entry's pen as its swatch. The measures grow with
// the font (a key drawn large on an exported frame keeps its shape).

#include <QFont>
#include <QPainter>
#include <QStringList>

#include <optional>

class QWidget;

namespace spinel {

class LegendPainter {
public:
    // Starts painting `widget` (from its paintEvent) over its whole rect, in its font.
    LegendPainter(QWidget *widget, int swatchWidth);
    // Paints into `rect` on `painter` (restored when done), in `font`.
    LegendPainter(QPainter &painter, const QRect &rect, const QFont &font, int swatchWidth);
    ~LegendPainter();
    LegendPainter(const LegendPainter &) = delete;
    LegendPainter &operator=(const LegendPainter &) = delete;

    void title(const QString &text);
    void caption(const QString &text); // wrapped; nothing for an empty text
    // A stroke of `swatch` (its width scaled with the font), `inset` pixels shorter at each end,
    // then the text.
    void entry(QPen swatch, int inset, const QString &text, const QColor &textColour);

    // The size these contents need in `font` (captions wrap at 300 pixels, scaled).
    static QSize sizeFor(const QFont &font, int swatchWidth, const QString &title, const QString &caption,
                         const QStringList &entries);
    // How much the measures grow for `font`: 1 up to a 20-pixel line.
    static double scaleFor(const QFont &font);

private:
    void begin(const QRect &rect);

    std::optional<QPainter> m_own; // when painting a widget
    QPainter &m_painter;
    QFont m_font;
    double m_scale;
    int m_padding;
    int m_swatchWidth;
    int m_lineHeight;
    int m_left;
    int m_textWidth;
    int m_y;
};

} // namespace spinel
