#include "plots/plotwidget.h"

#include <QContextMenuEvent>
#include <QMenu>

#include "figures/designfigures.h"
#include "plots/plotstyle.h"

namespace spinel {

PlotWidget::PlotWidget(QWidget *parent)
    : QCustomPlot(parent)
{
    setMinimumSize(280, 200);
    setAntialiasedElements(QCP::aeAll);
    m_status = new QCPItemText(this);
    m_status->setClipToAxisRect(false);
    m_status->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_status->position->setCoords(1, 0);
    m_status->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_status->setPadding(QMargins(4, 2, 4, 2));
    m_status->setVisible(false);
    m_status->setText(tr("updating…"));
}

PlotWidget::~PlotWidget() = default;

void PlotWidget::setFigures(std::shared_ptr<const DesignFigures> figures)
{
    m_figures = std::move(figures);
    m_stale = false;
    restyle();
}

void PlotWidget::setStale(bool stale)
{
    if (m_stale == stale) return;
    m_stale = stale;
    m_status->setVisible(stale);
    replot(rpQueuedReplot);
}

QString PlotWidget::statusText() const
{
    return m_stale ? m_status->text() : QString();
}

void PlotWidget::setTitleVisible(bool visible)
{
    if (visible == (m_title != nullptr)) return;
    if (visible) {
        plotLayout()->insertRow(0);
        QFont font = this->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.15);
        m_title = new QCPTextElement(this, title(), font);
        m_title->setTextColor(plotstyle::foreground(palette()));
        plotLayout()->addElement(0, 0, m_title);
    } else {
        plotLayout()->remove(m_title);
        plotLayout()->simplify();
        m_title = nullptr;
    }
}

void PlotWidget::restyle()
{
    plotstyle::apply(this, palette());
    QFont small = font();
    small.setItalic(true);
    m_status->setFont(small);
    m_status->setColor(plotstyle::foreground(palette()));
    m_status->setBrush(plotstyle::background(palette()));
    m_status->setVisible(m_stale);
    if (m_title) {
        m_title->setText(title());
        m_title->setTextColor(plotstyle::foreground(palette()));
    }
    rebuild();
    replot(rpQueuedReplot);
}

void PlotWidget::changeEvent(QEvent *event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) restyle();
}

void PlotWidget::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Export Plot…"), this, &PlotWidget::exportRequested);
    menu.exec(event->globalPos());
}

} // namespace spinel
