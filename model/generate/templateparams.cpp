#include "generate/templateparams.h"

#include "core/limits.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace spinel::fabric {

TemplateParams::TemplateParams(const TemplateInfo &info, const GeneratorParams &params, const Catalog &catalog)
    : m_info(info), m_params(params), m_catalog(catalog)
{
    for (const auto &[key, value] : params) {
        const bool known = std::any_of(info.keys.begin(), info.keys.end(), [&](const auto &k) { return k.name == key; });
        if (known) continue;
        std::string list;
        for (const auto &k : info.keys) list += (list.empty() ? "" : ", ") + k.name;
        throw GeneratorError(info.name + ": unknown key '" + key + "'; it takes " + list);
    }
}

void TemplateParams::refuse(const std::string &key, const std::string &why) const
{
    throw GeneratorError(m_info.name + ": " + key + "=" + text(key) + ": " + why);
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
    if (value.empty() || ec != std::errc() || ptr != end) refuse(key, "expected a whole number");
    if (result < min || result > max)
        refuse(key, "must be between " + withSeparators(min) + " and " + withSeparators(max));
    return result;
}

double TemplateParams::number(const std::string &key, double min, double max) const
{
    const std::string value = text(key);
    double result = 0;
    std::istringstream stream(value);
    stream >> result;
    if (value.empty() || stream.fail() || !stream.eof() || !std::isfinite(result)) refuse(key, "expected a number");
    if (result < min || result > max) refuse(key, "must be between " + formatNumber(min) + " and " + formatNumber(max));
    return result;
}

bool TemplateParams::boolean(const std::string &key) const
{
    const std::string value = text(key);
    if (value == "true" || value == "yes" || value == "1") return true;
    if (value == "false" || value == "no" || value == "0") return false;
    refuse(key, "expected true or false");
}

const CatalogEntry &TemplateParams::entryOfKind(const std::string &key, CatalogKind kind) const
{
    const std::string id = text(key);
    const CatalogEntry *entry = m_catalog.find(id);
    if (!entry) {
        std::string hint;
        for (const auto &close : m_catalog.closestIds(id)) hint += (hint.empty() ? "; did you mean " : " or ") + close;
        refuse(key, "no such catalog entry" + (hint.empty() ? std::string() : hint + "?"));
    }
    if (entry->kind != kind) refuse(key, std::string("is a ") + toString(entry->kind) + ", not a " + toString(kind));
    return *entry;
}

std::string TemplateParams::name() const
{
    if (!has("name")) return m_info.name;
    const std::string name = text("name");
    if (name.size() > limits::kMaxNameLength)
        throw GeneratorError(m_info.name + ": name is " + std::to_string(name.size()) + " characters long; the limit is "
                             + std::to_string(limits::kMaxNameLength));
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
    if (!m_catalog.nicSpec(id)) refuse("server", "its default NIC '" + id + "' is not in the catalog; set nic=");
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
    if (count < 1) refuse("server", "has no default NICs; set nics-per-server=");
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
        refuse("transport", "expected infiniband, roce or tcp");
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

// Built by appending: GCC 12 at -O3 (Release) reports a false -Wrestrict on string::insert here.
std::string withSeparators(long long value)
{
    const std::string digits = std::to_string(value);
    const std::size_t sign = value < 0 ? 1 : 0;
    std::string out(digits, 0, sign);
    for (std::size_t i = sign; i < digits.size(); ++i) {
        if (i > sign && (digits.size() - i) % 3 == 0) out.push_back(',');
        out.push_back(digits[i]);
    }
    return out;
}

std::string formatNumber(double value)
{
    if (std::fabs(value - std::round(value)) < 1e-9 && std::fabs(value) < 1e15) return withSeparators((long long)std::llround(value));
    std::ostringstream stream;
    stream << value;
    return stream.str();
}

} // namespace spinel::fabric
