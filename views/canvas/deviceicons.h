#pragma once
// The SVG icons devices are drawn with, parsed once and shared by every item.

#include <QColor>
#include <QRectF>

class QPainter;

namespace spinel {
struct Device;

enum class DeviceIcon { LeafSwitch, SpineSwitch, CoreSwitch, GpuServer };

class DeviceIcons {
public:
    static DeviceIcon iconFor(const Device &device);
    static QString resourcePath(DeviceIcon icon);
    // Renders `icon` into `target`; draws a plain box if the resource is missing, so a views-only
    // build without the app's resources still shows something.
    static void paint(QPainter *painter, DeviceIcon icon, const QRectF &target);
    // The icon's main colour, for a plain box where the icon would be too small to read
    // (zoomed far out, the overview).
    static QColor plainColour(DeviceIcon icon);
    // A selected plain box: a ring in the selection colour a few pixels around it (the box keeps
    // its role's colour: the selection blue is the spine's own). `lod` is the painter's scale.
    static void paintSelectionRing(QPainter *painter, const QRectF &box, double lod);
};

} // namespace spinel
