#include "export/savefile.h"

#include <QSaveFile>

namespace spinel {

QString SaveFile::reasonOf(QSaveFile &file)
{
    // A short write leaves no error behind ("Unknown error"); one more attempt at the rest fails
    // at once, and that failure carries the system's reason.
    if (file.error() == QFileDevice::NoError || file.errorString() == QLatin1String("Unknown error")) {
        file.unsetError();
        file.write("\n", 1);
        file.flush();
    }
    const QString reason = file.errorString();
    return reason.isEmpty() ? tr("the file could not be written in full") : reason;
}

bool SaveFile::write(const QString &fileName, const char *bytes, qint64 size, QString *reason)
{
    return write(
        fileName, [&](const Sink &sink) { sink(std::string_view(bytes, std::size_t(size))); }, reason);
}

bool SaveFile::write(const QString &fileName, const std::function<void(const Sink &)> &produce, QString *reason)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        if (reason) *reason = file.errorString();
        return false;
    }
    bool complete = true;
    produce([&](std::string_view bytes) {
        qint64 written = 0;
        const auto size = qint64(bytes.size());
        while (complete && written < size) {
            const qint64 chunk = file.write(bytes.data() + written, size - written);
            if (chunk <= 0) complete = false;
            else written += chunk;
        }
    });
    // flush() pushes QFileDevice's buffer to the system: a full disk shows up here, before
    // commit() could rename a short file over the target.
    if (complete && file.flush() && file.error() == QFileDevice::NoError && file.commit()) return true;
    if (reason) *reason = reasonOf(file);
    file.cancelWriting();
    return false;
}

bool SaveFile::writeAll(const QString &fileName, const char *bytes, qint64 size, QString *errorMessage)
{
    QString reason;
    if (write(fileName, bytes, size, &reason)) return true;
    if (errorMessage) *errorMessage = failure(fileName, reason);
    return false;
}

QString SaveFile::failure(const QString &fileName, const QString &reason)
{
    return tr("Cannot write %1: %2").arg(fileName, reason);
}

} // namespace spinel
