// The wording of the errors in lesson files (model/lessons/lessonmessages.cpp) for the UI. JSON
// keys, metric names and the values a lesson gives stay as written: they are what the author types.

#include "common/messagewordings.h"

namespace spinel::wording {

const QHash<QString, Wording> &lessons()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("lesson.unknown-language"),
         [](const Message &m) {
             //: %1 the language codes a lesson text can have
             return MessageText::tr("unknown language; use %1").arg(joined(texts(m, "languages")));
         }},
        {QStringLiteral("lesson.text-needs-english"),
         [](const Message &) { return MessageText::tr("missing: every text needs English"); }},
        {QStringLiteral("lesson.parameter-type"),
         [](const Message &m) {
             //: %1 the JSON type found (an object, an array, ...)
             return MessageText::tr("expected a string or a number, got %1").arg(jsonType(m.text("type")));
         }},
        {QStringLiteral("lesson.recipe"),
         [](const Message &) {
             //: "path" and "generate" are JSON keys and stay as they are
             return MessageText::tr("give either \"path\" (a .spinel file) or \"generate\" (a template recipe)");
         }},
        {QStringLiteral("lesson.set-needs-generator"),
         [](const Message &) {
             //: "set" is a JSON key and stays as it is
             return MessageText::tr("\"set\" changes generator keys: the design (or the variant) must be generated");
         }},
        {QStringLiteral("lesson.transport"),
         [](const Message &) {
             //: infiniband, roce and tcp are values of the file format and stay as they are
             return MessageText::tr("expected infiniband, roce or tcp");
         }},
        {QStringLiteral("lesson.fail-role"),
         [](const Message &) {
             //: leaf, spine and core are values of the file format and stay as they are
             return MessageText::tr("expected leaf, spine or core");
         }},
        {QStringLiteral("lesson.no-variant"),
         [](const Message &m) {
             //: %1 the variant named
             return MessageText::tr("no variant %1 in this lesson").arg(quoted(str(m, "variant")));
         }},
        {QStringLiteral("lesson.unknown-variant"),
         [](const Message &m) {
             //: %1 the variant named
             return MessageText::tr("no variant %1").arg(quoted(str(m, "variant")));
         }},
        {QStringLiteral("lesson.query-kind"),
         [](const Message &) {
             //: the quoted words are JSON keys and stay as they are
             return MessageText::tr("give exactly one of \"collective\", \"training\", \"design\" or \"transfer\"");
         }},
        {QStringLiteral("lesson.unknown-collective"),
         [](const Message &) {
             //: allreduce, allgather and alltoall are values of the file format and stay as they are
             return MessageText::tr("unknown collective; use allreduce, allgather, alltoall, ...");
         }},
        {QStringLiteral("lesson.unknown-algorithm"),
         [](const Message &m) {
             //: %1 the algorithm named
             return MessageText::tr("unknown algorithm %1").arg(quoted(str(m, "algorithm")));
         }},
        {QStringLiteral("lesson.protocol"),
         [](const Message &) {
             //: LL, LL128 and Simple are NCCL's protocol names and stay as they are
             return MessageText::tr("expected LL, LL128 or Simple");
         }},
        {QStringLiteral("lesson.unknown-training-key"),
         [](const Message &m) {
             //: %1 the keys a training query takes
             return MessageText::tr("unknown key; use %1").arg(joined(texts(m, "keys")));
         }},
        {QStringLiteral("lesson.unknown-metric"),
         [](const Message &m) {
             //: %1 the metric named, %2 the metrics the query gives
             return MessageText::tr("unknown metric %1; use %2").arg(quoted(str(m, "metric")), joined(texts(m, "metrics")));
         }},
        {QStringLiteral("lesson.name-needs-equals"),
         [](const Message &m) {
             //: %1 a metric whose value is a name (bottleneck, algorithm); "equals" is a JSON key
             return MessageText::tr("a %1 value is a name: compare it with \"equals\" only").arg(quoted(str(m, "metric")));
         }},
        {QStringLiteral("lesson.number-needs-bounds"),
         [](const Message &) {
             //: "min" and "max" are JSON keys and stay as they are
             return MessageText::tr("a number needs \"min\", \"max\" or both");
         }},
        {QStringLiteral("lesson.per-name"), [](const Message &) { return MessageText::tr("divide by a number, not a name"); }},
        {QStringLiteral("lesson.min-above-max"),
         [](const Message &) {
             //: "max" is a JSON key and stays as it is
             return MessageText::tr("larger than \"max\"");
         }},
        {QStringLiteral("lesson.not-a-lesson"),
         [](const Message &) {
             //: "spinel-lesson" is the format name in the file and stays as it is
             return MessageText::tr("expected \"spinel-lesson\"; this is not a Spinel lesson");
         }},
        {QStringLiteral("lesson.id-characters"),
         [](const Message &) { return MessageText::tr("use lower-case letters, digits and hyphens"); }},
        {QStringLiteral("lesson.no-steps"), [](const Message &) { return MessageText::tr("a lesson needs at least one step"); }},
        {QStringLiteral("lesson.question-needs-answer"),
         [](const Message &) { return MessageText::tr("missing: a question needs its answer"); }},
        {QStringLiteral("lesson.duplicate-check"),
         [](const Message &m) {
             //: %1 the check id used twice
             return MessageText::tr("duplicate check id %1").arg(quoted(str(m, "check")));
         }},
        {QStringLiteral("lesson.folder-unreadable"),
         [](const Message &m) {
             //: %1 the system's reason
             return MessageText::tr("cannot read the lesson folder: %1").arg(str(m, "reason"));
         }},
        {QStringLiteral("lesson.duplicate-id"),
         [](const Message &m) {
             //: %1 the lesson id, %2 the other lesson file
             return MessageText::tr("the id %1 is also used by %2").arg(quoted(str(m, "lesson")), str(m, "file"));
         }},
    };
    return wordings;
}

} // namespace spinel::wording
