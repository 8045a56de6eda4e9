#pragma once
// `spinel-cli bench`: speed goals measured on this machine. Each area registers a section in
// its own file (see cmd_bench.cpp); a section times work with measure() and reports figures.

#include <QElapsedTimer>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

#include "core/design.h"

namespace spinel::cli {

struct BenchResult {
    QString name; // e.g. "load 16,384-GPU design"
    double medianMs = 0;
    double minMs = 0;
    double maxMs = 0;
    int runs = 0;
    double goalMs = 0; // 0: no goal
};

class BenchContext {
public:
    explicit BenchContext(bool quick)
        : m_quick(quick)
    { }
    bool quick() const { return m_quick; } // --quick: fewer runs, for smoke tests
    // Runs `work` repeatedly (one warm-up, then `runs`), records and prints the timings.
    const BenchResult &measure(const QString &name, int runs, double goalMs, const std::function<void()> &work);
    // Records timings taken by the caller (steps that must run in a fixed order, e.g. delete
    // then undo), printed as measure() prints them.
    const BenchResult &record(const QString &name, std::vector<double> timesMs, double goalMs);
    void note(const QString &text); // a figure that is not a timing (sizes, counts)
    // For sections that time their own work (one long run, several figures per line).
    void record(const BenchResult &result) { m_results.push_back(result); }
    void line(const QString &text); // printed as is
    const std::vector<BenchResult> &results() const { return m_results; }

private:
    bool m_quick;
    std::vector<BenchResult> m_results;
};

// The 16,384-GPU rail-optimized 3-tier design (64 scalable units) the sections measure on.
// Notes the reason and returns nullopt if it cannot be generated.
std::optional<Design> benchDesign16k(BenchContext &context);

// Whether this run can draw (spinel-cli made a QApplication); notes that `section` is skipped if not.
bool benchCanDraw(BenchContext &context, const char *section);

struct BenchSection {
    const char *name; // selects the section: spinel-cli bench NAME
    const char *summary;
    int order;
    void (*run)(BenchContext &context);
};

const std::vector<BenchSection> &benchSections();

struct BenchRegistration {
    explicit BenchRegistration(const BenchSection &section);
};

// Milliseconds on a running timer, with its nanosecond resolution.
inline double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace spinel::cli
