// The English wording of every finding the rules checks produce (message ids and arguments: see
// core/message.h). The CLI and the JSON outputs print these texts; the app words the same ids
// through tr() (views/common/messagetext.cpp).

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
std::string quoted(const std::string &text)
{
    return "\"" + text + "\"";
}
std::string gbps(const Message &m, std::string_view name)
{
    return englishGbps(m.number(name));
}

MessageArgSpec gbpsArg(std::string name)
{
    return {std::move(name), Kind::Number, "Gb/s", {}};
}
MessageArgSpec ratioArg(std::string name)
{
    return {std::move(name), Kind::Number, "ratio", {}};
}
MessageArgSpec metres(std::string name)
{
    return {std::move(name), Kind::Number, "m", {}};
}
MessageArgSpec tier(std::string name)
{
    return {std::move(name), Kind::Keyword, {}, {"leaf", "spine", "core"}};
}
MessageArgSpec medium(std::string name)
{
    return {std::move(name), Kind::Keyword, {}, {"dac", "aoc", "multimode", "singlemode"}};
}

// "3 devices (leaf-1, ...)" or the one device's id.
std::string devicesText(const Message &m)
{
    return m.integer("devices") == 1 ? m.text("first") : str(m.integer("devices")) + " devices (" + m.text("first") + ", ...)";
}

std::string portsOver(const Message &m)
{
    return m.text("device") + " needs " + str(m.integer("used")) + " ports but " + m.text("model") + " has "
           + str(m.integer("total")) + " (" + str(m.integer("over")) + " over)";
}

std::string reachBeyond(const Message &m)
{
    return m.text("link") + " is " + str(m.integer("length")) + " m of " + m.text("medium") + ", beyond its "
           + str(m.integer("reach")) + " m reach at " + gbps(m, "speed");
}

std::string copperHint(const Message &m)
{
    return " (copper reaches " + str(m.integer("slowerReach")) + " m at " + gbps(m, "slower") + ")";
}

std::string partitionSplit(const Message &m)
{
    return "domain " + quoted(m.text("domain")) + " is split into partitions of " + str(m.integer("partition"))
           + " GPUs, which do not divide its " + str(m.integer("gpus")) + " GPUs into whole trays";
}

// Up to four rack names (an empty name: trays in no rack) and how many more `count` has.
std::string rackNames(const Message &m)
{
    const auto racks = m.texts("racks");
    std::string names;
    for (std::size_t i = 0; i < racks.size(); ++i)
        names += (i ? ", " : "") + (racks[i].empty() ? std::string("(no rack)") : quoted(racks[i]));
    const long long count = m.integer("count");
    if (count > (long long)racks.size()) names += " and " + str(count - (long long)racks.size()) + " more";
    return names;
}

std::string listInts(const std::vector<long long> &values)
{
    std::vector<std::string> items;
    for (const long long value : values) items.push_back(std::to_string(value));
    return spec::alternatives(items);
}

std::string railDetail(const Message &m)
{
    const auto nics = m.integers("nics"), rails = m.integers("rails");
    const auto links = m.texts("links"), leaves = m.texts("leaves");
    std::string detail;
    for (std::size_t k = 0; k < nics.size(); ++k) {
        if (k) detail += ", ";
        detail += (nics[k] < 1 ? std::string("a bundle of NICs") : "NIC " + str(nics[k])) + " (" + links[k] + ") goes to "
                  + leaves[k] + ", the leaf of rail " + str(rails[k]);
    }
    if (m.integer("cables") > (long long)nics.size()) detail += ", ...";
    return detail;
}

} // namespace

