#pragma once
// Immutable copies of a Document's design for worker threads. A copy is made only when a worker
// asks for the design as of an edit no copy exists for (so at most one copy per edit, shared by
// every worker that asks), and it is made on that worker: a 129,600-GPU design takes ~100 ms to
// copy, twice the UI's budget for a whole edit (issue 13). Reads on the UI thread go on while a
// worker copies. An edit (beginEdit) takes the lock the copy holds, so a copy never sees a
// half-made edit; the copy looks between slices of ~1 ms whether an edit waits and then gives up
// (the edit makes it stale anyway), so the edit waits a slice, not the whole copy.

#include <QtGlobal>

#include <atomic>
#include <memory>
#include <mutex>

namespace spinel {
struct Design;

class DesignSnapshots {
public:
    // `live` is the document's design; it must outlive this object or be detached first.
    explicit DesignSnapshots(const Design *live)
        : m_live(live)
    { }

    // UI thread: the version of the design now. Bumped by every edit.
    quint64 version() const { return m_version.load(std::memory_order_acquire); }
    // Any thread: the design as of `version`, or null when it was edited (or detached) since:
    // whoever asked is stale and may stop.
    std::shared_ptr<const Design> take(quint64 version);

    // UI thread, held while the live design is written: waits for a copy in progress, then
    // invalidates the cached one. The version is bumped when the guard is taken.
    [[nodiscard]] std::unique_lock<std::mutex> beginEdit();
    // The document is going away: no copies from now on.
    void detach();
    // For tests and benchmarks: how many copies were made.
    int copiesMade() const { return m_copies.load(std::memory_order_relaxed); }

private:
    void releaseCached();

    std::mutex m_mutex;
    const Design *m_live;
    std::atomic<quint64> m_version{1};
    std::shared_ptr<const Design> m_cached; // the design as of m_cachedVersion
    quint64 m_cachedVersion = 0;
    std::atomic<int> m_copies{0};
    std::atomic<int> m_editsWaiting{0}; // edits (or detach) waiting for the lock: a copy gives up
};

} // namespace spinel
