#pragma once
// One way to keep a derived result (findings, plot figures, an explanation, a recovery file) in
// step with a design without blocking the UI: every change calls schedule(), which bumps a
// generation and restarts a short debounce that gathers a burst of edits; then the UI thread
// prepares the work (cheap: a snapshot pointer and a few settings) and a pool thread runs it. One
// run at a time: changes during a run make it stale; its result is dropped (never shown as
// current) and the newest state runs next. The work can ask whether it is stale already and stop.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "common/pooltask.h"

namespace spinel {

// What a running job can see of the world: its generation, and whether a newer one was asked for.
class JobTicket {
public:
    JobTicket(quint64 generation, std::shared_ptr<const std::atomic<quint64>> latest)
        : m_generation(generation)
        , m_latest(std::move(latest))
    { }
    quint64 generation() const { return m_generation; }
    // True once a newer change was scheduled: the result will be dropped, the work may stop.
    bool isStale() const { return m_latest->load(std::memory_order_relaxed) != m_generation; }

private:
    quint64 m_generation;
    std::shared_ptr<const std::atomic<quint64>> m_latest;
};

template <typename Result>
class BackgroundJob {
public:
    // What runs on the pool thread; it must touch only what it captured (snapshots, copies).
    // Nothing: it found itself stale (its snapshot was gone) and stopped.
    using Work = std::function<std::optional<Result>(const JobTicket &ticket)>;
    // On the UI thread when the debounce ends: the work for the state as of now, or an empty
    // function when there is nothing to do (no result is published then).
    using Prepare = std::function<Work()>;
    // On the UI thread: a current result (its generation is the latest).
    using Publish = std::function<void(Result &&result, quint64 generation)>;

    // `context` owns the job (timer and watcher callbacks are bound to its lifetime).
    BackgroundJob(QObject *context, int debounceMs, Prepare prepare, Publish publish)
        : m_prepare(std::move(prepare))
        , m_publish(std::move(publish))
    {
        m_debounce.setSingleShot(true);
        m_debounce.setInterval(debounceMs);
        QObject::connect(&m_debounce, &QTimer::timeout, context, [this] { start(); });
        QObject::connect(&m_watcher, &QFutureWatcherBase::finished, context, [this] { finished(); });
    }
    // A pool thread must not outlive what its work captured by reference or the watcher it reports
    // to. Marked stale first: a run still queued does not start, one in flight may stop early.
    ~BackgroundJob()
    {
        m_debounce.stop();
        m_latest->fetch_add(1, std::memory_order_relaxed);
        m_watcher.disconnect();
        m_watcher.waitForFinished();
    }
    BackgroundJob(const BackgroundJob &) = delete;
    BackgroundJob &operator=(const BackgroundJob &) = delete;

    // Something changed: the current result (if any) is stale until the next run reports.
    void schedule()
    {
        m_latest->fetch_add(1, std::memory_order_relaxed);
        m_debounce.start();
    }
    // Runs now rather than after the debounce (an explicit request: Save, a test).
    void runNow()
    {
        m_latest->fetch_add(1, std::memory_order_relaxed);
        m_debounce.stop();
        start();
    }
    quint64 generation() const { return m_latest->load(std::memory_order_relaxed); }
    quint64 publishedGeneration() const { return m_published; }
    bool isCurrent() const { return m_published == generation(); }
    bool isRunning() const { return m_running; }
    // Waiting for the debounce or running.
    bool isBusy() const { return m_running || m_debounce.isActive(); }
    void setDebounceMs(int milliseconds) { m_debounce.setInterval(milliseconds); }
    int debounceMs() const { return m_debounce.interval(); }
    // Blocks until a run in flight ends (shutdown: nothing is published).
    void waitForRun() { m_watcher.waitForFinished(); }
    // Runs the event loop until idle (the latest generation published or nothing to do) or
    // `timeoutMs` passes; for tests and --screenshot. True when idle.
    bool waitUntilIdle(int timeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        while (isBusy() && timer.elapsed() < timeoutMs) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
        return !isBusy();
    }

private:
    void start()
    {
        if (m_running) return; // finished() starts the newest state
        // Taken before prepare(): a change made from inside it (a listener) makes this run stale.
        const JobTicket ticket(generation(), m_latest);
        Work work = m_prepare();
        if (!work) return;
        m_running = true;
        m_runningGeneration = ticket.generation();
        // The result goes to a slot of its own, not the future: QFuture::takeResult() leaves the
        // future unfinished for a later waitForFinished(), and result() would copy (a result may
        // hold a per-link vector of 300,000 entries). The future's end orders the write before
        // finished() reads it (tsan::acquireResult() shows ThreadSanitizer that order).
        auto slot = std::make_shared<std::optional<Result>>();
        m_slot = slot;
        m_watcher.setFuture(runOnComputePool([work = std::move(work), ticket, slot] {
            if (ticket.isStale()) return; // changed while queued: do not start
            std::optional<Result> result = work(ticket);
            if (!ticket.isStale()) *slot = std::move(result); // else freed here, off the UI thread
        }));
    }

    void finished()
    {
        m_running = false;
        if (!m_slot) return; // no run of ours (nothing was started)
        tsan::acquireResult(m_watcher.future());
        std::optional<Result> result = std::move(*m_slot);
        m_slot.reset();
        if (result && m_runningGeneration == generation()) {
            m_published = m_runningGeneration;
            m_publish(std::move(*result), m_runningGeneration);
            return;
        }
        // Stale: run the newest state unless the debounce is about to.
        if (!m_debounce.isActive()) start();
    }

    Prepare m_prepare;
    Publish m_publish;
    QTimer m_debounce;
    QFutureWatcher<void> m_watcher;
    std::shared_ptr<std::optional<Result>> m_slot; // where the run in flight puts its result
    std::shared_ptr<std::atomic<quint64>> m_latest = std::make_shared<std::atomic<quint64>>(1);
    quint64 m_runningGeneration = 0;
    quint64 m_published = 0;
    bool m_running = false;
};

} // namespace spinel
