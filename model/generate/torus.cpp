// The torus template: servers wired directly to their neighbours with wrap-around, no switches
// (as Google's TPU v4 pods, docs/reference/fabrics-reference.md).
#include "core/limits.h"
#include "generate/fabricbuilder.h"
#include "generate/templates.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace spinel::fabric {

namespace {

std::vector<int> parseDims(const std::string &text)
{
    std::vector<int> dims;
    std::stringstream stream(text);
    std::string part;
    auto refuse = [&](const char *id, std::vector<MessageArg> args = {}) -> void {
        args.insert(args.begin(), {arg::text("template", "torus"), arg::text("key", "dims"), arg::text("value", text)});
        throw GeneratorError({id, std::move(args)});
    };
    long long product = 1;
    while (std::getline(stream, part, 'x')) {
        if (part.empty() || part.size() > 7 || !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; }))
            refuse("generate.torus.dims-syntax");
        const int size = std::stoi(part);
        if (size < 1) refuse("generate.torus.dims-zero", {arg::integer("dimension", (long long)dims.size() + 1)});
        dims.push_back(size);
        product *= size;
        if (product > kMaxGeneratedServers) refuse("generate.torus.dims-servers", {arg::integer("max", kMaxGeneratedServers)});
    }
    if (dims.empty() || text.back() == 'x') refuse("generate.torus.dims-syntax");
    constexpr std::size_t kMaxDims = 6;
    if (dims.size() > kMaxDims) refuse("generate.torus.dims-count", {arg::integer("max", (long long)kMaxDims)});
    return dims;
}

// Column pitch of the grid in scene units (a server's label is up to 150 wide, as in TierLayout).
constexpr double kColumnWidth = 160.0;
// Neighbours in the first dimension share a rack (2 m copper); other dimensions and the
// wrap-around cables span racks (10 m active optical).
constexpr double kInRackCopperM = 2.0;
constexpr double kAcrossRacksOpticalM = 10.0;

// Cables each server needs: two neighbours per dimension of 3 or more, one in a dimension of 2.
int cablesPerServer(const std::vector<int> &dims, int perNeighbor)
{
    int cables = 0;
    for (int size : dims) cables += (size >= 3 ? 2 : size == 2 ? 1 : 0) * perNeighbor;
    return cables;
}

// The NICs per server: one per cable, refused when over the limit or when the parameters ask
// for another count.
int checkedNicsPerServer(const TemplateParams &params, int cables, int perNeighbor)
{
    if (cables > limits::kMaxNicsPerServer)
        throw GeneratorError(
            {"generate.torus.cables",
             {arg::text("template", "torus"), arg::integer("cables", cables), arg::integer("nics", limits::kMaxNicsPerServer)}});
    const int nics = params.has("nics-per-server") ? params.nicsPerServer() : cables;
    if (nics != cables)
        throw GeneratorError(
            {"generate.torus.nics-mismatch",
             {arg::text("template", "torus"), arg::text("key", "nics-per-server"), arg::text("dims", params.text("dims")),
              arg::integer("perNeighbor", perNeighbor), arg::integer("cables", cables)}});
    return nics;
}

// A node's coordinates, id and place on the canvas.
struct TorusGrid {
    const std::vector<int> &dims;
    int rank;

    explicit TorusGrid(const std::vector<int> &dims)
        : dims(dims)
        , rank(int(dims.size()))
    { }

    std::vector<int> coords(long long index) const
    {
        std::vector<int> c(static_cast<std::size_t>(rank));
        for (int d = 0; d < rank; ++d) {
            c[std::size_t(d)] = int(index % dims[std::size_t(d)]);
            index /= dims[std::size_t(d)];
        }
        return c;
    }
    static std::string nodeId(const std::vector<int> &c)
    {
        std::string id = "n";
        for (int v : c) id += "-" + std::to_string(v);
        return id;
    }
    // Even dimensions go across, odd ones down, each higher pair tiling the lower one with a gap.
    Point position(const std::vector<int> &c) const
    {
        double x = 0, y = 0, xScale = 1, yScale = 1;
        for (int d = 0; d < rank; ++d) {
            if (d % 2 == 0) {
                x += c[std::size_t(d)] * xScale;
                xScale *= dims[std::size_t(d)] + 1;
            } else {
                y += c[std::size_t(d)] * yScale;
                yScale *= dims[std::size_t(d)] + 1;
            }
        }
        return Point{x * kColumnWidth, y * kRowHeight};
    }
};

