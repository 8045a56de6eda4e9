#pragma once
// Base of the commands that edit devices or links in place (move, align, set a property,
// auto-layout): it keeps, per object, the state to switch to next, and redo and undo are the same
// std::exchange with the document. Subclasses only compute the edited copies.

#include <QUndoCommand>

#include <string>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/design.h"
#include "document/document.h"

namespace spinel {

template <typename Object>
class ChangeObjects : public QUndoCommand {
    static_assert(std::is_same_v<Object, Device> || std::is_same_v<Object, Link>);

public:
    // False when every edited copy equals the current object: such a command is not worth pushing.
    bool hasChanges() const { return !m_objects.empty(); }
    int objectCount() const { return int(m_objects.size()); }

    void undo() override { swap(); }
    void redo() override { swap(); }

protected:
    ChangeObjects(Document *document, QUndoCommand *parent)
        : QUndoCommand(parent)
        , m_document(document)
    { }

    // Records the edited copy of an existing object; unchanged copies are dropped, and so is a
    // second copy of the same object (swap() relies on each object appearing once).
    void addEdited(Object edited)
    {
        const Object *current = find(edited.id);
        if (!current || *current == edited || !m_ids.insert(edited.id).second) return;
        m_objects.push_back(std::move(edited));
    }

    const Object *find(const std::string &id) const
    {
        if constexpr (std::is_same_v<Object, Device>) return m_document->device(id);
        else return m_document->link(id);
    }

    // For mergeWith(): both commands touch the same objects in the same order. The merged
    // command then keeps its own "before" states; the document already holds the newer "after".
    bool sameObjects(const ChangeObjects &other) const
    {
        if (other.m_objects.size() != m_objects.size()) return false;
        for (std::size_t i = 0; i < m_objects.size(); ++i)
            if (other.m_objects[i].id != m_objects[i].id) return false;
        return true;
    }

    Document *document() const { return m_document; }

private:
    void swap()
    {
        // Moving or re-cabling thousands of objects is one change for the listeners (issue 12).
        const Document::Batch batch(m_document);
        for (Object &object : m_objects) {
            Object current = *find(object.id);
            Object next = std::exchange(object, std::move(current));
            if constexpr (std::is_same_v<Object, Device>) m_document->replaceDevice(std::move(next));
            else m_document->replaceLink(std::move(next));
        }
    }

    Document *m_document;
    std::vector<Object> m_objects; // per object, the state the next undo/redo switches to
    std::unordered_set<std::string> m_ids;
};

} // namespace spinel
