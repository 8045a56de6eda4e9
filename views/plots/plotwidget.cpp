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

    m_emptyReason = new QCPItemText(this);
    m_emptyReason->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyReason->position->setCoords(0.5, 0.5);
    m_emptyReason->setPadding(QMargins(8, 6, 8, 6));
    m_emptyReason->setVisible(false);

    m_contextItem = new QCPItemText(this);
    m_contextItem->setClipToAxisRect(false);
    m_contextItem->position->setType(QCPItemPosition::ptAxisRectRatio);
    // Top centre: the ceilings' labels sit at the left, "updating…" at the right.
    m_contextItem->position->setCoords(0.5, 0);
    m_contextItem->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_contextItem->setPadding(QMargins(4, 2, 4, 2));
    m_contextItem->setVisible(false);
}

void PlotWidget::setContext(const QString &context)
{
    if (m_context == context) return;
    m_context = context;
    restyle();
}

QString PlotWidget::emptyReason() const
{
    return m_emptyReason->visible() ? m_emptyReason->text() : QString();
}

void PlotWidget::placeLegendInRow(int row)
{
    legend->setVisible(true);
    legend->setMargins(QMargins(4, 0, 4, 0));
    axisRect()->insetLayout()->take(legend);
    auto *legendRow = new QCPLayoutGrid;
    plotLayout()->insertRow(row);
    plotLayout()->addElement(row, 0, legendRow);
    plotLayout()->setRowStretchFactor(row, 0.001);
    // Centred between two empty cells that take the spare width.
    legendRow->addElement(0, 0, new QCPLayoutElement(this));
    legendRow->addElement(0, 1, legend);
    legendRow->addElement(0, 2, new QCPLayoutElement(this));
    legendRow->setColumnStretchFactors({1, 0.001, 1});
}

void PlotWidget::setEmptyReason(const QString &reason)
{
    m_emptyReason->setText(reason);
    m_emptyReason->setVisible(!reason.isEmpty());
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
        m_title = new QCPTextElement(this, m_context.isEmpty() ? title() : tr("%1 — %2").arg(title(), m_context), font);
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
    m_emptyReason->setFont(font());
    m_emptyReason->setColor(plotstyle::foreground(palette()));
    m_emptyReason->setBrush(plotstyle::background(palette()));
    m_emptyReason->setVisible(false); // rebuild() says why, if the plot stays empty
    QFont bold = font();
    bold.setBold(true);
    m_contextItem->setFont(bold);
    m_contextItem->setColor(plotstyle::foreground(palette()));
    m_contextItem->setBrush(plotstyle::background(palette()));
    m_contextItem->setText(m_context);
    m_contextItem->setVisible(!m_context.isEmpty());
    if (m_title) {
        m_title->setText(m_context.isEmpty() ? title() : tr("%1 — %2").arg(title(), m_context));
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
