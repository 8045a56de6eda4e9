#pragma once
// The canvas scene: one graphics item per device and per link of the design it displays.

#include <QGraphicsScene>

namespace spinel {
struct Design;
class Catalog;

class FabricScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit FabricScene(QObject *parent = nullptr);

    // Rebuilds all items from `design`; the scene keeps no copy of the data.
    void showDesign(const Design &design, const Catalog &catalog);
};

} // namespace spinel
