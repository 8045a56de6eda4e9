#include "analysis/analysisoverlay.h"

#include <map>
#include <unordered_set>

#include "analysis/failuremarkitem.h"
#include "analysis/findingbadgeitem.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "core/design.h"

namespace spinel {

namespace {

QString qtId(const std::string &id)
{
    return QString::fromStdString(id);
}

QColor failedLinkColour()
{
    return {0x9a, 0xa3, 0xad};
}

// Deletes `child` if it is still a child of `parent`. Compares pointers only: `child` may have
// been deleted with an earlier parent, and is never dereferenced unless found.
template <typename Child>
void removeChild(QGraphicsItem *parent, Child *child)
{
    if (parent && parent->childItems().contains(child)) delete child;
}

} // namespace

AnalysisOverlay::AnalysisOverlay(FabricScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
    , m_blocks(scene)
{ }

void AnalysisOverlay::setMode(LinkColourMode mode)
{
    if (m_mode == mode) return;
    m_mode = mode;
    apply();
}

void AnalysisOverlay::showResult(std::shared_ptr<const AnalysisResult> result)
{
    m_result = std::move(result);
    apply();
}

void AnalysisOverlay::clear()
{
    m_result.reset();
    removeDecorations();
    m_blocks.showFindings(nullptr);
}

FindingBadgeItem *AnalysisOverlay::badge(const QString &deviceId) const
{
    FindingBadgeItem *badge = m_badges.value(deviceId);
    const DeviceItem *item = m_scene->deviceItem(deviceId);
    return item && item->childItems().contains(badge) ? badge : nullptr;
}

bool AnalysisOverlay::isMarkedFailed(const QString &deviceId) const
{
    FailureMarkItem *mark = m_marks.value(deviceId);
    const DeviceItem *item = m_scene->deviceItem(deviceId);
    return mark && item && item->childItems().contains(mark);
}

void AnalysisOverlay::apply()
{
    removeDecorations();
    // Block badges are updated in place rather than removed with the rest: one per block, and
    // most results leave most blocks as they were.
    m_blocks.showFindings(m_result ? m_result->shown() : nullptr);
    if (!m_result) return;
    if (const FabricAnalysis *analysis = m_result->shown()) applyBadges(*analysis);
    applyLinkColours(*m_result);
    if (m_result->whatIf) applyWhatIf(*m_result);
}

void AnalysisOverlay::removeDecorations()
{
    for (auto it = m_badges.cbegin(); it != m_badges.cend(); ++it) removeChild(m_scene->deviceItem(it.key()), it.value());
    for (auto it = m_marks.cbegin(); it != m_marks.cend(); ++it) removeChild(m_scene->deviceItem(it.key()), it.value());
    m_badges.clear();
    m_marks.clear();
    for (const QString &id : std::as_const(m_dimmedDevices))
        if (DeviceItem *item = m_scene->deviceItem(id)) item->setOpacity(1);
    for (const QString &id : std::as_const(m_dimmedLinks))
        if (LinkItem *item = m_scene->linkItem(id)) item->setOpacity(1);
    m_dimmedDevices.clear();
    m_dimmedLinks.clear();
    // Link colours are left in place: applyLinkColours() changes only what differs, which keeps
    // a recolouring of 20,000 links from repainting the ones that stay the same.
}

void AnalysisOverlay::applyBadges(const FabricAnalysis &analysis)
{
    // Errors and warnings only: info remarks (free ports, hops) would put a badge on everything.
    std::map<QString, std::vector<const Finding *>> byDevice;
    for (const Finding &finding : analysis.findings) {
        if (finding.severity == Severity::Info) continue;
        for (const std::string &id : finding.objects) byDevice[qtId(id)].push_back(&finding);
    }
    for (const auto &[id, findings] : byDevice) {
        DeviceItem *item = m_scene->deviceItem(id);
        if (!item) continue; // a link id, or a device the scene does not show
        auto *badge = new FindingBadgeItem(item);
        badge->setFindings(findings);
        m_badges.insert(id, badge);
    }
}

void AnalysisOverlay::applyLinkColours(const AnalysisResult &result)
{
    QHash<QString, QColor> colours;
    const FabricAnalysis *analysis = result.shown();
    if (m_design && analysis) {
        if (m_mode == LinkColourMode::Oversubscription) colours = LinkColouring::oversubscriptionColours(*m_design, *analysis);
        else if (m_mode == LinkColourMode::Load && result.load)
            colours = LinkColouring::loadColours(*m_design, *analysis, *result.load);
    }
    // The common case after an edit: medium colours, nothing failed, nothing overlaid before.
    // Walking 36,000 links to find that out cost ~10 ms of every result on the UI thread.
    if (colours.isEmpty() && result.failed.empty() && m_overlaidLinks.isEmpty()) return;
    std::unordered_set<std::string> failed(result.failed.begin(), result.failed.end());
    QSet<QString> overlaid;
    if (m_design) {
        for (const Link &link : m_design->links) {
            const QString id = qtId(link.id);
            LinkItem *item = m_scene->linkItem(id);
            if (!item) continue;
            // A failed link, or one that fails with its device, is drawn dashed grey in any mode.
            const bool linkFailed = failed.count(link.id) || failed.count(link.from.device) || failed.count(link.to.device);
            if (linkFailed) item->setOverlay(failedLinkColour(), Qt::DashLine);
            else item->setOverlay(colours.value(id));
            if (item->overlayColor().isValid()) overlaid.insert(id);
        }
    }
    // Links no longer in the design (or not overlaid now) go back to their medium colour.
    for (const QString &id : std::as_const(m_overlaidLinks))
        if (!overlaid.contains(id))
            if (LinkItem *item = m_scene->linkItem(id)) item->setOverlay(QColor());
    m_overlaidLinks = overlaid;
    // The blocks' lines stand for the server links just recoloured.
    if (overlaid.isEmpty()) m_blocks.clearLinkColours();
    else m_blocks.showLinkColours();
}

void AnalysisOverlay::applyWhatIf(const AnalysisResult &result)
{
    for (const std::string &id : result.failed) {
        DeviceItem *item = m_scene->deviceItem(qtId(id));
        if (!item) continue;
        m_marks.insert(qtId(id), new FailureMarkItem(item));
        item->setOpacity(kDimmedOpacity);
        m_dimmedDevices.insert(qtId(id));
    }
    // The devices that lost the fabric are the new "disconnected" findings' objects.
    for (const Finding &finding : result.whatIf->newFindings) {
        if (finding.code != "disconnected") continue;
        for (const std::string &id : finding.objects) {
            DeviceItem *item = m_scene->deviceItem(qtId(id));
            if (!item) continue;
            item->setOpacity(kDimmedOpacity);
            m_dimmedDevices.insert(qtId(id));
            for (LinkItem *link : item->links()) {
                link->setOpacity(kDimmedOpacity);
                m_dimmedLinks.insert(link->id());
            }
        }
    }
}

} // namespace spinel
