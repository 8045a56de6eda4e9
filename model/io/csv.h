#pragma once
// CSV as RFC 4180 readers expect it: fields with commas, quotes or line breaks are quoted,
// quotes doubled; UTF-8 text passes through; rows end with CRLF.

#include <string>
#include <vector>

namespace spinel::csv {

std::string field(const std::string &text);
std::string row(const std::vector<std::string> &fields);
std::string number(double value, int decimals = 2);

} // namespace spinel::csv
