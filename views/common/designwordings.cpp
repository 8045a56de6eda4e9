// The wording of the errors in design and catalog files (model/io/designmessages.cpp) for the UI.
// Ids, catalog models, JSON keys and the values a file may hold stay as written.

#include "common/messagewordings.h"

namespace spinel::wording {

namespace {

// "; did you mean "a", "b" or "c"?" when the catalog has close ids.
QString suggestion(const Message &m)
{
    QStringList close;
    for (const QString &id : texts(m, "close")) close << quoted(id);
    if (close.isEmpty()) return {};
    //: Appended to "unknown catalog id …"; %1 the catalog's closest ids ("a", "b" or "c")
    return MessageText::tr("; did you mean %1?").arg(alternatives(close));
}

} // namespace

const QHash<QString, Wording> &designs()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("design.is-catalog"),
         [](const Message &) {
             //: --catalog is a command-line option and stays as it is
             return MessageText::tr("this is a Spinel catalog, not a design; pass it with --catalog");
         }},
        {QStringLiteral("design.not-design"),
         [](const Message &) {
             //: "spinel-design" is the file's format key and stays as it is
             return MessageText::tr("expected \"spinel-design\"; this is not a Spinel design");
         }},
        {QStringLiteral("design.no-format"),
         [](const Message &) { return MessageText::tr("missing; this is not a Spinel design"); }},
        {QStringLiteral("design.newer"),
         [](const Message &m) {
             //: %1 the file's format version, %2 the newest this Spinel reads
             return MessageText::tr("the file has version %1, newer than this Spinel reads (%2); update Spinel")
                 .arg(integer(m, "version"), integer(m, "supported"));
         }},
        {QStringLiteral("design.no-migration"),
         [](const Message &m) {
             //: %1 a file format version
             return MessageText::tr("no migration from version %1").arg(integer(m, "version"));
         }},
        {QStringLiteral("design.oversubscription"),
         [](const Message &) { return MessageText::tr("must be between 1 and 64 (1 means 1:1, non-blocking)"); }},
        {QStringLiteral("design.price"),
         [](const Message &) { return MessageText::tr("a price must be between 0 and %1 USD").arg(integer(1'000'000'000)); }},
        {QStringLiteral("design.old-mfu"),
         [](const Message &) {
             //: kernel_efficiency and mfu are keys of the file format and stay as they are
             return MessageText::tr("give kernel_efficiency only (mfu is its old name)");
         }},
        {QStringLiteral("design.old-sharded"),
         [](const Message &) {
             //: zero_stage and sharded are keys of the file format and stay as they are
             return MessageText::tr("give zero_stage only (sharded is its old form)");
         }},
        {QStringLiteral("design.top-k"),
         [](const Message &m) {
             //: A mixture-of-experts setting: %1 experts per token (top_k), %2 the experts in all
             return MessageText::tr("%1 exceeds the %2 experts").arg(integer(m, "top_k"), integer(m, "experts"));
         }},
        {QStringLiteral("design.unknown-model"),
         [](const Message &m) {
             //: %1 the catalog id in the file, %2 suggestions (may be empty)
             return MessageText::tr("unknown catalog id %1%2").arg(quoted(str(m, "model")), suggestion(m));
         }},
        {QStringLiteral("design.unknown-nic"),
         [](const Message &m) {
             //: %1 the NIC's catalog id in the file, %2 suggestions (may be empty)
             return MessageText::tr("unknown NIC %1%2").arg(quoted(str(m, "nic")), suggestion(m));
         }},
        {QStringLiteral("design.model-kind"),
         [](const Message &m) {
             //: %1 a catalog id, %2 what the catalog says it is (a NIC), %3 what the object needs (a switch)
             return MessageText::tr("%1 is a %2, not a %3")
                 .arg(quoted(str(m, "model")), catalogKind(m.text("kind")), catalogKind(m.text("wanted")));
         }},
        {QStringLiteral("design.switch-nics"), [](const Message &) { return MessageText::tr("only servers have NICs"); }},
        {QStringLiteral("design.server-role"), [](const Message &) { return MessageText::tr("only switches have a role"); }},
        {QStringLiteral("design.range"),
         [](const Message &m) {
             //: %1 and %2 the smallest and largest whole numbers allowed
             return MessageText::tr("must be between %1 and %2").arg(integer(m, "minimum"), integer(m, "maximum"));
         }},
        {QStringLiteral("design.position"),
         [](const Message &) {
             //: A canvas position's limits
             return MessageText::tr("must be between %1 and %2").arg(integer(-10'000'000), integer(10'000'000));
         }},
        {QStringLiteral("design.speed"),
         [](const Message &) { return MessageText::tr("must be greater than 0 and at most 3200 Gb/s"); }},
        {QStringLiteral("design.speed-positive"),
         [](const Message &) { return MessageText::tr("a link speed must be greater than 0 Gb/s"); }},
        {QStringLiteral("design.count-positive"),
         [](const Message &) { return MessageText::tr("a link bundle needs at least 1 cable"); }},
        {QStringLiteral("design.cables"),
         [](const Message &m) {
             //: %1 the most cables a design can have
             return MessageText::tr("the design has more than %1 cables in all").arg(integer(m, "limit"));
         }},
        {QStringLiteral("design.length"),
         [](const Message &) { return MessageText::tr("must be greater than 0 and at most 100 km"); }},
        {QStringLiteral("design.length-positive"),
         [](const Message &) { return MessageText::tr("a cable length must be greater than 0 m"); }},
        {QStringLiteral("design.rack-server-upgraded"),
         [](const Message &m) {
             //: A note on opening an older file. %1 the server's id, %2 its catalog model (gb200-nvl72), %3 the number of
             //: compute trays, %4 and %5 the first and last tray's ids, %n the number of link ends moved
             return MessageText::tr("server %1 (%2, a single server in version 1 files) became rack domain %1 of %3 compute trays "
                                    "%4 … %5; %Ln link end(s) moved to the trays",
                                    nullptr, int(m.integer("links")))
                 .arg(quoted(str(m, "server")), str(m, "model"), integer(m, "trays"), str(m, "first"), str(m, "last"));
         }},
        {QStringLiteral("design.no-device"),
         [](const Message &m) {
             //: %1 a device id
             return MessageText::tr("no device %1").arg(quoted(str(m, "device")));
         }},
        {QStringLiteral("design.self-link"),
         [](const Message &m) {
             //: %1 a device id
             return MessageText::tr("a link cannot connect %1 to itself").arg(quoted(str(m, "device")));
         }},
        {QStringLiteral("design.domain-size"),
         [](const Message &m) {
             //: An NVLink domain: %1 its servers, %2 the most it can hold
             return MessageText::tr("%1 servers; a domain holds at most %2").arg(integer(m, "count"), integer(m, "limit"));
         }},
        {QStringLiteral("design.member-switch"),
         [](const Message &m) {
             //: %1 a device id
             return MessageText::tr("%1 is a switch; a domain holds servers (compute trays)").arg(quoted(str(m, "device")));
         }},
        {QStringLiteral("design.member-twice"),
         [](const Message &m) {
             //: %1 a server id, %2 the domain's id, %3 where that domain is in the file (a JSON path)
             return MessageText::tr("server %1 is already in domain %2 (%3)")
                 .arg(quoted(str(m, "device")), quoted(str(m, "domain")), str(m, "first"));
         }},
        {QStringLiteral("design.partition"),
         [](const Message &m) {
             //: %1 the most GPUs an NVLink partition can have
             return MessageText::tr("GPUs per NVLink partition must be between 0 and %1 (0: the whole domain is one partition)")
                 .arg(integer(m, "limit"));
         }},
        {QStringLiteral("scenario.name"), [](const Message &) { return MessageText::tr("a scenario needs a name"); }},
        {QStringLiteral("scenario.too-many"),
         [](const Message &m) {
             //: Pinned Compare scenarios: %1 in the file, %2 the most a design keeps
             return MessageText::tr("%1 scenarios; a design keeps at most %2").arg(integer(m, "count"), integer(m, "limit"));
         }},
        {QStringLiteral("scenario.too-long"),
         [](const Message &m) {
             //: %1 the most characters allowed
             return MessageText::tr("text longer than the limit of %1").arg(integer(m, "limit"));
         }},
        {QStringLiteral("scenario.figure"),
         [](const Message &m) {
             //: %1 the largest number allowed, as the file writes it
             return MessageText::tr("must be a finite number from 0 to %1").arg(str(m, "maximum"));
         }},
        {QStringLiteral("catalog.is-design"),
         [](const Message &) { return MessageText::tr("this is a Spinel design, not a catalog"); }},
        {QStringLiteral("catalog.not-catalog"),
         [](const Message &m) {
             //: "spinel-catalog" is the file's format key and stays as it is; %1 the format the file names
             return MessageText::tr("expected \"spinel-catalog\", found %1").arg(quoted(str(m, "format")));
         }},
        {QStringLiteral("catalog.newer"),
         [](const Message &m) {
             //: %1 the catalog file's format version, %2 the newest this Spinel reads
             return MessageText::tr("catalog version %1 is newer than this Spinel reads (%2); update Spinel")
                 .arg(integer(m, "version"), integer(m, "supported"));
         }},
        {QStringLiteral("catalog.breakout"),
         [](const Message &) { return MessageText::tr("breakout carries more bandwidth than the switch has ports for"); }},
        {QStringLiteral("catalog.no-protocol"),
         [](const Message &) { return MessageText::tr("a NIC needs at least one protocol"); }},
        {QStringLiteral("catalog.ports-need-adapter"),
         [](const Message &) {
             //: "adapter" is a key of the catalog format and stays as it is
             return MessageText::tr("needs \"adapter\": the catalog NIC these ports are part of");
         }},
        {QStringLiteral("catalog.partition"),
         [](const Message &m) {
             //: %1 the GPUs of the rack
             return MessageText::tr("a partition is a whole number of GPUs from 1 to %1").arg(integer(m, "gpus"));
         }},
        {QStringLiteral("catalog.rack-split"),
         [](const Message &m) {
             //: A rack-scale system spread over several racks; %1 its compute trays
             return MessageText::tr("the racks must hold equal shares of the %1 compute trays").arg(integer(m, "trays"));
         }},
        {QStringLiteral("catalog.other-data"),
         [](const Message &m) {
             //: %1 the entry's kind (a switch), %2 another kind's data key, as written in files
             return MessageText::tr("a %1 entry cannot have %2 data").arg(catalogKind(m.text("kind")), quoted(str(m, "key")));
         }},
        {QStringLiteral("catalog.no-compute-tray"),
         [](const Message &m) {
             //: %1 a server's catalog id
             return MessageText::tr("no server %1 in the catalog").arg(quoted(str(m, "server")));
         }},
        {QStringLiteral("catalog.no-adapter"),
         [](const Message &m) {
             //: %1 a NIC's catalog id
             return MessageText::tr("no NIC %1 in the catalog that is an adapter of its own").arg(quoted(str(m, "nic")));
         }},
        {QStringLiteral("catalog.no-nic"),
         [](const Message &m) {
             //: %1 a NIC's catalog id
             return MessageText::tr("no NIC %1 in the catalog").arg(quoted(str(m, "nic")));
         }},
        {QStringLiteral("catalog.no-host"),
         [](const Message &m) {
             //: %1 the catalog id a transceiver's "hosts" names
             return MessageText::tr("no switch or NIC %1 in the catalog").arg(quoted(str(m, "host")));
         }},
    };
    return wordings;
}

} // namespace spinel::wording
