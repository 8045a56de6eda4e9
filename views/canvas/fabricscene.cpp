#include "canvas/fabricscene.h"

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

FabricScene::FabricScene(QObject *parent)
    : QGraphicsScene(parent)
{
}

void FabricScene::showDesign(const Design &design, const Catalog &catalog)
{
    clear();
    for (const auto &device : design.devices) {
        Q_UNUSED(catalog);
        addRect(device.position.x - 20, device.position.y - 15, 40, 30);
    }
}

} // namespace spinel
