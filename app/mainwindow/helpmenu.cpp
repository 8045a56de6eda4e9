#include "mainwindow/helpmenu.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "analysis/findingcodes.h"

namespace spinel {

namespace {

// The README section that starts with the heading `title` ("## Using the desktop app"), up to
// the next heading of the same level.
QString section(const QString &readme, const QString &title)
{
    const qsizetype start = readme.indexOf(title);
    if (start < 0) return {};
    const qsizetype end = readme.indexOf(QStringLiteral("\n## "), start + title.size());
    return readme.mid(start, end < 0 ? -1 : end - start).trimmed();
}

QString escapedCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

} // namespace

HelpMenu::HelpMenu(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    m_userGuide = new QAction(tr("&User Guide"), this);
    m_userGuide->setShortcut(QKeySequence::HelpContents);
    m_userGuide->setObjectName(QStringLiteral("userGuideAction"));
    connect(m_userGuide, &QAction::triggered, this, &HelpMenu::showUserGuide);
    m_shortcuts = new QAction(tr("&Keyboard Shortcuts"), this);
    m_shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    connect(m_shortcuts, &QAction::triggered, this, &HelpMenu::showShortcuts);
    m_findingCodes = new QAction(tr("&Finding Codes"), this);
    m_findingCodes->setObjectName(QStringLiteral("findingCodesAction"));
    connect(m_findingCodes, &QAction::triggered, this, &HelpMenu::showFindingCodes);
}

void HelpMenu::populate(QMenu *menu)
{
    menu->addAction(m_userGuide);
    menu->addAction(m_shortcuts);
    menu->addAction(m_findingCodes);
    menu->addSeparator();
}

QString HelpMenu::userGuideMarkdown()
{
    QFile file(QStringLiteral(":/doc/README.md"));
    if (!file.open(QIODevice::ReadOnly)) return tr("The user guide is missing from this build.");
    const QString readme = QString::fromUtf8(file.readAll());
    QStringList parts;
    for (const char *title : {"## Using the desktop app", "## The device catalog", "## The `.spinel` file format", "## spinel-cli"})
        parts << section(readme, QLatin1String(title));
    parts.removeAll(QString());
    return parts.join(QStringLiteral("\n\n"));
}

QString HelpMenu::shortcutsMarkdown() const
{
    QString markdown = tr("| Action | Shortcut |") + QStringLiteral("\n|---|---|\n");
    QStringList seen;
    const auto addMenu = [&](auto &&self, const QMenu *menu) -> void {
        for (QAction *action : menu->actions()) {
            if (action->menu()) {
                self(self, action->menu());
                continue;
            }
            const QList<QKeySequence> keys = action->shortcuts();
            if (keys.isEmpty()) continue;
            const QString name = action->text().remove(QLatin1Char('&')).remove(QStringLiteral("…")).trimmed();
            QStringList shortcuts;
            for (const QKeySequence &key : keys) shortcuts << key.toString(QKeySequence::NativeText);
            const QString row = QStringLiteral("| %1 | %2 |\n").arg(escapedCell(name), escapedCell(shortcuts.join(tr(", "))));
            if (seen.contains(row)) continue;
            seen << row;
            markdown += row;
        }
    };
    for (QAction *top : m_window->menuBar()->actions())
        if (top->menu()) addMenu(addMenu, top->menu());
    return markdown;
}

QString HelpMenu::findingCodesMarkdown()
{
    QString markdown = tr("Every finding has a code; `spinel-cli validate` prints the same codes.") + QStringLiteral("\n\n");
    markdown += tr("| Code | Meaning | What to do |") + QStringLiteral("\n|---|---|---|\n");
    for (const FindingCodeHelp &help : findingCodesHelp())
        markdown += QStringLiteral("| `%1` | %2 | %3 |\n").arg(help.code, escapedCell(help.meaning), escapedCell(help.action));
    return markdown;
}

QDialog *HelpMenu::showUserGuide()
{
    return showDocument(m_guideDialog, tr("Spinel User Guide"), userGuideMarkdown(), QStringLiteral("userGuide"));
}

QDialog *HelpMenu::showShortcuts()
{
    return showDocument(m_shortcutsDialog, tr("Keyboard Shortcuts"), shortcutsMarkdown(), QStringLiteral("shortcuts"));
}

QDialog *HelpMenu::showFindingCodes()
{
    return showDocument(m_codesDialog, tr("Finding Codes"), findingCodesMarkdown(), QStringLiteral("findingCodes"));
}

QDialog *HelpMenu::showDocument(QPointer<QDialog> &dialog, const QString &title, const QString &markdown, const QString &objectName)
{
    if (!dialog) {
        dialog = new QDialog(m_window);
        dialog->setObjectName(objectName);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->setWindowTitle(title);
        auto *browser = new QTextBrowser(dialog);
        browser->setObjectName(QStringLiteral("helpText"));
        browser->setOpenExternalLinks(true);
        browser->setMarkdown(markdown);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
        connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
        auto *layout = new QVBoxLayout(dialog);
        layout->addWidget(browser);
        layout->addWidget(buttons);
        dialog->resize(760, 620);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

} // namespace spinel
