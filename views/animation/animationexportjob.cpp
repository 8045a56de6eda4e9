#include "animation/animationexportjob.h"

#include <QElapsedTimer>
#include <QPromise>
#include <QThread>

#include "animation/animationexporter.h"
#include "common/pooltask.h"

namespace spinel {

AnimationExportJob::AnimationExportJob(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this](int value) { emit progress(value, m_watcher.progressMaximum()); });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &AnimationExportJob::deliver);
}

AnimationExportJob::~AnimationExportJob()
{
    m_watcher.cancel();
    m_watcher.waitForFinished();
    tsan::acquireResult(m_watcher.future()); // its result is freed here
}

bool AnimationExportJob::start(AnimationExporter &exporter, const QString &output, AnimationFrames::Format format,
                               const QSize &size, QString *error)
{
    if (isRunning() || m_pending) {
        if (error) *error = tr("An export is already running.");
        return false;
    }
    std::shared_ptr<const AnimationFrames> frames = exporter.prepare(format, size);
    m_result = Result();
    m_pending = true;
    m_watcher.setFuture(runOnPoolWithPromise<Result>([frames, output](QPromise<Result> &promise) {
        promise.setProgressRange(0, frames->frameCount());
        Result result;
        result.frames = frames->frameCount();
        result.outcome = frames->write(
            output,
            [&promise](int done, int) {
                promise.setProgressValue(done);
                return !promise.isCanceled();
            },
            &result.error);
        if (promise.isCanceled() && result.outcome != AnimationFrames::Outcome::Written)
            result.outcome = AnimationFrames::Outcome::Cancelled;
        promise.addResult(result);
    }));
    return true;
}

void AnimationExportJob::cancel()
{
    if (isRunning()) m_watcher.cancel();
}

void AnimationExportJob::deliver()
{
    if (!m_pending) return;
    m_pending = false;
    const QFuture<Result> future = m_watcher.future();
    tsan::acquireResult(future);
    if (future.resultCount() > 0) m_result = future.result();
    else m_result.outcome = AnimationFrames::Outcome::Cancelled;
    emit finished();
}

bool AnimationExportJob::waitForFinished(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_watcher.isRunning() && timer.elapsed() < timeoutMs) QThread::msleep(5);
    if (m_watcher.isRunning()) return false;
    deliver(); // now rather than on the next event-loop turn
    return true;
}

} // namespace spinel
