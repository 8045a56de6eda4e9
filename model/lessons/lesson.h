#pragma once
// Lessons: a design (a file or a generator recipe), named variants of it, and steps of text with a
// question, its answer and a hint, in several languages; each step's claims are checks the timing
// model evaluates, so a lesson can never silently drift from the model. Format: docs/lessons.md.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "timing/collectives.h"

namespace spinel::lessons {

// Text in several languages: "en" (required), "de", "zh_CN".
using LocalText = std::map<std::string, std::string>;
// The text in `language`, else English.
std::string localized(const LocalText &text, const std::string &language);

// How to make the lesson's design, or one of its variants.
struct DesignRecipe {
    std::string path;                          // a .spinel file, relative to the lesson file
    std::string generator;                     // or a template of `spinel-cli generate`
    std::map<std::string, std::string> params; // its --set keys
};

// A variant: the lesson's design changed. `set` overrides generator keys (a generated design only).
struct Variant {
    std::optional<DesignRecipe> generate; // a whole other recipe (another template)
    std::map<std::string, std::string> set;
    std::optional<Transport> transport;
    std::string removeRole; // "spine", "leaf", "core": fail that many switches
    int removeCount = 0;
};

enum class QueryKind { Collective, Training, Design, Transfer };

// One number (or name) the model gives on the lesson's design or a variant.
struct Query {
    QueryKind kind = QueryKind::Collective;
    std::string variant;                        // empty: the lesson's design
    timing::CollectiveRequest collective;       // Collective
    std::map<std::string, double> training;     // Training: overrides of the design's settings
    double transferBytes = 0, transferGbps = 0; // Transfer: bytes over one link, the seeds' arithmetic
    std::string metric;                         // time_s, busbw_GBps, bottleneck, step_s, gpus...
};

// A claim: value (÷ per, when given) within [min, max], or equal to a name.
struct Check {
    std::string id;
    LocalText claim;
    Query value;
    std::optional<Query> per;
    std::optional<double> min, max;
    std::string equals;
};

struct Step {
    LocalText text, question, answer, hint;
    std::vector<Check> checks;
};

struct Lesson {
    std::string id;
    std::string file;
    LocalText title, summary;
    std::vector<LocalText> assumptions; // what the claims need to hold
    DesignRecipe design;
    std::map<std::string, Variant> variants;
    std::vector<Step> steps;
};

// Parses one lesson; throws LoadError naming the file and the JSON path.
Lesson readLesson(const std::string &text, const std::string &fileName);
Lesson loadLessonFile(const std::string &fileName);
// Every *.json in `directory`, sorted by id; throws LoadError on the first bad one.
std::vector<Lesson> loadLessonDirectory(const std::string &directory);

// The outcome of one check.
struct CheckResult {
    std::string id;
    bool passed = false;
    double value = 0;  // the number compared (after ÷ per)
    std::string name;  // for `equals` checks
    std::string error; // the model could not answer
};

// Builds the designs and evaluates every check of the lesson.
std::vector<CheckResult> checkLesson(const Lesson &lesson, const Catalog &catalog);
// Evaluates the checks of step `step` only. With `current` (the student's design as changed in the
// editor), queries without a variant run on it instead of the lesson's own design.
std::vector<CheckResult> checkStep(const Lesson &lesson, std::size_t step, const Catalog &catalog, const Design *current = nullptr);

// The check a step's question is answered against: its first check, or nullptr.
const Check *questionCheck(const Step &step);
// Whether a student's prediction passes `check` as the model's value must: a number within the
// lesson's [min, max], or the same name for an `equals` check.
bool predictionHolds(const Check &check, double number, const std::string &name);
// Whether the check's value is a name (bottleneck, algorithm) rather than a number.
bool isNameCheck(const Check &check);
// The design of the lesson or one of its variants; throws LoadError / GeneratorError.
Design lessonDesign(const Lesson &lesson, const std::string &variant, const Catalog &catalog);

} // namespace spinel::lessons
