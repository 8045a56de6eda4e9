#pragma once
// A message for every id the model lists, each argument with a value no other argument has, and
// the text each value must show up as, so a test can tell that a wording uses every argument.

#include <string>
#include <vector>

#include "core/message.h"

namespace spinel::testdata {

struct SampleMessage {
    Message message;
    // Per argument: what its value looks like in English (and in any locale with the same digits).
    std::vector<std::pair<std::string, std::vector<std::string>>> shown;
};

SampleMessage sampleMessage(const MessageSpec &spec);

} // namespace spinel::testdata
