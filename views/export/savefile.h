#pragma once
// The last step of every file the GUI writes (design, exports, report, plots): QSaveFile, with
// the checks QSaveFile and Qt's encoders skip. A write that stops short (a full disk, a file
// size limit) returns the bytes it managed without an error, the encoders (SVG, PDF) ignore
// that, and QSaveFile::commit() then renamed the short file over the target and said "success":
// an 8,192-byte design after a "successful" save. Hence: encode into memory, write every byte
// with a check, flush with a check, and only then commit.

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <string_view>

class QSaveFile;

namespace spinel {

class SaveFile {
    Q_DECLARE_TR_FUNCTIONS(SaveFile)

public:
    // Replaces `fileName` with `bytes` or leaves it untouched. On failure `reason` is the
    // system's words ("No space left on device", "File too large").
    static bool write(const QString &fileName, const char *bytes, qint64 size, QString *reason);

    // Receives a file's bytes in order, a chunk at a time.
    using Sink = std::function<void(std::string_view bytes)>;
    // The same, with the bytes handed to the sink by `produce` as they are written, so a large
    // design's text is never in memory whole (writeDesign(design, sink)).
    static bool write(const QString &fileName, const std::function<void(const Sink &)> &produce, QString *reason);

    // The same, with `errorMessage` set to "Cannot write FILE: reason".
    static bool writeAll(const QString &fileName, const char *bytes, qint64 size, QString *errorMessage);

    // "Cannot write FILE: reason", the one wording every writer uses.
    static QString failure(const QString &fileName, const QString &reason);

private:
    static QString reasonOf(QSaveFile &file);
};

} // namespace spinel
