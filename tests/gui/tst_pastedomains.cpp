// Copy/paste of NVLink racks and renaming a rack (issue 14): a whole rack's trays paste as a new
// domain of the pasted trays, with fresh ids and a new rack name; a few trays paste as plain
// servers; renaming a rack renames its trays' group label and name prefix. Every edit undoes.
#include <QMimeData>
#include <QTest>
#include <QUndoStack>

#include <memory>
#include <unordered_set>

#include "commands/addrack.h"
#include "commands/pasteitems.h"
#include "commands/renamedomain.h"
#include "document/designfragment.h"
#include "document/document.h"
#include "io/designformat.h"
#include "support/testmain.h"

using namespace spinel;

class TestPasteDomains : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void wholeRackPastesANewDomain();
    void partOfARackPastesPlainServers();
    void renamingARackRenamesItsTrays();

private:
    std::vector<std::string> trayIds() const;
    std::unique_ptr<Document> m_document;
};

void TestPasteDomains::init()
{
    m_document = std::make_unique<Document>();
    auto *rack = new AddRack(m_document.get(), "gb300-nvl72", {0, 0});
    QVERIFY(rack->isValid());
    m_document->undoStack()->push(rack);
    QCOMPARE(m_document->design().domains.size(), std::size_t(1));
}

void TestPasteDomains::cleanup()
{
    m_document.reset();
}

std::vector<std::string> TestPasteDomains::trayIds() const
{
    return m_document->design().domains.front().members;
}

void TestPasteDomains::wholeRackPastesANewDomain()
{
    const ScaleUpDomain original = m_document->design().domains.front();
    QCOMPARE(original.members.size(), std::size_t(18));
    // Through the clipboard's format, as Copy then Paste does.
    const Design copied = DesignFragment::extract(m_document->design(), trayIds());
    QCOMPARE(copied.domains.size(), std::size_t(1));
    std::unique_ptr<QMimeData> mime(DesignFragment::toMimeData(copied));
    std::optional<Design> fragment = DesignFragment::fromMimeData(mime.get(), m_document->catalog());
    QVERIFY(fragment);
    QCOMPARE(fragment->domains.size(), std::size_t(1));

    auto *paste = new PasteItems(m_document.get(), std::move(*fragment), {40, 40});
    m_document->undoStack()->push(paste);
    const Design &design = m_document->design();
    QCOMPARE(design.devices.size(), std::size_t(36));
    QCOMPARE(design.domains.size(), std::size_t(2));
    const ScaleUpDomain &pasted = design.domains.back();
    QVERIFY(pasted.id != original.id);
    QVERIFY(pasted.name != original.name);
    QCOMPARE(pasted.model, original.model);
    QCOMPARE(pasted.members.size(), std::size_t(18));
    const std::unordered_set<std::string> old(original.members.begin(), original.members.end());
    for (std::size_t k = 0; k < pasted.members.size(); ++k) {
        // Remapped to the pasted trays, in the same tray order.
        QVERIFY(!old.count(pasted.members[k]));
        const Device *tray = m_document->device(pasted.members[k]);
        QVERIFY(tray);
        const Device *source = m_document->device(original.members[k]);
        QVERIFY(source);
        QCOMPARE(tray->position.x, source->position.x + 40);
        QCOMPARE(tray->group, pasted.name);
        // The rack's new name, the tray's own number: "Rack 1 tray 10" pastes as "Rack 2 tray 10".
        QCOMPARE(tray->name, pasted.name + source->name.substr(original.name.size()));
        QVERIFY2(tray->name.rfind(pasted.name + " tray ", 0) == 0, tray->name.c_str());
        QCOMPARE(m_document->domainOf(tray->id), &design.domains.back());
    }
    validateDesign(design, m_document->catalog()); // a design the file format accepts

    m_document->undoStack()->undo();
    QCOMPARE(m_document->design().domains.size(), std::size_t(1));
    QCOMPARE(m_document->design().devices.size(), std::size_t(18));
    QVERIFY(m_document->design().domains.front() == original);
    m_document->undoStack()->redo();
    QCOMPARE(m_document->design().domains.size(), std::size_t(2));
    QCOMPARE(m_document->design().domains.back().members.size(), std::size_t(18));
}

void TestPasteDomains::partOfARackPastesPlainServers()
{
    std::vector<std::string> some = trayIds();
    some.resize(5);
    Design fragment = DesignFragment::extract(m_document->design(), some);
    QCOMPARE(fragment.devices.size(), std::size_t(5));
    QVERIFY(fragment.domains.empty());
    m_document->undoStack()->push(new PasteItems(m_document.get(), std::move(fragment), {40, 40}));
    QCOMPARE(m_document->design().devices.size(), std::size_t(23));
    QCOMPARE(m_document->design().domains.size(), std::size_t(1));
}

void TestPasteDomains::renamingARackRenamesItsTrays()
{
    const Design before = m_document->design();
    const std::string oldName = before.domains.front().name;
    auto *command = new RenameDomain(m_document.get(), before.domains.front().id, "Row B rack");
    QVERIFY(command->hasChanges());
    m_document->undoStack()->push(command);
    for (const std::string &member : trayIds()) {
        const Device *tray = m_document->device(member);
        QCOMPARE(tray->group, std::string("Row B rack"));
        QVERIFY2(tray->name.rfind("Row B rack tray ", 0) == 0, tray->name.c_str());
    }
    QCOMPARE(m_document->design().domains.front().name, std::string("Row B rack"));
    m_document->undoStack()->undo();
    QVERIFY(m_document->design() == before);
    QCOMPARE(m_document->device(trayIds().front())->group, oldName);
    m_document->undoStack()->redo();
    QCOMPARE(m_document->device(trayIds().back())->group, std::string("Row B rack"));
}

SPINEL_QTEST_MAIN(TestPasteDomains)
#include "tst_pastedomains.moc"
