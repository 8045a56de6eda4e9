#pragma once
// QtConcurrent::run(function) as our own runnable, so that both ends of the handoff are our code:
// the task is released to the pool after its last write on the calling thread and acquired first
// thing on the pool thread, and the result is released before the future reports finished.
// Inside QtConcurrent's task the pool thread reads the task before any code of ours runs, so no
// annotation could cover it (tsanannotate.h). Same semantics otherwise: the global pool, a started
// future, a cancelled future's task does not run, exceptions reach the future, a waitForFinished()
// on a task not yet started runs it on the waiting thread.

#include <QException>
#include <QFuture>
#include <QFutureInterface>
#include <QPromise>
#include <QRunnable>
#include <QThreadPool>

#include <type_traits>
#include <utility>

#include "common/computepool.h"
#include "common/tsanannotate.h"

namespace spinel {

// Runs `function` once on a pool thread: as function() returning the Result, or, for progress and
// cancellation, as function(QPromise<Result> &) adding its results itself.
template <typename Result, typename Function>
class PoolTask final : public QRunnable {
public:
    explicit PoolTask(Function function)
        : m_function(std::move(function))
    { }

    QFuture<Result> start(QThreadPool *pool)
    {
        m_promise.setThreadPool(pool);
        m_promise.setRunnable(this);
        m_promise.reportStarted();
        QFuture<Result> future = m_promise.future();
        tsan::release(this);
        pool->start(this); // deletes this when run() returns
        return future;
    }

    void run() override
    {
        tsan::acquire(this);
        enterComputeTask(); // lowers the compute pool's threads, leaves any other as it is
        if constexpr (std::is_invocable_v<Function &, QPromise<Result> &>) {
            QPromise<Result> promise(m_promise); // finished before it goes: it would cancel otherwise
            call([&] { m_function(promise); });
            finish();
        } else if constexpr (std::is_void_v<Result>) {
            call([&] { m_function(); });
            finish();
        } else {
            call([&] { m_promise.reportResult(m_function()); });
            finish();
        }
    }

private:
    template <typename Call>
    void call(Call &&body)
    {
        if (m_promise.isCanceled()) return;
        try {
            body();
        } catch (QException &error) {
            m_promise.reportException(error);
        } catch (...) {
            m_promise.reportException(QUnhandledException(std::current_exception()));
        }
    }
    void finish()
    {
        tsan::release(&m_promise.mutex()); // to tsan::acquireResult()
        m_promise.reportFinished();
    }

    QFutureInterface<Result> m_promise;
    Function m_function;
};

// Runs `function()` on the global thread pool; its result arrives in the returned future.
template <typename Function>
QFuture<std::invoke_result_t<Function &>> runOnPool(Function function)
{
    using Result = std::invoke_result_t<Function &>;
    return (new PoolTask<Result, Function>(std::move(function)))->start(QThreadPool::globalInstance());
}

// Runs `function()` on the compute pool, below the UI thread's priority (computepool.h): for
// long computations that paint nothing.
template <typename Function>
QFuture<std::invoke_result_t<Function &>> runOnComputePool(Function function)
{
    using Result = std::invoke_result_t<Function &>;
    return (new PoolTask<Result, Function>(std::move(function)))->start(computePool());
}

// Runs `function(QPromise<Result> &)` on the global thread pool (QtConcurrent::run's promise form).
template <typename Result, typename Function>
QFuture<Result> runOnPoolWithPromise(Function function)
{
    static_assert(std::is_invocable_v<Function &, QPromise<Result> &>);
    return (new PoolTask<Result, Function>(std::move(function)))->start(QThreadPool::globalInstance());
}

namespace tsan {
// The receiving side of a runOnPool() task's end: what its function did, and its result, happen
// before what follows. Call once the future has finished, before reading its result or dropping
// it (dropping frees the result here).
template <typename Result>
void acquireResult([[maybe_unused]] const QFuture<Result> &future)
{
#if defined(SPINEL_TSAN)
    if (future.isValid()) acquire(&QFutureInterfaceBase::get(future).mutex());
#endif
}
} // namespace tsan

} // namespace spinel
