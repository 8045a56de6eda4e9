// The wording of the timing's notes on a collective's result (model/timing/timingmessages.cpp)
// for the UI and the CLI's text output. (What bounds it, the bottleneck: ExplainText::bottleneck.)

#include "common/messagewordings.h"

namespace spinel::wording {

const QHash<QString, Wording> &timings()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("collective.tree-two-servers"),
         [](const Message &m) {
             //: %1 the algorithm NCCL would choose (Ring, NVLS...)
             return MessageText::tr("a tree on exactly two servers sends each byte over the network once: an upper bound "
                                    "that runs reach only with NCCL_ALGO=Tree; NCCL's own choice here is %1")
                 .arg(str(m, "nccl"));
         }},
        {QStringLiteral("collective.hierarchical"),
         [](const Message &) {
             return MessageText::tr("hierarchical is not an NCCL algorithm (Horovod-style): a comparison, not what NCCL runs");
         }},
        {QStringLiteral("collective.in-network"),
         [](const Message &) {
             return MessageText::tr(
                 "in-network reduction runs as NCCL CollNet: it needs NCCL's SHARP plugin and NCCL_COLLNET_ENABLE=1");
         }},
        {QStringLiteral("collective.forced"),
         [](const Message &m) {
             //: %1 algorithm and %2 protocol NCCL would choose (Ring/LL128)
             return MessageText::tr("forced; NCCL's own choice here is %1/%2").arg(str(m, "algorithm"), str(m, "protocol"));
         }},
        {QStringLiteral("collective.better-choice"),
         [](const Message &m) {
             //: %1 leaf or spine, %2 an oversubscription ratio (2:1), %3 an NCCL algorithm, %4 whole percent
             return MessageText::tr("NCCL's tuner does not see the %1 uplinks at %2; NCCL_ALGO=%3 would take %4% less here")
                 .arg(tier(m.text("uplinks")), ratio(m, "ratio"), str(m, "algorithm"), integer(m, "saving"));
         }},
        {QStringLiteral("timing.switch-unknown"),
         [](const Message &m) {
             //: %1 a switch id, %2 a catalog model id
             return MessageText::tr("switch %1: model %2 is not in the catalog, its latency taken as 0")
                 .arg(str(m, "switch"), str(m, "model"));
         }},
        {QStringLiteral("timing.server-left-out"),
         [](const Message &m) {
             //: %1 a server id, %2 a catalog model id
             return MessageText::tr("server %1: model %2 is not in the catalog or has no GPUs, so it takes no part in collectives")
                 .arg(str(m, "server"), str(m, "model"));
         }},
        {QStringLiteral("timing.generation-unknown"),
         [](const Message &m) {
             //: %1 a catalog model id
             return MessageText::tr("server model %1: its GPU generation is not in the catalog, so NCCL's Hopper constants are used")
                 .arg(str(m, "model"));
         }},
        {QStringLiteral("schedule.chain-pipelined"),
         [](const Message &) {
             return MessageText::tr(
                 "NCCL pipelines the chain in chunks: all its links carry data at once; the steps show the order.");
         }},
        {QStringLiteral("schedule.tree-between-servers"),
         [](const Message &) {
             return MessageText::tr("The tree runs between servers; inside each the GPUs form a chain over NVLink.");
         }},
        {QStringLiteral("schedule.shown-as-ring"),
         [](const Message &m) {
             //: %1 an NCCL algorithm (nvls, pat...)
             return MessageText::tr("Shown as a ring: %1 has no step view.").arg(str(m, "algorithm"));
         }},
        {QStringLiteral("schedule.packed"),
         [](const Message &) { return MessageText::tr("Shown packed: the first GPUs in rail order."); }},
    };
    return wordings;
}

} // namespace spinel::wording
