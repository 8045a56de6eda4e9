// spinel-cli plot and report: files written with no display (QT_QPA_PLATFORM unset, DISPLAY
// unset), exit 0; bad input gives exit 1 and a message; the analysis commands still run.
#include <QFile>
#include <QtEndian>
#include <QTemporaryDir>
#include <QTest>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

namespace {

struct RenderRun {
    int exitCode = -1;
    QString out;
    QString err;
};

RenderRun runWithoutDisplay(const QStringList &arguments)
{
    // No display at all: the CLI must choose the offscreen platform itself.
    const auto run = spinel::testsupport::runCli(arguments, spinel::testsupport::Display::None);
    return {run.exitCode, run.outText(), run.errText()};
}

} // namespace

class TestCliRender : public QObject {
    Q_OBJECT
private slots:
    void plot_data();
    void plot();
    void report();
    void badInput_data();
    void badInput();
    void analysisStillHeadless();
};

void TestCliRender::plot_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("suffix");
    for (const char *kind : {"busbw", "scaling", "cost"})
        for (const char *suffix : {"png", "svg", "pdf"})
            QTest::addRow("%s.%s", kind, suffix) << QString::fromLatin1(kind) << QString::fromLatin1(suffix);
}

void TestCliRender::plot()
{
    QFETCH(QString, kind);
    QFETCH(QString, suffix);
    QTemporaryDir dir;
    const QString out = dir.filePath(kind + QLatin1Char('.') + suffix);
    const RenderRun run = runWithoutDisplay({QStringLiteral("plot"), spinel::testdata::examplePath(), QStringLiteral("--kind"),
                                             kind, QStringLiteral("-o"), out, QStringLiteral("--width"), QStringLiteral("800"),
                                             QStringLiteral("--height"), QStringLiteral("500")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray bytes = spinel::testdata::readBytes(out);
    if (suffix == QLatin1String("png")) {
        // Qt Core only here: the PNG signature and the IHDR size (the GUI tests decode images).
        QVERIFY(bytes.startsWith("\x89PNG\r\n\x1a\n"));
        QCOMPARE(qFromBigEndian<quint32>(bytes.constData() + 16), 800u);
        QCOMPARE(qFromBigEndian<quint32>(bytes.constData() + 20), 500u);
        QVERIFY(bytes.size() > 10000); // a drawn plot, not an empty canvas
    } else if (suffix == QLatin1String("svg")) {
        QVERIFY(bytes.contains("<svg"));
    } else {
        QVERIFY(bytes.startsWith("%PDF"));
    }
}

void TestCliRender::report()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("report.pdf"));
    const RenderRun run = runWithoutDisplay({QStringLiteral("report"), spinel::testdata::examplePath(), QStringLiteral("-o"), out});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QByteArray pdf = spinel::testdata::readBytes(out);
    QVERIFY(pdf.startsWith("%PDF"));
    QVERIFY(pdf.count("/Type /Page") - pdf.count("/Type /Pages") >= 3);
    QVERIFY(run.out.contains(QStringLiteral("report.pdf")));
}

void TestCliRender::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString out = QStringLiteral("/tmp/spinel-never-written.png");
    QTest::newRow("missing file") << QStringList{QStringLiteral("plot"),   QStringLiteral("/nonexistent.spinel"),
                                                 QStringLiteral("--kind"), QStringLiteral("busbw"),
                                                 QStringLiteral("-o"),     out}
                                  << 1 << QStringLiteral("nonexistent");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("plot"),   spinel::testdata::examplePath(),
                                                   QStringLiteral("--kind"), QStringLiteral("busbw"),
                                                   QStringLiteral("-o"),     QStringLiteral("/tmp/x.gif")}
                                    << 1 << QStringLiteral(".png");
    QTest::newRow("unwritable") << QStringList{QStringLiteral("plot"),   spinel::testdata::examplePath(),
                                               QStringLiteral("--kind"), QStringLiteral("cost"),
                                               QStringLiteral("-o"),     QStringLiteral("/nonexistent/dir/x.png")}
                                << 1 << QStringLiteral("Cannot write");
    QTest::newRow("report not pdf") << QStringList{QStringLiteral("report"), spinel::testdata::examplePath(),
                                                   QStringLiteral("-o"), QStringLiteral("/tmp/r.txt")}
                                    << 1 << QStringLiteral("PDF");
    QTest::newRow("report missing file") << QStringList{QStringLiteral("report"), QStringLiteral("/nonexistent.spinel"),
                                                        QStringLiteral("-o"), QStringLiteral("/tmp/r.pdf")}
                                         << 1 << QStringLiteral("nonexistent");
    QTest::newRow("unknown kind") << QStringList{QStringLiteral("plot"),   spinel::testdata::examplePath(),
                                                 QStringLiteral("--kind"), QStringLiteral("pie"),
                                                 QStringLiteral("-o"),     out}
                                  << 2 << QStringLiteral("pie");
}

void TestCliRender::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const RenderRun run = runWithoutDisplay(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
}

void TestCliRender::analysisStillHeadless()
{
    const RenderRun run = runWithoutDisplay({QStringLiteral("info"), spinel::testdata::examplePath()});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("GPUs")));
}

SPINEL_QTEST_MAIN(TestCliRender)
#include "tst_cli_render.moc"
