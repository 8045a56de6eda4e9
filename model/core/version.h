#pragma once
// Spinel's version ("0.1.0"), from the CMake project version.

namespace spinel {

const char *spinelVersion();

} // namespace spinel
