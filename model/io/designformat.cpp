#include "io/designformat.h"

#include <cmath>
#include <limits>
#include <string_view>
#include <nlohmann/json.hpp>

#include "core/limits.h"
#include "io/designstreamreader.h"
#include "io/designstreamwriter.h"
#include "io/designupgrade.h"
#include "io/idtable.h"
#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/loaderror.h"
#include "io/scenarioformat.h"

namespace spinel {

using namespace jsonfields;

namespace {

using namespace limits;
// Any finite number: read first so the message can say "must be greater than 0" before the range.
constexpr double kAnyNumber = std::numeric_limits<double>::max();

template <typename Parse>
auto readEnum(const json &object, const char *key, const std::string &path, Parse parse, const char *expected)
{
    const std::string text = readString(object, key, path, 64);
    auto value = parse(text);
    if (!value) throw FormatError(join(path, key), "unknown value " + quote(text) + "; expected " + expected);
    return *value;
}

std::string partitionRange()
{
    return "GPUs per NVLink partition must be between 0 and " + std::to_string(kMaxPartitionGpus)
           + " (0: the whole domain is one partition)";
}

std::string readId(const json &object, const char *key, const std::string &path)
{
    std::string id = readString(object, key, path, kMaxIdLength);
    if (id.empty()) throw FormatError(join(path, key), "an id cannot be empty");
    return id;
}

Device readDevice(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"id", "name", "kind", "role", "model", "x", "y", "group", "nic_model", "nic_count"});
    Device device;
    device.id = readId(object, "id", path);
    device.name = readOptionalString(object, "name", path, kMaxNameLength).value_or(device.id);
    device.kind = readEnum(object, "kind", path, deviceKindFromString, "switch or server");
    if (device.isSwitch()) {
        device.role = readEnum(object, "role", path, switchRoleFromString, "leaf, spine or core");
    } else if (field(object, "role")) {
        throw FormatError(join(path, "role"), "only switches have a role");
    }
    device.model = readString(object, "model", path, kMaxIdLength);
    device.position.x = readOptionalNumber(object, "x", path, -kMaxPosition, kMaxPosition).value_or(0);
    device.position.y = readOptionalNumber(object, "y", path, -kMaxPosition, kMaxPosition).value_or(0);
    device.group = readOptionalString(object, "group", path, kMaxNameLength).value_or(std::string());
    device.nicModel = readOptionalString(object, "nic_model", path, kMaxIdLength);
    if (auto count = readOptionalInteger(object, "nic_count", path, 0, kMaxNicsPerServer)) device.nicCount = int(*count);
    if (device.isSwitch() && (device.nicModel || device.nicCount))
        throw FormatError(join(path, device.nicModel ? "nic_model" : "nic_count"), "only servers have NICs");
    return device;
}

Endpoint readEndpoint(const json &object, const char *deviceKey, const char *portKey, const std::string &path)
{
    Endpoint endpoint;
    endpoint.device = readId(object, deviceKey, path);
    if (auto port = readOptionalInteger(object, portKey, path, 0, kMaxPort)) endpoint.port = int(*port);
    return endpoint;
}

Link readLink(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"id", "from", "from_port", "to", "to_port", "speed_gbps", "count", "medium", "length_m"});
    Link link;
    link.id = readId(object, "id", path);
    link.from = readEndpoint(object, "from", "from_port", path);
    link.to = readEndpoint(object, "to", "to_port", path);
    if (!(readNumber(object, "speed_gbps", path, -kAnyNumber, kAnyNumber) > 0))
        throw FormatError(join(path, "speed_gbps"), "a link speed must be greater than 0 Gb/s");
    link.speedGbps = readNumber(object, "speed_gbps", path, 0, kMaxSpeedGbps);
    if (readNumber(object, "count", path, -kAnyNumber, kAnyNumber) < 1)
        throw FormatError(join(path, "count"), "a link bundle needs at least 1 cable");
    link.count = int(readInteger(object, "count", path, 1, kMaxCablesPerLink));
    link.medium = readEnum(object, "medium", path, mediumFromString, "dac, aoc, multimode or singlemode");
    if (const json *length = field(object, "length_m")) {
        const double metres = asNumber(*length, join(path, "length_m"), -kAnyNumber, kAnyNumber);
        if (!(metres > 0)) throw FormatError(join(path, "length_m"), "a cable length must be greater than 0 m");
        link.lengthM = asNumber(*length, join(path, "length_m"), 0, kMaxLengthM);
    }
    return link;
}

