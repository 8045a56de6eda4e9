// The English wording of the bill of materials' warnings (message ids and arguments: see
// core/message.h).

#include "core/message.h"

namespace spinel {

namespace {

MessageArgSpec cables()
{
    return {"cables", MessageArg::Kind::Integer, {}, {}};
}
MessageArgSpec metres(std::string name)
{
    return {std::move(name), MessageArg::Kind::Number, "m", {}};
}
std::string metresText(const Message &m, std::string_view name)
{
    return englishNumber(m.number(name)) + " m";
}

} // namespace

const std::vector<MessageSpec> &bomMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        {"bom.unpriced",
         {cables()},
         [](const Message &m) {
             return std::to_string(m.integer("cables"))
                    + " cables have no matching part in the catalog (speed or reach) and are not priced";
         }},
        {"bom.beyond-reach",
         {cables()},
         [](const Message &m) {
             return std::to_string(m.integer("cables"))
                    + " cables are longer than any catalog part of their medium reaches at their speed;"
                      " they are listed as that part (see the cable-reach check)";
         }},
        // The typical length assumed per medium (model/cost/bom.cpp assumedLengthM).
        {"bom.assumed-lengths",
         {cables(), metres("dac"), metres("aoc"), metres("multimode"), metres("singlemode")},
         [](const Message &m) {
             return std::to_string(m.integer("cables")) + " cables have no length; typical lengths were assumed (DAC "
                    + metresText(m, "dac") + ", AOC " + metresText(m, "aoc") + ", multimode " + metresText(m, "multimode")
                    + ", single-mode " + metresText(m, "singlemode") + ")";
         }},
    };
    return specs;
}

} // namespace spinel
