// The "Assign NICs to Rails" undo command: one command re-pins a scrambled server's cables to
// their rails; undo restores the drawing exactly; an aligned design gives nothing to push.
#include <QTest>
#include <QTemporaryDir>
#include <QUndoStack>

#include <fstream>

#include "commands/assignnicstorails.h"
#include "document/document.h"
#include "io/designformat.h"
#include "rules/analysis.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestAssignNicsToRails : public QObject {
    Q_OBJECT
private slots:
    void fixesScrambledServerAndUndoes();
    void alignedDesignHasNothingToDo();
};

namespace {

bool railFindingFor(const Design &design, const std::string &server)
{
    for (const Finding &f : analyzeFabric(design, builtinCatalog()).findings)
        if (f.code == "rail-misaligned" && !f.objects.empty() && f.objects.front() == server) return true;
    return false;
}

} // namespace

void TestAssignNicsToRails::fixesScrambledServerAndUndoes()
{
    // The example drawn by hand (no pinned ports), srv-3's cables drawn leaf-8 first.
    Design design = testdata::exampleDesign();
    for (Link &link : design.links) link.from.port.reset(), link.to.port.reset();
    std::vector<Link> srv3;
    std::erase_if(design.links, [&](const Link &link) {
        if (link.from.device != "srv-3") return false;
        srv3.push_back(link);
        return true;
    });
    design.links.insert(design.links.end(), srv3.rbegin(), srv3.rend());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("scrambled.spinel"));
    std::ofstream(file.toStdString()) << writeDesign(design);
    Document document;
    QVERIFY(document.load(file));
    const Design before = document.design();
    QVERIFY(railFindingFor(before, "srv-3"));

    auto *command = new AssignNicsToRails(&document);
    QVERIFY(command->hasChanges());
    QCOMPARE(command->objectCount(), 8);
    QCOMPARE(command->text(), QStringLiteral("Assign NICs to Rails on 8 Link(s)"));
    document.undoStack()->push(command);
    QVERIFY(!railFindingFor(document.design(), "srv-3"));
    for (int rail = 1; rail <= 8; ++rail) {
        const Link *link = document.design().findLink("srv-3-rail-" + std::to_string(rail));
        QVERIFY(link && link->from.port);
        QCOMPARE(*link->from.port, rail - 1);
    }
    const Design after = document.design();
    document.undoStack()->undo();
    QVERIFY(document.design() == before);
    document.undoStack()->redo();
    QVERIFY(document.design() == after);
}

void TestAssignNicsToRails::alignedDesignHasNothingToDo()
{
    Document document;
    QVERIFY(document.load(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    AssignNicsToRails command(&document);
    QVERIFY(!command.hasChanges());
}

SPINEL_QTEST_MAIN(TestAssignNicsToRails)
#include "tst_assignnicstorails.moc"
