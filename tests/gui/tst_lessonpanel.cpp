// The Lessons dock in the main window, offscreen and driven by mouse and keyboard: Help ▸ Lessons
// (F6) lists the built-in lessons in the interface's language, Start opens the lesson's design as an
// unsaved new design (after the save guard agrees), a prediction inside the lesson's range is right
// and one outside is wrong (then the hint shows), a named answer is picked from a list, the steps
// step with the buttons and, in presentation mode, with the arrow keys, and Check My Design runs the
// step's claims on the design as the student changed it.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include "commands/removeitems.h"
#include "document/document.h"
#include "mainwindow/lessonpanel.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/presentationmode.h"
#include "support/testdata.h"
#include "support/testmain.h"

using namespace spinel;

namespace {

template <typename T>
T *child(const LessonPanel *panel, const char *name)
{
    T *widget = panel->dock()->findChild<T *>(QString::fromLatin1(name));
    if (!widget) qFatal("no %s in the lessons dock", name);
    return widget;
}

void click(const LessonPanel *panel, const char *button)
{
    QPushButton *b = child<QPushButton>(panel, button);
    QVERIFY2(b->isVisible() && b->isEnabled(), button);
    QTest::mouseClick(b, Qt::LeftButton);
    QApplication::processEvents();
}

// Types `text` as the prediction and asks the model.
void predict(LessonPanel *panel, const QString &text)
{
    QLineEdit *edit = child<QLineEdit>(panel, "predictionEdit");
    edit->clear();
    QTest::keyClicks(edit, text);
    click(panel, "checkPredictionButton");
    QVERIFY(panel->waitUntilIdle(30000));
}

// The lesson's title in `language`, read from its file, not through the model's reader.
QString titleFromFile(const QString &id, const QString &language)
{
    QFile file(testdata::sourcePath(QStringLiteral("resources/lessons/%1.json").arg(id)));
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("title")).toObject().value(language).toString();
}

int servers(const Design &design)
{
    return int(std::count_if(design.devices.begin(), design.devices.end(), [](const Device &d) { return d.isServer(); }));
}

} // namespace

class TestLessonPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void languageFollowsTheLocale();
    void listsTheLessons();
    void startOpensTheDesign();
    void predictionsRightAndWrong();
    void namedAnswer();
    void stepNavigation();
    void checkDesign();

private:
    void show(MainWindow &window);
};

void TestLessonPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("SpinelTest"));
    QApplication::setApplicationName(QStringLiteral("tst_lessonpanel"));
    QSettings().clear();
}

