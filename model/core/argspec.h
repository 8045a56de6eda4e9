#pragma once

// Shorthands the model's message tables (findings, refusals, load, design, lesson, import and BOM
// messages) use to declare their arguments (`spec::integer("count")`; `arg::integer("count", 3)`
// makes a value), and the English wordings they share ("a, b or c", "a, b, c").

#include <string>
#include <utility>
#include <vector>

#include "core/message.h"

namespace spinel::spec {

inline MessageArgSpec integer(std::string name)
{
    return {std::move(name), MessageArg::Kind::Integer, {}, {}};
}
inline MessageArgSpec number(std::string name, std::string unit = {})
{
    return {std::move(name), MessageArg::Kind::Number, std::move(unit), {}};
}
inline MessageArgSpec text(std::string name)
{
    return {std::move(name), MessageArg::Kind::Text, {}, {}};
}
inline MessageArgSpec id(std::string name)
{
    return {std::move(name), MessageArg::Kind::Id, {}, {}};
}
inline MessageArgSpec ids(std::string name)
{
    return {std::move(name), MessageArg::Kind::IdList, {}, {}};
}
inline MessageArgSpec integers(std::string name)
{
    return {std::move(name), MessageArg::Kind::IntegerList, {}, {}};
}
inline MessageArgSpec keyword(std::string name, std::vector<std::string> words)
{
    return {std::move(name), MessageArg::Kind::Keyword, {}, std::move(words)};
}

// A fixed text with no arguments.
inline MessageSpec fixed(std::string id, EnglishFormatter english)
{
    return {std::move(id), {}, english};
}

// An integer argument as text.
inline std::string count(const Message &m, const char *name)
{
    return std::to_string(m.integer(name));
}

// A list argument's items, comma-separated: "a, b, c".
inline std::string listed(const Message &m, const char *name)
{
    std::string text;
    for (const std::string &item : m.texts(name)) text += (text.empty() ? "" : ", ") + item;
    return text;
}

// "a", "a or b", "a, b or c": each item as given (quote them first if the wording wants quotes).
inline std::string alternatives(const std::vector<std::string> &items)
{
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
    return text;
}

} // namespace spinel::spec
