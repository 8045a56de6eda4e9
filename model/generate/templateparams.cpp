#include "generate/templateparams.h"

#include "core/limits.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace spinel::fabric {

TemplateParams::TemplateParams(const TemplateInfo &info, const GeneratorParams &params, const Catalog &catalog)
    : m_info(info)
    , m_params(params)
    , m_catalog(catalog)
{
    for (const auto &entry : params) {
        const std::string &key = entry.first; // a name, not a structured binding: clang 14 cannot capture those
        const bool known = std::any_of(info.keys.begin(), info.keys.end(), [&](const auto &k) { return k.name == key; });
        if (known) continue;
        std::vector<std::string> keys;
        for (const auto &k : info.keys) keys.push_back(k.name);
        throw GeneratorError(
            {"generate.unknown-key", {arg::text("template", info.name), arg::text("key", key), arg::ids("keys", keys)}});
    }
}

void TemplateParams::refuse(const std::string &key, const std::string &id, std::vector<MessageArg> args) const
{
    args.insert(args.begin(), {arg::text("template", m_info.name), arg::text("key", key), arg::text("value", text(key))});
    throw GeneratorError({id, std::move(args)});
}

bool TemplateParams::has(const std::string &key) const
{
    auto it = m_params.find(key);
    return it != m_params.end() && !it->second.empty();
}

std::string TemplateParams::text(const std::string &key) const
{
    if (has(key)) return m_params.at(key);
    for (const auto &k : m_info.keys)
        if (k.name == key) return k.defaultText;
    return {};
}

long long TemplateParams::integer(const std::string &key, long long min, long long max) const
{
    const std::string value = text(key);
    long long result = 0;
    const char *end = value.data() + value.size();
    auto [ptr, ec] = std::from_chars(value.data(), end, result);
    if (value.empty() || ec != std::errc() || ptr != end) refuse(key, "generate.whole-number");
    if (result < min || result > max) refuse(key, "generate.integer-range", {arg::integer("min", min), arg::integer("max", max)});
    return result;
}

double TemplateParams::number(const std::string &key, double min, double max) const
{
    const std::string value = text(key);
    double result = 0;
    std::istringstream stream(value);
    stream >> result;
    if (value.empty() || stream.fail() || !stream.eof() || !std::isfinite(result)) refuse(key, "generate.number");
    if (result < min || result > max) refuse(key, "generate.number-range", {arg::number("min", min), arg::number("max", max)});
    return result;
}

bool TemplateParams::boolean(const std::string &key) const
{
    const std::string value = text(key);
    if (value == "true" || value == "yes" || value == "1") return true;
    if (value == "false" || value == "no" || value == "0") return false;
    refuse(key, "generate.boolean");
}

const CatalogEntry &TemplateParams::entryOfKind(const std::string &key, CatalogKind kind) const
{
    const std::string id = text(key);
    const CatalogEntry *entry = m_catalog.find(id);
    if (!entry) {
        std::vector<std::string> closest;
        for (const auto &close : m_catalog.closestIds(id)) closest.push_back(close);
        if (closest.empty()) refuse(key, "generate.no-entry");
        refuse(key, "generate.no-entry-close", {arg::ids("closest", std::move(closest))});
    }
    if (entry->kind != kind)
        refuse(key, "generate.wrong-kind", {arg::keyword("kind", toString(entry->kind)), arg::keyword("expected", toString(kind))});
    return *entry;
}

std::string TemplateParams::name() const
{
    if (!has("name")) return m_info.name;
    const std::string name = text("name");
    if (name.size() > limits::kMaxNameLength)
        throw GeneratorError(
            {"generate.name-length",
             {arg::text("template", m_info.name), arg::text("key", "name"), arg::integer("length", (long long)name.size()),
              arg::integer("limit", (long long)limits::kMaxNameLength)}});
    return name;
}

std::string TemplateParams::serverModel() const
{
    return entryOfKind("server", CatalogKind::Server).id;
}

const ServerSpec &TemplateParams::server() const
{
    return *entryOfKind("server", CatalogKind::Server).serverSpec;
}

std::string TemplateParams::nicModel() const
{
    if (has("nic")) return entryOfKind("nic", CatalogKind::Nic).id;
    const std::string id = server().defaultNic;
    if (!m_catalog.nicSpec(id)) refuse("server", "generate.default-nic-missing", {arg::text("nic", id)});
    return id;
}

const NicSpec &TemplateParams::nic() const
{
    return *m_catalog.nicSpec(nicModel());
}

int TemplateParams::nicsPerServer() const
{
    if (has("nics-per-server")) return int(integer("nics-per-server", 1, limits::kMaxNicsPerServer));
    const int count = server().defaultNicCount;
    if (count < 1) refuse("server", "generate.no-default-nics");
    return count;
}

std::string TemplateParams::switchModel() const
{
    return entryOfKind("switch", CatalogKind::Switch).id;
}

const SwitchSpec &TemplateParams::switchSpec() const
{
    return *entryOfKind("switch", CatalogKind::Switch).switchSpec;
}

Transport TemplateParams::transport() const
{
    if (has("transport")) {
        if (auto transport = transportFromString(text("transport"))) return *transport;
        refuse("transport", "generate.transport");
    }
    const bool hasSwitch = std::any_of(m_info.keys.begin(), m_info.keys.end(), [](const auto &k) { return k.name == "switch"; });
    if (hasSwitch && switchSpec().protocol == LinkProtocol::Ethernet) return Transport::Roce;
    if (!hasSwitch && std::find(nic().protocols.begin(), nic().protocols.end(), LinkProtocol::InfiniBand) == nic().protocols.end())
        return Transport::Roce;
    return Transport::InfiniBand;
}

std::vector<TemplateKey> commonKeys(bool withSwitch)
{
    std::vector<TemplateKey> keys{
        {"name", "", "Design name (default: the template's name)."},
        {"transport", "", "infiniband, roce or tcp (default: InfiniBand on InfiniBand switches, else RoCE)."},
        {"server", "hgx-h100", "Server model (catalog id)."},
        {"nic", "", "NIC model (default: the server's own)."},
        {"nics-per-server", "", "NICs per server (default: the server's own)."},
    };
    if (withSwitch) keys.push_back({"switch", "qm9700", "Switch model for every tier (catalog id)."});
    return keys;
}

int portsAtSpeed(const SwitchSpec &spec, double speedGbps)
{
    int best = 0;
    for (const auto &breakout : spec.breakouts)
        if (breakout.speedGbps == speedGbps) best = std::max(best, breakout.ports);
    return best > 0 ? best : spec.ports;
}

} // namespace spinel::fabric
