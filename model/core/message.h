#pragma once
// A model message with an id and typed, named arguments instead of finished English, so the app
// can word it in the user's language (views/common/messagetext.h). englishText() gives the English
// the CLI, the JSON outputs and the tests print.

#include <string>
#include <string_view>
#include <vector>

namespace spinel {

struct MessageArg {
    enum class Kind {
        Integer, // a count or index
        Number,  // a measure in `unit`: "Gb/s", "m", "ratio" (n:1) or "" (a plain number)
        Id,      // an object id from the design
        Text,    // shown as given: a catalog model, a template name, a value the user typed
        Keyword, // one of a fixed set of English words the app translates: a tier, a medium
        IdList,  // object ids (or other untranslated names)
        IntegerList,
        NumberList, // measures in `unit`, as Number
    };
    std::string name;
    Kind kind = Kind::Text;
    long long integer = 0;
    double number = 0;
    std::string unit;
    std::string text;
    std::vector<std::string> texts;
    std::vector<long long> integers;
    std::vector<double> numbers;
    friend bool operator==(const MessageArg &, const MessageArg &) = default;
};

namespace arg {
MessageArg integer(std::string name, long long value);
MessageArg number(std::string name, double value, std::string unit = {});
MessageArg gbps(std::string name, double value);
MessageArg ratio(std::string name, double value);
MessageArg id(std::string name, std::string value);
MessageArg text(std::string name, std::string value);
MessageArg keyword(std::string name, std::string value);
MessageArg ids(std::string name, std::vector<std::string> values);
MessageArg integers(std::string name, std::vector<long long> values);
MessageArg numbers(std::string name, std::vector<double> values, std::string unit = {});
} // namespace arg

struct Message {
    std::string id; // stable: "port-budget.over", "generate.between"
    std::vector<MessageArg> args;

    // The named argument; null when the message has none of that name.
    const MessageArg *find(std::string_view name) const;
    // Typed access; a missing argument reads as 0 / empty.
    long long integer(std::string_view name) const;
    double number(std::string_view name) const;
    std::string text(std::string_view name) const;
    std::vector<std::string> texts(std::string_view name) const;
    std::vector<long long> integers(std::string_view name) const;
    std::vector<double> numbers(std::string_view name) const;
    friend bool operator==(const Message &, const Message &) = default;
};

// One argument a message id takes; `keywords` lists the values a Keyword argument can have.
struct MessageArgSpec {
    std::string name;
    MessageArg::Kind kind = MessageArg::Kind::Text;
    std::string unit;
    std::vector<std::string> keywords;
};

using EnglishFormatter = std::string (*)(const Message &);

// Every message id the model produces, with its arguments and its English wording.
struct MessageSpec {
    std::string id;
    std::vector<MessageArgSpec> args;
    EnglishFormatter english = nullptr;
};

const std::vector<MessageSpec> &messageSpecs();
const MessageSpec *findMessageSpec(std::string_view id);

// The English text; an id no spec lists gives "[id]".
std::string englishText(const Message &message);

// English number formats shared by the wordings (and by code that prints the same numbers).
std::string englishGbps(double gbps);        // "400 Gb/s", "1.6 Tb/s"
std::string englishRatio(double ratio);      // "2.5:1" (3 significant digits)
std::string englishNumber(double value);     // "12.5", "1e+06" (stream default)
std::string withSeparators(long long value); // "1,048,576"
std::string formatNumber(double value);      // whole numbers with separators, else stream default

// The specs per area (model/rules, model/generate, model/cost, model/export, model/lessons,
// model/io); messageSpecs() joins them.
const std::vector<MessageSpec> &findingMessageSpecs();
const std::vector<MessageSpec> &refusalMessageSpecs();
const std::vector<MessageSpec> &bomMessageSpecs();
const std::vector<MessageSpec> &importMessageSpecs();
const std::vector<MessageSpec> &lessonMessageSpecs();
const std::vector<MessageSpec> &loadMessageSpecs();   // reading files and their JSON fields
const std::vector<MessageSpec> &designMessageSpecs(); // design files (and their scenarios)
const std::vector<MessageSpec> &catalogMessageSpecs();
const std::vector<MessageSpec> &timingMessageSpecs(); // notes on a collective's result

// The words jsonfields::typeName gives a JSON value's type ("an object", "a number"...): the
// keywords of the messages that say what was found.
const std::vector<std::string> &jsonTypeKeywords();

} // namespace spinel
