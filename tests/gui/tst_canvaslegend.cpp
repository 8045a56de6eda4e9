// The canvas key folds to its title on a click, so it need not cover devices (issue 12), keeps
// its bottom-left corner where the view anchored it, and remembers the choice.
#include <QApplication>
#include <QFontMetrics>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "canvas/canvaslegend.h"
#include "support/testmain.h"

using namespace spinel;

class TestCanvasLegend : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void clickFoldsAndUnfolds();
};

void TestCanvasLegend::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_canvaslegend"));
    QSettings().clear();
}

void TestCanvasLegend::clickFoldsAndUnfolds()
{
    QWidget canvas;
    canvas.resize(800, 600);
    auto *legend = new CanvasLegend(&canvas);
    QVERIFY(!legend->isCollapsed());
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    // Measured once shown: the style's font is known by then.
    legend->resize(legend->sizeHint());
    legend->move(10, 600 - 10 - legend->height());
    const QSize open = legend->size();
    const int bottom = legend->geometry().bottom();

    QTest::mouseClick(legend, Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(legend->isCollapsed());
    // Folded to one line: far smaller, same bottom-left corner.
    QVERIFY(legend->height() * 3 < open.height());
    QVERIFY(legend->width() < open.width());
    QCOMPARE(legend->geometry().bottom(), bottom);
    QCOMPARE(legend->x(), 10);
    // The folded title, drawn bold, fits with its padding (it was measured in the regular font,
    // which cut the arrow off).
    QFont bold = legend->font();
    bold.setBold(true);
    QVERIFY(legend->width() >= QFontMetrics(bold).horizontalAdvance(CanvasLegend::tr("Links ▸")) + 2 * 8);

    // A new key (the next window) starts folded; a click unfolds it again.
    CanvasLegend next;
    QVERIFY(next.isCollapsed());
    QTest::mouseClick(legend, Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(!legend->isCollapsed());
    QCOMPARE(legend->size(), open);
    QCOMPARE(legend->geometry().bottom(), bottom);
}

SPINEL_QTEST_MAIN(TestCanvasLegend)
#include "tst_canvaslegend.moc"
