#include "document/designsnapshots.h"

#include <algorithm>

#include "common/pooltask.h"
#include "core/design.h"

namespace spinel {

namespace {

// Elements copied between two looks at whether an edit waits: ~1 ms of links.
constexpr std::size_t kSlice = 4096;

// The copy below names Design's members; one added to Design must be added there as well.
static_assert(sizeof(Design)
                  == sizeof(DesignSettings) + sizeof(Design::devices) + sizeof(Design::links) + sizeof(Design::domains)
                         + sizeof(Design::scenarios),
              "Design has a new member: copy it in copyUnlessEditWaits()");

template <typename T>
bool copySlices(const std::vector<T> &from, std::vector<T> &to, const std::atomic<int> &editsWaiting)
{
    to.reserve(from.size());
    for (std::size_t begin = 0; begin < from.size(); begin += kSlice) {
        if (editsWaiting.load(std::memory_order_relaxed) > 0) return false;
        to.insert(to.end(), from.begin() + std::ptrdiff_t(begin),
                  from.begin() + std::ptrdiff_t(std::min(from.size(), begin + kSlice)));
    }
    return true;
}

// Copies `live` into `copy`, or gives up (false) when an edit started waiting meanwhile: the edit
// makes the copy stale anyway, and a 290,000-link copy (~100 ms) would hold the UI thread as long.
bool copyUnlessEditWaits(const Design &live, Design &copy, const std::atomic<int> &editsWaiting)
{
    copy.settings = live.settings;
    copy.domains = live.domains;
    copy.scenarios = live.scenarios;
    return copySlices(live.devices, copy.devices, editsWaiting) && copySlices(live.links, copy.links, editsWaiting);
}

} // namespace

std::shared_ptr<const Design> DesignSnapshots::take(quint64 version)
{
    Design copy; // before the lock: a copy given up is freed after the lock is let go
    const std::lock_guard lock(m_mutex);
    if (!m_live || version != m_version.load(std::memory_order_acquire)) return nullptr;
    if (m_cachedVersion != version || !m_cached) {
        // Under the lock: the UI thread may read the live design meanwhile, not write it.
        if (!copyUnlessEditWaits(*m_live, copy, m_editsWaiting)) return nullptr;
        m_cached = std::make_shared<const Design>(std::move(copy));
        m_cachedVersion = version;
        m_copies.fetch_add(1, std::memory_order_relaxed);
    }
    return m_cached;
}

std::unique_lock<std::mutex> DesignSnapshots::beginEdit()
{
    m_editsWaiting.fetch_add(1, std::memory_order_relaxed);
    std::unique_lock lock(m_mutex);
    m_editsWaiting.fetch_sub(1, std::memory_order_relaxed);
    m_version.fetch_add(1, std::memory_order_acq_rel);
    releaseCached();
    return lock;
}

void DesignSnapshots::detach()
{
    m_editsWaiting.fetch_add(1, std::memory_order_relaxed);
    const std::lock_guard lock(m_mutex);
    m_editsWaiting.fetch_sub(1, std::memory_order_relaxed);
    m_live = nullptr;
    releaseCached();
    m_version.fetch_add(1, std::memory_order_acq_rel);
}

void DesignSnapshots::releaseCached()
{
    // Workers that hold the copy keep it alive. When this is the last reference, freeing 300,000
    // links' strings would cost the UI thread tens of milliseconds: a pool thread does it.
    if (m_cached.use_count() == 1) (void)runOnComputePool([copy = std::move(m_cached)] {});
    m_cached.reset();
}

} // namespace spinel
