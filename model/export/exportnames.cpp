#include "export/exportnames.h"

#include <cctype>
#include <cstdio>
#include <unordered_set>

namespace spinel::exporting {

namespace {

bool keeps(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return u < 0x80 && (std::isalnum(u) || c == '-' || c == '_' || c == '.');
}

std::string lowered(std::string text)
{
    for (char &c : text) c = char(std::tolower(static_cast<unsigned char>(c)));
    return text;
}

} // namespace

std::string safeName(std::string_view name)
{
    std::string result;
    result.reserve(name.size());
    bool replacing = false;
    for (const char c : name) {
        if (keeps(c)) {
            result.push_back(c);
            replacing = false;
        } else if (!replacing) {
            result.push_back('-');
            replacing = true;
        }
    }
    std::size_t first = 0;
    while (first < result.size() && (result[first] == '-' || result[first] == '.')) ++first;
    std::size_t last = result.size();
    while (last > first && (result[last - 1] == '-' || result[last - 1] == '.')) --last;
    return result.substr(first, last - first);
}

ExportNames::ExportNames(const Design &design)
{
    m_names.reserve(design.devices.size());
    std::unordered_set<std::string> taken;
    taken.reserve(design.devices.size() * 2);
    for (std::size_t i = 0; i < design.devices.size(); ++i) {
        const Device &device = design.devices[i];
        const std::string id = safeName(device.id);
        std::string name = safeName(device.name);
        if (name.empty()) name = id.empty() ? "device-" + std::to_string(i + 1) : id;
        if (taken.count(lowered(name)) && !id.empty()) name += "-" + id;
        const std::string base = name;
        for (int n = 2; taken.count(lowered(name)); ++n) name = base + "-" + std::to_string(n);
        taken.insert(lowered(name));
        m_names.push_back(std::move(name));
    }
}

std::string yamlQuoted(std::string_view text)
{
    // A YAML double-quoted scalar is a JSON string: escape quotes, backslashes and controls.
    std::string result = "\"";
    for (const char c : text) {
        switch (c) {
        case '"': result += "\\\""; break;
        case '\\': result += "\\\\"; break;
        case '\n': result += "\\n"; break;
        case '\r': result += "\\r"; break;
        case '\t': result += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char buffer[8];
                std::snprintf(buffer, sizeof buffer, "\\x%02x", unsigned(static_cast<unsigned char>(c)));
                result += buffer;
            } else {
                result.push_back(c);
            }
        }
    }
    return result + "\"";
}

std::string dotQuoted(std::string_view text)
{
    // DOT quoted strings escape only '"'; a backslash before a line break continues the line,
    // so line breaks become spaces and backslashes are doubled.
    std::string result = "\"";
    for (const char c : text) {
        if (c == '"') result += "\\\"";
        else if (c == '\\') result += "\\\\";
        else if (c == '\n' || c == '\r') result.push_back(' ');
        else result.push_back(c);
    }
    return result + "\"";
}

std::string xmlEscaped(std::string_view text)
{
    std::string result;
    result.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': result += "&amp;"; break;
        case '<': result += "&lt;"; break;
        case '>': result += "&gt;"; break;
        case '"': result += "&quot;"; break;
        case '\'': result += "&apos;"; break;
        default:
            // XML 1.0 forbids most control characters even escaped.
            if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') result.push_back(' ');
            else result.push_back(c);
        }
    }
    return result;
}

} // namespace spinel::exporting
