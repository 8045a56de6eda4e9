// Reading lessons: strict like the design loader (unknown keys are errors, every error names the file
// and the JSON path), and every reference inside a lesson (variants, metrics) resolved on load.
#include <algorithm>
#include <filesystem>
#include <set>

#include <nlohmann/json.hpp>

#include "io/jsonfields.h"
#include "io/jsontext.h"
#include "io/loaderror.h"
#include "lessons/lesson.h"

namespace spinel::lessons {

using namespace spinel::jsonfields;

namespace {

constexpr std::size_t kMaxText = 8000;
const std::set<std::string> kLanguages = {"en", "de", "zh_CN"};
const std::set<std::string> kCollectiveMetrics = {"time_s",     "time_us",    "latency_us", "bandwidth_us",
                                                  "busbw_GBps", "algbw_GBps", "bottleneck", "algorithm"};
const std::set<std::string> kTrainingMetrics = {"step_s",     "scaling_efficiency",      "mfu",
                                                "train_days", "data_parallel_exposed_s", "communication_s"};
const std::set<std::string> kDesignMetrics = {"gpus",   "servers", "switches", "leaves",
                                              "spines", "cores",   "links",    "oversubscription"};
const std::set<std::string> kTrainingKeys = {"parameters",      "tensor_parallel", "pipeline_parallel", "gradient_bytes",
                                             "tokens_per_step", "train_tokens",    "kernel_efficiency", "data_parallel_overlap",
                                             "zero_stage",      "sequence_length"};

std::vector<std::string> names(const std::set<std::string> &set)
{
    return {set.begin(), set.end()};
}

LocalText readText(const json &value, const std::string &path)
{
    requireObject(value, path);
    LocalText text;
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (!kLanguages.count(it.key()))
            throw FormatError(join(path, it.key()), Message{"lesson.unknown-language", {arg::ids("languages", names(kLanguages))}});
        text[it.key()] = asString(*it, join(path, it.key()), kMaxText);
    }
    if (!text.count("en")) throw FormatError(join(path, "en"), Message{"lesson.text-needs-english", {}});
    return text;
}

LocalText readOptionalText(const json &object, const char *key, const std::string &path)
{
    const json *value = field(object, key);
    return value ? readText(*value, join(path, key)) : LocalText{};
}

std::map<std::string, std::string> readParams(const json &value, const std::string &path)
{
    requireObject(value, path);
    std::map<std::string, std::string> params;
    for (auto it = value.begin(); it != value.end(); ++it) {
        const std::string where = join(path, it.key());
        if (it->is_string()) params[it.key()] = it->get<std::string>();
        else if (it->is_number() || it->is_boolean()) params[it.key()] = it->dump();
        else throw FormatError(where, Message{"lesson.parameter-type", {arg::keyword("type", typeName(*it))}});
    }
    return params;
}

DesignRecipe readRecipe(const json &value, const std::string &path)
{
    requireObject(value, path);
    checkKeys(value, path, {"path", "generate"});
    DesignRecipe recipe;
    if (const json *file = field(value, "path")) recipe.path = asString(*file, join(path, "path"));
    if (const json *generate = field(value, "generate")) {
        const std::string where = join(path, "generate");
        requireObject(*generate, where);
        checkKeys(*generate, where, {"template", "set"});
        recipe.generator = readString(*generate, "template", where, 100);
        if (const json *set = field(*generate, "set")) recipe.params = readParams(*set, join(where, "set"));
    }
    if (recipe.path.empty() == recipe.generator.empty()) throw FormatError(path, Message{"lesson.recipe", {}});
    return recipe;
}

Variant readVariant(const json &value, const std::string &path, bool generated)
{
    requireObject(value, path);
    checkKeys(value, path, {"generate", "set", "transport", "fail"});
    Variant variant;
    if (const json *generate = field(value, "generate")) {
        variant.generate = readRecipe(json{{"generate", *generate}}, path);
        generated = true;
    }
    if (const json *set = field(value, "set")) {
        if (!generated) throw FormatError(join(path, "set"), Message{"lesson.set-needs-generator", {}});
        variant.set = readParams(*set, join(path, "set"));
    }
    if (const json *transport = field(value, "transport")) {
        variant.transport = transportFromString(asString(*transport, join(path, "transport")));
        if (!variant.transport) throw FormatError(join(path, "transport"), Message{"lesson.transport", {}});
    }
    if (const json *fail = field(value, "fail")) {
        const std::string where = join(path, "fail");
        requireObject(*fail, where);
        checkKeys(*fail, where, {"role", "count"});
        variant.removeRole = readString(*fail, "role", where, 20);
        if (variant.removeRole != "leaf" && variant.removeRole != "spine" && variant.removeRole != "core")
            throw FormatError(join(where, "role"), Message{"lesson.fail-role", {}});
        variant.removeCount = int(readOptionalInteger(*fail, "count", where, 1, 1000).value_or(1));
    }
    return variant;
}

Query readQuery(const json &value, const std::string &path, const std::map<std::string, Variant> &variants)
{
    requireObject(value, path);
    checkKeys(value, path, {"variant", "collective", "training", "design", "transfer", "metric"});
    Query q;
    if (const json *variant = field(value, "variant")) {
        q.variant = asString(*variant, join(path, "variant"), 100);
        if (!variants.count(q.variant))
            throw FormatError(join(path, "variant"), Message{"lesson.no-variant", {arg::text("variant", q.variant)}});
    }
    const int kinds = int(field(value, "collective") != nullptr) + int(field(value, "training") != nullptr)
                      + int(field(value, "design") != nullptr) + int(field(value, "transfer") != nullptr);
    if (kinds != 1) throw FormatError(path, Message{"lesson.query-kind", {}});
    const std::set<std::string> *metrics = &kCollectiveMetrics;
    if (const json *c = field(value, "collective")) {
        const std::string where = join(path, "collective");
        requireObject(*c, where);
        checkKeys(*c, where, {"op", "bytes", "gpus", "ranks_per_server", "algorithm", "protocol"});
        const auto op = timing::collectiveOpFromString(readString(*c, "op", where, 40));
        if (!op) throw FormatError(join(where, "op"), Message{"lesson.unknown-collective", {}});
        q.collective.op = *op;
        q.collective.bytes = readNumber(*c, "bytes", where, 0, 1e18);
        q.collective.gpus = int(readOptionalInteger(*c, "gpus", where, 1, 1 << 20).value_or(0));
        q.collective.ranksPerServer = int(readOptionalInteger(*c, "ranks_per_server", where, 1, 1024).value_or(0));
        if (auto a = readOptionalString(*c, "algorithm", where, 40)) {
            const auto algorithm = timing::algorithmFromString(*a);
            if (!algorithm)
                throw FormatError(join(where, "algorithm"), Message{"lesson.unknown-algorithm", {arg::text("algorithm", *a)}});
            q.collective.algorithm = *algorithm;
        }
        if (auto p = readOptionalString(*c, "protocol", where, 40)) {
            q.collective.protocol = timing::protocolFromString(*p);
            if (!q.collective.protocol) throw FormatError(join(where, "protocol"), Message{"lesson.protocol", {}});
        }
    } else if (const json *t = field(value, "training")) {
        q.kind = QueryKind::Training;
        metrics = &kTrainingMetrics;
        const std::string where = join(path, "training");
        requireObject(*t, where);
        for (auto it = t->begin(); it != t->end(); ++it) {
            if (!kTrainingKeys.count(it.key()))
                throw FormatError(join(where, it.key()),
                                  Message{"lesson.unknown-training-key", {arg::ids("keys", names(kTrainingKeys))}});
            q.training[it.key()] = asNumber(*it, join(where, it.key()), 0, 1e18);
        }
    } else if (const json *d = field(value, "design")) {
        q.kind = QueryKind::Design;
        metrics = &kDesignMetrics;
        requireObject(*d, join(path, "design"));
        checkKeys(*d, join(path, "design"), {});
    } else if (const json *x = field(value, "transfer")) {
        q.kind = QueryKind::Transfer;
        const std::string where = join(path, "transfer");
        requireObject(*x, where);
        checkKeys(*x, where, {"bytes", "gbps"});
        q.transferBytes = readNumber(*x, "bytes", where, 0, 1e18);
        q.transferGbps = readNumber(*x, "gbps", where, 1e-3, 1e9);
        static const std::set<std::string> seconds = {"time_s"};
        metrics = &seconds;
    }
    q.metric = readString(value, "metric", path, 40);
    if (!metrics->count(q.metric))
        throw FormatError(join(path, "metric"),
                          Message{"lesson.unknown-metric", {arg::text("metric", q.metric), arg::ids("metrics", names(*metrics))}});
    return q;
}

bool isNameMetric(const std::string &metric)
{
    return metric == "bottleneck" || metric == "algorithm";
}

Check readCheck(const json &value, const std::string &path, const std::map<std::string, Variant> &variants)
{
    requireObject(value, path);
    checkKeys(value, path, {"id", "claim", "value", "per", "min", "max", "equals"});
    Check check;
    check.id = readString(value, "id", path, 100);
    check.claim = readText(requireField(value, "claim", path), join(path, "claim"));
    check.value = readQuery(requireField(value, "value", path), join(path, "value"), variants);
    if (const json *per = field(value, "per")) check.per = readQuery(*per, join(path, "per"), variants);
    check.min = readOptionalNumber(value, "min", path, -1e300, 1e300);
    check.max = readOptionalNumber(value, "max", path, -1e300, 1e300);
    check.equals = readOptionalString(value, "equals", path, 100).value_or(std::string());
    const bool named = isNameMetric(check.value.metric);
    if (named && (check.per || check.min || check.max || check.equals.empty()))
        throw FormatError(path, Message{"lesson.name-needs-equals", {arg::text("metric", check.value.metric)}});
    if (!named && (!check.equals.empty() || (!check.min && !check.max)))
        throw FormatError(path, Message{"lesson.number-needs-bounds", {}});
    if (check.per && isNameMetric(check.per->metric)) throw FormatError(join(path, "per"), Message{"lesson.per-name", {}});
    if (check.min && check.max && *check.min > *check.max)
        throw FormatError(join(path, "min"), Message{"lesson.min-above-max", {}});
    return check;
}

} // namespace

