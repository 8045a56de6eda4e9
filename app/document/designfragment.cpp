#include "document/designfragment.h"

#include <QMimeData>

#include <exception>
#include <unordered_map>
#include <unordered_set>

#include "edit/idallocator.h"
#include "io/designformat.h"

namespace spinel {

namespace {

// The number at the end of "prefix-N", or empty.
std::string numberOf(const std::string &id)
{
    const std::string prefix = IdAllocator::prefixOf(id);
    return prefix.size() < id.size() ? id.substr(prefix.size() + 1) : std::string();
}

bool endsWith(const std::string &text, const std::string &suffix)
{
    return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

} // namespace

Design DesignFragment::extract(const Design &design, const std::vector<std::string> &deviceIds)
{
    const std::unordered_set<std::string> wanted(deviceIds.begin(), deviceIds.end());
    Design fragment;
    for (const Device &device : design.devices)
        if (wanted.count(device.id)) fragment.devices.push_back(device);
    for (const Link &link : design.links)
        if (wanted.count(link.from.device) && wanted.count(link.to.device)) fragment.links.push_back(link);
    // A domain travels only whole: copying all of a rack's trays copies the rack; a few of its
    // trays are plain servers in the copy (a partial NVLink domain is not a rack of that model).
    for (const ScaleUpDomain &domain : design.domains) {
        bool whole = !domain.members.empty();
        for (const std::string &member : domain.members) whole = whole && wanted.count(member);
        if (whole) fragment.domains.push_back(domain);
    }
    return fragment;
}

QMimeData *DesignFragment::toMimeData(const Design &fragment)
{
    const QByteArray bytes = QByteArray::fromStdString(writeDesign(fragment));
    auto *mime = new QMimeData;
    mime->setData(mimeType(), bytes);
    // Plain text too, so a fragment pasted into a text editor or a bug report is readable.
    mime->setText(QString::fromUtf8(bytes));
    return mime;
}

std::optional<Design> DesignFragment::fromMimeData(const QMimeData *mime, const Catalog &catalog)
{
    if (!mime || !mime->hasFormat(mimeType())) return std::nullopt;
    try {
        return readDesign(mime->data(mimeType()).toStdString(), catalog, "clipboard");
    } catch (const std::exception &) {
        return std::nullopt;
    }
}

void DesignFragment::prepareForPaste(Design &fragment, const Design &target, const Point &offset)
{
    IdAllocator ids(target);
    std::unordered_map<std::string, std::string> renamed;
    // A rack's trays are named after the rack and their place in it ("Rack 2 tray 10"), not
    // their id: the rack's new name is put in below, the tray number stays.
    std::unordered_set<std::string> trays;
    for (const ScaleUpDomain &domain : fragment.domains) trays.insert(domain.members.begin(), domain.members.end());
    for (Device &device : fragment.devices) {
        const std::string oldNumber = numberOf(device.id);
        std::string newId = ids.take(IdAllocator::prefixOf(device.id));
        const std::string newNumber = numberOf(newId);
        // "Leaf 3" for leaf-3 becomes "Leaf 9" for leaf-9; other names are kept as they are.
        if (!oldNumber.empty() && !trays.count(device.id) && endsWith(device.name, " " + oldNumber))
            device.name = device.name.substr(0, device.name.size() - oldNumber.size()) + newNumber;
        renamed.emplace(device.id, newId);
        device.id = std::move(newId);
        device.position.x += offset.x;
        device.position.y += offset.y;
    }
    for (Link &link : fragment.links) {
        // Link ids often name their ends ("srv-1-rail-1"), which would now be wrong.
        link.id = ids.take("link");
        link.from.device = renamed.at(link.from.device);
        link.to.device = renamed.at(link.to.device);
    }
    std::unordered_map<std::string, Device *> byId;
    for (Device &device : fragment.devices) byId.emplace(device.id, &device);
    for (ScaleUpDomain &domain : fragment.domains) {
        const std::string oldName = domain.name;
        const std::string oldNumber = numberOf(domain.id);
        domain.id = ids.take(IdAllocator::prefixOf(domain.id));
        // "Rack 2" for rack-2 becomes "Rack 9" for rack-9, as device names do.
        if (!oldNumber.empty() && endsWith(domain.name, " " + oldNumber))
            domain.name = domain.name.substr(0, domain.name.size() - oldNumber.size()) + numberOf(domain.id);
        for (std::string &member : domain.members) {
            const auto it = renamed.find(member);
            if (it == renamed.end()) continue; // not in the fragment: validation refuses such a file
            member = it->second;
            // The trays carry their rack's name as group label and name prefix ("Rack 2 tray 07").
            Device &tray = *byId.at(member);
            if (tray.group == oldName) tray.group = domain.name;
            if (tray.name.rfind(oldName + " ", 0) == 0) tray.name = domain.name + tray.name.substr(oldName.size());
        }
    }
}

} // namespace spinel
