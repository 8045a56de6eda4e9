#pragma once
// The properties the properties dock edits. Shared by the dock, which emits edits, and the
// application's SetDeviceProperty / SetLinkProperty commands, which apply them.
//
// Values travel as QVariant: Name, Model, Group, NicModel QString (NicModel "" = the model's
// default); Role int (SwitchRole); NicCount int (-1 = the model's default); Speed double (Gb/s);
// Count int; Medium int (Medium); Length double (metres, 0 = not set).

namespace spinel {

enum class DeviceProperty { Name, Model, Role, Group, NicModel, NicCount };
enum class LinkProperty { Speed, Count, Medium, Length };

} // namespace spinel
