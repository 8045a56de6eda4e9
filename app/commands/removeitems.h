#pragma once
// Undo command: delete devices and links. A device takes its links with it, and leaves its
// scale-up domain (a domain left empty goes). Undo puts every object back at its original index,
// so the saved file is byte-identical to before.

#include <QUndoCommand>

#include <string>
#include <vector>

#include "commands/domainedit.h"
#include "core/design.h"

namespace spinel {
class Document;

class RemoveItems : public QUndoCommand {
public:
    // By id; ids the design does not have are skipped.
    RemoveItems(Document *document, const std::vector<std::string> &deviceIds, const std::vector<std::string> &linkIds,
                QUndoCommand *parent = nullptr);
    // By index into the design's devices and links (any order, repeats allowed): deleting what
    // select-all chose on 16,384 GPUs names 52,000 objects, which then need no id lookups, and
    // nothing is copied until redo() takes the objects out of the design.
    struct Indices {
        std::vector<int> devices;
        std::vector<int> links;
    };
    RemoveItems(Document *document, Indices indices, QUndoCommand *parent = nullptr);

    bool isEmpty() const { return m_deviceIndices.empty() && m_linkIndices.empty(); }
    // What it removes: original indices, ascending; a device's links are among the links.
    const std::vector<int> &deviceIndices() const { return m_deviceIndices; }
    const std::vector<int> &linkIndices() const { return m_linkIndices; }

    // What was selected when the user deleted (indices before the delete, domain ids): plain
    // data the editor keeps with the command so that undo can select it again.
    struct Selection {
        Indices objects;
        std::vector<std::string> domainIds;
    };
    void setSelectionBefore(Selection selection) { m_selectionBefore = std::move(selection); }
    const Selection &selectionBefore() const { return m_selectionBefore; }

    void undo() override;
    void redo() override;

private:
    void init(std::vector<int> deviceIndices, std::vector<int> linkIndices);

    Document *m_document;
    std::vector<int> m_deviceIndices;
    std::vector<int> m_linkIndices;
    // The removed objects, beside their original indices (m_deviceIndices, m_linkIndices): taken
    // from the design by redo(), handed back by undo() (moved both ways, never copied).
    std::vector<Device> m_devices;
    std::vector<Link> m_links;
    DomainEdit m_domains;
    Selection m_selectionBefore;
};

} // namespace spinel
