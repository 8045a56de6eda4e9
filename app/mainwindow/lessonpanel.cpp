#include "mainwindow/lessonpanel.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMainWindow>
#include <QPushButton>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <limits>

#include "common/messagetext.h"
#include "common/pooltask.h"
#include "document/document.h"
#include "io/loaderror.h"
#include "mainwindow/lessonlibrary.h"
#include "mainwindow/lessontext.h"

namespace spinel {

LessonPanel::LessonPanel(QMainWindow *window, Document *document)
    : QObject(window)
    , m_document(document)
    , m_action(new QAction(tr("&Lessons…"), this))
    , m_lessons(builtInLessons())
    , m_modelValue(std::numeric_limits<double>::quiet_NaN())
{
    m_dock = new QDockWidget(tr("Lessons"), window);
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    m_dock->setWidget(m_ui.build());
    connectWidgets();
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide(); // until the teacher asks for it

    m_action->setObjectName(QStringLiteral("lessonsAction"));
    m_action->setShortcut(Qt::Key_F6);
    m_action->setStatusTip(tr("Guided lessons on the model: predict, compare, change the design"));
    window->addAction(m_action); // F6 works while the menu bar is hidden (presentation mode)
    connect(m_action, &QAction::triggered, this, [this] {
        m_dock->show();
        m_dock->raise();
        m_ui.list->setFocus();
    });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LessonPanel::showResults);
    fillList();
    showStep();
}

LessonPanel::~LessonPanel() = default;

void LessonPanel::connectWidgets()
{
    connect(m_ui.start, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_ui.list->currentItem()) startLesson(item->data(Qt::UserRole).toString());
    });
    connect(m_ui.list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { startLesson(item->data(Qt::UserRole).toString()); });
    connect(m_ui.openFile, &QToolButton::clicked, this, [this] {
        const QString fileName = QFileDialog::getOpenFileName(m_dock, tr("Open Lesson"), QString(), tr("Spinel lessons (*.json)"));
        QString error;
        if (!fileName.isEmpty() && !openLessonFile(fileName, &error)) m_ui.summary->setText(error);
    });
    connect(m_ui.checkPrediction, &QPushButton::clicked, this, &LessonPanel::checkPrediction);
    connect(m_ui.prediction, &QLineEdit::returnPressed, this, &LessonPanel::checkPrediction);
    connect(m_ui.checkDesign, &QPushButton::clicked, this, &LessonPanel::checkDesign);
    connect(m_ui.showAnswer, &QPushButton::clicked, this, [this] {
        m_ui.answer->setVisible(!m_ui.answer->text().isEmpty());
        m_ui.hint->setVisible(!m_ui.hint->text().isEmpty());
    });
    connect(m_ui.previous, &QPushButton::clicked, this, &LessonPanel::previousStep);
    connect(m_ui.next, &QPushButton::clicked, this, &LessonPanel::nextStep);
}

std::string LessonPanel::lessonLanguage()
{
    return LessonText::language();
}

std::vector<lessons::Lesson> LessonPanel::builtInLessons()
{
    return LessonLibrary::builtIn();
}

void LessonPanel::fillList()
{
    const QString current = m_ui.list->currentItem() ? m_ui.list->currentItem()->data(Qt::UserRole).toString() : QString();
    m_ui.list->clear();
    for (const lessons::Lesson &lesson : m_lessons) {
        auto *item = new QListWidgetItem(LessonText::text(lesson.title), m_ui.list);
        item->setData(Qt::UserRole, QString::fromStdString(lesson.id));
        item->setToolTip(LessonText::text(lesson.summary));
        if (item->data(Qt::UserRole).toString() == current || (current.isEmpty() && m_ui.list->count() == 1))
            m_ui.list->setCurrentItem(item);
    }
}

bool LessonPanel::startLesson(const QString &id)
{
    auto it = std::find_if(m_lessons.begin(), m_lessons.end(), [&](const auto &l) { return QString::fromStdString(l.id) == id; });
    if (it == m_lessons.end()) {
        m_ui.summary->setText(tr("No lesson \"%1\".").arg(id));
        return false;
    }
    if (m_saveGuard && !m_saveGuard()) return false;
    Design design;
    try {
        design = lessons::lessonDesign(*it, std::string(), m_document->catalog());
    } catch (const std::exception &error) {
        const auto *loadError = dynamic_cast<const LoadError *>(&error); // worded in the user's language
        m_ui.summary->setText(tr("Cannot make the lesson's design: %1")
                                  .arg(loadError ? MessageText::text(*loadError) : QString::fromStdString(error.what())));
        return false;
    }
    m_current = std::make_shared<const lessons::Lesson>(*it);
    // A new untitled design, unsaved like New from Template: the student's edits are theirs to keep.
    m_document->newDesignFrom(std::move(design));
    for (int row = 0; row < m_ui.list->count(); ++row)
        if (m_ui.list->item(row)->data(Qt::UserRole).toString() == id) m_ui.list->setCurrentRow(row);
    m_step = 0;
    showStep();
    return true;
}