ScaleUpDomain readDomain(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"id", "name", "model", "members", "partition_gpus"});
    ScaleUpDomain domain;
    domain.id = readId(object, "id", path);
    domain.name = readOptionalString(object, "name", path, kMaxNameLength).value_or(domain.id);
    domain.model = readOptionalString(object, "model", path, kMaxIdLength).value_or(std::string());
    const std::string where = join(path, "members");
    const json &members = requireField(object, "members", path);
    requireArray(members, where);
    if (members.size() > std::size_t(kMaxDomainMembers))
        throw FormatError(where, std::to_string(members.size()) + " servers; a domain holds at most "
                                     + std::to_string(kMaxDomainMembers));
    domain.members.reserve(members.size());
    for (std::size_t k = 0; k < members.size(); ++k) {
        std::string member = asString(members[k], index(where, k), kMaxIdLength);
        if (member.empty()) throw FormatError(index(where, k), "an id cannot be empty");
        domain.members.push_back(std::move(member));
    }
    if (const json *partition = field(object, "partition_gpus")) {
        const double gpus = asNumber(*partition, join(path, "partition_gpus"), -kAnyNumber, kAnyNumber);
        if (gpus < 0) throw FormatError(join(path, "partition_gpus"), partitionRange());
        domain.partitionGpus = int(readInteger(object, "partition_gpus", path, 0, kMaxPartitionGpus));
    }
    return domain;
}

// "overlap" is one share for every kind of communication in files written before issue 10, and
// an object with one share per kind since.
TrainingOverlap readOverlap(const json &object, const std::string &path)
{
    TrainingOverlap o;
    const json *value = field(object, "overlap");
    if (!value) return o;
    const std::string where = join(path, "overlap");
    if (value->is_number()) {
        const double all = asNumber(*value, where, 0, 1);
        return {all, all, all, all, all};
    }
    requireObject(*value, where);
    checkKeys(*value, where, {"tensor_parallel", "context_parallel", "expert_parallel", "pipeline", "data_parallel"});
    o.tensorParallel = readOptionalNumber(*value, "tensor_parallel", where, 0, 1).value_or(o.tensorParallel);
    o.contextParallel = readOptionalNumber(*value, "context_parallel", where, 0, 1).value_or(o.contextParallel);
    o.expertParallel = readOptionalNumber(*value, "expert_parallel", where, 0, 1).value_or(o.expertParallel);
    o.pipeline = readOptionalNumber(*value, "pipeline", where, 0, 1).value_or(o.pipeline);
    o.dataParallel = readOptionalNumber(*value, "data_parallel", where, 0, 1).value_or(o.dataParallel);
    return o;
}

