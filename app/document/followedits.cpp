#include "document/followedits.h"

#include "canvas/fabricscene.h"
#include "document/document.h"

namespace spinel {

void followDocumentEdits(const Document &document, FabricScene &scene)
{
    QObject::connect(&document, &Document::changed, &scene,
                     [&scene](const DocumentChange &change) { applyDocumentChange(change, scene); });
}

void applyDocumentChange(const DocumentChange &change, FabricScene &scene)
{
    // A rack's trays go back to their server blocks before the trays themselves may go.
    if (!change.domainsRemoved.isEmpty()) scene.domainsRemoved(change.domainsRemoved);
    if (!change.devicesRemoved.isEmpty() || !change.linksRemoved.isEmpty())
        scene.itemsRemoved(change.devicesRemoved, change.linksRemoved);
    if (!change.devicesAdded.isEmpty() || !change.linksAdded.isEmpty()) scene.itemsAdded(change.devicesAdded, change.linksAdded);
    if (!change.domainsAdded.isEmpty() || !change.domainsChanged.isEmpty())
        scene.domainsChanged(change.domainsAdded + change.domainsChanged);
    if (!change.devicesChanged.isEmpty() || !change.linksChanged.isEmpty())
        scene.itemsChanged(change.devicesChanged, change.linksChanged);
}

} // namespace spinel
