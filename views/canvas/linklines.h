#pragma once
// The scene's links as one flat list of lines in their medium's colour, kept in step with the
// link items one change at a time, for readers of every link (the overview's miniature). Reading
// the 291,600 link items of 1,800 NVL72 racks again after each edit took the UI thread ~100 ms
// (issue 13); now a reader takes the list as it is, shared. A change while a reader still holds
// it copies the list once (copy on write), so a worker never sees it change under it. Readers are
// counted with an atomic the writer reads with acquire: a reader's last read on its thread happens
// before the writer reuses the list (shared_ptr::use_count() is a relaxed load, which orders
// nothing, so ThreadSanitizer rightly reported the writer racing with a reader that had let go).

#include <QLineF>
#include <QRgb>

#include <atomic>
#include <cstddef>
#include <memory>
#include <vector>

namespace spinel {
class LinkItem;

class LinkLines {
public:
    struct Line {
        QLineF line;
        QRgb rgb = 0;      // the medium's colour, not an analysis overlay
        bool used = false; // false: the slot of a removed link, free for the next one
    };

    // Adds the line of `link` or brings it up to date (its line() and color()); nothing is
    // written, so nothing is copied, when they are unchanged (selection, overlays).
    void update(LinkItem *link);
    // Frees the slot of `link` (being deleted).
    void remove(LinkItem *link);
    void clear();

    // The lines now, slots of removed links included (used == false). Stays valid, and
    // unchanged, however the scene changes afterwards.
    std::shared_ptr<const std::vector<Line>> lines() const;
    // Links listed (used slots).
    std::size_t size() const { return m_shared ? m_shared->lines.size() - m_free.size() : 0; }

private:
    struct Shared {
        std::vector<Line> lines;
        std::atomic<int> readers{0}; // lists handed out by lines() and not yet let go
    };
    std::vector<Line> &writable();

    std::shared_ptr<Shared> m_shared;
    std::vector<int> m_free; // unused slots, reused before the list grows
};

} // namespace spinel
