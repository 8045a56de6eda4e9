// spinel-cli diff: the design against the fabric as built. The as-built text is Spinel's own
// ibnetdiscover export edited the way a wrong cabling job would change it, and the real
// ibnetdiscover's rediscovery of the ibsim export when ibsim is installed.
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "io/designformat.h"
#include "support/processrun.h"
#include "support/testdata.h"
#include "support/testmain.h"

using spinel::testsupport::ProcessRun;
using spinel::testsupport::runCli;

class TestCliDiff : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void ownExportMatches();
    void miswiredMissingExtra();
    void badInputIsLocated_data();
    void badInputIsLocated();
    void ibsimRediscoveryMatches();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_design;
    QString m_dump;
    QByteArray m_text;
};

QString TestCliDiff::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return {};
    file.write(bytes);
    return path;
}

void TestCliDiff::initTestCase()
{
    m_design = write(QStringLiteral("d.spinel"),
                     QByteArray::fromStdString(spinel::writeDesign(spinel::testdata::railDesign(2, 1, 1))));
    m_dump = m_dir.filePath(QStringLiteral("asbuilt.ibnd"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("-o"), m_dump}).exitCode, 0);
    QFile file(m_dump);
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_text = file.readAll();
}

void TestCliDiff::ownExportMatches()
{
    const ProcessRun run = runCli({QStringLiteral("diff"), m_design, m_dump});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.outText().contains(QStringLiteral("24 cables")), qPrintable(run.outText())); // 16 NIC + 8 uplinks
}

void TestCliDiff::miswiredMissingExtra()
{
    // leaf-1 has its uplink on port 1 and srv-1's and srv-2's rail-1 HCAs on ports 2 and 3.
    // Swapping those two cables at the leaf changes both views: the leaf's port lines and the
    // HCAs' port lines.
    const QString text = QString::fromUtf8(m_text);
    const QRegularExpressionMatch leaf =
        QRegularExpression(QStringLiteral("Switch\\t64 \"(S-[0-9a-f]+)\"\\t\\t# \"leaf-1\"")).match(text);
    QVERIFY(leaf.hasMatch());
    const QString leafId = leaf.captured(1);
    const QRegularExpression port2(QStringLiteral("^\\[2\\]\\t\"(H-[0-9a-f]+)\"\\[1\\]"), QRegularExpression::MultilineOption);
    const QRegularExpression port3(QStringLiteral("^\\[3\\]\\t\"(H-[0-9a-f]+)\"\\[1\\]"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch m2 = port2.match(text, leaf.capturedEnd()), m3 = port3.match(text, leaf.capturedEnd());
    QVERIFY(m2.hasMatch() && m3.hasMatch());
    QString swapped = text;
    // The leaf's lines (replace the later one first so offsets stay valid).
    swapped.replace(m3.capturedStart(1), m3.capturedLength(1), m2.captured(1));
    swapped.replace(m2.capturedStart(1), m2.capturedLength(1), m3.captured(1));
    // The HCAs' lines.
    const QString p2 = QStringLiteral("\"%1\"[2]").arg(leafId), p3 = QStringLiteral("\"%1\"[3]").arg(leafId);
    QCOMPARE(swapped.count(p2), 1);
    QCOMPARE(swapped.count(p3), 1);
    swapped.replace(p2, QStringLiteral("@@")).replace(p3, p2).replace(QStringLiteral("@@"), p3);
    const ProcessRun run = runCli(
        {QStringLiteral("diff"), m_design, write(QStringLiteral("swapped.ibnd"), swapped.toUtf8()), QStringLiteral("--csv")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.outText().count(QStringLiteral("miswired")) == 2, qPrintable(run.outText()));
    QVERIFY(run.outText().contains(QStringLiteral("leaf-1/p2")) && run.outText().contains(QStringLiteral("leaf-1/p3")));

    // Only one view changed: the dump contradicts itself, a located error.
    QString halfDone = text;
    halfDone.replace(p2, QStringLiteral("@@")).replace(p3, p2).replace(QStringLiteral("@@"), p3);
    const ProcessRun contradiction = runCli(
        {QStringLiteral("diff"), m_design, write(QStringLiteral("half.ibnd"), halfDone.toUtf8())});
    QCOMPARE(contradiction.exitCode, 2);
    QVERIFY2(contradiction.errText().contains(QStringLiteral("half.ibnd: line ")), qPrintable(contradiction.errText()));

    // A cable pulled: drop srv-2's last HCA record and the leaf port line that points at it.
    const qsizetype lastCa = text.lastIndexOf(QStringLiteral("\nvendid=0x2c9\ndevid=0x1021"));
    QVERIFY(lastCa > 0);
    const QString removedId = QRegularExpression(QStringLiteral("Ca\\t1 \"(H-[0-9a-f]+)\"")).match(text, lastCa).captured(1);
    QString pulled = text.left(lastCa + 1);
    pulled.remove(
        QRegularExpression(QStringLiteral("^\\[\\d+\\]\\t\"%1\".*\\n").arg(removedId), QRegularExpression::MultilineOption));
    const ProcessRun missing = runCli(
        {QStringLiteral("diff"), m_design, write(QStringLiteral("pulled.ibnd"), pulled.toUtf8()), QStringLiteral("--json")});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.outText().contains(QStringLiteral("\"kind\": \"missing\"")), qPrintable(missing.outText()));
    QCOMPARE(missing.outText().count(QStringLiteral("\"kind\"")), 1);
}

void TestCliDiff::badInputIsLocated_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("junk line") << QByteArray("Switch\t4 \"S-1\"\t\t# \"a\"\nhello world\n")
                               << QStringLiteral("line 2: not an ibnetdiscover line");
    QTest::newRow("port twice") << QByteArray(
        "Switch\t4 \"S-1\"\n[1]\t\"S-2\"[1]\n[1]\t\"S-2\"[2]\nSwitch\t4 \"S-2\"\n[1]\t\"S-1\"[1]\n")
                                << QStringLiteral("line 3: port 1 of \"S-1\" is listed twice");
    QTest::newRow("binary") << QByteArray("Switch\t4 \"S-1\"\n\x01\x00\x02junk\n", 23) << QStringLiteral("line 2: binary data");
    QTest::newRow("empty") << QByteArray() << QStringLiteral("no Switch or Ca");
    QTest::newRow("port out of range") << QByteArray("Switch\t4 \"S-1\"\n[9]\t\"S-1\"[1]\n") << QStringLiteral("line 2: port 9");
}

void TestCliDiff::badInputIsLocated()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    const QString path = write(QStringLiteral("bad.ibnd"), text);
    const ProcessRun run = runCli({QStringLiteral("diff"), m_design, path});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.errText().contains(path) && run.errText().contains(message), qPrintable(run.errText()));
}

