#pragma once
// "Training Settings…": the workload the design is sized for (model size, parallelism, batch,
// MFU, overlap, tokens to train), which the scaling plot and time-to-train figures use.

#include <QDialog>

#include "core/design.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace spinel {

class TrainingSettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit TrainingSettingsDialog(const TrainingSettings &settings, QWidget *parent = nullptr);

    TrainingSettings settings() const;
    void setSettings(const TrainingSettings &settings);

private:
    TrainingSettings m_original;  // fields the form does not show are kept as they were
    QDoubleSpinBox *m_parametersB;
    QComboBox *m_gradientType;
    QSpinBox *m_tensorParallel;
    QSpinBox *m_pipelineParallel;
    QDoubleSpinBox *m_tokensPerStepM;
    QDoubleSpinBox *m_mfuPercent;
    QDoubleSpinBox *m_overlapPercent;
    QDoubleSpinBox *m_trainTokensB;
    QCheckBox *m_sharded;
};

} // namespace spinel
