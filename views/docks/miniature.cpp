#include "docks/miniature.h"

#include <QHash>
#include <QPainter>
#include <QSet>
#include <QVector>

#include <cmath>

#include "canvas/canvasstyle.h"
#include "canvas/deviceicons.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/rackitem.h"

namespace spinel {

MiniatureInput miniatureInput(const FabricScene &scene, double pixelRatio)
{
    MiniatureInput input;
    input.pixelRatio = pixelRatio;
    input.background = canvasstyle::background();
    input.links = scene.linkLines();
    input.devices.reserve(std::size_t(scene.deviceItems().size()));
    for (const DeviceItem *device : scene.deviceItems()) {
        const QColor colour = device->isSelected() ? canvasstyle::selection() : DeviceIcons::plainColour(device->icon());
        input.devices.push_back({device->iconRect().translated(device->pos()), colour.rgb()});
        input.designRect |= device->sceneBoundingRect(); // as FabricScene::designRect()
    }
    for (const RackItem *rack : scene.rackItems()) input.designRect |= rack->sceneBoundingRect();
    return input;
}

QImage renderMiniature(const MiniatureInput &input)
{
    const double ratio = input.pixelRatio;
    QImage image((input.target * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(input.background);
    if (image.isNull() || input.source.isEmpty()) return image;
    const double scale = input.target.width() / input.source.width();
    auto toPixels = [&](const QPointF &scenePos) {
        const QPointF p = (scenePos - input.source.topLeft()) * scale * ratio;
        return QPoint(int(p.x()), int(p.y()));
    };
    QHash<QRgb, QVector<QLine>> lines;
    QHash<QRgb, QRgb> lighter; // a handful of media colours
    QSet<quint64> drawn;
    static const LinkLines::List none;
    for (const LinkLines::Line &link : input.links ? *input.links : none) {
        if (!link.used) continue;
        const QPoint a = toPixels(link.line.p1()), b = toPixels(link.line.p2());
        const quint64 key = (quint64(quint16(a.x())) << 48) | (quint64(quint16(a.y())) << 32) | (quint64(quint16(b.x())) << 16)
                            | quint64(quint16(b.y()));
        if (drawn.contains(key)) continue;
        drawn.insert(key);
        auto colour = lighter.find(link.rgb);
        if (colour == lighter.end()) colour = lighter.insert(link.rgb, QColor(link.rgb).lighter(150).rgb());
        lines[colour.value()].append(QLine(a, b));
    }
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.save();
    painter.scale(1 / ratio, 1 / ratio); // pixel coordinates
    for (auto it = lines.cbegin(); it != lines.cend(); ++it) {
        painter.setPen(QPen(QColor(it.key()), 0));
        painter.drawLines(it.value().constData(), int(it.value().size()));
    }
    painter.restore();
    painter.setPen(Qt::NoPen);
    painter.scale(scale, scale);
    painter.translate(-input.source.topLeft());
    const double minimum = 1.5 / scale; // scene units of one and a half pixels
    for (const MiniatureInput::Box &device : input.devices) {
        QRectF box = device.rect;
        if (box.width() < minimum) box.setWidth(minimum);
        if (box.height() < minimum) box.setHeight(minimum);
        painter.setBrush(QColor(device.rgb));
        painter.drawRect(box);
    }
    return image;
}

} // namespace spinel
