#include "docks/paletteentry.h"

#include <QList>
#include <QMimeData>

namespace spinel {

QByteArray PaletteEntry::encode() const
{
    QByteArray bytes = rack ? QByteArray("rack") : QByteArray(toString(kind));
    bytes += '/';
    if (kind == DeviceKind::Switch) bytes += toString(role);
    bytes += '/';
    bytes += QByteArray::fromStdString(model);
    return bytes;
}

std::optional<PaletteEntry> PaletteEntry::decode(const QByteArray &bytes)
{
    const QList<QByteArray> parts = bytes.split('/');
    if (parts.size() != 3 || parts[2].isEmpty()) return std::nullopt;
    PaletteEntry entry;
    if (parts[0] == "rack") {
        entry.rack = true;
        entry.model = parts[2].toStdString();
        return entry;
    }
    const auto kind = deviceKindFromString(parts[0].toStdString());
    if (!kind) return std::nullopt;
    entry.kind = *kind;
    if (entry.kind == DeviceKind::Switch) {
        const auto role = switchRoleFromString(parts[1].toStdString());
        if (!role) return std::nullopt;
        entry.role = *role;
    }
    entry.model = parts[2].toStdString();
    return entry;
}

QMimeData *PaletteEntry::toMimeData() const
{
    auto *mime = new QMimeData;
    mime->setData(mimeType(), encode());
    return mime;
}

std::optional<PaletteEntry> PaletteEntry::fromMimeData(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(mimeType())) return std::nullopt;
    return decode(mime->data(mimeType()));
}

} // namespace spinel
