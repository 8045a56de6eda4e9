#pragma once
// How a long computation on a worker thread learns that its result is no longer wanted (the
// design changed again, the window is closing): it asks between its steps and, once told to
// stop, returns at the next step with what it has, marked incomplete. The GUI's jobs pass their
// ticket's staleness; spinel-cli passes nothing and always gets the whole result.

#include <functional>

namespace spinel {

// Empty: never stops.
using StopRequest = std::function<bool()>;

inline bool stopRequested(const StopRequest &stop)
{
    return stop && stop();
}

} // namespace spinel