void checkExtent(const TemplateParams &params, const TorusGrid &grid, long long servers)
{
    const Point farthest = grid.position(grid.coords(servers - 1));
    if (std::max(farthest.x, farthest.y) > limits::kMaxPosition)
        throw GeneratorError({"generate.torus.too-wide",
                              {arg::text("template", "torus"), arg::text("key", "dims"), arg::text("value", params.text("dims")),
                               arg::integer("extent", std::llround(std::max(farthest.x, farthest.y)))}});
}

void addServers(FabricBuilder &build, const TemplateParams &params, const TorusGrid &grid, long long servers, int nics)
{
    for (long long i = 0; i < servers; ++i) {
        const auto c = grid.coords(i);
        const std::string id = TorusGrid::nodeId(c);
        Device &server = build.addServer(id, "Node " + id.substr(2), params.serverModel(),
                                         grid.rank > 1 ? "slice-" + std::to_string(c.back() + 1) : std::string(), grid.position(c));
        server.nicModel = params.nicModel();
        server.nicCount = nics;
    }
}

void connectNeighbours(FabricBuilder &build, const TorusGrid &grid, long long servers, double linkGbps, int perNeighbor)
{
    for (long long i = 0; i < servers; ++i) {
        const auto c = grid.coords(i);
        for (int d = 0; d < grid.rank; ++d) {
            const int size = grid.dims[std::size_t(d)];
            if (size < 2 || (size == 2 && c[std::size_t(d)] == 1)) continue;
            auto next = c;
            next[std::size_t(d)] = (c[std::size_t(d)] + 1) % size;
            const bool wraps = next[std::size_t(d)] == 0;
            const bool copper = d == 0 && !wraps;
            build.connectDirect(TorusGrid::nodeId(c) + "-d" + std::to_string(d + 1), TorusGrid::nodeId(c),
                                TorusGrid::nodeId(next), linkGbps, perNeighbor, copper ? Medium::Dac : Medium::Aoc,
                                copper ? kInRackCopperM : kAcrossRacksOpticalM);
        }
    }
}

} // namespace

TemplateInfo torusInfo()
{
    TemplateInfo info{"torus", "Direct-connect torus: every server linked to its neighbours in each dimension, with wrap-around.",
                      commonKeys(false)};
    info.keys.insert(info.keys.begin() + 1, {"dims", "4x4x4", "Servers per dimension, e.g. 4x4x4 (1 to 6 dimensions)."});
    info.keys.push_back({"link-gbps", "", "Speed of each link (default: the NIC's)."});
    info.keys.push_back({"links-per-neighbor", "1", "Parallel cables to each neighbour."});
    // A torus has no switches; its NIC count follows from the wiring.
    for (auto &key : info.keys)
        if (key.name == "nics-per-server")
            key.help = "NICs per server (default: one per cable, 2 per dimension × links-per-neighbor).";
    return info;
}

Design generateTorus(const TemplateParams &params)
{
    const std::vector<int> dims = parseDims(params.text("dims"));
    const int perNeighbor = int(params.integer("links-per-neighbor", 1, 16));
    const double linkGbps = params.has("link-gbps") ? params.number("link-gbps", 1, 3200) : params.nic().speedGbps;
    long long servers = 1;
    for (int size : dims) servers *= size;
    const int cables = cablesPerServer(dims, perNeighbor);
    checkGeneratedSize("torus", servers, servers * std::max(1, params.server().gpus));
    const int nics = checkedNicsPerServer(params, cables, perNeighbor);

    Design design;
    FabricBuilder build(design);
    build.reserve(std::size_t(servers), std::size_t(servers * int(dims.size())));
    const TorusGrid grid(dims);
    checkExtent(params, grid, servers);
    addServers(build, params, grid, servers, nics);
    connectNeighbours(build, grid, servers, linkGbps, perNeighbor);
    return design;
}

} // namespace spinel::fabric
