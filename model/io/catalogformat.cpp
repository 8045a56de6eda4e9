#include "io/catalogformat.h"

#include <nlohmann/json.hpp>

#include "core/limits.h"
#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/loaderror.h"

namespace spinel {

using namespace jsonfields;

namespace {

LinkProtocol readProtocol(const json &value, const std::string &path)
{
    const auto text = asString(value, path);
    auto protocol = linkProtocolFromString(text);
    if (!protocol) throw FormatError(path, unknownValue("protocol", text, {"infiniband", "ethernet"}));
    return *protocol;
}

SwitchSpec readSwitch(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"ports", "port_speed_gbps", "breakouts", "hop_latency_ns", "in_network_reduction", "protocol"});
    SwitchSpec spec;
    spec.ports = int(readInteger(object, "ports", path, 1, 4096));
    spec.portSpeedGbps = readNumber(object, "port_speed_gbps", path, 1, 3200);
    if (const json *breakouts = field(object, "breakouts")) {
        const std::string bpath = join(path, "breakouts");
        requireArray(*breakouts, bpath);
        for (std::size_t i = 0; i < breakouts->size(); ++i) {
            const std::string p = index(bpath, i);
            const json &b = (*breakouts)[i];
            requireObject(b, p);
            checkKeys(b, p, {"ports", "speed_gbps"});
            Breakout breakout{int(readInteger(b, "ports", p, 1, 16384)), readNumber(b, "speed_gbps", p, 1, 3200)};
            if (breakout.ports * breakout.speedGbps > spec.ports * spec.portSpeedGbps * 1.0001)
                throw FormatError(p, Message{"catalog.breakout", {}});
            spec.breakouts.push_back(breakout);
        }
    }
    spec.hopLatencyNs = readNumber(object, "hop_latency_ns", path, 0, 1e6);
    spec.inNetworkReduction = readOptionalBool(object, "in_network_reduction", path).value_or(false);
    spec.protocol = readProtocol(requireField(object, "protocol", path), join(path, "protocol"));
    return spec;
}

ServerSpec readServer(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path,
              {"gpus", "gpu", "generation", "nvlink_GBps_per_gpu", "nvlink_links_per_gpu", "nvswitch_reduction", "nics_via_cpu",
               "gpu_peak_bf16_tflops", "gpu_memory_GB", "default_nic", "default_nic_count"});
    ServerSpec spec;
    spec.gpus = int(readInteger(object, "gpus", path, 1, limits::kMaxGpusPerServer));
    spec.gpuName = readOptionalString(object, "gpu", path).value_or(std::string());
    if (const auto text = readOptionalString(object, "generation", path)) {
        const auto generation = gpuGenerationFromString(*text);
        if (!generation)
            throw FormatError(join(path, "generation"),
                              unknownValue("GPU generation", *text, {"volta", "ampere", "hopper", "blackwell"}));
        spec.generation = *generation;
    }
    spec.nvlinkGBpsPerGpu = readNumber(object, "nvlink_GBps_per_gpu", path, 0, 1e5);
    spec.nvlinkLinksPerGpu = int(readOptionalInteger(object, "nvlink_links_per_gpu", path, 0, 1024).value_or(0));
    spec.nvswitchReduction = readOptionalBool(object, "nvswitch_reduction", path).value_or(false);
    spec.nicsViaCpu = readOptionalBool(object, "nics_via_cpu", path).value_or(false);
    spec.gpuPeakBf16Tflops = readNumber(object, "gpu_peak_bf16_tflops", path, 0, 1e6);
    spec.gpuMemoryGB = readOptionalNumber(object, "gpu_memory_GB", path, 0, 1e6).value_or(0);
    spec.defaultNic = readString(object, "default_nic", path, 128);
    spec.defaultNicCount = int(readInteger(object, "default_nic_count", path, 0, limits::kMaxNicsPerServer));
    return spec;
}

NicSpec readNic(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"speed_gbps", "ports", "protocols", "latency_ns", "adapter", "ports_per_adapter"});
    NicSpec spec;
    spec.speedGbps = readNumber(object, "speed_gbps", path, 1, 3200);
    spec.ports = int(readOptionalInteger(object, "ports", path, 1, 16).value_or(1));
    const std::string ppath = join(path, "protocols");
    const json &protocols = requireField(object, "protocols", path);
    requireArray(protocols, ppath);
    if (protocols.empty()) throw FormatError(ppath, Message{"catalog.no-protocol", {}});
    for (std::size_t i = 0; i < protocols.size(); ++i) spec.protocols.push_back(readProtocol(protocols[i], index(ppath, i)));
    spec.latencyNs = readOptionalNumber(object, "latency_ns", path, 0, 1e6).value_or(0);
    spec.adapter = readOptionalString(object, "adapter", path, 128).value_or("");
    spec.portsPerAdapter = int(readOptionalInteger(object, "ports_per_adapter", path, 1, 16).value_or(1));
    if (spec.portsPerAdapter > 1 && spec.adapter.empty())
        throw FormatError(join(path, "ports_per_adapter"), Message{"catalog.ports-need-adapter", {}});
    return spec;
}

