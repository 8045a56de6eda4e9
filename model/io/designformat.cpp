#include "io/designformat.h"

#include <cmath>
#include <unordered_map>
#include <nlohmann/json.hpp>

#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/loaderror.h"

namespace spinel {

using namespace jsonfields;
using ordered = nlohmann::ordered_json;

namespace {

// Limits that catch absurd values without getting in the way of real designs.
constexpr double kMaxCoordinate = 1e7;
constexpr double kMaxSpeedGbps = 3200;
constexpr long long kMaxBundleCount = 100000;
constexpr double kMaxLengthM = 100000;
constexpr long long kMaxPort = 4095;
constexpr long long kMaxNics = 64;
constexpr std::size_t kMaxIdLength = 128;

template <typename Parse>
auto readEnum(const json &object, const char *key, const std::string &path, Parse parse, const char *expected)
{
    const std::string text = readString(object, key, path, 64);
    auto value = parse(text);
    if (!value) throw FormatError(join(path, key), "unknown value " + quote(text) + "; expected " + expected);
    return *value;
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
    device.name = readOptionalString(object, "name", path, 256).value_or(device.id);
    device.kind = readEnum(object, "kind", path, deviceKindFromString, "switch or server");
    if (device.isSwitch()) {
        device.role = readEnum(object, "role", path, switchRoleFromString, "leaf, spine or core");
    } else if (field(object, "role")) {
        throw FormatError(join(path, "role"), "only switches have a role");
    }
    device.model = readString(object, "model", path, kMaxIdLength);
    device.position.x = readOptionalNumber(object, "x", path, -kMaxCoordinate, kMaxCoordinate).value_or(0);
    device.position.y = readOptionalNumber(object, "y", path, -kMaxCoordinate, kMaxCoordinate).value_or(0);
    device.group = readOptionalString(object, "group", path, 256).value_or(std::string());
    device.nicModel = readOptionalString(object, "nic_model", path, kMaxIdLength);
    if (auto count = readOptionalInteger(object, "nic_count", path, 0, kMaxNics)) device.nicCount = int(*count);
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
    if (!(readNumber(object, "speed_gbps", path, -1e300, 1e300) > 0))
        throw FormatError(join(path, "speed_gbps"), "a link speed must be greater than 0 Gb/s");
    link.speedGbps = readNumber(object, "speed_gbps", path, 0, kMaxSpeedGbps);
    if (readNumber(object, "count", path, -1e300, 1e300) < 1)
        throw FormatError(join(path, "count"), "a link bundle needs at least 1 cable");
    link.count = int(readInteger(object, "count", path, 1, kMaxBundleCount));
    link.medium = readEnum(object, "medium", path, mediumFromString, "dac, aoc, multimode or singlemode");
    if (const json *length = field(object, "length_m")) {
        const double metres = asNumber(*length, join(path, "length_m"), -1e300, 1e300);
        if (!(metres > 0)) throw FormatError(join(path, "length_m"), "a cable length must be greater than 0 m");
        link.lengthM = asNumber(*length, join(path, "length_m"), 0, kMaxLengthM);
    }
    return link;
}

ordered writeDevice(const Device &device)
{
    ordered out;
    out["id"] = device.id;
    out["name"] = device.name;
    out["kind"] = toString(device.kind);
    if (device.isSwitch()) out["role"] = toString(device.role);
    out["model"] = device.model;
    out["x"] = number(device.position.x);
    out["y"] = number(device.position.y);
    if (!device.group.empty()) out["group"] = device.group;
    if (device.nicModel) out["nic_model"] = *device.nicModel;
    if (device.nicCount) out["nic_count"] = *device.nicCount;
    return out;
}

ordered writeLink(const Link &link)
{
    ordered out;
    out["id"] = link.id;
    out["from"] = link.from.device;
    if (link.from.port) out["from_port"] = *link.from.port;
    out["to"] = link.to.device;
    if (link.to.port) out["to_port"] = *link.to.port;
    out["speed_gbps"] = number(link.speedGbps);
    out["count"] = link.count;
    out["medium"] = toString(link.medium);
    if (link.lengthM) out["length_m"] = number(*link.lengthM);
    return out;
}

TrainingSettings readTraining(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"parameters", "gradient_bytes", "tensor_parallel", "pipeline_parallel", "tokens_per_step",
                             "mfu", "overlap", "train_tokens", "sharded"});
    TrainingSettings t;
    t.parameters = readOptionalNumber(object, "parameters", path, 1e6, 1e15).value_or(t.parameters);
    t.gradientBytes = readOptionalNumber(object, "gradient_bytes", path, 0.5, 8).value_or(t.gradientBytes);
    t.tensorParallel = int(readOptionalInteger(object, "tensor_parallel", path, 1, 1024).value_or(t.tensorParallel));
    t.pipelineParallel = int(readOptionalInteger(object, "pipeline_parallel", path, 1, 4096).value_or(t.pipelineParallel));
    t.tokensPerStep = readOptionalNumber(object, "tokens_per_step", path, 1, 1e12).value_or(t.tokensPerStep);
    t.mfu = readOptionalNumber(object, "mfu", path, 0.01, 1).value_or(t.mfu);
    t.overlap = readOptionalNumber(object, "overlap", path, 0, 1).value_or(t.overlap);
    t.trainTokens = readOptionalNumber(object, "train_tokens", path, 0, 1e18).value_or(t.trainTokens);
    t.shardedDataParallel = readOptionalBool(object, "sharded", path).value_or(false);
    return t;
}

