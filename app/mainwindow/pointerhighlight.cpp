#include "mainwindow/pointerhighlight.h"

#include <QPainter>
#include <QRadialGradient>

namespace spinel {

PointerHighlight::PointerHighlight(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
}

void PointerHighlight::moveTo(const QPoint &pos)
{
    const QRect old(m_pos - QPoint(kRadius, kRadius), QSize(2 * kRadius, 2 * kRadius));
    m_pos = pos;
    // Only the old and new spots repaint: the canvas under it is not redrawn every mouse move.
    update(old.adjusted(-2, -2, 2, 2));
    update(QRect(m_pos - QPoint(kRadius, kRadius), QSize(2 * kRadius, 2 * kRadius)).adjusted(-2, -2, 2, 2));
}

void PointerHighlight::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    QRadialGradient gradient(m_pos, kRadius);
    gradient.setColorAt(0, QColor(255, 220, 0, 150));
    gradient.setColorAt(0.7, QColor(255, 200, 0, 90));
    gradient.setColorAt(1, QColor(255, 200, 0, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(gradient);
    painter.drawEllipse(m_pos, kRadius, kRadius);
}

} // namespace spinel
