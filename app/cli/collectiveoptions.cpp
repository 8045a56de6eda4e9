#include "cli/collectiveoptions.h"

#include "cli/cliutil.h"

namespace spinel::cli {

using namespace spinel::timing;

void addCollectiveOptions(QCommandLineParser &parser, bool withProtocol)
{
    parser.addOption({QStringLiteral("op"),
                      Cli::tr("allreduce, reducescatter, allgather, broadcast, reduce, alltoall or sendrecv."), Cli::tr("OP")});
    parser.addOption({QStringLiteral("gpus"), Cli::tr("Use the first N GPUs in rail order (default: all)."), Cli::tr("N")});
    parser.addOption({QStringLiteral("algorithm"),
                      Cli::tr("auto (what NCCL would run), ring, tree, nvls, nvlstree, innetwork (CollNet Direct), "
                              "innetwork-chain, pat, pairwise or hierarchical (not NCCL; to compare)."),
                      Cli::tr("A")});
    if (withProtocol)
        parser.addOption({QStringLiteral("protocol"), Cli::tr("Force LL, LL128 or Simple (default: NCCL's choice)."), Cli::tr("P")});
    parser.addOption({QStringLiteral("channels"),
                      Cli::tr("NCCL_MIN_NCHANNELS: run at least N channels (default: NCCL's own count)."), Cli::tr("N")});
}

bool readCollectiveOptions(const QCommandLineParser &parser, CollectiveRequest &request)
{
    const auto op = collectiveOpFromString(parser.value(QStringLiteral("op")).toStdString());
    if (!op) {
        err() << Cli::tr("--op must be one of allreduce, reducescatter, allgather, broadcast, reduce, alltoall, "
                         "sendrecv.")
              << Qt::endl;
        return false;
    }
    request.op = *op;
    if (parser.isSet(QStringLiteral("gpus"))) {
        bool ok = false;
        request.gpus = parser.value(QStringLiteral("gpus")).toInt(&ok);
        if (!ok || request.gpus < 1) {
            err() << Cli::tr("--gpus needs a whole number of at least 1.") << Qt::endl;
            return false;
        }
    }
    const auto algorithm = algorithmFromString(parser.value(QStringLiteral("algorithm")).toStdString());
    if (parser.isSet(QStringLiteral("algorithm")) && !algorithm) {
        err() << Cli::tr("--algorithm must be one of auto, ring, tree, nvls, nvlstree, innetwork, innetwork-chain, pat, "
                         "pairwise, hierarchical.")
              << Qt::endl;
        return false;
    }
    if (parser.isSet(QStringLiteral("channels"))) {
        bool ok = false;
        const int channels = parser.value(QStringLiteral("channels")).toInt(&ok);
        if (!ok || channels < 1 || channels > 64) {
            err() << Cli::tr("--channels must be a whole number from 1 to 64 (NCCL's MAXCHANNELS).") << Qt::endl;
            return false;
        }
        request.minChannels = channels;
    }
    if (algorithm) request.algorithm = *algorithm;
    if (parser.optionNames().contains(QStringLiteral("protocol")) && parser.isSet(QStringLiteral("protocol"))) {
        request.protocol = protocolFromString(parser.value(QStringLiteral("protocol")).toStdString());
        if (!request.protocol) {
            err() << Cli::tr("--protocol must be LL, LL128 or Simple.") << Qt::endl;
            return false;
        }
    }
    return true;
}

bool checkGpusFit(const FabricProfile &profile, const CollectiveRequest &request)
{
    if (request.gpus <= profile.totalGpus) return true;
    err() << Cli::tr("--gpus %1 is more than the design's %2 GPUs.").arg(request.gpus).arg(profile.totalGpus) << Qt::endl;
    return false;
}

} // namespace spinel::cli
