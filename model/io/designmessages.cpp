// The English wording of the errors in design files (io/designformat.cpp, designvalidation.cpp,
// scenarioformat.cpp) and catalog files (io/catalogformat.cpp). Message ids and arguments: see
// core/message.h. The error's file and JSON path are the LoadError's, not part of the message.
// Ids and models come cut as jsonfields::shown() cuts them.

#include "core/message.h"
#include "core/argspec.h"

namespace spinel {

namespace {

using namespace spec;

using Kind = MessageArg::Kind;

MessageArgSpec kind(std::string name)
{
    return {std::move(name), Kind::Keyword, {}, {"switch", "server", "nic", "cable", "transceiver", "rack"}};
}

std::string quoted(const Message &m, const char *name)
{
    return "\"" + m.text(name) + "\"";
}

// "; did you mean "a", "b" or "c"?" when the catalog has ids close to the one given.
std::string suggestion(const Message &m)
{
    std::vector<std::string> close = m.texts("close");
    if (close.empty()) return {};
    for (std::string &id : close) id = "\"" + id + "\"";
    return "; did you mean " + spec::alternatives(close) + "?";
}

std::string newer(const Message &m)
{
    return " newer than this Spinel reads (" + count(m, "supported") + "); update Spinel";
}

} // namespace

const std::vector<MessageSpec> &designMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        // The file as a whole.
        fixed("design.is-catalog",
              [](const Message &) { return std::string("this is a Spinel catalog, not a design; pass it with --catalog"); }),
        fixed("design.not-design",
              [](const Message &) { return std::string("expected \"spinel-design\"; this is not a Spinel design"); }),
        fixed("design.no-format", [](const Message &) { return std::string("missing; this is not a Spinel design"); }),
        {"design.newer",
         {integer("version"), integer("supported")},
         [](const Message &m) { return "the file has version " + count(m, "version") + "," + newer(m); }},
        {"design.no-migration",
         {integer("version")},
         [](const Message &m) { return "no migration from version " + count(m, "version"); }},
        // Settings.
        fixed("design.oversubscription",
              [](const Message &) { return std::string("must be between 1 and 64 (1 means 1:1, non-blocking)"); }),
        fixed("design.price", [](const Message &) { return std::string("a price must be between 0 and 1,000,000,000 USD"); }),
        fixed("design.old-mfu", [](const Message &) { return std::string("give kernel_efficiency only (mfu is its old name)"); }),
        fixed("design.old-sharded", [](const Message &) { return std::string("give zero_stage only (sharded is its old form)"); }),
        {"design.top-k",
         {integer("top_k"), integer("experts")},
         [](const Message &m) { return count(m, "top_k") + " exceeds the " + count(m, "experts") + " experts"; }},
        // Devices, links and domains.
        {"design.unknown-model",
         {text("model"), ids("close")},
         [](const Message &m) { return "unknown catalog id " + quoted(m, "model") + suggestion(m); }},
        {"design.unknown-nic",
         {text("nic"), ids("close")},
         [](const Message &m) { return "unknown NIC " + quoted(m, "nic") + suggestion(m); }},
        // `kind`: what the catalog entry is; `wanted`: what the object needs.
        {"design.model-kind",
         {text("model"), kind("kind"), kind("wanted")},
         [](const Message &m) { return quoted(m, "model") + " is a " + m.text("kind") + ", not a " + m.text("wanted"); }},
        fixed("design.switch-nics", [](const Message &) { return std::string("only servers have NICs"); }),
        fixed("design.server-role", [](const Message &) { return std::string("only switches have a role"); }),
        {"design.range",
         {integer("minimum"), integer("maximum")},
         [](const Message &m) { return "must be between " + count(m, "minimum") + " and " + count(m, "maximum"); }},
        fixed("design.position", [](const Message &) { return std::string("must be between -10,000,000 and 10,000,000"); }),
        fixed("design.speed", [](const Message &) { return std::string("must be greater than 0 and at most 3200 Gb/s"); }),
        fixed("design.speed-positive", [](const Message &) { return std::string("a link speed must be greater than 0 Gb/s"); }),
        fixed("design.count-positive", [](const Message &) { return std::string("a link bundle needs at least 1 cable"); }),
        {"design.cables",
         {integer("limit")},
         [](const Message &m) { return "the design has more than " + count(m, "limit") + " cables in all"; }},
        fixed("design.length", [](const Message &) { return std::string("must be greater than 0 and at most 100 km"); }),
        fixed("design.length-positive", [](const Message &) { return std::string("a cable length must be greater than 0 m"); }),
        {"design.no-device", {text("device")}, [](const Message &m) { return "no device " + quoted(m, "device"); }},
        {"design.self-link",
         {text("device")},
         [](const Message &m) { return "a link cannot connect " + quoted(m, "device") + " to itself"; }},
        {"design.domain-size",
         {integer("count"), integer("limit")},
         [](const Message &m) { return count(m, "count") + " servers; a domain holds at most " + count(m, "limit"); }},
        {"design.member-switch",
         {text("device")},
         [](const Message &m) { return quoted(m, "device") + " is a switch; a domain holds servers (compute trays)"; }},
        // `first`: the JSON path of that domain.
        {"design.member-twice",
         {text("device"), text("domain"), text("first")},
         [](const Message &m) {
             return "server " + quoted(m, "device") + " is already in domain " + quoted(m, "domain") + " (" + m.text("first") + ")";
         }},
        {"design.partition",
         {integer("limit")},
         [](const Message &m) {
             return "GPUs per NVLink partition must be between 0 and " + count(m, "limit")
                    + " (0: the whole domain is one partition)";
         }},
        // An upgrade of an older file (designupgrade.h): not an error, a note of what changed.
        {"design.rack-server-upgraded",
         {id("server"), id("model"), integer("trays"), id("first"), id("last"), integer("links")},
         [](const Message &m) {
             return "server " + quoted(m, "server") + " (" + m.text("model")
                    + ", a single server in version 1 files) became rack domain " + quoted(m, "server") + " of "
                    + count(m, "trays") + " compute trays " + m.text("first") + " … " + m.text("last") + "; " + count(m, "links")
                    + (count(m, "links") == "1" ? " link end" : " link ends") + " moved to the trays";
         }},
        // Pinned scenarios.
        fixed("scenario.name", [](const Message &) { return std::string("a scenario needs a name"); }),
        {"scenario.too-many",
         {integer("count"), integer("limit")},
         [](const Message &m) { return count(m, "count") + " scenarios; a design keeps at most " + count(m, "limit"); }},
        {"scenario.too-long",
         {integer("limit")},
         [](const Message &m) { return "text longer than the limit of " + count(m, "limit"); }},
        // `maximum` as JSON writes it.
        {"scenario.figure",
         {text("maximum")},
         [](const Message &m) { return "must be a finite number from 0 to " + m.text("maximum"); }},
    };
    return specs;
}

