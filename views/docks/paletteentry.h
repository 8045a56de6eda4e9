#pragma once
// One thing the palette can place: a catalog model in a role. Travels inside drags as its own
// MIME type, so the canvas accepts drops from the palette and nothing else.

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>

#include "core/design.h"

class QMimeData;

namespace spinel {

struct PaletteEntry {
    DeviceKind kind = DeviceKind::Server;
    SwitchRole role = SwitchRole::Leaf; // switches only
    std::string model;                  // catalog id
    bool rack = false;                  // a catalog rack: its trays and its NVLink domain

    static QString mimeType() { return QStringLiteral("application/x-spinel-palette-entry"); }
    // "switch/leaf/qm9700", "server//hgx-h100" or "rack//gb300-nvl72".
    QByteArray encode() const;
    static std::optional<PaletteEntry> decode(const QByteArray &bytes);
    QMimeData *toMimeData() const; // caller owns
    static std::optional<PaletteEntry> fromMimeData(const QMimeData *mime);

    friend bool operator==(const PaletteEntry &, const PaletteEntry &) = default;
};

} // namespace spinel
