// The bus-bandwidth plot's ceiling labels fit the plot: in a narrow dock or with presentation fonts
// (1.6 times the size, PresentationMode::kFontScale) a label wraps at its " · " parts and elides a
// part that is still too wide, instead of losing its start under the axis rect's clip; where there
// is room it shows whole on one line.
#include <QtTest>

#include <QFontMetrics>

#include <cmath>

#include "figures/designfigures.h"
#include "generate/generators.h"
#include "plots/busbandwidthplot.h"
#include "support/testmain.h"

using namespace spinel;

class TestBusBandwidthLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void labelsFit_data();
    void labelsFit();
    void bandsAndLegendFit_data();
    void bandsAndLegendFit();

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
    QTest::addColumn<int>("wraps"); // 1: too wide for one line, 0: room to spare, -1: either
    QTest::newRow("wide") << 1400 << 1.0 << 0;
    QTest::newRow("dock") << 420 << 1.0 << -1;
    QTest::newRow("narrow dock") << 300 << 1.0 << 1;
    QTest::newRow("presentation") << 640 << 1.6 << -1;
    QTest::newRow("presentation, narrow") << 420 << 1.6 << 1;
}

// The plot at `width` × 360 with its font scaled (presentation mode's 1.6), shown and drawn.
static bool showPlot(BusBandwidthPlot &plot, int width, double fontScale, const std::shared_ptr<const DesignFigures> &figures)
{
    QFont font = plot.font();
    font.setPointSizeF(font.pointSizeF() * fontScale);
    plot.setFont(font);
    plot.resize(width, 360);
    plot.setFigures(figures);
    plot.show();
    if (!QTest::qWaitForWindowExposed(&plot)) return false;
    plot.replot();
    return true;
}

void TestBusBandwidthLabels::labelsFit()
{
    QFETCH(int, width);
    QFETCH(double, fontScale);
    QFETCH(int, wraps);
    BusBandwidthPlot plot;
    QVERIFY(showPlot(plot, width, fontScale, m_figures));
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
            QVERIFY2(metrics.horizontalAdvance(line) <= room,
                     qPrintable(QStringLiteral("%1 px > %2 px: %3").arg(metrics.horizontalAdvance(line)).arg(room).arg(line)));
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

void TestBusBandwidthLabels::bandsAndLegendFit_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("exportWidth"); // 0: the widget itself; else an export (toPainter) this wide
    QTest::addColumn<double>("fontScale");
    QTest::newRow("wide") << 1400 << 0 << 1.0;
    QTest::newRow("520 px") << 520 << 0 << 1.0;
    QTest::newRow("520 px export of a wide plot") << 1400 << 520 << 1.0;
    QTest::newRow("presentation") << 1200 << 0 << 1.6;
    QTest::newRow("presentation, 520 px") << 520 << 0 << 1.6;
}