void TestCliDiff::ibsimRediscoveryMatches()
{
    const QString umad = QStringLiteral("/usr/lib/x86_64-linux-gnu/umad2sim/libumad2sim.so");
    if (QStandardPaths::findExecutable(QStringLiteral("ibsim")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("ibnetdiscover"), {QStringLiteral("/usr/sbin")}).isEmpty()
        || !QFile::exists(umad))
        QSKIP("ibsim, ibnetdiscover or the umad2sim shim is not installed (scripts/setup.sh installs them)");
    const QString net = m_dir.filePath(QStringLiteral("fabric.net"));
    QCOMPARE(runCli({QStringLiteral("export"), m_design, QStringLiteral("-o"), net}).exitCode, 0);
    const QString found = m_dir.filePath(QStringLiteral("found.ibnd"));
    const ProcessRun sim = spinel::testsupport::runProgram(
        QStringLiteral("/bin/bash"), {QStringLiteral("-c"),
                                      QStringLiteral("export IBSIM_SOCKNAME=spinel-diff-$$\n"
                                                     "ibsim -s -n \"$1\" > /dev/null 2>&1 &\n"
                                                     "pid=$!; sleep 1\n"
                                                     "LD_PRELOAD=\"$3\" timeout 20 /usr/sbin/ibnetdiscover > \"$2\"; rc=$?\n"
                                                     "kill $pid; wait $pid; exit $rc\n"),
                                      QStringLiteral("bash"), net, found, umad});
    QCOMPARE(sim.exitCode, 0);
    // The real tool's dump, named through the exported node-name map; ibsim runs its links at SDR.
    const ProcessRun run = runCli({QStringLiteral("diff"), m_design, found, QStringLiteral("--node-name-map"),
                                   net + QStringLiteral(".node-name-map"), QStringLiteral("--no-speed")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.outText() + run.errText()));
}

SPINEL_QTEST_GUILESS_MAIN(TestCliDiff)
#include "tst_cli_diff.moc"
