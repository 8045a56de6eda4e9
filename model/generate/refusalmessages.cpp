// The English wording of every generator refusal (message ids and arguments: see core/message.h).
// Every refusal names its template (`template`); one that refuses a parameter names it in `key`
// (and the text typed, `value`), so the template dialog can mark that field without reading text.

#include "core/message.h"
#include "core/argspec.h"

namespace spinel {

namespace {

using namespace spec;

using Kind = MessageArg::Kind;

std::string str(long long value)
{
    return std::to_string(value);
}
std::string sep(const Message &m, std::string_view name)
{
    return withSeparators(m.integer(name));
}
std::string gbps(const Message &m, std::string_view name)
{
    return formatNumber(m.number(name)) + " Gb/s";
}
std::string ratio(const Message &m, std::string_view name)
{
    return formatNumber(m.number(name)) + ":1";
}
std::string joined(const std::vector<std::string> &items, const char *separator)
{
    std::string text;
    for (const auto &item : items) text += (text.empty() ? "" : separator) + item;
    return text;
}
// "fat-tree: "
std::string head(const Message &m)
{
    return m.text("template") + ": ";
}
// "leaf-spine: planes=3: "
std::string keyed(const Message &m)
{
    return head(m) + m.text("key") + "=" + m.text("value") + ": ";
}

MessageArgSpec catalogKind(std::string name)
{
    return {std::move(name), Kind::Keyword, {}, {"switch", "server", "nic", "cable", "transceiver", "rack"}};
}
const MessageArgSpec kTemplate = text("template");
const MessageArgSpec kKey = text("key");
const MessageArgSpec kValue = text("value");

} // namespace

const std::vector<MessageSpec> &refusalMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        // Parameters in general (generate/templateparams.cpp).
        {"generate.unknown-key",
         {kTemplate, kKey, ids("keys")},
         [](const Message &m) {
             return head(m) + "unknown key '" + m.text("key") + "'; it takes " + joined(m.texts("keys"), ", ");
         }},
        {"generate.whole-number", {kTemplate, kKey, kValue}, [](const Message &m) { return keyed(m) + "expected a whole number"; }},
        {"generate.integer-range",
         {kTemplate, kKey, kValue, integer("min"), integer("max")},
         [](const Message &m) { return keyed(m) + "must be between " + sep(m, "min") + " and " + sep(m, "max"); }},
        {"generate.number", {kTemplate, kKey, kValue}, [](const Message &m) { return keyed(m) + "expected a number"; }},
        {"generate.number-range",
         {kTemplate, kKey, kValue, number("min"), number("max")},
         [](const Message &m) {
             return keyed(m) + "must be between " + formatNumber(m.number("min")) + " and " + formatNumber(m.number("max"));
         }},
        {"generate.boolean", {kTemplate, kKey, kValue}, [](const Message &m) { return keyed(m) + "expected true or false"; }},
        {"generate.no-entry", {kTemplate, kKey, kValue}, [](const Message &m) { return keyed(m) + "no such catalog entry"; }},
        {"generate.no-entry-close",
         {kTemplate, kKey, kValue, ids("closest")},
         [](const Message &m) {
             return keyed(m) + "no such catalog entry; did you mean " + joined(m.texts("closest"), " or ") + "?";
         }},
        {"generate.wrong-kind",
         {kTemplate, kKey, kValue, catalogKind("kind"), catalogKind("expected")},
         [](const Message &m) { return keyed(m) + "is a " + m.text("kind") + ", not a " + m.text("expected"); }},
        {"generate.name-length",
         {kTemplate, kKey, integer("length"), integer("limit")},
         [](const Message &m) {
             return head(m) + m.text("key") + " is " + str(m.integer("length")) + " characters long; the limit is "
                    + str(m.integer("limit"));
         }},
        {"generate.default-nic-missing",
         {kTemplate, kKey, kValue, text("nic")},
         [](const Message &m) { return keyed(m) + "its default NIC '" + m.text("nic") + "' is not in the catalog; set nic="; }},
        {"generate.no-default-nics",
         {kTemplate, kKey, kValue},
         [](const Message &m) { return keyed(m) + "has no default NICs; set nics-per-server="; }},
        {"generate.transport",
         {kTemplate, kKey, kValue},
         [](const Message &m) { return keyed(m) + "expected infiniband, roce or tcp"; }},

        // Any template (generate/generators.cpp). `detail` is the file-format check's English.
        {"generate.unknown-template",
         {kTemplate, ids("templates")},
         [](const Message &m) {
             return "unknown template '" + m.text("template") + "'; available: " + joined(m.texts("templates"), ", ");
         }},
        {"generate.breaks-limit",
         {kTemplate, text("path"), text("detail")},
         [](const Message &m) { return head(m) + "the design would break a limit at " + m.text("path") + ": " + m.text("detail"); }},
        {"generate.too-large",
         {kTemplate, integer("gpus"), integer("servers"), integer("maxGpus"), integer("maxServers")},
         [](const Message &m) {
             return head(m) + sep(m, "gpus") + " GPUs in " + sep(m, "servers")
                    + " servers is more than one design holds (at most " + sep(m, "maxGpus") + " GPUs and " + sep(m, "maxServers")
                    + " servers); split the cluster into several designs";
         }},

