// The wording of the importers' warnings (model/export/importmessages.cpp) for the UI. Device
// names, catalog models and the text a dump gives stay as the file has them.

#include "common/messagewordings.h"

namespace spinel::wording {

namespace {

int count(const Message &m)
{
    return int(m.integer("count"));
}

// "a, b, c and 12 more": the names listed, then how many of `count` were not.
QString listedOf(const Message &m, const QStringList &names)
{
    const long long more = m.integer("count") - names.size();
    //: The end of a list of names cut short: %1 the names listed, %Ln how many more there are
    return more > 0 ? MessageText::tr("%1 and %Ln more", nullptr, int(more)).arg(joined(names)) : joined(names);
}

QString listed(const Message &m, const char *name)
{
    return listedOf(m, texts(m, name));
}

// "leaf-1 (64 ports at 400 Gb/s)"; a port count or speed of 0 was not reported.
QString listedWithPorts(const Message &m)
{
    QStringList names = texts(m, "devices");
    const std::vector<long long> ports = m.integers("ports");
    const std::vector<double> speeds = m.numbers("speeds");
    for (qsizetype i = 0; i < names.size(); ++i) {
        const long long portCount = std::size_t(i) < ports.size() ? ports[std::size_t(i)] : 0;
        const double speed = std::size_t(i) < speeds.size() ? speeds[std::size_t(i)] : 0;
        //: The ports a device showed; %Ln how many
        QString shape = portCount > 0 ? MessageText::tr("%Ln ports", nullptr, int(portCount))
                                      : MessageText::tr("ports not reported");
        //: %1 the ports a device showed, %2 the fastest speed on them
        if (speed > 0) shape = MessageText::tr("%1 at %2").arg(shape, MessageText::tr("%L1 Gb/s").arg(speed, 0, 'g', 6));
        //: A device and what it showed: %1 its name, %2 its ports and speed
        names[i] = MessageText::tr("%1 (%2)").arg(names[i], shape);
    }
    return listedOf(m, names);
}

// "qm9700 (NVIDIA Quantum-2 QM9700)": the catalog id and the entry's name.
QString modelNamed(const Message &m)
{
    //: A catalog model: %1 its id, %2 its name
    return MessageText::tr("%1 (%2)").arg(str(m, "model"), str(m, "name"));
}

} // namespace

const QHash<QString, Wording> &imports()
{
    static const QHash<QString, Wording> wordings{
        {QStringLiteral("import.unknown-as-switch"),
         [](const Message &m) {
             //: %Ln devices, %1 their names
             return MessageText::tr("%Ln device(s) of unknown type cabled to servers are taken as generic switches: %1", nullptr,
                                    count(m))
                 .arg(listed(m, "devices"));
         }},
        {QStringLiteral("import.unknown-as-server"),
         [](const Message &m) {
             //: %Ln devices, %1 their names
             return MessageText::tr("%Ln device(s) of unknown type are taken as generic servers: %1", nullptr, count(m))
                 .arg(listed(m, "devices"));
         }},
        {QStringLiteral("import.model-fits"),
         [](const Message &m) {
             //: %Ln devices, %1 the catalog model chosen, %2 the devices with their ports and speed
             return MessageText::tr("The fabric names no models: %Ln device(s) fit %1 by ports and speed: %2", nullptr, count(m))
                 .arg(modelNamed(m), listedWithPorts(m));
         }},
        {QStringLiteral("import.model-nearest"),
         [](const Message &m) {
             //: %Ln devices, %1 the catalog model used, %2 the devices with their ports and speed
             return MessageText::tr("No catalog model fits %Ln device(s); they use the nearest, %1, as a generic stand-in: %2",
                                    nullptr, count(m))
                 .arg(modelNamed(m), listedWithPorts(m));
         }},
        {QStringLiteral("import.cables-no-speed"),
         [](const Message &m) {
             return MessageText::tr("%Ln cable(s) report no speed; they take the switch model's port speed", nullptr, count(m));
         }},
        {QStringLiteral("import.switches-unreached"),
         [](const Message &m) {
             //: %Ln switches, %1 their names
             return MessageText::tr("%Ln switch(es) reach no server and are drawn as leaves: %1", nullptr, count(m))
                 .arg(listed(m, "switches"));
         }},
        {QStringLiteral("import.graphml.kind-from-name"),
         [](const Message &m) {
             //: GraphML nodes: %Ln how many, %1 their names
             return MessageText::tr("%Ln node(s) have no kind; taken from their names: %1", nullptr, count(m)).arg(listed(m, "nodes"));
         }},
        {QStringLiteral("import.graphml.kind-unknown"),
         [](const Message &m) {
             //: GraphML nodes: %Ln how many, %1 their names
             return MessageText::tr("%Ln node(s) of unknown type are taken as generic switches (cabled to servers) or servers: %1",
                                    nullptr, count(m))
                 .arg(listed(m, "nodes"));
         }},
        {QStringLiteral("import.graphml.model-nearest"),
         [](const Message &m) {
             //: GraphML nodes: %Ln how many, %1 the catalog model used, %2 their names
             return MessageText::tr("%Ln node(s) name no catalog model; they use %1, the nearest by cables and speed: %2",
                                    nullptr, count(m))
                 .arg(modelNamed(m), listed(m, "nodes"));
         }},
        {QStringLiteral("import.graphml.edges-no-speed"),
         [](const Message &m) {
             return MessageText::tr("%Ln edge(s) have no speed; they take the switch model's port speed", nullptr, count(m));
         }},
        {QStringLiteral("import.graphml.positions-missing"),
         [](const Message &m) {
             return MessageText::tr("%Ln node(s) have no position; the design is laid out by tier", nullptr, count(m));
         }},
    };
    return wordings;
}

} // namespace spinel::wording
