#pragma once
// Autosave and crash recovery. While the document has unsaved changes, a copy is written every
// minute or so to a recovery file in AppDataLocation/recovery/; a clean save, a discard or a
// normal exit removes it. Each running Spinel holds a lock file next to its recovery file, so at
// start-up a recovery file whose lock is stale (its process crashed or was killed) is an orphan
// the user is offered back. A worker takes a snapshot of the design (Document::snapshots), then
// serializes and writes it, so a large design never stalls the window.

#include <QDateTime>
#include <QObject>
#include <QString>

#include <memory>

#include "document/backgroundjob.h"

class QLockFile;
class QTimer;

namespace spinel {

class Document;

class Autosave : public QObject {
    Q_OBJECT
public:
    // One session's leftover: the design copy, the file it came from (empty if untitled) and when.
    struct Orphan {
        QString recoveryFile;
        QString originalFile;
        QDateTime savedAt;
    };

    // Starts watching `document`. SPINEL_AUTOSAVE_MS overrides the interval (tests use ~200 ms).
    explicit Autosave(Document *document, QObject *parent = nullptr);
    // A normal exit: waits for a write in flight, then removes this session's recovery files.
    ~Autosave() override;

    static QString recoveryDirectory();
    // Recovery files left by sessions that are no longer running, newest first.
    static QList<Orphan> orphans();
    // Deletes an orphan's files (after it was restored or declined).
    static void discard(const Orphan &orphan);

    int intervalMs() const { return m_intervalMs; }
    QString recoveryFile() const { return m_base + QStringLiteral(".spinel"); }
    // Writes now if there are changes not yet in the recovery file; for tests.
    void saveNow();
    // Blocks until a write in flight has finished; for tests and shutdown.
    void waitForWrite();

signals:
    // After each recovery write; `error` is empty on success.
    void written(const QString &error);

private:
    void noteChange();
    void updateTimer(bool modified);
    BackgroundJob<QString>::Work prepareWrite();
    void writeFinished(const QString &error);
    void removeRecoveryFiles();

    Document *m_document;
    QTimer *m_timer;
    int m_intervalMs;
    QString m_base; // recovery/<session>: .spinel, .json (the original file name), .lock
    std::unique_ptr<QLockFile> m_lock;
    bool m_changedSinceWrite = false;
    BackgroundJob<QString> m_job; // last: its callbacks use the members above
};

} // namespace spinel
