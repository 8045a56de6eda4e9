#include "mainwindow/lessonpanel.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMainWindow>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <limits>
#include <span>

#include "document/document.h"
#include "io/loaderror.h"
#include "timing/collectives.h"

namespace spinel {

namespace {

// The answers a named check can have, in the model's words, each with its name for people.
struct Choice {
    const char *model;
    const char *label;
};
constexpr Choice kBottlenecks[] = {
    {"latency", QT_TRANSLATE_NOOP("LessonPanel", "Latency (small messages)")},
    {"nvlink", QT_TRANSLATE_NOOP("LessonPanel", "NVLink inside the server")},
    {"nvls", QT_TRANSLATE_NOOP("LessonPanel", "NVLink SHARP in the NVSwitch")},
    {"nic", QT_TRANSLATE_NOOP("LessonPanel", "The servers' NICs")},
    {"server-link", QT_TRANSLATE_NOOP("LessonPanel", "A server link slower than its NIC")},
    {"leaf-uplinks", QT_TRANSLATE_NOOP("LessonPanel", "Oversubscribed leaf uplinks")},
    {"spine-uplinks", QT_TRANSLATE_NOOP("LessonPanel", "Oversubscribed spine uplinks")},
    {"protocol-cap", QT_TRANSLATE_NOOP("LessonPanel", "NCCL's protocol cap")},
    {"none", QT_TRANSLATE_NOOP("LessonPanel", "Nothing (a single GPU)")}};
constexpr Choice kAlgorithms[] = {
    {"ring", QT_TRANSLATE_NOOP("LessonPanel", "Ring")},
    {"tree", QT_TRANSLATE_NOOP("LessonPanel", "Tree")},
    {"hierarchical", QT_TRANSLATE_NOOP("LessonPanel", "Hierarchical (NVLink, rail, NVLink)")},
    {"nvls", QT_TRANSLATE_NOOP("LessonPanel", "NVLink SHARP")},
    {"nvlstree", QT_TRANSLATE_NOOP("LessonPanel", "NVLink SHARP + tree")},
    {"innetwork", QT_TRANSLATE_NOOP("LessonPanel", "In-network reduction")},
    {"innetwork-chain", QT_TRANSLATE_NOOP("LessonPanel", "In-network reduction (chain)")},
    {"pat", QT_TRANSLATE_NOOP("LessonPanel", "PAT")},
    {"pairwise", QT_TRANSLATE_NOOP("LessonPanel", "Pairwise")}};

QLabel *wrappedLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

LessonPanel::LessonPanel(QMainWindow *window, Document *document)
    : QObject(window), m_document(document), m_action(new QAction(tr("&Lessons…"), this)),
      m_lessons(builtInLessons()), m_modelValue(std::numeric_limits<double>::quiet_NaN())
{
    m_dock = new QDockWidget(tr("Lessons"), window);
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    m_dock->setWidget(buildContents());
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    m_dock->hide();  // until the teacher asks for it

    m_action->setObjectName(QStringLiteral("lessonsAction"));
    m_action->setShortcut(Qt::Key_F6);
    m_action->setStatusTip(tr("Guided lessons on the model: predict, compare, change the design"));
    window->addAction(m_action);  // F6 works while the menu bar is hidden (presentation mode)
    connect(m_action, &QAction::triggered, this, [this] {
        m_dock->show();
        m_dock->raise();
        m_list->setFocus();
    });
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &LessonPanel::showResults);
    fillList();
    showStep();
}

LessonPanel::~LessonPanel() = default;

QWidget *LessonPanel::buildContents()
{
    auto *contents = new QWidget;
    auto *layout = new QVBoxLayout(contents);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("lessonList"));
    m_list->setMaximumHeight(150);
    layout->addWidget(m_list);
    auto *buttons = new QHBoxLayout;
    m_start = new QPushButton(tr("Start Lesson"));
    m_start->setObjectName(QStringLiteral("startLessonButton"));
    m_start->setToolTip(tr("Open the lesson's design as a new, untitled design and go to its first step"));
    auto *openFile = new QToolButton;
    openFile->setText(tr("Open Lesson File…"));
    openFile->setToolTip(tr("A lesson of your own (docs/lessons.md describes the format)"));
    buttons->addWidget(m_start);
    buttons->addWidget(openFile);
    buttons->addStretch();
    layout->addLayout(buttons);
    m_summary = wrappedLabel(QStringLiteral("lessonSummary"));
    layout->addWidget(m_summary);