const std::vector<MessageSpec> &catalogMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        fixed("catalog.is-design", [](const Message &) { return std::string("this is a Spinel design, not a catalog"); }),
        {"catalog.not-catalog",
         {text("format")},
         [](const Message &m) { return "expected \"spinel-catalog\", found " + quoted(m, "format"); }},
        {"catalog.newer",
         {integer("version"), integer("supported")},
         [](const Message &m) { return "catalog version " + count(m, "version") + " is" + newer(m); }},
        fixed("catalog.breakout",
              [](const Message &) { return std::string("breakout carries more bandwidth than the switch has ports for"); }),
        fixed("catalog.no-protocol", [](const Message &) { return std::string("a NIC needs at least one protocol"); }),
        fixed("catalog.ports-need-adapter",
              [](const Message &) { return std::string("needs \"adapter\": the catalog NIC these ports are part of"); }),
        {"catalog.partition",
         {integer("gpus")},
         [](const Message &m) { return "a partition is a whole number of GPUs from 1 to " + count(m, "gpus"); }},
        {"catalog.rack-split",
         {integer("trays")},
         [](const Message &m) { return "the racks must hold equal shares of the " + count(m, "trays") + " compute trays"; }},
        // `key`: the other kind's data key ("switch", "server", "nic", "media", "rack").
        {"catalog.other-data",
         {kind("kind"), text("key")},
         [](const Message &m) { return "a " + m.text("kind") + " entry cannot have " + quoted(m, "key") + " data"; }},
        {"catalog.no-compute-tray",
         {text("server")},
         [](const Message &m) { return "no server " + quoted(m, "server") + " in the catalog"; }},
        {"catalog.no-adapter",
         {text("nic")},
         [](const Message &m) { return "no NIC " + quoted(m, "nic") + " in the catalog that is an adapter of its own"; }},
        {"catalog.no-nic", {text("nic")}, [](const Message &m) { return "no NIC " + quoted(m, "nic") + " in the catalog"; }},
        {"catalog.no-host",
         {text("host")},
         [](const Message &m) { return "no switch or NIC " + quoted(m, "host") + " in the catalog"; }},
    };
    return specs;
}

} // namespace spinel
