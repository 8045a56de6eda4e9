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
}

} // namespace spinel
