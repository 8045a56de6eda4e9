#include "analysis/findingcodes.h"

#include <QCoreApplication>

namespace spinel {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FindingCodes", text);
}

} // namespace

QList<FindingCodeHelp> findingCodesHelp()
{
    return {
        {QStringLiteral("disconnected"), tr("Devices or whole groups of GPUs cannot reach the rest of the fabric."),
         tr("Cable the listed devices to the fabric, or delete them.")},
        {QStringLiteral("single-point-of-failure"),
         tr("One device or one single cable carries all traffic of some GPUs: if it fails, they lose the fabric."),
         tr("Add a second uplink or a redundant switch; right-click ▸ Fail shows what is lost.")},
        {QStringLiteral("speed-mismatch"),
         tr("A link runs faster than a port or NIC at its end, or NICs run slower than they could (injection bandwidth lost)."),
         tr("Set the link's speed to the ports' rate (Properties), or change the NIC or switch model.")},
        {QStringLiteral("nic-count"), tr("A server has more cables than NICs, or NICs with no cable."),
         tr("Change the server's NIC count (Properties) or add or remove cables.")},
        {QStringLiteral("cable-reach"),
         tr("A link is longer than its medium reaches at its speed, or the catalog has no cable for that medium and speed."),
         tr("Choose a medium that reaches (AOC, multimode, single-mode) or shorten the link.")},
        {QStringLiteral("oversubscription"),
         tr("A switch or a tier has more bandwidth down than up, above the design's target ratio."),
         tr("Add uplinks or spines, or raise the target in Design ▸ Design Settings.")},
        {QStringLiteral("port-budget"),
         tr("A switch needs more ports than its model has, or uses every port (no spare to grow or replace a cable)."),
         tr("Use a larger switch model, split the load over more switches, or remove cables.")},
        {QStringLiteral("port-conflict"), tr("Two links were pinned to the same port of a device."),
         tr("Move one link to a free port, or let Spinel assign ports (clear the pinned port).")},
        {QStringLiteral("rail-misaligned"),
         tr("A leaf meant for one rail (NIC index) also carries cables from other NICs: same-rail traffic between those "
            "servers needs a spine hop."),
         tr("Re-cable the listed links so each leaf carries one rail (Connect Servers to Leaves wires rail-aligned).")},
        {QStringLiteral("domain-trays"),
         tr("A rack-scale NVLink domain (NVL72) lacks compute trays, has too many, or holds trays of another model."),
         tr("Add the missing trays to the rack (or remove the extra ones); use the rack's own compute tray model.")},
        {QStringLiteral("domain-partition"),
         tr("An NVLink domain is split into partitions the NVLink switches cannot make: not a size the rack supports, "
            "or not whole trays."),
         tr("Choose a partition size the rack lists (NVL72: 72, 36 or 8 GPUs) in the domain's properties.")},
        {QStringLiteral("domain-nics"),
         tr("A compute tray has fewer scale-out NICs than GPUs; the NVL72 reference designs give each GPU its own NIC."),
         tr("Raise the tray's NIC count (Properties) to its GPU count, or accept less scale-out bandwidth per GPU.")},
        {QStringLiteral("plane-balance"),
         tr("The scale-out fabric has several planes (separate switch networks) and a domain puts more cables on some "
            "than on others."),
         tr("Cable each domain's NICs evenly over the planes (as many ports on each).")},
        {QStringLiteral("nvlink-reach"),
         tr("The trays of one NVLink domain are in more racks than its NVLink cabling joins: one rack's copper spine "
            "(NVL72), or two neighbouring racks cabled switch tray to switch tray (NVL36x2)."),
         tr("Put the domain's trays in its rack (group), or in its two racks for NVL36x2, or split it into domains of "
            "one rack each.")},
        {QStringLiteral("hops"), tr("The hop count was not computed exactly (too many distinct servers)."),
         tr("Nothing to fix: the other checks still ran.")},
        {QStringLiteral("truncated"), tr("More findings of one code than the list shows."),
         tr("Fix the listed ones first; the count says how many more there are.")},
    };
}

FindingCodeHelp findingCodeHelp(const QString &code)
{
    for (const FindingCodeHelp &help : findingCodesHelp())
        if (help.code == code) return help;
    return {code, tr("A finding of the rules checks."), tr("Read its message; select it to see the objects involved.")};
}

} // namespace spinel
