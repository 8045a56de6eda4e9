// The report's bill of materials in the user's words: categories by their display names (not the
// CSV's "nics"), and NICs bought with their servers say so, since their extended price is then
// less than quantity x unit price.
#include <QtTest>

#include "cost/bom.h"
#include "generate/generators.h"
#include "plots/plotformat.h"
#include "report/reportwriter.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

const QStringList *rowOf(const QList<QStringList> &rows, const QString &part)
{
    for (const QStringList &row : rows)
        if (row.value(1) == part) return &row;
    return nullptr;
}

} // namespace

class TestReportBom : public QObject {
    Q_OBJECT
private slots:
    void nicsInTheServerPrice();
    void networkOnlyBuysTheNics();
};

// Two GB300 NVL72 racks with their servers: 2 x 18 trays x 4 ConnectX-8 = 144 NICs, all priced in
// the trays, so the NIC row charges nothing and says why.
void TestReportBom::nicsInTheServerPrice()
{
    const Design design = generateFabric("nvl72", {{"racks", "2"}, {"rack", "gb300-nvl72"}}, builtinCatalog());
    BomOptions options;
    options.includeServers = true;
    const Bom bom = computeBom(design, builtinCatalog(), options);
    const QList<QStringList> rows = ReportWriter::bomRows(bom);
    QCOMPARE(rows.size(), qsizetype(bom.lines.size()) + 1);

    const QStringList *nics = rowOf(rows, QStringLiteral("cx8-800g"));
    QVERIFY(nics);
    QCOMPARE(nics->at(0), QStringLiteral("NICs"));
    QVERIFY2(nics->at(2).endsWith(QStringLiteral(" (144 included in the server price)")), qPrintable(nics->at(2)));
    QCOMPARE(nics->at(3), QStringLiteral("144"));
    QCOMPARE(nics->at(5), plotformat::usdExact(0));

    const QStringList *trays = rowOf(rows, QStringLiteral("gb300-tray"));
    QVERIFY(trays);
    QCOMPARE(trays->at(0), QStringLiteral("Servers"));
    QCOMPARE(trays->at(3), QStringLiteral("36"));

    QCOMPARE(rows.last().at(0), QStringLiteral("Total"));
    QCOMPARE(rows.last().at(5), plotformat::usdExact(bom.total.priceUsd));
}

// The network's own bill buys the same 144 NICs: no note, the full price.
void TestReportBom::networkOnlyBuysTheNics()
{
    const Design design = generateFabric("nvl72", {{"racks", "2"}, {"rack", "gb300-nvl72"}}, builtinCatalog());
    const Bom bom = computeBom(design, builtinCatalog());
    const QList<QStringList> rows = ReportWriter::bomRows(bom);
    const QStringList *nics = rowOf(rows, QStringLiteral("cx8-800g"));
    QVERIFY(nics);
    QVERIFY2(!nics->at(2).contains(QStringLiteral("included")), qPrintable(nics->at(2)));
    QCOMPARE(nics->at(5), plotformat::usdExact(144 * builtinCatalog().find("cx8-800g")->priceUsd));
    QVERIFY(!rowOf(rows, QStringLiteral("gb300-tray")));
}

SPINEL_QTEST_GUILESS_MAIN(TestReportBom)
#include "tst_reportbom.moc"
