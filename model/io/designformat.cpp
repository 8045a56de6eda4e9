#include "io/designformat.h"

#include <filesystem>
#include <limits>
#include <string_view>
#include <nlohmann/json.hpp>

#include "core/limits.h"
#include "io/designstreamreader.h"
#include "io/designstreamwriter.h"
#include "io/designupgrade.h"
#include "io/designvalidation.h"
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
auto readEnum(const json &object, const char *key, const std::string &path, Parse parse, std::vector<std::string> expected)
{
    const std::string text = readString(object, key, path, 64);
    auto value = parse(text);
    if (!value) throw FormatError(join(path, key), unknownValue("value", text, std::move(expected)));
    return *value;
}

std::string readId(const json &object, const char *key, const std::string &path)
{
    std::string id = readString(object, key, path, kMaxIdLength);
    if (id.empty()) throw FormatError(join(path, key), emptyId());
    return id;
}

Device readDevice(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"id", "name", "kind", "role", "model", "x", "y", "group", "nic_model", "nic_count"});
    Device device;
    device.id = readId(object, "id", path);
    device.name = readOptionalString(object, "name", path, kMaxNameLength).value_or(device.id);
    device.kind = readEnum(object, "kind", path, deviceKindFromString, {"switch", "server"});
    if (device.isSwitch()) {
        device.role = readEnum(object, "role", path, switchRoleFromString, {"leaf", "spine", "core"});
    } else if (field(object, "role")) {
        throw FormatError(join(path, "role"), Message{"design.server-role", {}});
    }
    device.model = readString(object, "model", path, kMaxIdLength);
    device.position.x = readOptionalNumber(object, "x", path, -kMaxPosition, kMaxPosition).value_or(0);
    device.position.y = readOptionalNumber(object, "y", path, -kMaxPosition, kMaxPosition).value_or(0);
    device.group = readOptionalString(object, "group", path, kMaxNameLength).value_or(std::string());
    device.nicModel = readOptionalString(object, "nic_model", path, kMaxIdLength);
    if (auto count = readOptionalInteger(object, "nic_count", path, 0, kMaxNicsPerServer)) device.nicCount = int(*count);
    if (device.isSwitch() && (device.nicModel || device.nicCount))
        throw FormatError(join(path, device.nicModel ? "nic_model" : "nic_count"), Message{"design.switch-nics", {}});
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
        throw FormatError(join(path, "speed_gbps"), Message{"design.speed-positive", {}});
    link.speedGbps = readNumber(object, "speed_gbps", path, 0, kMaxSpeedGbps);
    if (readNumber(object, "count", path, -kAnyNumber, kAnyNumber) < 1)
        throw FormatError(join(path, "count"), Message{"design.count-positive", {}});
    link.count = int(readInteger(object, "count", path, 1, kMaxCablesPerLink));
    link.medium = readEnum(object, "medium", path, mediumFromString, {"dac", "aoc", "multimode", "singlemode"});
    if (const json *length = field(object, "length_m")) {
        const double metres = asNumber(*length, join(path, "length_m"), -kAnyNumber, kAnyNumber);
        if (!(metres > 0)) throw FormatError(join(path, "length_m"), Message{"design.length-positive", {}});
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
    if (members.size() > std::size_t(kMaxDomainMembers)) throw FormatError(where, domainSizeMessage(members.size()));
    domain.members.reserve(members.size());
    for (std::size_t k = 0; k < members.size(); ++k) {
        std::string member = asString(members[k], index(where, k), kMaxIdLength);
        if (member.empty()) throw FormatError(index(where, k), emptyId());
        domain.members.push_back(std::move(member));
    }
    if (const json *partition = field(object, "partition_gpus")) {
        const double gpus = asNumber(*partition, join(path, "partition_gpus"), -kAnyNumber, kAnyNumber);
        if (gpus < 0) throw FormatError(join(path, "partition_gpus"), partitionRangeMessage());
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
    checkKeys(object, path,
              {"parameters",
               "active_parameters",
               "gradient_bytes",
               "tensor_parallel",
               "pipeline_parallel",
               "context_parallel",
               "expert_parallel",
               "virtual_stages",
               "micro_batch_size",
               "sequence_length",
               "layers",
               "hidden",
               "experts",
               "top_k",
               "recompute",
               "zero_stage",
               "tokens_per_step",
               "kernel_efficiency",
               "mfu",
               "overlap",
               "train_tokens",
               "sharded"});
    if (field(object, "mfu") && field(object, "kernel_efficiency"))
        throw FormatError(join(path, "mfu"), Message{"design.old-mfu", {}});
    if (field(object, "sharded") && field(object, "zero_stage"))
        throw FormatError(join(path, "sharded"), Message{"design.old-sharded", {}});
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
        t.recompute = readEnum(object, "recompute", path, recomputeFromString, {"none", "selective", "full"});
    t.zeroStage = integer("zero_stage", 0, 3, readOptionalBool(object, "sharded", path).value_or(false) ? 1 : 0);
    t.tokensPerStep = readOptionalNumber(object, "tokens_per_step", path, 1, 1e12).value_or(t.tokensPerStep);
    t.kernelEfficiency = readOptionalNumber(object, "kernel_efficiency", path, 0.01, 1)
                             .value_or(readOptionalNumber(object, "mfu", path, 0.01, 1).value_or(t.kernelEfficiency));
    t.overlap = readOverlap(object, path);
    t.trainTokens = readOptionalNumber(object, "train_tokens", path, 0, 1e18).value_or(t.trainTokens);
    if (t.topK > t.experts)
        throw FormatError(join(path, "top_k"),
                          Message{"design.top-k", {arg::integer("top_k", t.topK), arg::integer("experts", t.experts)}});
    return t;
}

} // namespace