    m_stepBox = new QWidget;
    auto *step = new QVBoxLayout(m_stepBox);
    step->setContentsMargins(0, 0, 0, 0);
    m_stepLabel = wrappedLabel(QStringLiteral("stepLabel"));
    QFont bold = m_stepLabel->font();
    bold.setBold(true);
    m_stepLabel->setFont(bold);
    m_text = wrappedLabel(QStringLiteral("stepText"));
    m_question = wrappedLabel(QStringLiteral("stepQuestion"));
    m_question->setFont(bold);
    step->addWidget(m_stepLabel);
    step->addWidget(m_text);
    step->addWidget(m_question);

    m_predictionRow = new QWidget;
    auto *prediction = new QHBoxLayout(m_predictionRow);
    prediction->setContentsMargins(0, 0, 0, 0);
    m_prediction = new QLineEdit;
    m_prediction->setObjectName(QStringLiteral("predictionEdit"));
    m_prediction->setPlaceholderText(tr("Your prediction"));
    m_choice = new QComboBox;
    m_choice->setObjectName(QStringLiteral("predictionChoice"));
    m_unit = new QLabel;
    m_checkPrediction = new QPushButton(tr("Check"));
    m_checkPrediction->setObjectName(QStringLiteral("checkPredictionButton"));
    m_checkPrediction->setToolTip(tr("Compare your prediction with the model"));
    prediction->addWidget(m_prediction, 1);
    prediction->addWidget(m_choice, 1);
    prediction->addWidget(m_unit);
    prediction->addWidget(m_checkPrediction);
    step->addWidget(m_predictionRow);

    m_result = wrappedLabel(QStringLiteral("resultLabel"));
    m_answer = wrappedLabel(QStringLiteral("answerLabel"));
    m_hint = wrappedLabel(QStringLiteral("hintLabel"));
    m_claims = wrappedLabel(QStringLiteral("claimsLabel"));
    for (QLabel *label : {m_result, m_answer, m_hint, m_claims}) step->addWidget(label);

    auto *actions = new QHBoxLayout;
    m_showAnswer = new QPushButton(tr("Show Answer"));
    m_showAnswer->setObjectName(QStringLiteral("showAnswerButton"));
    m_checkDesign = new QPushButton(tr("Check My Design"));
    m_checkDesign->setObjectName(QStringLiteral("checkDesignButton"));
    m_checkDesign->setToolTip(tr("Run this step's claims on the design as you have changed it"));
    actions->addWidget(m_showAnswer);
    actions->addWidget(m_checkDesign);
    actions->addStretch();
    step->addLayout(actions);
    auto *navigation = new QHBoxLayout;
    m_previous = new QPushButton(tr("◀ Previous"));
    m_previous->setObjectName(QStringLiteral("previousStepButton"));
    m_next = new QPushButton(tr("Next ▶"));
    m_next->setObjectName(QStringLiteral("nextStepButton"));
    navigation->addWidget(m_previous);
    navigation->addStretch();
    navigation->addWidget(m_next);
    step->addLayout(navigation);
    layout->addWidget(m_stepBox);
    layout->addStretch();

