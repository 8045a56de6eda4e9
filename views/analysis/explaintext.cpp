#include "analysis/explaintext.h"

#include <QLocale>

#include <cmath>

#include "common/displaynames.h"
#include "common/messagetext.h"

namespace spinel {

using namespace spinel::timing;

namespace {

QString number(double value, int precision = 3)
{
    return QString::number(value, 'g', precision);
}

QString bytes(double value)
{
    if (value >= 1e9) return ExplainText::tr("%1 GB").arg(number(value / 1e9, 4));
    if (value >= 1e6) return ExplainText::tr("%1 MB").arg(number(value / 1e6, 4));
    if (value >= 1e3) return ExplainText::tr("%1 kB").arg(number(value / 1e3, 4));
    return ExplainText::tr("%1 B").arg(number(value, 4));
}

double termArg(const ExplainTerm &t, std::size_t i)
{
    return i < t.args.size() ? t.args[i] : 0;
}

} // namespace

QString ExplainText::duration(double us)
{
    if (std::abs(us) >= 1e6) return tr("%1 s").arg(us / 1e6, 0, 'f', us >= 1e8 ? 1 : 3);
    if (std::abs(us) >= 1e3) return tr("%1 ms").arg(us / 1e3, 0, 'f', 3);
    return tr("%1 µs").arg(us, 0, 'f', 2);
}

QString ExplainText::bottleneck(const Bottleneck &b)
{
    switch (b.kind) {
    case BottleneckKind::None: return tr("nothing (one GPU)");
    case BottleneckKind::Latency: return tr("latency");
    case BottleneckKind::NvLink: return tr("NVLink");
    case BottleneckKind::NvlsSwitch: return tr("NVLink SHARP (NVLS)");
    case BottleneckKind::Nic: return tr("NIC %1G").arg(b.speedGbps);
    case BottleneckKind::ServerLink: return tr("server link %1G (NIC %2G)").arg(b.speedGbps).arg(b.nicGbps);
    case BottleneckKind::LeafUplinks: return tr("leaf uplinks at %1:1").arg(b.ratio, 0, 'g', 3);
    case BottleneckKind::SpineUplinks: return tr("spine uplinks at %1:1").arg(b.ratio, 0, 'g', 3);
    case BottleneckKind::ProtocolCap: return tr("NCCL's bandwidth cap for the protocol");
    }
    return {};
}

QString ExplainText::headline(const CollectiveExplanation &e)
{
    const CollectiveResult &r = e.result;
    return tr("Why %1: %2 of %3 on %4 GPUs (%5), %6 (%7)")
        .arg(duration(r.timeUs), DisplayNames::collective(r.op), bytes(r.bytes))
        .arg(QLocale().toString(r.gpus)) // "1,048,576 GPUs", as the status bar counts them
        .arg(nodes(r.servers, e.nodeServers))
        .arg(QLatin1String(toString(r.algorithm)), QLatin1String(toString(r.protocol)));
}

QString ExplainText::nodes(int nodes, int servers)
{
    // NCCL's node is an NVLink domain: on NVL72 racks "8 servers" would contradict the status bar's 144.
    if (servers > nodes) return tr("%Ln NVLink domain(s) of %L1 servers", nullptr, nodes).arg(servers);
    return tr("%Ln server(s)", nullptr, nodes);
}

QString ExplainText::term(const ExplainTerm &t)
{
    const QString code = QString::fromStdString(t.code);
    if (code == QLatin1String("latency.base")) return tr("start-up latency of the algorithm (NCCL's base)");
    if (code == QLatin1String("latency.nvlink_steps"))
        return tr("%n step(s) inside the NVLink domain × %1 per NVLink hop", nullptr, qRound(termArg(t, 0)))
            .arg(duration(termArg(t, 1)));
    if (code == QLatin1String("latency.network_software"))
        return tr("%n network step(s) × %1 of NCCL software per step", nullptr, qRound(termArg(t, 0))).arg(duration(termArg(t, 1)));
    if (code == QLatin1String("latency.network_path"))
        return tr("%n network step(s) × %1 on the wire (transport stack, two NICs, switch hops, cable)", nullptr,
                  qRound(termArg(t, 0)))
            .arg(duration(termArg(t, 1)));
    if (code == QLatin1String("latency.per_rank"))
        return tr("%1 ranks × %2 each").arg(number(termArg(t, 0), 6), duration(termArg(t, 1)));
    if (code == QLatin1String("latency.plateau"))
        return tr("NCCL's ring plateau for large multi-server all-reduces: the rest × %1").arg(number(termArg(t, 0)));
    if (code == QLatin1String("latency.other")) return tr("rest of the latency model");
    if (code == QLatin1String("latency.proxy_posts"))
        return tr("NCCL's proxy threads posting every step's network sends and receives, beyond the steps' hops and bytes "
                  "(about 1 µs a post, for each channel a GPU's proxy serves)");
    if (code == QLatin1String("latency.hidden"))
        return tr("hidden behind the transfer: the ring's steps stream, each one's hops overlap the previous one's bytes");
    if (code == QLatin1String("bandwidth.transfer"))
        return tr("%1 each GPU moves ÷ %2 GB/s").arg(bytes(termArg(t, 0)), number(termArg(t, 1)));
    if (code == QLatin1String("bandwidth.transfer_server"))
        return tr("%1 each server sends through its NICs ÷ %2 GB/s").arg(bytes(termArg(t, 0)), number(termArg(t, 1)));
    return code;
}

QString ExplainText::latencyFormula(const CollectiveExplanation &e)
{
    QStringList parts;
    double factor = 1;
    for (const ExplainTerm &t : e.latencyTerms) {
        if (t.code == "latency.plateau") factor = termArg(t, 0);
        else if (t.code == "latency.base" || t.code == "latency.other") parts << number(t.us, 4);
        else if (t.code == "latency.proxy_posts") parts << number(t.us, 6); // often thousands of us
        else if (t.code == "latency.hidden") parts << QStringLiteral("(−%1)").arg(number(-t.us, 4));
        else parts << QStringLiteral("%1 × %2").arg(number(termArg(t, 0), 6), number(termArg(t, 1), 4));
    }
    QString sum = parts.join(QStringLiteral(" + "));
    if (factor != 1) sum = QStringLiteral("(%1) × %2").arg(sum, number(factor));
    return tr("Latency (α) = %1 = %2").arg(sum, duration(e.result.latencyUs));
}

QString ExplainText::bandwidthFormula(const CollectiveExplanation &e)
{
    QStringList parts;
    for (const ExplainTerm &t : e.bandwidthTerms)
        parts << QStringLiteral("%1 ÷ %2 GB/s").arg(bytes(termArg(t, 0)), number(termArg(t, 1)));
    if (parts.isEmpty()) return tr("Bandwidth (β) = 0 (nothing crosses a link)");
    return tr("Bandwidth (β) = %1 = %2").arg(parts.join(QStringLiteral(" + ")), duration(e.result.bandwidthUs));
}

QString ExplainText::pipelineFill(const CollectiveExplanation &e)
{
    // Part of the bandwidth term, named on its own: it is why a large NVLS all-reduce stays a little
    // under its streaming bus bandwidth, and NCCL's tuner has no such term (MODEL.md section 5).
    if (!(e.result.pipelineFillUs > 0)) return {};
    if (e.result.algorithm == spinel::timing::Algorithm::Tree)
        return tr("of which %1 filling the tree's chunk pipeline: the first chunks climb the chain of GPUs and the tree of "
                  "servers before data streams")
            .arg(duration(e.result.pipelineFillUs));
    return tr("of which %1 filling the NVLS chunk pipeline: the first chunks cross the switch's stages before data streams")
        .arg(duration(e.result.pipelineFillUs));
}

QString ExplainText::rate(const CollectiveExplanation &e)
{
    const ExplainRate &r = e.rate;
    if (r.resource == "network")
        return tr("Rate: %1 GB/s line rate × %2 %3 payload share × %4 left by the uplinks × %5 NCCL protocol share = %6 GB/s")
            .arg(number(r.rawGBps), number(r.transportShare), DisplayNames::transport(e.transport))
            .arg(number(r.fabricShare), number(r.ncclShare), number(r.effectiveGBps));
    if (r.resource == "nvlink" || r.resource == "nvls")
        return tr("Rate: %1 GB/s usable NVLink per GPU × %2 (NCCL protocol share%3) = %4 GB/s")
            .arg(number(r.rawGBps), number(r.ncclShare), r.resource == "nvls" ? tr(", NVLS efficiency") : QString(),
                 number(r.effectiveGBps));
    if (r.resource == "protocol-cap")
        return tr("Rate: NCCL's cap for this protocol and channel count, %1 GB/s").arg(number(r.effectiveGBps));
    return {};
}

QString ExplainText::location(const CollectiveExplanation &e)
{
    QString text = tr("Bottleneck: %1").arg(bottleneck(e.result.bottleneck));
    if (e.result.bottleneck.kind == BottleneckKind::Latency && !e.rate.resource.empty())
        text += tr(" (of the bandwidth term: %1)").arg(QString::fromStdString(e.rate.resource));
    if (!e.location.deviceId.empty()) {
        text += tr(" at %1").arg(QString::fromStdString(e.location.deviceId));
        if (!e.location.linkIds.empty()) {
            QStringList ids;
            for (const auto &id : e.location.linkIds) ids << QString::fromStdString(id);
            if (ids.size() > 4) ids = ids.mid(0, 4) << QStringLiteral("…");
            text += tr(", links %1").arg(ids.join(QStringLiteral(", ")));
        }
    }
    return text;
}

QString ExplainText::counterfactual(const Counterfactual &c, const CollectiveExplanation &e)
{
    QString what;
    const double a0 = c.args.empty() ? 0 : c.args[0];
    if (c.code == "nic_speed_x2")
        what = tr("NICs at %1G instead of %2G").arg(number(c.args.size() > 1 ? c.args[1] : 0, 6)).arg(number(a0, 6));
    else if (c.code == "network_x2") what = tr("every NIC and network link twice as fast");
    else if (c.code == "non_blocking") what = tr("1:1 instead of %1:1").arg(number(a0));
    else if (c.code == "oversubscribe_2") what = tr("2:1 instead of 1:1 (uplinks halved)");
    else if (c.code == "transport")
        what = tr("%1 instead of %2").arg(DisplayNames::transport(Transport(int(a0))), DisplayNames::transport(e.transport));
    else what = QString::fromStdString(c.code);
    if (!c.ok) return tr("%1: cannot time (%2)").arg(what, QString::fromStdString(c.error));
    const double change = c.changePercent;
    QString effect = std::abs(change) < 0.5 ? tr("no change")
                     : change < 0           ? tr("%1 % faster").arg(number(-change, 2))
                                            : tr("%1 % slower").arg(number(change, 2));
    return tr("%1: %2 (%3), bottleneck %4").arg(what, duration(c.timeUs), effect, bottleneck(c.bottleneck));
}

QStringList ExplainText::lines(const CollectiveExplanation &e)
{
    QStringList out;
    if (!e.ok) return {tr("Cannot explain: %1").arg(QString::fromStdString(e.error))};
    out << headline(e);
    for (const Message &assumed : e.assumptions) out << tr("Assumed: %1").arg(MessageText::text(assumed));
    out << tr("Time = latency + bandwidth = %1 + %2").arg(duration(e.result.latencyUs), duration(e.result.bandwidthUs));
    if (e.latencyTerms.empty() && e.bandwidthTerms.empty()) {
        out << tr("One GPU: nothing crosses a link.");
        return out;
    }
    out << latencyFormula(e);
    for (const ExplainTerm &t : e.latencyTerms) out << QStringLiteral("  %1  %2").arg(duration(t.us), -12).arg(term(t));
    out << bandwidthFormula(e);
    for (const ExplainTerm &t : e.bandwidthTerms) out << QStringLiteral("  %1  %2").arg(duration(t.us), -12).arg(term(t));
    if (const QString fill = pipelineFill(e); !fill.isEmpty()) out << QStringLiteral("  %1").arg(fill);
    if (const QString r = rate(e); !r.isEmpty()) out << r;
    out << location(e);
    if (!e.counterfactuals.empty()) {
        out << tr("What would change it:");
        for (const Counterfactual &c : e.counterfactuals) out << QStringLiteral("  ") + counterfactual(c, e);
    }
    return out;
}

} // namespace spinel
