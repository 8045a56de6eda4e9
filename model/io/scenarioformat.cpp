#include "io/scenarioformat.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "core/limits.h"
#include "io/jsonfields.h"
#include "io/loaderror.h"

namespace spinel {

using namespace jsonfields;

namespace {

// Money, seconds and watts of any real design stay far below this; it keeps every figure finite.
constexpr double kMaxFigure = 1e18;
constexpr int kMaxScenarioGpus = 100'000'000;

// One table for the reader, the validation and the writer: key, then the field of KeyFigures.
struct NumberField {
    const char *key;
    double KeyFigures::*member;
    double maximum;
};

constexpr NumberField kNumbers[] = {
    {"time_to_train_s", &KeyFigures::timeToTrainS, kMaxFigure},
    {"step_s", &KeyFigures::stepS, kMaxFigure},
    {"scaling_efficiency", &KeyFigures::scalingEfficiency, 1},
    {"all_reduce_busbw_gbps", &KeyFigures::allReduceBusbwGBps, kMaxFigure},
    {"network_cost_usd", &KeyFigures::networkCostUsd, kMaxFigure},
    {"network_cost_per_gpu_usd", &KeyFigures::networkCostPerGpuUsd, kMaxFigure},
    {"network_power_w", &KeyFigures::networkPowerW, kMaxFigure},
    {"total_cost_usd", &KeyFigures::totalCostUsd, kMaxFigure},
    {"total_power_w", &KeyFigures::totalPowerW, kMaxFigure},
};

KeyFigures readFigures(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path,
              {"gpus", "training_ok", "time_to_train_s", "step_s", "scaling_efficiency", "all_reduce_busbw_gbps",
               "network_cost_usd", "network_cost_per_gpu_usd", "network_power_w", "total_cost_usd", "total_power_w"});
    KeyFigures figures;
    figures.gpus = int(readInteger(object, "gpus", path, 0, kMaxScenarioGpus));
    figures.trainingOk = readOptionalBool(object, "training_ok", path).value_or(false);
    for (const NumberField &number : kNumbers)
        figures.*number.member = readOptionalNumber(object, number.key, path, 0, number.maximum).value_or(0);
    return figures;
}

PinnedScenario readScenario(const json &object, const std::string &path)
{
    requireObject(object, path);
    checkKeys(object, path, {"name", "detail", "figures"});
    PinnedScenario scenario;
    scenario.name = readString(object, "name", path, limits::kMaxNameLength);
    if (scenario.name.empty()) throw FormatError(join(path, "name"), Message{"scenario.name", {}});
    scenario.detail = readOptionalString(object, "detail", path, limits::kMaxNameLength).value_or(std::string());
    scenario.figures = readFigures(requireField(object, "figures", path), join(path, "figures"));
    return scenario;
}

Message tooMany(std::size_t count)
{
    return {"scenario.too-many", {arg::integer("count", (long long)count), arg::integer("limit", (long long)kMaxScenarios)}};
}

} // namespace

std::vector<PinnedScenario> readScenarios(const json &value, const std::string &path)
{
    requireArray(value, path);
    if (value.size() > kMaxScenarios) throw FormatError(path, tooMany(value.size()));
    std::vector<PinnedScenario> scenarios;
    scenarios.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) scenarios.push_back(readScenario(value[i], index(path, i)));
    return scenarios;
}

void validateScenarios(const std::vector<PinnedScenario> &scenarios)
{
    if (scenarios.size() > kMaxScenarios) throw FormatError("scenarios", tooMany(scenarios.size()));
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const PinnedScenario &scenario = scenarios[i];
        const std::string path = index("scenarios", i);
        if (scenario.name.empty()) throw FormatError(path + ".name", Message{"scenario.name", {}});
        if (scenario.name.size() > limits::kMaxNameLength || scenario.detail.size() > limits::kMaxNameLength)
            throw FormatError(path + (scenario.name.size() > limits::kMaxNameLength ? ".name" : ".detail"),
                              Message{"scenario.too-long", {arg::integer("limit", (long long)limits::kMaxNameLength)}});
        if (scenario.figures.gpus < 0 || scenario.figures.gpus > kMaxScenarioGpus)
            throw FormatError(path + ".figures.gpus",
                              Message{"design.range", {arg::integer("minimum", 0), arg::integer("maximum", kMaxScenarioGpus)}});
        for (const NumberField &number : kNumbers) {
            const double value = scenario.figures.*number.member;
            if (!std::isfinite(value) || value < 0 || value > number.maximum)
                throw FormatError(path + ".figures." + number.key,
                                  Message{"scenario.figure", {arg::text("maximum", json(number.maximum).dump())}});
        }
    }
}

KeyFigures figuresForFile(KeyFigures figures)
{
    figures.gpus = std::clamp(figures.gpus, 0, kMaxScenarioGpus);
    for (const NumberField &number : kNumbers) {
        double &value = figures.*number.member;
        if (!std::isfinite(value) || value < 0 || value > number.maximum) value = 0;
    }
    return figures;
}

void appendScenarios(std::string &text, const std::vector<PinnedScenario> &scenarios)
{
    if (scenarios.empty()) return;
    // Through the JSON tree (a few entries at most), indented as the top level's second depth.
    using ordered = nlohmann::ordered_json;
    ordered list = ordered::array();
    for (const PinnedScenario &scenario : scenarios) {
        ordered figures;
        figures["gpus"] = scenario.figures.gpus;
        figures["training_ok"] = scenario.figures.trainingOk;
        for (const NumberField &number : kNumbers) figures[number.key] = jsonfields::number(scenario.figures.*number.member);
        ordered entry;
        entry["name"] = scenario.name;
        if (!scenario.detail.empty()) entry["detail"] = scenario.detail;
        entry["figures"] = std::move(figures);
        list.push_back(std::move(entry));
    }
    std::string dumped = list.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
    text += ",\n  \"scenarios\": ";
    // Re-indent the array's own lines by the two spaces of its depth in the file.
    for (const char c : dumped) {
        text += c;
        if (c == '\n') text += "  ";
    }
}

} // namespace spinel
