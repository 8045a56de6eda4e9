#pragma once
// The marks for a finding's severity, drawn rather than loaded so the canvas badge, the findings
// dock and the banner share one look at any size: a red disc for errors, an amber triangle for
// warnings, a blue disc for remarks.

#include <QColor>
#include <QCoreApplication>
#include <QIcon>
#include <QRectF>

#include "rules/analysis.h"

class QPainter;

namespace spinel {

class SeverityIcons {
    Q_DECLARE_TR_FUNCTIONS(SeverityIcons)
public:
    static QColor color(Severity severity);
    static QIcon icon(Severity severity);
    static void paint(QPainter *painter, Severity severity, const QRectF &rect);
    static QString name(Severity severity);       // "Error"
    static QString pluralName(Severity severity); // "Errors"
};

} // namespace spinel