// Every key is optional, so files from before a key existed still open. "mfu" and "sharded" are
// the names of kernel_efficiency and zero_stage 1 in older files.
TrainingSettings readTraining(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"parameters", "active_parameters", "gradient_bytes", "tensor_parallel", "pipeline_parallel",
                             "context_parallel", "expert_parallel", "virtual_stages", "micro_batch_size",
                             "sequence_length", "layers", "hidden", "experts", "top_k", "recompute", "zero_stage",
                             "tokens_per_step", "kernel_efficiency", "mfu", "overlap", "train_tokens", "sharded"});
    if (field(object, "mfu") && field(object, "kernel_efficiency"))
        throw FormatError(join(path, "mfu"), "give kernel_efficiency only (mfu is its old name)");
    if (field(object, "sharded") && field(object, "zero_stage"))
        throw FormatError(join(path, "sharded"), "give zero_stage only (sharded is its old form)");
    TrainingSettings t;
    const auto integer = [&](const char *key, long long lo, long long hi, int fallback) {
        return int(readOptionalInteger(object, key, path, lo, hi).value_or(fallback));
    };
    t.parameters = readOptionalNumber(object, "parameters", path, 1e6, 1e15).value_or(t.parameters);
    t.activeParameters = readOptionalNumber(object, "active_parameters", path, 0, 1e15).value_or(t.activeParameters);
    t.gradientBytes = readOptionalNumber(object, "gradient_bytes", path, 0.5, 8).value_or(t.gradientBytes);
    t.tensorParallel = integer("tensor_parallel", 1, 1024, t.tensorParallel);
    t.pipelineParallel = integer("pipeline_parallel", 1, 4096, t.pipelineParallel);
    t.contextParallel = integer("context_parallel", 1, 4096, t.contextParallel);
    t.expertParallel = integer("expert_parallel", 1, 65536, t.expertParallel);
    t.virtualStages = integer("virtual_stages", 1, 1024, t.virtualStages);
    t.microBatchSize = integer("micro_batch_size", 1, 1 << 20, t.microBatchSize);
    t.sequenceLength = integer("sequence_length", 1, 1 << 30, t.sequenceLength);
    t.layers = integer("layers", 0, 1 << 20, t.layers);
    t.hidden = integer("hidden", 0, 1 << 20, t.hidden);
    t.experts = integer("experts", 1, 1 << 20, t.experts);
    t.topK = integer("top_k", 1, 1 << 20, t.topK);
    if (field(object, "recompute"))
        t.recompute = readEnum(object, "recompute", path, recomputeFromString, "none, selective or full");
    t.zeroStage = integer("zero_stage", 0, 3, readOptionalBool(object, "sharded", path).value_or(false) ? 1 : 0);
    t.tokensPerStep = readOptionalNumber(object, "tokens_per_step", path, 1, 1e12).value_or(t.tokensPerStep);
    t.kernelEfficiency = readOptionalNumber(object, "kernel_efficiency", path, 0.01, 1)
                             .value_or(readOptionalNumber(object, "mfu", path, 0.01, 1).value_or(t.kernelEfficiency));
    t.overlap = readOverlap(object, path);
    t.trainTokens = readOptionalNumber(object, "train_tokens", path, 0, 1e18).value_or(t.trainTokens);
    if (t.topK > t.experts)
        throw FormatError(join(path, "top_k"), std::to_string(t.topK) + " exceeds the " + std::to_string(t.experts) + " experts");
    return t;
}

// The same rule and message as the loader's string fields (jsonfields::asString).
void checkLength(const std::string &text, std::size_t limit, const std::string &path)
{
    if (text.size() > limit)
        throw FormatError(path, "text of " + std::to_string(text.size()) + " characters is longer than the limit of "
                                    + std::to_string(limit));
}

std::string suggestion(const Catalog &catalog, const std::string &id)
{
    const auto close = catalog.closestIds(id);
    if (close.empty()) return {};
    std::string text = "; did you mean ";
    for (std::size_t i = 0; i < close.size(); ++i) text += (i ? (i + 1 == close.size() ? " or " : ", ") : "") + quote(close[i]);
    return text + "?";
}

