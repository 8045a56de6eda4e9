#pragma once
// What every check shares: the indexed topology, per-device specs and per-link usable speed,
// computed once per analysis; and the collector that caps findings per code.

#include <map>

#include "rules/analysis.h"
#include "analysis/closstructure.h"

namespace spinel::fabric {

struct AnalysisContext {
    const Design &design;
    const Catalog &catalog;
    Topology topo;
    std::vector<const SwitchSpec *> switchSpecs; // per device; null for servers and unknown models
    std::vector<double> nicGbps;                 // per device: NIC speed (servers), 0 if unknown
    std::vector<int> nicCount;                   // per device: NICs (servers)
    std::vector<double> speedGbps;               // per link: Link::speedGbps, dense (checks walking a
                                                 // device's links read it, not the 300 MB of Links at 1M GPUs)
    std::vector<double> cableGbps;               // per link: usable speed of one cable
    std::vector<double> capacity;                // per link: cableGbps × cables; 0 when not live
    std::vector<char> live;                      // per link: both ends exist and differ
    std::optional<ClosStructure> clos;           // set for layered Clos fabrics

    AnalysisContext(const Design &design, const Catalog &catalog);
    double capacityGbps(int link) const { return capacity[std::size_t(link)]; }
    const Device &device(int index) const { return design.devices[std::size_t(index)]; }
    const Link &link(int index) const { return design.links[std::size_t(index)]; }
};

class FindingSink {
public:
    void add(Severity severity, const std::string &code, Message message, std::vector<std::string> objects);
    // Sorted by severity (stable), with one `truncated` note per capped code.
    std::vector<Finding> take();

private:
    std::vector<Finding> m_findings;
    std::map<std::string, int> m_perCode;
};

// The checks, one concern per file. Each fills its part of `result` and adds findings.
void checkPorts(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink);
void checkLinks(const AnalysisContext &context, FindingSink &sink);
void checkOversubscription(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink);
void checkConnectivity(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink);
void checkRails(const AnalysisContext &context, FindingSink &sink);
void checkDomains(const AnalysisContext &context, FindingSink &sink);
void measureBisection(const AnalysisContext &context, FabricAnalysis &result);
void measureHops(const AnalysisContext &context, FabricAnalysis &result, FindingSink &sink);

std::string formatGbps(double gbps);

} // namespace spinel::fabric
