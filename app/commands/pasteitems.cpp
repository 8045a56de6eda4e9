#include "commands/pasteitems.h"

#include <QCoreApplication>

#include "document/designfragment.h"
#include "document/document.h"

namespace spinel {

PasteItems::PasteItems(Document *document, Design fragment, const Point &offset, Kind kind, QUndoCommand *parent)
    : PasteItems(document, prepared(document, std::move(fragment), offset), kind, parent)
{
}

PasteItems::PasteItems(Document *document, Design ready, Kind kind, QUndoCommand *parent)
    : AddDevices(document, std::move(ready.devices), std::move(ready.links), parent)
{
    const int count = int(devices().size());
    setText(kind == Kind::Paste ? QCoreApplication::translate("Undo", "Paste %n Device(s)", nullptr, count)
                                : QCoreApplication::translate("Undo", "Duplicate %n Device(s)", nullptr, count));
}

Design PasteItems::prepared(Document *document, Design fragment, const Point &offset)
{
    DesignFragment::prepareForPaste(fragment, document->design(), offset);
    return fragment;
}

} // namespace spinel
