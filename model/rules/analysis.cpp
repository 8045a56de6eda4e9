#include "rules/analysis.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <unordered_set>

#include "core/domains.h"
#include "rules/analysiscontext.h"

namespace spinel {

using namespace fabric;

const char *toString(Severity severity)
{
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "info";
}

const char *toString(BisectionMethod method)
{
    switch (method) {
    case BisectionMethod::None: return "none";
    case BisectionMethod::ClosedForm: return "closed-form";
    case BisectionMethod::MinCut: return "min-cut";
    }
    return "none";
}

int FabricAnalysis::count(Severity severity) const
{
    return int(std::count_if(findings.begin(), findings.end(), [&](const Finding &f) { return f.severity == severity; }));
}

namespace fabric {

AnalysisContext::AnalysisContext(const Design &d, const Catalog &c)
    : design(d)
    , catalog(c)
    , topo(buildTopology(d, c, TopologyIndex::DevicesOnly))
{
    const int devices = topo.deviceCount();
    switchSpecs.assign(std::size_t(devices), nullptr);
    nicGbps.assign(std::size_t(devices), 0);
    nicCount.assign(std::size_t(devices), 0);
    // Catalog look-ups by model id once per distinct model, not once per device.
    std::map<std::string, const SwitchSpec *> switchByModel;
    struct NicCacheEntry {
        const std::string *model;
        const std::string *nicModel; // null: the model's default
        double speedGbps;
        int defaultCount;
    };
    std::vector<NicCacheEntry> nicCache; // a handful of distinct server configurations
    for (int i = 0; i < devices; ++i) {
        const Device &dev = device(i);
        if (dev.isSwitch()) {
            auto [it, fresh] = switchByModel.emplace(dev.model, nullptr);
            if (fresh) it->second = catalog.switchSpec(dev.model);
            switchSpecs[std::size_t(i)] = it->second;
            continue;
        }
        const std::string *nicModel = dev.nicModel ? &*dev.nicModel : nullptr;
        auto it = std::find_if(nicCache.begin(), nicCache.end(), [&](const NicCacheEntry &e) {
            return *e.model == dev.model && (e.nicModel ? nicModel && *e.nicModel == *nicModel : !nicModel);
        });
        if (it == nicCache.end()) {
            const ServerSpec *spec = catalog.serverSpec(dev.model);
            const std::string model = nicModel ? *nicModel : (spec ? spec->defaultNic : std::string());
            const NicSpec *nic = catalog.nicSpec(model);
            nicCache.push_back({&dev.model, nicModel, nic ? nic->speedGbps : 0.0, spec ? spec->defaultNicCount : 0});
            it = nicCache.end() - 1;
        }
        nicGbps[std::size_t(i)] = it->speedGbps;
        nicCount[std::size_t(i)] = dev.nicCount ? *dev.nicCount : it->defaultCount;
    }
    const int links = topo.linkCount();
    speedGbps.resize(std::size_t(links));
    cableGbps.assign(std::size_t(links), 0);
    live.assign(std::size_t(links), 0);
    for (int l = 0; l < links; ++l) {
        speedGbps[std::size_t(l)] = link(l).speedGbps;
        const int a = topo.linkFrom[std::size_t(l)], b = topo.linkTo[std::size_t(l)];
        if (a < 0) continue;
        live[std::size_t(l)] = 1;
        double speed = speedGbps[std::size_t(l)];
        for (int end : {a, b}) {
            // A link runs no faster than the slower of its ends (a NIC, or a switch port's native speed).
            const double limit = switchSpecs[std::size_t(end)] ? switchSpecs[std::size_t(end)]->portSpeedGbps
                                                               : nicGbps[std::size_t(end)];
            if (limit > 0) speed = std::min(speed, limit);
        }
        cableGbps[std::size_t(l)] = speed;
    }
    capacity.assign(std::size_t(links), 0);
    for (int l = 0; l < links; ++l)
        if (live[std::size_t(l)]) capacity[std::size_t(l)] = cableGbps[std::size_t(l)] * topo.linkCables[std::size_t(l)];
    clos = detectClos(topo, capacity);
}

void FindingSink::add(Severity severity, const std::string &code, Message message, std::vector<std::string> objects)
{
    if (++m_perCode[code] > kMaxFindingsPerCode) return;
    std::string english = englishText(message);
    m_findings.push_back({severity, code, std::move(english), std::move(message), std::move(objects)});
}

std::vector<Finding> FindingSink::take()
{
    for (const auto &[code, count] : m_perCode)
        if (count > kMaxFindingsPerCode) {
            Message message{"truncated", {arg::integer("count", count - kMaxFindingsPerCode), arg::text("code", code)}};
            std::string english = englishText(message);
            m_findings.push_back({Severity::Info, "truncated", std::move(english), std::move(message), {}});
        }
    std::stable_sort(m_findings.begin(), m_findings.end(),
                     [](const Finding &a, const Finding &b) { return int(a.severity) > int(b.severity); });
    return std::move(m_findings);
}

std::string formatGbps(double gbps)
{
    return englishGbps(gbps);
}

namespace {

DesignCounts countFromTopology(const AnalysisContext &context)
{
    DesignCounts counts;
    const Topology &topo = context.topo;
    for (int i = 0; i < topo.deviceCount(); ++i) {
        switch (topo.tiers[std::size_t(i)]) {
        case Tier::Server:
            ++counts.servers;
            counts.gpus += topo.gpus[std::size_t(i)];
            counts.endpoints += context.nicCount[std::size_t(i)];
            break;
        case Tier::Leaf: ++counts.leaves; break;
        case Tier::Spine: ++counts.spines; break;
        case Tier::Core: ++counts.cores; break;
        }
    }
    for (int l = 0; l < topo.linkCount(); ++l) {
        const long long cables = context.link(l).count;
        counts.cables += cables;
        if (!context.live[std::size_t(l)]) {
            counts.otherCables += cables;
            continue;
        }
        switch (topo.linkLayers[std::size_t(l)]) {
        case LinkLayer::ServerLeaf: counts.serverLeafCables += cables; break;
        case LinkLayer::LeafSpine: counts.leafSpineCables += cables; break;
        case LinkLayer::SpineCore: counts.spineCoreCables += cables; break;
        case LinkLayer::Other: counts.otherCables += cables; break;
        }
    }
    return counts;
}

} // namespace
} // namespace fabric

FabricAnalysis analyzeFabric(const Design &design, const Catalog &catalog)
{
    const AnalysisContext context(design, catalog);
    FabricAnalysis result;
    FindingSink sink;
    result.counts = countFromTopology(context);
    result.counts.domains = std::int64_t(countNvlinkDomains(design, catalog));
    checkPorts(context, result, sink);
    checkLinks(context, sink);
    checkOversubscription(context, result, sink);
    checkConnectivity(context, result, sink);
    checkRails(context, sink);
    checkDomains(context, sink);
    measureBisection(context, result);
    measureHops(context, result, sink);
    result.findings = sink.take();
    return result;
}

Design withoutFailed(const Design &design, const std::vector<std::string> &failedIds)
{
    std::unordered_set<std::string> failed(failedIds.begin(), failedIds.end());
    std::unordered_set<std::string> known;
    for (const auto &device : design.devices)
        if (failed.count(device.id)) known.insert(device.id);
    for (const auto &link : design.links)
        if (failed.count(link.id)) known.insert(link.id);
    for (const auto &id : failedIds)
        if (!known.count(id)) throw AnalysisError("cannot fail '" + id + "': the design has no device or link with that id");
    Design remaining;
    remaining.settings = design.settings;
    remaining.devices.reserve(design.devices.size());
    for (const auto &device : design.devices)
        if (!failed.count(device.id)) remaining.devices.push_back(device);
    remaining.links.reserve(design.links.size());
    for (const auto &link : design.links)
        if (!failed.count(link.id) && !failed.count(link.from.device) && !failed.count(link.to.device))
            remaining.links.push_back(link);
    // A failed tray leaves its domain; the rest of the rack stays one NVLink domain.
    remaining.domains = design.domains;
    for (auto &domain : remaining.domains)
        std::erase_if(domain.members, [&](const std::string &member) { return failed.count(member) > 0; });
    return remaining;
}

FabricAnalysis analyzeFabric(const Design &design, const Catalog &catalog, const std::vector<std::string> &failedIds)
{
    return analyzeFabric(withoutFailed(design, failedIds), catalog);
}

} // namespace spinel
