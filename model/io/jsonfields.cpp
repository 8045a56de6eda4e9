#include "io/jsonfields.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include "io/loaderror.h"

namespace spinel::jsonfields {

std::string shown(const std::string &text)
{
    return text.size() > 80 ? text.substr(0, 77) + "..." : text;
}

std::string quote(const std::string &text)
{
    return "\"" + shown(text) + "\"";
}

Message expected(const char *what, const json &found)
{
    return {"json.expected", {arg::keyword("expected", what), arg::keyword("found", typeName(found))}};
}

std::string typeName(const json &value)
{
    switch (value.type()) {
    case json::value_t::null: return "null";
    case json::value_t::object: return "an object";
    case json::value_t::array: return "an array";
    case json::value_t::string: return "a string";
    case json::value_t::boolean: return "true/false";
    case json::value_t::binary: return "binary data";
    case json::value_t::discarded: return "nothing";
    default: return "a number";
    }
}

std::string join(const std::string &path, const std::string &key)
{
    return path.empty() ? key : path + "." + key;
}

std::string index(const std::string &path, std::size_t i)
{
    return path + "[" + std::to_string(i) + "]";
}

void requireObject(const json &value, const std::string &path)
{
    if (!value.is_object()) throw FormatError(path, expected("an object", value));
}

void requireArray(const json &value, const std::string &path)
{
    if (!value.is_array()) throw FormatError(path, expected("an array", value));
}

void checkKeys(const json &object, const std::string &path, std::initializer_list<const char *> allowed)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool known = false;
        for (const char *key : allowed) known = known || it.key() == key;
        if (!known) {
            throw FormatError(
                join(path, it.key()),
                Message{"json.unknown-key", {arg::ids("keys", std::vector<std::string>(allowed.begin(), allowed.end()))}});
        }
    }
}

const json *field(const json &object, const char *key)
{
    auto it = object.find(key);
    return it == object.end() ? nullptr : &*it;
}

const json &requireField(const json &object, const char *key, const std::string &path)
{
    const json *value = field(object, key);
    if (!value) throw FormatError(join(path, key), Message{"json.missing", {}});
    return *value;
}

std::string asString(const json &value, const std::string &path, std::size_t maxLength)
{
    if (!value.is_string()) throw FormatError(path, expected("a string", value));
    const auto &text = value.get_ref<const std::string &>();
    if (text.size() > maxLength) throw FormatError(path, tooLong(text.size(), maxLength));
    return text;
}

std::string readString(const json &object, const char *key, const std::string &path, std::size_t maxLength)
{
    return asString(requireField(object, key, path), join(path, key), maxLength);
}

std::optional<std::string> readOptionalString(const json &object, const char *key, const std::string &path, std::size_t maxLength)
{
    const json *value = field(object, key);
    if (!value) return std::nullopt;
    return asString(*value, join(path, key), maxLength);
}

double asNumber(const json &value, const std::string &path, double minimum, double maximum)
{
    if (!value.is_number()) throw FormatError(path, expected("a number", value));
    const double number = value.get<double>();
    if (!std::isfinite(number)) throw FormatError(path, Message{"json.not-finite", {}});
    if (number < minimum || number > maximum)
        throw FormatError(
            path, Message{"json.out-of-range",
                          {arg::number("value", number), arg::number("minimum", minimum), arg::number("maximum", maximum)}});
    return number;
}

double readNumber(const json &object, const char *key, const std::string &path, double minimum, double maximum)
{
    return asNumber(requireField(object, key, path), join(path, key), minimum, maximum);
}

std::optional<double> readOptionalNumber(const json &object, const char *key, const std::string &path, double minimum,
                                         double maximum)
{
    const json *value = field(object, key);
    if (!value) return std::nullopt;
    return asNumber(*value, join(path, key), minimum, maximum);
}

long long readInteger(const json &object, const char *key, const std::string &path, long long minimum, long long maximum)
{
    const std::string where = join(path, key);
    const double number = readNumber(object, key, path, double(minimum), double(maximum));
    if (std::floor(number) != number) throw FormatError(where, Message{"json.not-whole", {arg::number("value", number)}});
    return static_cast<long long>(number);
}

std::optional<long long> readOptionalInteger(const json &object, const char *key, const std::string &path, long long minimum,
                                             long long maximum)
{
    if (!field(object, key)) return std::nullopt;
    return readInteger(object, key, path, minimum, maximum);
}

bool readBool(const json &object, const char *key, const std::string &path)
{
    const json &value = requireField(object, key, path);
    if (!value.is_boolean()) throw FormatError(join(path, key), expected("true or false", value));
    return value.get<bool>();
}

std::optional<bool> readOptionalBool(const json &object, const char *key, const std::string &path)
{
    if (!field(object, key)) return std::nullopt;
    return readBool(object, key, path);
}

Message tooLong(std::size_t length, std::size_t limit)
{
    return {"json.too-long", {arg::integer("length", (long long)length), arg::integer("limit", (long long)limit)}};
}

Message emptyId()
{
    return {"json.empty-id", {}};
}

Message unknownValue(const char *what, const std::string &value, std::vector<std::string> allowed)
{
    return {"json.unknown-value",
            {arg::keyword("what", what), arg::text("value", shown(value)), arg::ids("expected", std::move(allowed))}};
}

Message duplicateId(const std::string &id, std::string firstPath)
{
    return {"json.duplicate-id", {arg::text("id", shown(id)), arg::text("first", std::move(firstPath))}};
}

json number(double value)
{
    if (std::floor(value) == value && std::fabs(value) < 1e15) return json(static_cast<long long>(value));
    return json(value);
}

} // namespace spinel::jsonfields
