#pragma once
// The mark on a device that has errors or warnings: a small child item over the icon's top-left
// corner, coloured by the worst severity, whose tooltip lists the findings' messages. A child of
// the DeviceItem, so it moves with the device and goes when the device goes.

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QStringList>

#include "fabric/analysis.h"

namespace spinel {
class DeviceItem;

class FindingBadgeItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(FindingBadgeItem)
public:
    enum { Type = UserType + 20 };
    static constexpr double kSize = 18;

    explicit FindingBadgeItem(DeviceItem *device);

    int type() const override { return Type; }
    // `findings` are those naming this device; the worst severity picks the mark.
    void setFindings(const std::vector<const Finding *> &findings);
    Severity severity() const { return m_severity; }
    int count() const { return m_count; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Severity m_severity = Severity::Warning;
    int m_count = 0;
};

} // namespace spinel
