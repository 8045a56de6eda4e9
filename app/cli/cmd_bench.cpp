// spinel-cli bench [SECTION...] [--quick] [--json]: the speed goals, measured here.
#include "cli/bench.h"
#include "cli/clicommand.h"
#include "cli/cliutil.h"
#include "document/memorytuning.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>

#include "generate/generators.h"

namespace spinel::cli {

namespace {
std::vector<BenchSection> &sectionRegistry()
{
    static std::vector<BenchSection> list;
    return list;
}
} // namespace

const std::vector<BenchSection> &benchSections()
{
    return sectionRegistry();
}

BenchRegistration::BenchRegistration(const BenchSection &section)
{
    auto &list = sectionRegistry();
    list.push_back(section);
    std::sort(list.begin(), list.end(), [](const auto &a, const auto &b) { return a.order < b.order; });
}

const BenchResult &BenchContext::measure(const QString &name, int runs, double goalMs, const std::function<void()> &work)
{
    if (m_quick) runs = 1;
    runs = std::max(1, runs);
    work(); // warm-up: first-touch allocations and caches
    std::vector<double> times;
    QElapsedTimer timer;
    for (int i = 0; i < runs; ++i) {
        timer.start();
        work();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    return record(name, std::move(times), goalMs);
}

const BenchResult &BenchContext::record(const QString &name, std::vector<double> times, double goalMs)
{
    Q_ASSERT(!times.empty());
    const int runs = int(times.size());
    std::sort(times.begin(), times.end());
    BenchResult result{name, times[times.size() / 2], times.front(), times.back(), runs, goalMs};
    QString line = QStringLiteral("  %1  median %2 ms  (min %3, max %4, %5 runs)")
                       .arg(name.leftJustified(48))
                       .arg(result.medianMs, 0, 'f', 3)
                       .arg(result.minMs, 0, 'f', 3)
                       .arg(result.maxMs, 0, 'f', 3)
                       .arg(runs);
    if (goalMs > 0)
        line += QStringLiteral("  goal < %1 ms: %2").arg(goalMs).arg(result.medianMs < goalMs ? Cli::tr("met") : Cli::tr("MISSED"));
    err() << line << Qt::endl;
    m_results.push_back(result);
    return m_results.back();
}

std::optional<Design> benchDesign16k(BenchContext &context)
{
    try {
        return generateFabric("rail-optimized", {{"sus", "64"}}, builtinCatalog());
    } catch (const std::exception &error) {
        context.note(Cli::tr("cannot generate the 16,384-GPU design: %1").arg(QString::fromStdString(error.what())));
        return std::nullopt;
    }
}

bool benchCanDraw(BenchContext &context, const char *section)
{
    if (qobject_cast<QApplication *>(QCoreApplication::instance())) return true;
    //: %1 the bench section (canvas, editing, animation)
    context.note(Cli::tr("%1: needs a QApplication (bench is a drawing command); skipped").arg(QLatin1String(section)));
    return false;
}

void BenchContext::line(const QString &text)
{
    err() << text << Qt::endl;
}

void BenchContext::note(const QString &text)
{
    err() << QStringLiteral("  ") << text << Qt::endl;
}

namespace {

int runBench(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Cli::tr("Measure Spinel's speed goals on this machine. Progress and figures go "
                                             "to stderr; --json prints the results to stdout."));
    parser.addHelpOption();
    parser.addOption({QStringLiteral("quick"), Cli::tr("One run per measurement (a smoke test, not a measurement).")});
    parser.addOption({QStringLiteral("json"), Cli::tr("Print the results as JSON.")});
    parser.addOption({QStringLiteral("list"), Cli::tr("List the sections.")});
    parser.addPositionalArgument(QStringLiteral("SECTION"), Cli::tr("Sections to run (default: all)."),
                                 QStringLiteral("[SECTION...]"));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, 0, -1, exitCode)) return exitCode;
    if (parser.isSet(QStringLiteral("list"))) {
        for (const auto &section : benchSections())
            out() << QString::fromLatin1(section.name).leftJustified(14) << QCoreApplication::translate("Cli", section.summary)
                  << "\n";
        out().flush();
        return ExitOk;
    }
    const QStringList wanted = parser.positionalArguments();
    for (const QString &name : wanted) {
        const bool known = std::any_of(benchSections().begin(), benchSections().end(),
                                       [&](const auto &s) { return name == QLatin1String(s.name); });
        if (!known) {
            err() << Cli::tr("Unknown bench section '%1'; see --list.").arg(name) << Qt::endl;
            return ExitUsage;
        }
    }
    // The figures depend on it: the GUI runs tuned, and so do the benches unless told not to.
    err() << (mallocTuned() ? Cli::tr("Memory: glibc's allocator tuned as the GUI runs it (huge pages, freed memory kept).")
                            : Cli::tr("Memory: glibc's allocator with its defaults, not as the GUI runs it."))
          << Qt::endl;
    BenchContext context(parser.isSet(QStringLiteral("quick")));
    nlohmann::ordered_json json = nlohmann::ordered_json::array();
    for (const auto &section : benchSections()) {
        if (!wanted.isEmpty() && !wanted.contains(QLatin1String(section.name))) continue;
        err() << QString::fromLatin1(section.name) << ": " << QCoreApplication::translate("Cli", section.summary) << Qt::endl;
        const std::size_t first = context.results().size();
        section.run(context);
        for (std::size_t i = first; i < context.results().size(); ++i) {
            const auto &r = context.results()[i];
            json.push_back({{"section", section.name},
                            {"name", r.name.toStdString()},
                            {"median_ms", r.medianMs},
                            {"min_ms", r.minMs},
                            {"max_ms", r.maxMs},
                            {"runs", r.runs},
                            {"goal_ms", r.goalMs}});
        }
    }
    if (parser.isSet(QStringLiteral("json"))) printJson(json);
    return ExitOk;
}

// Draws: the canvas section renders frames, so bench gets a QApplication (offscreen).
const Registration registeredBenchCommand({"bench", QT_TRANSLATE_NOOP("Cli", "Measure the speed goals on this machine."), 900,
                                           &runBench, true});

} // namespace
} // namespace spinel::cli