std::string localized(const LocalText &text, const std::string &language)
{
    if (auto it = text.find(language); it != text.end() && !it->second.empty()) return it->second;
    if (auto it = text.find("en"); it != text.end()) return it->second;
    return {};
}

Lesson readLesson(const std::string &bytes, const std::string &fileName)
{
    try {
        json root = parseJsonText(bytes);
        requireObject(root, {});
        const json *format = field(root, "format");
        if (!format || !format->is_string() || format->get<std::string>() != "spinel-lesson")
            throw FormatError("format", Message{"lesson.not-a-lesson", {}});
        readInteger(root, "version", {}, 1, 1);
        checkKeys(root, {}, {"format", "version", "id", "title", "summary", "assumptions", "design", "variants", "steps"});
        Lesson lesson;
        lesson.file = fileName;
        lesson.id = readString(root, "id", {}, 100);
        if (lesson.id.empty() || lesson.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
            throw FormatError("id", Message{"lesson.id-characters", {}});
        lesson.title = readText(requireField(root, "title", {}), "title");
        lesson.summary = readOptionalText(root, "summary", {});
        if (const json *assumptions = field(root, "assumptions")) {
            requireArray(*assumptions, "assumptions");
            for (std::size_t i = 0; i < assumptions->size(); ++i)
                lesson.assumptions.push_back(readText((*assumptions)[i], index("assumptions", i)));
        }
        lesson.design = readRecipe(requireField(root, "design", {}), "design");
        if (const json *variants = field(root, "variants")) {
            requireObject(*variants, "variants");
            for (auto it = variants->begin(); it != variants->end(); ++it)
                lesson.variants[it.key()] = readVariant(*it, join("variants", it.key()), !lesson.design.generator.empty());
        }
        const json &steps = requireField(root, "steps", {});
        requireArray(steps, "steps");
        if (steps.empty()) throw FormatError("steps", Message{"lesson.no-steps", {}});
        std::set<std::string> ids;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const std::string path = index("steps", i);
            const json &s = steps[i];
            requireObject(s, path);
            checkKeys(s, path, {"text", "question", "answer", "hint", "checks"});
            Step step;
            step.text = readText(requireField(s, "text", path), join(path, "text"));
            step.question = readOptionalText(s, "question", path);
            step.answer = readOptionalText(s, "answer", path);
            step.hint = readOptionalText(s, "hint", path);
            if (!step.question.empty() && step.answer.empty())
                throw FormatError(join(path, "answer"), Message{"lesson.question-needs-answer", {}});
            if (const json *checks = field(s, "checks")) {
                requireArray(*checks, join(path, "checks"));
                for (std::size_t c = 0; c < checks->size(); ++c) {
                    const std::string where = index(join(path, "checks"), c);
                    Check check = readCheck((*checks)[c], where, lesson.variants);
                    if (!ids.insert(check.id).second)
                        throw FormatError(join(where, "id"), Message{"lesson.duplicate-check", {arg::text("check", check.id)}});
                    step.checks.push_back(std::move(check));
                }
            }
            lesson.steps.push_back(std::move(step));
        }
        return lesson;
    } catch (const FormatError &error) {
        throw LoadError(fileName, error.path(), error.what(), error.message());
    }
}

Lesson loadLessonFile(const std::string &fileName)
{
    return readLesson(readFileBytes(fileName, 1 << 20), fileName);
}

std::vector<Lesson> loadLessonDirectory(const std::string &directory)
{
    std::vector<Lesson> lessons;
    std::error_code error;
    for (const auto &entry : std::filesystem::directory_iterator(directory, error))
        if (entry.path().extension() == ".json") lessons.push_back(loadLessonFile(entry.path().string()));
    if (error) throw LoadError(directory, {}, Message{"lesson.folder-unreadable", {arg::text("reason", error.message())}});
    std::sort(lessons.begin(), lessons.end(), [](const Lesson &a, const Lesson &b) { return a.id < b.id; });
    for (std::size_t i = 1; i < lessons.size(); ++i)
        if (lessons[i].id == lessons[i - 1].id)
            throw LoadError(
                lessons[i].file, "id",
                Message{"lesson.duplicate-id", {arg::text("lesson", lessons[i].id), arg::text("file", lessons[i - 1].file)}});
    return lessons;
}

} // namespace spinel::lessons
