#pragma once
// The "Open Recent" list: most recent first, kept in QSettings across sessions.

#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace spinel {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxFiles = 10;

    // The menu is a child of `parent` and lists the files each time it opens.
    explicit RecentFiles(QWidget *parent);

    QMenu *menu() const { return m_menu; }
    QStringList files() const;
    // The folder of the most recent file, where Open and Save As start.
    QString lastDirectory() const;

    void add(const QString &fileName);
    void remove(const QString &fileName);
    void clear();

signals:
    void openRequested(const QString &fileName);

private:
    void setFiles(const QStringList &files);
    void populateMenu();

    QMenu *m_menu;
};

} // namespace spinel
