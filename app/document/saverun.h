#pragma once
// A save in progress (Document::startSave): the design as of the start is validated and written on
// a worker, so the window keeps painting (0.1 s at 131,000 GPUs, seconds at a million). The file
// is replaced only when every byte is written (QSaveFile); a cancelled or failed save leaves it as
// it was.

#include <QFuture>
#include <QString>

#include <atomic>
#include <memory>

namespace spinel {

struct SaveProgress {
    std::atomic<qint64> bytesWritten{0};
    std::atomic<bool> cancelled{false}; // set by the UI thread: the worker stops at its next chunk
};

struct SaveRun {
    QString fileName;
    QFuture<QString> result; // "" when saved, else the message to show
    std::shared_ptr<SaveProgress> progress;
    quint64 designVersion = 0; // the design's version (DesignSnapshots) the file holds
};

} // namespace spinel
