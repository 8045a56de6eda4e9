#include "document/designsnapshots.h"

#include <QtConcurrent/QtConcurrentRun>

#include "core/design.h"

namespace spinel {

std::shared_ptr<const Design> DesignSnapshots::take(quint64 version)
{
    const std::lock_guard lock(m_mutex);
    if (!m_live || version != m_version.load(std::memory_order_acquire)) return nullptr;
    if (m_cachedVersion != version || !m_cached) {
        // Under the lock: the UI thread may read the live design meanwhile, not write it.
        m_cached = std::make_shared<const Design>(*m_live);
        m_cachedVersion = version;
        m_copies.fetch_add(1, std::memory_order_relaxed);
    }
    return m_cached;
}

std::unique_lock<std::mutex> DesignSnapshots::beginEdit()
{
    std::unique_lock lock(m_mutex);
    m_version.fetch_add(1, std::memory_order_acq_rel);
    releaseCached();
    return lock;
}

void DesignSnapshots::detach()
{
    const std::lock_guard lock(m_mutex);
    m_live = nullptr;
    releaseCached();
    m_version.fetch_add(1, std::memory_order_acq_rel);
}

void DesignSnapshots::releaseCached()
{
    // Workers that hold the copy keep it alive. When this is the last reference, freeing 300,000
    // links' strings would cost the UI thread tens of milliseconds: a pool thread does it.
    if (m_cached.use_count() == 1) (void)QtConcurrent::run([copy = std::move(m_cached)] {});
    m_cached.reset();
}

} // namespace spinel
