// spinel-cli animate: one PNG per step of the collective's schedule, with no display; the frame
// count follows the algorithm's step formula, every frame is a PNG of the size asked for.
#include <QDir>
#include <QFile>
#include <QtEndian>
#include <QTemporaryDir>
#include <QTest>

#include "support/processrun.h"
#include "support/testdata.h"

namespace {

QString example()
{
    return spinel::testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"));
}

spinel::testsupport::ProcessRun animate(const QStringList &extra)
{
    return spinel::testsupport::runCli(QStringList{QStringLiteral("animate"), example()} + extra,
                                       spinel::testsupport::Display::None);
}

} // namespace

class TestCliAnimate : public QObject {
    Q_OBJECT
private slots:
    void framesPerStep_data();
    void framesPerStep();
    void badInput_data();
    void badInput();
};

void TestCliAnimate::framesPerStep_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<QString>("algorithm");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("frames");
    // The example: 4 servers of 8 H100. Ring all-reduce on 16 ranks: 2(n−1) = 30 steps.
    QTest::newRow("ring all-reduce, 16 GPUs") << QStringLiteral("allreduce") << QStringLiteral("ring") << 16 << 30;
    // Tree over 4 servers: depth floor(log2 4) = 2, up then down.
    QTest::newRow("tree all-reduce, 32 GPUs") << QStringLiteral("allreduce") << QStringLiteral("tree") << 32 << 4;
    // Pairwise all-to-all on 8 ranks: n−1 = 7 exchanges.
    QTest::newRow("all-to-all, 8 GPUs") << QStringLiteral("alltoall") << QStringLiteral("pairwise") << 8 << 7;
}

void TestCliAnimate::framesPerStep()
{
    QFETCH(QString, op);
    QFETCH(QString, algorithm);
    QFETCH(int, gpus);
    QFETCH(int, frames);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("frames"));
    const auto run = animate({QStringLiteral("--op"), op, QStringLiteral("--bytes"), QStringLiteral("256MiB"), QStringLiteral("--gpus"),
                              QString::number(gpus), QStringLiteral("--algorithm"), algorithm, QStringLiteral("-o"), out,
                              QStringLiteral("--width"), QStringLiteral("480"), QStringLiteral("--height"), QStringLiteral("300")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    const QStringList files = QDir(out).entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), frames);
    for (int i = 0; i < frames; ++i) {
        const QString name = QStringLiteral("step-%1.png").arg(i + 1, 4, 10, QLatin1Char('0'));
        QCOMPARE(files[i], name);
        QFile file(QDir(out).filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray head = file.read(24);
        // The PNG signature, then the IHDR chunk: width and height, big-endian, at bytes 16 and 20.
        QVERIFY(head.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8)));
        QCOMPARE(head.mid(12, 4), QByteArray("IHDR"));
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 16), 480u);
        QCOMPARE(qFromBigEndian<quint32>(head.constData() + 20), 300u);
        QVERIFY(file.size() > 2000);  // a drawn canvas, not an empty image
    }
    QVERIFY(run.outText().contains(QString::number(frames)));
}

void TestCliAnimate::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no size") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/x")} << 2;
    QTest::newRow("gif not yet") << QStringList{QStringLiteral("--bytes"), QStringLiteral("1GiB"), QStringLiteral("-o"), QStringLiteral("x.gif")} << 2;
    QTest::newRow("too many GPUs") << QStringList{QStringLiteral("--op"), QStringLiteral("allreduce"), QStringLiteral("--bytes"), QStringLiteral("1GiB"), QStringLiteral("--gpus"),
                                                  QStringLiteral("64"), QStringLiteral("-o"), QStringLiteral("/tmp/x")} << 1;
}

void TestCliAnimate::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const auto run = animate(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(!run.errText().trimmed().isEmpty());
}

QTEST_GUILESS_MAIN(TestCliAnimate)
#include "tst_cli_animate.moc"
