#pragma once
// One device on the canvas: its icon by role, its name and a one-line summary. The item displays
// the model and holds only the device id and geometry derived from it.

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QString>
#include <QVector>

#include "canvas/deviceicons.h"
#include "common/itemtypes.h"

namespace spinel {
struct Device;
class Catalog;
class LinkItem;

class DeviceItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(DeviceItem)
public:
    enum { Type = itemtypes::Device };

    explicit DeviceItem(const QString &id, QGraphicsItem *parent = nullptr);
    ~DeviceItem() override;

    // Zoomed out further than this, a switch is a plain box in its role's colour.
    static constexpr double kMinLodForIcon = 0.22;

    int type() const override { return Type; }
    const QString &id() const { return m_id; }

    // Copies everything shown from `device`; call after every change to it.
    void syncFromModel(const Device &device, const Catalog &catalog);

    const QString &name() const { return m_name; }
    const QString &summary() const { return m_summary; }
    const QString &group() const { return m_group; }         // rack / scalable unit, may be empty
    const QString &modelName() const { return m_modelName; } // the catalog's name for the model
    int gpus() const { return m_gpus; }                      // 0 for switches
    bool isServer() const { return m_icon == DeviceIcon::GpuServer; }
    DeviceIcon icon() const { return m_icon; }
    QRectF iconRect() const { return m_iconRect; }

    // The scale-up domain a server is in (the scene sets it from the design's domains): zoomed
    // out, a domain's trays are one block named after it.
    void setDomain(const QString &id, const QString &name, const QString &summary);
    const QString &domainId() const { return m_domainId; }
    const QString &domainName() const { return m_domainName; }
    const QString &domainSummary() const { return m_domainSummary; }

    // Links ending here; the scene attaches and detaches them, the item re-routes them on moves.
    void attachLink(LinkItem *link);
    void detachLink(LinkItem *link);
    const QVector<LinkItem *> &links() const { return m_links; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    void layoutLabel();
    void paintLabel(QPainter *painter) const;
    void paintGpuBadge(QPainter *painter) const;

    QString m_id;
    DeviceIcon m_icon = DeviceIcon::GpuServer;
    QString m_name;
    QString m_summary;
    QString m_group;
    QString m_modelName;
    QString m_domainId;
    QString m_domainName;
    QString m_domainSummary;
    int m_gpus = 0;
    // Cached geometry in item coordinates; the icon is centred on the device position.
    QRectF m_iconRect;
    QRectF m_labelRect;
    QString m_elidedName;
    QString m_elidedSummary;
    QRectF m_bounds;
    QVector<LinkItem *> m_links;
};

} // namespace spinel
