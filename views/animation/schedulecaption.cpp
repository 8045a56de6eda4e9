#include "animation/schedulecaption.h"

#include <QLocale>

#include "common/messagetext.h"
#include "core/design.h"
#include "plots/plotformat.h"
#include "timing/collectiveschedule.h"

namespace spinel {

namespace {
QString milliseconds(double us)
{
    return QLocale().toString(us / 1000.0, 'g', 3);
}
} // namespace

QString ScheduleCaption::phaseName(const std::string &phase)
{
    static const struct {
        const char *model;
        const char *text;
    } names[] = {
        {"reduce-scatter", QT_TR_NOOP("reduce-scatter")},
        {"all-gather", QT_TR_NOOP("all-gather")},
        {"up", QT_TR_NOOP("tree: up (reduce)")},
        {"down", QT_TR_NOOP("tree: down (broadcast)")},
        {"pairwise", QT_TR_NOOP("pairwise exchange")},
        {"send/recv", QT_TR_NOOP("send/recv")},
        {"broadcast", QT_TR_NOOP("broadcast chain")},
        {"reduce", QT_TR_NOOP("reduce chain")},
        {"nvls reduce", QT_TR_NOOP("NVLink SHARP: reduce in the NVSwitch")},
        {"nvls multicast", QT_TR_NOOP("NVLink SHARP: multicast")},
        {"reduce in the NVSwitch", QT_TR_NOOP("NVLink SHARP: reduce in the NVSwitch")},
        {"multicast", QT_TR_NOOP("NVLink SHARP: multicast")},
        {"nvlink gather", QT_TR_NOOP("NVLink: gather to the NIC GPUs")},
        {"nvlink scatter", QT_TR_NOOP("NVLink: scatter from the NIC GPUs")},
        {"reduce in the switch", QT_TR_NOOP("in-network: reduce in the switch")},
        {"multicast down", QT_TR_NOOP("in-network: result multicast down")},
        {"nvlink reduce-scatter", QT_TR_NOOP("NVLink phase: reduce-scatter")},
        {"rail reduce-scatter", QT_TR_NOOP("rail phase: reduce-scatter")},
        {"rail all-gather", QT_TR_NOOP("rail phase: all-gather")},
        {"nvlink all-gather", QT_TR_NOOP("NVLink phase: all-gather")},
    };
    for (const auto &name : names)
        if (phase == name.model) return tr(name.text);
    return QString::fromStdString(phase);
}

QString ScheduleCaption::text(const timing::CollectiveSchedule &schedule, const Design &design, int step, double fraction)
{
    if (step < 0 || step >= int(schedule.steps.size())) return QString();
    const auto &s = schedule.steps[std::size_t(step)];
    const double nowUs = s.startUs + fraction * (s.endUs - s.startUs);
    QString text = tr("Step %1 of %2 · %3 · %4 of %5 ms · %6 moved")
                       .arg(step + 1)
                       .arg(schedule.steps.size())
                       .arg(phaseName(s.phase), milliseconds(nowUs), milliseconds(schedule.result.timeUs),
                            plotformat::bytes(timing::bytesMovedBefore(schedule, step, fraction)));
    if (s.logicalSteps > 1) text += tr(" · stands for %n step(s)", nullptr, s.logicalSteps);
    if (s.bottleneckLink >= 0) {
        double utilisation = 0;
        for (const auto &load : s.linkLoads)
            if (load.link == s.bottleneckLink) utilisation = load.utilisation;
        text += tr(" · bottleneck: link %1 (%2)")
                    .arg(QString::fromStdString(design.links[std::size_t(s.bottleneckLink)].id), plotformat::percent(utilisation));
    } else {
        text += tr(" · NVLink only");
    }
    return text;
}

QString ScheduleCaption::notes(const timing::CollectiveSchedule &schedule)
{
    QStringList lines;
    for (const Message &note : schedule.notes) lines << MessageText::text(note);
    return lines.join(QLatin1Char('\n'));
}

QString ScheduleCaption::summary(const timing::CollectiveSchedule &schedule)
{
    const auto &r = schedule.result;
    // Counts through %n so one server or one step reads in the singular (and each language's plural).
    const QString servers = tr("%n server(s)", nullptr, schedule.servers);
    const QString steps = tr("%n step(s)", nullptr, schedule.logicalSteps);
    return tr("%1 %2 of %3 on %4 GPUs (%5): %6, %7 ms")
        .arg(QString::fromLatin1(timing::toString(r.algorithm)), QString::fromLatin1(timing::toString(r.op)),
             plotformat::bytes(r.bytes))
        .arg(QLocale().toString(schedule.ranks))
        .arg(servers, steps, milliseconds(r.timeUs));
}

} // namespace spinel
