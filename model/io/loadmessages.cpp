// The English wording of the errors every loader shares: reading the file (io/jsontext.cpp) and
// its JSON fields (io/jsonfields.cpp). Message ids and arguments: see core/message.h. The error's
// file and JSON path are the LoadError's, not part of the message.

#include <sstream>

#include "core/message.h"
#include "core/argspec.h"

namespace spinel {

namespace {

using namespace spec;

using Kind = MessageArg::Kind;

// "line 3, column 7"
std::string place(const Message &m)
{
    return "line " + count(m, "line") + ", column " + count(m, "column");
}

// The file-size limit: a fixed one, or a third of this machine's memory when that is less.
std::string limitText(const Message &m)
{
    return m.text("bound") == "memory" ? "the limit on this machine is " + count(m, "limit") + " MiB (a third of its memory)"
                                       : "the limit is " + count(m, "limit") + " MiB";
}

// Twelve significant digits: a range's ends and the value read print as written in the file.
std::string exact(double value)
{
    std::ostringstream out;
    out.precision(12);
    out << value;
    return out.str();
}

// "a, b or c"
std::string alternatives(const Message &m, const char *name)
{
    return spec::alternatives(m.texts(name));
}

} // namespace

// jsonfields::typeName's words, and the kinds of value a field can be expected to hold.
const std::vector<std::string> &jsonTypeKeywords()
{
    static const std::vector<std::string> words{"null",       "an object",   "an array", "a string",
                                                "true/false", "binary data", "nothing",  "a number"};
    return words;
}

const std::vector<MessageSpec> &loadMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        // Reading the file (jsontext.cpp).
        fixed("file.missing", [](const Message &) { return std::string("no such file"); }),
        fixed("file.folder", [](const Message &) { return std::string("is a folder, not a file"); }),
        {"file.too-large",
         {integer("size"), integer("limit"), keyword("bound", {"fixed", "memory"})},
         [](const Message &m) { return "the file is " + count(m, "size") + " MiB; " + limitText(m); }},
        {"file.larger",
         {integer("limit"), keyword("bound", {"fixed", "memory"})},
         [](const Message &m) { return "the file is larger than " + count(m, "limit") + " MiB; " + limitText(m); }},
        // `reason`: the system's words.
        {"file.cannot-open", {text("reason")}, [](const Message &m) { return "cannot open: " + m.text("reason"); }},
        {"file.binary-byte",
         {integer("byte")},
         [](const Message &m) { return "not a text file: binary data at byte " + count(m, "byte"); }},
        {"file.binary",
         {integer("line"), integer("column")},
         [](const Message &m) { return "not a text file: binary data at " + place(m); }},
        {"file.nesting",
         {integer("limit"), integer("line"), integer("column")},
         [](const Message &m) { return "nesting deeper than " + count(m, "limit") + " levels at " + place(m); }},
        fixed("file.empty", [](const Message &) { return std::string("the file is empty"); }),
        {"file.truncated",
         {integer("line"), integer("column")},
         [](const Message &m) { return "unexpected end of the file (truncated?) at " + place(m); }},
        // `reason`: the JSON parser's words ("syntax error while parsing value").
        {"file.invalid-json",
         {integer("line"), integer("column"), text("reason")},
         [](const Message &m) { return "invalid JSON at " + place(m) + ": " + m.text("reason"); }},
        fixed("file.number-too-large",
              [](const Message &) { return std::string("a number in the file is too large to represent"); }),
        {"file.unreadable-json", {text("reason")}, [](const Message &m) { return "cannot read the JSON: " + m.text("reason"); }},
        fixed("file.duplicate-key", [](const Message &) { return std::string("the key is given twice in one object"); }),
        // The fields (jsonfields.cpp).
        {"json.expected",
         {keyword("expected", {"an object", "an array", "a string", "a number", "true or false"}),
          keyword("found", jsonTypeKeywords())},
         [](const Message &m) { return "expected " + m.text("expected") + ", found " + m.text("found"); }},
        {"json.unknown-key", {ids("keys")}, [](const Message &m) { return "unknown key; expected one of: " + listed(m, "keys"); }},
        fixed("json.missing", [](const Message &) { return std::string("missing"); }),
        {"json.too-long",
         {integer("length"), integer("limit")},
         [](const Message &m) {
             return "text of " + count(m, "length") + " characters is longer than the limit of " + count(m, "limit");
         }},
        fixed("json.not-finite", [](const Message &) { return std::string("number is not finite"); }),
        {"json.out-of-range",
         {number("value"), number("minimum"), number("maximum")},
         [](const Message &m) {
             return exact(m.number("value")) + " is out of range; allowed " + exact(m.number("minimum")) + " to "
                    + exact(m.number("maximum"));
         }},
        {"json.not-whole",
         {number("value")},
         [](const Message &m) { return "expected a whole number, found " + exact(m.number("value")); }},
        // `value` and `id` come cut as jsonfields::shown() cuts them; `what`: what the field names;
        // `expected`: the values the format allows, as written in files.
        {"json.unknown-value",
         {keyword("what", {"value", "protocol", "GPU generation", "medium", "kind"}), text("value"), ids("expected")},
         [](const Message &m) {
             return "unknown " + m.text("what") + " \"" + m.text("value") + "\"" + "; expected " + alternatives(m, "expected");
         }},
        fixed("json.empty-id", [](const Message &) { return std::string("an id cannot be empty"); }),
        // `first`: the JSON path of the object that has the id already.
        {"json.duplicate-id",
         {text("id"), text("first")},
         [](const Message &m) { return "duplicate id \"" + m.text("id") + "\"" + " (first used by " + m.text("first") + ")"; }},
    };
    return specs;
}

} // namespace spinel
