#pragma once
// The last step of every file the GUI writes (design, exports, report, plots): QSaveFile, with
// the checks QSaveFile itself skips. Qt 6.4's commit() returns true even when its final flush
// failed, which once left an 8,192-byte design after a "successful" save on a full disk.

#include <QCoreApplication>
#include <QString>

class QSaveFile;

namespace spinel {

class SaveFile {
    Q_DECLARE_TR_FUNCTIONS(SaveFile)

public:
    // Flushes and checks the device's error before commit(); on any failure cancels the write
    // (the target keeps its old content) and sets `reason` to the system's words ("No space left
    // on device"), or to `fallback` when the device reports none.
    static bool commit(QSaveFile &file, QString *reason, const QString &fallback = QString());

    // Opens, writes all of `bytes` and commits. `errorMessage`: "Cannot write FILE: reason".
    static bool writeAll(const QString &fileName, const char *bytes, qint64 size, QString *errorMessage);

    // "Cannot write FILE: reason", the one wording every writer uses.
    static QString failure(const QString &fileName, const QString &reason);
};

} // namespace spinel
