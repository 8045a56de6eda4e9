#pragma once
// Zoomed out, the servers of one group (a scalable unit, a rack, or the servers under one leaf)
// are drawn as this one block with a count, plus one line per switch they are cabled to. The
// block displays its member DeviceItems: it holds pointers to them and geometry derived from them.
// Analysis views may recolour its lines (setUplinkOverlays) and add child decorations, which
// stay pinned to the block's top-left corner.

#include <QColor>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QHash>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

#include "common/itemtypes.h"

namespace spinel {
class DeviceItem;

class ServerBlockItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(ServerBlockItem)
public:
    enum { Type = itemtypes::ServerBlock };

    // `title` names the group ("su-3", or the leaf's name for servers grouped by their leaf).
    ServerBlockItem(const QString &key, const QString &title, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    const QString &key() const { return m_key; }
    const QString &title() const { return m_title; }
    void setTitle(const QString &title) { m_title = title; } // shown from the next refresh()

    // Membership; the owner calls refresh() after a batch of changes.
    void addServer(DeviceItem *server);
    void removeServer(DeviceItem *server);
    const QVector<DeviceItem *> &servers() const { return m_servers; }
    // Recomputes the count, summary, rectangle and uplinks from the members as they are now.
    void refresh();

    int serverCount() const { return int(m_servers.size()); }
    int gpuCount() const { return m_gpus; }
    // "32 × HGX H100 8-GPU · 256 GPUs"
    const QString &summary() const { return m_summary; }
    QRectF blockRect() const { return m_rect; }

    // How analysis views draw a line instead of in the medium's colour (as LinkItem::setOverlay).
    struct LineOverlay {
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        friend bool operator==(const LineOverlay &, const LineOverlay &) = default;
    };
    // The look of the lines by the id of the switch they go to; a switch without an entry gets
    // the medium's colour. Kept through refresh(); repaints only when something differs.
    void setUplinkOverlays(QHash<QString, LineOverlay> overlays);
    const QHash<QString, LineOverlay> &uplinkOverlays() const { return m_overlays; }
    // The switches the block draws lines to, and how each line is drawn now.
    QStringList uplinkSwitchIds() const;
    QColor uplinkColor(const QString &switchId) const; // invalid when there is no such line
    Qt::PenStyle uplinkStyle(const QString &switchId) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // The cables from the members to one switch, drawn as one line from the block's top edge.
    struct Uplink {
        const DeviceItem *device = nullptr; // for refresh() only: the switch may go before the next one
        QString switchId;
        QPointF to;
        int cables = 0;
        double bandwidthGbps = 0;
        QColor mediumColor; // of the first cable found
        LineOverlay shown;  // what is drawn: the overlay, else the medium's colour, solid
    };
    void applyOverlays();
    const Uplink *findUplink(const QString &switchId) const;
    void paintText(QPainter *painter, double lod) const;

    QString m_key;
    QString m_title;
    QVector<DeviceItem *> m_servers;
    QVector<Uplink> m_uplinks;
    QHash<QString, LineOverlay> m_overlays;
    QString m_summary;
    int m_gpus = 0;
    QRectF m_rect;   // around the members' icons and labels
    QRectF m_bounds; // with the uplinks
};

} // namespace spinel
