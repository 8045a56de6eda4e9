// Evaluating a lesson's checks: each design (the lesson's and each variant used) is built once, its
// fabric profile once, and every query runs the same model the CLI and the canvas use.
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

#include "core/topology.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "io/loaderror.h"
#include "lessons/lesson.h"
#include "timing/designvariants.h"
#include "timing/fabricprofile.h"
#include "timing/training.h"

namespace spinel::lessons {

namespace {

void failSwitches(Design &design, const std::string &role, int count)
{
    std::set<std::string> failed;
    for (const Device &device : design.devices)
        if (device.isSwitch() && toString(device.role) == role && int(failed.size()) < count) failed.insert(device.id);
    std::erase_if(design.links, [&](const Link &l) { return failed.count(l.from.device) || failed.count(l.to.device); });
    std::erase_if(design.devices, [&](const Device &d) { return failed.count(d.id) > 0; });
}

struct Built {
    Design design;
    timing::FabricProfile profile;
};

class Evaluator {
public:
    Evaluator(const Lesson &lesson, const Catalog &catalog, const Design *current = nullptr)
        : m_lesson(lesson)
        , m_catalog(catalog)
        , m_current(current)
    { }

    const Built &built(const std::string &variant)
    {
        auto it = m_built.find(variant);
        if (it == m_built.end()) {
            Design design = variant.empty() && m_current ? *m_current : lessonDesign(m_lesson, variant, m_catalog);
            timing::FabricProfile profile = timing::buildFabricProfile(design, m_catalog);
            it = m_built.emplace(variant, Built{std::move(design), std::move(profile)}).first;
        }
        return it->second;
    }

