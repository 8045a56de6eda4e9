// Fresh ids for many objects at once: lowest free prefix-N, prefixes of ids.
#include <QtTest>

#include <algorithm>
#include <string>
#include <vector>

#include "core/design.h"
#include "edit/idallocator.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

class TestIdAllocator : public QObject {
    Q_OBJECT

private slots:
    void idAllocator();
};

void TestIdAllocator::idAllocator()
{
    const Design original = testdata::exampleDesign();
    IdAllocator ids(original);
    QCOMPARE(ids.take("leaf"), std::string("leaf-9"));
    QCOMPARE(ids.take("leaf"), std::string("leaf-10"));
    QCOMPARE(ids.take("spine"), uniqueId(original, "spine"));
    QCOMPARE(IdAllocator::prefixOf("srv-1-rail-12"), std::string("srv-1-rail"));
    QCOMPARE(IdAllocator::prefixOf("core"), std::string("core"));
    QCOMPARE(IdAllocator::prefixOf("a-b"), std::string("a-b"));
}

SPINEL_QTEST_APPLESS_MAIN(TestIdAllocator)
#include "tst_idallocator.moc"
