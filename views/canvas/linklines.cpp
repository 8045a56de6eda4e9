#include "canvas/linklines.h"

#include "canvas/linkitem.h"

namespace spinel {

std::shared_ptr<const std::vector<LinkLines::Line>> LinkLines::lines() const
{
    if (!m_shared) return nullptr;
    m_shared->readers.fetch_add(1, std::memory_order_relaxed);
    // The reader's copies share one count; the last to go (on any thread) lets go of the list.
    return std::shared_ptr<const std::vector<Line>>(&m_shared->lines, [shared = m_shared](const std::vector<Line> *) {
        shared->readers.fetch_sub(1, std::memory_order_release);
    });
}

std::vector<LinkLines::Line> &LinkLines::writable()
{
    // A reader (a worker drawing the miniature) holds the list: it keeps its copy. Acquire: what a
    // reader that let go read happens before the writes that follow.
    if (!m_shared) m_shared = std::make_shared<Shared>();
    else if (m_shared->readers.load(std::memory_order_acquire) > 0) {
        auto copy = std::make_shared<Shared>();
        copy->lines = m_shared->lines;
        m_shared = std::move(copy);
    }
    return m_shared->lines;
}

void LinkLines::update(LinkItem *link)
{
    const QRgb rgb = link->color().rgb();
    int slot = link->lineSlot();
    if (slot >= 0 && m_shared && std::size_t(slot) < m_shared->lines.size()) {
        const Line &current = m_shared->lines[std::size_t(slot)];
        if (current.used && current.rgb == rgb && current.line == link->line()) return;
        writable()[std::size_t(slot)] = {link->line(), rgb, true};
        return;
    }
    std::vector<Line> &lines = writable();
    if (!m_free.empty()) {
        slot = m_free.back();
        m_free.pop_back();
        lines[std::size_t(slot)] = {link->line(), rgb, true};
    } else {
        slot = int(lines.size());
        lines.push_back({link->line(), rgb, true});
    }
    link->setLineSlot(slot);
}

void LinkLines::remove(LinkItem *link)
{
    const int slot = link->lineSlot();
    link->setLineSlot(-1);
    if (slot < 0 || !m_shared || std::size_t(slot) >= m_shared->lines.size()) return;
    writable()[std::size_t(slot)].used = false;
    m_free.push_back(slot);
    if (m_free.size() == m_shared->lines.size()) clear(); // every link gone (delete all): start afresh
}

void LinkLines::clear()
{
    m_shared.reset();
    m_free.clear();
}

} // namespace spinel
