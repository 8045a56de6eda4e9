// The analysis on zoomed-out server blocks, on the example (4 servers in su-1, one leaf per rail,
// so one block with a line to each of 8 leaves, each standing for 4 cables): the block's badge
// sums its servers' findings, and its lines take the colours of the server links they stand for.
#include <QApplication>
#include <QTest>

#include <memory>

#include "analysis/analysisoverlay.h"
#include "analysis/findingbadgeitem.h"
#include "analysis/linkcolouring.h"
#include "analysis/serverblockoverlay.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "canvas/serverblockitem.h"
#include "core/catalog.h"
#include "rules/analysis.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

Finding finding(Severity severity, const std::string &message, std::vector<std::string> objects)
{
    return {severity, "test-code", message, {}, std::move(objects)};
}

std::shared_ptr<AnalysisResult> resultWith(std::vector<Finding> findings)
{
    auto analysis = std::make_shared<FabricAnalysis>();
    analysis->findings = std::move(findings);
    auto result = std::make_shared<AnalysisResult>();
    result->analysis = analysis;
    return result;
}

bool isDrawn(const QGraphicsItem *item)
{
    return item->isVisible() && item->effectiveOpacity() > 0;
}

QString leaf(int rail)
{
    return QStringLiteral("leaf-%1").arg(rail);
}

QString serverLink(int server, int rail)
{
    return QStringLiteral("srv-%1-rail-%2").arg(server).arg(rail);
}

} // namespace

class TestServerBlocks : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();

    void badgeSumsMembersFindings();
    void findingNamingSeveralServersCountsOnce();
    void toolTipListsTheFirstFindings();
    void badgeIsKeptWhileFindingsStayTheSame();
    void blockLinesShowTheLoadColour();
    void failedLinksDashTheLineOnlyWhenAllFailed();
    void blockLineTakesTheWorstColour();

private:
    ServerBlockItem *block() const { return m_scene->serverBlock(QStringLiteral("srv-1")); }

    Catalog m_catalog = builtinCatalog();
    Design m_design;
    std::unique_ptr<FabricScene> m_scene;
    std::unique_ptr<AnalysisOverlay> m_overlay;
};

void TestServerBlocks::init()
{
    m_design = testdata::exampleDesign();
    m_scene = std::make_unique<FabricScene>();
    m_scene->showDesign(m_design, m_catalog);
    m_overlay = std::make_unique<AnalysisOverlay>(m_scene.get());
    m_overlay->setDesign(&m_design);
    QVERIFY(block());
    QCOMPARE(block()->serverCount(), 4);
    QCOMPARE(block()->uplinkSwitchIds().size(), 8);
}

void TestServerBlocks::cleanup()
{
    m_overlay.reset();
    m_scene.reset();
}

void TestServerBlocks::badgeSumsMembersFindings()
{
    m_overlay->showResult(resultWith({
        finding(Severity::Warning, "srv-1 runs hot", {"srv-1"}), finding(Severity::Warning, "srv-2 runs hot", {"srv-2"}),
        finding(Severity::Warning, "srv-3 runs hot", {"srv-3"}),
        finding(Severity::Warning, "spine-1 is short of ports", {"spine-1"}), // not a member
        finding(Severity::Info, "srv-4 has free ports", {"srv-4"}),           // remarks: no badge
    }));
    FindingBadgeItem *badge = m_overlay->blockBadge(block());
    QVERIFY(badge);
    QVERIFY(badge->showsCount());
    QCOMPARE(badge->count(), 3);
    QCOMPARE(badge->severity(), Severity::Warning);
    QCOMPARE(badge->parentItem(), block());
    QCOMPARE(badge->pos(), block()->blockRect().topLeft());
    for (const char *message : {"srv-1 runs hot", "srv-2 runs hot", "srv-3 runs hot"})
        QVERIFY2(badge->toolTip().contains(QLatin1String(message)), qPrintable(badge->toolTip()));
    QVERIFY(!badge->toolTip().contains(QLatin1String("spine-1")));
    QVERIFY(!badge->toolTip().contains(QLatin1String("free ports")));
    QVERIFY(badge->toolTip().contains(QStringLiteral("su-1: 3 findings")));
    // The servers keep their own badges; the block's shows only while the block does.
    QVERIFY(m_overlay->badge(QStringLiteral("srv-1")));
    m_scene->setServersCollapsed(true);
    QVERIFY(isDrawn(badge));
    // Hovering finds the block's badge, not the server's underneath.
    const FindingBadgeItem *own = m_overlay->badge(QStringLiteral("srv-1"));
    QVERIFY(m_scene->items(badge->scenePos()).contains(badge));
    QVERIFY(!m_scene->items(own->sceneBoundingRect().center()).contains(own));
    m_scene->setServersCollapsed(false);
    QVERIFY(!isDrawn(badge));
    QVERIFY(!m_scene->items(badge->scenePos()).contains(badge));
    QVERIFY(m_scene->items(own->sceneBoundingRect().center()).contains(own));
}