bool LessonPanel::openLessonFile(const QString &fileName, QString *error)
{
    lessons::Lesson lesson;
    try {
        lesson = lessons::loadLessonFile(fileName.toStdString());
    } catch (const LoadError &loadError) {
        if (error) *error = MessageText::text(loadError);
        return false;
    }
    std::erase_if(m_lessons, [&](const auto &l) { return l.id == lesson.id; });
    const QString id = QString::fromStdString(lesson.id);
    m_lessons.push_back(std::move(lesson));
    fillList();
    return startLesson(id);
}

int LessonPanel::stepCount() const
{
    return m_current ? int(m_current->steps.size()) : 0;
}

void LessonPanel::nextStep()
{
    if (!m_current || m_step + 1 >= stepCount()) return;
    ++m_step;
    showStep();
}

void LessonPanel::previousStep()
{
    if (!m_current || m_step == 0) return;
    --m_step;
    showStep();
}

void LessonPanel::showStep()
{
    m_verdict = Verdict::None;
    m_modelValue = std::numeric_limits<double>::quiet_NaN();
    m_designPassed = m_designRun = 0;
    m_runStep = -1; // a result still on its way belongs to the step left behind
    m_ui.stepBox->setVisible(m_current != nullptr);
    if (!m_current) {
        m_ui.summary->setText(tr("Pick a lesson and press Start Lesson. Each lesson opens its own design; you predict, "
                                 "the model answers."));
        emit stepChanged();
        return;
    }
    QString summary = QStringLiteral("<b>%1</b>").arg(LessonText::text(m_current->title).toHtmlEscaped());
    if (!m_current->summary.empty()) summary += QStringLiteral("<br>") + LessonText::text(m_current->summary).toHtmlEscaped();
    if (!m_current->assumptions.empty()) {
        summary += QStringLiteral("<br><i>%1</i><ul style=\"margin-left:-20px\">").arg(tr("Assumptions:"));
        for (const auto &assumption : m_current->assumptions)
            summary += QStringLiteral("<li>%1</li>").arg(LessonText::text(assumption).toHtmlEscaped());
        summary += QStringLiteral("</ul>");
    }
    m_ui.summary->setText(summary);

    const lessons::Step &step = m_current->steps[std::size_t(m_step)];
    m_ui.stepLabel->setText(tr("Step %1 of %2").arg(m_step + 1).arg(stepCount()));
    m_ui.text->setText(LessonText::text(step.text));
    m_ui.question->setText(LessonText::text(step.question));
    m_ui.question->setVisible(!step.question.empty());
    const lessons::Check *check = lessons::questionCheck(step);
    const bool asks = check && !step.question.empty();
    m_ui.predictionRow->setVisible(asks);
    m_ui.prediction->clear();
    m_ui.choice->clear();
    if (asks) {
        const bool named = lessons::isNameCheck(*check);
        m_ui.prediction->setVisible(!named);
        m_ui.choice->setVisible(named);
        if (named) {
            for (const auto &[label, model] : LessonText::choices(check->value.metric)) m_ui.choice->addItem(label, model);
        }
        m_ui.unit->setText(LessonText::unit(*check));
    }
    m_ui.result->clear();
    m_ui.answer->setText(step.answer.empty() ? QString() : tr("Answer: %1").arg(LessonText::text(step.answer)));
    m_ui.hint->setText(step.hint.empty() ? QString() : tr("Hint: %1").arg(LessonText::text(step.hint)));
    m_ui.claims->clear();
    for (QLabel *label : {m_ui.result, m_ui.answer, m_ui.hint, m_ui.claims}) label->hide();
    m_ui.showAnswer->setVisible(!step.answer.empty() || !step.hint.empty());
    m_ui.checkDesign->setVisible(!step.checks.empty());
    m_ui.checkDesign->setEnabled(true);
    m_ui.checkPrediction->setEnabled(true);
    m_ui.previous->setEnabled(m_step > 0);
    m_ui.next->setEnabled(m_step + 1 < stepCount());
    emit stepChanged();
}

