#pragma once
// Puts an analysis on the canvas without changing the design: finding badges on devices (and,
// summed, on zoomed-out server blocks), link colours by oversubscription or load (and on the
// blocks' lines), and a what-if's failed objects (hatched) and the devices it cuts off (greyed). Decorations are child items and
// item states, found again by id, so the scene may rebuild or delete items at any time.

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>

#include <memory>

#include "analysis/analysisresult.h"
#include "analysis/linkcolouring.h"
#include "analysis/serverblockoverlay.h"

namespace spinel {
class FabricScene;
class FailureMarkItem;
class FindingBadgeItem;
class ServerBlockItem;
struct Design;

class AnalysisOverlay : public QObject {
    Q_OBJECT
public:
    explicit AnalysisOverlay(FabricScene *scene, QObject *parent = nullptr);

    // The design the results are about (link ends and tiers); must outlive the overlay's use.
    void setDesign(const Design *design) { m_design = design; }

    LinkColourMode mode() const { return m_mode; }
    void setMode(LinkColourMode mode);

    // Shows `result` on the scene's current items, replacing what was shown.
    void showResult(std::shared_ptr<const AnalysisResult> result);
    const std::shared_ptr<const AnalysisResult> &shownResult() const { return m_result; }
    // Removes every decoration.
    void clear();

    FindingBadgeItem *badge(const QString &deviceId) const;
    // The badge summing the findings of a zoomed-out block's servers, or nullptr.
    FindingBadgeItem *blockBadge(const ServerBlockItem *block) const { return m_blocks.badge(block); }
    bool isMarkedFailed(const QString &deviceId) const;
    // Devices and links greyed as cut off by the what-if, or failed with a device.
    const QSet<QString> &dimmedDevices() const { return m_dimmedDevices; }

    static constexpr double kDimmedOpacity = 0.3;

private:
    void apply();
    void applyBadges(const FabricAnalysis &analysis);
    void applyWhatIf(const AnalysisResult &result);
    void applyLinkColours(const AnalysisResult &result);
    void removeDecorations();

    FabricScene *m_scene;
    const Design *m_design = nullptr;
    LinkColourMode m_mode = LinkColourMode::Medium;
    std::shared_ptr<const AnalysisResult> m_result;
    ServerBlockOverlay m_blocks;
    // What was applied, by id, so it can be taken off items that still exist.
    QHash<QString, FindingBadgeItem *> m_badges;
    QHash<QString, FailureMarkItem *> m_marks;
    QSet<QString> m_dimmedDevices;
    QSet<QString> m_dimmedLinks;
    QSet<QString> m_overlaidLinks;
};

} // namespace spinel