void TestServerBlocks::findingNamingSeveralServersCountsOnce()
{
    m_overlay->showResult(resultWith({
        finding(Severity::Error, "srv-1 and srv-2 share a port", {"srv-1", "leaf-1", "srv-2"}),
        finding(Severity::Warning, "srv-3 runs hot", {"srv-3"}),
    }));
    const FindingBadgeItem *badge = m_overlay->blockBadge(block());
    QVERIFY(badge);
    QCOMPARE(badge->count(), 2);
    QCOMPARE(badge->severity(), Severity::Error); // the worst
}

void TestServerBlocks::toolTipListsTheFirstFindings()
{
    std::vector<Finding> findings;
    for (int i = 1; i <= 12; ++i)
        findings.push_back(finding(Severity::Warning, "problem " + std::to_string(i) + ".", {"srv-" + std::to_string(1 + i % 4)}));
    m_overlay->showResult(resultWith(findings));
    const FindingBadgeItem *badge = m_overlay->blockBadge(block());
    QVERIFY(badge);
    QCOMPARE(badge->count(), 12);
    const QString tip = badge->toolTip();
    for (int i = 1; i <= FindingBadgeItem::kMaxMessagesInTip; ++i)
        QVERIFY2(tip.contains(QStringLiteral("problem %1.").arg(i)), qPrintable(tip));
    QVERIFY(!tip.contains(QStringLiteral("problem 9.")));
    QVERIFY2(tip.contains(QStringLiteral("… and 4 more")), qPrintable(tip));
}

void TestServerBlocks::badgeIsKeptWhileFindingsStayTheSame()
{
    const std::vector<Finding> findings = {finding(Severity::Warning, "srv-2 runs hot", {"srv-2"})};
    m_overlay->showResult(resultWith(findings));
    FindingBadgeItem *badge = m_overlay->blockBadge(block());
    QVERIFY(badge);
    // The next result (after an unrelated edit) says the same: the same badge, untouched.
    m_overlay->showResult(resultWith(findings));
    QCOMPARE(m_overlay->blockBadge(block()), badge);
    QCOMPARE(badge->count(), 1);

    // A member moves up: the block grows upwards, and the badge stays on its corner.
    const QPointF cornerBefore = block()->blockRect().topLeft();
    m_design.findDevice("srv-4")->position.y -= 100;
    m_scene->deviceChanged(QStringLiteral("srv-4"));
    QApplication::processEvents(); // blocks follow edits on the next event-loop turn
    QCOMPARE(block()->blockRect().top(), cornerBefore.y() - 100);
    QCOMPARE(badge->pos(), block()->blockRect().topLeft());

    // A second finding updates the badge in place; none removes it.
    m_overlay->showResult(resultWith({findings[0], finding(Severity::Error, "srv-4 is cut off", {"srv-4"})}));
    QCOMPARE(m_overlay->blockBadge(block()), badge);
    QCOMPARE(badge->count(), 2);
    QCOMPARE(badge->severity(), Severity::Error);
    m_overlay->showResult(resultWith({}));
    QVERIFY(!m_overlay->blockBadge(block()));
    QVERIFY(block()->childItems().isEmpty());
}

