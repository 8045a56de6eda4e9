#pragma once
// Colours and fonts of the plots, taken from the widget palette so the plots read well in light
// and dark themes alike (and print on white in the report).

#include <QColor>
#include <QFont>
#include <QPalette>

class QCustomPlot;

namespace spinel::plotstyle {

bool isDark(const QPalette &palette);

// The i-th series colour: the Okabe–Ito colour-blind-safe set, with lighter variants on dark
// backgrounds so every curve keeps its contrast.
QColor seriesColor(int index, const QPalette &palette);

QColor background(const QPalette &palette); // plot area and margins
QColor foreground(const QPalette &palette); // axes, tick labels, text
QColor grid(const QPalette &palette);       // major grid: a faint mix of the two
QColor muted(const QPalette &palette);      // ceilings and ideal lines: between text and grid

// Styles the plot's background, axes, grid, legend and fonts; plottables are the caller's.
void apply(QCustomPlot *plot, const QPalette &palette);

// The palette exports and the report use: the application's light colours, whatever the theme.
QPalette printPalette();

} // namespace spinel::plotstyle
