#pragma once
// Shared helpers for tests: paths to resources and reference data, small designs built in code.

#include <QString>

#include <string>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel::testdata {

QString sourcePath(const QString &relative); // under the repository root
std::string readText(const QString &path);

// The built-in example: 2-tier leaf-spine, 4 HGX H100 servers on qm9700, rail-aligned.
Design exampleDesign();

// A hand-built design: `servers` HGX H100 servers, one leaf per rail (8 leaves), `spines`
// spines, every leaf connected to every spine with `uplinksPerSpine` cables of 400G.
Design railDesign(int servers, int spines, int uplinksPerSpine);

} // namespace spinel::testdata
