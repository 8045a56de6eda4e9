// The wording of every finding (model/rules/findingmessages.cpp) and BOM warning
// (model/cost/bommessages.cpp) for the UI.

#include "common/messagewordings.h"

namespace spinel::wording {

namespace {

QString devices(const Message &m)
{
    const long long count = m.integer("devices");
    //: Several disconnected devices; %Ln how many, %1 the first one's id
    return count == 1 ? str(m, "first") : MessageText::tr("%Ln devices (%1, ...)", nullptr, int(count)).arg(str(m, "first"));
}

QString portsOver(const Message &m)
{
    //: %1 switch id, %Ln ports needed, %2 switch model, %3 ports it has, %4 ports over
    return MessageText::tr("%1 needs %Ln ports but %2 has %3 (%4 over)", nullptr, int(m.integer("used")))
        .arg(str(m, "device"), str(m, "model"), integer(m, "total"), integer(m, "over"));
}

QString reachBeyond(const Message &m)
{
    //: %1 link id, %2 length, %3 medium, %4 the medium's reach, %5 link speed
    return MessageText::tr("%1 is %2 of %3, beyond its %4 reach at %5")
        .arg(str(m, "link"), metres(double(m.integer("length"))), medium(m.text("medium")), metres(double(m.integer("reach"))),
             rate(m, "speed"));
}

QString copperHint(const Message &m)
{
    //: %1 the reach of copper at half the speed, %2 that speed
    return MessageText::tr(" (copper reaches %1 at %2)").arg(metres(double(m.integer("slowerReach"))), rate(m, "slower"));
}

// The first links a BOM warning names: "a, b, c, d, e and 3 more".
QString bomLinks(const Message &m)
{
    const QStringList first = texts(m, "first");
    const long long more = m.integer("links") - first.size();
    //: The end of a list of names cut short: %1 the names listed, %Ln how many more there are
    return more > 0 ? MessageText::tr("%1 and %Ln more", nullptr, int(more)).arg(joined(first)) : joined(first);
}

QString partitionSplit(const Message &m)
{
    //: %1 NVLink domain id, %2 GPUs per partition, %3 GPUs in the domain
    return MessageText::tr("domain %1 is split into partitions of %2 GPUs, which do not divide its %3 GPUs into whole trays")
        .arg(quoted(str(m, "domain")), integer(m, "partition"), integer(m, "gpus"));
}

// Up to four racks an NVLink domain's trays are in (an empty name: no rack), and how many more.
QString rackNames(const Message &m)
{
    QStringList names;
    for (const QString &rack : texts(m, "racks")) names << (rack.isEmpty() ? MessageText::tr("(no rack)") : quoted(rack));
    QString list = joined(names);
    const long long more = m.integer("count") - names.size();
    //: %1 the racks named, %Ln racks not named
    if (more > 0) list = MessageText::tr("%1 and %Ln more", nullptr, int(more)).arg(list);
    return list;
}

QString directAttachTail()
{
    return MessageText::tr(
        "not through the fabric. Each cable takes one NIC on both servers and counts for connectivity, but "
        "collective and training timing leave direct links out (they route server traffic through switches only)");
}

QString railDetail(const Message &m)
{
    const auto nics = m.integers("nics"), rails = m.integers("rails");
    const QStringList links = texts(m, "links"), leaves = texts(m, "leaves");
    QStringList parts;
    for (std::size_t k = 0; k < nics.size() && k < std::size_t(links.size()) && k < std::size_t(leaves.size()); ++k) {
        const QString nic = nics[k] < 1 ? MessageText::tr("a bundle of NICs")
                                        //: %1 the NIC's number on its server
                                        : MessageText::tr("NIC %1").arg(integer(nics[k]));
        //: %1 "NIC 2", %2 link id, %3 leaf id, %4 the leaf's rail number
        parts << MessageText::tr("%1 (%2) goes to %3, the leaf of rail %4")
                     .arg(nic, links[qsizetype(k)], leaves[qsizetype(k)], integer(rails[k]));
    }
    if (m.integer("cables") > (long long)nics.size()) parts << QStringLiteral("...");
    return joined(parts);
}

} // namespace

const QHash<QString, Wording> &findings()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("port-budget.over"), [](const Message &m) { return portsOver(m); }},
        {QStringLiteral("port-budget.over-no-breakout"),
         [](const Message &m) {
             //: %1 the sentence saying a switch has too few ports
             return MessageText::tr("%1; it has no breakout mode for slower links").arg(portsOver(m));
         }},
        {QStringLiteral("port-budget.full"),
         [](const Message &m) {
             //: %Ln switches, %1 their tier (leaf, spine, core)
             return MessageText::tr("%Ln %1 switches use every port: no free port to grow or to replace a failed cable", nullptr,
                                    int(m.integer("switches")))
                 .arg(tier(m.text("tier")));
         }},
        {QStringLiteral("port-conflict"),
         [](const Message &m) {
             //: %1 device id, %2 port number, %3 and %4 link ids
             return MessageText::tr("%1 port %2 is used by both %3 and %4")
                 .arg(str(m, "device"), integer(m, "port"), str(m, "first"), str(m, "second"));
         }},
        {QStringLiteral("speed-mismatch.switch"),
         [](const Message &m) {
             //: %1 link id, %2 its speed, %3 the switch's port speed, %4 switch id, %5 switch model
             return MessageText::tr("%1 runs at %2, faster than the %3 ports of %4 (%5)")
                 .arg(str(m, "link"), rate(m, "speed"), rate(m, "port"), str(m, "device"), str(m, "model"));
         }},
        {QStringLiteral("speed-mismatch.nic"),
         [](const Message &m) {
             //: %1 link id, %2 its speed, %3 the server's NIC speed, %4 server id
             return MessageText::tr("%1 runs at %2, faster than the %3 NICs of %4")
                 .arg(str(m, "link"), rate(m, "speed"), rate(m, "nic"), str(m, "device"));
         }},
        {QStringLiteral("speed-mismatch.slower"),
         [](const Message &m) {
             //: %Ln NICs, %1 their speed, %2 the speed they run at, %3 the bandwidth lost
             return MessageText::tr("%Ln NICs of %1 run at %2 (slower link or port): %3 of injection bandwidth lost", nullptr,
                                    int(m.integer("nics")))
                 .arg(rate(m, "nic"), rate(m, "speed"), rate(m, "lost"));
         }},
        {QStringLiteral("nic-count.too-many-cables"),
         [](const Message &m) {
             //: %1 server id, %Ln cables, %2 NICs
             return MessageText::tr("%1 has %Ln cables but only %2 NICs; add NICs (nic_count) or remove cables", nullptr,
                                    int(m.integer("cables")))
                 .arg(str(m, "device"), integer(m, "nics"));
         }},
        {QStringLiteral("nic-count.unused"),
         [](const Message &m) {
             //: %1 server id, %Ln NICs, %2 cables, %3 unused NICs, %4 their bandwidth
             return MessageText::tr("%1 has %Ln NICs but %2 cables: %3 NICs (%4) unused", nullptr, int(m.integer("nics")))
                 .arg(str(m, "device"), integer(m, "cables"), integer(m, "unused"), rate(m, "idle"));
         }},
        {QStringLiteral("direct-attach.one"),
         [](const Message &m) {
             //: %1 link id, %2 and %3 server ids, %4 the explanation that follows
             return MessageText::tr("%1 cables %2 straight to %3: a direct-attach link, %4")
                 .arg(str(m, "link"), str(m, "from"), str(m, "to"), directAttachTail());
         }},
        {QStringLiteral("direct-attach.many"),
         [](const Message &m) {
             //: %Ln links, %1 the first link's id, %2 the explanation that follows
             return MessageText::tr("%Ln links cable servers straight to each other (%1, ...): direct-attach links, %2", nullptr,
                                    int(m.integer("links")))
                 .arg(str(m, "first"), directAttachTail());
         }},
        {QStringLiteral("cable-reach.no-part"),
         [](const Message &m) {
             //: %1 link id, %2 medium, %3 speed
             return MessageText::tr("%1: the catalog has no %2 part for %3")
                 .arg(str(m, "link"), medium(m.text("medium")), rate(m, "speed"));
         }},
        {QStringLiteral("cable-reach.beyond"), [](const Message &m) { return reachBeyond(m); }},
        {QStringLiteral("cable-reach.beyond-better"),
         [](const Message &m) {
             //: %1 the sentence saying a cable is too long, %2 a medium that reaches, %3 its reach
             return MessageText::tr("%1; %2 reaches %3")
                 .arg(reachBeyond(m), medium(m.text("better")), metres(double(m.integer("betterReach"))));
         }},
        {QStringLiteral("cable-reach.copper"), [](const Message &m) { return reachBeyond(m) + copperHint(m); }},
        {QStringLiteral("cable-reach.copper-better"),
         [](const Message &m) {
             //: %1 the sentence saying a cable is too long, %2 a medium that reaches, %3 its reach
             return MessageText::tr("%1; %2 reaches %3")
                 .arg(reachBeyond(m) + copperHint(m), medium(m.text("better")), metres(double(m.integer("betterReach"))));
         }},
        {QStringLiteral("oversubscription.switch"),
         [](const Message &m) {
             //: %1 switch id, %2 its ratio, %3 downlink rate, %4 uplink rate, %5 the design's target ratio
             return MessageText::tr("%1 is %2 oversubscribed (%3 down, %4 up), above the design's %5 target")
                 .arg(str(m, "switch"), ratio(m, "ratio"), rate(m, "down"), rate(m, "up"), ratio(m, "target"));
         }},
        {QStringLiteral("oversubscription.tier"),
         [](const Message &m) {
             //: %1 tier (leaf, spine), %2 its ratio, %3 the design's target ratio
             return MessageText::tr("The %1 tier is %2 oversubscribed, above the design's %3 target")
                 .arg(tier(m.text("tier")), ratio(m, "ratio"), ratio(m, "target"));
         }},
        {QStringLiteral("disconnected.gpus"),
         [](const Message &m) {
             //: %1 a device id or "3 devices (leaf-1, …)", %Ln GPUs
             return MessageText::tr("%1 with %Ln GPUs cannot reach the rest of the fabric", nullptr, int(m.integer("gpus")))
                 .arg(devices(m));
         }},
        {QStringLiteral("disconnected.no-gpus"),
         [](const Message &m) {
             //: %1 a device id or "3 devices (leaf-1, …)"
             return MessageText::tr("%1 is not connected to the fabric's GPUs").arg(devices(m));
         }},
        {QStringLiteral("single-point-of-failure.device"),
         [](const Message &m) {
             //: %1 device id, %Ln GPUs
             return MessageText::tr("%1 is a single point of failure: %Ln GPUs lose the fabric if it fails", nullptr,
                                    int(m.integer("gpus")))
                 .arg(str(m, "device"));
         }},
        {QStringLiteral("single-point-of-failure.link"),
         [](const Message &m) {
             //: %1 link id, %Ln GPUs
             return MessageText::tr("%1 is a single cable with no alternative path: %Ln GPUs lose the fabric if it fails",
                                    nullptr, int(m.integer("gpus")))
                 .arg(str(m, "link"));
         }},
        {QStringLiteral("rail-misaligned"),
         [](const Message &m) {
             //: %1 server id, %Ln cables, %2 which cables go where
             return MessageText::tr(
                        "%1: %Ln cables are on another rail's leaf: %2. Same-rail traffic from this server needs a spine hop; "
                        "re-assign its NICs to rails to fix",
                        nullptr, int(m.integer("cables")))
                 .arg(str(m, "server"), railDetail(m));
         }},
        {QStringLiteral("domain-trays.wrong-model"),
         [](const Message &m) {
             const QString text =
                 //: %1 rack id, %2 rack model, %3 tray model it takes, %4 tray id, %5 that tray's model
                 MessageText::tr("rack %1 (%2) takes %3 compute trays; %4 is a %5")
                     .arg(quoted(str(m, "domain")), str(m, "rack"), str(m, "tray"), quoted(str(m, "device")), str(m, "model"));
             const long long others = m.integer("others");
             //: %1 the sentence before, %Ln more trays of another model
             return others ? MessageText::tr("%1 (and %Ln more trays of another model)", nullptr, int(others)).arg(text) : text;
         }},
        {QStringLiteral("domain-trays.missing"),
         [](const Message &m) {
             //: %1 rack id, %2 rack model, %3 trays present, %4 trays it takes, %Ln trays missing, %5 tray model, %6 GPUs missing
             return MessageText::tr("rack %1 (%2) has %3 of its %4 compute trays: %Ln %5 trays are missing (%6 GPUs)", nullptr,
                                    int(m.integer("missing")))
                 .arg(quoted(str(m, "domain")), str(m, "rack"), integer(m, "have"), integer(m, "trays"), str(m, "tray"),
                      integer(m, "gpus"));
         }},
        {QStringLiteral("domain-trays.too-many"),
         [](const Message &m) {
             //: %1 rack id, %2 rack model, %3 trays it holds, %4 trays placed
             return MessageText::tr("rack %1 (%2) holds %3 compute trays, not %4")
                 .arg(quoted(str(m, "domain")), str(m, "rack"), integer(m, "trays"), integer(m, "have"));
         }},
        {QStringLiteral("domain-partition"), [](const Message &m) { return partitionSplit(m); }},
        {QStringLiteral("domain-partition.supported"),
         [](const Message &m) {
             //: %1 the sentence before, %2 rack model, %3 partition sizes ("8, 36 or 72")
             return MessageText::tr("%1; %2 supports %3").arg(partitionSplit(m), str(m, "rack"), integerList(m, "sizes"));
         }},
        {QStringLiteral("domain-nics"),
         [](const Message &m) {
             //: %1 tray id, %Ln NICs, %2 GPUs
             return MessageText::tr(
                        "tray %1 has %Ln scale-out NICs for its %2 GPUs; the NVL72 reference designs give each GPU its own NIC",
                        nullptr, int(m.integer("nics")))
                 .arg(quoted(str(m, "tray")), integer(m, "gpus"));
         }},
        {QStringLiteral("nvlink-reach"),
         [](const Message &m) {
             //: %1 domain id, %Ln racks, %2 their names, %3 the copper spine's reach
             return MessageText::tr(
                        "the trays of domain %1 are in %Ln racks (%2): NVLink runs over the rack's copper spine (%3) and does not leave the rack",
                        nullptr, int(m.integer("count")))
                 .arg(quoted(str(m, "domain")), rackNames(m), metres(m.number("reach")));
         }},
        {QStringLiteral("nvlink-reach.span"),
         [](const Message &m) {
             //: %1 domain id, %Ln racks, %2 their names, %3 how many neighbouring racks its NVLink cabling joins (NVL36x2: 2)
             return MessageText::tr(
                        "the trays of domain %1 are in %Ln racks (%2): its NVLink cabling joins %3 neighbouring racks and reaches no further",
                        nullptr, int(m.integer("count")))
                 .arg(quoted(str(m, "domain")), rackNames(m), integer(m, "span"));
         }},
        {QStringLiteral("plane-balance"),
         [](const Message &m) {
             const auto cables = m.integers("cables");
             const QStringList names = texts(m, "names");
             QStringList counts;
             for (std::size_t i = 0; i < cables.size() && i < std::size_t(names.size()); ++i)
                 //: %Ln cables, %1 the plane's name (its first switch)
                 counts << MessageText::tr("%Ln on the plane of %1", nullptr, int(cables[i])).arg(quoted(names[qsizetype(i)]));
             QString list = joined(counts);
             const long long more = m.integer("planes") - (long long)cables.size();
             //: %1 the planes listed, %Ln planes not listed
             if (more > 0) list = MessageText::tr("%1 and %Ln more planes", nullptr, int(more)).arg(list);
             //: %1 domain id, %2 cables, %Ln planes, %3 cables per plane
             return MessageText::tr("domain %1 spreads its %2 scale-out cables unevenly over %Ln planes: %3", nullptr,
                                    int(m.integer("planes")))
                 .arg(quoted(str(m, "domain")), integer(m, "total"), list);
         }},
        {QStringLiteral("hops.not-computed"),
         [](const Message &) {
             return MessageText::tr("The hop count was not computed: too many distinct servers for an exact search");
         }},
        {QStringLiteral("truncated"),
         [](const Message &m) {
             //: %Ln findings, %1 their code (untranslated, e.g. port-budget)
             return MessageText::tr("%Ln more '%1' findings not listed", nullptr, int(m.integer("count"))).arg(str(m, "code"));
         }},
        {QStringLiteral("bom.unpriced"),
         [](const Message &m) {
             //: %1 cables, %Ln links they belong to, %2 those links' ids
             return MessageText::tr("%1 cables of %Ln links (%2) have no matching part in the catalog (speed, reach or the "
                                    "devices' ports) and are not priced",
                                    nullptr, int(m.integer("links")))
                 .arg(integer(m, "cables"), bomLinks(m));
         }},
        {QStringLiteral("bom.beyond-reach"),
         [](const Message &m) {
             //: %1 cables, %Ln links they belong to, %2 those links' ids
             return MessageText::tr("%1 cables of %Ln links (%2) are longer than any catalog part of their medium reaches "
                                    "at their speed; they are listed as that part (see the cable-reach check)",
                                    nullptr, int(m.integer("links")))
                 .arg(integer(m, "cables"), bomLinks(m));
         }},
        {QStringLiteral("bom.assumed-lengths"),
         [](const Message &m) {
             //: %Ln cables; %1–%4 the lengths assumed for copper, AOC, multimode and single-mode
             return MessageText::tr(
                        "%Ln cables have no length; typical lengths were assumed (DAC %1, AOC %2, multimode %3, single-mode %4)",
                        nullptr, int(m.integer("cables")))
                 .arg(metres(m.number("dac")), metres(m.number("aoc")), metres(m.number("multimode")),
                      metres(m.number("singlemode")));
         }},
    };
    return wordings;
}

} // namespace spinel::wording
