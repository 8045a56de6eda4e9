#pragma once
// Strict, path-aware access to JSON objects: every failure names the JSON path.

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"

#include <nlohmann/json_fwd.hpp> // the full header only where JSON is built or read

namespace spinel::jsonfields {

using nlohmann::json;

std::string shown(const std::string &text); // cut to 80 characters for a message
std::string quote(const std::string &text); // shown, in double quotes
std::string typeName(const json &value);
std::string join(const std::string &path, const std::string &key);
std::string index(const std::string &path, std::size_t i);

void requireObject(const json &value, const std::string &path);
void requireArray(const json &value, const std::string &path);
// Rejects keys outside `allowed`, so a typo is an error rather than silently ignored.
void checkKeys(const json &object, const std::string &path, std::initializer_list<const char *> allowed);

const json *field(const json &object, const char *key); // nullptr when absent
const json &requireField(const json &object, const char *key, const std::string &path);

std::string readString(const json &object, const char *key, const std::string &path, std::size_t maxLength = 4096);
std::optional<std::string> readOptionalString(const json &object, const char *key, const std::string &path,
                                              std::size_t maxLength = 4096);
std::string asString(const json &value, const std::string &path, std::size_t maxLength = 4096);

// Finite numbers inside [minimum, maximum]; the message gives the allowed range.
double readNumber(const json &object, const char *key, const std::string &path, double minimum, double maximum);
std::optional<double> readOptionalNumber(const json &object, const char *key, const std::string &path, double minimum,
                                         double maximum);
double asNumber(const json &value, const std::string &path, double minimum, double maximum);

long long readInteger(const json &object, const char *key, const std::string &path, long long minimum, long long maximum);
std::optional<long long> readOptionalInteger(const json &object, const char *key, const std::string &path, long long minimum,
                                             long long maximum);
bool readBool(const json &object, const char *key, const std::string &path);
std::optional<bool> readOptionalBool(const json &object, const char *key, const std::string &path);

// Messages the format readers share (ids in io/loadmessages.cpp).
Message expected(const char *what, const json &found); // what: "an object", "a string"...
Message tooLong(std::size_t length, std::size_t limit);
Message emptyId();
// what: "value", "protocol", "GPU generation", "medium" or "kind"; allowed as written in files.
Message unknownValue(const char *what, const std::string &value, std::vector<std::string> allowed);
Message duplicateId(const std::string &id, std::string firstPath);

// Writes whole numbers without a fraction so files stay tidy and load -> save is byte-identical.
json number(double value);

} // namespace spinel::jsonfields
