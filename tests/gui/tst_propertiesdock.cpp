// The Properties dock refuses bad input at the field, says why, and leaves the design alone
// (issue 12: speed −5 became 5 Gb/s, 10^12 cables became 100,000, length "abc" was ignored);
// speeds come from the standard line rates; and showing a device and a link group together
// does not make the main window taller (it scrolls instead).
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include "canvas/fabricscene.h"
#include "docks/propertieswidget.h"
#include "document/document.h"
#include "mainwindow/canvaseditor.h"
#include "mainwindow/mainwindow.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

// Types `text` into the spin box as a user would (select all, type, Enter).
void typeInto(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    auto *edit = box->findChild<QLineEdit *>();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(box, Qt::Key_Return);
}

} // namespace

class TestPropertiesDock : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void refusedInputSaysWhyAndChangesNothing_data();
    void refusedInputSaysWhyAndChangesNothing();
    void validInputStillEdits();
    void speedsAreStandardRates();
    void twoGroupsDoNotGrowTheWindow();

private:
    MainWindow *m_window = nullptr;
};

void TestPropertiesDock::init()
{
    m_window = new MainWindow;
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->openExample());
    m_window->scene()->selectOnly({}, {QStringLiteral("srv-1-rail-1")});
    m_window->updateProperties();
}

void TestPropertiesDock::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void TestPropertiesDock::refusedInputSaysWhyAndChangesNothing_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("cables 10^12") << "count"
                                  << "1000000000000"
                                  << "above the maximum";
    QTest::newRow("cables -5") << "count"
                               << "-5"
                               << "below the minimum";
    QTest::newRow("cables 2.5") << "count"
                                << "2.5"
                                << "not a whole number";
    QTest::newRow("length abc") << "length"
                                << "abc"
                                << "not a number";
    QTest::newRow("length -3") << "length"
                               << "-3"
                               << "below the minimum";
}

void TestPropertiesDock::refusedInputSaysWhyAndChangesNothing()
{
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, reason);
    PropertiesWidget *properties = m_window->propertiesWidget();
    const Design before = m_window->document()->design();
    QSignalSpy edits(properties, &PropertiesWidget::linkEdited);
    QAbstractSpinBox *box = field == QLatin1String("count") ? static_cast<QAbstractSpinBox *>(properties->countSpin())
                                                            : properties->lengthSpin();
    typeInto(box, text);
    QCOMPARE(edits.count(), 0);
    QVERIFY(m_window->document()->design() == before);
    QCOMPARE(m_window->document()->undoStack()->count(), 0);
    QVERIFY(properties->linkRefusalLabel()->isVisible());
    QVERIFY2(properties->linkRefusalLabel()->text().contains(reason), qPrintable(properties->linkRefusalLabel()->text()));
    if (qEnvironmentVariableIsSet("SPINEL_TEST_SHOTS"))
        m_window->grab().save(qEnvironmentVariable("SPINEL_TEST_SHOTS")
                              + QStringLiteral("/refused-%1.png")
                                    .arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    // The field shows the link's real value again, not a clamped one.
    if (field == QLatin1String("count")) QCOMPARE(properties->countSpin()->value(), before.findLink("srv-1-rail-1")->count);
}

void TestPropertiesDock::validInputStillEdits()
{
    PropertiesWidget *properties = m_window->propertiesWidget();
    typeInto(properties->countSpin(), QStringLiteral("1000000"));
    QVERIFY(properties->linkRefusalLabel()->isVisible());
    typeInto(properties->countSpin(), QStringLiteral("3"));
    QVERIFY(!properties->linkRefusalLabel()->isVisible());
    QCOMPARE(m_window->document()->link("srv-1-rail-1")->count, 3);
    QCOMPARE(m_window->document()->undoStack()->count(), 1);
}

void TestPropertiesDock::speedsAreStandardRates()
{
    QComboBox *speed = m_window->propertiesWidget()->speedCombo();
    QVERIFY(!speed->isEditable());
    QList<double> rates;
    for (int i = 0; i < speed->count(); ++i) rates << speed->itemData(i).toDouble();
    const QList<double> standard{10, 25, 40, 50, 100, 200, 400, 800, 1600};
    QCOMPARE(rates, standard); // the example's 400G links are standard: nothing else is offered
    QCOMPARE(speed->currentData().toDouble(), m_window->document()->link("srv-1-rail-1")->speedGbps);
    speed->setCurrentIndex(speed->findData(200.0));
    emit speed->activated(speed->currentIndex());
    QCOMPARE(m_window->document()->link("srv-1-rail-1")->speedGbps, 200.0);
}

void TestPropertiesDock::twoGroupsDoNotGrowTheWindow()
{
    m_window->scene()->selectOnly({}, {});
    m_window->updateProperties();
    QCoreApplication::processEvents();
    const int emptyMinimum = m_window->minimumSizeHint().height();
    const int height = m_window->height();
    m_window->scene()->selectOnly({QStringLiteral("srv-1"), QStringLiteral("leaf-1")}, {QStringLiteral("srv-1-rail-1")});
    m_window->updateProperties();
    QCoreApplication::processEvents();
    QVERIFY(m_window->propertiesWidget()->nameEdit()->isVisibleTo(m_window));
    QVERIFY(m_window->propertiesWidget()->countSpin()->isVisibleTo(m_window));
    QCOMPARE(m_window->height(), height);
    QVERIFY(m_window->minimumSizeHint().height() <= emptyMinimum);
    QVERIFY(m_window->findChild<QScrollArea *>(QStringLiteral("propertiesScroll")));
}

SPINEL_QTEST_MAIN(TestPropertiesDock)
#include "tst_propertiesdock.moc"
