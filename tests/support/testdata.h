#pragma once
// Shared helpers for tests: paths to resources and reference data, small designs built in code.

#include <QByteArray>
#include <QMetaType>
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

// resources/examples/leaf-spine-4x-h100.spinel, the built-in example's file.
QString examplePath();

// A file's bytes, or none when it cannot be read.
QByteArray readBytes(const QString &path);

// `design` written to `path` as ibnetdiscover's output (an as-built dump); `path`, or empty when
// it cannot be written.
QString writeIbnetdiscover(const QString &path, const Design &design);

// The message readDesign() refuses `bytes` with, or "(loaded without error)".
std::string loadErrorOf(const std::string &bytes);

// A catalog entry's price as the built-in catalog lists it.
double catalogPrice(const std::string &id);

// Two GB300 NVL72 racks on Q3400 as the nvl72 generator makes them (spinel-cli generate nvl72
// --set racks=2 --set rack=gb300-nvl72), with the default workload: 70e9 parameters, TP 8,
// 4,194,304 tokens per step of 4,096-token sequences.
Design twoGb300Racks();

} // namespace spinel::testdata

// Designs as test data rows (declared once: a unity build compiles several test files as one).
Q_DECLARE_METATYPE(spinel::Design)
