// The "why this number" text (views/analysis/explaintext.h) names the NVLS chunk pipeline's fill on
// a line of its own when the model charges one, with the model's own figure, and says nothing of it
// for algorithms that have none.
#include <QtTest>

#include "analysis/explaintext.h"
#include "generate/generators.h"
#include "support/testdata.h"
#include "support/testmain.h"
#include "timing/explain.h"

using namespace spinel;
using namespace spinel::timing;

namespace {

CollectiveRequest allReduce(double bytes, Algorithm algorithm)
{
    CollectiveRequest r;
    r.op = CollectiveOp::AllReduce;
    r.bytes = bytes;
    r.gpus = 8;
    r.algorithm = algorithm;
    return r;
}

QStringList fillLines(const QStringList &lines, const QString &fill)
{
    QStringList found;
    for (const QString &line : lines)
        if (line.contains(fill)) found << line;
    return found;
}

} // namespace

class TestExplainText : public QObject {
    Q_OBJECT
private slots:
    void nvlsFillHasItsOwnLine();
    void noFillNoLine();
    void bottlenecksInWords();
    void nodesInWords();
};

void TestExplainText::nvlsFillHasItsOwnLine()
{
    // One DGX H100 server, 16 GB all-reduce on NVLS: two loops of 16 channels x 8 heads x 128 KiB
    // at (g+1)/g over 18 x 20.6 GB/s x 0.85 fill the 3-stage pipeline: 119.8 us (MODEL.md section 5,
    // docs/reference/nccl-tuning.md).
    const CollectiveExplanation e = explainCollective(testdata::exampleDesign(), builtinCatalog(),
                                                      allReduce(16e9, Algorithm::Nvls), false);
    QVERIFY(e.ok);
    QCOMPARE(e.result.algorithm, Algorithm::Nvls);
    const double expectedUs = 2 * 16 * 8 * 131072 * 9.0 / 8 / (18 * 20.6 * 0.85 * 1e3);
    QVERIFY2(std::abs(e.result.pipelineFillUs - expectedUs) < 0.1, qPrintable(QString::number(e.result.pipelineFillUs)));
    const QStringList lines = ExplainText::lines(e);
    const QStringList fill = fillLines(lines, ExplainText::duration(e.result.pipelineFillUs));
    QCOMPARE(fill.size(), 1);
    QVERIFY(fill.front().contains(QLatin1String("NVLS chunk pipeline")));
    // Listed under the bandwidth term it is part of, before the rate.
    const qsizetype at = lines.indexOf(fill.front());
    qsizetype bandwidth = -1;
    for (qsizetype i = 0; i < lines.size(); ++i)
        if (lines[i].startsWith(QStringLiteral("Bandwidth ("))) bandwidth = i;
    QVERIFY(bandwidth >= 0);
    QCOMPARE(at, bandwidth + qsizetype(e.bandwidthTerms.size()) + 1);
    QCOMPARE(ExplainText::pipelineFill(e).isEmpty(), false);
}

void TestExplainText::noFillNoLine()
{
    const CollectiveExplanation e = explainCollective(testdata::exampleDesign(), builtinCatalog(),
                                                      allReduce(1e9, Algorithm::Ring), false);
    QVERIFY(e.ok);
    QCOMPARE(e.result.pipelineFillUs, 0.0);
    QVERIFY(ExplainText::pipelineFill(e).isEmpty());
    for (const QString &line : ExplainText::lines(e)) QVERIFY2(!line.contains(QLatin1String("pipeline")), qPrintable(line));
}

// The one wording of a bottleneck, which the bus-bandwidth tooltip, the link-load caption and
// `spinel-cli collective` share: ratios to three digits, speeds as port names.
void TestExplainText::bottlenecksInWords()
{
    using timing::Bottleneck;
    using timing::BottleneckKind;
    QCOMPARE(ExplainText::bottleneck(Bottleneck{BottleneckKind::SpineUplinks, 2.0 / 3.0 * 4, 0, 0, {}}),
             QStringLiteral("spine uplinks at 2.67:1"));
    QCOMPARE(ExplainText::bottleneck(Bottleneck{BottleneckKind::ServerLink, 1, 200, 400, {}}),
             QStringLiteral("server link 200G (NIC 400G)"));
    QCOMPARE(ExplainText::bottleneck(Bottleneck{BottleneckKind::Nic, 1, 1600, 0, {}}), QStringLiteral("NIC 1600G"));
}

// NCCL's nodes are NVLink domains: on racks the words say so and count the servers (trays) too, so
// "8 servers" never contradicts the status bar's 144.
void TestExplainText::nodesInWords()
{
    QCOMPARE(ExplainText::nodes(8, 144), QStringLiteral("8 NVLink domain(s) of 144 servers"));
    QCOMPARE(ExplainText::nodes(4, 4), QStringLiteral("4 server(s)"));

    CollectiveRequest request = allReduce(1 << 30, Algorithm::Auto);
    request.gpus = 0;
    const CollectiveExplanation e = explainCollective(generateFabric("nvl72", {{"racks", "2"}}, builtinCatalog()),
                                                      builtinCatalog(), request, false);
    QVERIFY(e.ok);
    QVERIFY2(ExplainText::headline(e).contains(QStringLiteral("on 144 GPUs (2 NVLink domain(s) of 36 servers)")),
             qPrintable(ExplainText::headline(e)));

    // Counts in the locale's digits, as the status bar gives them: 16 racks of 72 GPUs.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const CollectiveExplanation big = explainCollective(generateFabric("nvl72", {{"racks", "16"}}, builtinCatalog()),
                                                        builtinCatalog(), request, false);
    const QString headline = ExplainText::headline(big);
    QLocale::setDefault(before);
    QVERIFY2(headline.contains(QStringLiteral("on 1,152 GPUs (16 NVLink domain(s) of 288 servers)")), qPrintable(headline));
}

SPINEL_QTEST_GUILESS_MAIN(TestExplainText)
#include "tst_explaintext.moc"