        // Clos fabrics: leaf-spine, rail-optimized, nvl72 (generate/closfabric.cpp).
        {"generate.clos.rail-leaf",
         {kTemplate, text("switch"), integer("radix"), number("speed", "Gb/s"), integer("servers"), number("ratio", "ratio"),
          integer("ports"), integer("maxServers")},
         [](const Message &m) {
             return head(m) + m.text("switch") + " has " + str(m.integer("radix")) + " ports at " + gbps(m, "speed")
                    + ": a rail leaf of " + str(m.integer("servers")) + " servers at " + ratio(m, "ratio") + " needs "
                    + str(m.integer("ports")) + " ports; use at most " + str(m.integer("maxServers"))
                    + " servers per SU, more oversubscription or a larger switch";
         }},
        {"generate.clos.no-server-fits",
         {kTemplate, text("switch"), number("ratio", "ratio")},
         [](const Message &m) { return head(m) + m.text("switch") + " has too few ports for any server at " + ratio(m, "ratio"); }},
        {"generate.clos.pod-spines",
         {kTemplate, integer("leaves"), integer("radix")},
         [](const Message &m) {
             return head(m) + "a 3-tier fabric needs a pod's spines to reach all " + str(m.integer("leaves"))
                    + " rail leaves of a scalable unit with half of their " + str(m.integer("radix"))
                    + " ports; use fewer NICs per plane (planes=) or a larger switch";
         }},
        {"generate.clos.endpoints-two-tier",
         {kTemplate, text("switch"), integer("radix"), integer("tiers"), number("ratio", "ratio"), integer("max"),
          integer("requested")},
         [](const Message &m) {
             return head(m) + m.text("switch") + " has " + str(m.integer("radix")) + " ports: a " + str(m.integer("tiers"))
                    + "-tier fabric at " + ratio(m, "ratio") + " holds at most " + sep(m, "max") + " endpoints ("
                    + sep(m, "requested") + " requested); use tiers=3 or a larger switch";
         }},
        {"generate.clos.endpoints-three-tier",
         {kTemplate, text("switch"), integer("radix"), integer("tiers"), number("ratio", "ratio"), integer("max"),
          integer("requested")},
         [](const Message &m) {
             return head(m) + m.text("switch") + " has " + str(m.integer("radix")) + " ports: a " + str(m.integer("tiers"))
                    + "-tier fabric at " + ratio(m, "ratio") + " holds at most " + sep(m, "max") + " endpoints ("
                    + sep(m, "requested") + " requested); use a larger switch, more oversubscription or planes";
         }},

        // fat-tree (generate/fattree.cpp).
        {"generate.fat-tree.odd-k",
         {kTemplate, kKey, integer("k"), integer("lower"), integer("higher")},
         [](const Message &m) {
             const std::string key = m.text("key");
             return head(m) + key + "=" + str(m.integer("k")) + " must be even (half of each switch's ports go down, half up); use "
                    + key + "=" + str(m.integer("lower")) + " or " + key + "=" + str(m.integer("higher"));
         }},
        {"generate.fat-tree.k-over-radix",
         {kTemplate, kKey, integer("k"), integer("radix"), text("switch"), number("speed", "Gb/s"), integer("largest"),
          integer("endpoints")},
         [](const Message &m) {
             return head(m) + m.text("key") + "=" + str(m.integer("k")) + " is more than the " + str(m.integer("radix"))
                    + " ports of " + m.text("switch") + " at " + gbps(m, "speed") + "; use k ≤ " + str(m.integer("largest"))
                    + " (" + sep(m, "endpoints") + " endpoints) or a larger switch";
         }},
        {"generate.fat-tree.few-endpoints",
         {kTemplate, kKey, integer("k"), integer("endpoints"), integer("nics")},
         [](const Message &m) {
             return head(m) + m.text("key") + "=" + str(m.integer("k")) + " gives " + str(m.integer("endpoints"))
                    + " endpoints, fewer than the " + str(m.integer("nics"))
                    + " NICs of one server; use a larger k or nics-per-server=";
         }},

        // leaf-spine and rail-optimized (generate/leafspine.cpp).
        {"generate.leaf-spine.servers-or-gpus",
         {kTemplate},
         [](const Message &m) { return head(m) + "give servers or gpus, not both"; }},
        {"generate.leaf-spine.gpus-multiple",
         {kTemplate, kKey, integer("gpus"), integer("perServer"), text("server"), integer("below"), integer("above")},
         [](const Message &m) {
             const long long below = m.integer("below");
             return head(m) + m.text("key") + "=" + sep(m, "gpus") + " is not a multiple of the " + str(m.integer("perServer"))
                    + " GPUs of a " + m.text("server") + " server; use "
                    + (below > 0 ? withSeparators(below) + " or " : std::string()) + sep(m, "above");
         }},
        {"generate.leaf-spine.tiers",
         {kTemplate, kKey, kValue},
         [](const Message &m) { return keyed(m) + "expected auto, 2 or 3"; }},
        {"generate.leaf-spine.planes",
         {kTemplate, kKey, integer("planes"), integer("nics")},
         [](const Message &m) {
             return head(m) + m.text("key") + "=" + str(m.integer("planes")) + " does not divide the " + str(m.integer("nics"))
                    + " NICs per server evenly";
         }},

