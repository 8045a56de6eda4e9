#include "commands/connectdevices.h"

#include <QCoreApplication>

namespace spinel {

ConnectDevices::ConnectDevices(Document *document, std::vector<Link> links, QUndoCommand *parent)
    : AddDevices(document, {}, std::move(links), parent)
{
    setText(QCoreApplication::translate("Undo", "Connect %n Link(s)", nullptr, int(this->links().size())));
}

} // namespace spinel
