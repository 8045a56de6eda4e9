#pragma once
// One link bundle on the canvas: a line between its two devices whose width grows with the
// bundle's bandwidth and whose colour shows the medium. Holds the link id, derived geometry,
// selection, tooltip and overlay colour; LinkBatchItem draws it and FabricScene picks it.

#include <QColor>
#include <QFont>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QLineF>
#include <QString>

#include <optional>

#include "common/itemtypes.h"

namespace spinel {
struct Link;
enum class Medium;
class DeviceItem;

class LinkItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(LinkItem)
public:
    enum { Type = itemtypes::Link };

    // The ends are not owned; the scene detaches the link from them before deleting either.
    LinkItem(const QString &id, DeviceItem *from, DeviceItem *to, QGraphicsItem *parent = nullptr);
    ~LinkItem() override;

    int type() const override { return Type; }
    const QString &id() const { return m_id; }
    DeviceItem *fromItem() const { return m_from; }
    DeviceItem *toItem() const { return m_to; }

    // Moves the link to other ends (attaching and detaching as needed).
    void setEnds(DeviceItem *from, DeviceItem *to);
    void detachFromEnds();

    // Copies everything shown from `link`; call after every change to it.
    void syncFromModel(const Link &link);
    // Re-routes the line after an end moved.
    void updateGeometry();
    // Its ends, cables, medium and length, built when asked (a hover) rather than for each of
    // 36,000 links on every build: that was a third of creating a link item. Shadows
    // QGraphicsItem::toolTip(), which stays empty (Qt never hit-tests link items; the scene
    // shows this text).
    QString toolTip() const;

    double penWidth() const { return m_width; }
    QColor color() const { return m_color; }
    // What the line shows now: the overlay's colour and style if set, else the medium's.
    QColor shownColor() const { return m_overlayColor.isValid() ? m_overlayColor : m_color; }
    Qt::PenStyle shownStyle() const { return m_overlayColor.isValid() ? m_overlayStyle : Qt::SolidLine; }
    const QLineF &line() const { return m_line; }
    int count() const { return m_count; }
    double bandwidthGbps() const { return m_bandwidthGbps; }
    // The "×4" badge of a bundle (empty text for one cable) and where it sits, in scene units.
    const QString &countText() const { return m_countText; }
    const QRectF &countBadge() const { return m_badgeRect; }
    static constexpr double kMinLodForBadge = 0.4;     // "×4" under ~4 px is noise
    static constexpr double kMinLodForAntialias = 0.3; // hairlines need no smoothing, and it costs
    // The font of the count badge.
    static QFont badgeFont();
    // Analysis views (oversubscription, load, what-if) recolour the line without touching the
    // model; an invalid colour returns to the medium's colour.
    void setOverlay(const QColor &color, Qt::PenStyle style = Qt::SolidLine);
    QColor overlayColor() const { return m_overlayColor; }
    // Line width in scene units for a bundle of `bandwidthGbps`: logarithmic, so a 100G cable and
    // a 12.8T bundle both stay readable (each doubling adds one unit).
    static double widthForBandwidth(double bandwidthGbps);

    // The area the line, its hit margin and its badge cover, in scene units.
    const QRectF &lineRect() const { return m_lineRect; }

    // Where the scene's LinkLines keeps this line, or -1: set by LinkLines only.
    int lineSlot() const { return m_lineSlot; }
    void setLineSlot(int slot) { m_lineSlot = slot; }

    // Empty: see linkitem.cpp. The item is not painted or hit-tested by Qt.
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    QRectF countBadgeRect() const;
    void updateBounds(); // after the line or the count changed
    // Zoomed out, the scene draws switch links in one batch; it must repaint when one changes.
    void notifyScene();

    QString m_id;
    DeviceItem *m_from = nullptr;
    DeviceItem *m_to = nullptr;
    QLineF m_line;
    double m_width = 1;
    QColor m_color;
    int m_count = 1;
    double m_bandwidthGbps = 0;
    double m_speedGbps = 0;
    Medium m_medium{};
    std::optional<double> m_lengthM;
    QString m_countText; // "×4" for bundles, empty for single cables
    double m_badgeWidth = 0;
    QRectF m_badgeRect;
    QRectF m_lineRect;
    QColor m_overlayColor;
    Qt::PenStyle m_overlayStyle = Qt::SolidLine;
    int m_lineSlot = -1;
};

} // namespace spinel
