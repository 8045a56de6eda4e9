#include "core/catalog.h"

#include <algorithm>

namespace spinel {

void Catalog::insert(CatalogEntry entry)
{
    auto it = m_index.find(entry.id);
    if (it != m_index.end()) {
        m_entries[it->second] = std::move(entry);
        return;
    }
    m_index.emplace(entry.id, m_entries.size());
    m_entries.push_back(std::move(entry));
}

void Catalog::merge(const Catalog &other)
{
    for (const auto &entry : other.m_entries) insert(entry);
}

const CatalogEntry *Catalog::find(const std::string &id) const
{
    auto it = m_index.find(id);
    return it == m_index.end() ? nullptr : &m_entries[it->second];
}

const SwitchSpec *Catalog::switchSpec(const std::string &id) const
{
    const auto *e = find(id);
    return e && e->switchSpec ? &*e->switchSpec : nullptr;
}

const ServerSpec *Catalog::serverSpec(const std::string &id) const
{
    const auto *e = find(id);
    return e && e->serverSpec ? &*e->serverSpec : nullptr;
}

const NicSpec *Catalog::nicSpec(const std::string &id) const
{
    const auto *e = find(id);
    return e && e->nicSpec ? &*e->nicSpec : nullptr;
}

const RackSpec *Catalog::rackSpec(const std::string &id) const
{
    const auto *e = find(id);
    return e && e->rackSpec ? &*e->rackSpec : nullptr;
}

std::vector<const CatalogEntry *> Catalog::entriesOfKind(CatalogKind kind) const
{
    std::vector<const CatalogEntry *> out;
    for (const auto &e : m_entries)
        if (e.kind == kind) out.push_back(&e);
    return out;
}

namespace {
std::size_t editDistance(const std::string &a, const std::string &b)
{
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t substitute = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, substitute});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}
} // namespace

std::vector<std::string> Catalog::closestIds(const std::string &id, std::size_t count) const
{
    std::vector<std::pair<std::size_t, std::string>> scored;
    for (const auto &e : m_entries) scored.emplace_back(editDistance(id, e.id), e.id);
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> out;
    // Only suggest ids that are plausibly a typo: at most half the id's length away.
    const std::size_t limit = std::max<std::size_t>(2, id.size() / 2);
    for (const auto &[distance, candidate] : scored) {
        if (out.size() == count || distance > limit) break;
        out.push_back(candidate);
    }
    return out;
}

double Catalog::priceUsd(const std::string &id, const Design &design) const
{
    auto override = design.settings.priceOverridesUsd.find(id);
    if (override != design.settings.priceOverridesUsd.end()) return override->second;
    const auto *e = find(id);
    return e ? e->priceUsd : 0.0;
}

EffectiveNics effectiveNics(const Device &server, const Catalog &catalog)
{
    EffectiveNics nics;
    if (const auto *spec = catalog.serverSpec(server.model)) {
        nics.model = spec->defaultNic;
        nics.count = spec->defaultNicCount;
    }
    if (server.nicModel) nics.model = *server.nicModel;
    if (server.nicCount) nics.count = *server.nicCount;
    if (const auto *nic = catalog.nicSpec(nics.model)) nics.speedGbps = nic->speedGbps;
    return nics;
}

NicAdapters nicAdapters(const EffectiveNics &nics, const Catalog &catalog)
{
    NicAdapters adapters{nics.model, nics.count};
    const NicSpec *spec = catalog.nicSpec(nics.model);
    if (!spec || spec->adapter.empty() || !catalog.nicSpec(spec->adapter) || spec->portsPerAdapter < 1) return adapters;
    adapters.model = spec->adapter;
    adapters.count = (nics.count + spec->portsPerAdapter - 1) / spec->portsPerAdapter;
    return adapters;
}

const char *toString(CatalogKind kind)
{
    switch (kind) {
    case CatalogKind::Switch: return "switch";
    case CatalogKind::Server: return "server";
    case CatalogKind::Nic: return "nic";
    case CatalogKind::Cable: return "cable";
    case CatalogKind::Transceiver: return "transceiver";
    case CatalogKind::Rack: return "rack";
    }
    return "switch";
}

std::optional<CatalogKind> catalogKindFromString(const std::string &text)
{
    for (auto kind : {CatalogKind::Switch, CatalogKind::Server, CatalogKind::Nic, CatalogKind::Cable, CatalogKind::Transceiver,
                      CatalogKind::Rack})
        if (text == toString(kind)) return kind;
    return std::nullopt;
}

const char *toString(LinkProtocol protocol)
{
    return protocol == LinkProtocol::InfiniBand ? "infiniband" : "ethernet";
}

std::optional<LinkProtocol> linkProtocolFromString(const std::string &text)
{
    if (text == "infiniband") return LinkProtocol::InfiniBand;
    if (text == "ethernet") return LinkProtocol::Ethernet;
    return std::nullopt;
}

const char *toString(GpuGeneration generation)
{
    switch (generation) {
    case GpuGeneration::Unknown: return "unknown";
    case GpuGeneration::Volta: return "volta";
    case GpuGeneration::Ampere: return "ampere";
    case GpuGeneration::Hopper: return "hopper";
    case GpuGeneration::Blackwell: return "blackwell";
    }
    return "unknown";
}

std::optional<GpuGeneration> gpuGenerationFromString(const std::string &text)
{
    for (GpuGeneration g : {GpuGeneration::Volta, GpuGeneration::Ampere, GpuGeneration::Hopper, GpuGeneration::Blackwell})
        if (text == toString(g)) return g;
    return std::nullopt;
}

} // namespace spinel
