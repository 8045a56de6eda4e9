#include "export/savefile.h"

#include <QSaveFile>

namespace spinel {

bool SaveFile::commit(QSaveFile &file, QString *reason, const QString &fallback)
{
    // flush() pushes QFileDevice's buffer to the system; a full disk shows up here or as the
    // device's error, and commit() would otherwise rename the short file over the target.
    const bool flushed = file.isOpen() && file.flush();
    if (flushed && file.error() == QFileDevice::NoError && file.commit()) return true;
    if (reason) {
        const bool deviceSaysWhy = file.error() != QFileDevice::NoError && !file.errorString().isEmpty()
                                   && file.errorString() != QLatin1String("Unknown error");
        *reason = deviceSaysWhy || fallback.isEmpty() ? file.errorString() : fallback;
    }
    file.cancelWriting();
    return false;
}

bool SaveFile::writeAll(const QString &fileName, const char *bytes, qint64 size, QString *errorMessage)
{
    QSaveFile file(fileName);
    QString reason;
    if (!file.open(QIODevice::WriteOnly)) {
        reason = file.errorString();
    } else if (file.write(bytes, size) == size && commit(file, &reason)) {
        return true;
    } else if (reason.isEmpty()) {
        reason = file.errorString();
        file.cancelWriting();
    }
    if (errorMessage) *errorMessage = failure(fileName, reason);
    return false;
}

QString SaveFile::failure(const QString &fileName, const QString &reason)
{
    return tr("Cannot write %1: %2").arg(fileName, reason);
}

} // namespace spinel
