#include "common/checkedspinbox.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QLocale>
#include <QToolTip>

#include <cmath>

namespace spinel {

namespace {

bool endsEdit(const QKeyEvent *event)
{
    return event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
}

// Shows the refusal at the field at once; the form's label keeps it on screen.
void announce(QAbstractSpinBox *box, const QString &reason)
{
    QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), reason, box);
}

} // namespace

QString spinBoxRefusal(const QAbstractSpinBox *box, QString text, double minimum, double maximum, int decimals)
{
    text = text.trimmed();
    if (!box->specialValueText().isEmpty() && text == box->specialValueText()) return {};
    QString number = text;
    QString suffix, prefix;
    if (const auto *spin = qobject_cast<const QSpinBox *>(box)) suffix = spin->suffix(), prefix = spin->prefix();
    if (const auto *spin = qobject_cast<const QDoubleSpinBox *>(box)) suffix = spin->suffix(), prefix = spin->prefix();
    if (!suffix.trimmed().isEmpty() && number.endsWith(suffix.trimmed())) number.chop(suffix.trimmed().size());
    if (!prefix.isEmpty() && number.startsWith(prefix)) number.remove(0, prefix.size());
    number = number.trimmed();
    const QLocale locale = box->locale();
    bool ok = false;
    double value = locale.toDouble(number, &ok);
    if (!ok) value = number.toDouble(&ok); // "1e12" and a C-locale decimal point are numbers too
    const auto shown = [&](double v) { return locale.toString(v, 'f', decimals) + suffix; };
    if (number.isEmpty()) return CheckedSpinBox::tr("Enter a number from %1 to %2").arg(shown(minimum), shown(maximum));
    if (!ok || !std::isfinite(value)) return CheckedSpinBox::tr("“%1” is not a number").arg(text);
    if (decimals == 0 && value != std::floor(value)) return CheckedSpinBox::tr("%1 is not a whole number").arg(number);
    if (value < minimum) return CheckedSpinBox::tr("%1 is below the minimum, %2").arg(number + suffix, shown(minimum));
    if (value > maximum) return CheckedSpinBox::tr("%1 is above the maximum, %2").arg(number + suffix, shown(maximum));
    return {};
}

CheckedSpinBox::CheckedSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    // A new value makes an earlier refusal moot; leaving the field unchanged does not.
    connect(this, &QSpinBox::valueChanged, this, &CheckedSpinBox::accepted);
}

QValidator::State CheckedSpinBox::validate(QString &input, int &pos) const
{
    // Anything may be typed; check() judges the result when the edit ends.
    const QValidator::State state = QSpinBox::validate(input, pos);
    return state == QValidator::Acceptable ? state : QValidator::Intermediate;
}

void CheckedSpinBox::check()
{
    const QString reason = spinBoxRefusal(this, lineEdit()->text(), minimum(), maximum(), 0);
    if (reason.isEmpty()) return;
    announce(this, reason);
    emit refused(reason);
}

void CheckedSpinBox::focusOutEvent(QFocusEvent *event)
{
    check();
    QSpinBox::focusOutEvent(event); // reverts refused text to the previous value
}

void CheckedSpinBox::keyPressEvent(QKeyEvent *event)
{
    if (endsEdit(event)) check();
    QSpinBox::keyPressEvent(event);
}

CheckedDoubleSpinBox::CheckedDoubleSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    connect(this, &QDoubleSpinBox::valueChanged, this, &CheckedDoubleSpinBox::accepted);
}

QValidator::State CheckedDoubleSpinBox::validate(QString &input, int &pos) const
{
    const QValidator::State state = QDoubleSpinBox::validate(input, pos);
    return state == QValidator::Acceptable ? state : QValidator::Intermediate;
}

void CheckedDoubleSpinBox::check()
{
    const QString reason = spinBoxRefusal(this, lineEdit()->text(), minimum(), maximum(), decimals());
    if (reason.isEmpty()) return;
    announce(this, reason);
    emit refused(reason);
}

void CheckedDoubleSpinBox::focusOutEvent(QFocusEvent *event)
{
    check();
    QDoubleSpinBox::focusOutEvent(event);
}

void CheckedDoubleSpinBox::keyPressEvent(QKeyEvent *event)
{
    if (endsEdit(event)) check();
    QDoubleSpinBox::keyPressEvent(event);
}

} // namespace spinel