void LessonPanel::checkPrediction()
{
    if (!m_current || !m_ui.predictionRow->isVisible()) return;
    const lessons::Check *check = lessons::questionCheck(m_current->steps[std::size_t(m_step)]);
    if (!check) return;
    m_predictedName.clear();
    if (lessons::isNameCheck(*check)) {
        m_predictedName = m_ui.choice->currentData().toString().toStdString();
    } else {
        bool ok = false;
        const QString typed = m_ui.prediction->text().trimmed();
        m_predictedNumber = QLocale().toDouble(typed, &ok);
        if (!ok) m_predictedNumber = QLocale::c().toDouble(typed, &ok);
        if (!ok || !std::isfinite(m_predictedNumber)) {
            m_ui.result->setText(tr("Type a number first."));
            m_ui.result->show();
            return;
        }
    }
    runChecks(Run::Prediction);
}

void LessonPanel::checkDesign()
{
    if (!m_current || m_current->steps[std::size_t(m_step)].checks.empty()) return;
    runChecks(Run::Design);
}

void LessonPanel::runChecks(Run run)
{
    m_run = run;
    m_runStep = m_step;
    m_ui.result->setText(tr("Asking the model…"));
    m_ui.result->show();
    m_ui.checkPrediction->setEnabled(false);
    m_ui.checkDesign->setEnabled(false);
    // Building a lesson's designs and profiles takes longer than a frame: on a worker, with copies.
    auto lesson = m_current;
    std::shared_ptr<const Catalog> catalog = m_document->sharedCatalog();
    std::shared_ptr<const Design> design;
    if (run == Run::Design) design = std::make_shared<const Design>(m_document->design());
    const auto step = std::size_t(m_step);
    m_watcher.setFuture(
        runOnPool([lesson, catalog, design, step] { return lessons::checkStep(*lesson, step, *catalog, design.get()); }));
}

void LessonPanel::showResults()
{
    m_ui.checkPrediction->setEnabled(true);
    m_ui.checkDesign->setEnabled(true);
    tsan::acquireResult(m_watcher.future());
    if (m_runStep != m_step || !m_current || m_watcher.future().resultCount() == 0) return;
    const std::vector<lessons::CheckResult> results = m_watcher.result();
    const lessons::Step &step = m_current->steps[std::size_t(m_step)];
    m_ui.claims->setText(LessonText::claims(step, results));
    m_ui.claims->show();
    if (m_run == Run::Design) {
        m_designRun = int(results.size());
        m_designPassed = int(std::count_if(results.begin(), results.end(), [](const auto &r) { return r.passed; }));
        m_ui.result->setText(m_designPassed == m_designRun
                                 ? tr("Your design meets all %n claim(s) of this step.", nullptr, m_designRun)
                                 : tr("%1 of %n claim(s) hold on your design.", nullptr, m_designRun).arg(m_designPassed));
        m_runStep = -1;
        emit checked();
        return;
    }
    const lessons::Check &check = *lessons::questionCheck(step);
    const lessons::CheckResult &model = results.front();
    if (!model.error.empty()) {
        m_verdict = Verdict::Failed;
        m_ui.result->setText(tr("The model cannot answer: %1").arg(QString::fromStdString(model.error)));
    } else {
        m_modelValue = model.value;
        const bool right = lessons::predictionHolds(check, m_predictedNumber, m_predictedName);
        m_verdict = right ? Verdict::Right : Verdict::Wrong;
        const QString modelText = lessons::isNameCheck(check) ? QString::fromStdString(model.name)
                                                              : LessonText::number(model.value);
        m_ui.result->setText((right ? tr("Right! The model gives %1; the lesson accepts %2.")
                                    : tr("Not quite: the model gives %1; the lesson accepts %2."))
                                 .arg(modelText, LessonText::range(check)));
        m_ui.hint->setVisible(!right && !m_ui.hint->text().isEmpty());
    }
    m_ui.answer->setVisible(!m_ui.answer->text().isEmpty());
    m_runStep = -1;
    emit checked();
}

QString LessonPanel::captionText() const
{
    if (!m_current) return QString();
    const lessons::Step &step = m_current->steps[std::size_t(m_step)];
    QString caption = tr("%1 · step %2 of %3").arg(LessonText::text(m_current->title)).arg(m_step + 1).arg(stepCount());
    caption += QLatin1Char('\n') + LessonText::text(step.text);
    if (!step.question.empty()) caption += QLatin1Char('\n') + LessonText::text(step.question);
    return caption;
}

bool LessonPanel::waitUntilIdle(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_runStep >= 0 && timer.elapsed() < timeoutMs) {
        m_watcher.waitForFinished();
        QCoreApplication::processEvents();
    }
    return m_runStep < 0;
}

} // namespace spinel
