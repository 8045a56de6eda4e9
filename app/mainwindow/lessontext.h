#pragma once
// How the Lessons dock words the model's numbers and names: values in the locale, a check's
// accepted range and unit, the choices of a named question and the list of a step's claims.
// Strings stay in the "LessonPanel" translation context, where they were translated.

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

#include <string>
#include <vector>

#include "lessons/lesson.h"

namespace spinel {

class LessonText {
    Q_DECLARE_TR_FUNCTIONS(LessonPanel)
public:
    // "en", "de" or "zh_CN": the lesson language that matches the user interface's locale.
    static std::string language();
    // A lesson's text in that language.
    static QString text(const lessons::LocalText &localText);
    static QString number(double value);
    // The values a check accepts ("2 to 3", "at least 0.9", a name).
    static QString range(const lessons::Check &check);
    // What the number is measured in, so the student knows what to type.
    static QString unit(const lessons::Check &check);
    // A named question's answers: (label for people, the model's word), for `metric`.
    static QList<QPair<QString, QString>> choices(const std::string &metric);
    // One line per claim of `step`: ✔ or ✘, the claim and the model's value.
    static QString claims(const lessons::Step &step, const std::vector<lessons::CheckResult> &results);
};

} // namespace spinel
