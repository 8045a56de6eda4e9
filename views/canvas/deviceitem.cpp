#include "canvas/deviceitem.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <tuple>
#include <utility>

#include "canvas/canvasstyle.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

namespace {

QFont nameFont()
{
    QFont font;
    font.setPixelSize(canvasstyle::kNamePixelSize);
    font.setWeight(QFont::DemiBold);
    return font;
}

QFont summaryFont()
{
    QFont font;
    font.setPixelSize(canvasstyle::kSummaryPixelSize);
    return font;
}

QString gigabits(double gbps)
{
    return QStringLiteral("%1G").arg(gbps, 0, 'g', 4);
}

QString roleName(SwitchRole role)
{
    switch (role) {
    case SwitchRole::Leaf: return DeviceItem::tr("Leaf");
    case SwitchRole::Spine: return DeviceItem::tr("Spine");
    case SwitchRole::Core: return DeviceItem::tr("Core");
    }
    return {};
}

constexpr double kLabelGap = 5;     // between icon and label
constexpr double kLabelPadding = 3; // halo around the label text
constexpr double kSelectionMargin = 5;

// Levels of detail (device pixels per scene unit) below which parts are not worth drawing: text
// under ~4 px is noise, and a plain box reads as well as the SVG once the icon is ~12 px wide.
constexpr double kMinLodForLabels = 0.35;
constexpr double kMinLodForBadge = 0.45;

} // namespace

DeviceItem::DeviceItem(const QString &id, QGraphicsItem *parent)
    : QGraphicsItem(parent)
    , m_id(id)
{
    // Geometry changes are sent so attached links follow when moving is enabled by the tools.
    setFlags(ItemIsSelectable | ItemSendsGeometryChanges);
    setAcceptHoverEvents(true);
    // Rendering SVG is the costly part of a frame; re-render only when zoom or content changes.
    setCacheMode(DeviceCoordinateCache);
    setZValue(1);
}

DeviceItem::~DeviceItem()
{
    if (isSelected()) FabricScene::itemSelectionChanged(this, false);
}

void DeviceItem::syncFromModel(const Device &device, const Catalog &catalog)
{
    const DeviceIcon oldIcon = m_icon;
    const QString oldName = m_name, oldSummary = m_summary, oldTip = toolTip();
    m_icon = DeviceIcons::iconFor(device);
    m_name = QString::fromStdString(device.name.empty() ? device.id : device.name);
    const CatalogEntry *entry = catalog.find(device.model);
    const QString modelName = entry ? QString::fromStdString(entry->name) : QString::fromStdString(device.model);
    m_modelName = modelName;
    m_group = QString::fromStdString(device.group);

    QString kindText;
    m_gpus = 0;
    if (device.isServer()) {
        const ServerSpec *spec = catalog.serverSpec(device.model);
        m_gpus = spec ? spec->gpus : 0;
        // "8 × H100": the first word of the GPU name is the part people recognise.
        const QString gpuName = spec ? QString::fromStdString(spec->gpuName).section(QLatin1Char(' '), 0, 0) : QString();
        m_summary = spec ? tr("%1 × %2 GPU").arg(m_gpus).arg(gpuName) : QString::fromStdString(device.model);
        kindText = tr("GPU server");
        m_iconRect = QRectF(-canvasstyle::kServerIconWidth / 2, -canvasstyle::kServerIconHeight / 2,
                            canvasstyle::kServerIconWidth, canvasstyle::kServerIconHeight);
    } else {
        const SwitchSpec *spec = catalog.switchSpec(device.model);
        m_summary = spec ? tr("%1 · %2 × %3").arg(roleName(device.role)).arg(spec->ports).arg(gigabits(spec->portSpeedGbps))
                         : roleName(device.role);
        kindText = tr("%1 switch").arg(roleName(device.role));
        m_iconRect = QRectF(-canvasstyle::kSwitchIconWidth / 2, -canvasstyle::kSwitchIconHeight / 2,
                            canvasstyle::kSwitchIconWidth, canvasstyle::kSwitchIconHeight);
    }

    QString tip = QStringLiteral("<b>%1</b><br>%2<br>%3").arg(m_name.toHtmlEscaped(), kindText, modelName.toHtmlEscaped());
    if (!device.group.empty())
        tip += QStringLiteral("<br>") + tr("Group: %1").arg(QString::fromStdString(device.group).toHtmlEscaped());
    tip += QStringLiteral("<br><span style='color:gray'>%1</span>").arg(tr("id: %1").arg(m_id.toHtmlEscaped()));
    // A move (auto-layout moves thousands) changes none of this: laying out the label with
    // font metrics was most of what following it cost.
    if (m_icon != oldIcon || m_name != oldName || m_summary != oldSummary || tip != oldTip || m_bounds.isNull()) {
        setToolTip(tip);
        prepareGeometryChange();
        layoutLabel();
        update();
    }
    setPos(device.position.x, device.position.y);
}

namespace {

// `text` elided to the label's width, and its width. Shaping text is most of what building a
// device item costs (3,328 of them on an undo of select-all + delete): a name that fits is shaped
// once rather than twice, and the few distinct summaries ("8 × H100 GPU") once per font.
std::pair<QString, double> elided(const QFontMetricsF &metrics, const QString &text)
{
    const double width = metrics.horizontalAdvance(text);
    if (width <= canvasstyle::kLabelMaxWidth) return {text, width};
    const QString shortened = metrics.elidedText(text, Qt::ElideRight, canvasstyle::kLabelMaxWidth);
    return {shortened, metrics.horizontalAdvance(shortened)};
}

std::pair<QString, double> elidedSummary(const QFontMetricsF &metrics, const QString &text)
{
    static QHash<QString, std::pair<QString, double>> cache;
    const auto found = cache.constFind(text);
    if (found != cache.constEnd()) return *found;
    if (cache.size() > 1000) cache.clear(); // summaries are few; never let it grow unbounded
    const auto result = elided(metrics, text);
    cache.insert(text, result);
    return result;
}

} // namespace