    connect(m_start, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_list->currentItem()) startLesson(item->data(Qt::UserRole).toString());
    });
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { startLesson(item->data(Qt::UserRole).toString()); });
    connect(openFile, &QToolButton::clicked, this, [this] {
        const QString fileName = QFileDialog::getOpenFileName(m_dock, tr("Open Lesson"), QString(), tr("Spinel lessons (*.json)"));
        QString error;
        if (!fileName.isEmpty() && !openLessonFile(fileName, &error)) m_summary->setText(error);
    });
    connect(m_checkPrediction, &QPushButton::clicked, this, &LessonPanel::checkPrediction);
    connect(m_prediction, &QLineEdit::returnPressed, this, &LessonPanel::checkPrediction);
    connect(m_checkDesign, &QPushButton::clicked, this, &LessonPanel::checkDesign);
    connect(m_showAnswer, &QPushButton::clicked, this, [this] {
        m_answer->setVisible(!m_answer->text().isEmpty());
        m_hint->setVisible(!m_hint->text().isEmpty());
    });
    connect(m_previous, &QPushButton::clicked, this, &LessonPanel::previousStep);
    connect(m_next, &QPushButton::clicked, this, &LessonPanel::nextStep);

    auto *scroll = new QScrollArea;
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(300);
    return scroll;
}

std::string LessonPanel::lessonLanguage()
{
    const QString name = QLocale().name();
    if (name.startsWith(QLatin1String("zh"))) return "zh_CN";
    if (name.startsWith(QLatin1String("de"))) return "de";
    return "en";
}

std::vector<lessons::Lesson> LessonPanel::builtInLessons()
{
    std::vector<lessons::Lesson> lessons;
    const QDir dir(QStringLiteral(":/lessons"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) continue;
        try {
            lessons.push_back(lessons::readLesson(file.readAll().toStdString(), dir.filePath(name).toStdString()));
        } catch (const LoadError &error) {
            // CTest checks every built-in lesson; a broken one must not take the others down.
            qWarning("%s", error.what());
        }
    }
    std::sort(lessons.begin(), lessons.end(), [](const auto &a, const auto &b) { return a.id < b.id; });
    return lessons;
}

QString LessonPanel::text(const lessons::LocalText &localText) const
{
    return QString::fromStdString(lessons::localized(localText, lessonLanguage()));
}

void LessonPanel::fillList()
{
    const QString current = m_list->currentItem() ? m_list->currentItem()->data(Qt::UserRole).toString() : QString();
    m_list->clear();
    for (const lessons::Lesson &lesson : m_lessons) {
        auto *item = new QListWidgetItem(text(lesson.title), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(lesson.id));
        item->setToolTip(text(lesson.summary));
        if (item->data(Qt::UserRole).toString() == current || (current.isEmpty() && m_list->count() == 1)) m_list->setCurrentItem(item);
    }
}

bool LessonPanel::startLesson(const QString &id)
{
    auto it = std::find_if(m_lessons.begin(), m_lessons.end(), [&](const auto &l) { return QString::fromStdString(l.id) == id; });
    if (it == m_lessons.end()) {
        m_summary->setText(tr("No lesson \"%1\".").arg(id));
        return false;
    }
    if (m_saveGuard && !m_saveGuard()) return false;
    Design design;
    try {
        design = lessons::lessonDesign(*it, std::string(), m_document->catalog());
    } catch (const std::exception &error) {
        m_summary->setText(tr("Cannot make the lesson's design: %1").arg(QString::fromStdString(error.what())));
        return false;
    }
    m_current = std::make_shared<const lessons::Lesson>(*it);
    // A new untitled design, unsaved like New from Template: the student's edits are theirs to keep.
    m_document->newDesignFrom(std::move(design));
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toString() == id) m_list->setCurrentRow(row);
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
        if (error) *error = QString::fromStdString(loadError.what());
        return false;
    }
    std::erase_if(m_lessons, [&](const auto &l) { return l.id == lesson.id; });
    const QString id = QString::fromStdString(lesson.id);
    m_lessons.push_back(std::move(lesson));
    fillList();
    return startLesson(id);
}

