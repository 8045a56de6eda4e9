// The English wording of the timing's notes on a collective's result (message ids and arguments:
// see core/message.h): why a result is a bound, what it needs on a cluster, and where NCCL's
// tuner misses a faster algorithm.

#include "core/message.h"

namespace spinel {

const std::vector<MessageSpec> &timingMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        // `nccl`: the algorithm NCCL's tuner would pick, as NCCL spells it (Ring, NVLS...).
        {"collective.tree-two-servers",
         {{"nccl", MessageArg::Kind::Text, {}, {}}},
         [](const Message &m) {
             return "a tree on exactly two servers sends each byte over the network once: an upper bound that runs "
                    "reach only with NCCL_ALGO=Tree; NCCL's own choice here is "
                    + m.text("nccl");
         }},
        {"collective.hierarchical",
         {},
         [](const Message &) {
             return std::string("hierarchical is not an NCCL algorithm (Horovod-style): a comparison, not what NCCL runs");
         }},
        {"collective.in-network",
         {},
         [](const Message &) {
             return std::string("in-network reduction runs as NCCL CollNet: it needs NCCL's SHARP plugin and NCCL_COLLNET_ENABLE=1");
         }},
        {"collective.forced",
         {{"algorithm", MessageArg::Kind::Text, {}, {}}, {"protocol", MessageArg::Kind::Text, {}, {}}},
         [](const Message &m) { return "forced; NCCL's own choice here is " + m.text("algorithm") + "/" + m.text("protocol"); }},
        // The uplinks bind and NCCL's tuner, which does not see oversubscription, picked a slower
        // algorithm: `saving` is the time saved in whole percent.
        {"collective.better-choice",
         {{"uplinks", MessageArg::Kind::Keyword, {}, {"leaf", "spine"}},
          {"ratio", MessageArg::Kind::Number, "ratio", {}},
          {"algorithm", MessageArg::Kind::Text, {}, {}},
          {"saving", MessageArg::Kind::Integer, {}, {}}},
         [](const Message &m) {
             return "NCCL's tuner does not see the " + m.text("uplinks") + " uplinks at " + englishRatio(m.number("ratio"))
                    + "; NCCL_ALGO=" + m.text("algorithm") + " would take " + std::to_string(m.integer("saving")) + "% less here";
         }},
        // What the timing profile had to assume about a device (FabricProfile::notes).
        {"timing.switch-unknown",
         {{"switch", MessageArg::Kind::Id, {}, {}}, {"model", MessageArg::Kind::Text, {}, {}}},
         [](const Message &m) {
             return "switch " + m.text("switch") + ": model " + m.text("model") + " is not in the catalog, its latency taken as 0";
         }},
        {"timing.server-left-out",
         {{"server", MessageArg::Kind::Id, {}, {}}, {"model", MessageArg::Kind::Text, {}, {}}},
         [](const Message &m) {
             return "server " + m.text("server") + ": model " + m.text("model")
                    + " is not in the catalog or has no GPUs, so it takes no part in collectives";
         }},
        {"timing.generation-unknown",
         {{"model", MessageArg::Kind::Text, {}, {}}},
         [](const Message &m) {
             return "server model " + m.text("model")
                    + ": its GPU generation is not in the catalog, so NCCL's Hopper constants are used";
         }},
        // How the animation's step view simplifies what NCCL runs (CollectiveSchedule::notes).
        {"schedule.chain-pipelined",
         {},
         [](const Message &) {
             return std::string("NCCL pipelines the chain in chunks: all its links carry data at once; the steps show the order");
         }},
        {"schedule.tree-between-servers",
         {},
         [](const Message &) {
             return std::string("the tree runs between servers; inside each the GPUs form a chain over NVLink");
         }},
        {"schedule.shown-as-ring",
         {{"algorithm", MessageArg::Kind::Text, {}, {}}},
         [](const Message &m) { return "shown as a ring: " + m.text("algorithm") + " has no step view"; }},
        {"schedule.packed", {}, [](const Message &) { return std::string("shown packed: the first GPUs in rail order"); }},
    };
    return specs;
}

} // namespace spinel
