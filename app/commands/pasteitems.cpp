#include "commands/pasteitems.h"

#include <QCoreApplication>

#include "document/designfragment.h"
#include "document/document.h"

namespace spinel {

PasteItems::PasteItems(Document *document, Design fragment, const Point &offset, Kind kind, QUndoCommand *parent)
    : PasteItems(document, prepared(document, std::move(fragment), offset), kind, parent)
{ }

PasteItems::PasteItems(Document *document, Design ready, Kind kind, QUndoCommand *parent)
    : AddDevices(document, std::move(ready.devices), std::move(ready.links), parent)
    , m_domains(std::move(ready.domains))
{
    const int count = int(devices().size());
    setText(kind == Kind::Paste ? QCoreApplication::translate("Undo", "Paste %n Device(s)", nullptr, count)
                                : QCoreApplication::translate("Undo", "Duplicate %n Device(s)", nullptr, count));
}

void PasteItems::redo()
{
    const Document::Batch batch(document()); // devices, links and racks: one change
    AddDevices::redo();
    for (const ScaleUpDomain &domain : m_domains) document()->insertDomain(int(document()->design().domains.size()), domain);
}

void PasteItems::undo()
{
    const Document::Batch batch(document());
    // Ours are the last domains (later edits are undone first): remove them before their trays.
    for (auto it = m_domains.rbegin(); it != m_domains.rend(); ++it)
        if (const int index = document()->domainIndex(it->id); index >= 0) document()->removeDomain(index);
    AddDevices::undo();
}

Design PasteItems::prepared(Document *document, Design fragment, const Point &offset)
{
    DesignFragment::prepareForPaste(fragment, document->design(), offset);
    return fragment;
}

} // namespace spinel