// The algorithm labels under the curves never overlap one another nor leave the axis rect, and a
// label whose region has room shows whole; the legend's entries get their full width (no
// "All-reduc"), on screen and in an export of another size.
void TestBusBandwidthLabels::bandsAndLegendFit()
{
    QFETCH(int, width);
    QFETCH(int, exportWidth);
    QFETCH(double, fontScale);
    BusBandwidthPlot plot;
    QVERIFY(showPlot(plot, width, fontScale, m_figures));

    // What the last layout placed, captured as it happens (an export lays out at its own size).
    QList<QRectF> labelRects;
    QStringList labelsShown;
    QRect axis, viewport;
    QList<QPair<QRectF, QSizeF>> legendItems; // outer rect, minimum size
    const auto capture = [&] {
        labelRects = plot.algorithmLabelRects();
        labelsShown = plot.algorithmLabelsShown();
        axis = plot.axisRect()->rect();
        viewport = plot.viewport();
        legendItems.clear();
        for (int i = 0; i < plot.legend->itemCount(); ++i)
            if (QCPAbstractLegendItem *item = plot.legend->item(i)) // a re-flowed grid has empty cells
                legendItems << qMakePair(QRectF(item->outerRect()), QSizeF(item->minimumOuterSizeHint()));
    };
    const QMetaObject::Connection connection = connect(&plot, &QCustomPlot::afterLayout, this, capture);
    if (exportWidth > 0) {
        QImage image(exportWidth, 360, QImage::Format_ARGB32_Premultiplied);
        QCPPainter painter(&image);
        plot.toPainter(&painter, exportWidth, 360);
        QCOMPARE(viewport.width(), exportWidth);
    } else {
        plot.replot();
    }
    disconnect(connection);

    const QList<AlgorithmRegion> &regions = plot.algorithmRegions();
    QVERIFY2(regions.size() >= 2, "the 4-server design changes algorithm along the all-reduce curve");
    QCOMPARE(labelRects.size(), regions.size());
    int visible = 0;
    for (qsizetype i = 0; i < labelRects.size(); ++i) {
        if (labelsShown[i].isEmpty()) continue;
        ++visible;
        const QRectF &rect = labelRects[i];
        QVERIFY2(rect.left() >= axis.left() && rect.right() <= axis.right() + 1,
                 qPrintable(QStringLiteral("%1 leaves the axis [%2, %3]: [%4, %5]")
                                .arg(labelsShown[i])
                                .arg(axis.left())
                                .arg(axis.right())
                                .arg(rect.left())
                                .arg(rect.right())));
        for (qsizetype j = 0; j < i; ++j)
            QVERIFY2(labelRects[j].isNull() || !rect.intersects(labelRects[j]),
                     qPrintable(QStringLiteral("'%1' overlaps '%2'").arg(labelsShown[i], labelsShown[j])));
        // What shows is the label's own words: whole, or its parts each whole or cut with "…".
        const QStringList parts = regions[i].label.split(QStringLiteral(" · "));
        const QStringList lines = labelsShown[i].split(QLatin1Char('\n'));
        if (lines.size() == 1) QCOMPARE(lines[0], regions[i].label);
        else {
            QCOMPARE(lines.size(), parts.size());
            for (qsizetype k = 0; k < lines.size(); ++k) {
                QString line = lines[k];
                if (line.endsWith(QChar(0x2026))) line.chop(1);
                QVERIFY2(parts[k].startsWith(line), qPrintable(lines[k]));
            }
        }
    }
    QVERIFY2(visible >= 1, "at least the widest region is named");
    // A region whose stretch of the axis has room for its whole label (and the gap) shows it whole.
    const QFontMetrics metrics(plot.algorithmLabelFont());
    for (qsizetype i = 0; i < regions.size(); ++i) {
        const auto pixel = [&](double bytes) { return plot.xAxis->coordToPixel(bytes); };
        const double centre = pixel(std::sqrt(regions[i].fromBytes * regions[i].toBytes));
        const double left = i == 0
                                ? axis.left()
                                : std::max<double>(axis.left(), pixel(std::sqrt(regions[i - 1].toBytes * regions[i].fromBytes)));
        const double right = i + 1 == regions.size()
                                 ? axis.right()
                                 : std::min<double>(axis.right(), pixel(std::sqrt(regions[i].toBytes * regions[i + 1].fromBytes)));
        if (2 * std::min(centre - left, right - centre) >= metrics.horizontalAdvance(regions[i].label) + 8)
            QCOMPARE(labelsShown[i], regions[i].label);
    }

    // The legend: every entry at least as wide as it needs (no clipped text), inside the plot.
    QCOMPARE(legendItems.size(), plot.graphCount());
    QVERIFY(legendItems.size() >= 4);
    for (const auto &[rect, minimum] : legendItems) {
        QVERIFY2(rect.width() + 0.5 >= minimum.width(),
                 qPrintable(QStringLiteral("%1 px < %2 px").arg(rect.width()).arg(minimum.width())));
        QVERIFY(rect.left() >= viewport.left() && rect.right() <= viewport.right() + 1);
    }
}

SPINEL_QTEST_MAIN(TestBusBandwidthLabels)
#include "tst_busbandwidthlabels.moc"