void TestLessonPanel::show(MainWindow &window)
{
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

void TestLessonPanel::languageFollowsTheLocale()
{
    const QLocale saved;
    const std::pair<const char *, const char *> cases[] = {
        {"de_DE", "de"}, {"de_AT", "de"}, {"zh_CN", "zh_CN"}, {"en_US", "en"}, {"fr_FR", "en"}};
    for (const auto &[locale, language] : cases) {
        QLocale::setDefault(QLocale(QString::fromLatin1(locale)));
        QCOMPARE(LessonPanel::lessonLanguage(), std::string(language));
    }
    // A German interface lists German titles.
    QLocale::setDefault(QLocale(QStringLiteral("de_DE")));
    {
        MainWindow window;
        const QListWidget *list = child<QListWidget>(window.lessonPanel(), "lessonList");
        QStringList titles;
        for (int row = 0; row < list->count(); ++row) titles << list->item(row)->text();
        QVERIFY(titles.contains(titleFromFile(QStringLiteral("oversubscription"), QStringLiteral("de"))));
        QVERIFY(!titles.contains(titleFromFile(QStringLiteral("oversubscription"), QStringLiteral("en"))));
    }
    QLocale::setDefault(saved);
}

void TestLessonPanel::listsTheLessons()
{
    QLocale::setDefault(QLocale(QStringLiteral("en_US")));
    MainWindow window;
    show(window);
    LessonPanel *panel = window.lessonPanel();
    QVERIFY(!panel->dock()->isVisible());
    // F6, as Help ▸ Lessons… says.
    QTest::keyClick(&window, Qt::Key_F6);
    QVERIFY(panel->dock()->isVisible());
    const QStringList files = QDir(testdata::sourcePath(QStringLiteral("resources/lessons"))).entryList({QStringLiteral("*.json")});
    QVERIFY(files.size() >= 8);
    QCOMPARE(int(panel->lessons().size()), files.size());
    const QListWidget *list = child<QListWidget>(panel, "lessonList");
    QCOMPARE(list->count(), files.size());
    QStringList titles;
    for (int row = 0; row < list->count(); ++row) titles << list->item(row)->text();
    QVERIFY(titles.contains(titleFromFile(QStringLiteral("spine-failure"), QStringLiteral("en"))));
    QVERIFY(!panel->isActive());
}

void TestLessonPanel::startOpensTheDesign()
{
    MainWindow window;
    show(window);
    LessonPanel *panel = window.lessonPanel();
    panel->action()->trigger();
    QVERIFY(window.openFile(testdata::sourcePath(QStringLiteral("resources/examples/leaf-spine-4x-h100.spinel"))));
    const Design example = window.document()->design();

    // The user cancels the save question: nothing changes.
    int asked = 0;
    panel->setSaveGuard([&] { return ++asked, false; });
    QListWidget *list = child<QListWidget>(panel, "lessonList");
    for (int row = 0; row < list->count(); ++row)
        if (list->item(row)->data(Qt::UserRole).toString() == QLatin1String("oversubscription")) list->setCurrentRow(row);
    click(panel, "startLessonButton");
    QCOMPARE(asked, 1);
    QVERIFY(!panel->isActive());
    QVERIFY(window.document()->design() == example);

    panel->setSaveGuard([&] { return ++asked, true; });
    click(panel, "startLessonButton");
    QCOMPARE(asked, 2);
    QVERIFY(panel->isActive());
    QCOMPARE(panel->step(), 0);
    // The lesson's recipe: a leaf-spine of 64 servers, untitled and unsaved (not lost on close).
    QCOMPARE(servers(window.document()->design()), 64);
    QVERIFY(window.document()->fileName().isEmpty());
    QVERIFY(window.document()->isModified());
    QVERIFY(child<QLabel>(panel, "stepLabel")->text().contains(QLatin1String("1")));
    QVERIFY(!child<QLabel>(panel, "stepText")->text().isEmpty());
    QVERIFY(!panel->startLesson(QStringLiteral("no-such-lesson")));
}

void TestLessonPanel::predictionsRightAndWrong()
{
    MainWindow window;
    show(window);
    LessonPanel *panel = window.lessonPanel();
    panel->action()->trigger();
    QVERIFY(panel->startLesson(QStringLiteral("oversubscription")));
    // Step 1: the rail-aligned all-reduce on 2:1 takes as long as on 1:1; the lesson accepts 0.99–1.01.
    predict(panel, QStringLiteral("1"));
    QCOMPARE(panel->verdict(), LessonPanel::Verdict::Right);
    QVERIFY(panel->modelValue() >= 0.99 && panel->modelValue() <= 1.01);
    QVERIFY(child<QLabel>(panel, "answerLabel")->isVisible());
    QVERIFY(child<QLabel>(panel, "claimsLabel")->text().contains(QStringLiteral("✔")));
    predict(panel, QStringLiteral("2"));
    QCOMPARE(panel->verdict(), LessonPanel::Verdict::Wrong);
    // Not a number: the model is not asked.
    child<QLineEdit>(panel, "predictionEdit")->setText(QStringLiteral("fast"));
    click(panel, "checkPredictionButton");
    QVERIFY(child<QLabel>(panel, "resultLabel")->text().contains(QLatin1String("number")));

    // Step 2: all-to-all on 2:1 takes 1.7–2 times as long; 1 is wrong and brings the hint.
    click(panel, "nextStepButton");
    QCOMPARE(panel->step(), 1);
    QVERIFY(!child<QLabel>(panel, "hintLabel")->isVisible());
    predict(panel, QStringLiteral("1"));
    QCOMPARE(panel->verdict(), LessonPanel::Verdict::Wrong);
    QVERIFY(panel->modelValue() >= 1.7 && panel->modelValue() <= 2.0);
    QVERIFY(child<QLabel>(panel, "hintLabel")->isVisible());
    QVERIFY(child<QLabel>(panel, "answerLabel")->isVisible());
    // Return in the field asks too.
    QLineEdit *edit = child<QLineEdit>(panel, "predictionEdit");
    edit->clear();
    QTest::keyClicks(edit, QStringLiteral("1.9"));
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY(panel->waitUntilIdle(30000));
    QCOMPARE(panel->verdict(), LessonPanel::Verdict::Right);
}

void TestLessonPanel::namedAnswer()
{
    MainWindow window;
    show(window);
    LessonPanel *panel = window.lessonPanel();
    panel->action()->trigger();
    QVERIFY(panel->startLesson(QStringLiteral("rail-optimized")));
    click(panel, "nextStepButton");
    // The bottleneck of the rail-optimized all-reduce at 2:1 is a name: picked from a list.
    QComboBox *choice = child<QComboBox>(panel, "predictionChoice");
    QVERIFY(choice->isVisible());
    QVERIFY(!child<QLineEdit>(panel, "predictionEdit")->isVisible());
    const int nic = choice->findData(QStringLiteral("nic"));
    const int cap = choice->findData(QStringLiteral("protocol-cap"));
    QVERIFY(nic >= 0 && cap >= 0);
    choice->setCurrentIndex(nic);
    click(panel, "checkPredictionButton");
    QVERIFY(panel->waitUntilIdle(30000));
    QCOMPARE(panel->verdict(), LessonPanel::Verdict::Wrong);
    choice->setCurrentIndex(cap);
    click(panel, "checkPredictionButton");
    QVERIFY(panel->waitUntilIdle(30000));
    QCOMPARE(panel->verdict(), LessonPanel::Verdict::Right);
}

void TestLessonPanel::stepNavigation()
{
    MainWindow window;
    show(window);
    LessonPanel *panel = window.lessonPanel();
    panel->action()->trigger();
    QVERIFY(panel->startLesson(QStringLiteral("gradients-100g-vs-400g")));
    const int steps = panel->stepCount();
    QVERIFY(steps >= 3);
    QVERIFY(!child<QPushButton>(panel, "previousStepButton")->isEnabled());
    QStringList texts;
    for (int i = 0; i + 1 < steps; ++i) {
        texts << child<QLabel>(panel, "stepText")->text();
        click(panel, "nextStepButton");
        QCOMPARE(panel->step(), i + 1);
    }
    QVERIFY(!child<QPushButton>(panel, "nextStepButton")->isEnabled());
    click(panel, "previousStepButton");
    QCOMPARE(panel->step(), steps - 2);
    QCOMPARE(child<QLabel>(panel, "stepText")->text(), texts.last());

    // Presentation mode: left and right step the lesson, the caption shows its step.
    const int undoSteps = window.document()->undoStack()->count();
    window.presentation()->enter(false);
    QVERIFY(window.presentation()->isActive());
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(panel->step(), steps - 3);
    QTest::keyClick(&window, Qt::Key_Right);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(panel->step(), steps - 1);
    QVERIFY(panel->captionText().contains(child<QLabel>(panel, "stepText")->text()));
    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!window.presentation()->isActive());
    QCOMPARE(window.document()->undoStack()->count(), undoSteps);
}

