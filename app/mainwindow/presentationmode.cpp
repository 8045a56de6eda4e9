#include "mainwindow/presentationmode.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMouseEvent>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>

#include "animation/collectiveanimation.h"
#include "canvas/canvasview.h"
#include "mainwindow/animationdock.h"
#include "mainwindow/lessonpanel.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "mainwindow/pointerhighlight.h"

namespace spinel {

namespace {

// Black on white with a saturated highlight: readable from the back of a room and on projectors
// that wash out mid-tones.
QPalette highContrastPalette()
{
    QPalette palette;
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::AlternateBase, QPalette::ToolTipBase})
        palette.setColor(role, Qt::white);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
        palette.setColor(role, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(0, 70, 200));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    return palette;
}

} // namespace

PresentationMode::PresentationMode(MainWindow *window, AnimationDock *animation)
    : QObject(window)
    , m_window(window)
    , m_animation(animation)
    , m_action(new QAction(tr("&Presentation Mode"), this))
{
    m_action->setShortcut(Qt::Key_F5);
    m_action->setShortcutContext(Qt::ApplicationShortcut);
    m_action->setCheckable(true);
    m_action->setStatusTip(tr("Full screen with the animation and the plot side by side; Esc leaves"));
    window->addAction(m_action); // the shortcut works while the menu bar is hidden
    connect(m_action, &QAction::triggered, this, [this](bool on) { on ? enter() : leave(); });
    connect(animation->animation(), &CollectiveAnimation::positionChanged, this, &PresentationMode::updateCaption);
    connect(animation->animation(), &CollectiveAnimation::scheduleChanged, this, &PresentationMode::updateCaption);
}

void PresentationMode::setLessonPanel(LessonPanel *lessons)
{
    m_lessons = lessons;
    connect(lessons, &LessonPanel::stepChanged, this, &PresentationMode::updateCaption);
}

void PresentationMode::enter(bool fullScreen)
{
    if (m_active) return;
    m_active = true;
    m_windowState = m_window->saveState();
    m_windowStates = m_window->windowState();
    m_shownDocks.clear();
    m_shownToolBars.clear();
    for (QDockWidget *dock : m_window->findChildren<QDockWidget *>())
        if (dock->isVisible()) m_shownDocks << dock, dock->hide();
    for (QToolBar *bar : m_window->findChildren<QToolBar *>())
        if (bar->isVisible()) m_shownToolBars << bar, bar->hide();
    m_menuBarShown = m_window->menuBar()->isVisible();
    m_statusBarShown = m_window->statusBar()->isVisible();
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();

    // The plot beside the canvas: the bus-bandwidth dock, docked right at 40 % of the width.
    for (QDockWidget *dock : m_window->plotDocks()->docks()) {
        if (dock->objectName() != QLatin1String("busBandwidthDock")) continue;
        dock->setFloating(false);
        m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
        dock->show();
        m_window->resizeDocks({dock}, {int(m_window->width() * 0.4)}, Qt::Horizontal);
    }

    m_font = m_window->font();
    m_palette = m_window->palette();
    QFont large = m_font;
    large.setPointSizeF(m_font.pointSizeF() * kFontScale);
    m_window->setFont(large);
    m_window->setPalette(highContrastPalette());

    CanvasView *view = m_window->canvasView();
    m_viewInteractive = view->isInteractive();
    view->setInteractive(false); // no selection, no drags: the design cannot change
    view->viewport()->setMouseTracking(true);
    m_caption = new QLabel(view);
    QFont captionFont = large;
    captionFont.setBold(true);
    m_caption->setFont(captionFont);
    m_caption->setWordWrap(true);
    m_caption->setStyleSheet(QStringLiteral("QLabel { background: rgba(255,255,255,230); color: black; padding: 8px; "
                                            "border: 2px solid black; }"));
    m_caption->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_pointer = new PointerHighlight(view->viewport());
    m_pointer->resize(view->viewport()->size());
    m_pointer->show();

    CollectiveAnimation *animation = m_animation->animation();
    animation->setOverlayScale(kLineScale);
    if (!animation->schedule() && !animation->isComputing()) m_animation->animateFromControls();
    updateCaption();
    qApp->installEventFilter(this);
    if (fullScreen) m_window->showFullScreen();
    view->fitToDesign();
    m_action->setChecked(true);
}