// Scale-up domains: ids in the one namespace, a rack model from the catalog, members that are
// servers of the design, each server in one domain at most.
template <typename Claim, typename FindDevice, typename PathOf>
void validateDomains(const Design &design, const Catalog &catalog, Claim claim, FindDevice findDevice,
                     std::size_t firstOwner, PathOf pathOf)
{
    const std::size_t deviceCount = design.devices.size();
    std::vector<int> domainOf(deviceCount, -1);
    for (std::size_t d = 0; d < design.domains.size(); ++d) {
        const ScaleUpDomain &domain = design.domains[d];
        const std::size_t owner = firstOwner + d;
        const std::string path = pathOf(owner);
        if (domain.id.empty()) throw FormatError(path + ".id", "an id cannot be empty");
        checkLength(domain.id, kMaxIdLength, path + ".id");
        claim(domain.id, owner);
        checkLength(domain.name, kMaxNameLength, path + ".name");
        checkLength(domain.model, kMaxIdLength, path + ".model");
        if (!domain.model.empty()) {
            const CatalogEntry *entry = catalog.find(domain.model);
            if (!entry)
                throw FormatError(path + ".model", "unknown catalog id " + quote(domain.model) + suggestion(catalog, domain.model));
            if (!entry->rackSpec)
                throw FormatError(path + ".model", quote(domain.model) + " is a " + toString(entry->kind) + ", not a rack");
        }
        if (domain.partitionGpus < 0 || domain.partitionGpus > kMaxPartitionGpus)
            throw FormatError(path + ".partition_gpus", partitionRange());
        if (domain.members.size() > std::size_t(kMaxDomainMembers))
            throw FormatError(path + ".members", std::to_string(domain.members.size())
                                                     + " servers; a domain holds at most " + std::to_string(kMaxDomainMembers));
        for (std::size_t k = 0; k < domain.members.size(); ++k) {
            const std::string &member = domain.members[k];
            const std::string where = index(path + ".members", k);
            const std::size_t device = findDevice(member);
            if (device >= deviceCount) throw FormatError(where, "no device " + quote(member));
            if (design.devices[device].isSwitch())
                throw FormatError(where, quote(member) + " is a switch; a domain holds servers (compute trays)");
            if (const int other = domainOf[device]; other >= 0)
                throw FormatError(where, "server " + quote(member) + " is already in domain "
                                             + quote(design.domains[std::size_t(other)].id) + " ("
                                             + pathOf(firstOwner + std::size_t(other)) + ")");
            domainOf[device] = int(d);
        }
    }
}

} // namespace

DesignSettings readDesignSettings(const nlohmann::json &root)
{
    checkKeys(root, {}, {"format", "version", "name", "description", "transport", "target_oversubscription",
                         "in_network_reduction", "training", "price_overrides", "devices", "links", "domains",
                         "scenarios"});
    DesignSettings settings;
    settings.name = readOptionalString(root, "name", {}, kMaxNameLength).value_or(std::string());
    settings.description = readOptionalString(root, "description", {}, kMaxDescriptionLength).value_or(std::string());
    if (field(root, "transport"))
        settings.transport = readEnum(root, "transport", {}, transportFromString, "infiniband, roce or tcp");
    settings.targetOversubscription = readOptionalNumber(root, "target_oversubscription", {}, kMinOversubscription, kMaxOversubscription).value_or(1.0);
    settings.inNetworkReduction = readOptionalBool(root, "in_network_reduction", {}).value_or(false);
    if (const json *training = field(root, "training")) settings.training = readTraining(*training, "training");
    if (const json *prices = field(root, "price_overrides")) {
        requireObject(*prices, "price_overrides");
        for (auto it = prices->begin(); it != prices->end(); ++it)
            settings.priceOverridesUsd[it.key()] = asNumber(*it, "price_overrides." + it.key(), 0, kMaxPriceUsd);
    }
    return settings;
}

