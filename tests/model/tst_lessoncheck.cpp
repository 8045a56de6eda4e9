// What the Lessons panel asks of the model: a step's checks evaluated alone, on the lesson's design
// or on the student's changed one (queries without a variant follow the current design, variants
// keep the lesson's recipe), and a prediction judged by the lesson's own range or name.
#include <QtTest>

#include <algorithm>

#include "core/catalog.h"
#include "io/loaderror.h"
#include "lessons/lesson.h"
#include "support/testmain.h"

using namespace spinel;
using namespace spinel::lessons;

namespace {

// A leaf-spine of 4 servers; a variant of 8. Step 1 counts servers on the design and on the
// variant; step 2 names the bottleneck of a large all-reduce (a name check) and has no question.
const char *kLesson = R"({
  "format": "spinel-lesson", "version": 1, "id": "counting",
  "title": {"en": "Counting", "de": "Zählen"},
  "design": {"generate": {"template": "leaf-spine", "set": {"servers": 4}}},
  "variants": {"eight": {"set": {"servers": 8}}},
  "steps": [
    {"text": {"en": "Count."}, "question": {"en": "How many servers?"}, "answer": {"en": "Four."},
     "checks": [
       {"id": "four", "claim": {"en": "4 servers"}, "value": {"design": {}, "metric": "servers"}, "min": 4, "max": 4},
       {"id": "eight", "claim": {"en": "8 in the variant"}, "value": {"variant": "eight", "design": {}, "metric": "servers"}, "min": 8, "max": 8},
       {"id": "at-least-one", "claim": {"en": "some"}, "value": {"design": {}, "metric": "servers"}, "min": 1}
     ]},
    {"text": {"en": "Name it."},
     "checks": [{"id": "named", "claim": {"en": "NIC-bound"}, "value": {"collective": {"op": "allreduce", "bytes": 1e9}, "metric": "bottleneck"}, "equals": "nic"}]},
    {"text": {"en": "Read only."}}
  ]
})";

} // namespace

class TestLessonCheck : public QObject {
    Q_OBJECT
private slots:
    void stepOnTheLessonsDesign();
    void stepOnTheCurrentDesign();
    void predictions();
    void questionCheckIsTheFirst();
};

void TestLessonCheck::stepOnTheLessonsDesign()
{
    const Lesson lesson = readLesson(kLesson, "counting.json");
    const auto results = checkStep(lesson, 0, builtinCatalog());
    QCOMPARE(results.size(), std::size_t(3));
    QCOMPARE(results[0].id, std::string("four"));
    QCOMPARE(results[0].value, 4.0);
    QVERIFY(results[0].passed);
    QCOMPARE(results[1].value, 8.0);
    QVERIFY(results[1].passed);
    // The whole lesson gives the same numbers for the same checks.
    const auto all = checkLesson(lesson, builtinCatalog());
    QCOMPARE(all[0].value, results[0].value);
    QCOMPARE(all[1].value, results[1].value);
    // Past the last step, and a step without checks: nothing to run.
    QVERIFY(checkStep(lesson, 3, builtinCatalog()).empty());
    QVERIFY(checkStep(lesson, 2, builtinCatalog()).empty());
}

void TestLessonCheck::stepOnTheCurrentDesign()
{
    const Lesson lesson = readLesson(kLesson, "counting.json");
    Design current = lessonDesign(lesson, {}, builtinCatalog());
    // The student deletes one server (and its links).
    const auto server = std::find_if(current.devices.begin(), current.devices.end(), [](const Device &d) { return d.isServer(); });
    QVERIFY(server != current.devices.end());
    const std::string id = server->id;
    current.devices.erase(server);
    std::erase_if(current.links, [&](const Link &l) { return l.from.device == id || l.to.device == id; });
    const auto results = checkStep(lesson, 0, builtinCatalog(), &current);
    QCOMPARE(results[0].value, 3.0);
    QVERIFY(!results[0].passed);
    // The variant is still built from the lesson's recipe, not from the student's design.
    QCOMPARE(results[1].value, 8.0);
    QVERIFY(results[1].passed);
    QVERIFY(results[2].passed);
}

void TestLessonCheck::predictions()
{
    const Lesson lesson = readLesson(kLesson, "counting.json");
    const Check &four = lesson.steps[0].checks[0];
    QVERIFY(predictionHolds(four, 4, {}));
    QVERIFY(!predictionHolds(four, 3.9, {}));
    QVERIFY(!predictionHolds(four, std::numeric_limits<double>::quiet_NaN(), {}));
    const Check &some = lesson.steps[0].checks[2]; // only a minimum
    QVERIFY(predictionHolds(some, 1e6, {}));
    QVERIFY(!predictionHolds(some, 0.5, {}));
    const Check &named = lesson.steps[1].checks[0];
    QVERIFY(isNameCheck(named));
    QVERIFY(!isNameCheck(four));
    QVERIFY(predictionHolds(named, 0, "nic"));
    QVERIFY(!predictionHolds(named, 0, "leaf-uplinks"));
}

void TestLessonCheck::questionCheckIsTheFirst()
{
    const Lesson lesson = readLesson(kLesson, "counting.json");
    QCOMPARE(questionCheck(lesson.steps[0])->id, std::string("four"));
    QCOMPARE(questionCheck(lesson.steps[1])->id, std::string("named"));
    QCOMPARE(questionCheck(lesson.steps[2]), nullptr);
    QCOMPARE(localized(lesson.title, "de"), std::string("Zählen"));
    QCOMPARE(localized(lesson.title, "zh_CN"), std::string("Counting")); // falls back to English
}

SPINEL_QTEST_GUILESS_MAIN(TestLessonCheck)
#include "tst_lessoncheck.moc"
