#pragma once
// Fabric templates: whole designs (fat-tree, leaf-spine, rail-optimized, torus) built from a few
// parameters, laid out by tier and ready to save or analyse.

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"

namespace spinel {

// A refused parameter set: a message (model/generate/refusalmessages.cpp) that names the template,
// the refused key when there is one, and what would fit. what() is its English text.
struct GeneratorError : std::runtime_error {
    explicit GeneratorError(Message refusal)
        : std::runtime_error(englishText(refusal))
        , message(std::move(refusal))
    { }
    // The template key refused ("k", "servers-per-su"), or empty when no single key is to blame.
    std::string key() const { return message.text("key"); }
    Message message;
};

// key -> value text, as typed on the command line or in the template dialog.
using GeneratorParams = std::map<std::string, std::string>;

struct TemplateKey {
    std::string name;        // "k", "servers-per-su"
    std::string defaultText; // shown in the dialog; empty: taken from another key or the catalog
    std::string help;
};

struct TemplateInfo {
    std::string name; // "fat-tree"
    std::string description;
    std::vector<TemplateKey> keys;
};

// Every template with its keys, for `generate --list` and the New from Template dialog.
std::vector<TemplateInfo> fabricTemplates();

// Builds the design; the result passes validateDesign(). Throws GeneratorError.
Design generateFabric(const std::string &templateName, const GeneratorParams &params, const Catalog &catalog);

// Limits that keep a generated design within what Spinel's file format and canvas hold.
inline constexpr long long kMaxGeneratedGpus = 1048576; // issue 13: the 1M-GPU clusters being planned
inline constexpr long long kMaxGeneratedServers = 262144;

} // namespace spinel
