#include "export/asbuiltsource.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "export/graphmlimport.h"
#include "export/lldpimport.h"

namespace spinel::exporting {

namespace {

namespace fs = std::filesystem;

std::string readWhole(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) throw AsBuiltError(path, 0, "cannot open the file");
    std::ostringstream text;
    text << in.rdbuf();
    return std::move(text).str();
}

// Errors of the single-file readers carry the line; the file is added here.
template <typename Read>
auto located(const std::string &path, Read read)
{
    try {
        return read();
    } catch (const AsBuiltError &error) {
        if (!error.file().empty()) throw;
        throw AsBuiltError(path, 0, error.what());
    }
}

} // namespace

std::optional<AsBuiltFormat> asBuiltFormatFromName(const std::string &name)
{
    if (name == "ibnetdiscover") return AsBuiltFormat::Ibnetdiscover;
    if (name == "lldp") return AsBuiltFormat::Lldp;
    if (name == "graphml") return AsBuiltFormat::GraphMl;
    return std::nullopt;
}

const char *toString(AsBuiltFormat format)
{
    switch (format) {
    case AsBuiltFormat::Ibnetdiscover: return "ibnetdiscover";
    case AsBuiltFormat::Lldp: return "lldp";
    case AsBuiltFormat::GraphMl: return "graphml";
    }
    return "";
}

std::vector<LldpTable> lldpTablesAt(const std::string &path)
{
    std::vector<fs::path> files;
    std::error_code error;
    if (fs::is_directory(path, error)) {
        for (const auto &entry : fs::directory_iterator(path, error))
            if (entry.path().extension() == ".json" && entry.is_regular_file()) files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        if (files.empty()) throw AsBuiltError(path, 0, "the folder holds no *.json LLDP table");
    } else {
        files.push_back(path);
    }
    std::vector<LldpTable> tables;
    for (const fs::path &file : files) tables.push_back({file.string(), file.stem().string(), readWhole(file.string())});
    return tables;
}

AsBuiltFabric readAsBuilt(const AsBuiltSource &source)
{
    switch (source.format) {
    case AsBuiltFormat::Ibnetdiscover: {
        std::map<std::string, std::string> names;
        if (!source.nodeNameMap.empty()) {
            std::istringstream map(readWhole(source.nodeNameMap));
            names = located(source.nodeNameMap, [&] { return readNodeNameMap(map); });
        }
        std::ifstream in(source.path, std::ios::binary);
        if (!in) throw AsBuiltError(source.path, 0, "cannot open the file");
        return located(source.path, [&] { return readIbnetdiscoverFabric(in, names); });
    }
    case AsBuiltFormat::Lldp: {
        std::vector<LldpTable> tables = lldpTablesAt(source.path);
        for (const std::string &more : source.morePaths)
            for (LldpTable &table : lldpTablesAt(more)) tables.push_back(std::move(table));
        return readLldpTables(tables);
    }
    case AsBuiltFormat::GraphMl: break;
    }
    throw AsBuiltError(source.path, 0, "GraphML is a drawing, not a fabric as built; import it instead");
}

ImportResult importAsBuilt(const AsBuiltSource &source, const Catalog &catalog)
{
    const std::string name = fs::path(source.path).stem().string();
    if (source.format == AsBuiltFormat::GraphMl) {
        const std::string text = readWhole(source.path);
        return located(source.path, [&] { return importGraphMl(text, catalog, name); });
    }
    const AsBuiltFabric fabric = readAsBuilt(source);
    const LinkProtocol protocol = source.format == AsBuiltFormat::Lldp ? LinkProtocol::Ethernet : LinkProtocol::InfiniBand;
    return located(source.path, [&] { return designFromAsBuilt(fabric, catalog, protocol, name); });
}

} // namespace spinel::exporting
