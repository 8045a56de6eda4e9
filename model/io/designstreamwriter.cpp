#include "io/designstreamwriter.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>

#include "io/designformat.h"
#include "io/jsonfields.h"
#include "io/scenarioformat.h"

namespace spinel {

using jsonfields::number;
using ordered = nlohmann::ordered_json;

namespace {

ordered writeTraining(const TrainingSettings &t)
{
    ordered out;
    out["parameters"] = number(t.parameters);
    out["active_parameters"] = number(t.activeParameters);
    out["gradient_bytes"] = number(t.gradientBytes);
    out["tensor_parallel"] = t.tensorParallel;
    out["pipeline_parallel"] = t.pipelineParallel;
    out["context_parallel"] = t.contextParallel;
    out["expert_parallel"] = t.expertParallel;
    out["virtual_stages"] = t.virtualStages;
    out["micro_batch_size"] = t.microBatchSize;
    out["sequence_length"] = t.sequenceLength;
    out["layers"] = t.layers;
    out["hidden"] = t.hidden;
    out["experts"] = t.experts;
    out["top_k"] = t.topK;
    out["recompute"] = toString(t.recompute);
    out["zero_stage"] = t.zeroStage;
    out["tokens_per_step"] = number(t.tokensPerStep);
    out["kernel_efficiency"] = number(t.kernelEfficiency);
    ordered overlap;
    overlap["tensor_parallel"] = number(t.overlap.tensorParallel);
    overlap["context_parallel"] = number(t.overlap.contextParallel);
    overlap["expert_parallel"] = number(t.overlap.expertParallel);
    overlap["pipeline"] = number(t.overlap.pipeline);
    overlap["data_parallel"] = number(t.overlap.dataParallel);
    out["overlap"] = overlap;
    out["train_tokens"] = number(t.trainTokens);
    return out;
}

// Appends JSON text to one string, handed to the sink (when there is one) whenever it holds a
// chunk. Plain ASCII strings and whole numbers (nearly every value in a design) are written here;
// anything else goes through nlohmann's serializer so escapes, invalid UTF-8 and the double format
// stay exactly the same as the tree writer's.
class Out {
public:
    Out(std::string &text, const TextSink *sink, std::size_t chunkBytes)
        : m_text(text)
        , m_sink(sink)
        , m_chunkBytes(chunkBytes)
    { }

    std::string &text() { return m_text; }
    // Called between objects: the chunks need not end anywhere in particular.
    void flushIfFull()
    {
        if (m_sink && m_text.size() >= m_chunkBytes) flush();
    }
    void flush()
    {
        if (!m_sink) return;
        (*m_sink)(m_text);
        m_text.clear();
    }

