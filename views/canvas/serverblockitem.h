#pragma once
// Zoomed out, the servers of one group (a scalable unit, a rack, or the servers under one leaf)
// are drawn as this one block with a count, plus one line per switch they are cabled to. The
// block displays its member DeviceItems: it holds pointers to them and geometry derived from them.

#include <QColor>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QPointF>
#include <QString>
#include <QVector>

namespace spinel {
class DeviceItem;

class ServerBlockItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(ServerBlockItem)
public:
    enum { Type = UserType + 3 };

    // `title` names the group ("su-3", or the leaf's name for servers grouped by their leaf).
    ServerBlockItem(const QString &key, const QString &title, QGraphicsItem *parent = nullptr);

    int type() const override { return Type; }
    const QString &key() const { return m_key; }
    const QString &title() const { return m_title; }

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

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // The cables from the members to one switch, drawn as one line from the block's top edge.
    struct Uplink {
        const DeviceItem *device = nullptr;
        QPointF to;
        int cables = 0;
        double bandwidthGbps = 0;
        QColor color;
    };
    void paintText(QPainter *painter, double lod) const;

    QString m_key;
    QString m_title;
    QVector<DeviceItem *> m_servers;
    QVector<Uplink> m_uplinks;
    QString m_summary;
    int m_gpus = 0;
    QRectF m_rect;    // around the members' icons and labels
    QRectF m_bounds;  // with the uplinks
};

} // namespace spinel