void PresentationMode::leave()
{
    if (!m_active) return;
    m_active = false;
    qApp->removeEventFilter(this);
    CanvasView *view = m_window->canvasView();
    delete m_caption;
    m_caption = nullptr;
    delete m_pointer;
    m_pointer = nullptr;
    view->setInteractive(m_viewInteractive);
    m_animation->animation()->setOverlayScale(1);
    m_window->setFont(m_font);
    m_window->setPalette(m_palette);
    m_window->setWindowState(m_windowStates);
    m_window->restoreState(m_windowState);
    for (const auto &dock : std::as_const(m_shownDocks))
        if (dock) dock->show();
    for (const auto &bar : std::as_const(m_shownToolBars))
        if (bar) bar->show();
    m_window->menuBar()->setVisible(m_menuBarShown);
    m_window->statusBar()->setVisible(m_statusBarShown);
    m_action->setChecked(false);
}

void PresentationMode::updateCaption()
{
    if (!m_caption) return;
    const CollectiveAnimation *animation = m_animation->animation();
    QString text = animation->schedule() ? animation->caption() : m_animation->captionText();
    if (m_lessons && m_lessons->isActive()) {
        const QString animationText = animation->schedule() ? text : QString();
        text = m_lessons->captionText();
        if (!animationText.isEmpty()) text += QLatin1Char('\n') + animationText;
    }
    m_caption->setText(text);
    m_caption->setVisible(!text.isEmpty());
    placeCaption();
}

void PresentationMode::placeCaption()
{
    if (!m_caption) return;
    const QWidget *view = m_caption->parentWidget();
    const int width = std::max(200, view->width() - 24);
    m_caption->setFixedWidth(width);
    m_caption->setFixedHeight(m_caption->heightForWidth(width));
    m_caption->move(12, 12);
    m_caption->raise();
}

bool PresentationMode::eventFilter(QObject *watched, QEvent *event)
{
    if (!m_active) return false;
    if (event->type() == QEvent::KeyPress) {
        CollectiveAnimation *animation = m_animation->animation();
        const int key = static_cast<QKeyEvent *>(event)->key();
        // A running lesson takes the arrow keys, as slide software steps its slides.
        if (m_lessons && m_lessons->isActive()
            && (key == Qt::Key_Right || key == Qt::Key_PageDown || key == Qt::Key_Left || key == Qt::Key_PageUp)) {
            (key == Qt::Key_Right || key == Qt::Key_PageDown) ? m_lessons->nextStep() : m_lessons->previousStep();
            return true;
        }
        switch (key) {
        case Qt::Key_Escape: leave(); return true;
        case Qt::Key_Right:
        case Qt::Key_Down:
        case Qt::Key_PageDown: animation->stepForward(); return true;
        case Qt::Key_Left:
        case Qt::Key_Up:
        case Qt::Key_PageUp: animation->stepBack(); return true;
        case Qt::Key_Space: animation->togglePlay(); return true;
        default: break;
        }
        return false;
    }
    // isNull(), not a conversion: while the window is torn down in presentation mode (spinel
    // --present --screenshot), events arrive as the highlight is half destroyed, and converting
    // the QPointer would downcast an object that is no longer a PointerHighlight.
    if (m_pointer.isNull() || (event->type() != QEvent::MouseMove && event->type() != QEvent::Resize)) return false;
    if (event->type() == QEvent::MouseMove && watched == m_pointer->parentWidget())
        m_pointer->moveTo(static_cast<QMouseEvent *>(event)->position().toPoint());
    if (event->type() == QEvent::Resize && watched == m_pointer->parentWidget()) {
        m_pointer->resize(m_pointer->parentWidget()->size());
        placeCaption();
    }
    return false;
}

} // namespace spinel
