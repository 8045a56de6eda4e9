// File ▸ Export from the GUI: the canvas and every plot as PNG (right size, not blank), SVG (parses)
// and PDF (a real PDF with one page); BOM and cabling files from the model exporters; the design
// report as a multi-page PDF.
#include <QFile>
#include <QImage>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "document/document.h"
#include "document/plotupdater.h"
#include "mainwindow/exportactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/plotdocks.h"
#include "report/reportwriter.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Pages of a PDF: "/Type /Page" objects, not the "/Type /Pages" tree nodes.
int pdfPageCount(const QByteArray &pdf)
{
    int pages = 0;
    for (qsizetype at = pdf.indexOf("/Type /Page"); at >= 0; at = pdf.indexOf("/Type /Page", at + 1))
        if (pdf.mid(at + 11, 1) != "s") ++pages;
    return pages;
}

bool hasManyColours(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
    return colours.size() > 8;
}

} // namespace

class TestPlotExports : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void figures_data();
    void figures();
    void textExports();
    void report();
    void badFileNameIsReported();

private:
    MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;
};

void TestPlotExports::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_window = new MainWindow;
    QVERIFY(m_window->openExample());
    QVERIFY(m_window->plotDocks()->updater()->waitUntilCurrent(10000));
    QVERIFY(m_window->plotDocks()->pinScenario());
}

void TestPlotExports::cleanupTestCase()
{
    delete m_window;
}

void TestPlotExports::figures_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("suffix");
    for (const char *what : {"canvas", "busbw", "scaling", "cost", "compare"})
        for (const char *suffix : {"png", "svg", "pdf"})
            QTest::addRow("%s.%s", what, suffix) << QString::fromLatin1(what) << QString::fromLatin1(suffix);
}

void TestPlotExports::figures()
{
    QFETCH(QString, what);
    QFETCH(QString, suffix);
    ExportActions *actions = m_window->exportActions();
    const QString fileName = m_dir.filePath(what + QLatin1Char('.') + suffix);
    QString error;
    bool ok = false;
    if (what == QLatin1String("canvas")) ok = actions->exportCanvas(fileName, &error);
    else if (what == QLatin1String("busbw")) ok = actions->exportPlot(ExportActions::Plot::BusBandwidth, fileName, &error);
    else if (what == QLatin1String("scaling")) ok = actions->exportPlot(ExportActions::Plot::Scaling, fileName, &error);
    else if (what == QLatin1String("cost")) ok = actions->exportPlot(ExportActions::Plot::Cost, fileName, &error);
    else ok = actions->exportPlot(ExportActions::Plot::Compare, fileName, &error);
    QVERIFY2(ok, qPrintable(error));

    if (suffix == QLatin1String("png")) {
        const QImage image(fileName);
        QVERIFY(!image.isNull());
        if (what != QLatin1String("canvas")) QCOMPARE(image.size(), QSize(960, 600));
        else QVERIFY(image.width() > 400 && image.height() > 200);
        QVERIFY(hasManyColours(image));
    } else if (suffix == QLatin1String("svg")) {
        QSvgRenderer renderer(fileName);
        QVERIFY(renderer.isValid());
        QVERIFY(!renderer.defaultSize().isEmpty());
    } else {
        const QByteArray pdf = spinel::testdata::readBytes(fileName);
        QVERIFY(pdf.startsWith("%PDF"));
        QCOMPARE(pdfPageCount(pdf), 1);
    }
}

void TestPlotExports::textExports()
{
    ExportActions *actions = m_window->exportActions();
    QString error;
    const QString csv = m_dir.filePath(QStringLiteral("bom.csv"));
    QVERIFY2(actions->exportBomCsv(csv, &error), qPrintable(error));
    QVERIFY(spinel::testdata::readBytes(csv).startsWith("category,catalog_id,name"));
    QVERIFY(spinel::testdata::readBytes(csv).contains("qm9700"));
    const QString json = m_dir.filePath(QStringLiteral("bom.json"));
    QVERIFY2(actions->exportBomJson(json, &error), qPrintable(error));
    QVERIFY(spinel::testdata::readBytes(json).trimmed().startsWith('{'));
    const QString cabling = m_dir.filePath(QStringLiteral("cabling.csv"));
    QVERIFY2(actions->exportCablingCsv(cabling, &error), qPrintable(error));
    // A header and one row per cable: 64 cables in the example.
    QCOMPARE(spinel::testdata::readBytes(cabling).trimmed().split('\n').size(), 65);
}

void TestPlotExports::report()
{
    const QString fileName = m_dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    const int pages = m_window->exportActions()->exportReport(fileName, &error);
    QVERIFY2(pages >= 3, qPrintable(error));
    const QByteArray pdf = spinel::testdata::readBytes(fileName);
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(pdfPageCount(pdf), pages);

    // The topology drawing has a page of its own, after the summary and before the plots.
    ReportWriter writer(m_window->document()->design(), m_window->document()->catalog(),
                        *m_window->plotDocks()->updater()->figures());
    QCOMPARE(writer.write(m_dir.filePath(QStringLiteral("report2.pdf")), &error), pages);
    QVERIFY(writer.topologyPage() >= 2);
    QVERIFY(writer.topologyPage() < pages);
    // An empty design has nothing to draw.
    const Design empty;
    ReportWriter none(empty, m_window->document()->catalog(), *m_window->plotDocks()->updater()->figures());
    QVERIFY(none.write(m_dir.filePath(QStringLiteral("report3.pdf")), &error) > 0);
    QCOMPARE(none.topologyPage(), 0);
}

void TestPlotExports::badFileNameIsReported()
{
    QString error;
    QVERIFY(!m_window->exportActions()->exportPlot(ExportActions::Plot::Cost, m_dir.filePath(QStringLiteral("cost.gif")), &error));
    QVERIFY(error.contains(QStringLiteral(".png")));
    QVERIFY(!m_window->exportActions()->exportPlot(ExportActions::Plot::Cost, QStringLiteral("/nonexistent/dir/cost.png"), &error));
    QVERIFY(!error.isEmpty());
}

SPINEL_QTEST_MAIN(TestPlotExports)
#include "tst_plotexports.moc"
