// The wording of the errors every loader shares (model/io/loadmessages.cpp) for the UI: reading the
// file and its JSON fields. JSON keys and the values a file may hold stay as written: they are what
// the user types in the file.

#include <QLocale>

#include "common/messagewordings.h"

namespace spinel::wording {

namespace {

// "line 3, column 7"
QString place(const Message &m)
{
    //: Where in a file: %1 the line, %2 the column
    return MessageText::tr("line %1, column %2").arg(integer(m, "line"), integer(m, "column"));
}

QString limitText(const Message &m)
{
    if (m.text("bound") == "memory")
        //: %1 a size in MiB: a third of this computer's memory, below the fixed limit
        return MessageText::tr("the limit on this machine is %1 MiB (a third of its memory)").arg(integer(m, "limit"));
    //: %1 a size in MiB
    return MessageText::tr("the limit is %1 MiB").arg(integer(m, "limit"));
}

// What a field was expected to hold (the kinds of JSON value).
QString expectedKind(const std::string &keyword)
{
    return keywordText(keyword, {{"an object", MessageText::tr("an object")},
                                 {"an array", MessageText::tr("an array")},
                                 {"a string", MessageText::tr("a string")},
                                 {"a number", MessageText::tr("a number")},
                                 {"true or false", MessageText::tr("true or false")}});
}

// What an unknown value names.
QString valueKind(const std::string &keyword)
{
    return keywordText(keyword, {{"value", MessageText::tr("value")},
                                 {"protocol", MessageText::tr("protocol")},
                                 {"GPU generation", MessageText::tr("GPU generation")},
                                 {"medium", MessageText::tr("medium")},
                                 {"kind", MessageText::tr("kind")}});
}

// A number as the file has it: up to twelve significant digits, in the locale's digits.
QString exact(const Message &m, const char *name)
{
    return QLocale().toString(m.number(name), 'g', 12);
}

} // namespace

const QHash<QString, Wording> &loads()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("file.missing"), [](const Message &) { return MessageText::tr("no such file"); }},
        {QStringLiteral("file.folder"), [](const Message &) { return MessageText::tr("is a folder, not a file"); }},
        {QStringLiteral("file.too-large"),
         [](const Message &m) {
             //: %1 the file's size in MiB, %2 the limit ("the limit is 256 MiB")
             return MessageText::tr("the file is %1 MiB; %2").arg(integer(m, "size"), limitText(m));
         }},
        {QStringLiteral("file.larger"),
         [](const Message &m) {
             //: %1 a size in MiB, %2 the limit ("the limit is 256 MiB")
             return MessageText::tr("the file is larger than %1 MiB; %2").arg(integer(m, "limit"), limitText(m));
         }},
        {QStringLiteral("file.cannot-open"),
         [](const Message &m) {
             //: %1 the system's reason (in English)
             return MessageText::tr("cannot open: %1").arg(str(m, "reason"));
         }},
        {QStringLiteral("file.binary-byte"),
         [](const Message &m) {
             //: %1 a byte offset in the file
             return MessageText::tr("not a text file: binary data at byte %1").arg(integer(m, "byte"));
         }},
        {QStringLiteral("file.binary"),
         [](const Message &m) {
             //: %1 where: "line 3, column 7"
             return MessageText::tr("not a text file: binary data at %1").arg(place(m));
         }},
        {QStringLiteral("file.nesting"),
         [](const Message &m) {
             //: %1 the number of levels allowed, %2 where: "line 3, column 7"
             return MessageText::tr("nesting deeper than %1 levels at %2").arg(integer(m, "limit"), place(m));
         }},
        {QStringLiteral("file.empty"), [](const Message &) { return MessageText::tr("the file is empty"); }},
        {QStringLiteral("file.truncated"),
         [](const Message &m) {
             //: %1 where: "line 3, column 7"
             return MessageText::tr("unexpected end of the file (truncated?) at %1").arg(place(m));
         }},
        {QStringLiteral("file.invalid-json"),
         [](const Message &m) {
             //: %1 where: "line 3, column 7"; %2 the JSON parser's reason (in English)
             return MessageText::tr("invalid JSON at %1: %2").arg(place(m), str(m, "reason"));
         }},
        {QStringLiteral("file.number-too-large"),
         [](const Message &) { return MessageText::tr("a number in the file is too large to represent"); }},
        {QStringLiteral("file.unreadable-json"),
         [](const Message &m) {
             //: %1 the JSON parser's reason (in English)
             return MessageText::tr("cannot read the JSON: %1").arg(str(m, "reason"));
         }},
        {QStringLiteral("file.duplicate-key"),
         [](const Message &) { return MessageText::tr("the key is given twice in one object"); }},
        {QStringLiteral("json.expected"),
         [](const Message &m) {
             //: %1 what the file should have there ("a number"), %2 what it has ("a string")
             return MessageText::tr("expected %1, found %2").arg(expectedKind(m.text("expected")), jsonType(m.text("found")));
         }},
        {QStringLiteral("json.unknown-key"),
         [](const Message &m) {
             //: %1 the JSON keys allowed there, as written in files
             return MessageText::tr("unknown key; expected one of: %1").arg(joined(texts(m, "keys")));
         }},
        {QStringLiteral("json.missing"),
         [](const Message &) {
             //: A required key is not in the file
             return MessageText::tr("missing");
         }},
        {QStringLiteral("json.too-long"),
         [](const Message &m) {
             //: %1 the text's length, %2 the most characters allowed
             return MessageText::tr("text of %1 characters is longer than the limit of %2")
                 .arg(integer(m, "length"), integer(m, "limit"));
         }},
        {QStringLiteral("json.not-finite"), [](const Message &) { return MessageText::tr("number is not finite"); }},
        {QStringLiteral("json.out-of-range"),
         [](const Message &m) {
             //: %1 the number in the file, %2 and %3 the smallest and largest allowed
             return MessageText::tr("%1 is out of range; allowed %2 to %3")
                 .arg(exact(m, "value"), exact(m, "minimum"), exact(m, "maximum"));
         }},
        {QStringLiteral("json.not-whole"),
         [](const Message &m) {
             //: %1 the number in the file
             return MessageText::tr("expected a whole number, found %1").arg(exact(m, "value"));
         }},
        {QStringLiteral("json.unknown-value"),
         [](const Message &m) {
             //: %1 what the value names (a protocol, a medium...), %2 the value in the file, %3 the values allowed
             return MessageText::tr("unknown %1 %2; expected %3")
                 .arg(valueKind(m.text("what")), quoted(str(m, "value")), alternatives(texts(m, "expected")));
         }},
        {QStringLiteral("json.empty-id"), [](const Message &) { return MessageText::tr("an id cannot be empty"); }},
        {QStringLiteral("json.duplicate-id"),
         [](const Message &m) {
             //: %1 the id, %2 where in the file it was first used (a JSON path such as devices[3])
             return MessageText::tr("duplicate id %1 (first used by %2)").arg(quoted(str(m, "id")), str(m, "first"));
         }},
    };
    return wordings;
}

} // namespace spinel::wording