void validateDesign(const Design &design, const Catalog &catalog)
{
    const auto &settings = design.settings;
    checkLength(settings.name, kMaxNameLength, "name");
    checkLength(settings.description, kMaxDescriptionLength, "description");
    if (!std::isfinite(settings.targetOversubscription) || settings.targetOversubscription < kMinOversubscription
        || settings.targetOversubscription > kMaxOversubscription)
        throw FormatError("target_oversubscription", "must be between 1 and 64 (1 means 1:1, non-blocking)");
    for (const auto &[id, price] : settings.priceOverridesUsd) {
        const std::string path = "price_overrides." + id;
        if (!catalog.find(id)) throw FormatError(path, "unknown catalog id " + quote(id) + suggestion(catalog, id));
        if (!std::isfinite(price) || price < 0 || price > kMaxPriceUsd)
            throw FormatError(path, "a price must be between 0 and 1,000,000,000 USD");
    }

    // Ids are unique across devices and links, so a what-if can name either. Keys are views into
    // the design; values say who used the id first (devices 0..n-1, then links n..). Error paths
    // are only built when there is an error: at a million GPUs building them cost more than the checks.
    const std::size_t deviceCount = design.devices.size();
    const std::size_t linkEnd = deviceCount + design.links.size();
    const auto pathOf = [&](std::size_t owner) {
        return owner < deviceCount ? index("devices", owner)
               : owner < linkEnd   ? index("links", owner - deviceCount)
                                   : index("domains", owner - linkEnd);
    };
    const auto idOf = [&](std::size_t owner) -> const std::string & {
        return owner < deviceCount ? design.devices[owner].id
               : owner < linkEnd   ? design.links[owner - deviceCount].id
                                   : design.domains[owner - linkEnd].id;
    };
    // Two tables: the devices' is small enough to stay in the cache for the link ends' look-ups;
    // links and domains go in the other, checked against the devices' first.
    IdTable deviceIds(deviceCount, idOf);
    IdTable otherIds(linkEnd - deviceCount + design.domains.size(), idOf);
    const auto claim = [&](const std::string &id, std::size_t owner) {
        if (id.empty()) throw FormatError(pathOf(owner) + ".id", "an id cannot be empty");
        std::size_t first = IdTable<decltype(idOf)>::kAbsent;
        if (owner < deviceCount) first = deviceIds.claim(id, owner);
        else if (first = deviceIds.find(id); first == IdTable<decltype(idOf)>::kAbsent) first = otherIds.claim(id, owner);
        if (first != IdTable<decltype(idOf)>::kAbsent)
            throw FormatError(pathOf(owner) + ".id", "duplicate id " + quote(id) + " (first used by " + pathOf(first) + ")");
    };
    const auto findDevice = [&](const std::string &id) { return deviceIds.find(id); };
    constexpr std::size_t kPrefetchAhead = 16;  // claims in flight: enough to hide a memory access
    const auto tooLong = [](const std::string &text, std::size_t limit) { return text.size() > limit; };

    // Catalog look-ups repeat the same few models: remember the last one.
    const std::string *lastModel = nullptr;
    const CatalogEntry *lastEntry = nullptr;
    for (std::size_t i = 0; i < deviceCount; ++i) {
        const Device &device = design.devices[i];
        if (i + kPrefetchAhead < deviceCount) deviceIds.prefetch(design.devices[i + kPrefetchAhead].id);
        claim(device.id, i);
        if (tooLong(device.id, kMaxIdLength)) checkLength(device.id, kMaxIdLength, pathOf(i) + ".id");
        if (tooLong(device.name, kMaxNameLength)) checkLength(device.name, kMaxNameLength, pathOf(i) + ".name");
        if (tooLong(device.group, kMaxNameLength)) checkLength(device.group, kMaxNameLength, pathOf(i) + ".group");
        if (tooLong(device.model, kMaxIdLength)) checkLength(device.model, kMaxIdLength, pathOf(i) + ".model");
        if (!lastModel || *lastModel != device.model) {
            lastModel = &device.model;
            lastEntry = catalog.find(device.model);
        }
        const CatalogEntry *entry = lastEntry;
        if (!entry)
            throw FormatError(pathOf(i) + ".model", "unknown catalog id " + quote(device.model) + suggestion(catalog, device.model));
        if (device.isSwitch() && !entry->switchSpec)
            throw FormatError(pathOf(i) + ".model", quote(device.model) + " is a " + toString(entry->kind) + ", not a switch");
        if (device.isServer() && !entry->serverSpec)
            throw FormatError(pathOf(i) + ".model", quote(device.model) + " is a " + toString(entry->kind) + ", not a server");
        if (device.nicModel && !catalog.nicSpec(*device.nicModel))
            throw FormatError(pathOf(i) + ".nic_model",
                              "unknown NIC " + quote(*device.nicModel) + suggestion(catalog, *device.nicModel));
        if (device.isSwitch() && (device.nicModel || device.nicCount))
            throw FormatError(pathOf(i) + (device.nicModel ? ".nic_model" : ".nic_count"), "only servers have NICs");
        if (device.nicCount && (*device.nicCount < 0 || *device.nicCount > kMaxNicsPerServer))
            throw FormatError(pathOf(i) + ".nic_count", "must be between 0 and " + std::to_string(kMaxNicsPerServer));
        for (const auto &[key, value] : {std::pair{".x", device.position.x}, std::pair{".y", device.position.y}})
            if (!std::isfinite(value) || std::fabs(value) > kMaxPosition)
                throw FormatError(pathOf(i) + key, "must be between -10,000,000 and 10,000,000");
    }

    // A link end names a device: its id must be claimed by an owner below deviceCount.
    // Consecutive links usually share an end (a server's NICs, a leaf's uplinks): remember the last.
    const std::string *lastEnd = nullptr;
    bool lastIsDevice = false;
    const auto isDevice = [&](const std::string &id) {
        if (lastEnd && *lastEnd == id) return lastIsDevice;
        lastEnd = &id;
        lastIsDevice = findDevice(id) < deviceCount;
        return lastIsDevice;
    };
    std::int64_t cables = 0;
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        const std::size_t owner = deviceCount + i;
        if (i + kPrefetchAhead < design.links.size()) {
            const Link &ahead = design.links[i + kPrefetchAhead];
            otherIds.prefetch(ahead.id);
            deviceIds.prefetch(ahead.id);
            deviceIds.prefetch(ahead.to.device);
        }
        claim(link.id, owner);
        if (tooLong(link.id, kMaxIdLength)) checkLength(link.id, kMaxIdLength, pathOf(owner) + ".id");
        if (!isDevice(link.from.device)) throw FormatError(pathOf(owner) + ".from", "no device " + quote(link.from.device));
        if (!isDevice(link.to.device)) throw FormatError(pathOf(owner) + ".to", "no device " + quote(link.to.device));
        if (link.from.device == link.to.device)
            throw FormatError(pathOf(owner) + ".to", "a link cannot connect " + quote(link.to.device) + " to itself");
        if (!std::isfinite(link.speedGbps) || link.speedGbps <= 0 || link.speedGbps > kMaxSpeedGbps)
            throw FormatError(pathOf(owner) + ".speed_gbps", "must be greater than 0 and at most 3200 Gb/s");
        if (link.count < 1 || link.count > kMaxCablesPerLink)
            throw FormatError(pathOf(owner) + ".count", "must be between 1 and " + std::to_string(kMaxCablesPerLink));
        for (const auto &[key, port] : {std::pair{".from_port", link.from.port}, std::pair{".to_port", link.to.port}})
            if (port && (*port < 0 || *port > kMaxPort))
                throw FormatError(pathOf(owner) + key, "must be between 0 and " + std::to_string(kMaxPort));
        cables += link.count;
        if (cables > kMaxCablesPerDesign)
            throw FormatError(pathOf(owner) + ".count", "the design has more than " + std::to_string(kMaxCablesPerDesign)
                                                   + " cables in all");
        if (link.lengthM && (!std::isfinite(*link.lengthM) || *link.lengthM <= 0 || *link.lengthM > kMaxLengthM))
            throw FormatError(pathOf(owner) + ".length_m", "must be greater than 0 and at most 100 km");
    }
    if (!design.domains.empty()) validateDomains(design, catalog, claim, findDevice, linkEnd, pathOf);
    if (!design.scenarios.empty()) validateScenarios(design.scenarios);
}

