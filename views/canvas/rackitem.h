#pragma once
// A rack-scale NVLink domain on the canvas (zoomed in): one frame around its compute trays with
// the rack's name and summary on top ("GB300 NVL72 · 72 GPUs · 2 × NVL36") and its NVLink switch
// trays drawn as bars between the compute trays, where they sit in the rack. Selecting the frame
// selects the domain. Like ServerBlockItem it displays its member DeviceItems: it holds pointers
// to them and geometry derived from them, recomputed by refresh().

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QString>
#include <QVector>

#include "common/itemtypes.h"

namespace spinel {
class DeviceItem;

class RackItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(RackItem)
public:
    enum { Type = itemtypes::Rack };

    explicit RackItem(const QString &domainId, QGraphicsItem *parent = nullptr);
    ~RackItem() override;

    int type() const override { return Type; }
    const QString &id() const { return m_id; }

    // What the domain is; the owner calls refresh() after.
    void setContents(const QString &name, const QString &summary, int switchTrays, QVector<DeviceItem *> trays);
    void removeTray(const DeviceItem *tray);
    const QVector<DeviceItem *> &trays() const { return m_trays; }
    // Recomputes the frame and the switch bars from the trays as they are now.
    void refresh();

    const QString &name() const { return m_name; }
    const QString &summary() const { return m_summary; }
    int switchTrays() const { return m_switchTrays; }
    QRectF frameRect() const { return m_rect; }
    // Where the NVLink switch trays are drawn (empty without switch trays).
    QRectF switchTrayRect() const { return m_switchRect; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void paintTitle(QPainter *painter, double lod) const;

    QString m_id;
    QString m_name;
    QString m_summary;
    int m_switchTrays = 0;
    QVector<DeviceItem *> m_trays; // in tray order
    QRectF m_rect;                 // the frame, title band included
    QRectF m_switchRect;           // the switch trays' strip inside the frame
    QRectF m_bounds;
};

} // namespace spinel
