// The scene's flat list of link lines (canvas/linklines.h): a list a reader took never changes; a
// change copies only the chunk it writes while a reader holds it, and writes in place once every
// reader let go; removed slots are reused, and appending leaves a reader's shorter list alone.
#include <QTest>

#include <memory>
#include <vector>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"
#include "canvas/linklines.h"
#include "support/testmain.h"

using namespace spinel;

class TestLinkLines : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void unchangedListIsTheSameList();
    void changeCopiesOneChunk();
    void writesInPlaceOnceReadersLetGo();
    void removedSlotsAreReusedAndAppendsLeaveReadersAlone();

private:
    // Link i joins the hub to its own device i: moving device i moves link i's line only.
    void addLinks(int count);
    void move(int i);

    std::unique_ptr<DeviceItem> m_hub;
    std::vector<std::unique_ptr<DeviceItem>> m_ends;
    std::vector<std::unique_ptr<LinkItem>> m_links;
    LinkLines m_lines;
};

void TestLinkLines::init()
{
    m_hub = std::make_unique<DeviceItem>(QStringLiteral("hub"));
    addLinks(9000); // three chunks of 4,096: the last one partly filled
}

void TestLinkLines::cleanup()
{
    m_lines.clear();
    m_links.clear(); // before their ends
    m_ends.clear();
    m_hub.reset();
}

void TestLinkLines::addLinks(int count)
{
    for (int k = 0; k < count; ++k) {
        const int i = int(m_ends.size());
        m_ends.push_back(std::make_unique<DeviceItem>(QStringLiteral("d%1").arg(i)));
        m_ends.back()->setPos(10.0 * i, 100);
        m_links.push_back(std::make_unique<LinkItem>(QStringLiteral("l%1").arg(i), m_hub.get(), m_ends.back().get()));
        m_lines.update(m_links.back().get());
    }
}

void TestLinkLines::move(int i)
{
    m_ends[std::size_t(i)]->moveBy(0, 50);
    m_lines.update(m_links[std::size_t(i)].get());
}

void TestLinkLines::unchangedListIsTheSameList()
{
    const auto first = m_lines.lines();
    QCOMPARE(first->size(), std::size_t(9000));
    QCOMPARE(m_lines.size(), std::size_t(9000));
    m_lines.update(m_links[42].get()); // nothing changed: nothing written
    QCOMPARE(m_lines.lines(), first);
    QCOMPARE(std::count_if(first->begin(), first->end(), [](const LinkLines::Line &line) { return line.used; }), 9000);
}

void TestLinkLines::changeCopiesOneChunk()
{
    const auto before = m_lines.lines();
    const QLineF was = (*before)[5000].line;
    move(5000); // chunk 1 (4,096 .. 8,191)
    const auto after = m_lines.lines();
    QVERIFY(after != before);
    QCOMPARE((*before)[5000].line, was); // the reader's list as it was
    QCOMPARE((*after)[5000].line, m_links[5000]->line());
    QVERIFY((*after)[5000].line != was);
    QVERIFY(&(*after)[5000] != &(*before)[5000]); // its chunk copied...
    QCOMPARE(&(*after)[4096], &(*after)[5000] - (5000 - 4096));
    QCOMPARE(&(*after)[10], &(*before)[10]); // ...the others shared
    QCOMPARE(&(*after)[8999], &(*before)[8999]);
}

void TestLinkLines::writesInPlaceOnceReadersLetGo()
{
    const LinkLines::Line *where = nullptr;
    {
        const auto taken = m_lines.lines();
        where = &(*taken)[5000];
    }
    move(5000);
    const auto now = m_lines.lines();
    QCOMPARE(&(*now)[5000], where);
    QCOMPARE((*now)[5000].line, m_links[5000]->line());
}

void TestLinkLines::removedSlotsAreReusedAndAppendsLeaveReadersAlone()
{
    const int slot = m_links[7000]->lineSlot();
    m_lines.remove(m_links[7000].get());
    QCOMPARE(m_links[7000]->lineSlot(), -1);
    const auto held = m_lines.lines();
    QVERIFY(!(*held)[std::size_t(slot)].used);
    QCOMPARE(m_lines.size(), std::size_t(8999));
    addLinks(2); // the first takes the freed slot, the second is appended to the last chunk
    QCOMPARE(m_links[9000]->lineSlot(), slot);
    QCOMPARE(m_links[9001]->lineSlot(), 9000);
    QCOMPARE(held->size(), std::size_t(9000)); // the reader's list: as it was
    QVERIFY(!(*held)[std::size_t(slot)].used);
    const auto now = m_lines.lines();
    QCOMPARE(now->size(), std::size_t(9001));
    QCOMPARE((*now)[9000].line, m_links[9001]->line());
    QVERIFY((*now)[std::size_t(slot)].used);
    QCOMPARE(m_lines.size(), std::size_t(9001));
}

SPINEL_QTEST_MAIN(TestLinkLines)
#include "tst_linklines.moc"
