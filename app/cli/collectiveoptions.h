#pragma once
// Options shared by the timing commands (collective, sweep): --op, --gpus, --algorithm, --protocol.

#include <QCommandLineParser>

#include "timing/collectives.h"

namespace spinel::cli {

void addCollectiveOptions(QCommandLineParser &parser, bool withProtocol);

// Fills op, gpus, algorithm and (if offered) protocol of `request` from the parsed options.
// Prints the usage error and returns false on a bad value.
bool readCollectiveOptions(const QCommandLineParser &parser, timing::CollectiveRequest &request);

// False (with the message printed) when the request asks for more GPUs than the design has.
bool checkGpusFit(const timing::FabricProfile &profile, const timing::CollectiveRequest &request);

} // namespace spinel::cli
