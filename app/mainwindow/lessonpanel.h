#pragma once
// The Lessons dock (Help ▸ Lessons…, F6): lists the built-in lessons (resources/lessons) in the
// user interface's language and walks the student through one: opens the lesson's design as a new
// untitled design (asking first to save unsaved work), shows each step's text and question, takes
// the student's prediction (a number, or a choice for a named answer), checks it against the
// model's value with the lesson's tolerance, then shows the answer, the hint and every claim of the
// step; "Check My Design" runs the step's claims on the design as the student has changed it. The
// model runs on a worker thread; the panel never edits the design itself.

#include <QFutureWatcher>
#include <QObject>

#include <functional>
#include <memory>
#include <vector>

#include "lessons/lesson.h"
#include "mainwindow/lessonpanelwidgets.h"

class QAction;
class QDockWidget;
class QMainWindow;

namespace spinel {
class Document;

class LessonPanel : public QObject {
    Q_OBJECT
public:
    enum class Verdict { None, Right, Wrong, Failed };

    LessonPanel(QMainWindow *window, Document *document);
    ~LessonPanel() override;

    QDockWidget *dock() const { return m_dock; }
    // Help ▸ Lessons…: shows and raises the dock.
    QAction *action() const { return m_action; }
    // Asked before the lesson's design replaces unsaved work; false cancels (MainWindow::maybeSave).
    void setSaveGuard(std::function<bool()> guard) { m_saveGuard = std::move(guard); }

    const std::vector<lessons::Lesson> &lessons() const { return m_lessons; }
    // Opens the lesson `id` (its design into the document) at its first step; false with the reason
    // shown in the panel when there is no such lesson, the user cancels or the design cannot be made.
    bool startLesson(const QString &id);
    // A teacher's lesson file: validated, added to the list and started.
    bool openLessonFile(const QString &fileName, QString *error);

    bool isActive() const { return m_current != nullptr; }
    const lessons::Lesson *currentLesson() const { return m_current.get(); }
    int step() const { return m_step; }
    int stepCount() const;
    Verdict verdict() const { return m_verdict; }
    // The model's value for the step's question after a check (NaN before).
    double modelValue() const { return m_modelValue; }
    // After "Check My Design": how many of the step's claims hold on the current design.
    int designChecksPassed() const { return m_designPassed; }
    int designChecksRun() const { return m_designRun; }
    // Title, step and question in a few lines: presentation mode's caption.
    QString captionText() const;
    // Blocks until the pending model run has been shown (tests, screenshots); false on timeout.
    bool waitUntilIdle(int timeoutMs);

    // "en", "de" or "zh_CN": the lesson language that matches the user interface's locale.
    static std::string lessonLanguage();
    // The built-in lessons, sorted by id; a broken one is skipped with a warning.
    static std::vector<lessons::Lesson> builtInLessons();

public slots:
    void nextStep();
    void previousStep();
    void checkPrediction();
    void checkDesign();

signals:
    void stepChanged();
    // A prediction or a design check has been answered by the model.
    void checked();

private:
    enum class Run { Prediction, Design };
    void connectWidgets();
    void fillList();
    void showStep();
    void runChecks(Run run);
    void showResults();

    Document *m_document;
    QDockWidget *m_dock;
    QAction *m_action;
    std::function<bool()> m_saveGuard;
    std::vector<lessons::Lesson> m_lessons;
    std::shared_ptr<const lessons::Lesson> m_current;
    int m_step = 0;
    Verdict m_verdict = Verdict::None;
    double m_modelValue;
    int m_designPassed = 0, m_designRun = 0;

    // The pending model run and what it answers.
    QFutureWatcher<std::vector<lessons::CheckResult>> m_watcher;
    Run m_run = Run::Prediction;
    int m_runStep = -1;
    double m_predictedNumber = 0;
    std::string m_predictedName;

    LessonPanelWidgets m_ui;
};

} // namespace spinel