int LessonPanel::stepCount() const { return m_current ? int(m_current->steps.size()) : 0; }

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
    m_runStep = -1;  // a result still on its way belongs to the step left behind
    m_stepBox->setVisible(m_current != nullptr);
    if (!m_current) {
        m_summary->setText(tr("Pick a lesson and press Start Lesson. Each lesson opens its own design; you predict, "
                              "the model answers."));
        emit stepChanged();
        return;
    }
    QString summary = QStringLiteral("<b>%1</b>").arg(text(m_current->title).toHtmlEscaped());
    if (!m_current->summary.empty()) summary += QStringLiteral("<br>") + text(m_current->summary).toHtmlEscaped();
    if (!m_current->assumptions.empty()) {
        summary += QStringLiteral("<br><i>%1</i><ul style=\"margin-left:-20px\">").arg(tr("Assumptions:"));
        for (const auto &assumption : m_current->assumptions) summary += QStringLiteral("<li>%1</li>").arg(text(assumption).toHtmlEscaped());
        summary += QStringLiteral("</ul>");
    }
    m_summary->setText(summary);

    const lessons::Step &step = m_current->steps[std::size_t(m_step)];
    m_stepLabel->setText(tr("Step %1 of %2").arg(m_step + 1).arg(stepCount()));
    m_text->setText(text(step.text));
    m_question->setText(text(step.question));
    m_question->setVisible(!step.question.empty());
    const lessons::Check *check = lessons::questionCheck(step);
    const bool asks = check && !step.question.empty();
    m_predictionRow->setVisible(asks);
    m_prediction->clear();
    m_choice->clear();
    if (asks) {
        const bool named = lessons::isNameCheck(*check);
        m_prediction->setVisible(!named);
        m_choice->setVisible(named);
        if (named) {
            const bool algorithm = check->value.metric == "algorithm";
            for (const Choice &choice : algorithm ? std::span<const Choice>(kAlgorithms) : std::span<const Choice>(kBottlenecks))
                m_choice->addItem(tr(choice.label), QString::fromLatin1(choice.model));
        }
        m_unit->setText(unitText(*check));
    }
    m_result->clear();
    m_answer->setText(step.answer.empty() ? QString() : tr("Answer: %1").arg(text(step.answer)));
    m_hint->setText(step.hint.empty() ? QString() : tr("Hint: %1").arg(text(step.hint)));
    m_claims->clear();
    for (QLabel *label : {m_result, m_answer, m_hint, m_claims}) label->hide();
    m_showAnswer->setVisible(!step.answer.empty() || !step.hint.empty());
    m_checkDesign->setVisible(!step.checks.empty());
    m_checkDesign->setEnabled(true);
    m_checkPrediction->setEnabled(true);
    m_previous->setEnabled(m_step > 0);
    m_next->setEnabled(m_step + 1 < stepCount());
    emit stepChanged();
}

QString LessonPanel::numberText(double value) const
{
    return QLocale().toString(value, 'g', std::abs(value) >= 1000 ? 6 : 3);
}

QString LessonPanel::rangeText(const lessons::Check &check) const
{
    if (lessons::isNameCheck(check)) return QString::fromStdString(check.equals);
    if (check.min && check.max) return tr("%1 to %2").arg(numberText(*check.min), numberText(*check.max));
    if (check.min) return tr("at least %1").arg(numberText(*check.min));
    return tr("at most %1").arg(numberText(check.max.value_or(0)));
}

// What the number is measured in, so the student knows what to type.
QString LessonPanel::unitText(const lessons::Check &check) const
{
    if (lessons::isNameCheck(check)) return QString();
    if (check.per) return tr("× (ratio)");
    const std::string &metric = check.value.metric;
    if (metric == "time_s" || metric == "step_s" || metric == "data_parallel_exposed_s" || metric == "communication_s") return tr("s");
    if (metric == "time_us" || metric == "latency_us" || metric == "bandwidth_us") return tr("µs");
    if (metric == "busbw_GBps" || metric == "algbw_GBps") return tr("GB/s");
    if (metric == "train_days") return tr("days");
    if (metric == "scaling_efficiency" || metric == "mfu") return tr("(0 to 1)");
    if (metric == "oversubscription") return tr(": 1");
    return tr("(count)");
}