const std::vector<MessageSpec> &findingMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        {"port-budget.over",
         {id("device"), integer("used"), text("model"), integer("total"), integer("over")},
         [](const Message &m) { return portsOver(m); }},
        {"port-budget.over-no-breakout",
         {id("device"), integer("used"), text("model"), integer("total"), integer("over")},
         [](const Message &m) { return portsOver(m) + "; it has no breakout mode for slower links"; }},
        {"port-budget.full",
         {integer("switches"), tier("tier")},
         [](const Message &m) {
             const long long count = m.integer("switches");
             return str(count) + " " + m.text("tier") + (count == 1 ? " switch uses" : " switches use")
                    + " every port: no free port to grow or to replace a failed cable";
         }},
        {"port-conflict",
         {id("device"), integer("port"), id("first"), id("second")},
         [](const Message &m) {
             return m.text("device") + " port " + str(m.integer("port")) + " is used by both " + m.text("first") + " and "
                    + m.text("second");
         }},
        {"speed-mismatch.switch",
         {id("link"), gbpsArg("speed"), gbpsArg("port"), id("device"), text("model")},
         [](const Message &m) {
             return m.text("link") + " runs at " + gbps(m, "speed") + ", faster than the " + gbps(m, "port") + " ports of "
                    + m.text("device") + " (" + m.text("model") + ")";
         }},
        {"speed-mismatch.nic",
         {id("link"), gbpsArg("speed"), gbpsArg("nic"), id("device")},
         [](const Message &m) {
             return m.text("link") + " runs at " + gbps(m, "speed") + ", faster than the " + gbps(m, "nic") + " NICs of "
                    + m.text("device");
         }},
        {"speed-mismatch.slower",
         {integer("nics"), gbpsArg("nic"), gbpsArg("speed"), gbpsArg("lost")},
         [](const Message &m) {
             const long long nics = m.integer("nics");
             return str(nics) + (nics == 1 ? " NIC of " : " NICs of ") + gbps(m, "nic") + " run at " + gbps(m, "speed")
                    + " (slower link or port): " + gbps(m, "lost") + " of injection bandwidth lost";
         }},
        {"nic-count.too-many-cables",
         {id("device"), integer("cables"), integer("nics")},
         [](const Message &m) {
             return m.text("device") + " has " + str(m.integer("cables")) + " cables but only " + str(m.integer("nics"))
                    + " NICs; add NICs (nic_count) or remove cables";
         }},
        {"nic-count.unused",
         {id("device"), integer("nics"), integer("cables"), integer("unused"), gbpsArg("idle")},
         [](const Message &m) {
             return m.text("device") + " has " + str(m.integer("nics")) + " NICs but " + str(m.integer("cables"))
                    + " cables: " + str(m.integer("unused")) + " NICs (" + gbps(m, "idle") + ") unused";
         }},
        {"direct-attach.one",
         {id("link"), id("from"), id("to")},
         [](const Message &m) {
             return m.text("link") + " cables " + m.text("from") + " straight to " + m.text("to")
                    + ": a direct-attach link, not through the fabric. Each cable takes one NIC on both servers and counts for "
                      "connectivity, but collective and training timing leave direct links out (they route server traffic through "
                      "switches only)";
         }},
        {"direct-attach.many",
         {integer("links"), id("first")},
         [](const Message &m) {
             return str(m.integer("links")) + " links cable servers straight to each other (" + m.text("first")
                    + ", ...): direct-attach links, not through the fabric. Each cable takes one NIC on both servers and counts for "
                      "connectivity, but collective and training timing leave direct links out (they route server traffic through "
                      "switches only)";
         }},
        {"cable-reach.no-part",
         {id("link"), medium("medium"), gbpsArg("speed")},
         [](const Message &m) {
             return m.text("link") + ": the catalog has no " + m.text("medium") + " part for " + gbps(m, "speed");
         }},
        {"cable-reach.beyond",
         {id("link"), integer("length"), medium("medium"), integer("reach"), gbpsArg("speed")},
         [](const Message &m) { return reachBeyond(m); }},
        {"cable-reach.beyond-better",
         {id("link"), integer("length"), medium("medium"), integer("reach"), gbpsArg("speed"), medium("better"),
          integer("betterReach")},
         [](const Message &m) {
             return reachBeyond(m) + "; " + m.text("better") + " reaches " + str(m.integer("betterReach")) + " m";
         }},
        // A copper cable past its reach at this speed that would reach at half the speed (catalog dac-800g 2 m, dac-400g 3 m).
        {"cable-reach.copper",
         {id("link"), integer("length"), medium("medium"), integer("reach"), gbpsArg("speed"), integer("slowerReach"),
          gbpsArg("slower")},
         [](const Message &m) { return reachBeyond(m) + copperHint(m); }},
        {"cable-reach.copper-better",
         {id("link"), integer("length"), medium("medium"), integer("reach"), gbpsArg("speed"), integer("slowerReach"),
          gbpsArg("slower"), medium("better"), integer("betterReach")},
         [](const Message &m) {
             return reachBeyond(m) + copperHint(m) + "; " + m.text("better") + " reaches " + str(m.integer("betterReach")) + " m";
         }},
        {"oversubscription.switch",
         {id("switch"), ratioArg("ratio"), gbpsArg("down"), gbpsArg("up"), ratioArg("target")},
         [](const Message &m) {
             return m.text("switch") + " is " + englishRatio(m.number("ratio")) + " oversubscribed (" + gbps(m, "down")
                    + " down, " + gbps(m, "up") + " up), above the design's " + englishRatio(m.number("target")) + " target";
         }},
        {"oversubscription.tier",
         {tier("tier"), ratioArg("ratio"), ratioArg("target")},
         [](const Message &m) {
             return "The " + m.text("tier") + " tier is " + englishRatio(m.number("ratio"))
                    + " oversubscribed, above the design's " + englishRatio(m.number("target")) + " target";
         }},
        {"disconnected.gpus",
         {integer("devices"), id("first"), integer("gpus")},
         [](const Message &m) {
             return devicesText(m) + " with " + str(m.integer("gpus")) + " GPUs cannot reach the rest of the fabric";
         }},
        {"disconnected.no-gpus",
         {integer("devices"), id("first")},
         [](const Message &m) { return devicesText(m) + " is not connected to the fabric's GPUs"; }},
        {"single-point-of-failure.device",
         {id("device"), integer("gpus")},
         [](const Message &m) {
             return m.text("device") + " is a single point of failure: " + str(m.integer("gpus"))
                    + " GPUs lose the fabric if it fails";
         }},
        {"single-point-of-failure.link",
         {id("link"), integer("gpus")},
         [](const Message &m) {
             return m.text("link") + " is a single cable with no alternative path: " + str(m.integer("gpus"))
                    + " GPUs lose the fabric if it fails";
         }},
        // Up to three misplaced cables are named: parallel lists of NIC number (0: a bundle), link,
        // leaf and that leaf's rail (1-based); `cables` counts them all.
        {"rail-misaligned",
         {id("server"), integer("cables"), integers("nics"), ids("links"), ids("leaves"), integers("rails")},
         [](const Message &m) {
             const long long cables = m.integer("cables");
             return m.text("server") + ": " + str(cables) + (cables == 1 ? " cable is" : " cables are")
                    + " on another rail's leaf: " + railDetail(m)
                    + ". Same-rail traffic from this server needs a spine hop; re-assign its NICs to rails to fix";
         }},
        {"domain-trays.wrong-model",
         {id("domain"), text("rack"), text("tray"), id("device"), text("model"), integer("others")},
         [](const Message &m) {
             const long long others = m.integer("others");
             return "rack " + quoted(m.text("domain")) + " (" + m.text("rack") + ") takes " + m.text("tray") + " compute trays; "
                    + quoted(m.text("device")) + " is a " + m.text("model")
                    + (others ? " (and " + str(others) + " more trays of another model)" : "");
         }},
        {"domain-trays.missing",
         {id("domain"), text("rack"), integer("have"), integer("trays"), integer("missing"), text("tray"), integer("gpus")},
         [](const Message &m) {
             const long long missing = m.integer("missing");
             return "rack " + quoted(m.text("domain")) + " (" + m.text("rack") + ") has " + str(m.integer("have")) + " of its "
                    + str(m.integer("trays")) + " compute trays: " + str(missing) + " " + m.text("tray")
                    + (missing == 1 ? " tray is" : " trays are") + " missing (" + str(m.integer("gpus")) + " GPUs)";
         }},
        {"domain-trays.too-many",
         {id("domain"), text("rack"), integer("trays"), integer("have")},
         [](const Message &m) {
             return "rack " + quoted(m.text("domain")) + " (" + m.text("rack") + ") holds " + str(m.integer("trays"))
                    + " compute trays, not " + str(m.integer("have"));
         }},
        {"domain-partition",
         {id("domain"), integer("partition"), integer("gpus")},
         [](const Message &m) { return partitionSplit(m); }},
        {"domain-partition.supported",
         {id("domain"), integer("partition"), integer("gpus"), text("rack"), integers("sizes")},
         [](const Message &m) { return partitionSplit(m) + "; " + m.text("rack") + " supports " + listInts(m.integers("sizes")); }},
        {"domain-nics",
         {id("tray"), integer("nics"), integer("gpus")},
         [](const Message &m) {
             const long long nics = m.integer("nics");
             return "tray " + quoted(m.text("tray")) + " has " + str(nics) + " scale-out NIC" + (nics == 1 ? "" : "s")
                    + " for its " + str(m.integer("gpus")) + " GPUs; the NVL72 reference designs give each GPU its own NIC";
         }},
        // `racks` names up to four racks (an empty name: trays in no rack); `count` counts them all.
        {"nvlink-reach",
         {id("domain"), integer("count"), ids("racks"), metres("reach")},
         [](const Message &m) {
             return "the trays of domain " + quoted(m.text("domain")) + " are in " + str(m.integer("count")) + " racks ("
                    + rackNames(m) + "): NVLink runs over the rack's copper spine (" + englishNumber(m.number("reach"))
                    + " m) and does not leave the rack";
         }},
        // A domain that spans `span` racks (NVL36x2: 2) cabled together, found in more.
        {"nvlink-reach.span",
         {id("domain"), integer("count"), ids("racks"), integer("span")},
         [](const Message &m) {
             return "the trays of domain " + quoted(m.text("domain")) + " are in " + str(m.integer("count")) + " racks ("
                    + rackNames(m) + "): its NVLink cabling joins " + str(m.integer("span"))
                    + " neighbouring racks and reaches no further";
         }},
        // Up to eight planes listed: cables per plane and the plane's name (its first switch).
        {"plane-balance",
         {id("domain"), integer("total"), integer("planes"), integers("cables"), ids("names")},
         [](const Message &m) {
             const auto cables = m.integers("cables");
             const auto names = m.texts("names");
             std::string counts;
             for (std::size_t i = 0; i < cables.size(); ++i)
                 counts += (i ? ", " : "") + str(cables[i]) + " on the plane of " + quoted(names[i]);
             const long long planes = m.integer("planes");
             if (planes > (long long)cables.size()) counts += " and " + str(planes - (long long)cables.size()) + " more planes";
             return "domain " + quoted(m.text("domain")) + " spreads its " + str(m.integer("total"))
                    + " scale-out cables unevenly over " + str(planes) + " planes: " + counts;
         }},
        {"hops.not-computed",
         {},
         [](const Message &) {
             return std::string("The hop count was not computed: too many distinct servers for an exact search");
         }},
        {"truncated",
         {integer("count"), text("code")},
         [](const Message &m) { return str(m.integer("count")) + " more '" + m.text("code") + "' findings not listed"; }},
    };
    return specs;
}

} // namespace spinel
