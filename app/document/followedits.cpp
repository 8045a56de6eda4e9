#include "document/followedits.h"

#include "canvas/fabricscene.h"
#include "document/document.h"

namespace spinel {

void followDocumentEdits(const Document &document, FabricScene &scene)
{
    QObject::connect(&document, &Document::deviceAdded, &scene, &FabricScene::deviceAdded);
    QObject::connect(&document, &Document::deviceRemoved, &scene, &FabricScene::deviceRemoved);
    QObject::connect(&document, &Document::deviceChanged, &scene, &FabricScene::deviceChanged);
    QObject::connect(&document, &Document::linkAdded, &scene, &FabricScene::linkAdded);
    QObject::connect(&document, &Document::linkRemoved, &scene, &FabricScene::linkRemoved);
    QObject::connect(&document, &Document::linkChanged, &scene, &FabricScene::linkChanged);
    QObject::connect(&document, &Document::itemsAdded, &scene, &FabricScene::itemsAdded);
    QObject::connect(&document, &Document::itemsRemoved, &scene, &FabricScene::itemsRemoved);
    QObject::connect(&document, &Document::domainAdded, &scene, &FabricScene::domainAdded);
    QObject::connect(&document, &Document::domainRemoved, &scene, &FabricScene::domainRemoved);
    QObject::connect(&document, &Document::domainChanged, &scene, &FabricScene::domainChanged);
    QObject::connect(&document, &Document::domainsAdded, &scene, &FabricScene::domainsAdded);
    QObject::connect(&document, &Document::domainsRemoved, &scene, &FabricScene::domainsRemoved);
    QObject::connect(&document, &Document::domainsChanged, &scene, &FabricScene::domainsChanged);
}

} // namespace spinel
