#pragma once
// Reading a template's parameters: typed values with clear refusals, unknown keys rejected, and
// the choices every template shares (server, NIC, switch, transport, name).

#include <optional>
#include <string>

#include "core/catalog.h"
#include "generate/generators.h"

namespace spinel::fabric {

class TemplateParams {
public:
    // Throws GeneratorError for a key `info` does not list.
    TemplateParams(const TemplateInfo &info, const GeneratorParams &params, const Catalog &catalog);

    bool has(const std::string &key) const;
    std::string text(const std::string &key) const; // the value, else the key's default
    long long integer(const std::string &key, long long min, long long max) const;
    double number(const std::string &key, double min, double max) const;
    bool boolean(const std::string &key) const;

    const Catalog &catalog() const { return m_catalog; }

    // Shared keys, resolved against the catalog.
    std::string name() const;
    std::string serverModel() const;
    const ServerSpec &server() const;
    std::string nicModel() const; // `nic`, else the server's default NIC
    const NicSpec &nic() const;
    int nicsPerServer() const; // `nics-per-server`, else the server's default count
    std::string switchModel() const;
    const SwitchSpec &switchSpec() const;
    Transport transport() const; // `transport`, else by the switch's protocol

private:
    // Throws GeneratorError `id` for `key`, with the template, the key and its text before `args`.
    [[noreturn]] void refuse(const std::string &key, const std::string &id, std::vector<MessageArg> args = {}) const;
    const CatalogEntry &entryOfKind(const std::string &key, CatalogKind kind) const;

    const TemplateInfo &m_info;
    const GeneratorParams &m_params;
    const Catalog &m_catalog;
};

// Keys every template takes; each template adds its own.
std::vector<TemplateKey> commonKeys(bool withSwitch);

// Logical ports a switch offers at `speedGbps`: a breakout at exactly that speed if it has one,
// else its native ports (a slower link still takes a whole native port).
int portsAtSpeed(const SwitchSpec &spec, double speedGbps);

// "2,048": numbers in messages are easier to read with separators.
using spinel::formatNumber;
using spinel::withSeparators;

} // namespace spinel::fabric
