#pragma once
// The Help menu's documents: the user guide (the README's usage sections, shipped inside the
// program and rendered in-app, so it matches the version that runs), the keyboard shortcuts
// (read from the window's own actions, so the list cannot go stale) and what each finding
// code means.

#include <QObject>
#include <QPointer>

class QAction;
class QDialog;
class QMainWindow;
class QMenu;

namespace spinel {

class HelpMenu : public QObject {
    Q_OBJECT
public:
    explicit HelpMenu(QMainWindow *window);

    void populate(QMenu *menu);

    QAction *userGuideAction() const { return m_userGuide; }
    // Each opens (or raises) a non-modal window; returned for tests.
    QDialog *showUserGuide();
    QDialog *showShortcuts();
    QDialog *showFindingCodes();

    // The parts of the README the guide shows, as Markdown.
    static QString userGuideMarkdown();
    // "| Action | Shortcut |" rows of every action of the window's menus that has a shortcut.
    QString shortcutsMarkdown() const;
    static QString findingCodesMarkdown();

private:
    QDialog *showDocument(QPointer<QDialog> &dialog, const QString &title, const QString &markdown, const QString &objectName);

    QMainWindow *m_window;
    QAction *m_userGuide;
    QAction *m_shortcuts;
    QAction *m_findingCodes;
    QPointer<QDialog> m_guideDialog, m_shortcutsDialog, m_codesDialog;
};

} // namespace spinel
