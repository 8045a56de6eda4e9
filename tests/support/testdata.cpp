#include "support/testdata.h"

#include <QFile>

#include <sstream>

#include "export/exportformat.h"
#include "generate/generators.h"
#include "io/designformat.h"
#include "io/loaderror.h"

namespace spinel::testdata {

QString sourcePath(const QString &relative)
{
    return QStringLiteral(SPINEL_SOURCE_DIR "/") + relative;
}

std::string readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll().toStdString();
}

QString examplePath()
{
    return sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"));
}

QByteArray readBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString writeIbnetdiscover(const QString &path, const Design &design)
{
    std::ostringstream text;
    exporting::exportDesign(exporting::ExportFormat::Ibnetdiscover, design, builtinCatalog(), text);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(QByteArray::fromStdString(text.str()));
    return path;
}

Design exampleDesign()
{
    const QString path = examplePath();
    return readDesign(readText(path), builtinCatalog(), path.toStdString());
}

Design railDesign(int servers, int spines, int uplinksPerSpine)
{
    Design design;
    design.settings.name = "rail test";
    for (int s = 0; s < spines; ++s) {
        Device spine;
        spine.id = "spine-" + std::to_string(s + 1);
        spine.name = spine.id;
        spine.model = "qm9700";
        spine.kind = DeviceKind::Switch;
        spine.role = SwitchRole::Spine;
        spine.position = {s * 200.0, 0};
        design.devices.push_back(spine);
    }
    for (int r = 0; r < 8; ++r) {
        Device leaf;
        leaf.id = "leaf-" + std::to_string(r + 1);
        leaf.name = leaf.id;
        leaf.model = "qm9700";
        leaf.kind = DeviceKind::Switch;
        leaf.role = SwitchRole::Leaf;
        leaf.position = {r * 150.0, 200};
        design.devices.push_back(leaf);
        for (int s = 0; s < spines; ++s) {
            Link link;
            link.id = "up-" + std::to_string(r + 1) + "-" + std::to_string(s + 1);
            link.from = {leaf.id, std::nullopt};
            link.to = {"spine-" + std::to_string(s + 1), std::nullopt};
            link.speedGbps = 400;
            link.count = uplinksPerSpine;
            link.medium = Medium::Singlemode;
            link.lengthM = 30;
            design.links.push_back(link);
        }
    }
    for (int n = 0; n < servers; ++n) {
        Device server;
        server.id = "srv-" + std::to_string(n + 1);
        server.name = server.id;
        server.model = "hgx-h100";
        server.kind = DeviceKind::Server;
        server.position = {n * 100.0, 400};
        server.group = "su-1";
        design.devices.push_back(server);
        for (int r = 0; r < 8; ++r) {
            Link link;
            link.id = "nic-" + std::to_string(n + 1) + "-" + std::to_string(r + 1);
            link.from = {server.id, r};
            link.to = {"leaf-" + std::to_string(r + 1), std::nullopt};
            link.speedGbps = 400;
            link.count = 1;
            link.medium = Medium::Dac;
            link.lengthM = 3;
            design.links.push_back(link);
        }
    }
    return design;
}

std::string loadErrorOf(const std::string &bytes)
{
    try {
        readDesign(bytes, builtinCatalog(), "bad.spinel");
    } catch (const LoadError &error) {
        return error.what();
    }
    return "(loaded without error)";
}

double catalogPrice(const std::string &id)
{
    return builtinCatalog().find(id)->priceUsd;
}

Design twoGb300Racks()
{
    return generateFabric("nvl72", {{"racks", "2"}, {"rack", "gb300-nvl72"}}, builtinCatalog());
}

} // namespace spinel::testdata