    void raw(std::string_view text) { m_text.append(text); }
    void string(const std::string &value)
    {
        for (const char c : value)
            if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
                m_text += ordered(value).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
                return;
            }
        m_text += '"';
        m_text += value;
        m_text += '"';
    }
    void integer(long long value)
    {
        char buffer[24];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
        m_text.append(buffer, end);
    }
    void real(double value)
    {
        if (std::floor(value) == value && std::fabs(value) < 1e15) integer(static_cast<long long>(value));
        else m_text += number(value).dump();
    }
    // `,\n` + indent + `"key": ` (no comma before the first field of an object).
    void key(const char *name, bool first = false)
    {
        m_text.append(first ? "\n      \"" : ",\n      \"");
        m_text.append(name);
        m_text.append("\": ");
    }

private:
    std::string &m_text;
    const TextSink *m_sink;
    std::size_t m_chunkBytes;
};

void writeDevice(Out &out, const Device &device)
{
    out.key("id", true);
    out.string(device.id);
    out.key("name");
    out.string(device.name);
    out.key("kind");
    out.raw(device.isSwitch() ? "\"switch\"" : "\"server\"");
    if (device.isSwitch()) {
        out.key("role");
        out.string(toString(device.role));
    }
    out.key("model");
    out.string(device.model);
    out.key("x");
    out.real(device.position.x);
    out.key("y");
    out.real(device.position.y);
    if (!device.group.empty()) {
        out.key("group");
        out.string(device.group);
    }
    if (device.nicModel) {
        out.key("nic_model");
        out.string(*device.nicModel);
    }
    if (device.nicCount) {
        out.key("nic_count");
        out.integer(*device.nicCount);
    }
}

void writeLink(Out &out, const Link &link)
{
    out.key("id", true);
    out.string(link.id);
    out.key("from");
    out.string(link.from.device);
    if (link.from.port) {
        out.key("from_port");
        out.integer(*link.from.port);
    }
    out.key("to");
    out.string(link.to.device);
    if (link.to.port) {
        out.key("to_port");
        out.integer(*link.to.port);
    }
    out.key("speed_gbps");
    out.real(link.speedGbps);
    out.key("count");
    out.integer(link.count);
    out.key("medium");
    out.string(toString(link.medium));
    if (link.lengthM) {
        out.key("length_m");
        out.real(*link.lengthM);
    }
}

void writeDomain(Out &out, const ScaleUpDomain &domain)
{
    out.key("id", true);
    out.string(domain.id);
    out.key("name");
    out.string(domain.name);
    if (!domain.model.empty()) {
        out.key("model");
        out.string(domain.model);
    }
    out.key("members");
    if (domain.members.empty()) {
        out.raw("[]");
    } else {
        out.raw("[");
        for (std::size_t k = 0; k < domain.members.size(); ++k) {
            out.raw(k ? ",\n        " : "\n        ");
            out.string(domain.members[k]);
        }
        out.raw("\n      ]");
    }
    if (domain.partitionGpus != 0) {
        out.key("partition_gpus");
        out.integer(domain.partitionGpus);
    }
}

// `"name": [` ... `]` at the top level, each element an object at depth 2 as dump(2) indents it.
template <typename Item, typename Write>
void writeArray(Out &out, const char *name, const std::vector<Item> &items, Write write)
{
    out.raw(",\n  \"");
    out.raw(name);
    if (items.empty()) {
        out.raw("\": []");
        return;
    }
    out.raw("\": [");
    for (std::size_t i = 0; i < items.size(); ++i) {
        out.raw(i ? ",\n    {" : "\n    {");
        write(out, items[i]);
        out.raw("\n    }");
        out.flushIfFull();
    }
    out.raw("\n  ]");
}

// The whole text into `text`, or through `text` to the sink when there is one.
void writeText(const Design &design, std::string &text, const TextSink *sink, std::size_t chunkBytes)
{
    // The small header goes through the JSON tree; devices and links, nearly all of the text,
    // are appended after it.
    const auto &settings = design.settings;
    ordered root;
    root["format"] = "spinel-design";
    root["version"] = kDesignFormatVersion;
    root["name"] = settings.name;
    root["description"] = settings.description;
    root["transport"] = toString(settings.transport);
    root["target_oversubscription"] = number(settings.targetOversubscription);
    root["in_network_reduction"] = settings.inNetworkReduction;
    root["training"] = writeTraining(settings.training);
    ordered prices = ordered::object();
    for (const auto &[id, price] : settings.priceOverridesUsd) prices[id] = number(price); // std::map: sorted
    root["price_overrides"] = std::move(prices);
    text = root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    text.resize(text.size() - 2); // "\n}"
    // About 190 bytes per device and 170 per link in generated designs: one allocation, mostly.
    const std::size_t expected = 200 * (design.devices.size() + design.links.size() + design.domains.size()) + 64;
    text.reserve(text.size() + (sink ? std::min(expected, chunkBytes + 4096) : expected));
    Out out(text, sink, chunkBytes);
    writeArray(out, "devices", design.devices, writeDevice);
    writeArray(out, "links", design.links, writeLink);
    // Only designs with scale-up domains have the key, so a version 1 design saved again differs
    // from its old file by the version alone.
    if (!design.domains.empty()) writeArray(out, "domains", design.domains, writeDomain);
    // Optional like "domains": a design without pinned scenarios is written as before.
    appendScenarios(out.text(), design.scenarios);
    out.raw("\n}\n");
    out.flush();
}

} // namespace

std::string writeDesignText(const Design &design)
{
    std::string text;
    writeText(design, text, nullptr, 0);
    return text;
}

void writeDesignText(const Design &design, const TextSink &sink, std::size_t chunkBytes)
{
    std::string chunk;
    writeText(design, chunk, &sink, std::max<std::size_t>(chunkBytes, 1));
}

} // namespace spinel