void TestLessonPanel::checkDesign()
{
    MainWindow window;
    show(window);
    LessonPanel *panel = window.lessonPanel();
    panel->action()->trigger();
    // A k = 4 fat-tree: its first step claims 20 switches (5k²/4).
    QVERIFY(panel->startLesson(QStringLiteral("fat-tree-sizing")));
    click(panel, "checkDesignButton");
    QVERIFY(panel->waitUntilIdle(30000));
    QVERIFY(panel->designChecksRun() >= 1);
    QCOMPARE(panel->designChecksPassed(), panel->designChecksRun());

    // The student removes a switch (one undoable edit): the claim no longer holds on their design.
    Document *document = window.document();
    std::string switchId;
    for (const Device &d : document->design().devices)
        if (d.isSwitch()) switchId = d.id;
    QVERIFY(!switchId.empty());
    document->undoStack()->push(new RemoveItems(document, {switchId}, {}));
    click(panel, "checkDesignButton");
    QVERIFY(panel->waitUntilIdle(30000));
    QVERIFY(panel->designChecksPassed() < panel->designChecksRun());
    QVERIFY(child<QLabel>(panel, "claimsLabel")->text().contains(QStringLiteral("✘")));

    document->undoStack()->undo();
    click(panel, "checkDesignButton");
    QVERIFY(panel->waitUntilIdle(30000));
    QCOMPARE(panel->designChecksPassed(), panel->designChecksRun());
}

SPINEL_QTEST_MAIN(TestLessonPanel)
#include "tst_lessonpanel.moc"
