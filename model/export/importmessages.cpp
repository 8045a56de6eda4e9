// The English wording of the importers' warnings (message ids and arguments: see core/message.h).
// Every warning says what had to be guessed and about which devices: `count` of them, the first
// few named.

#include "export/importmessages.h"

#include <algorithm>

#include "core/argspec.h"

namespace spinel {

namespace exporting {

MessageArg listedNames(std::string name, const std::vector<std::string> &names)
{
    return arg::ids(std::move(name), {names.begin(), names.begin() + std::ptrdiff_t(std::min(names.size(), kListedNames))});
}

MessageArg listedIntegers(std::string name, const std::vector<long long> &values)
{
    return arg::integers(std::move(name), {values.begin(), values.begin() + std::ptrdiff_t(std::min(values.size(), kListedNames))});
}

MessageArg listedGbps(std::string name, const std::vector<double> &values)
{
    return arg::numbers(std::move(name), {values.begin(), values.begin() + std::ptrdiff_t(std::min(values.size(), kListedNames))},
                        "Gb/s");
}

Message listedWarning(std::string id, const std::vector<std::string> &names, std::string listName)
{
    return {std::move(id), {arg::integer("count", (long long)names.size()), listedNames(std::move(listName), names)}};
}

} // namespace exporting

namespace {

using namespace spec;

using Kind = MessageArg::Kind;

MessageArgSpec ports()
{
    return {"ports", Kind::IntegerList, {}, {}};
}
MessageArgSpec speeds()
{
    return {"speeds", Kind::NumberList, "Gb/s", {}};
}

// "a, b, c and 12 more": the names listed, then how many of `count` were not.
std::string listedWithMore(const Message &m, const char *name)
{
    std::string text = listed(m, name);
    const long long more = m.integer("count") - (long long)m.texts(name).size();
    if (more > 0) text += " and " + std::to_string(more) + " more";
    return text;
}

// "leaf-1 (64 ports at 400 Gb/s)"; a port count or speed of 0 was not reported.
std::string listedWithPorts(const Message &m)
{
    std::vector<std::string> names = m.texts("devices");
    const std::vector<long long> portCounts = m.integers("ports");
    const std::vector<double> speedsGbps = m.numbers("speeds");
    for (std::size_t i = 0; i < names.size(); ++i) {
        const long long portCount = i < portCounts.size() ? portCounts[i] : 0;
        const double speed = i < speedsGbps.size() ? speedsGbps[i] : 0;
        names[i] += " (" + (portCount > 0 ? std::to_string(portCount) + " ports" : std::string("ports not reported"));
        if (speed > 0) names[i] += " at " + englishNumber(speed) + " Gb/s";
        names[i] += ")";
    }
    Message shown = m;
    shown.args = {arg::integer("count", m.integer("count")), arg::ids("devices", std::move(names))};
    return listedWithMore(shown, "devices");
}

std::string modelNamed(const Message &m)
{
    return m.text("model") + " (" + m.text("name") + ")";
}

} // namespace

const std::vector<MessageSpec> &importMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        // As built (ibnetdiscover, LLDP): model/export/asbuiltimport.cpp.
        {"import.unknown-as-switch",
         {integer("count"), ids("devices")},
         [](const Message &m) {
             return count(m, "count") + " device(s) of unknown type cabled to servers are taken as generic switches: "
                    + listedWithMore(m, "devices");
         }},
        {"import.unknown-as-server",
         {integer("count"), ids("devices")},
         [](const Message &m) {
             return count(m, "count") + " device(s) of unknown type are taken as generic servers: " + listedWithMore(m, "devices");
         }},
        {"import.model-fits",
         {integer("count"), text("model"), text("name"), ids("devices"), ports(), speeds()},
         [](const Message &m) {
             return "The fabric names no models: " + count(m, "count") + " device(s) fit " + modelNamed(m)
                    + " by ports and speed: " + listedWithPorts(m);
         }},
        {"import.model-nearest",
         {integer("count"), text("model"), text("name"), ids("devices"), ports(), speeds()},
         [](const Message &m) {
             return "No catalog model fits " + count(m, "count") + " device(s); they use the nearest, " + modelNamed(m)
                    + ", as a generic stand-in: " + listedWithPorts(m);
         }},
        {"import.cables-no-speed",
         {integer("count")},
         [](const Message &m) { return count(m, "count") + " cable(s) report no speed; they take the switch model's port speed"; }},
        {"import.switches-unreached",
         {integer("count"), ids("switches")},
         [](const Message &m) {
             return count(m, "count") + " switch(es) reach no server and are drawn as leaves: " + listedWithMore(m, "switches");
         }},
        // GraphML: model/export/graphmlimport.cpp.
        {"import.graphml.kind-from-name",
         {integer("count"), ids("nodes")},
         [](const Message &m) {
             return count(m, "count") + " node(s) have no kind; taken from their names: " + listedWithMore(m, "nodes");
         }},
        {"import.graphml.kind-unknown",
         {integer("count"), ids("nodes")},
         [](const Message &m) {
             return count(m, "count") + " node(s) of unknown type are taken as generic switches (cabled to servers) or servers: "
                    + listedWithMore(m, "nodes");
         }},
        {"import.graphml.model-nearest",
         {integer("count"), text("model"), text("name"), ids("nodes")},
         [](const Message &m) {
             return count(m, "count") + " node(s) name no catalog model; they use " + modelNamed(m)
                    + ", the nearest by cables and speed: " + listedWithMore(m, "nodes");
         }},
        {"import.graphml.edges-no-speed",
         {integer("count")},
         [](const Message &m) { return count(m, "count") + " edge(s) have no speed; they take the switch model's port speed"; }},
        {"import.graphml.positions-missing",
         {integer("count")},
         [](const Message &m) { return count(m, "count") + " node(s) have no position; the design is laid out by tier"; }},
    };
    return specs;
}

} // namespace spinel
