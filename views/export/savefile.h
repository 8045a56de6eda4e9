#pragma once
// The last step of every file the GUI writes (design, exports, report, plots): QSaveFile, with
// the checks QSaveFile and Qt's encoders skip. A write that stops short (a full disk, a file
// size limit) returns the bytes it managed without an error, the encoders (SVG, PDF) ignore
// that, and QSaveFile::commit() then renamed the short file over the target and said "success":
// an 8,192-byte design after a "successful" save. Hence: encode into memory, write every byte
// with a check, flush with a check, and only then commit.

#include <QCoreApplication>
#include <QString>

class QSaveFile;

namespace spinel {

class SaveFile {
    Q_DECLARE_TR_FUNCTIONS(SaveFile)

public:
    // Replaces `fileName` with `bytes` or leaves it untouched. On failure `reason` is the
    // system's words ("No space left on device", "File too large").
    static bool write(const QString &fileName, const char *bytes, qint64 size, QString *reason);

    // The same, with `errorMessage` set to "Cannot write FILE: reason".
    static bool writeAll(const QString &fileName, const char *bytes, qint64 size, QString *errorMessage);

    // "Cannot write FILE: reason", the one wording every writer uses.
    static QString failure(const QString &fileName, const QString &reason);

private:
    static QString reasonOf(QSaveFile &file);
};

} // namespace spinel
