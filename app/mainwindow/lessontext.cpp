#include "mainwindow/lessontext.h"

#include <QLocale>
#include <QStringList>

#include <cmath>
#include <span>

namespace spinel {

namespace {

// The answers a named check can have, in the model's words, each with its name for people.
struct Choice {
    const char *model;
    const char *label;
};
constexpr Choice kBottlenecks[] = {{"latency", QT_TRANSLATE_NOOP("LessonPanel", "Latency (small messages)")},
                                   {"nvlink", QT_TRANSLATE_NOOP("LessonPanel", "NVLink inside the server")},
                                   {"nvls", QT_TRANSLATE_NOOP("LessonPanel", "NVLink SHARP in the NVSwitch")},
                                   {"nic", QT_TRANSLATE_NOOP("LessonPanel", "The servers' NICs")},
                                   {"server-link", QT_TRANSLATE_NOOP("LessonPanel", "A server link slower than its NIC")},
                                   {"leaf-uplinks", QT_TRANSLATE_NOOP("LessonPanel", "Oversubscribed leaf uplinks")},
                                   {"spine-uplinks", QT_TRANSLATE_NOOP("LessonPanel", "Oversubscribed spine uplinks")},
                                   {"protocol-cap", QT_TRANSLATE_NOOP("LessonPanel", "NCCL's protocol cap")},
                                   {"none", QT_TRANSLATE_NOOP("LessonPanel", "Nothing (a single GPU)")}};
constexpr Choice kAlgorithms[] = {{"ring", QT_TRANSLATE_NOOP("LessonPanel", "Ring")},
                                  {"tree", QT_TRANSLATE_NOOP("LessonPanel", "Tree")},
                                  {"hierarchical", QT_TRANSLATE_NOOP("LessonPanel", "Hierarchical (NVLink, rail, NVLink)")},
                                  {"nvls", QT_TRANSLATE_NOOP("LessonPanel", "NVLink SHARP")},
                                  {"nvlstree", QT_TRANSLATE_NOOP("LessonPanel", "NVLink SHARP + tree")},
                                  {"innetwork", QT_TRANSLATE_NOOP("LessonPanel", "In-network reduction")},
                                  {"innetwork-chain", QT_TRANSLATE_NOOP("LessonPanel", "In-network reduction (chain)")},
                                  {"pat", QT_TRANSLATE_NOOP("LessonPanel", "PAT")},
                                  {"pairwise", QT_TRANSLATE_NOOP("LessonPanel", "Pairwise")}};

} // namespace

std::string LessonText::language()
{
    const QString name = QLocale().name();
    if (name.startsWith(QLatin1String("zh"))) return "zh_CN";
    if (name.startsWith(QLatin1String("de"))) return "de";
    return "en";
}

QString LessonText::text(const lessons::LocalText &localText)
{
    return QString::fromStdString(lessons::localized(localText, language()));
}

QString LessonText::number(double value)
{
    return QLocale().toString(value, 'g', std::abs(value) >= 1000 ? 6 : 3);
}

QString LessonText::range(const lessons::Check &check)
{
    if (lessons::isNameCheck(check)) return QString::fromStdString(check.equals);
    if (check.min && check.max) return tr("%1 to %2").arg(number(*check.min), number(*check.max));
    if (check.min) return tr("at least %1").arg(number(*check.min));
    return tr("at most %1").arg(number(check.max.value_or(0)));
}

QString LessonText::unit(const lessons::Check &check)
{
    if (lessons::isNameCheck(check)) return QString();
    if (check.per) return tr("× (ratio)");
    const std::string &metric = check.value.metric;
    if (metric == "time_s" || metric == "step_s" || metric == "data_parallel_exposed_s" || metric == "communication_s")
        return tr("s");
    if (metric == "time_us" || metric == "latency_us" || metric == "bandwidth_us") return tr("µs");
    if (metric == "busbw_GBps" || metric == "algbw_GBps") return tr("GB/s");
    if (metric == "train_days") return tr("days");
    if (metric == "scaling_efficiency" || metric == "mfu") return tr("(0 to 1)");
    if (metric == "oversubscription") return tr(": 1");
    return tr("(count)");
}

QList<QPair<QString, QString>> LessonText::choices(const std::string &metric)
{
    QList<QPair<QString, QString>> result;
    const bool algorithm = metric == "algorithm";
    for (const Choice &choice : algorithm ? std::span<const Choice>(kAlgorithms) : std::span<const Choice>(kBottlenecks))
        result.append({tr(choice.label), QString::fromLatin1(choice.model)});
    return result;
}

QString LessonText::claims(const lessons::Step &step, const std::vector<lessons::CheckResult> &results)
{
    QStringList lines;
    for (std::size_t i = 0; i < results.size() && i < step.checks.size(); ++i) {
        const lessons::CheckResult &r = results[i];
        const lessons::Check &check = step.checks[i];
        const QString value = !r.error.empty()              ? QString::fromStdString(r.error)
                              : lessons::isNameCheck(check) ? QString::fromStdString(r.name)
                                                            : number(r.value);
        lines << QStringLiteral("%1 %2 — %3").arg(r.passed ? QStringLiteral("✔") : QStringLiteral("✘"), text(check.claim), value);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace spinel
