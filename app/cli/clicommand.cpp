#include "cli/clicommand.h"

#include <algorithm>

namespace spinel::cli {

namespace {
std::vector<Command> &registry()
{
    static std::vector<Command> list;
    return list;
}
} // namespace

const std::vector<Command> &commands()
{
    return registry();
}

Registration::Registration(const Command &command)
{
    auto &list = registry();
    list.push_back(command);
    std::sort(list.begin(), list.end(), [](const Command &a, const Command &b) { return a.order < b.order; });
}

} // namespace spinel::cli
