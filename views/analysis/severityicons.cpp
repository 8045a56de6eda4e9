#include "analysis/severityicons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include "common/colours.h"

namespace spinel {

QColor SeverityIcons::color(Severity severity)
{
    switch (severity) {
    case Severity::Error: return colours::error();
    case Severity::Warning: return {0xe8, 0xa3, 0x17};
    case Severity::Info: return {0x3b, 0x7d, 0xd8};
    }
    return Qt::gray;
}

void SeverityIcons::paint(QPainter *painter, Severity severity, const QRectF &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor fill = color(severity);
    QFont font = painter->font();
    font.setBold(true);
    font.setPixelSize(std::max(6, int(rect.height() * 0.72)));
    painter->setFont(font);
    if (severity == Severity::Warning) {
        // A rounded triangle; the mark sits low, where the triangle is wide.
        QPainterPath triangle;
        triangle.moveTo(rect.center().x(), rect.top() + 0.5);
        triangle.lineTo(rect.right() - 0.5, rect.bottom() - 0.5);
        triangle.lineTo(rect.left() + 0.5, rect.bottom() - 0.5);
        triangle.closeSubpath();
        painter->setPen(QPen(Qt::white, std::max(1.0, rect.height() / 12), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(fill);
        painter->drawPath(triangle);
        painter->setPen(QColor(0x3a, 0x2a, 0x00));
        painter->drawText(rect.adjusted(0, rect.height() * 0.2, 0, 0), Qt::AlignCenter, QStringLiteral("!"));
    } else {
        painter->setPen(QPen(Qt::white, std::max(1.0, rect.height() / 12)));
        painter->setBrush(fill);
        painter->drawEllipse(rect.adjusted(0.5, 0.5, -0.5, -0.5));
        painter->setPen(Qt::white);
        painter->drawText(rect, Qt::AlignCenter, severity == Severity::Error ? QStringLiteral("!") : QStringLiteral("i"));
    }
    painter->restore();
}

QIcon SeverityIcons::icon(Severity severity)
{
    QIcon icon;
    for (int size : {16, 24, 32}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paint(&painter, severity, QRectF(1, 1, size - 2, size - 2));
        icon.addPixmap(pixmap);
    }
    return icon;
}

QString SeverityIcons::name(Severity severity)
{
    switch (severity) {
    case Severity::Error: return tr("Error");
    case Severity::Warning: return tr("Warning");
    case Severity::Info: return tr("Info");
    }
    return {};
}

QString SeverityIcons::pluralName(Severity severity)
{
    switch (severity) {
    case Severity::Error: return tr("Errors");
    case Severity::Warning: return tr("Warnings");
    case Severity::Info: return tr("Info");
    }
    return {};
}

} // namespace spinel
