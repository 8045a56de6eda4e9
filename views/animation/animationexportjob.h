#pragma once
// Export… of the animation dock without blocking the window: the fabric is drawn once on the UI
// thread (AnimationExporter::prepare, one scene render), then every frame is drawn, encoded and
// written on a worker from immutable data (AnimationFrames), reporting progress; cancel() stops
// it and leaves no file. The output is written atomically (SaveFile) only when all frames are done.

#include <QFutureWatcher>
#include <QObject>
#include <QSize>
#include <QString>

#include <memory>

#include "animation/animationframes.h"

namespace spinel {
class AnimationExporter;

class AnimationExportJob : public QObject {
    Q_OBJECT
public:
    struct Result {
        AnimationFrames::Outcome outcome = AnimationFrames::Outcome::Failed;
        QString error;
        int frames = 0;
    };

    explicit AnimationExportJob(QObject *parent = nullptr);
    ~AnimationExportJob() override;

    // Starts writing `output`; false (with `error`) when a job is already running.
    bool start(AnimationExporter &exporter, const QString &output, AnimationFrames::Format format, const QSize &size,
               QString *error = nullptr);
    bool isRunning() const { return m_watcher.isRunning(); }
    // Blocks until the job has ended and finished() was emitted (tests, quitting); false on timeout.
    bool waitForFinished(int timeoutMs);
    const Result &result() const { return m_result; }

public slots:
    void cancel();

signals:
    void progress(int done, int total);
    void finished();

private:
    void deliver();

    QFutureWatcher<Result> m_watcher;
    Result m_result;
    bool m_pending = false;
};

} // namespace spinel
