#include "mainwindow/recentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace spinel {

namespace {

QString settingsKey()
{
    return QStringLiteral("recentFiles");
}

} // namespace

RecentFiles::RecentFiles(QWidget *parent)
    : QObject(parent)
    , m_menu(new QMenu(tr("Open &Recent"), parent))
{
    connect(m_menu, &QMenu::aboutToShow, this, &RecentFiles::populateMenu);
    // An empty menu is greyed out, so users see at once there is nothing to reopen.
    m_menu->setEnabled(!files().isEmpty());
}

QStringList RecentFiles::files() const
{
    return QSettings().value(settingsKey()).toStringList();
}

QString RecentFiles::lastDirectory() const
{
    const QStringList list = files();
    return list.isEmpty() ? QDir::homePath() : QFileInfo(list.first()).absolutePath();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList list = files();
    list.removeAll(path);
    list.prepend(path);
    setFiles(list.mid(0, kMaxFiles));
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList list = files();
    list.removeAll(QFileInfo(fileName).absoluteFilePath());
    setFiles(list);
}

void RecentFiles::clear()
{
    setFiles({});
}

void RecentFiles::setFiles(const QStringList &files)
{
    QSettings().setValue(settingsKey(), files);
    m_menu->setEnabled(!files.isEmpty());
}

void RecentFiles::populateMenu()
{
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        const QString &path = list.at(i);
        // Mnemonics 1–9 for keyboard users; the full path is in the status tip.
        const QString label = i < 9 ? QStringLiteral("&%1  %2").arg(i + 1).arg(QFileInfo(path).fileName())
                                    : QFileInfo(path).fileName();
        QAction *action = m_menu->addAction(label);
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setEnabled(QFileInfo::exists(path));
        connect(action, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear Menu"));
    clearAction->setEnabled(!list.isEmpty());
    connect(clearAction, &QAction::triggered, this, &RecentFiles::clear);
}

} // namespace spinel
