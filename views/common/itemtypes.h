#pragma once
// QGraphicsItem::type() ids of Spinel's items, in one list so no two items share one
// (qgraphicsitem_cast relies on them).

#include <QGraphicsItem>

namespace spinel::itemtypes {

enum : int {
    Device = QGraphicsItem::UserType + 1,
    Link = QGraphicsItem::UserType + 2,
    ServerBlock = QGraphicsItem::UserType + 3,
    LinkBatch = QGraphicsItem::UserType + 4,
    Rack = QGraphicsItem::UserType + 5,
    SwitchBoxes = QGraphicsItem::UserType + 6,
    FindingBadge = QGraphicsItem::UserType + 20,
    AnimationOverlay = QGraphicsItem::UserType + 22,
    FailureMark = QGraphicsItem::UserType + 21,
    AsBuiltMark = QGraphicsItem::UserType + 23,
};

} // namespace spinel::itemtypes