    // A number, or a name (bottleneck, algorithm) in `name`. Throws std::runtime_error when the model
    // cannot answer.
    double evaluate(const Query &q, std::string &name)
    {
        if (q.kind == QueryKind::Transfer) return timing::transferSeconds(q.transferBytes, q.transferGbps);
        const Built &b = built(q.variant);
        switch (q.kind) {
        case QueryKind::Collective: {
            const timing::CollectiveResult r = timing::timeCollective(b.profile, q.collective);
            if (!r.ok) throw std::runtime_error("cannot time the collective: " + r.error);
            if (q.metric == "bottleneck") name = timing::toString(r.bottleneck.kind);
            if (q.metric == "algorithm") name = timing::toString(r.algorithm);
            return q.metric == "time_s"         ? r.timeUs / 1e6
                   : q.metric == "time_us"      ? r.timeUs
                   : q.metric == "latency_us"   ? r.latencyUs
                   : q.metric == "bandwidth_us" ? r.bandwidthUs
                   : q.metric == "busbw_GBps"   ? r.busbwGBps
                   : q.metric == "algbw_GBps"   ? r.algbwGBps
                                                : 0;
        }
        case QueryKind::Training: {
            timing::TrainingRequest request = timing::trainingRequest(b.design.settings.training);
            for (const auto &[key, value] : q.training) {
                if (key == "parameters") request.parameters = value;
                else if (key == "tensor_parallel") request.tensorParallel = int(value);
                else if (key == "pipeline_parallel") request.pipelineParallel = int(value);
                else if (key == "gradient_bytes") request.gradientBytes = value;
                else if (key == "tokens_per_step") request.tokensPerStep = value;
                else if (key == "train_tokens") request.trainTokens = value;
                else if (key == "kernel_efficiency") request.kernelEfficiency = value;
                else if (key == "data_parallel_overlap") request.overlap.dataParallel = value;
                else if (key == "zero_stage") request.zeroStage = int(value);
                else if (key == "sequence_length") request.sequenceLength = int(value);
            }
            const timing::TrainingResult r = timing::estimateTraining(b.profile, request);
            if (!r.ok) throw std::runtime_error("cannot estimate training: " + r.error);
            return q.metric == "step_s"                    ? r.stepS
                   : q.metric == "scaling_efficiency"      ? r.scalingEfficiency
                   : q.metric == "mfu"                     ? r.mfu
                   : q.metric == "train_days"              ? r.trainS / 86400
                   : q.metric == "data_parallel_exposed_s" ? r.dataTraffic.exposedS
                                                           : r.communicationS;
        }
        case QueryKind::Design: {
            const Topology topo = buildTopology(b.design, m_catalog, TopologyIndex::DevicesOnly);
            if (q.metric == "gpus") return double(topo.totalGpus);
            if (q.metric == "oversubscription") return timing::worstOversubscription(b.design, m_catalog);
            if (q.metric == "links") {
                double cables = 0;
                for (const Link &l : b.design.links) cables += l.count;
                return cables;
            }
            double count = 0;
            for (const Device &d : b.design.devices) {
                if (q.metric == "servers") count += d.isServer();
                else if (q.metric == "switches") count += d.isSwitch();
                else if (d.isSwitch() && q.metric == std::string(toString(d.role)) + (d.role == SwitchRole::Leaf ? "ves" : "s"))
                    count += 1;
            }
            return count;
        }
        case QueryKind::Transfer: break;
        }
        return 0;
    }

private:
    const Lesson &m_lesson;
    const Catalog &m_catalog;
    const Design *m_current;
    std::map<std::string, Built> m_built;
};

} // namespace

Design lessonDesign(const Lesson &lesson, const std::string &variantName, const Catalog &catalog)
{
    const Variant *variant = nullptr;
    if (!variantName.empty()) {
        auto it = lesson.variants.find(variantName);
        if (it == lesson.variants.end())
            throw LoadError(lesson.file, "variants", Message{"lesson.unknown-variant", {arg::text("variant", variantName)}});
        variant = &it->second;
    }
    Design design;
    const DesignRecipe &recipe = variant && variant->generate ? *variant->generate : lesson.design;
    if (!recipe.generator.empty()) {
        GeneratorParams params(recipe.params.begin(), recipe.params.end());
        if (variant)
            for (const auto &[key, value] : variant->set) params[key] = value;
        try {
            design = generateFabric(recipe.generator, params, catalog);
        } catch (const GeneratorError &error) {
            throw LoadError(lesson.file, variant ? "variants." + variantName + ".set" : "design.generate", error.what(),
                            error.message);
        }
    } else {
        const std::filesystem::path base = std::filesystem::path(lesson.file).parent_path();
        design = loadDesignFile((base / recipe.path).lexically_normal().string(), catalog);
    }
    if (variant && variant->transport) design.settings.transport = *variant->transport;
    if (variant && variant->removeCount > 0) failSwitches(design, variant->removeRole, variant->removeCount);
    return design;
}

namespace {

CheckResult evaluateCheck(Evaluator &evaluator, const Check &check)
{
    CheckResult result;
    result.id = check.id;
    try {
        result.value = evaluator.evaluate(check.value, result.name);
        if (check.per) {
            std::string unused;
            const double per = evaluator.evaluate(*check.per, unused);
            if (per == 0) throw std::runtime_error("divides by zero");
            result.value /= per;
        }
        result.passed = predictionHolds(check, result.value, result.name);
    } catch (const std::exception &error) {
        result.error = error.what();
    }
    return result;
}

} // namespace

std::vector<CheckResult> checkLesson(const Lesson &lesson, const Catalog &catalog)
{
    Evaluator evaluator(lesson, catalog);
    std::vector<CheckResult> results;
    for (const Step &step : lesson.steps)
        for (const Check &check : step.checks) results.push_back(evaluateCheck(evaluator, check));
    return results;
}

std::vector<CheckResult> checkStep(const Lesson &lesson, std::size_t step, const Catalog &catalog, const Design *current)
{
    std::vector<CheckResult> results;
    if (step >= lesson.steps.size()) return results;
    Evaluator evaluator(lesson, catalog, current);
    for (const Check &check : lesson.steps[step].checks) results.push_back(evaluateCheck(evaluator, check));
    return results;
}

const Check *questionCheck(const Step &step)
{
    return step.checks.empty() ? nullptr : &step.checks.front();
}

bool isNameCheck(const Check &check)
{
    return !check.equals.empty();
}

bool predictionHolds(const Check &check, double number, const std::string &name)
{
    if (isNameCheck(check)) return name == check.equals;
    return std::isfinite(number) && (!check.min || number >= *check.min) && (!check.max || number <= *check.max);
}

} // namespace spinel::lessons
