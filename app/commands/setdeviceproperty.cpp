#include "commands/setdeviceproperty.h"

#include <QCoreApplication>

#include "commands/commandids.h"
#include "core/limits.h"

namespace spinel {

namespace {

QString undoText(DeviceProperty property, int count)
{
    switch (property) {
    case DeviceProperty::Name: return QCoreApplication::translate("Undo", "Rename %n Device(s)", nullptr, count);
    case DeviceProperty::Model: return QCoreApplication::translate("Undo", "Change Model of %n Device(s)", nullptr, count);
    case DeviceProperty::Role: return QCoreApplication::translate("Undo", "Change Role of %n Switch(es)", nullptr, count);
    case DeviceProperty::Group: return QCoreApplication::translate("Undo", "Change Group of %n Device(s)", nullptr, count);
    case DeviceProperty::NicModel: return QCoreApplication::translate("Undo", "Change NIC Model of %n Server(s)", nullptr, count);
    case DeviceProperty::NicCount: return QCoreApplication::translate("Undo", "Change NIC Count of %n Server(s)", nullptr, count);
    }
    return {};
}

} // namespace

SetDeviceProperty::SetDeviceProperty(Document *document, const std::vector<std::string> &ids, DeviceProperty property,
                                     const QVariant &value, QUndoCommand *parent)
    : ChangeObjects(document, parent)
    , m_property(property)
{
    for (const std::string &id : ids) {
        const Device *device = find(id);
        if (!device) continue;
        Device edited = *device;
        if (apply(edited, property, value, document->catalog())) addEdited(std::move(edited));
    }
    setText(undoText(property, objectCount()));
}

bool SetDeviceProperty::apply(Device &device, DeviceProperty property, const QVariant &value, const Catalog &catalog)
{
    switch (property) {
    case DeviceProperty::Name: {
        const std::string name = value.toString().trimmed().toStdString();
        if (name.empty()) return false;                         // a device always has a name to show and find
        if (name.size() > limits::kMaxNameLength) return false; // UTF-8 bytes, as the file format counts
        device.name = name;
        return true;
    }
    case DeviceProperty::Model: {
        const std::string model = value.toString().toStdString();
        const bool fits = device.isSwitch() ? catalog.switchSpec(model) != nullptr : catalog.serverSpec(model) != nullptr;
        if (!fits) return false;
        device.model = model;
        return true;
    }
    case DeviceProperty::Role: {
        const int role = value.toInt();
        if (!device.isSwitch() || role < int(SwitchRole::Leaf) || role > int(SwitchRole::Core)) return false;
        device.role = SwitchRole(role);
        return true;
    }
    case DeviceProperty::Group: {
        std::string group = value.toString().trimmed().toStdString();
        if (group.size() > limits::kMaxNameLength) return false;
        device.group = std::move(group);
        return true;
    }
    case DeviceProperty::NicModel: {
        const std::string nic = value.toString().toStdString();
        if (!device.isServer() || (!nic.empty() && !catalog.nicSpec(nic))) return false;
        device.nicModel = nic.empty() ? std::nullopt : std::optional<std::string>(nic);
        return true;
    }
    case DeviceProperty::NicCount: {
        const int count = value.toInt();
        if (!device.isServer() || count < -1 || count > limits::kMaxNicsPerServer) return false;
        device.nicCount = count < 0 ? std::nullopt : std::optional<int>(count);
        return true;
    }
    }
    return false;
}

int SetDeviceProperty::id() const
{
    // Only numbers merge: each spin-box step is an edit, but a rename is a decision of its own.
    return m_property == DeviceProperty::NicCount ? SetDevicePropertyId : -1;
}

bool SetDeviceProperty::mergeWith(const QUndoCommand *other)
{
    const auto *set = static_cast<const SetDeviceProperty *>(other);
    return set->m_property == m_property && sameObjects(*set);
}

} // namespace spinel
