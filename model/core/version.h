#pragma once
// Spinel's version ("0.1.0", from the CMake project version) and how this copy was built, for
// `--version` and Help ▸ About: a bug report then names the exact build.

namespace spinel {

const char *spinelVersion();
// "Release, GNU 12.2.0, revision e24c468" — the build type, the compiler and the source revision
// (git describe at configure time; "unknown" outside a git checkout, e.g. a source tarball).
const char *spinelBuildInfo();

} // namespace spinel
