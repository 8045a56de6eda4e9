#include "analysis/cutreduction.h"

#include <algorithm>

namespace spinel::fabric {

namespace {

enum Side : char { Open = 0, Source = 1, Sink = 2 };

// Edges of each node, compressed (offsets into one array of edge indices).
struct Incidence {
    std::vector<int> first; // per node, plus one
    std::vector<int> edge;
    Incidence(int nodes, const std::vector<CutNetwork::Edge> &edges)
        : first(std::size_t(nodes) + 1, 0)
        , edge(edges.size() * 2)
    {
        for (const auto &e : edges) {
            ++first[std::size_t(e.a) + 1];
            ++first[std::size_t(e.b) + 1];
        }
        for (int v = 0; v < nodes; ++v) first[std::size_t(v) + 1] += first[std::size_t(v)];
        std::vector<int> fill(first.begin(), first.end() - 1);
        for (std::size_t i = 0; i < edges.size(); ++i) {
            edge[std::size_t(fill[std::size_t(edges[i].a)]++)] = int(i);
            edge[std::size_t(fill[std::size_t(edges[i].b)]++)] = int(i);
        }
    }
};

} // namespace

ReducedCut reduceCut(const CutNetwork &network)
{
    const int nodes = int(network.fromSource.size());
    const auto &edges = network.edges;
    std::vector<long long> source = network.fromSource, sink = network.toSink;
    std::vector<long long> inner(std::size_t(nodes), 0); // capacity to open neighbours
    for (const auto &e : edges) {
        if (e.a == e.b) continue; // a loop is never cut
        inner[std::size_t(e.a)] += e.capacity;
        inner[std::size_t(e.b)] += e.capacity;
    }
    const Incidence incidence(nodes, edges);
    std::vector<char> side(std::size_t(nodes), Open);
    std::vector<char> queued(std::size_t(nodes), 1);
    std::vector<int> work(static_cast<std::size_t>(nodes));
    for (int v = 0; v < nodes; ++v) work[std::size_t(v)] = nodes - 1 - v; // popped in node order
    ReducedCut result;
    while (!work.empty()) {
        const int v = work.back();
        work.pop_back();
        queued[std::size_t(v)] = 0;
        if (side[std::size_t(v)] != Open) continue;
        const long long through = std::min(source[std::size_t(v)], sink[std::size_t(v)]);
        result.routed += through;
        source[std::size_t(v)] -= through;
        sink[std::size_t(v)] -= through;
        const long long rest = inner[std::size_t(v)];
        const Side merge = source[std::size_t(v)] >= rest && source[std::size_t(v)] > 0 ? Source
                           : sink[std::size_t(v)] >= rest && sink[std::size_t(v)] > 0   ? Sink
                                                                                        : Open;
        if (merge == Open) continue;
        side[std::size_t(v)] = merge;
        for (int i = incidence.first[std::size_t(v)]; i < incidence.first[std::size_t(v) + 1]; ++i) {
            const auto &e = edges[std::size_t(incidence.edge[std::size_t(i)])];
            const int w = e.a == v ? e.b : e.a;
            if (w == v || side[std::size_t(w)] != Open) continue;
            (merge == Source ? source : sink)[std::size_t(w)] += e.capacity;
            inner[std::size_t(w)] -= e.capacity;
            if (!queued[std::size_t(w)]) {
                queued[std::size_t(w)] = 1;
                work.push_back(w);
            }
        }
    }
    // The open nodes, renumbered, with the edges among them.
    std::vector<int> number(std::size_t(nodes), -1);
    CutNetwork &rest = result.network;
    for (int v = 0; v < nodes; ++v) {
        if (side[std::size_t(v)] != Open) continue;
        number[std::size_t(v)] = int(rest.fromSource.size());
        rest.fromSource.push_back(source[std::size_t(v)]);
        rest.toSink.push_back(sink[std::size_t(v)]);
    }
    for (const auto &e : edges) {
        const int a = number[std::size_t(e.a)], b = number[std::size_t(e.b)];
        if (a >= 0 && b >= 0 && a != b) rest.edges.push_back({a, b, e.capacity});
    }
    return result;
}

} // namespace spinel::fabric
