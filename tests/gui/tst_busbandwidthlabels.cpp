// The bus-bandwidth plot's ceiling labels fit the plot: in a narrow dock or with presentation fonts
// (1.6 times the size, PresentationMode::kFontScale) a label wraps at its " · " parts and elides a
// part that is still too wide, instead of losing its start under the axis rect's clip; where there
// is room it shows whole on one line.
#include <QtTest>

#include <QFontMetrics>

#include "figures/designfigures.h"
#include "generate/generators.h"
#include "plots/busbandwidthplot.h"

using namespace spinel;

class TestBusBandwidthLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void labelsFit_data();
    void labelsFit();

private:
    std::shared_ptr<const DesignFigures> m_figures;
};

void TestBusBandwidthLabels::initTestCase()
{
    // 4 servers of 8 H100 GPUs: both the scale-out ceiling and the NVLink line are drawn.
    const Design design = generateFabric("leaf-spine", {{"servers", "4"}}, builtinCatalog());
    m_figures = std::make_shared<const DesignFigures>(computeDesignFigures(design, builtinCatalog()));
}

void TestBusBandwidthLabels::labelsFit_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<double>("fontScale");
    QTest::addColumn<int>("wraps");  // 1: too wide for one line, 0: room to spare, -1: either
    QTest::newRow("wide") << 1400 << 1.0 << 0;
    QTest::newRow("dock") << 420 << 1.0 << -1;
    QTest::newRow("narrow dock") << 300 << 1.0 << 1;
    QTest::newRow("presentation") << 640 << 1.6 << -1;
    QTest::newRow("presentation, narrow") << 420 << 1.6 << 1;
}

void TestBusBandwidthLabels::labelsFit()
{
    QFETCH(int, width);
    QFETCH(double, fontScale);
    QFETCH(int, wraps);
    BusBandwidthPlot plot;
    QFont font = plot.font();
    font.setPointSizeF(font.pointSizeF() * fontScale);
    plot.setFont(font);
    plot.resize(width, 360);
    plot.setFigures(m_figures);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    plot.replot();
    const QStringList full = plot.ceilingLabels();
    const QStringList shown = plot.ceilingLabelsShown();
    QCOMPARE(full.size(), 2);
    QVERIFY2(full[1].contains(QLatin1String("NVLS can exceed it")), qPrintable(full[1]));
    QCOMPARE(shown.size(), full.size());
    const QFontMetrics metrics(plot.font());
    const int room = plot.axisRect()->width();
    QVERIFY(room > 100);
    for (qsizetype i = 0; i < shown.size(); ++i) {
        for (const QString &line : shown[i].split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <= room, qPrintable(QStringLiteral("%1 px > %2 px: %3").arg(metrics.horizontalAdvance(line)).arg(room).arg(line)));
        // A label with room to spare (the label sits 1 % in from the edge) is shown whole.
        if (metrics.horizontalAdvance(full[i]) <= room * 0.9) QCOMPARE(shown[i], full[i]);
    }
    if (wraps == 0) QVERIFY(metrics.horizontalAdvance(full[1]) <= room * 0.9);
    if (wraps == 1) QVERIFY(metrics.horizontalAdvance(full[1]) > room);
    if (shown[1] != full[1]) {
        // The NVLink label did not fit: wrapped, its note on a line of its own and complete.
        const QStringList lines = shown[1].split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[1], QStringLiteral("NVLS can exceed it"));
        QVERIFY(lines[0].startsWith(QLatin1String("NVLink per GPU")));
    }
}

QTEST_MAIN(TestBusBandwidthLabels)
#include "tst_busbandwidthlabels.moc"
