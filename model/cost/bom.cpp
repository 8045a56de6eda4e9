#include "cost/bom.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace spinel {

const char *toString(BomCategory category)
{
    switch (category) {
    case BomCategory::Servers: return "servers";
    case BomCategory::Switches: return "switches";
    case BomCategory::Nics: return "nics";
    case BomCategory::Transceivers: return "transceivers";
    case BomCategory::Cables: return "cables";
    }
    return "switches";
}

long long Bom::quantityOf(const std::string &catalogId) const
{
    long long quantity = 0;
    for (const auto &line : lines)
        if (line.catalogId == catalogId) quantity += line.quantity;
    return quantity;
}

namespace {

// (category, id, length bucket) -> quantity; std::map keeps the output order stable.
using Quantities = std::map<std::tuple<int, std::string, std::string>, long long>;

// Switches, servers and their NICs; `nicsInServerPrice` collects the NICs a server's list price
// already includes, so they are not charged twice.
void countDevices(const Design &design, const Catalog &catalog, const BomOptions &options, Bom &bom, Quantities &quantities,
                  std::map<std::string, long long> &nicsInServerPrice)
{
    for (const Device &device : design.devices) {
        if (device.isSwitch()) {
            quantities[{int(BomCategory::Switches), device.model, {}}] += 1;
            continue;
        }
        if (const auto *spec = catalog.serverSpec(device.model)) bom.gpus += spec->gpus;
        if (options.includeServers) quantities[{int(BomCategory::Servers), device.model, {}}] += 1;
        const EffectiveNics nics = effectiveNics(device, catalog);
        if (nics.count > 0 && catalog.find(nics.model)) {
            // NICs bought as parts of one adapter (cx8-2x400g halves) are counted as adapters.
            const NicAdapters adapters = nicAdapters(nics, catalog);
            quantities[{int(BomCategory::Nics), adapters.model, {}}] += adapters.count;
            // A server's list price includes its default NICs; don't charge them twice.
            const auto *spec = catalog.serverSpec(device.model);
            if (options.includeServers && spec && adapters.model == spec->defaultNic)
                nicsInServerPrice[adapters.model] += std::min(adapters.count, spec->defaultNicCount);
        }
    }

    // A rack-scale domain (NVL72) adds its rack's own parts once: NVLink switch trays, copper spine,
    // power shelves. Its compute trays are servers above; a domain without a catalog rack adds nothing.
    if (options.includeServers)
        for (const ScaleUpDomain &domain : design.domains)
            if (!domain.model.empty() && catalog.rackSpec(domain.model))
                quantities[{int(BomCategory::Servers), domain.model, {}}] += 1;
}

// Link ids a warning names, at most; the count says how many more.
constexpr std::size_t kListedLinks = 5;

// The links of one warning: how many, their cables, the first few ids in design order.
struct LinkList {
    long long links = 0, cables = 0;
    std::vector<std::string> ids;
    void add(const Link &link)
    {
        ++links, cables += link.count;
        if (ids.size() < kListedLinks) ids.push_back(link.id);
    }
    Message message(const char *id) const
    {
        return {id, {arg::integer("cables", cables), arg::integer("links", links), arg::ids("first", ids)}};
    }
};

// Where the parts depend on the link ends (parts made for a switch's or NIC's cage, twin-port
// modules shared by the links of one device): every device's host model as a small number, so links
// still group into a handful of kinds. Ends are looked up only for links of a (medium, speed) that
// such parts serve (the device index is built on the first), and consecutive links mostly leave the
// same device, so the last lookup is kept.
class HostModels {
public:
    HostModels(const Design &design, const Catalog &catalog)
        : m_design(design)
        , m_catalog(catalog)
    {
        for (const CatalogEntry *entry : catalog.entriesOfKind(CatalogKind::Transceiver))
            if (const auto &spec = entry->mediaSpec; spec && (!spec->hosts.empty() || spec->ports > 1))
                m_served.emplace_back(spec->medium, spec->portSpeedGbps());
    }
    // Whether parts for particular hosts could apply to a link: its medium and speed have some.
    bool matters(const Link &link) const
    {
        for (const auto &[medium, speed] : m_served)
            if (medium == link.medium && speed >= link.speedGbps) return true;
        return false;
    }
    int device(const std::string &id, int end)
    {
        index();
        auto &[lastId, lastIndex] = m_last[end];
        if (lastId != id) lastId = id, lastIndex = find(id);
        return lastIndex;
    }
    int host(int device) const { return device < 0 ? 0 : m_hostOfDevice[std::size_t(device)]; }
    const std::string &hostName(int host) const { return m_hosts[std::size_t(host)]; }
    std::size_t devices()
    {
        index();
        return m_hostOfDevice.size();
    }

private:
    void index()
    {
        if (!m_hosts.empty()) return;
        const Design &design = m_design;
        m_hosts.emplace_back(); // 0: no device, or one that takes no transceiver
        m_hostOfDevice.reserve(design.devices.size());
        std::size_t slots = 16;
        while (slots < 2 * design.devices.size()) slots *= 2;
        m_slots.assign(slots, {0, -1});
        const Device *previous = nullptr; // devices come in runs of one model: reuse its host
        for (const Device &device : design.devices) {
            m_ids.push_back(device.id);
            if (find(device.id) < 0) insert(device.id, int(m_hostOfDevice.size()));
            if (previous && previous->kind == device.kind && previous->model == device.model
                && previous->nicModel == device.nicModel) {
                m_hostOfDevice.push_back(m_hostOfDevice.back());
                continue;
            }
            const std::string host = hostModel(device, m_catalog);
            auto known = std::find(m_hosts.begin(), m_hosts.end(), host);
            if (known == m_hosts.end()) known = m_hosts.insert(m_hosts.end(), host);
            m_hostOfDevice.push_back(int(known - m_hosts.begin()));
            previous = &device;
        }
    }
    // Device ids to indices by open addressing over their hashes (ids compared on a hash match only):
    // an unordered_map's node walk with a string compare per node tripled the BOM's time at 129k GPUs.
    int find(std::string_view id) const
    {
        const std::size_t hash = std::hash<std::string_view>{}(id), mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const auto &[slotHash, index] = m_slots[i];
            if (index < 0) return -1;
            if (slotHash == hash && m_ids[std::size_t(index)] == id) return index;
        }
    }
    void insert(std::string_view id, int index)
    {
        const std::size_t hash = std::hash<std::string_view>{}(id), mask = m_slots.size() - 1;
        std::size_t i = hash & mask;
        while (m_slots[i].second >= 0) i = (i + 1) & mask;
        m_slots[i] = {hash, index};
    }

