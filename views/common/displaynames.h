#pragma once
// The names users see for the model's enums (collectives, cable media, transports), in one place
// so the plots, the canvas, the docks and the menus say the same thing in every language.

#include <QCoreApplication>
#include <QString>

#include "core/design.h"
#include "timing/collectives.h"

namespace spinel {

enum class BomCategory; // cost/bom.h
enum class CatalogKind; // core/catalog.h

class DisplayNames {
    Q_DECLARE_TR_FUNCTIONS(DisplayNames)
public:
    static QString collective(timing::CollectiveOp op); // "All-reduce"
    static QString medium(Medium medium);               // "Multimode fibre"
    static QString transport(Transport transport);      // "InfiniBand"
    static QString catalogKind(CatalogKind kind);       // "Trays / servers"
    static QString bomCategory(BomCategory category);   // "Optics"
};

} // namespace spinel
