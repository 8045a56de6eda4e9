#pragma once
// "Training Settings…": the workload the design is sized for (model, parallel layout, batch,
// recomputation, ZeRO, kernel efficiency, overlap per kind of communication, tokens to train),
// which the scaling plot, time-to-train figures and the report use. Every box has an object name
// (its settings key) so tests can find it.

#include <QDialog>

#include "core/design.h"

class QComboBox;
class QLabel;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;

namespace spinel {

class TrainingSettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit TrainingSettingsDialog(const TrainingSettings &settings, QWidget *parent = nullptr);

    TrainingSettings settings() const;
    void setSettings(const TrainingSettings &settings);

    // The label that says why a field refused its input; empty text hides it.
    void showRefusal(const QString &reason);

    // "= 2.0·10¹² tokens" for 2e12: the count beside the box, which is in trillions.
    static QString tokenCountText(double tokens);

private:
    QFormLayout *modelForm();
    QFormLayout *parallelForm();
    QFormLayout *batchForm();
    QFormLayout *overlapForm();
    QSpinBox *intBox(const char *name, int minimum, int maximum, const QString &toolTip);
    QDoubleSpinBox *doubleBox(const char *name, double minimum, double maximum, int decimals, const QString &suffix,
                              const QString &toolTip);

    QLabel *m_refusal = nullptr;
    TrainingSettings m_original; // fields the form does not show are kept as they were
    QDoubleSpinBox *m_parametersB, *m_activeParametersB;
    QSpinBox *m_layers, *m_hidden, *m_experts, *m_topK;
    QSpinBox *m_tensorParallel, *m_pipelineParallel, *m_virtualStages, *m_contextParallel, *m_expertParallel;
    QComboBox *m_zeroStage;
    QDoubleSpinBox *m_tokensPerStepM;
    QSpinBox *m_sequenceLength, *m_microBatchSize;
    QComboBox *m_recompute, *m_gradientType;
    QDoubleSpinBox *m_kernelEfficiencyPercent, *m_trainTokensT;
    QLabel *m_trainTokensText = nullptr;
    QDoubleSpinBox *m_overlapTensorPercent, *m_overlapContextPercent, *m_overlapExpertPercent, *m_overlapPipelinePercent,
        *m_overlapDataPercent;
};

} // namespace spinel
