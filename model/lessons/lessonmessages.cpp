// The English wording of the errors a lesson file can have (model/lessons/lessonformat.cpp,
// lessoncheck.cpp); message ids and arguments: see core/message.h. The error's file and JSON path
// are the LoadError's, not part of the message.

#include "core/message.h"
#include "core/argspec.h"
#include "io/jsonfields.h"

namespace spinel {

namespace {

using namespace spec;

using Kind = MessageArg::Kind;

std::string jsonQuoted(const Message &m, const char *name)
{
    return jsonfields::quote(m.text(name));
}

} // namespace

const std::vector<MessageSpec> &lessonMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        {"lesson.unknown-language",
         {ids("languages")},
         [](const Message &m) { return "unknown language; use " + listed(m, "languages"); }},
        fixed("lesson.text-needs-english", [](const Message &) { return std::string("missing: every text needs English"); }),
        // jsonfields::typeName's words.
        {"lesson.parameter-type",
         {{"type", Kind::Keyword, {}, jsonTypeKeywords()}},
         [](const Message &m) { return "expected a string or a number, got " + m.text("type"); }},
        fixed("lesson.recipe",
              [](const Message &) {
                  return std::string("give either \"path\" (a .spinel file) or \"generate\" (a template recipe)");
              }),
        fixed("lesson.set-needs-generator",
              [](const Message &) {
                  return std::string("\"set\" changes generator keys: the design (or the variant) must be generated");
              }),
        fixed("lesson.transport", [](const Message &) { return std::string("expected infiniband, roce or tcp"); }),
        fixed("lesson.fail-role", [](const Message &) { return std::string("expected leaf, spine or core"); }),
        {"lesson.no-variant",
         {text("variant")},
         [](const Message &m) { return "no variant " + jsonQuoted(m, "variant") + " in this lesson"; }},
        {"lesson.unknown-variant", {text("variant")}, [](const Message &m) { return "no variant \"" + m.text("variant") + "\""; }},
        fixed("lesson.query-kind",
              [](const Message &) {
                  return std::string("give exactly one of \"collective\", \"training\", \"design\" or \"transfer\"");
              }),
        fixed("lesson.unknown-collective",
              [](const Message &) { return std::string("unknown collective; use allreduce, allgather, alltoall, ..."); }),
        {"lesson.unknown-algorithm",
         {text("algorithm")},
         [](const Message &m) { return "unknown algorithm " + jsonQuoted(m, "algorithm"); }},
        fixed("lesson.protocol", [](const Message &) { return std::string("expected LL, LL128 or Simple"); }),
        {"lesson.unknown-training-key", {ids("keys")}, [](const Message &m) { return "unknown key; use " + listed(m, "keys"); }},
        {"lesson.unknown-metric",
         {text("metric"), ids("metrics")},
         [](const Message &m) { return "unknown metric " + jsonQuoted(m, "metric") + "; use " + listed(m, "metrics"); }},
        {"lesson.name-needs-equals",
         {text("metric")},
         [](const Message &m) { return "a \"" + m.text("metric") + "\" value is a name: compare it with \"equals\" only"; }},
        fixed("lesson.number-needs-bounds", [](const Message &) { return std::string("a number needs \"min\", \"max\" or both"); }),
        fixed("lesson.per-name", [](const Message &) { return std::string("divide by a number, not a name"); }),
        fixed("lesson.min-above-max", [](const Message &) { return std::string("larger than \"max\""); }),
        fixed("lesson.not-a-lesson",
              [](const Message &) { return std::string("expected \"spinel-lesson\"; this is not a Spinel lesson"); }),
        fixed("lesson.id-characters", [](const Message &) { return std::string("use lower-case letters, digits and hyphens"); }),
        fixed("lesson.no-steps", [](const Message &) { return std::string("a lesson needs at least one step"); }),
        fixed("lesson.question-needs-answer", [](const Message &) { return std::string("missing: a question needs its answer"); }),
        {"lesson.duplicate-check", {text("check")}, [](const Message &m) { return "duplicate check id " + jsonQuoted(m, "check"); }},
        // `reason`: the system's words.
        {"lesson.folder-unreadable",
         {text("reason")},
         [](const Message &m) { return "cannot read the lesson folder: " + m.text("reason"); }},
        {"lesson.duplicate-id",
         {text("lesson"), text("file")},
         [](const Message &m) { return "the id " + jsonQuoted(m, "lesson") + " is also used by " + m.text("file"); }},
    };
    return specs;
}

} // namespace spinel
