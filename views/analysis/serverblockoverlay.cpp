#include "analysis/serverblockoverlay.h"

#include "analysis/findingbadgeitem.h"
#include "analysis/linkcolouring.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "canvas/serverblockitem.h"

namespace spinel {

ServerBlockOverlay::ServerBlockOverlay(FabricScene *scene)
    : m_scene(scene)
{ }

void ServerBlockOverlay::showFindings(const FabricAnalysis *analysis)
{
    // Each block's findings, each once however many of the block's servers it names: a finding
    // is pushed to a block only while its own objects are walked, so a repeat is always last.
    QHash<ServerBlockItem *, std::vector<const Finding *>> byBlock;
    if (analysis) {
        for (const Finding &finding : analysis->findings) {
            // As on devices: info remarks (free ports, hops) would put a badge on every block.
            if (finding.severity == Severity::Info) continue;
            for (const std::string &id : finding.objects) {
                ServerBlockItem *block = m_scene->serverBlock(QString::fromStdString(id));
                if (!block) continue; // a switch, a link, or a device the scene does not show
                std::vector<const Finding *> &findings = byBlock[block];
                if (findings.empty() || findings.back() != &finding) findings.push_back(&finding);
            }
        }
    }
    // Badges are kept and updated in place; setFindings() repaints only what differs, so an
    // edit that changes one block's findings repaints one badge.
    QHash<QString, FindingBadgeItem *> badges;
    const QList<ServerBlockItem *> blocks = m_scene->serverBlocks();
    for (ServerBlockItem *block : blocks) {
        FindingBadgeItem *badge = m_badges.value(block->key());
        if (badge && !block->childItems().contains(badge)) badge = nullptr; // went with an earlier block
        const auto findings = byBlock.constFind(block);
        if (findings == byBlock.cend()) {
            delete badge;
            continue;
        }
        if (!badge) badge = new FindingBadgeItem(block);
        badge->setFindings(*findings);
        badges.insert(block->key(), badge);
    }
    // Badges of blocks the scene deleted went with them.
    m_badges = std::move(badges);
}

FindingBadgeItem *ServerBlockOverlay::badge(const ServerBlockItem *block) const
{
    FindingBadgeItem *badge = block ? m_badges.value(block->key()) : nullptr;
    return badge && block->childItems().contains(badge) ? badge : nullptr;
}

void ServerBlockOverlay::showLinkColours()
{
    // What the links to one switch show, summed up as the block's line to it.
    struct Summary {
        QColor worst;
        int severity = -1;
        bool allFailed = true;
        QColor failed;
    };
    const QList<ServerBlockItem *> blocks = m_scene->serverBlocks();
    for (ServerBlockItem *block : blocks) {
        QHash<QString, Summary> bySwitch;
        for (const DeviceItem *server : block->servers()) {
            for (const LinkItem *link : server->links()) {
                const DeviceItem *other = link->fromItem() == server ? link->toItem() : link->fromItem();
                if (!other || other->isServer()) continue; // no line: the block draws switch links only
                Summary &summary = bySwitch[other->id()];
                const QColor overlay = link->overlayColor();
                // Only a failed link is dashed; it carries nothing, so it does not colour a line
                // that still has working links.
                if (overlay.isValid() && link->shownStyle() == Qt::DashLine) {
                    if (!summary.failed.isValid()) summary.failed = overlay;
                    continue;
                }
                summary.allFailed = false;
                if (!overlay.isValid()) continue;
                const int severity = LinkColouring::severityOf(overlay);
                if (severity > summary.severity) {
                    summary.severity = severity;
                    summary.worst = overlay;
                }
            }
        }
        QHash<QString, ServerBlockItem::LineOverlay> overlays;
        for (auto it = bySwitch.cbegin(); it != bySwitch.cend(); ++it) {
            if (it->allFailed) overlays.insert(it.key(), {it->failed, Qt::DashLine});
            else if (it->worst.isValid()) overlays.insert(it.key(), {it->worst, Qt::SolidLine});
        }
        block->setUplinkOverlays(std::move(overlays));
    }
}

void ServerBlockOverlay::clearLinkColours()
{
    const QList<ServerBlockItem *> blocks = m_scene->serverBlocks();
    for (ServerBlockItem *block : blocks) block->setUplinkOverlays({});
}

} // namespace spinel
