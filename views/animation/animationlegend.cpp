#include "animation/animationlegend.h"

#include <QEvent>

#include "analysis/linkcolourlegend.h"
#include "animation/animationpalette.h"
#include "canvas/canvaslegend.h"
#include "canvas/canvasview.h"

namespace spinel {

namespace {
constexpr int kMarginPixels = 12; // as the medium legend
} // namespace

AnimationLegend::AnimationLegend(CanvasView *view)
    : QObject(view)
    , m_view(view)
    , m_viewObject(view)
    , m_widget(new LinkColourLegend(view))
{
    m_widget->setObjectName(QStringLiteral("animationLegend"));
    m_widget->hide();
    view->installEventFilter(this);
}

void AnimationLegend::show(const QString &caption, const Design *design)
{
    if (!m_view || !m_widget) return;
    if (!m_shown) m_mediumWasVisible = m_view->legend()->isVisible();
    m_shown = true;
    m_view->legend()->hide();
    m_widget->setContents(AnimationPalette::tr("Animation: link load in this step"), caption, AnimationPalette::legend(design));
    place();
    m_widget->show();
    m_widget->raise();
}

void AnimationLegend::hide()
{
    if (!m_shown) return;
    m_shown = false;
    if (m_widget) m_widget->hide();
    if (m_view) m_view->legend()->setVisible(m_mediumWasVisible);
}

bool AnimationLegend::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewObject && event->type() == QEvent::Resize && m_shown) place();
    return QObject::eventFilter(watched, event);
}

void AnimationLegend::place()
{
    // Where the medium legend was, at the bottom left; above any other key sitting there (the
    // analysis colours), so neither hides the other.
    m_widget->resize(m_widget->sizeHint());
    int bottom = m_view->height() - kMarginPixels;
    for (auto *other : m_view->findChildren<LinkColourLegend *>(Qt::FindDirectChildrenOnly))
        if (other != m_widget && other->isVisible()) bottom = std::min(bottom, other->y() - kMarginPixels / 2);
    m_widget->move(kMarginPixels, bottom - m_widget->height());
}

} // namespace spinel
