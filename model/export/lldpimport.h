#pragma once
// LLDP neighbour tables as `lldpcli -f json0 show neighbors [details]` prints them (lldpd 1.0,
// the "json0" format: every value an array of objects, so the shape does not depend on how many
// neighbours there are; see lldpcli(8)), one table per device. The table does not name the device
// it was taken on, so each table comes with that name (the CLI takes it from the file name:
// leaf1.json is leaf1's table).
//
// Ports: the port number is the last number in the interface name (swp31 -> 31, Ethernet1/31 ->
// 31, eth2 -> 2); a device whose interfaces count from 0 (eth0, Ethernet0) has every number moved
// up by one, since Spinel's ports count from 1. Device kinds come from the capabilities the
// neighbours advertise (Bridge or Router: a switch; Station only: a server); a device with its own
// table is a switch unless someone reports it as a station. Speeds come from the neighbour's MAU
// type ("100GbaseCR4", shown by `show neighbors details`).

#include <string>
#include <vector>

#include "export/asbuilt.h"

namespace spinel::exporting {

struct LldpTable {
    std::string file;   // for located errors
    std::string device; // the device the table was taken on
    std::string text;   // lldpcli's JSON
};

// Throws AsBuiltError with the file, line (JSON syntax) or JSON path, and device name: binary
// data, text that is not json0, a port listed twice, or two tables that contradict each other.
AsBuiltFabric readLldpTables(const std::vector<LldpTable> &tables);

// The port number an interface name carries as written (swp31 -> 31), -1 when it has none.
int interfaceNumber(const std::string &name);

} // namespace spinel::exporting
