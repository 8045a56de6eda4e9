#pragma once
// A pinned scenario: a name and the key figures of the design as it was when pinned.

#include <QString>

#include "figures/designfigures.h"

namespace spinel {

struct Scenario {
    QString name;
    QString detail; // transport, NIC speed: what distinguishes it at a glance
    KeyFigures figures;
};

} // namespace spinel
