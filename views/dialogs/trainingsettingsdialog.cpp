#include "dialogs/trainingsettingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace spinel {

namespace {

QDoubleSpinBox *spinBox(QWidget *parent, double minimum, double maximum, int decimals, const QString &suffix)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setAccelerated(true);
    return box;
}

} // namespace

TrainingSettingsDialog::TrainingSettingsDialog(const TrainingSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_parametersB(spinBox(this, 0.01, 100000, 2, tr(" B")))
    , m_gradientType(new QComboBox(this))
    , m_tensorParallel(new QSpinBox(this))
    , m_pipelineParallel(new QSpinBox(this))
    , m_tokensPerStepM(spinBox(this, 0.001, 1000, 3, tr(" M")))
    , m_mfuPercent(spinBox(this, 1, 100, 1, tr(" %")))
    , m_overlapPercent(spinBox(this, 0, 100, 0, tr(" %")))
    , m_trainTokensB(spinBox(this, 0, 1e6, 0, tr(" B")))
    , m_sharded(new QCheckBox(tr("Sharded data parallel (ZeRO / FSDP)"), this))
{
    setWindowTitle(tr("Training Settings"));
    m_gradientType->addItem(tr("bf16 (2 bytes)"), 2.0);
    m_gradientType->addItem(tr("fp32 (4 bytes)"), 4.0);
    m_tensorParallel->setRange(1, 64);
    m_pipelineParallel->setRange(1, 1024);

    auto *intro = new QLabel(tr("The workload this fabric is sized for. Data parallelism is what remains of the GPUs "
                                "after tensor × pipeline parallelism."), this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Model parameters:"), m_parametersB);
    form->addRow(tr("Gradients:"), m_gradientType);
    form->addRow(tr("Tensor parallel:"), m_tensorParallel);
    form->addRow(tr("Pipeline parallel:"), m_pipelineParallel);
    form->addRow(tr("Tokens per step:"), m_tokensPerStepM);
    form->addRow(tr("MFU:"), m_mfuPercent);
    form->addRow(tr("Communication overlap:"), m_overlapPercent);
    form->addRow(tr("Tokens to train:"), m_trainTokensB);
    form->addRow(QString(), m_sharded);
    m_tensorParallel->setToolTip(tr("GPUs per tensor-parallel group; must divide the GPUs of a server"));
    m_mfuPercent->setToolTip(tr("Model FLOPs utilisation of the compute phases"));
    m_overlapPercent->setToolTip(tr("Share of communication hidden behind compute"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setSettings(settings);
}

void TrainingSettingsDialog::setSettings(const TrainingSettings &settings)
{
    m_original = settings;
    m_parametersB->setValue(settings.parameters / 1e9);
    m_gradientType->setCurrentIndex(settings.gradientBytes >= 4 ? 1 : 0);
    m_tensorParallel->setValue(settings.tensorParallel);
    m_pipelineParallel->setValue(settings.pipelineParallel);
    m_tokensPerStepM->setValue(settings.tokensPerStep / 1e6);
    m_mfuPercent->setValue(settings.mfu * 100);
    m_overlapPercent->setValue(settings.overlap * 100);
    m_trainTokensB->setValue(settings.trainTokens / 1e9);
    m_sharded->setChecked(settings.shardedDataParallel);
}

TrainingSettings TrainingSettingsDialog::settings() const
{
    TrainingSettings settings = m_original;
    // Unchanged boxes give back the original value exactly, not its rounded display.
    auto scaled = [](const QDoubleSpinBox *box, double original, double unit) {
        const double shown = QString::number(original / unit, 'f', box->decimals()).toDouble();
        return std::abs(box->value() - shown) < 1e-9 * std::max(1.0, std::abs(shown)) ? original : box->value() * unit;
    };
    settings.parameters = scaled(m_parametersB, m_original.parameters, 1e9);
    settings.gradientBytes = m_gradientType->currentData().toDouble();
    settings.tensorParallel = m_tensorParallel->value();
    settings.pipelineParallel = m_pipelineParallel->value();
    settings.tokensPerStep = scaled(m_tokensPerStepM, m_original.tokensPerStep, 1e6);
    settings.mfu = scaled(m_mfuPercent, m_original.mfu, 0.01);
    settings.overlap = scaled(m_overlapPercent, m_original.overlap, 0.01);
    settings.trainTokens = scaled(m_trainTokensB, m_original.trainTokens, 1e9);
    settings.shardedDataParallel = m_sharded->isChecked();
    return settings;
}

} // namespace spinel
