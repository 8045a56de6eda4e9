#pragma once
// The thread pool for the long computations behind the UI (checks, plot figures, explanations,
// autosave, copying and freeing designs), whose threads run at a lower priority than the UI
// thread. On two cores these workers kept both busy at the UI thread's own priority after every
// edit, and the UI thread waited: Qt's raster engine splits a large fill over Qt's own GUI thread
// pool and blocks until those threads have run, so a frame after an edit on 129,600 GPUs took
// 150-500 ms of which the UI thread ran a few (issue 13). Lowered workers still have the
// processors whenever the UI is idle.
//
// A pool of its own, not Qt's global one: a thread's priority cannot be raised again, and threads
// inherit it from the thread that starts them. Work that paints (animation frames) stays on the
// global pool, so the GUI pool's threads, which start when some thread first paints, never
// inherit the lowered priority.

class QThreadPool;

namespace spinel {

// The scheduling nice value of the compute pool's threads (0 is the UI thread's; 19 the lowest).
constexpr int kComputeNice = 10;

// The pool (as many threads as cores); waited for when the application object goes.
QThreadPool *computePool();
// Called first thing by every pool task (PoolTask::run): lowers the calling thread once, if it is
// one of the pool's threads. A task can run elsewhere (QFuture::waitForFinished() on a task not
// yet started runs it on the waiting thread, often the UI thread), which stays as it is.
void enterComputeTask();
// The calling thread's nice value (0 where the platform has none per thread): for tests.
int currentThreadNice();

} // namespace spinel
