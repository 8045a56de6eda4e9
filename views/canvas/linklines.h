#pragma once
// The scene's links as one flat list of lines in their medium's colour, kept in step with the
// link items one change at a time, for readers of every link (the overview's miniature). Reading
// the 291,600 link items of 1,800 NVL72 racks again after each edit took the UI thread ~100 ms
// (issue 13); now a reader takes the list as it is, shared, and a worker never sees it change
// under it. The lines live in chunks of kChunkLines: a change while a reader still holds the list
// copies the one chunk it writes to (copy on write), not the whole list (11.7 MB at 291,600 links,
// which made the first undo after opening such a design stall 50-70 ms now and then, in fresh pages).
// Readers are counted with an atomic the writer reads with acquire: a reader's last read on its
// thread happens before the writer reuses a chunk (shared_ptr::use_count() is a relaxed load,
// which orders nothing, so ThreadSanitizer rightly reported the writer racing with a reader that
// had let go).

#include <QLineF>
#include <QRgb>

#include <atomic>
#include <cstddef>
#include <iterator>
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
    static constexpr std::size_t kChunkLines = 4096;
    using Chunk = std::vector<Line>;

    // The lines as they were when taken, slots of removed links included (used == false); never
    // changes, whatever the scene does afterwards.
    class List {
    public:
        std::size_t size() const { return m_size; }
        const Line &operator[](std::size_t i) const { return (*m_chunks[i / kChunkLines])[i % kChunkLines]; }

        class const_iterator {
        public:
            using iterator_category = std::forward_iterator_tag;
            using value_type = Line;
            using difference_type = std::ptrdiff_t;
            using pointer = const Line *;
            using reference = const Line &;
            const_iterator(const List *list, std::size_t i)
                : m_list(list)
                , m_i(i)
            { }
            reference operator*() const { return (*m_list)[m_i]; }
            pointer operator->() const { return &(*m_list)[m_i]; }
            const_iterator &operator++()
            {
                ++m_i;
                return *this;
            }
            const_iterator operator++(int)
            {
                const_iterator was = *this;
                ++m_i;
                return was;
            }
            bool operator==(const const_iterator &other) const { return m_i == other.m_i; }
            bool operator!=(const const_iterator &other) const { return m_i != other.m_i; }

        private:
            const List *m_list;
            std::size_t m_i;
        };
        const_iterator begin() const { return {this, 0}; }
        const_iterator end() const { return {this, m_size}; }

    private:
        friend class LinkLines;
        std::vector<std::shared_ptr<const Chunk>> m_chunks;
        std::size_t m_size = 0;
    };

    // Adds the line of `link` or brings it up to date (its line() and color()); nothing is
    // written, so nothing is copied, when they are unchanged (selection, overlays).
    void update(LinkItem *link);
    // Frees the slot of `link` (being deleted).
    void remove(LinkItem *link);
    void clear();

    // The lines now; the same List again while nothing changed. Taken on the scene's thread.
    std::shared_ptr<const List> lines() const;
    // Links listed (used slots).
    std::size_t size() const { return m_size - m_free.size(); }

private:
    // The line in `slot`, to write: its chunk copied first if a List still holds it.
    Line &writable(std::size_t slot);
    // Chunk `chunk`, to write: copied first if a List still holds it.
    Chunk &ownChunk(std::size_t chunk);
    void append(const Line &line);

    std::vector<std::shared_ptr<Chunk>> m_chunks;
    mutable std::vector<char> m_handedOut; // per chunk: in a List handed out since it was last copied
    std::size_t m_size = 0;
    std::vector<int> m_free; // unused slots, reused before the list grows
    std::shared_ptr<std::atomic<int>> m_readers = std::make_shared<std::atomic<int>>(0); // Lists not let go
    mutable std::weak_ptr<const List> m_last; // the List handed out last, while nothing changed since
};

} // namespace spinel
