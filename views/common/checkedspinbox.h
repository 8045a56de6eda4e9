#pragma once
// Spin boxes that refuse bad input out loud. A plain QSpinBox drops keystrokes it cannot use and
// clamps or reverts what is out of range without a word (issue 12: speed −5 became 5 Gb/s, MFU
// 500 became 50 %). These let the user type anything, and when the edit ends on a value that
// is not a number or out of range they keep the previous value and emit refused() with the
// reason, which the form shows beside the field. The int and double versions share the check.

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace spinel {

// Why `text` (as typed, with the box's prefix and suffix) is not a value in [minimum, maximum],
// or an empty string when it is one. `specialValueText` (e.g. "Default") is accepted as is.
QString spinBoxRefusal(const QAbstractSpinBox *box, QString text, double minimum, double maximum, int decimals);

class CheckedSpinBox : public QSpinBox {
    Q_OBJECT
public:
    explicit CheckedSpinBox(QWidget *parent = nullptr);

signals:
    // The typed text was refused: the box shows its previous value again.
    void refused(const QString &reason);
    void accepted(); // the value changed: any earlier refusal is moot

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void check();
};

class CheckedDoubleSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit CheckedDoubleSpinBox(QWidget *parent = nullptr);

signals:
    void refused(const QString &reason);
    void accepted();

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    void focusOutEvent(QFocusEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void check();
};

} // namespace spinel