    const Design &m_design;
    const Catalog &m_catalog;
    std::vector<std::pair<Medium, double>> m_served;
    std::vector<std::pair<std::size_t, int>> m_slots; // (hash, device index); index -1: empty
    std::vector<std::string_view> m_ids;              // device ids by index
    std::vector<int> m_hostOfDevice;
    std::vector<std::string> m_hosts;
    std::pair<std::string_view, int> m_last[2] = {{{}, -1}, {{}, -1}};
};

// Cables and transceivers, with warnings naming the links the catalog cannot price and those whose
// length was assumed. Links repeat a handful of (medium, speed, length, end hosts) kinds: choose the
// parts once per kind and count cables per kind (at 1M GPUs, 3M links make ~10 kinds). A
// transceiver serving several link ends (a twin-port module) is counted per device: ceil(ends / ports).
void countLinks(const Design &design, const Catalog &catalog, Bom &bom, Quantities &quantities)
{
    struct LinkKind {
        LinkParts parts;
        const CatalogEntry *ends[2] = {nullptr, nullptr};
        int shared[2] = {-1, -1}; // the end's module serves several link ends: its index in `sharedParts`
        bool unpriced = false;
        long long cables = 0;
    };
    std::optional<HostModels> ends;
    if (catalogHasHostedParts(catalog)) ends.emplace(design, catalog);
    std::map<std::tuple<Medium, double, std::optional<double>, int, int>, LinkKind> kinds;
    std::vector<const CatalogEntry *> sharedParts; // twin-port modules in use
    std::vector<long long> sharedEnds;             // device x shared part -> link ends
    const auto shareIndex = [&](const CatalogEntry *part) {
        auto it = std::find(sharedParts.begin(), sharedParts.end(), part);
        if (it != sharedParts.end()) return int(it - sharedParts.begin());
        sharedParts.push_back(part);
        sharedEnds.resize(sharedParts.size() * ends->devices(), 0);
        return int(sharedParts.size()) - 1;
    };
    LinkList unpriced, beyondReach;
    for (const Link &link : design.links) {
        const bool optical = link.medium >= Medium::Multimode;
        const bool byEnds = ends && optical && ends->matters(link);
        const int from = byEnds ? ends->device(link.from.device, 0) : -1;
        const int to = byEnds ? ends->device(link.to.device, 1) : -1;
        const int fromHost = byEnds ? ends->host(from) : 0, toHost = byEnds ? ends->host(to) : 0;
        auto [it, fresh] = kinds.try_emplace({link.medium, link.speedGbps, link.lengthM, fromHost, toHost});
        LinkKind &kind = it->second;
        if (fresh) {
            kind.parts = byEnds ? partsForLink(link, catalog, ends->hostName(fromHost), ends->hostName(toHost))
                                : partsForLink(link, catalog);
            kind.ends[0] = catalog.find(kind.parts.fromTransceiverId);
            kind.ends[1] = catalog.find(kind.parts.toTransceiverId);
            kind.unpriced = kind.parts.cableId.empty() || (optical && (!kind.ends[0] || !kind.ends[1]));
            for (int e = 0; e < 2; ++e)
                if (ends && kind.ends[e] && kind.ends[e]->mediaSpec->ports > 1) kind.shared[e] = shareIndex(kind.ends[e]);
        }
        kind.cables += link.count;
        if (kind.unpriced) unpriced.add(link);
        if (kind.parts.beyondReach) beyondReach.add(link);
        if (kind.unpriced) continue;
        for (int e = 0; e < 2; ++e) {
            const int device = e == 0 ? from : to;
            if (kind.shared[e] < 0) continue;
            if (device >= 0) sharedEnds[std::size_t(kind.shared[e]) * ends->devices() + std::size_t(device)] += link.count;
            else // an end naming no device (mid-edit): its own modules
                quantities[{int(BomCategory::Transceivers), kind.ends[e]->id, {}}] += (link.count + kind.ends[e]->mediaSpec->ports
                                                                                       - 1)
                                                                                      / kind.ends[e]->mediaSpec->ports;
        }
    }
    long long assumedLengths = 0;
    for (const auto &[key, kind] : kinds) {
        const Medium medium = std::get<0>(key);
        if (kind.parts.lengthAssumed) assumedLengths += kind.cables;
        if (kind.unpriced) continue;
        quantities[{int(BomCategory::Cables), kind.parts.cableId, lengthBucket(medium, kind.parts.lengthM)}] += kind.cables;
        for (int e = 0; e < 2; ++e)
            if (kind.ends[e] && kind.shared[e] < 0)
                quantities[{int(BomCategory::Transceivers), kind.ends[e]->id, {}}] += kind.cables;
    }
    for (std::size_t part = 0; part < sharedParts.size(); ++part) {
        const long long perModule = sharedParts[part]->mediaSpec->ports;
        long long modules = 0;
        for (std::size_t d = 0; d < ends->devices(); ++d)
            modules += (sharedEnds[part * ends->devices() + d] + perModule - 1) / perModule;
        quantities[{int(BomCategory::Transceivers), sharedParts[part]->id, {}}] += modules;
    }
    if (unpriced.links) bom.warnings.push_back(unpriced.message("bom.unpriced"));
    if (beyondReach.links) bom.warnings.push_back(beyondReach.message("bom.beyond-reach"));
    if (assumedLengths)
        bom.warnings.push_back({"bom.assumed-lengths",
                                {arg::integer("cables", assumedLengths), arg::number("dac", assumedLengthM(Medium::Dac), "m"),
                                 arg::number("aoc", assumedLengthM(Medium::Aoc), "m"),
                                 arg::number("multimode", assumedLengthM(Medium::Multimode), "m"),
                                 arg::number("singlemode", assumedLengthM(Medium::Singlemode), "m")}});
}