void DeviceItem::layoutLabel()
{
    const QFontMetricsF nameMetrics(nameFont());
    const QFontMetricsF summaryMetrics(summaryFont());
    double nameWidth = 0, summaryWidth = 0;
    std::tie(m_elidedName, nameWidth) = elided(nameMetrics, m_name);
    std::tie(m_elidedSummary, summaryWidth) = elidedSummary(summaryMetrics, m_summary);
    const double width = std::max(nameWidth, summaryWidth);
    const double height = nameMetrics.height() + summaryMetrics.height();
    m_labelRect = QRectF(-width / 2, m_iconRect.bottom() + kLabelGap, width, height).adjusted(-kLabelPadding, -1, kLabelPadding, 1);
    // Room for the GPU badge, which overhangs the icon's top-right corner.
    m_bounds = m_iconRect.united(m_labelRect)
                   .adjusted(-kSelectionMargin - 8, -kSelectionMargin - 8, kSelectionMargin + 8, kSelectionMargin);
}

void DeviceItem::setDomain(const QString &id, const QString &name, const QString &summary)
{
    m_domainId = id;
    m_domainName = name;
    m_domainSummary = summary;
}

QRectF DeviceItem::boundingRect() const
{
    return m_bounds;
}

QPainterPath DeviceItem::shape() const
{
    // The label is part of the device: clicking a name selects its device.
    QPainterPath path;
    path.addRect(m_iconRect);
    path.addRect(m_labelRect);
    return path;
}

void DeviceItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (lod < kMinLodForIcon) {
        // Zoomed far out (the full view of a large fabric): a box in the role's colour, no text.
        // This is most of what a frame costs there, so no antialiasing and no SVG.
        painter->setPen(Qt::NoPen);
        painter->setBrush(DeviceIcons::plainColour(m_icon));
        painter->drawRect(m_iconRect);
        if (option->state & QStyle::State_Selected) DeviceIcons::paintSelectionRing(painter, m_iconRect, lod);
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing);
    if (option->state & QStyle::State_Selected) {
        QColor fill = canvasstyle::selection();
        fill.setAlpha(40);
        painter->setPen(QPen(canvasstyle::selection(), 1.5));
        painter->setBrush(fill);
        painter->drawRoundedRect(
            m_iconRect.united(m_labelRect).adjusted(-kSelectionMargin, -kSelectionMargin, kSelectionMargin, kSelectionMargin), 6,
            6);
    }
    DeviceIcons::paint(painter, m_icon, m_iconRect);
    if (m_gpus > 0 && lod >= kMinLodForBadge) paintGpuBadge(painter);
    if (lod >= kMinLodForLabels) paintLabel(painter);
}

void DeviceItem::paintLabel(QPainter *painter) const
{
    // A soft halo keeps the text readable where links pass underneath.
    painter->setPen(Qt::NoPen);
    painter->setBrush(canvasstyle::labelBackground());
    painter->drawRoundedRect(m_labelRect, 3, 3);

    const QFont name = nameFont();
    const QFont summary = summaryFont();
    const double nameHeight = QFontMetricsF(name).height();
    const QRectF textRect = m_labelRect.adjusted(kLabelPadding, 1, -kLabelPadding, -1);
    painter->setFont(name);
    painter->setPen(canvasstyle::text());
    painter->drawText(QRectF(textRect.left(), textRect.top(), textRect.width(), nameHeight), Qt::AlignHCenter | Qt::AlignTop,
                      m_elidedName);
    painter->setFont(summary);
    painter->setPen(canvasstyle::mutedText());
    painter->drawText(QRectF(textRect.left(), textRect.top() + nameHeight, textRect.width(), textRect.height() - nameHeight),
                      Qt::AlignHCenter | Qt::AlignTop, m_elidedSummary);
}

void DeviceItem::paintGpuBadge(QPainter *painter) const
{
    QFont font;
    font.setPixelSize(10);
    font.setBold(true);
    const QString text = QString::number(m_gpus);
    const double width = std::max(16.0, QFontMetricsF(font).horizontalAdvance(text) + 8);
    const QRectF badge(m_iconRect.right() - width + 6, m_iconRect.top() - 7, width, 16);
    painter->setPen(QPen(Qt::white, 1.5));
    painter->setBrush(canvasstyle::gpuBadge());
    painter->drawRoundedRect(badge, 8, 8);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(badge, Qt::AlignCenter, text);
}

void DeviceItem::attachLink(LinkItem *link)
{
    if (!m_links.contains(link)) m_links.append(link);
}

void DeviceItem::detachLink(LinkItem *link)
{
    m_links.removeAll(link);
}

QVariant DeviceItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged) {
        for (LinkItem *link : std::as_const(m_links)) link->updateGeometry();
        if (auto *fabric = qobject_cast<FabricScene *>(scene())) {
            fabric->noteContentChanged();
            if (!isServer()) fabric->switchBoxesChanged();
        }
    }
    if (change == ItemSelectedHasChanged && !isServer())
        if (auto *fabric = qobject_cast<FabricScene *>(scene())) fabric->switchBoxesChanged();
    // Counted before the change: Qt emits the scene's selectionChanged() between the two
    // notifications, and its listeners read the counts.
    if (change == ItemSelectedChange && value.toBool() != isSelected()) FabricScene::itemSelectionChanged(this, value.toBool());
    return QGraphicsItem::itemChange(change, value);
}

} // namespace spinel