ordered writeTraining(const TrainingSettings &t)
{
    ordered out;
    out["parameters"] = number(t.parameters);
    out["gradient_bytes"] = number(t.gradientBytes);
    out["tensor_parallel"] = t.tensorParallel;
    out["pipeline_parallel"] = t.pipelineParallel;
    out["tokens_per_step"] = number(t.tokensPerStep);
    out["mfu"] = number(t.mfu);
    out["overlap"] = number(t.overlap);
    out["train_tokens"] = number(t.trainTokens);
    out["sharded"] = t.shardedDataParallel;
    return out;
}

std::string suggestion(const Catalog &catalog, const std::string &id)
{
    const auto close = catalog.closestIds(id);
    if (close.empty()) return {};
    std::string text = "; did you mean ";
    for (std::size_t i = 0; i < close.size(); ++i) text += (i ? (i + 1 == close.size() ? " or " : ", ") : "") + quote(close[i]);
    return text + "?";
}

} // namespace

void validateDesign(const Design &design, const Catalog &catalog)
{
    const auto &settings = design.settings;
    if (!std::isfinite(settings.targetOversubscription) || settings.targetOversubscription < 1
        || settings.targetOversubscription > 64)
        throw FormatError("target_oversubscription", "must be between 1 and 64 (1 means 1:1, non-blocking)");
    for (const auto &[id, price] : settings.priceOverridesUsd) {
        const std::string path = "price_overrides." + id;
        if (!catalog.find(id)) throw FormatError(path, "unknown catalog id " + quote(id) + suggestion(catalog, id));
        if (!std::isfinite(price) || price < 0 || price > 1e9)
            throw FormatError(path, "a price must be between 0 and 1,000,000,000 USD");
    }

    // Ids are unique across devices and links, so a what-if can name either.
    std::unordered_map<std::string, std::string> ids;
    ids.reserve(design.devices.size() + design.links.size());
    auto claim = [&](const std::string &id, const std::string &path) {
        if (id.empty()) throw FormatError(path + ".id", "an id cannot be empty");
        auto [it, fresh] = ids.emplace(id, path);
        if (!fresh) throw FormatError(path + ".id", "duplicate id " + quote(id) + " (first used by " + it->second + ")");
    };

    std::unordered_map<std::string, const Device *> devices;
    devices.reserve(design.devices.size());
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        const Device &device = design.devices[i];
        const std::string path = index("devices", i);
        claim(device.id, path);
        devices.emplace(device.id, &device);
        const CatalogEntry *entry = catalog.find(device.model);
        if (!entry)
            throw FormatError(path + ".model", "unknown catalog id " + quote(device.model) + suggestion(catalog, device.model));
        if (device.isSwitch() && !entry->switchSpec)
            throw FormatError(path + ".model", quote(device.model) + " is a " + toString(entry->kind) + ", not a switch");
        if (device.isServer() && !entry->serverSpec)
            throw FormatError(path + ".model", quote(device.model) + " is a " + toString(entry->kind) + ", not a server");
        if (device.nicModel && !catalog.nicSpec(*device.nicModel))
            throw FormatError(path + ".nic_model",
                              "unknown NIC " + quote(*device.nicModel) + suggestion(catalog, *device.nicModel));
        if (device.nicCount && (*device.nicCount < 0 || *device.nicCount > kMaxNics))
            throw FormatError(path + ".nic_count", "must be between 0 and " + std::to_string(kMaxNics));
        if (!std::isfinite(device.position.x) || !std::isfinite(device.position.y)
            || std::fabs(device.position.x) > kMaxCoordinate || std::fabs(device.position.y) > kMaxCoordinate)
            throw FormatError(path + ".x", "position out of range");
    }

    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        const std::string path = index("links", i);
        claim(link.id, path);
        if (!devices.count(link.from.device)) throw FormatError(path + ".from", "no device " + quote(link.from.device));
        if (!devices.count(link.to.device)) throw FormatError(path + ".to", "no device " + quote(link.to.device));
        if (link.from.device == link.to.device)
            throw FormatError(path + ".to", "a link cannot connect " + quote(link.to.device) + " to itself");
        if (!std::isfinite(link.speedGbps) || link.speedGbps <= 0 || link.speedGbps > kMaxSpeedGbps)
            throw FormatError(path + ".speed_gbps", "must be greater than 0 and at most 3200 Gb/s");
        if (link.count < 1 || link.count > kMaxBundleCount)
            throw FormatError(path + ".count", "must be between 1 and " + std::to_string(kMaxBundleCount));
        if (link.lengthM && (!std::isfinite(*link.lengthM) || *link.lengthM <= 0 || *link.lengthM > kMaxLengthM))
            throw FormatError(path + ".length_m", "must be greater than 0 and at most 100 km");
    }
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
    // Version 1 is the first public format; steps[v] will upgrade v to v + 1 as the format grows.
    static const std::vector<DesignMigration> steps(static_cast<std::size_t>(kDesignFormatVersion));
    return steps;
}

