// The wording of the timing's notes on a collective's result (model/timing/timingmessages.cpp)
// and of what bounds it (the bottleneck), for the UI and the CLI's text output.

#include "common/messagewordings.h"
#include "timing/collectives.h"

namespace spinel {

namespace wording {

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
    };
    return wordings;
}

} // namespace wording

QString MessageText::text(const timing::Bottleneck &b)
{
    using timing::BottleneckKind;
    switch (b.kind) {
    case BottleneckKind::None: return tr("nothing (one GPU)");
    case BottleneckKind::Latency: return tr("latency");
    case BottleneckKind::NvLink: return tr("NVLink");
    case BottleneckKind::NvlsSwitch: return tr("NVLink SHARP (NVLS)");
    //: %1 a port speed in Gb/s (400G)
    case BottleneckKind::Nic: return tr("NIC %1G").arg(b.speedGbps);
    //: %1 the server's link speed, %2 its NIC's, in Gb/s (200G, 400G)
    case BottleneckKind::ServerLink: return tr("server link %1G (NIC %2G)").arg(b.speedGbps).arg(b.nicGbps);
    //: %1 an oversubscription ratio's first number (2 in 2:1)
    case BottleneckKind::LeafUplinks: return tr("leaf uplinks at %1:1").arg(b.ratio, 0, 'g', 3);
    //: %1 an oversubscription ratio's first number (2 in 2:1)
    case BottleneckKind::SpineUplinks: return tr("spine uplinks at %1:1").arg(b.ratio, 0, 'g', 3);
    case BottleneckKind::ProtocolCap: return tr("NCCL's bandwidth cap for the protocol");
    }
    return {};
}

} // namespace spinel
