#include "common/computepool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace spinel {

namespace {

Q_GLOBAL_STATIC(QThreadPool, thePool)

void waitForComputePool()
{
    // Like Qt's global pool: no task may run on past the application object.
    if (thePool.exists()) thePool->waitForDone();
}

} // namespace

QThreadPool *computePool()
{
    static const bool registered = [] {
        if (QCoreApplication::instance()) qAddPostRoutine(waitForComputePool);
        return true;
    }();
    (void)registered;
    return thePool();
}

void enterComputeTask()
{
    thread_local bool lowered = false;
    if (lowered || !thePool.exists() || !thePool->contains(QThread::currentThread())) return;
    lowered = true;
#if defined(Q_OS_LINUX)
    // Linux keeps a nice value per thread (for POSIX it would be the process's); a thread may
    // always lower its own priority, but not raise it again: once per thread.
    (void)setpriority(PRIO_PROCESS, id_t(gettid()), kComputeNice);
#endif
}

int currentThreadNice()
{
#if defined(Q_OS_LINUX)
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, id_t(gettid()));
    return errno == 0 ? nice : 0;
#else
    return 0;
#endif
}

} // namespace spinel
