#pragma once
// File formats for whole designs behind one small interface, and the native .spinel format.

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp> // the full header only where JSON is built or read

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"
#include "io/designvalidation.h" // validateDesign, which the reader runs

namespace spinel {

// Errors are LoadError exceptions naming file, JSON path or object id.
class DesignFormat {
public:
    virtual ~DesignFormat() = default;
    virtual std::string name() const = 0;       // "Spinel design"
    virtual std::string nameFilter() const = 0; // "*.spinel"
    virtual Design read(const std::string &bytes, const Catalog &catalog, const std::string &fileName) const = 0;
    virtual std::string write(const Design &design) const = 0;
};

// 2: scale-up domains ("domains"); version 1 files open, servers of a now-rack model upgraded.
inline constexpr int kDesignFormatVersion = 2;

class SpinelFormat final : public DesignFormat {
public:
    std::string name() const override { return "Spinel design"; }
    std::string nameFilter() const override { return "*.spinel"; }
    Design read(const std::string &bytes, const Catalog &catalog, const std::string &fileName) const override;
    std::string write(const Design &design) const override;
};

// Upgrades a parsed document one version at a time: steps[v] turns version v into v + 1.
// Files written by older Spinel versions keep opening as the format grows.
using DesignMigration = std::function<void(nlohmann::json &)>;
void migrateDesignJson(nlohmann::json &root, int fromVersion, int toVersion, const std::vector<DesignMigration> &steps);
const std::vector<DesignMigration> &designMigrations();

// The top-level settings of a parsed document (everything but devices, links and domains), with the
// strict reader's located errors; the stream reader hands its small header through it too.
DesignSettings readDesignSettings(const nlohmann::json &root);

// The strict reader on its own: the whole file parsed into a JSON tree, then read field by field
// with located errors. SpinelFormat::read uses it for the files the stream reader refuses; tests
// and the bench compare the two.
// `notes`, when given, receives what an upgrade of an older file changed (see designupgrade.h).
Design readDesignTree(const std::string &bytes, const Catalog &catalog, const std::string &fileName,
                      std::vector<Message> *notes = nullptr);

// Convenience wrappers for the native format.
Design readDesign(const std::string &bytes, const Catalog &catalog, const std::string &fileName,
                  std::vector<Message> *notes = nullptr);
std::string writeDesign(const Design &design);
// The same text handed to `sink` a chunk at a time (designstreamwriter.h), for writing a file
// without the whole text in memory: writeFileAtomically(name, [&](auto &sink) { writeDesign(design, sink); }).
void writeDesign(const Design &design, const std::function<void(std::string_view)> &sink);
Design loadDesignFile(const std::string &fileName, const Catalog &catalog, std::vector<Message> *notes = nullptr);

} // namespace spinel
