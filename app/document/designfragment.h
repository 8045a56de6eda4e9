#pragma once
// Part of a design on the clipboard: the copied devices, the links among them and the NVLink
// domains (racks) all of whose members were copied, written as a
// small Spinel design (the native format, so it is validated on the way back in and readable as
// text). Pasting gives every object a fresh id and moves the whole fragment by an offset.

#include <QString>

#include <optional>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

class QMimeData;

namespace spinel {

class DesignFragment {
public:
    static QString mimeType() { return QStringLiteral("application/x-spinel-fragment"); }

    // The devices with these ids, the links whose both ends are among them and the domains whose
    // members all are, in design order.
    static Design extract(const Design &design, const std::vector<std::string> &deviceIds);

    static QMimeData *toMimeData(const Design &fragment); // caller owns
    // Nothing when `mime` holds no fragment or one that does not validate against `catalog`.
    static std::optional<Design> fromMimeData(const QMimeData *mime, const Catalog &catalog);

    // Renames the fragment's devices and links to ids unused in `target` (links follow their
    // devices), renumbers names that carried the old id's number ("Leaf 3" -> "Leaf 9"), and
    // moves every device by `offset`. Domains get fresh ids and names, their members' new ids,
    // and their trays the new rack name as group label and name prefix.
    static void prepareForPaste(Design &fragment, const Design &target, const Point &offset);
};

} // namespace spinel