MediaSpec readMedia(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"medium", "speed_gbps", "reach_m", "ports", "hosts"});
    MediaSpec spec;
    const std::string text = readString(object, "medium", path);
    auto medium = mediumFromString(text);
    if (!medium) throw FormatError(join(path, "medium"), unknownValue("medium", text, {"dac", "aoc", "multimode", "singlemode"}));
    spec.medium = *medium;
    spec.speedGbps = readNumber(object, "speed_gbps", path, 0, 3200);
    spec.reachM = readNumber(object, "reach_m", path, 0.1, 1e5);
    spec.ports = int(readOptionalInteger(object, "ports", path, 1, 16).value_or(1));
    if (const json *hosts = field(object, "hosts")) {
        const std::string hpath = join(path, "hosts");
        requireArray(*hosts, hpath);
        for (std::size_t i = 0; i < hosts->size(); ++i) spec.hosts.push_back(asString((*hosts)[i], index(hpath, i), 128));
    }
    return spec;
}

RackSpec readRack(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path,
              {"compute_tray", "compute_trays", "switch_trays", "gpus", "nvlink_GBps_per_gpu", "nvlink_links_per_gpu",
               "nvswitch_reduction", "partitions", "nvlink_reach_m", "racks"});
    RackSpec spec;
    spec.computeTray = readString(object, "compute_tray", path, 128);
    spec.computeTrays = int(readInteger(object, "compute_trays", path, 1, 1024));
    spec.switchTrays = int(readInteger(object, "switch_trays", path, 0, 1024));
    spec.gpus = int(readInteger(object, "gpus", path, 1, limits::kMaxGpusPerServer));
    spec.nvlinkGBpsPerGpu = readNumber(object, "nvlink_GBps_per_gpu", path, 0, 1e5);
    spec.nvlinkLinksPerGpu = int(readOptionalInteger(object, "nvlink_links_per_gpu", path, 0, 1024).value_or(0));
    spec.nvswitchReduction = readOptionalBool(object, "nvswitch_reduction", path).value_or(false);
    if (const json *partitions = field(object, "partitions")) {
        const std::string ppath = join(path, "partitions");
        requireArray(*partitions, ppath);
        for (std::size_t i = 0; i < partitions->size(); ++i) {
            const json &value = (*partitions)[i];
            if (!value.is_number_integer() || value.get<long long>() < 1 || value.get<long long>() > spec.gpus)
                throw FormatError(index(ppath, i), Message{"catalog.partition", {arg::integer("gpus", spec.gpus)}});
            spec.partitions.push_back(value.get<int>());
        }
    }
    spec.nvlinkReachM = readOptionalNumber(object, "nvlink_reach_m", path, 0, 1e3).value_or(0);
    spec.racks = int(readOptionalInteger(object, "racks", path, 1, 64).value_or(1));
    // Each rack holds the same number of the domain's trays (NVL36x2: 9 and 9).
    if (spec.computeTrays % spec.racks != 0)
        throw FormatError(join(path, "racks"), Message{"catalog.rack-split", {arg::integer("trays", spec.computeTrays)}});
    return spec;
}

