#pragma once
// The analysis on zoomed-out server blocks, where the servers' own badges and links are not
// drawn: one finding badge per block summing its members' findings, and the block's lines to
// each switch coloured like the server links they stand for. Part of AnalysisOverlay; updates
// only the blocks whose findings or line colours changed, as results arrive after every edit.

#include <QHash>
#include <QString>

#include <vector>

#include "rules/analysis.h"

namespace spinel {
class FabricScene;
class FindingBadgeItem;
class ServerBlockItem;

class ServerBlockOverlay {
public:
    explicit ServerBlockOverlay(FabricScene *scene);

    // Badges for the errors and warnings naming the blocks' servers; none for a null analysis.
    void showFindings(const FabricAnalysis *analysis);
    // Recolours every block's lines from the overlays now on the server links (LinkItem::
    // setOverlay): each line takes the worst colour among its links (LinkColouring::severityOf)
    // and the medium's colour when none is overlaid. Failed links (dashed) count only when all
    // of a line's links failed: then the line is dashed like them.
    void showLinkColours();
    void clearLinkColours();

    // The block's badge, or nullptr when it has none.
    FindingBadgeItem *badge(const ServerBlockItem *block) const;

private:
    void removeBadge(const QString &blockKey);

    FabricScene *m_scene;
    // By block key; the scene may delete a block (and its badge) at any time, so a badge is
    // used only once found among its block's children.
    QHash<QString, FindingBadgeItem *> m_badges;
};

} // namespace spinel