void migrateDesignJson(nlohmann::json &root, int fromVersion, int toVersion, const std::vector<DesignMigration> &steps)
{
    for (int version = fromVersion; version < toVersion; ++version) {
        if (version < 0 || std::size_t(version) >= steps.size() || !steps[std::size_t(version)])
            throw FormatError("version", "no migration from version " + std::to_string(version));
        steps[std::size_t(version)](root);
        root["version"] = version + 1;
    }
}

const std::vector<DesignMigration> &designMigrations()
{
    // steps[v] upgrades version v to v + 1; version 1 is the first public format.
    // 1 -> 2 adds "domains" and changes nothing written: the one change of meaning (servers whose
    // model became a rack) needs the catalog and is made on the Design (upgradeRackServers).
    static const std::vector<DesignMigration> steps{nullptr, [](nlohmann::json &) {}};
    static_assert(kDesignFormatVersion == 2, "add the migration step for the new version");
    return steps;
}

Design SpinelFormat::read(const std::string &bytes, const Catalog &catalog, const std::string &fileName) const
{
    return readDesign(bytes, catalog, fileName);
}

Design readDesign(const std::string &bytes, const Catalog &catalog, const std::string &fileName, std::vector<std::string> *notes)
{
    // Well-formed files go the fast way; anything it refuses is read again by the strict tree
    // reader, which names the problem (the errors stay exactly those of the strict reader).
    int version = kDesignFormatVersion;
    std::optional<Design> streamed = readDesignStream(bytes, &version);
    if (!streamed) return readDesignTree(bytes, catalog, fileName, notes);
    try {
        if (version < 2) {
            auto upgraded = upgradeRackServers(*streamed, catalog);
            if (notes) notes->insert(notes->end(), upgraded.begin(), upgraded.end());
        }
        validateDesign(*streamed, catalog);
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what());
    }
    return std::move(*streamed);
}

