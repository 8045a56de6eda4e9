#pragma once
// The Lessons dock's widgets, built in one place (like a Designer form's Ui class): the lesson
// list, the step's text and question, the prediction row, the result labels and the buttons.
// LessonPanel fills them and connects them; this only lays them out.

#include <QCoreApplication>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QToolButton;
class QWidget;

namespace spinel {

struct LessonPanelWidgets {
    Q_DECLARE_TR_FUNCTIONS(LessonPanel)
public:
    // Creates every widget; returns the dock's contents (a scroll area) that owns them.
    QWidget *build();

    QListWidget *list = nullptr;
    QPushButton *start = nullptr;
    QToolButton *openFile = nullptr;
    QLabel *summary = nullptr, *stepLabel = nullptr, *text = nullptr, *question = nullptr, *unit = nullptr, *result = nullptr,
           *answer = nullptr, *hint = nullptr, *claims = nullptr;
    QWidget *stepBox = nullptr, *predictionRow = nullptr;
    QLineEdit *prediction = nullptr;
    QComboBox *choice = nullptr;
    QPushButton *checkPrediction = nullptr, *showAnswer = nullptr, *checkDesign = nullptr, *previous = nullptr, *next = nullptr;

private:
    void buildPredictionRow();
    QHBoxLayout *actionButtons();
    QHBoxLayout *navigationButtons();
};

} // namespace spinel