Design SpinelFormat::read(const std::string &bytes, const Catalog &catalog, const std::string &fileName) const
{
    try {
        json root = parseJsonText(bytes);
        requireObject(root, {});
        const json *format = field(root, "format");
        if (!format || !format->is_string() || format->get<std::string>() != "spinel-design")
            throw FormatError("format", format ? "expected \"spinel-design\"; this is not a Spinel design"
                                               : "missing; this is not a Spinel design");
        const auto version = int(readInteger(root, "version", {}, 1, 1'000'000));
        if (version > kDesignFormatVersion)
            throw FormatError("version", "the file has version " + std::to_string(version)
                                             + ", newer than this Spinel reads (" + std::to_string(kDesignFormatVersion)
                                             + "); update Spinel");
        if (version < kDesignFormatVersion) migrateDesignJson(root, version, kDesignFormatVersion, designMigrations());

        checkKeys(root, {}, {"format", "version", "name", "description", "transport", "target_oversubscription",
                             "in_network_reduction", "training", "price_overrides", "devices", "links"});
        Design design;
        auto &settings = design.settings;
        settings.name = readOptionalString(root, "name", {}, 256).value_or(std::string());
        settings.description = readOptionalString(root, "description", {}, 65536).value_or(std::string());
        if (field(root, "transport"))
            settings.transport = readEnum(root, "transport", {}, transportFromString, "infiniband, roce or tcp");
        settings.targetOversubscription = readOptionalNumber(root, "target_oversubscription", {}, 1, 64).value_or(1.0);
        settings.inNetworkReduction = readOptionalBool(root, "in_network_reduction", {}).value_or(true);
        if (const json *training = field(root, "training")) settings.training = readTraining(*training, "training");
        if (const json *prices = field(root, "price_overrides")) {
            requireObject(*prices, "price_overrides");
            for (auto it = prices->begin(); it != prices->end(); ++it)
                settings.priceOverridesUsd[it.key()] = asNumber(*it, "price_overrides." + it.key(), 0, 1e9);
        }

        const json &devices = requireField(root, "devices", {});
        requireArray(devices, "devices");
        design.devices.reserve(devices.size());
        for (std::size_t i = 0; i < devices.size(); ++i) design.devices.push_back(readDevice(devices[i], index("devices", i)));

        if (const json *links = field(root, "links")) {
            requireArray(*links, "links");
            design.links.reserve(links->size());
            for (std::size_t i = 0; i < links->size(); ++i) design.links.push_back(readLink((*links)[i], index("links", i)));
        }
        validateDesign(design, catalog);
        return design;
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what());
    }
}

std::string SpinelFormat::write(const Design &design) const
{
    const auto &settings = design.settings;
    ordered root;
    root["format"] = "spinel-design";
    root["version"] = kDesignFormatVersion;
    root["name"] = settings.name;
    root["description"] = settings.description;
    root["transport"] = toString(settings.transport);
    root["target_oversubscription"] = number(settings.targetOversubscription);
    root["in_network_reduction"] = settings.inNetworkReduction;
    root["training"] = writeTraining(settings.training);
    ordered prices = ordered::object();
    for (const auto &[id, price] : settings.priceOverridesUsd) prices[id] = number(price);  // std::map: sorted
    root["price_overrides"] = std::move(prices);
    ordered devices = ordered::array();
    for (const auto &device : design.devices) devices.push_back(writeDevice(device));
    root["devices"] = std::move(devices);
    ordered links = ordered::array();
    for (const auto &link : design.links) links.push_back(writeLink(link));
    root["links"] = std::move(links);
    return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

Design readDesign(const std::string &bytes, const Catalog &catalog, const std::string &fileName)
{
    return SpinelFormat().read(bytes, catalog, fileName);
}

std::string writeDesign(const Design &design)
{
    return SpinelFormat().write(design);
}

Design loadDesignFile(const std::string &fileName, const Catalog &catalog)
{
    return readDesign(readFileBytes(fileName), catalog, fileName);
}

} // namespace spinel
