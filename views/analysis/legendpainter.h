#pragma once
// The look shared by the keys that sit over the canvas (link colours, as-built marks): a white
// rounded panel, a bold title, an optional wrapped caption, then one line per entry with a stroke
// of the entry's pen as its swatch.

#include <QFont>
#include <QPainter>
#include <QStringList>

class QWidget;

namespace spinel {

class LegendPainter {
public:
    // Starts painting `widget` (from its paintEvent): draws the panel. `swatchWidth` is the room
    // left of the entries' text for their strokes.
    LegendPainter(QWidget *widget, int swatchWidth);

    void title(const QString &text);
    void caption(const QString &text);  // wrapped; nothing for an empty text
    // A stroke of `swatch`, `inset` pixels shorter at each end, then the text.
    void entry(const QPen &swatch, int inset, const QString &text, const QColor &textColour);

    // The size a widget needs for these contents in `font` (captions wrap at 300 pixels).
    static QSize sizeFor(const QFont &font, int swatchWidth, const QString &title, const QString &caption, const QStringList &entries);

private:
    QPainter m_painter;
    QFont m_font;
    int m_swatchWidth;
    int m_lineHeight;
    int m_textWidth;
    int m_y;
};

} // namespace spinel
