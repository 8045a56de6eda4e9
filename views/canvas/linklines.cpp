#include "canvas/linklines.h"

#include <algorithm>

#include "canvas/linkitem.h"

namespace spinel {

std::shared_ptr<const LinkLines::List> LinkLines::lines() const
{
    if (m_size == 0) return nullptr;
    if (std::shared_ptr<const List> last = m_last.lock()) return last;
    auto list = std::make_unique<List>();
    list->m_chunks.assign(m_chunks.begin(), m_chunks.end());
    list->m_size = m_size;
    std::fill(m_handedOut.begin(), m_handedOut.end(), 1);
    m_readers->fetch_add(1, std::memory_order_relaxed);
    // The reader's copies share one count; the last to go (on any thread) lets go of the list.
    std::shared_ptr<const List> taken(list.release(), [readers = m_readers](const List *gone) {
        readers->fetch_sub(1, std::memory_order_release);
        delete gone;
    });
    m_last = taken;
    return taken;
}

LinkLines::Chunk &LinkLines::ownChunk(std::size_t chunk)
{
    if (m_handedOut[chunk]) {
        // Acquire: what the readers that let go read happens before the writes that follow.
        if (m_readers->load(std::memory_order_acquire) == 0) {
            std::fill(m_handedOut.begin(), m_handedOut.end(), 0); // nobody holds any of it now
        } else {
            auto copy = std::make_shared<Chunk>();
            copy->reserve(kChunkLines); // appending to it never moves its lines
            copy->assign(m_chunks[chunk]->begin(), m_chunks[chunk]->end());
            m_chunks[chunk] = std::move(copy);
            m_handedOut[chunk] = 0;
        }
    }
    m_last.reset();
    return *m_chunks[chunk];
}

LinkLines::Line &LinkLines::writable(std::size_t slot)
{
    return ownChunk(slot / kChunkLines)[slot % kChunkLines];
}

void LinkLines::append(const Line &line)
{
    if (m_size % kChunkLines == 0) {
        auto chunk = std::make_shared<Chunk>();
        chunk->reserve(kChunkLines); // appending never moves the lines a List may hold
        m_chunks.push_back(std::move(chunk));
        m_handedOut.push_back(0);
    }
    // A List holding the last, partly filled chunk sees its own size only; the chunk is copied all
    // the same, so that a reader never reads a line while it is written.
    ownChunk(m_size / kChunkLines).push_back(line);
    ++m_size;
}

void LinkLines::update(LinkItem *link)
{
    const QRgb rgb = link->color().rgb();
    const int slot = link->lineSlot();
    if (slot >= 0 && std::size_t(slot) < m_size) {
        const Line &current = (*m_chunks[std::size_t(slot) / kChunkLines])[std::size_t(slot) % kChunkLines];
        if (current.used && current.rgb == rgb && current.line == link->line()) return;
        writable(std::size_t(slot)) = {link->line(), rgb, true};
        return;
    }
    if (!m_free.empty()) {
        const int free = m_free.back();
        m_free.pop_back();
        writable(std::size_t(free)) = {link->line(), rgb, true};
        link->setLineSlot(free);
        return;
    }
    append({link->line(), rgb, true});
    link->setLineSlot(int(m_size - 1));
}

void LinkLines::remove(LinkItem *link)
{
    const int slot = link->lineSlot();
    link->setLineSlot(-1);
    if (slot < 0 || std::size_t(slot) >= m_size) return;
    writable(std::size_t(slot)).used = false;
    m_free.push_back(slot);
    if (m_free.size() == m_size) clear(); // every link gone (delete all): start afresh
}

void LinkLines::clear()
{
    // Lists handed out keep their chunks; the writer starts with none.
    m_chunks.clear();
    m_handedOut.clear();
    m_size = 0;
    m_free.clear();
    m_last.reset();
}

} // namespace spinel