CatalogEntry readEntry(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(
        object, path,
        {"id", "name", "kind", "price_usd", "price_source", "price_date", "power_w", "switch", "server", "nic", "media", "rack"});
    CatalogEntry entry;
    entry.id = readString(object, "id", path, 128);
    if (entry.id.empty()) throw FormatError(join(path, "id"), emptyId());
    entry.name = readOptionalString(object, "name", path).value_or(entry.id);
    const std::string kindText = readString(object, "kind", path);
    auto kind = catalogKindFromString(kindText);
    if (!kind)
        throw FormatError(join(path, "kind"),
                          unknownValue("kind", kindText, {"switch", "server", "nic", "cable", "transceiver", "rack"}));
    entry.kind = *kind;
    entry.priceUsd = readNumber(object, "price_usd", path, 0, limits::kMaxPriceUsd);
    entry.priceSource = readString(object, "price_source", path);
    entry.priceDate = readString(object, "price_date", path, 32);
    entry.powerW = readNumber(object, "power_w", path, 0, 1e6);

    const char *specKey = nullptr;
    switch (entry.kind) {
    case CatalogKind::Switch: specKey = "switch"; break;
    case CatalogKind::Server: specKey = "server"; break;
    case CatalogKind::Nic: specKey = "nic"; break;
    case CatalogKind::Cable:
    case CatalogKind::Transceiver: specKey = "media"; break;
    case CatalogKind::Rack: specKey = "rack"; break;
    }
    for (const char *other : {"switch", "server", "nic", "media", "rack"})
        if (std::string(other) != specKey && field(object, other))
            throw FormatError(join(path, other),
                              Message{"catalog.other-data", {arg::keyword("kind", kindText), arg::text("key", other)}});
    const json &spec = requireField(object, specKey, path);
    const std::string specPath = join(path, specKey);
    switch (entry.kind) {
    case CatalogKind::Switch: entry.switchSpec = readSwitch(spec, specPath); break;
    case CatalogKind::Server: entry.serverSpec = readServer(spec, specPath); break;
    case CatalogKind::Nic: entry.nicSpec = readNic(spec, specPath); break;
    case CatalogKind::Cable:
    case CatalogKind::Transceiver: entry.mediaSpec = readMedia(spec, specPath); break;
    case CatalogKind::Rack: entry.rackSpec = readRack(spec, specPath); break;
    }
    return entry;
}

} // namespace

Catalog readCatalog(const std::string &bytes, const std::string &fileName)
{
    try {
        const json root = parseJsonText(bytes);
        requireObject(root, {});
        // Checked before the keys: a design passed as --catalog would otherwise read "devices: unknown key".
        if (const json *format = field(root, "format");
            format && format->is_string() && format->get<std::string>() == "spinel-design")
            throw FormatError("format", Message{"catalog.is-design", {}});
        checkKeys(root, {}, {"format", "version", "description", "entries"});
        const std::string format = readString(root, "format", {});
        if (format != "spinel-catalog")
            throw FormatError("format", Message{"catalog.not-catalog", {arg::text("format", shown(format))}});
        const auto version = readInteger(root, "version", {}, 1, 1'000'000);
        if (version > kCatalogFormatVersion)
            throw FormatError(
                "version",
                Message{"catalog.newer", {arg::integer("version", version), arg::integer("supported", kCatalogFormatVersion)}});
        const json &entries = requireField(root, "entries", {});
        requireArray(entries, "entries");
        Catalog catalog;
        std::map<std::string, std::size_t> seen;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string path = index("entries", i);
            CatalogEntry entry = readEntry(entries[i], path);
            auto [it, fresh] = seen.emplace(entry.id, i);
            if (!fresh) throw FormatError(join(path, "id"), duplicateId(entry.id, index("entries", it->second)));
            catalog.insert(std::move(entry));
        }
        // Servers must name a NIC the same file (or the built-in catalog) defines; checked by the
        // caller after merging, since a user catalog may rely on built-in NICs.
        return catalog;
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what(), error.message());
    }
}

Catalog loadCatalogFile(const std::string &fileName)
{
    return readCatalog(readFileBytes(fileName), fileName);
}

} // namespace spinel

namespace spinel {
void checkCatalogReferences(const Catalog &catalog, const std::string &fileName)
{
    for (const auto &entry : catalog.entries()) {
        if (entry.rackSpec && !catalog.serverSpec(entry.rackSpec->computeTray))
            throw LoadError(
                fileName, "entry " + jsonfields::quote(entry.id) + ".rack.compute_tray",
                Message{"catalog.no-compute-tray", {arg::text("server", jsonfields::shown(entry.rackSpec->computeTray))}});
        if (entry.nicSpec && !entry.nicSpec->adapter.empty()) {
            const NicSpec *adapter = catalog.nicSpec(entry.nicSpec->adapter);
            if (!adapter || !adapter->adapter.empty())
                throw LoadError(fileName, "entry " + jsonfields::quote(entry.id) + ".nic.adapter",
                                Message{"catalog.no-adapter", {arg::text("nic", jsonfields::shown(entry.nicSpec->adapter))}});
        }
        if (entry.mediaSpec)
            for (const std::string &host : entry.mediaSpec->hosts)
                if (!catalog.switchSpec(host) && !catalog.nicSpec(host))
                    throw LoadError(fileName, "entry " + jsonfields::quote(entry.id) + ".media.hosts",
                                    Message{"catalog.no-host", {arg::text("host", jsonfields::shown(host))}});
        if (!entry.serverSpec) continue;
        const auto &nic = entry.serverSpec->defaultNic;
        if (!catalog.nicSpec(nic))
            throw LoadError(fileName, "entry " + jsonfields::quote(entry.id) + ".server.default_nic",
                            Message{"catalog.no-nic", {arg::text("nic", jsonfields::shown(nic))}});
    }
}
} // namespace spinel