void LessonPanel::checkPrediction()
{
    if (!m_current || !m_predictionRow->isVisible()) return;
    const lessons::Check *check = lessons::questionCheck(m_current->steps[std::size_t(m_step)]);
    if (!check) return;
    m_predictedName.clear();
    if (lessons::isNameCheck(*check)) {
        m_predictedName = m_choice->currentData().toString().toStdString();
    } else {
        bool ok = false;
        const QString typed = m_prediction->text().trimmed();
        m_predictedNumber = QLocale().toDouble(typed, &ok);
        if (!ok) m_predictedNumber = QLocale::c().toDouble(typed, &ok);
        if (!ok || !std::isfinite(m_predictedNumber)) {
            m_result->setText(tr("Type a number first."));
            m_result->show();
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
    m_result->setText(tr("Asking the model…"));
    m_result->show();
    m_checkPrediction->setEnabled(false);
    m_checkDesign->setEnabled(false);
    // Building a lesson's designs and profiles takes longer than a frame: on a worker, with copies.
    auto lesson = m_current;
    auto catalog = std::make_shared<const Catalog>(m_document->catalog());
    std::shared_ptr<const Design> design;
    if (run == Run::Design) design = std::make_shared<const Design>(m_document->design());
    const auto step = std::size_t(m_step);
    m_watcher.setFuture(QtConcurrent::run([lesson, catalog, design, step] {
        return lessons::checkStep(*lesson, step, *catalog, design.get());
    }));
}

QString LessonPanel::claimsText(const std::vector<lessons::CheckResult> &results) const
{
    const lessons::Step &step = m_current->steps[std::size_t(m_runStep)];
    QStringList lines;
    for (std::size_t i = 0; i < results.size() && i < step.checks.size(); ++i) {
        const lessons::CheckResult &r = results[i];
        const lessons::Check &check = step.checks[i];
        const QString value = !r.error.empty() ? QString::fromStdString(r.error)
                              : lessons::isNameCheck(check) ? QString::fromStdString(r.name)
                                                            : numberText(r.value);
        lines << QStringLiteral("%1 %2 — %3").arg(r.passed ? QStringLiteral("✔") : QStringLiteral("✘"), text(check.claim), value);
    }
    return lines.join(QLatin1Char('\n'));
}

void LessonPanel::showResults()
{
    m_checkPrediction->setEnabled(true);
    m_checkDesign->setEnabled(true);
    if (m_runStep != m_step || !m_current || m_watcher.future().resultCount() == 0) return;
    const std::vector<lessons::CheckResult> results = m_watcher.result();
    const lessons::Step &step = m_current->steps[std::size_t(m_step)];
    m_claims->setText(claimsText(results));
    m_claims->show();
    if (m_run == Run::Design) {
        m_designRun = int(results.size());
        m_designPassed = int(std::count_if(results.begin(), results.end(), [](const auto &r) { return r.passed; }));
        m_result->setText(m_designPassed == m_designRun
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
        m_result->setText(tr("The model cannot answer: %1").arg(QString::fromStdString(model.error)));
    } else {
        m_modelValue = model.value;
        const bool right = lessons::predictionHolds(check, m_predictedNumber, m_predictedName);
        m_verdict = right ? Verdict::Right : Verdict::Wrong;
        const QString modelText = lessons::isNameCheck(check) ? QString::fromStdString(model.name) : numberText(model.value);
        m_result->setText((right ? tr("Right! The model gives %1; the lesson accepts %2.")
                                 : tr("Not quite: the model gives %1; the lesson accepts %2."))
                              .arg(modelText, rangeText(check)));
        m_hint->setVisible(!right && !m_hint->text().isEmpty());
    }
    m_answer->setVisible(!m_answer->text().isEmpty());
    m_runStep = -1;
    emit checked();
}

QString LessonPanel::captionText() const
{
    if (!m_current) return QString();
    const lessons::Step &step = m_current->steps[std::size_t(m_step)];
    QString caption = tr("%1 · step %2 of %3").arg(text(m_current->title)).arg(m_step + 1).arg(stepCount());
    caption += QLatin1Char('\n') + text(step.text);
    if (!step.question.empty()) caption += QLatin1Char('\n') + text(step.question);
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
