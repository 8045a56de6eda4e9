#include "mainwindow/lessonpanelwidgets.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace spinel {

namespace {

QLabel *wrappedLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

// The prediction's line edit (or choice), its unit and the Check button.
void LessonPanelWidgets::buildPredictionRow()
{
    predictionRow = new QWidget;
    auto *predictionLayout = new QHBoxLayout(predictionRow);
    predictionLayout->setContentsMargins(0, 0, 0, 0);
    prediction = new QLineEdit;
    prediction->setObjectName(QStringLiteral("predictionEdit"));
    prediction->setPlaceholderText(tr("Your prediction"));
    choice = new QComboBox;
    choice->setObjectName(QStringLiteral("predictionChoice"));
    unit = new QLabel;
    checkPrediction = new QPushButton(tr("Check"));
    checkPrediction->setObjectName(QStringLiteral("checkPredictionButton"));
    checkPrediction->setToolTip(tr("Compare your prediction with the model"));
    predictionLayout->addWidget(prediction, 1);
    predictionLayout->addWidget(choice, 1);
    predictionLayout->addWidget(unit);
    predictionLayout->addWidget(checkPrediction);
}

// Show Answer and Check My Design.
QHBoxLayout *LessonPanelWidgets::actionButtons()
{
    auto *actions = new QHBoxLayout;
    showAnswer = new QPushButton(tr("Show Answer"));
    showAnswer->setObjectName(QStringLiteral("showAnswerButton"));
    checkDesign = new QPushButton(tr("Check My Design"));
    checkDesign->setObjectName(QStringLiteral("checkDesignButton"));
    checkDesign->setToolTip(tr("Run this step's claims on the design as you have changed it"));
    actions->addWidget(showAnswer);
    actions->addWidget(checkDesign);
    actions->addStretch();
    return actions;
}

// Previous and Next step.
QHBoxLayout *LessonPanelWidgets::navigationButtons()
{
    auto *navigation = new QHBoxLayout;
    previous = new QPushButton(tr("◀ Previous"));
    previous->setObjectName(QStringLiteral("previousStepButton"));
    next = new QPushButton(tr("Next ▶"));
    next->setObjectName(QStringLiteral("nextStepButton"));
    navigation->addWidget(previous);
    navigation->addStretch();
    navigation->addWidget(next);
    return navigation;
}

QWidget *LessonPanelWidgets::build()
{
    auto *contents = new QWidget;
    auto *layout = new QVBoxLayout(contents);
    list = new QListWidget;
    list->setObjectName(QStringLiteral("lessonList"));
    list->setMaximumHeight(150);
    layout->addWidget(list);
    auto *buttons = new QHBoxLayout;
    start = new QPushButton(tr("Start Lesson"));
    start->setObjectName(QStringLiteral("startLessonButton"));
    start->setToolTip(tr("Open the lesson's design as a new, untitled design and go to its first step"));
    openFile = new QToolButton;
    openFile->setText(tr("Open Lesson File…"));
    openFile->setToolTip(tr("A lesson of your own (docs/lessons.md describes the format)"));
    buttons->addWidget(start);
    buttons->addWidget(openFile);
    buttons->addStretch();
    layout->addLayout(buttons);
    summary = wrappedLabel(QStringLiteral("lessonSummary"));
    layout->addWidget(summary);

    stepBox = new QWidget;
    auto *step = new QVBoxLayout(stepBox);
    step->setContentsMargins(0, 0, 0, 0);
    stepLabel = wrappedLabel(QStringLiteral("stepLabel"));
    QFont bold = stepLabel->font();
    bold.setBold(true);
    stepLabel->setFont(bold);
    text = wrappedLabel(QStringLiteral("stepText"));
    question = wrappedLabel(QStringLiteral("stepQuestion"));
    question->setFont(bold);
    step->addWidget(stepLabel);
    step->addWidget(text);
    step->addWidget(question);

    buildPredictionRow();
    step->addWidget(predictionRow);

    result = wrappedLabel(QStringLiteral("resultLabel"));
    answer = wrappedLabel(QStringLiteral("answerLabel"));
    hint = wrappedLabel(QStringLiteral("hintLabel"));
    claims = wrappedLabel(QStringLiteral("claimsLabel"));
    for (QLabel *label : {result, answer, hint, claims}) step->addWidget(label);

    step->addLayout(actionButtons());
    step->addLayout(navigationButtons());
    layout->addWidget(stepBox);
    layout->addStretch();

    auto *scroll = new QScrollArea;
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(300);
    return scroll;
}

} // namespace spinel