        // nvl72 (generate/nvl72.cpp).
        {"generate.nvl72.no-rack",
         {kTemplate, kKey, kValue, ids("racks")},
         [](const Message &m) { return keyed(m) + "not a rack in the catalog; racks: " + joined(m.texts("racks"), ", "); }},
        {"generate.nvl72.tray-missing",
         {kTemplate, kKey, kValue, text("tray")},
         [](const Message &m) { return keyed(m) + "its compute tray '" + m.text("tray") + "' is not a server in the catalog"; }},
        {"generate.nvl72.no-nic", {kTemplate, kKey, kValue}, [](const Message &m) { return keyed(m) + "not a NIC in the catalog"; }},
        {"generate.nvl72.split-nic",
         {kTemplate, kKey, kValue},
         [](const Message &m) {
             return head(m) + m.text("key") + "=" + m.text("value")
                    + " splits each NIC of a tray into two halves; set nic= to the catalog NIC of one half (e.g. cx8-2x400g for "
                      "ConnectX-8 as 2 x 400G)";
         }},
        {"generate.nvl72.partition",
         {kTemplate, kKey, integer("partition"), text("rack"), integers("sizes")},
         [](const Message &m) {
             std::string sizes;
             for (long long size : m.integers("sizes")) sizes += (sizes.empty() ? "" : ", ") + str(size);
             return head(m) + m.text("key") + "=" + str(m.integer("partition")) + ": " + m.text("rack")
                    + " supports NVLink partitions of " + sizes + " GPUs";
         }},
        {"generate.nvl72.no-nics",
         {kTemplate, text("tray")},
         [](const Message &m) { return head(m) + "the compute tray " + m.text("tray") + " has no scale-out NICs"; }},
        {"generate.nvl72.rail-leaf",
         {kTemplate, text("switch"), integer("radix"), number("speed", "Gb/s"), integer("trays"), number("ratio", "ratio")},
         [](const Message &m) {
             return head(m) + m.text("switch") + " has " + str(m.integer("radix")) + " ports at " + gbps(m, "speed")
                    + ": a rail leaf cannot hold the " + str(m.integer("trays")) + " trays of one rack at " + ratio(m, "ratio")
                    + "; use a larger switch or more oversubscription";
         }},

        // torus (generate/torus.cpp).
        {"generate.torus.dims-syntax",
         {kTemplate, kKey, kValue},
         [](const Message &m) { return keyed(m) + "expected sizes separated by x, e.g. 4x4x4"; }},
        {"generate.torus.dims-zero",
         {kTemplate, kKey, kValue, integer("dimension")},
         [](const Message &m) {
             return keyed(m) + "dimension " + str(m.integer("dimension")) + " is 0; every dimension needs at least 1 server";
         }},
        {"generate.torus.dims-servers",
         {kTemplate, kKey, kValue, integer("max")},
         [](const Message &m) { return keyed(m) + "more than " + sep(m, "max") + " servers"; }},
        {"generate.torus.dims-count",
         {kTemplate, kKey, kValue, integer("max")},
         [](const Message &m) { return keyed(m) + "at most " + str(m.integer("max")) + " dimensions"; }},
        {"generate.torus.cables",
         {kTemplate, integer("cables"), integer("nics")},
         [](const Message &m) {
             return head(m) + str(m.integer("cables")) + " cables per server is more than " + str(m.integer("nics"))
                    + " NICs; use fewer links-per-neighbor or dimensions";
         }},
        // Refuses nics-per-server (the key), naming the dims that fix the cable count.
        {"generate.torus.nics-mismatch",
         {kTemplate, kKey, text("dims"), integer("perNeighbor"), integer("cables")},
         [](const Message &m) {
             return head(m) + "dims=" + m.text("dims") + " with links-per-neighbor=" + str(m.integer("perNeighbor")) + " wires "
                    + str(m.integer("cables")) + " cables per server; set " + m.text("key") + "=" + str(m.integer("cables"))
                    + " or leave it out";
         }},
        {"generate.torus.too-wide",
         {kTemplate, kKey, kValue, integer("extent")},
         [](const Message &m) {
             return head(m) + m.text("key") + "=" + m.text("value") + " lays out wider than the canvas allows ("
                    + str(m.integer("extent")) + " > 10,000,000); spread the servers over more dimensions";
         }},
    };
    return specs;
}

} // namespace spinel
