#include "document/autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include "document/designsnapshots.h"
#include "document/document.h"
#include "export/savefile.h"
#include "io/designformat.h"

namespace spinel {

namespace {

constexpr int kDefaultIntervalMs = 60 * 1000;

QString lockFileOf(const QString &recoveryFile)
{
    return recoveryFile.chopped(int(qstrlen(".spinel"))) + QStringLiteral(".lock");
}

QString metaFileOf(const QString &recoveryFile)
{
    return recoveryFile.chopped(int(qstrlen(".spinel"))) + QStringLiteral(".json");
}

// Runs on a worker: the serialization of a 16,384-GPU design takes longer than a frame.
QString writeRecovery(const Design &design, const QString &base, const QString &originalFile)
{
    QString reason;
    if (!SaveFile::write(
            base + QStringLiteral(".spinel"), [&design](const SaveFile::Sink &sink) { writeDesign(design, sink); }, &reason))
        return reason;
    QJsonObject meta;
    meta.insert(QStringLiteral("file"), originalFile);
    meta.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    const QByteArray metaBytes = QJsonDocument(meta).toJson(QJsonDocument::Compact);
    if (!SaveFile::write(base + QStringLiteral(".json"), metaBytes.constData(), metaBytes.size(), &reason)) return reason;
    return {};
}

} // namespace

Autosave::Autosave(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_timer(new QTimer(this))
    , m_intervalMs(qEnvironmentVariableIntValue("SPINEL_AUTOSAVE_MS") > 0 ? qEnvironmentVariableIntValue("SPINEL_AUTOSAVE_MS")
                                                                          : kDefaultIntervalMs)
    , m_job(
          this, 0, [this] { return prepareWrite(); }, [this](QString &&error, quint64) { writeFinished(error); })
{
    // One name per session: the process id keeps it readable, the clock keeps it unique when a
    // killed session's pid is reused.
    m_base =
        QDir(recoveryDirectory())
            .filePath(
                QStringLiteral("session-%1-%2").arg(QCoreApplication::applicationPid()).arg(QDateTime::currentMSecsSinceEpoch()));
    m_timer->setInterval(m_intervalMs);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    connect(document, &Document::modifiedChanged, this, &Autosave::updateTimer);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &Autosave::noteChange);
    connect(document, &Document::designReset, this, &Autosave::noteChange);
    updateTimer(document->isModified());
}

Autosave::~Autosave()
{
    m_timer->stop();
    waitForWrite();
    removeRecoveryFiles();
}

QString Autosave::recoveryDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QList<Autosave::Orphan> Autosave::orphans()
{
    QList<Orphan> found;
    const QDir dir(recoveryDirectory());
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("session-*.spinel")}, QDir::Files, QDir::Time);
    for (const QFileInfo &file : files) {
        // A live session holds its lock; a crashed one left a stale lock (its process is gone),
        // which tryLock takes over. Released (and removed) again at the end of this scope.
        QLockFile lock(lockFileOf(file.filePath()));
        if (!lock.tryLock(0)) continue;
        Orphan orphan{file.filePath(), QString(), file.lastModified()};
        QFile meta(metaFileOf(file.filePath()));
        if (meta.open(QIODevice::ReadOnly)) {
            const QJsonObject object = QJsonDocument::fromJson(meta.readAll()).object();
            orphan.originalFile = object.value(QStringLiteral("file")).toString();
            const QDateTime saved = QDateTime::fromString(object.value(QStringLiteral("saved")).toString(), Qt::ISODateWithMs);
            if (saved.isValid()) orphan.savedAt = saved;
        }
        found.append(orphan);
    }
    return found;
}

void Autosave::discard(const Orphan &orphan)
{
    QFile::remove(orphan.recoveryFile);
    QFile::remove(metaFileOf(orphan.recoveryFile));
    QFile::remove(lockFileOf(orphan.recoveryFile));
}

void Autosave::noteChange()
{
    m_changedSinceWrite = true;
}

void Autosave::updateTimer(bool modified)
{
    if (modified) {
        if (!m_timer->isActive()) m_timer->start();
        return;
    }
    // Saved, discarded or undone back to the saved state: nothing left to recover.
    m_timer->stop();
    if (!m_job.isRunning()) removeRecoveryFiles(); // else writeFinished() removes it
}

void Autosave::saveNow()
{
    if (!m_document->isModified() || !m_changedSinceWrite) return;
    if (m_job.isRunning()) return; // the next tick writes the newer state
    if (!m_lock) {
        if (!QDir().mkpath(recoveryDirectory())) {
            emit written(tr("Cannot create %1").arg(recoveryDirectory()));
            return;
        }
        m_lock = std::make_unique<QLockFile>(m_base + QStringLiteral(".lock"));
        m_lock->setStaleLockTime(0); // never stale while this process lives
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            emit written(tr("Cannot lock %1").arg(m_base + QStringLiteral(".lock")));
            return;
        }
    }
    m_changedSinceWrite = false;
    m_job.runNow();
}

BackgroundJob<QString>::Work Autosave::prepareWrite()
{
    std::shared_ptr<DesignSnapshots> snapshots = m_document->snapshots();
    const quint64 version = snapshots->version();
    return [snapshots, version, base = m_base, originalFile = m_document->fileName()](const JobTicket &) -> std::optional<QString> {
        const std::shared_ptr<const Design> design = snapshots->take(version);
        // Edited before the worker got to it: the job runs again on the newer design.
        if (!design) return std::nullopt;
        return writeRecovery(*design, base, originalFile);
    };
}

void Autosave::waitForWrite()
{
    m_job.waitForRun();
}

void Autosave::writeFinished(const QString &error)
{
    // Saved while the copy was being written: the recovery file is already out of date.
    if (!m_document->isModified()) removeRecoveryFiles();
    emit written(error);
}

void Autosave::removeRecoveryFiles()
{
    QFile::remove(m_base + QStringLiteral(".spinel"));
    QFile::remove(m_base + QStringLiteral(".json"));
    m_lock.reset(); // unlocks and removes the lock file
}

} // namespace spinel
