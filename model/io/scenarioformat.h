#pragma once
// The optional "scenarios" list of a .spinel file: the Compare dock's pinned scenarios. Shared by
// the strict reader, the stream reader (which hands its parsed list here so the rules and
// messages are the same) and the stream writer. Absent means none; version 2 files without the
// key read as before and a design without scenarios writes no key, so old files stay byte-stable.

#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/scenario.h"

namespace spinel {

// Far more than anyone compares side by side; bounds what a hostile file can make the dock draw.
inline constexpr std::size_t kMaxScenarios = 256;

// Reads the "scenarios" array at `path`; throws FormatError located at the bad entry or field.
std::vector<PinnedScenario> readScenarios(const nlohmann::json &value, const std::string &path);

// The same rules for scenarios built in code (validateDesign); throws FormatError.
void validateScenarios(const std::vector<PinnedScenario> &scenarios);

// The figures as the file can hold them: a figure that is not a finite number in range (a design
// the model could not estimate) becomes 0, which the compare view shows as absent.
KeyFigures figuresForFile(KeyFigures figures);

// Appends `,\n  "scenarios": [...]` in the layout of the rest of the file; nothing when empty.
void appendScenarios(std::string &text, const std::vector<PinnedScenario> &scenarios);

} // namespace spinel
