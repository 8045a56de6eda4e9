#include "commands/assignnicstorails.h"

#include <QCoreApplication>

#include "edit/railrealignment.h"

namespace spinel {

AssignNicsToRails::AssignNicsToRails(Document *document, const std::vector<std::string> &serverIds, QUndoCommand *parent)
    : ChangeObjects(document, parent)
{
    for (Link &link : RailRealignment::realign(document->design(), document->catalog(), serverIds)) addEdited(std::move(link));
    setText(QCoreApplication::translate("Undo", "Assign NICs to Rails on %n Link(s)", nullptr, objectCount()));
}

} // namespace spinel