DesignSettings readDesignSettings(const nlohmann::json &root)
{
    checkKeys(root, {},
              {"format", "version", "name", "description", "transport", "target_oversubscription", "in_network_reduction",
               "training", "price_overrides", "devices", "links", "domains", "scenarios"});
    DesignSettings settings;
    settings.name = readOptionalString(root, "name", {}, kMaxNameLength).value_or(std::string());
    settings.description = readOptionalString(root, "description", {}, kMaxDescriptionLength).value_or(std::string());
    if (field(root, "transport"))
        settings.transport = readEnum(root, "transport", {}, transportFromString, {"infiniband", "roce", "tcp"});
    settings.targetOversubscription =
        readOptionalNumber(root, "target_oversubscription", {}, kMinOversubscription, kMaxOversubscription).value_or(1.0);
    settings.inNetworkReduction = readOptionalBool(root, "in_network_reduction", {}).value_or(false);
    if (const json *training = field(root, "training")) settings.training = readTraining(*training, "training");
    if (const json *prices = field(root, "price_overrides")) {
        requireObject(*prices, "price_overrides");
        for (auto it = prices->begin(); it != prices->end(); ++it)
            settings.priceOverridesUsd[it.key()] = asNumber(*it, "price_overrides." + it.key(), 0, kMaxPriceUsd);
    }
    return settings;
}

void migrateDesignJson(nlohmann::json &root, int fromVersion, int toVersion, const std::vector<DesignMigration> &steps)
{
    for (int version = fromVersion; version < toVersion; ++version) {
        if (version < 0 || std::size_t(version) >= steps.size() || !steps[std::size_t(version)])
            throw FormatError("version", Message{"design.no-migration", {arg::integer("version", version)}});
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

namespace {

// What the stream reader leaves to its caller: the upgrades of older files and the validation.
Design finishStreamed(Design &&design, int version, const Catalog &catalog, const std::string &fileName, std::vector<Message> *notes)
{
    try {
        if (version < 2) {
            auto upgraded = upgradeRackServers(design, catalog);
            if (notes) notes->insert(notes->end(), upgraded.begin(), upgraded.end());
        }
        validateDesign(design, catalog);
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what(), error.message());
    }
    return std::move(design);
}

} // namespace

Design readDesign(const std::string &bytes, const Catalog &catalog, const std::string &fileName, std::vector<Message> *notes)
{
    // Well-formed files go the fast way; anything it refuses is read again by the strict tree
    // reader, which names the problem (the errors stay exactly those of the strict reader).
    int version = kDesignFormatVersion;
    std::optional<Design> streamed = readDesignStream(bytes, &version);
    if (!streamed) return readDesignTree(bytes, catalog, fileName, notes);
    return finishStreamed(std::move(*streamed), version, catalog, fileName, notes);
}

Design readDesignTree(const std::string &bytes, const Catalog &catalog, const std::string &fileName, std::vector<Message> *notes)
{
    try {
        json root = parseJsonText(bytes);
        requireObject(root, {});
        const json *format = field(root, "format");
        if (!format || !format->is_string() || format->get<std::string>() != "spinel-design")
            throw FormatError("format", Message{format && format->is_string() && format->get<std::string>() == "spinel-catalog"
                                                    ? "design.is-catalog"
                                                : format ? "design.not-design"
                                                         : "design.no-format",
                                                {}});
        const auto version = int(readInteger(root, "version", {}, 1, 1'000'000));
        if (version > kDesignFormatVersion)
            throw FormatError(
                "version",
                Message{"design.newer", {arg::integer("version", version), arg::integer("supported", kDesignFormatVersion)}});
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
        throw LoadError(fileName, error.path(), error.what(), error.message());
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

void writeDesign(const Design &design, const std::function<void(std::string_view)> &sink)
{
    writeDesignText(design, sink);
}

Design loadDesignFile(const std::string &fileName, const Catalog &catalog, std::vector<Message> *notes)
{
    // A regular file within the size limit is parsed as it is read, a piece at a time; a file the
    // fast path refuses or cannot read, and any other kind of file, is read whole as before, so
    // its errors are named by the same code.
    std::error_code error;
    if (std::filesystem::is_regular_file(fileName, error)) {
        const auto size = std::filesystem::file_size(fileName, error);
        if (!error && size <= fileBytesLimit()) {
            int version = kDesignFormatVersion;
            if (std::optional<Design> streamed = readDesignStreamFile(fileName, &version))
                return finishStreamed(std::move(*streamed), version, catalog, fileName, notes);
            return readDesignTree(readFileBytes(fileName), catalog, fileName, notes);
        }
    }
    return readDesign(readFileBytes(fileName), catalog, fileName, notes);
}

} // namespace spinel
