#pragma once
// Design ▸ Design Settings: the design's name, description, transport, target oversubscription
// and in-network reduction. The dialog only edits a copy; the caller pushes ChangeDesignSettings
// (one undo step) when it is accepted. Training settings and price overrides have dialogs of
// their own and pass through unchanged.

#include <QDialog>

#include "core/design.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace spinel {

class DesignSettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit DesignSettingsDialog(const DesignSettings &settings, QWidget *parent = nullptr);

    DesignSettings settings() const;

    // For tests.
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *transportCombo() const { return m_transport; }
    QDoubleSpinBox *oversubscriptionSpin() const { return m_oversubscription; }
    QCheckBox *inNetworkReductionBox() const { return m_inNetworkReduction; }
    QPlainTextEdit *descriptionEdit() const { return m_description; }

private:
    DesignSettings m_original;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QComboBox *m_transport;
    QDoubleSpinBox *m_oversubscription;
    QCheckBox *m_inNetworkReduction;
    QLabel *m_refusal;
};

} // namespace spinel
