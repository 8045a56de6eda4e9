// spinel-cli animate: one PNG per step of the collective's schedule, with no display; the frame
// count follows the algorithm's step formula, every frame is a PNG of the size asked for.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QFileInfo>
#include <QXmlStreamReader>
#include <QtEndian>
#include <QTemporaryDir>
#include <QTest>

#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

namespace {

spinel::testsupport::ProcessRun animate(const QStringList &extra)
{
    return spinel::testsupport::runCli(QStringList{QStringLiteral("animate"), spinel::testdata::examplePath()} + extra,
                                       spinel::testsupport::Display::None);
}

// Walks a GIF's blocks (GIF89a specification, section 17 on): the logical screen size and the number
// of images, independently of the writer. Returns false on a malformed stream.
bool readGifStructure(const QByteArray &gif, QSize &size, int &images)
{
    if (!gif.startsWith("GIF89a") || gif.size() < 13) return false;
    auto word = [&](qsizetype at) { return int(uchar(gif[at])) | (int(uchar(gif[at + 1])) << 8); };
    size = QSize(word(6), word(8));
    qsizetype at = 13;
    if (uchar(gif[10]) & 0x80) at += 3 * (qsizetype(2) << (uchar(gif[10]) & 7));
    auto skipSubBlocks = [&] {
        while (at < gif.size() && gif[at] != 0) at += uchar(gif[at]) + 1;
        ++at;
    };
    images = 0;
    while (at < gif.size()) {
        const uchar block = uchar(gif[at]);
        if (block == 0x3b) return at + 1 == gif.size();
        if (block == 0x21) {
            at += 2;
            skipSubBlocks();
        } else if (block == 0x2c) {
            if (at + 10 > gif.size()) return false;
            const uchar flags = uchar(gif[at + 9]);
            at += 10;
            if (flags & 0x80) at += 3 * (qsizetype(2) << (flags & 7));
            ++at; // LZW minimum code size
            skipSubBlocks();
            ++images;
        } else {
            return false;
        }
    }
    return false;
}

} // namespace

class TestCliAnimate : public QObject {
    Q_OBJECT
private slots:
    void framesPerStep_data();
    void framesPerStep();
    void animatedGif();
    void animatedSvg();
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
    const auto run = animate({QStringLiteral("--op"), op, QStringLiteral("--bytes"), QStringLiteral("256MiB"),
                              QStringLiteral("--gpus"), QString::number(gpus), QStringLiteral("--algorithm"), algorithm,
                              QStringLiteral("-o"), out, QStringLiteral("--width"), QStringLiteral("480"),
                              QStringLiteral("--height"), QStringLiteral("300")});
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
        QVERIFY(file.size() > 2000); // a drawn canvas, not an empty image
    }
    QVERIFY(run.outText().contains(QString::number(frames)));
}

QStringList ringArguments(const QString &output)
{
    // Ring all-reduce on 8 GPUs: 2(n−1) = 14 steps.
    return {QStringLiteral("--op"),        QStringLiteral("allreduce"),
            QStringLiteral("--bytes"),     QStringLiteral("64MiB"),
            QStringLiteral("--gpus"),      QStringLiteral("8"),
            QStringLiteral("--algorithm"), QStringLiteral("ring"),
            QStringLiteral("-o"),          output,
            QStringLiteral("--width"),     QStringLiteral("480"),
            QStringLiteral("--height"),    QStringLiteral("300")};
}

void TestCliAnimate::animatedGif()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("ring.gif"));
    const auto run = animate(ringArguments(out));
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray gif = file.readAll();
    QSize size;
    int images = 0;
    QVERIFY(readGifStructure(gif, size, images));
    QCOMPARE(size, QSize(480, 300));
    QCOMPARE(images, 14);
    QVERIFY(gif.contains("NETSCAPE2.0")); // loops
    // Decoded frame by frame in tests/gui/tst_animationexport.cpp (Qt's GIF reader).
}

void TestCliAnimate::animatedSvg()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("ring.svg"));
    const auto run = animate(ringArguments(out));
    QVERIFY2(run.exitCode == 0, qPrintable(run.errText()));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QXmlStreamReader xml(svg);
    int frames = 0, animates = 0, visible = 0;
    QString width, height;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("svg") && width.isEmpty()) {
            width = xml.attributes().value(QLatin1String("width")).toString();
            height = xml.attributes().value(QLatin1String("height")).toString();
        }
        if (xml.name() == QLatin1String("g") && xml.attributes().value(QLatin1String("class")) == QLatin1String("frame")) {
            ++frames;
            visible += xml.attributes().value(QLatin1String("visibility")) == QLatin1String("visible");
        }
        if (xml.name() == QLatin1String("animate")) {
            ++animates;
            QCOMPARE(xml.attributes().value(QLatin1String("attributeName")).toString(), QStringLiteral("visibility"));
            QCOMPARE(xml.attributes().value(QLatin1String("dur")).toString(), QStringLiteral("10.5s")); // 14 × 0.75 s
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(width, QStringLiteral("480"));
    QCOMPARE(height, QStringLiteral("300"));
    QCOMPARE(frames, 14);
    QCOMPARE(animates, 14);
    QCOMPARE(visible, 1); // the first step, for viewers that do not play SMIL
    // A second, independent XML parser where the system has one: Debian's Python (the first
    // python3 on PATH may be another installation).
    const QString python = QStringLiteral("/usr/bin/python3");
    if (QFileInfo(python).isExecutable()) {
        QProcess process;
        process.start(
            python, {QStringLiteral("-c"),
                     QStringLiteral("import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1]).getroot(); "
                                    "print(sum(1 for g in r.iter('{http://www.w3.org/2000/svg}g') if g.get('class') == 'frame'))"),
                     out});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardOutput().trimmed(), QByteArray("14"));
    }
}

void TestCliAnimate::badInput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no size") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/x")} << 2;
    QTest::newRow("gif, no size") << QStringList{QStringLiteral("-o"), QStringLiteral("x.gif")} << 2;
    QTest::newRow("svg, width too small") << QStringList{QStringLiteral("--bytes"), QStringLiteral("1GiB"),
                                                         QStringLiteral("-o"),      QStringLiteral("x.svg"),
                                                         QStringLiteral("--width"), QStringLiteral("20")}
                                          << 2;
    QTest::newRow("too many GPUs") << QStringList{QStringLiteral("--op"), QStringLiteral("allreduce"), QStringLiteral("--bytes"),
                                                  QStringLiteral("1GiB"), QStringLiteral("--gpus"),    QStringLiteral("64"),
                                                  QStringLiteral("-o"),   QStringLiteral("/tmp/x")}
                                   << 1;
}

void TestCliAnimate::badInput()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const auto run = animate(arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(!run.errText().trimmed().isEmpty());
}

SPINEL_QTEST_GUILESS_MAIN(TestCliAnimate)
#include "tst_cli_animate.moc"
