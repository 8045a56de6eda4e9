#include "io/csv.h"

#include <cmath>
#include <cstdio>

namespace spinel::csv {

std::string field(const std::string &text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string row(const std::vector<std::string> &fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i) line += ',';
        line += field(fields[i]);
    }
    return line + "\r\n";
}

std::string number(double value, int decimals)
{
    if (!std::isfinite(value)) return {};
    char text[64];
    if (std::floor(value) == value && std::fabs(value) < 1e15) std::snprintf(text, sizeof text, "%.0f", value);
    else std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

} // namespace spinel::csv
