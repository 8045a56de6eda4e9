#include "support/samplemessages.h"

namespace spinel::testdata {

SampleMessage sampleMessage(const MessageSpec &spec)
{
    SampleMessage sample;
    sample.message.id = spec.id;
    for (std::size_t i = 0; i < spec.args.size(); ++i) {
        const MessageArgSpec &a = spec.args[i];
        // Three-digit integers (no group separator) and one-decimal numbers below 10 (three
        // significant digits survive every format), distinct per argument.
        const long long integer = 101 + 111 * (long long)i;
        const double number = double(i + 1) + 0.5;
        const std::string word = "w" + a.name + "q";
        std::vector<std::string> shown;
        switch (a.kind) {
        case MessageArg::Kind::Integer:
            sample.message.args.push_back(arg::integer(a.name, integer));
            shown.push_back(std::to_string(integer));
            break;
        case MessageArg::Kind::Number: {
            sample.message.args.push_back(arg::number(a.name, number, a.unit));
            shown.push_back(std::to_string(i + 1) + ".5");
            break;
        }
        case MessageArg::Kind::Id:
        case MessageArg::Kind::Text:
            sample.message.args.push_back(a.kind == MessageArg::Kind::Id ? arg::id(a.name, word) : arg::text(a.name, word));
            shown.push_back(word);
            break;
        case MessageArg::Kind::Keyword:
            // The last keyword of the list: the least likely to be part of the sentence anyway.
            sample.message.args.push_back(arg::keyword(a.name, a.keywords.empty() ? word : a.keywords.back()));
            shown.push_back(a.keywords.empty() ? word : a.keywords.back());
            break;
        case MessageArg::Kind::IdList:
            sample.message.args.push_back(arg::ids(a.name, {word + "1", word + "2"}));
            shown = {word + "1", word + "2"};
            break;
        case MessageArg::Kind::IntegerList:
            sample.message.args.push_back(arg::integers(a.name, {integer + 1, integer + 2}));
            shown = {std::to_string(integer + 1), std::to_string(integer + 2)};
            break;
        case MessageArg::Kind::NumberList:
            // Quarters, so no value is another Number argument's (those end in .5).
            sample.message.args.push_back(arg::numbers(a.name, {number - 0.25, number + 0.25}, a.unit));
            shown = {std::to_string(i + 1) + ".25", std::to_string(i + 1) + ".75"};
            break;
        }
        sample.shown.emplace_back(a.name, std::move(shown));
    }
    return sample;
}

} // namespace spinel::testdata
