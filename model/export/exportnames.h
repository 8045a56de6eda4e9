#pragma once
// The one naming rule every export shares: a device's name as the user gave it, made safe for
// hostlists, DOT, YAML, CSV and interface references, and unique within the design.
//
// Rule (README, "Export names"): keep ASCII letters, digits, '-', '_' and '.'; every other run of
// characters (spaces, commas, brackets, '=', ':', quotes, non-ASCII) becomes one '-'; leading and
// trailing '-' and '.' are dropped. An empty result falls back to the device id made safe the same
// way. A name already taken (compared without case, as hostnames are) gets "-<id>" appended, then
// "-2", "-3"... until it is unique.

#include <string>
#include <string_view>
#include <vector>

#include "core/design.h"

namespace spinel::exporting {

std::string safeName(std::string_view name);

// Unique safe names of every device of a design, by device index (design.devices order).
class ExportNames {
public:
    explicit ExportNames(const Design &design);
    const std::string &operator[](std::size_t device) const { return m_names[device]; }
    std::size_t size() const { return m_names.size(); }

private:
    std::vector<std::string> m_names;
};

// Quoting for the text formats: a double-quoted YAML/JSON string, a DOT quoted id, XML text.
std::string yamlQuoted(std::string_view text);
std::string dotQuoted(std::string_view text);
std::string xmlEscaped(std::string_view text);

} // namespace spinel::exporting
