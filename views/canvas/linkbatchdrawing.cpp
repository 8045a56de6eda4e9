#include "canvas/linkbatchdrawing.h"

#include <QGraphicsItem>
#include <QPainter>

#include <algorithm>
#include <cmath>

#include "canvas/canvasstyle.h"
#include "canvas/lineclip.h"
#include "canvas/linkitem.h"
#include "generate/tierlayout.h"

namespace spinel {

namespace {

// A link rising more than this many tier rows passes over other devices: in a layout wrapped
// into bands, a lower band's links to the cores cross the bands above. Drawn faint, the rows
// they cross stay readable; selecting a link draws it in full.
constexpr double kPassesOverRows = 1.5;
constexpr double kPassingOverStrength = 0.25;

QColor mixed(const QColor &colour, const QColor &background, double strength)
{
    auto mix = [&](int a, int b) { return int(std::lround(a * strength + b * (1 - strength))); };
    return QColor(mix(colour.red(), background.red()), mix(colour.green(), background.green()),
                  mix(colour.blue(), background.blue()), colour.alpha());
}

} // namespace

LinkBatchFrame collectLinks(const QGraphicsItem *layer, const QRectF &area, double lod, bool fadePassingOver)
{
    LinkBatchFrame frame;
    frame.lod = lod;
    const QList<QGraphicsItem *> children = layer->childItems();
    const bool badges = lod >= LinkItem::kMinLodForBadge;
    // Antialiased pixels cost the raster engine about 2.5 times as much (measured on the bench).
    const double pixelWeight = lod >= LinkItem::kMinLodForAntialias ? 2.5 : 1.0;
    for (const QGraphicsItem *child : children) {
        if (child->type() != LinkItem::Type || !child->isVisible()) continue;
        const auto *link = static_cast<const LinkItem *>(child);
        QLineF line = link->line();
        // Cheaper than QRectF::intersects on a normalized rect, and this loop runs 20,000 times.
        if (std::max(line.x1(), line.x2()) < area.left() || std::min(line.x1(), line.x2()) > area.right()
            || std::max(line.y1(), line.y2()) < area.top() || std::min(line.y1(), line.y2()) > area.bottom())
            continue;
        const bool passesOver = fadePassingOver && std::abs(line.dy()) > kPassesOverRows * TierLayout::kRowPitch;
        if (!clipLine(line, area)) continue;
        const bool selected = link->isSelected();
        QColor colour = selected ? canvasstyle::selection() : link->shownColor();
        const bool faint = passesOver && !selected;
        // Faint as an opaque tint of the canvas rather than by alpha: blending thousands of
        // overlapping lines took the raster engine four times as long.
        if (faint) colour = mixed(colour, canvasstyle::background(), kPassingOverStrength);
        if (link->opacity() < 1) colour.setAlphaF(float(colour.alphaF() * link->opacity()));
        const Qt::PenStyle style = selected ? Qt::SolidLine : link->shownStyle();
        // Width 0 is Qt's cosmetic one-pixel pen: a link never vanishes however far out.
        const int widthPixels = int(std::lround(link->penWidth() * lod));
        const QRgb rgba = colour.rgba();
        auto pen = std::find_if(frame.pens.begin(), frame.pens.end(), [&](const LinkBatchFrame::Pen &p) {
            return p.rgba == rgba && p.style == style && p.widthPixels == widthPixels && p.selected == selected && p.faint == faint;
        });
        if (pen == frame.pens.end()) {
            frame.pens.push_back({rgba, style, widthPixels, selected, faint, {}});
            pen = frame.pens.end() - 1;
        }
        pen->lines.append(line);
        frame.pixelCost += pixelWeight * line.length() * lod * std::max(1, selected ? widthPixels + 6 : widthPixels);
        if (badges && !link->countText().isEmpty() && link->countBadge().intersects(area))
            frame.badges.push_back({link->countBadge(), link->countText(), link->shownColor().rgba()});
    }
    return frame;
}

void drawLinkLines(QPainter *painter, const LinkBatchFrame &frame)
{
    painter->setRenderHint(QPainter::Antialiasing, frame.lod >= LinkItem::kMinLodForAntialias);
    painter->setBrush(Qt::NoBrush);
    // Flat caps: the ends are under the devices' icons, and round caps cost a curved outline each.
    auto penFor = [&](QColor colour, int widthPixels, Qt::PenStyle style) {
        return QPen(colour, widthPixels <= 1 ? 0 : widthPixels / frame.lod, style, Qt::FlatCap);
    };
    for (const LinkBatchFrame::Pen &pen : frame.pens) {
        if (!pen.selected) continue;
        QColor halo = canvasstyle::selection();
        halo.setAlpha(90);
        painter->setPen(penFor(halo, pen.widthPixels + 6, Qt::SolidLine));
        painter->drawLines(pen.lines.constData(), int(pen.lines.size()));
    }
    // Faint lines first: the links they pass under are drawn over them.
    for (const bool faint : {true, false}) {
        for (const LinkBatchFrame::Pen &pen : frame.pens) {
            if (pen.faint != faint) continue;
            painter->setPen(penFor(QColor::fromRgba(pen.rgba), pen.widthPixels, pen.style));
            painter->drawLines(pen.lines.constData(), int(pen.lines.size()));
        }
    }
}

void drawLinkBadges(QPainter *painter, const std::vector<LinkBatchFrame::Badge> &badges)
{
    if (badges.empty()) return;
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setFont(LinkItem::badgeFont());
    for (const LinkBatchFrame::Badge &badge : badges) {
        painter->setPen(QPen(QColor::fromRgba(badge.border), 1));
        painter->setBrush(Qt::white);
        painter->drawRoundedRect(badge.rect, 7, 7);
        painter->setPen(canvasstyle::text());
        painter->drawText(badge.rect, Qt::AlignCenter, badge.text);
    }
}

} // namespace spinel
