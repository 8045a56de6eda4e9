#include "canvas/deviceicons.h"

#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>
#include <array>
#include <memory>

#include "canvas/canvasstyle.h"
#include "core/design.h"

namespace spinel {

DeviceIcon DeviceIcons::iconFor(const Device &device)
{
    if (device.isServer()) return DeviceIcon::GpuServer;
    switch (device.role) {
    case SwitchRole::Leaf: return DeviceIcon::LeafSwitch;
    case SwitchRole::Spine: return DeviceIcon::SpineSwitch;
    case SwitchRole::Core: return DeviceIcon::CoreSwitch;
    }
    return DeviceIcon::LeafSwitch;
}

QString DeviceIcons::resourcePath(DeviceIcon icon)
{
    switch (icon) {
    case DeviceIcon::LeafSwitch: return QStringLiteral(":/icons/switch-leaf.svg");
    case DeviceIcon::SpineSwitch: return QStringLiteral(":/icons/switch-spine.svg");
    case DeviceIcon::CoreSwitch: return QStringLiteral(":/icons/switch-core.svg");
    case DeviceIcon::GpuServer: return QStringLiteral(":/icons/server-gpu.svg");
    }
    return {};
}

QColor DeviceIcons::plainColour(DeviceIcon icon)
{
    switch (icon) {
    case DeviceIcon::LeafSwitch: return {0x1b, 0x9e, 0x77};
    case DeviceIcon::SpineSwitch: return {0x25, 0x74, 0xe8};
    case DeviceIcon::CoreSwitch: return {0x7b, 0x4f, 0xd6};
    case DeviceIcon::GpuServer: return {0x3c, 0x4a, 0x5a};
    }
    return Qt::darkGray;
}

void DeviceIcons::paintSelectionRing(QPainter *painter, const QRectF &box, double lod)
{
    const double pixel = 1 / std::max(lod, 1e-6);
    painter->setPen(QPen(canvasstyle::selection(), 2 * pixel));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(box.adjusted(-3 * pixel, -3 * pixel, 3 * pixel, 3 * pixel));
}

void DeviceIcons::paint(QPainter *painter, DeviceIcon icon, const QRectF &target)
{
    // Parsing an SVG costs far more than drawing it; one renderer per icon for the whole program.
    static std::array<std::unique_ptr<QSvgRenderer>, 4> renderers;
    auto &renderer = renderers[static_cast<std::size_t>(icon)];
    if (!renderer) renderer = std::make_unique<QSvgRenderer>(resourcePath(icon));
    if (renderer->isValid()) {
        renderer->render(painter, target);
        return;
    }
    painter->setPen(QPen(Qt::darkGray, 1.5));
    painter->setBrush(Qt::lightGray);
    painter->drawRoundedRect(target, 4, 4);
}

} // namespace spinel