// One priced line per counted part, summed into its category.
void addLines(const Design &design, const Catalog &catalog, const Quantities &quantities,
              const std::map<std::string, long long> &nicsInServerPrice, Bom &bom)
{
    for (const auto &[key, quantity] : quantities) {
        const auto &[category, id, bucket] = key;
        const CatalogEntry *entry = catalog.find(id);
        if (!entry) continue;
        BomLine line;
        line.category = BomCategory(category);
        line.catalogId = id;
        line.name = entry->name;
        line.lengthBucket = bucket;
        line.quantity = quantity;
        line.unitPriceUsd = catalog.priceUsd(id, design);
        line.unitPowerW = entry->powerW;
        line.priceSource = design.settings.priceOverridesUsd.count(id) ? "design override" : entry->priceSource;
        line.priceDate = entry->priceDate;
        long long charged = quantity;
        if (const auto included = nicsInServerPrice.find(id);
            line.category == BomCategory::Nics && included != nicsInServerPrice.end()) {
            charged -= included->second;
            line.includedUnits = included->second;
            line.note = std::to_string(included->second) + " included in the server price";
        }
        line.extendedPriceUsd = line.unitPriceUsd * double(charged);
        // Transceiver power is per module, and each module is one unit here; cables carry their own.
        line.totalPowerW = line.unitPowerW * double(quantity);
        bom.byCategory[category].priceUsd += line.extendedPriceUsd;
        bom.byCategory[category].powerW += line.totalPowerW;
        bom.lines.push_back(std::move(line));
    }
}

} // namespace

Bom computeBom(const Design &design, const Catalog &catalog, const BomOptions &options)
{
    Bom bom;
    bom.includesServers = options.includeServers;
    Quantities quantities;
    std::map<std::string, long long> nicsInServerPrice;
    countDevices(design, catalog, options, bom, quantities, nicsInServerPrice);
    countLinks(design, catalog, bom, quantities);
    addLines(design, catalog, quantities, nicsInServerPrice, bom);
    for (const auto &totals : bom.byCategory) {
        bom.total.priceUsd += totals.priceUsd;
        bom.total.powerW += totals.powerW;
    }
    if (bom.gpus > 0) {
        bom.priceUsdPerGpu = bom.total.priceUsd / bom.gpus;
        bom.powerWPerGpu = bom.total.powerW / bom.gpus;
    }
    return bom;
}

} // namespace spinel
