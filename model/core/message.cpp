#include "core/message.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <unordered_map>

namespace spinel {

namespace arg {

MessageArg integer(std::string name, long long value)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::Integer;
    a.integer = value;
    return a;
}

MessageArg number(std::string name, double value, std::string unit)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::Number;
    a.number = value;
    a.unit = std::move(unit);
    return a;
}

MessageArg gbps(std::string name, double value)
{
    return number(std::move(name), value, "Gb/s");
}
MessageArg ratio(std::string name, double value)
{
    return number(std::move(name), value, "ratio");
}

MessageArg id(std::string name, std::string value)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::Id;
    a.text = std::move(value);
    return a;
}

MessageArg text(std::string name, std::string value)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::Text;
    a.text = std::move(value);
    return a;
}

MessageArg keyword(std::string name, std::string value)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::Keyword;
    a.text = std::move(value);
    return a;
}

MessageArg ids(std::string name, std::vector<std::string> values)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::IdList;
    a.texts = std::move(values);
    return a;
}

MessageArg integers(std::string name, std::vector<long long> values)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::IntegerList;
    a.integers = std::move(values);
    return a;
}

MessageArg numbers(std::string name, std::vector<double> values, std::string unit)
{
    MessageArg a;
    a.name = std::move(name);
    a.kind = MessageArg::Kind::NumberList;
    a.numbers = std::move(values);
    a.unit = std::move(unit);
    return a;
}

} // namespace arg

const MessageArg *Message::find(std::string_view name) const
{
    auto it = std::find_if(args.begin(), args.end(), [&](const MessageArg &a) { return a.name == name; });
    return it == args.end() ? nullptr : &*it;
}

long long Message::integer(std::string_view name) const
{
    const MessageArg *a = find(name);
    return a ? a->integer : 0;
}

double Message::number(std::string_view name) const
{
    const MessageArg *a = find(name);
    return a ? a->number : 0;
}

std::string Message::text(std::string_view name) const
{
    const MessageArg *a = find(name);
    return a ? a->text : std::string();
}

std::vector<std::string> Message::texts(std::string_view name) const
{
    const MessageArg *a = find(name);
    return a ? a->texts : std::vector<std::string>();
}

std::vector<long long> Message::integers(std::string_view name) const
{
    const MessageArg *a = find(name);
    return a ? a->integers : std::vector<long long>();
}

std::vector<double> Message::numbers(std::string_view name) const
{
    const MessageArg *a = find(name);
    return a ? a->numbers : std::vector<double>();
}

const std::vector<MessageSpec> &messageSpecs()
{
    static const std::vector<MessageSpec> all = [] {
        std::vector<MessageSpec> specs;
        for (const auto *part :
             {&findingMessageSpecs(), &refusalMessageSpecs(), &bomMessageSpecs(), &importMessageSpecs(), &lessonMessageSpecs(),
              &loadMessageSpecs(), &designMessageSpecs(), &catalogMessageSpecs(), &timingMessageSpecs()})
            specs.insert(specs.end(), part->begin(), part->end());
        return specs;
    }();
    return all;
}

const MessageSpec *findMessageSpec(std::string_view id)
{
    static const std::unordered_map<std::string_view, const MessageSpec *> index = [] {
        std::unordered_map<std::string_view, const MessageSpec *> map;
        for (const MessageSpec &spec : messageSpecs()) map.emplace(spec.id, &spec);
        return map;
    }();
    auto it = index.find(id);
    return it == index.end() ? nullptr : it->second;
}

std::string englishText(const Message &message)
{
    const MessageSpec *spec = findMessageSpec(message.id);
    if (!spec || !spec->english) return "[" + message.id + "]";
    return spec->english(message);
}

std::string englishGbps(double gbps)
{
    std::ostringstream text;
    if (gbps >= 1000 && std::fmod(gbps, 100) == 0) text << gbps / 1000 << " Tb/s";
    else text << gbps << " Gb/s";
    return text.str();
}

std::string englishRatio(double ratio)
{
    std::ostringstream text;
    text.precision(3);
    text << ratio << ":1";
    return text.str();
}

std::string englishNumber(double value)
{
    std::ostringstream text;
    text << value;
    return text.str();
}

// Built by appending: GCC 12 at -O3 (Release) reports a false -Wrestrict on string::insert here.
std::string withSeparators(long long value)
{
    const std::string digits = std::to_string(value);
    const std::size_t sign = value < 0 ? 1 : 0;
    std::string out(digits, 0, sign);
    for (std::size_t i = sign; i < digits.size(); ++i) {
        if (i > sign && (digits.size() - i) % 3 == 0) out.push_back(',');
        out.push_back(digits[i]);
    }
    return out;
}

std::string formatNumber(double value)
{
    if (std::fabs(value - std::round(value)) < 1e-9 && std::fabs(value) < 1e15)
        return withSeparators((long long)std::llround(value));
    return englishNumber(value);
}

} // namespace spinel
