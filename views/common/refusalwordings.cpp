// The wording of every generator refusal (model/generate/refusalmessages.cpp) for the UI. Keys
// (k=, planes=), template names and catalog ids stay as typed: they are what the user enters.

#include "common/messagewordings.h"

namespace spinel::wording {

namespace {

// Integers with separators; the generators' "1,048,576" becomes "1.048.576" in German.
QString big(const Message &m, const char *name)
{
    return integer(m, name);
}

QString keyValue(const Message &m, const char *number)
{
    return str(m, "key") + QLatin1Char('=') + integer(m, number);
}

} // namespace

const QHash<QString, Wording> &refusals()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("generate.unknown-key"),
         [](const Message &m) {
             //: %1 the key typed, %2 the keys the template takes
             return refusal(m, MessageText::tr("unknown key '%1'; it takes %2").arg(str(m, "key"), joined(texts(m, "keys"))));
         }},
        {QStringLiteral("generate.whole-number"),
         [](const Message &m) { return keyed(m, MessageText::tr("expected a whole number")); }},
        {QStringLiteral("generate.integer-range"),
         [](const Message &m) {
             //: %1 and %2 the smallest and largest value allowed
             return keyed(m, MessageText::tr("must be between %1 and %2").arg(big(m, "min"), big(m, "max")));
         }},
        {QStringLiteral("generate.number"), [](const Message &m) { return keyed(m, MessageText::tr("expected a number")); }},
        {QStringLiteral("generate.number-range"),
         [](const Message &m) {
             //: %1 and %2 the smallest and largest value allowed
             return keyed(m, MessageText::tr("must be between %1 and %2").arg(number(m, "min"), number(m, "max")));
         }},
        {QStringLiteral("generate.boolean"), [](const Message &m) { return keyed(m, MessageText::tr("expected true or false")); }},
        {QStringLiteral("generate.no-entry"), [](const Message &m) { return keyed(m, MessageText::tr("no such catalog entry")); }},
        {QStringLiteral("generate.no-entry-close"),
         [](const Message &m) {
             //: %1 catalog ids close to the one typed ("a or b")
             return keyed(m, MessageText::tr("no such catalog entry; did you mean %1?").arg(alternatives(texts(m, "closest"))));
         }},
        {QStringLiteral("generate.wrong-kind"),
         [](const Message &m) {
             //: %1 what the catalog entry is (switch, server, NIC), %2 what the key needs
             return keyed(m,
                          MessageText::tr("is a %1, not a %2").arg(catalogKind(m.text("kind")), catalogKind(m.text("expected"))));
         }},
        {QStringLiteral("generate.name-length"),
         [](const Message &m) {
             //: %1 the key (name), %2 characters typed, %3 the limit
             return refusal(m, MessageText::tr("%1 is %2 characters long; the limit is %3")
                                   .arg(str(m, "key"), integer(m, "length"), integer(m, "limit")));
         }},
        {QStringLiteral("generate.default-nic-missing"),
         [](const Message &m) {
             //: %1 the server's default NIC (a catalog id); nic= is a key and stays as is
             return keyed(m, MessageText::tr("its default NIC '%1' is not in the catalog; set nic=").arg(str(m, "nic")));
         }},
        {QStringLiteral("generate.no-default-nics"),
         [](const Message &m) {
             //: nics-per-server= is a key and stays as is
             return keyed(m, MessageText::tr("has no default NICs; set nics-per-server="));
         }},
        {QStringLiteral("generate.transport"),
         [](const Message &m) {
             //: infiniband, roce and tcp are the values the key takes and stay as they are
             return keyed(m, MessageText::tr("expected infiniband, roce or tcp"));
         }},
        {QStringLiteral("generate.unknown-template"),
         [](const Message &m) {
             //: %1 the template name typed, %2 the templates there are
             return MessageText::tr("unknown template '%1'; available: %2").arg(str(m, "template"), joined(texts(m, "templates")));
         }},
        {QStringLiteral("generate.breaks-limit"),
         [](const Message &m) {
             //: %1 where in the design file (a JSON path), %2 the file check's own explanation
             return refusal(m, MessageText::tr("the design would break a limit at %1: %2").arg(str(m, "path"), str(m, "detail")));
         }},
        {QStringLiteral("generate.too-large"),
         [](const Message &m) {
             //: %1 GPUs, %2 servers asked for; %3 and %4 the most one design holds
             return refusal(m, MessageText::tr(
                                   "%1 GPUs in %2 servers is more than one design holds (at most %3 GPUs and %4 servers); split the "
                                   "cluster into several designs")
                                   .arg(big(m, "gpus"), big(m, "servers"), big(m, "maxGpus"), big(m, "maxServers")));
         }},
        {QStringLiteral("generate.clos.rail-leaf"),
         [](const Message &m) {
             //: %1 switch model, %2 its ports, %3 link speed, %4 servers per rail leaf, %5 oversubscription, %6 ports needed, %7 servers that fit
             return refusal(
                 m, MessageText::tr(
                        "%1 has %2 ports at %3: a rail leaf of %4 servers at %5 needs %6 ports; use at most %7 servers per SU, "
                        "more oversubscription or a larger switch")
                        .arg(str(m, "switch"), integer(m, "radix"), speedGbps(m, "speed"), integer(m, "servers"),
                             ratio(m, "ratio"), integer(m, "ports"), integer(m, "maxServers")));
         }},
        {QStringLiteral("generate.clos.no-server-fits"),
         [](const Message &m) {
             //: %1 switch model, %2 oversubscription ratio
             return refusal(m,
                            MessageText::tr("%1 has too few ports for any server at %2").arg(str(m, "switch"), ratio(m, "ratio")));
         }},
        {QStringLiteral("generate.clos.pod-spines"),
         [](const Message &m) {
             //: %1 rail leaves per scalable unit, %2 switch ports; planes= is a key and stays as is
             return refusal(
                 m, MessageText::tr(
                        "a 3-tier fabric needs a pod's spines to reach all %1 rail leaves of a scalable unit with half of their "
                        "%2 ports; use fewer NICs per plane (planes=) or a larger switch")
                        .arg(integer(m, "leaves"), integer(m, "radix")));
         }},
        {QStringLiteral("generate.clos.endpoints-two-tier"),
         [](const Message &m) {
             //: %1 switch model, %2 its ports, %3 tiers, %4 oversubscription, %5 endpoints it holds, %6 endpoints asked for; tiers=3 is a key
             return refusal(m, MessageText::tr(
                                   "%1 has %2 ports: a %3-tier fabric at %4 holds at most %5 endpoints (%6 requested); use tiers=3 or a "
                                   "larger switch")
                                   .arg(str(m, "switch"), integer(m, "radix"), integer(m, "tiers"), ratio(m, "ratio"),
                                        big(m, "max"), big(m, "requested")));
         }},
        {QStringLiteral("generate.clos.endpoints-three-tier"),
         [](const Message &m) {
             //: %1 switch model, %2 its ports, %3 tiers, %4 oversubscription, %5 endpoints it holds, %6 endpoints asked for
             return refusal(m, MessageText::tr(
                                   "%1 has %2 ports: a %3-tier fabric at %4 holds at most %5 endpoints (%6 requested); use a larger "
                                   "switch, more oversubscription or planes")
                                   .arg(str(m, "switch"), integer(m, "radix"), integer(m, "tiers"), ratio(m, "ratio"),
                                        big(m, "max"), big(m, "requested")));
         }},
        {QStringLiteral("generate.fat-tree.odd-k"),
         [](const Message &m) {
             //: %1 "k=5" as typed, %2 and %3 the even values either side ("k=4", "k=6")
             return refusal(m, MessageText::tr("%1 must be even (half of each switch's ports go down, half up); use %2 or %3")
                                   .arg(keyValue(m, "k"), keyValue(m, "lower"), keyValue(m, "higher")));
         }},
        {QStringLiteral("generate.fat-tree.k-over-radix"),
         [](const Message &m) {
             //: %1 "k=72", %2 switch ports, %3 switch model, %4 link speed, %5 the largest k, %6 the endpoints it gives
             return refusal(
                 m, MessageText::tr("%1 is more than the %2 ports of %3 at %4; use k ≤ %5 (%6 endpoints) or a larger switch")
                        .arg(keyValue(m, "k"), integer(m, "radix"), str(m, "switch"), speedGbps(m, "speed"),
                             integer(m, "largest"), big(m, "endpoints")));
         }},
        {QStringLiteral("generate.fat-tree.few-endpoints"),
         [](const Message &m) {
             //: %1 "k=2", %2 endpoints, %3 NICs of one server; nics-per-server= is a key
             return refusal(
                 m,
                 MessageText::tr("%1 gives %2 endpoints, fewer than the %3 NICs of one server; use a larger k or nics-per-server=")
                     .arg(keyValue(m, "k"), integer(m, "endpoints"), integer(m, "nics")));
         }},
        {QStringLiteral("generate.leaf-spine.servers-or-gpus"),
         [](const Message &m) {
             //: servers and gpus are keys and stay as they are
             return refusal(m, MessageText::tr("give servers or gpus, not both"));
         }},
        {QStringLiteral("generate.leaf-spine.gpus-multiple"),
         [](const Message &m) {
             const long long below = m.integer("below");
             //: %1 and %2 the nearest GPU counts that fit
             const QString use = below > 0 ? MessageText::tr("%1 or %2").arg(integer(below), big(m, "above")) : big(m, "above");
             //: %1 "gpus=100", %2 GPUs per server, %3 server model, %4 the counts that fit
             return refusal(m, MessageText::tr("%1 is not a multiple of the %2 GPUs of a %3 server; use %4")
                                   .arg(keyValue(m, "gpus"), integer(m, "perServer"), str(m, "server"), use));
         }},
        {QStringLiteral("generate.leaf-spine.tiers"),
         [](const Message &m) {
             //: auto, 2 and 3 are the values the key takes
             return keyed(m, MessageText::tr("expected auto, 2 or 3"));
         }},
        {QStringLiteral("generate.leaf-spine.planes"),
         [](const Message &m) {
             //: %1 "planes=3", %2 NICs per server
             return refusal(
                 m,
                 MessageText::tr("%1 does not divide the %2 NICs per server evenly").arg(keyValue(m, "planes"), integer(m, "nics")));
         }},
        {QStringLiteral("generate.nvl72.no-rack"),
         [](const Message &m) {
             //: %1 the racks in the catalog (ids)
             return keyed(m, MessageText::tr("not a rack in the catalog; racks: %1").arg(joined(texts(m, "racks"))));
         }},
        {QStringLiteral("generate.nvl72.tray-missing"),
         [](const Message &m) {
             //: %1 the rack's compute tray (a catalog id)
             return keyed(m, MessageText::tr("its compute tray '%1' is not a server in the catalog").arg(str(m, "tray")));
         }},
        {QStringLiteral("generate.nvl72.no-nic"),
         [](const Message &m) { return keyed(m, MessageText::tr("not a NIC in the catalog")); }},
        {QStringLiteral("generate.nvl72.split-nic"),
         [](const Message &m) {
             //: %1 "planes=2"; nic= is a key, cx8-2x400g a catalog id
             return refusal(
                 m, MessageText::tr(
                        "%1 splits each NIC of a tray into two halves; set nic= to the catalog NIC of one half (e.g. cx8-2x400g "
                        "for ConnectX-8 as 2 x 400G)")
                        .arg(str(m, "key") + QLatin1Char('=') + str(m, "value")));
         }},
        {QStringLiteral("generate.nvl72.partition"),
         [](const Message &m) {
             QStringList sizes;
             for (long long size : m.integers("sizes")) sizes << integer(size);
             //: %1 "partition=12", %2 rack model, %3 the partition sizes it supports
             return refusal(m, MessageText::tr("%1: %2 supports NVLink partitions of %3 GPUs")
                                   .arg(keyValue(m, "partition"), str(m, "rack"), joined(sizes)));
         }},
        {QStringLiteral("generate.nvl72.no-nics"),
         [](const Message &m) {
             //: %1 the compute tray (a catalog id)
             return refusal(m, MessageText::tr("the compute tray %1 has no scale-out NICs").arg(str(m, "tray")));
         }},
        {QStringLiteral("generate.nvl72.rail-leaf"),
         [](const Message &m) {
             //: %1 switch model, %2 its ports, %3 link speed, %4 trays per rack, %5 oversubscription
             return refusal(
                 m, MessageText::tr(
                        "%1 has %2 ports at %3: a rail leaf cannot hold the %4 trays of one rack at %5; use a larger switch or "
                        "more oversubscription")
                        .arg(str(m, "switch"), integer(m, "radix"), speedGbps(m, "speed"), integer(m, "trays"), ratio(m, "ratio")));
         }},
        {QStringLiteral("generate.torus.dims-syntax"),
         [](const Message &m) {
             //: 4x4x4 is an example value and stays as is
             return keyed(m, MessageText::tr("expected sizes separated by x, e.g. 4x4x4"));
         }},
        {QStringLiteral("generate.torus.dims-zero"),
         [](const Message &m) {
             //: %1 which dimension (1, 2, …)
             return keyed(
                 m, MessageText::tr("dimension %1 is 0; every dimension needs at least 1 server").arg(integer(m, "dimension")));
         }},
        {QStringLiteral("generate.torus.dims-servers"),
         [](const Message &m) {
             //: %1 the most servers a torus may have
             return keyed(m, MessageText::tr("more than %1 servers").arg(big(m, "max")));
         }},
        {QStringLiteral("generate.torus.dims-count"),
         [](const Message &m) {
             //: %Ln the most dimensions
             return keyed(m, MessageText::tr("at most %Ln dimensions", nullptr, int(m.integer("max"))));
         }},
        {QStringLiteral("generate.torus.cables"),
         [](const Message &m) {
             //: %1 cables per server, %2 the most NICs a server has; links-per-neighbor is a key
             return refusal(
                 m, MessageText::tr("%1 cables per server is more than %2 NICs; use fewer links-per-neighbor or dimensions")
                        .arg(integer(m, "cables"), integer(m, "nics")));
         }},
        {QStringLiteral("generate.torus.nics-mismatch"),
         [](const Message &m) {
             //: %1 the dims typed, %2 links per neighbour, %3 cables per server, %4 the key to set (nics-per-server); dims= and links-per-neighbor= are keys
             return refusal(
                 m, MessageText::tr("dims=%1 with links-per-neighbor=%2 wires %3 cables per server; set %4=%3 or leave it out")
                        .arg(str(m, "dims"), integer(m, "perNeighbor"), integer(m, "cables"), str(m, "key")));
         }},
        {QStringLiteral("generate.torus.too-wide"),
         [](const Message &m) {
             //: %1 "dims=…" as typed, %2 how far the layout reaches, %3 the canvas limit
             return refusal(
                 m, MessageText::tr("%1 lays out wider than the canvas allows (%2 > %3); spread the servers over more dimensions")
                        .arg(str(m, "key") + QLatin1Char('=') + str(m, "value"), integer(m, "extent"), integer(10000000)));
         }},
    };
    return wordings;
}

} // namespace spinel::wording
