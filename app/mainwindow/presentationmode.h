#pragma once
// Presentation mode (F5, as in slide software): the canvas with the animated collective and the
// bus-bandwidth plot side by side, full screen, docks and bars hidden, large fonts, thick lines,
// high contrast, a highlight that follows the pointer. Arrow keys step the animation (left and
// right step the lesson while one runs), Space plays and pauses, Esc leaves. The design is never touched: the canvas stops taking edits meanwhile.

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>
#include <QPalette>
#include <QPointer>

#include "mainwindow/pointerhighlight.h"

class QAction;
class QDockWidget;
class QLabel;
class QToolBar;
class QWidget;

namespace spinel {
class AnimationDock;
class LessonPanel;
class MainWindow;
class PointerHighlight;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    PresentationMode(MainWindow *window, AnimationDock *animation);

    QAction *action() const { return m_action; }
    bool isActive() const { return m_active; }
    // While a lesson runs, the arrow keys step the lesson and the caption shows its step.
    void setLessonPanel(LessonPanel *lessons);

    static constexpr double kFontScale = 1.6;
    static constexpr double kLineScale = 1.8;

public slots:
    // `fullScreen` false keeps the window's size (screenshots, tests on the offscreen platform).
    void enter(bool fullScreen = true);
    void leave();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateCaption();
    void placeCaption();

    MainWindow *m_window;
    AnimationDock *m_animation;
    LessonPanel *m_lessons = nullptr;
    QAction *m_action;
    bool m_active = false;
    // What entering changed, to put back on leaving.
    QByteArray m_windowState;
    Qt::WindowStates m_windowStates;
    QList<QPointer<QDockWidget>> m_shownDocks;
    QList<QPointer<QToolBar>> m_shownToolBars;
    bool m_menuBarShown = true, m_statusBarShown = true, m_viewInteractive = true;
    QFont m_font;
    QPalette m_palette;
    QPointer<QLabel> m_caption; // children of the view: gone with it
    QPointer<PointerHighlight> m_pointer;
};

} // namespace spinel
