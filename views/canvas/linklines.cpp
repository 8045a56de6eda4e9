#include "canvas/linklines.h"

#include "canvas/linkitem.h"

namespace spinel {

std::vector<LinkLines::Line> &LinkLines::writable()
{
    // A reader (a worker drawing the miniature) holds the list: it keeps its copy.
    if (!m_lines) m_lines = std::make_shared<std::vector<Line>>();
    else if (m_lines.use_count() > 1) m_lines = std::make_shared<std::vector<Line>>(*m_lines);
    return *m_lines;
}

void LinkLines::update(LinkItem *link)
{
    const QRgb rgb = link->color().rgb();
    int slot = link->lineSlot();
    if (slot >= 0 && m_lines && std::size_t(slot) < m_lines->size()) {
        const Line &current = (*m_lines)[std::size_t(slot)];
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
    if (slot < 0 || !m_lines || std::size_t(slot) >= m_lines->size()) return;
    writable()[std::size_t(slot)].used = false;
    m_free.push_back(slot);
    if (m_free.size() == m_lines->size()) clear(); // every link gone (delete all): start afresh
}

void LinkLines::clear()
{
    m_lines.reset();
    m_free.clear();
}

} // namespace spinel
