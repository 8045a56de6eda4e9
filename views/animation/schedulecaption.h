#pragma once
// The words under an animated collective: which step, what it does, the time and the bytes moved
// so far, and the bottleneck link; shared by the animation dock and `spinel-cli animate`.

#include <QCoreApplication>
#include <QString>

namespace spinel {
struct Design;
namespace timing {
struct CollectiveSchedule;
}

class ScheduleCaption {
    Q_DECLARE_TR_FUNCTIONS(ScheduleCaption)
public:
    // "Step 3 of 62 · reduce-scatter · 0.49 of 10.2 ms · 3.2 GiB moved · bottleneck l5 (100 %)"
    // at `fraction` (0..1) through `step`.
    static QString text(const timing::CollectiveSchedule &schedule, const Design &design, int step, double fraction);
    // "ring all-reduce of 1 GiB on 32 GPUs (4 servers): 62 steps, 10.2 ms"
    static QString summary(const timing::CollectiveSchedule &schedule);
    // How the step view simplifies what NCCL runs, one line each; empty when it shows it as it is.
    static QString notes(const timing::CollectiveSchedule &schedule);
    // The model's phase name ("reduce-scatter", "up", ...) in the user's language.
    static QString phaseName(const std::string &phase);
};

} // namespace spinel