void TestServerBlocks::blockLinesShowTheLoadColour()
{
    // An all-reduce whose busbw fills each GPU's network share: every server link saturated.
    auto result = resultWith({});
    LinkLoadResult load;
    load.collective.ok = true;
    load.collective.algorithm = timing::Algorithm::Ring;
    load.collective.busbwGBps = 50;
    load.gpuNetworkGBps = 50;
    load.servers = 4;
    load.gpusPerServer = 8;
    load.portGbps = 400;
    result->load = load;
    m_overlay->setMode(LinkColourMode::Load);
    m_overlay->showResult(result);
    const QColor saturated = LinkColouring::colourForUtilisation(1.0);
    QCOMPARE(m_scene->linkItem(serverLink(1, 1))->overlayColor(), saturated);
    for (int rail = 1; rail <= 8; ++rail) {
        QCOMPARE(block()->uplinkColor(leaf(rail)), saturated);
        QCOMPARE(block()->uplinkStyle(leaf(rail)), Qt::SolidLine);
    }
    // A block refresh (after an edit) keeps the colours until the next result.
    block()->refresh();
    QCOMPARE(block()->uplinkColor(leaf(1)), saturated);

    // Back to the medium: the lines are the cables' colour again.
    m_overlay->setMode(LinkColourMode::Medium);
    QVERIFY(block()->uplinkOverlays().isEmpty());
    const QColor medium = m_scene->linkItem(serverLink(1, 1))->color();
    QVERIFY(medium != saturated);
    for (int rail = 1; rail <= 8; ++rail) QCOMPARE(block()->uplinkColor(leaf(rail)), medium);
}

void TestServerBlocks::failedLinksDashTheLineOnlyWhenAllFailed()
{
    // A what-if with leaf 3 failed (all four of its server links go with it) and one of leaf 4's links.
    auto result = resultWith({});
    result->failed = {"leaf-3", "srv-2-rail-4"};
    m_overlay->showResult(result);
    const LinkItem *failedLink = m_scene->linkItem(serverLink(1, 3));
    QCOMPARE(failedLink->shownStyle(), Qt::DashLine);
    QCOMPARE(block()->uplinkStyle(leaf(3)), Qt::DashLine);
    QCOMPARE(block()->uplinkColor(leaf(3)), failedLink->overlayColor());
    // Three of leaf 4's cables still work: the line is solid, in the medium's colour.
    QCOMPARE(m_scene->linkItem(serverLink(2, 4))->shownStyle(), Qt::DashLine);
    QCOMPARE(block()->uplinkStyle(leaf(4)), Qt::SolidLine);
    QCOMPARE(block()->uplinkColor(leaf(4)), m_scene->linkItem(serverLink(1, 4))->color());
    QCOMPARE(block()->uplinkStyle(leaf(5)), Qt::SolidLine);

    // Restored: nothing is dashed.
    m_overlay->showResult(resultWith({}));
    for (int rail = 1; rail <= 8; ++rail) QCOMPARE(block()->uplinkStyle(leaf(rail)), Qt::SolidLine);
    QVERIFY(block()->uplinkOverlays().isEmpty());
}

void TestServerBlocks::blockLineTakesTheWorstColour()
{
    // Leaf 1's four cables in four states: amber, red, green and not overlaid. Leaf 2's: all
    // green but one failed.
    const QColor amber = LinkColouring::colourForRatio(1.5);
    const QColor red = LinkColouring::colourForRatio(4);
    const QColor green = LinkColouring::colourForRatio(1);
    QVERIFY(LinkColouring::severityOf(red) > LinkColouring::severityOf(amber));
    QVERIFY(LinkColouring::severityOf(amber) > LinkColouring::severityOf(green));
    m_scene->linkItem(serverLink(1, 1))->setOverlay(amber);
    m_scene->linkItem(serverLink(2, 1))->setOverlay(red);
    m_scene->linkItem(serverLink(3, 1))->setOverlay(green);
    for (int server = 1; server <= 3; ++server) m_scene->linkItem(serverLink(server, 2))->setOverlay(green);
    m_scene->linkItem(serverLink(4, 2))->setOverlay(Qt::gray, Qt::DashLine);

    ServerBlockOverlay blocks(m_scene.get());
    blocks.showLinkColours();
    QCOMPARE(block()->uplinkColor(leaf(1)), red);
    QCOMPARE(block()->uplinkColor(leaf(2)), green);
    QCOMPARE(block()->uplinkStyle(leaf(2)), Qt::SolidLine);
    QCOMPARE(block()->uplinkColor(leaf(3)), m_scene->linkItem(serverLink(1, 3))->color());
    QVERIFY(!block()->uplinkOverlays().contains(leaf(3)));

    blocks.clearLinkColours();
    QCOMPARE(block()->uplinkColor(leaf(1)), m_scene->linkItem(serverLink(1, 1))->color());
}

SPINEL_QTEST_MAIN(TestServerBlocks)
#include "tst_serverblocks.moc"