Design readDesignTree(const std::string &bytes, const Catalog &catalog, const std::string &fileName,
                      std::vector<std::string> *notes)
{
    try {
        json root = parseJsonText(bytes);
        requireObject(root, {});
        const json *format = field(root, "format");
        if (!format || !format->is_string() || format->get<std::string>() != "spinel-design")
            throw FormatError("format", format && format->is_string() && format->get<std::string>() == "spinel-catalog"
                                            ? "this is a Spinel catalog, not a design; pass it with --catalog"
                                        : format ? "expected \"spinel-design\"; this is not a Spinel design"
                                               : "missing; this is not a Spinel design");
        const auto version = int(readInteger(root, "version", {}, 1, 1'000'000));
        if (version > kDesignFormatVersion)
            throw FormatError("version", "the file has version " + std::to_string(version)
                                             + ", newer than this Spinel reads (" + std::to_string(kDesignFormatVersion)
                                             + "); update Spinel");
        if (version < kDesignFormatVersion) migrateDesignJson(root, version, kDesignFormatVersion, designMigrations());

        Design design;
        design.settings = readDesignSettings(root);

        const json &devices = requireField(root, "devices", {});
        requireArray(devices, "devices");
        design.devices.reserve(devices.size());
        for (std::size_t i = 0; i < devices.size(); ++i) design.devices.push_back(readDevice(devices[i], index("devices", i)));

        if (const json *links = field(root, "links")) {
            requireArray(*links, "links");
            design.links.reserve(links->size());
            for (std::size_t i = 0; i < links->size(); ++i) design.links.push_back(readLink((*links)[i], index("links", i)));
        }
        if (const json *domains = field(root, "domains")) {
            requireArray(*domains, "domains");
            design.domains.reserve(domains->size());
            for (std::size_t i = 0; i < domains->size(); ++i)
                design.domains.push_back(readDomain((*domains)[i], index("domains", i)));
        }
        if (const json *scenarios = field(root, "scenarios")) design.scenarios = readScenarios(*scenarios, "scenarios");
        if (version < 2) {
            auto upgraded = upgradeRackServers(design, catalog);
            if (notes) notes->insert(notes->end(), upgraded.begin(), upgraded.end());
        }
        validateDesign(design, catalog);
        return design;
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what());
    }
}

std::string SpinelFormat::write(const Design &design) const
{
    return writeDesignText(design);
}


std::string writeDesign(const Design &design)
{
    return SpinelFormat().write(design);
}

Design loadDesignFile(const std::string &fileName, const Catalog &catalog, std::vector<std::string> *notes)
{
    return readDesign(readFileBytes(fileName), catalog, fileName, notes);
}

} // namespace spinel
