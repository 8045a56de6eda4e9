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
std::vector<MessageArgSpec> linkArgs()
{
    return {cables(), {"links", MessageArg::Kind::Integer, {}, {}}, {"first", MessageArg::Kind::IdList, {}, {}}};
}
// "1 link (spine-1-core-2)", "7 links (a, b, c, d, e and 2 more)"
std::string linksText(const Message &m)
{
    const long long links = m.integer("links");
    const std::vector<std::string> first = m.texts("first");
    std::string text = std::to_string(links) + (links == 1 ? " link (" : " links (");
    for (std::size_t i = 0; i < first.size(); ++i) text += (i ? ", " : "") + first[i];
    if (links > (long long)first.size()) text += " and " + std::to_string(links - (long long)first.size()) + " more";
    return text + ")";
}
std::string metresText(const Message &m, std::string_view name)
{
    return englishNumber(m.number(name)) + " m";
}

} // namespace

const std::vector<MessageSpec> &bomMessageSpecs()
{
    static const std::vector<MessageSpec> specs{
        // `first`: the first links' ids (at most 5, model/cost/bom.cpp), `links` how many links.
        {"bom.unpriced", linkArgs(),
         [](const Message &m) {
             return std::to_string(m.integer("cables")) + " cables of " + linksText(m)
                    + " have no matching part in the catalog (speed, reach or the devices' ports) and are not priced";
         }},
        {"bom.beyond-reach", linkArgs(),
         [](const Message &m) {
             return std::to_string(m.integer("cables")) + " cables of " + linksText(m)
                    + " are longer than any catalog part of their medium reaches at their speed;"
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
