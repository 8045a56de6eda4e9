#pragma once
// The mark on a device that has errors or warnings: a small child item over the icon's top-left
// corner, coloured by the worst severity, whose tooltip lists the findings' messages. A child of
// the DeviceItem, so it moves with the device and goes when the device goes. On a zoomed-out
// server block it sums the members' findings: the worst mark and the count ("⚠ 12"), at a fixed
// size on screen, as the block stands for servers too small to carry their own.

#include <QCoreApplication>
#include <QGraphicsItem>
#include <QString>
#include <QStringList>

#include "rules/analysis.h"
#include "common/itemtypes.h"

namespace spinel {
class DeviceItem;
class ServerBlockItem;

class FindingBadgeItem : public QGraphicsItem {
    Q_DECLARE_TR_FUNCTIONS(FindingBadgeItem)
public:
    enum { Type = itemtypes::FindingBadge };
    static constexpr double kSize = 18;
    static constexpr int kMaxMessagesInTip = 8; // a tooltip taller than the screen helps no one

    explicit FindingBadgeItem(DeviceItem *device);
    explicit FindingBadgeItem(ServerBlockItem *block);

    int type() const override { return Type; }
    // `findings` are those naming this device (or the block's servers, each once); the worst
    // severity picks the mark. Setting what is shown already changes nothing and repaints nothing.
    void setFindings(const std::vector<const Finding *> &findings);
    Severity severity() const { return m_severity; }
    int count() const { return m_count; }
    bool showsCount() const { return m_onBlock; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString toolTipFor(const std::vector<const Finding *> &findings) const;
    QRectF iconRect() const;

    Severity m_severity = Severity::Warning;
    int m_count = 0;
    bool m_onBlock = false;
    QString m_where;     // the block's title
    QString m_countText; // "12", drawn after the mark on a block
    double m_textWidth = 0;
};

} // namespace spinel
