#pragma once
// Undo command: set one property (name, model, role, group, NIC model or count) on several
// devices, from the properties dock. Devices the property does not apply to are left alone
// (a role on a server, a switch model on a server). Repeated steps of a number merge.

#include <QVariant>

#include <string>
#include <vector>

#include "commands/changeobjects.h"
#include "docks/editableproperty.h"

namespace spinel {

class SetDeviceProperty : public ChangeObjects<Device> {
public:
    SetDeviceProperty(Document *document, const std::vector<std::string> &ids, DeviceProperty property, const QVariant &value,
                      QUndoCommand *parent = nullptr);

    // `device` with the property set to `value`; false when it does not apply or is invalid.
    static bool apply(Device &device, DeviceProperty property, const QVariant &value, const Catalog &catalog);

    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    DeviceProperty m_property;
};

} // namespace spinel
