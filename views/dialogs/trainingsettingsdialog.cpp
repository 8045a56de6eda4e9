#include "dialogs/trainingsettingsdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

#include "common/checkedspinbox.h"

namespace spinel {

namespace {

QGroupBox *group(const QString &title, QFormLayout *form, QWidget *parent)
{
    auto *box = new QGroupBox(title, parent);
    box->setLayout(form);
    return box;
}

// Unchanged boxes give back the original value exactly, not its rounded display.
double scaled(const QDoubleSpinBox *box, double original, double unit)
{
    const double shown = QString::number(original / unit, 'f', box->decimals()).toDouble();
    return std::abs(box->value() - shown) < 1e-9 * std::max(1.0, std::abs(shown)) ? original : box->value() * unit;
}

} // namespace

QString TrainingSettingsDialog::tokenCountText(double tokens)
{
    if (!(tokens > 0)) return tr("no tokens");
    // "= 2.0·10¹² tokens": the mantissa with one decimal, the exponent in superscript digits.
    static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    const int exponent = int(std::floor(std::log10(tokens)));
    const double mantissa = tokens / std::pow(10.0, exponent);
    QString power;
    for (const QChar digit : QString::number(exponent)) power += superscripts.at(digit.digitValue());
    return tr("= %L1·10%2 tokens").arg(mantissa, 0, 'f', 1).arg(power);
}

QSpinBox *TrainingSettingsDialog::intBox(const char *name, int minimum, int maximum, const QString &toolTip)
{
    auto *box = new CheckedSpinBox(this);
    connect(box, &CheckedSpinBox::refused, this, &TrainingSettingsDialog::showRefusal);
    connect(box, &CheckedSpinBox::accepted, this, [this] { showRefusal(QString()); });
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setAccelerated(true);
    box->setToolTip(toolTip);
    return box;
}

QDoubleSpinBox *TrainingSettingsDialog::doubleBox(const char *name, double minimum, double maximum, int decimals,
                                                  const QString &suffix, const QString &toolTip)
{
    auto *box = new CheckedDoubleSpinBox(this);
    connect(box, &CheckedDoubleSpinBox::refused, this, &TrainingSettingsDialog::showRefusal);
    connect(box, &CheckedDoubleSpinBox::accepted, this, [this] { showRefusal(QString()); });
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setAccelerated(true);
    box->setToolTip(toolTip);
    return box;
}

TrainingSettingsDialog::TrainingSettingsDialog(const TrainingSettings &settings, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Training Settings"));
    auto *intro = new QLabel(tr("The workload this fabric is sized for. Data parallelism is what remains of the GPUs "
                                "after tensor × pipeline × context parallelism. MFU is a result: compute runs at the "
                                "kernel efficiency, and the pipeline bubble and exposed communication lower it."),
                             this);
    intro->setWordWrap(true);
    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(group(tr("Model"), modelForm(), this));
    left->addWidget(group(tr("Batch and compute"), batchForm(), this));
    auto *right = new QVBoxLayout;
    right->addWidget(group(tr("Parallelism"), parallelForm(), this));
    right->addWidget(group(tr("Communication hidden behind compute"), overlapForm(), this));
    right->addStretch();
    columns->addLayout(left);
    columns->addLayout(right);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // A refused entry (MFU 500 %) says why here, and the field keeps its previous value.
    m_refusal = new QLabel(this);
    m_refusal->setObjectName(QStringLiteral("refusal"));
    m_refusal->setWordWrap(true);
    QPalette palette = m_refusal->palette();
    palette.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_refusal->setPalette(palette);
    m_refusal->hide();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(columns);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    setSettings(settings);
}

void TrainingSettingsDialog::showRefusal(const QString &reason)
{
    if (!m_refusal) return;
    m_refusal->setText(reason);
    m_refusal->setVisible(!reason.isEmpty());
}

QFormLayout *TrainingSettingsDialog::modelForm()
{
    m_parametersB = doubleBox("parameters", 0.01, 100000, 2, tr(" B"), tr("All parameters, every expert included"));
    m_activeParametersB = doubleBox("active_parameters", 0, 100000, 2, tr(" B"),
                                    tr("Parameters each token uses (mixture of experts); 0 derives them from the "
                                       "experts and top-k"));
    m_activeParametersB->setSpecialValueText(tr("derived"));
    m_layers = intBox("layers", 0, 1 << 20, tr("Transformer layers; 0 derives them from the parameters"));
    m_layers->setSpecialValueText(tr("derived"));
    m_hidden = intBox("hidden", 0, 1 << 20, tr("Hidden size; 0 derives it from the parameters"));
    m_hidden->setSpecialValueText(tr("derived"));
    m_experts = intBox("experts", 1, 1 << 20, tr("Experts per layer; 1 is a dense model"));
    m_topK = intBox("top_k", 1, 1 << 20, tr("Experts each token is routed to; the all-to-all volume grows with it"));
    auto *form = new QFormLayout;
    form->addRow(tr("Parameters:"), m_parametersB);
    form->addRow(tr("Active parameters:"), m_activeParametersB);
    form->addRow(tr("Layers:"), m_layers);
    form->addRow(tr("Hidden size:"), m_hidden);
    form->addRow(tr("Experts:"), m_experts);
    form->addRow(tr("Top-k:"), m_topK);
    return form;
}

QFormLayout *TrainingSettingsDialog::parallelForm()
{
    m_tensorParallel = intBox("tensor_parallel", 1, 64, tr("GPUs per tensor-parallel group; must divide the GPUs of a server"));
    m_pipelineParallel = intBox("pipeline_parallel", 1, 4096, tr("Pipeline stages"));
    m_virtualStages = intBox("virtual_stages", 1, 1024,
                             tr("Model chunks per GPU (interleaved 1F1B): the bubble shrinks to (p − 1) / (v · m) "
                                "while pipeline sends grow v times"));
    m_contextParallel = intBox("context_parallel", 1, 4096,
                               tr("GPUs sharing one sequence (ring attention); must divide the sequence length"));
    m_expertParallel = intBox("expert_parallel", 1, 65536,
                              tr("GPUs the experts are spread over; must divide the experts and data × context parallel"));
    m_zeroStage = new QComboBox(this);
    m_zeroStage->setObjectName(QStringLiteral("zero_stage"));
    m_zeroStage->addItem(tr("0: all-reduce gradients"));
    m_zeroStage->addItem(tr("1: shard optimizer state"));
    m_zeroStage->addItem(tr("2: shard gradients too"));
    m_zeroStage->addItem(tr("3: shard parameters too"));
    m_zeroStage->setToolTip(tr("ZeRO / FSDP: stages 1–2 reduce-scatter gradients and all-gather parameters once per "
                               "step; stage 3 gathers parameters for every micro-batch's forward and backward pass"));
    auto *form = new QFormLayout;
    form->addRow(tr("Tensor parallel:"), m_tensorParallel);
    form->addRow(tr("Pipeline parallel:"), m_pipelineParallel);
    form->addRow(tr("Virtual stages:"), m_virtualStages);
    form->addRow(tr("Context parallel:"), m_contextParallel);
    form->addRow(tr("Expert parallel:"), m_expertParallel);
    form->addRow(tr("ZeRO stage:"), m_zeroStage);
    return form;
}

QFormLayout *TrainingSettingsDialog::batchForm()
{
    m_tokensPerStepM = doubleBox("tokens_per_step", 0.001, 1000, 3, tr(" M"), tr("Global batch in tokens"));
    m_sequenceLength = intBox("sequence_length", 1, 1 << 30, tr("Tokens per sequence; attention FLOPs grow with it"));
    m_microBatchSize = intBox("micro_batch_size", 1, 1 << 20, tr("Sequences per micro-batch"));
    m_recompute = new QComboBox(this);
    m_recompute->setObjectName(QStringLiteral("recompute"));
    m_recompute->addItem(tr("None"), int(Recompute::None));
    m_recompute->addItem(tr("Selective (attention)"), int(Recompute::Selective));
    m_recompute->addItem(tr("Full (one more forward pass)"), int(Recompute::Full));
    m_recompute->setToolTip(tr("Activation recomputation: selective re-runs the attention core, full re-runs every "
                               "layer's forward pass and its tensor-parallel all-reduces"));
    m_gradientType = new QComboBox(this);
    m_gradientType->setObjectName(QStringLiteral("gradient_bytes"));
    m_gradientType->addItem(tr("bf16 (2 bytes)"), 2.0);
    m_gradientType->addItem(tr("fp32 (4 bytes)"), 4.0);
    m_kernelEfficiencyPercent = doubleBox("kernel_efficiency", 1, 100, 1, tr(" %"),
                                          tr("Share of peak FLOP/s the matmuls reach; MFU is computed from it"));
    // In trillions: training runs are counted in T tokens ("2000 B" read as a typo, issue 12); the
    // label beside spells the count out in scientific notation.
    m_trainTokensT = doubleBox("train_tokens", 0, 1e6, 3, tr(" T"), tr("Tokens to train, for the time to train"));
    m_trainTokensText = new QLabel(this);
    m_trainTokensText->setObjectName(QStringLiteral("train_tokens_text"));
    connect(m_trainTokensT, &QDoubleSpinBox::valueChanged, this,
            [this](double trillions) { m_trainTokensText->setText(tokenCountText(trillions * 1e12)); });
    auto *trainTokens = new QHBoxLayout;
    trainTokens->addWidget(m_trainTokensT, 1);
    trainTokens->addWidget(m_trainTokensText);
    auto *form = new QFormLayout;
    form->addRow(tr("Tokens per step:"), m_tokensPerStepM);
    form->addRow(tr("Sequence length:"), m_sequenceLength);
    form->addRow(tr("Micro-batch size:"), m_microBatchSize);
    form->addRow(tr("Recomputation:"), m_recompute);
    form->addRow(tr("Gradients:"), m_gradientType);
    form->addRow(tr("Kernel efficiency:"), m_kernelEfficiencyPercent);
    form->addRow(tr("Tokens to train:"), trainTokens);
    return form;
}

QFormLayout *TrainingSettingsDialog::overlapForm()
{
    const QString suffix = tr(" %");
    m_overlapTensorPercent = doubleBox("overlap_tensor_parallel", 0, 100, 0, suffix,
                                       tr("Tensor-parallel all-reduces sit on every layer's critical path: usually 0"));
    m_overlapContextPercent = doubleBox("overlap_context_parallel", 0, 100, 0, suffix,
                                        tr("Ring attention sends the next K, V block while computing this one"));
    m_overlapExpertPercent = doubleBox("overlap_expert_parallel", 0, 100, 0, suffix,
                                       tr("Dispatch and combine all-to-alls; schedules like DualPipe hide them all"));
    m_overlapPipelinePercent = doubleBox("overlap_pipeline", 0, 100, 0, suffix, tr("Activations sent between stages"));
    m_overlapDataPercent = doubleBox("overlap_data_parallel", 0, 100, 0, suffix,
                                     tr("Gradient sync hidden behind the backward pass (at most its length)"));
    auto *form = new QFormLayout;
    form->addRow(tr("Tensor parallel:"), m_overlapTensorPercent);
    form->addRow(tr("Context parallel:"), m_overlapContextPercent);
    form->addRow(tr("Expert parallel:"), m_overlapExpertPercent);
    form->addRow(tr("Pipeline:"), m_overlapPipelinePercent);
    form->addRow(tr("Data parallel:"), m_overlapDataPercent);
    return form;
}

void TrainingSettingsDialog::setSettings(const TrainingSettings &settings)
{
    m_original = settings;
    m_parametersB->setValue(settings.parameters / 1e9);
    m_activeParametersB->setValue(settings.activeParameters / 1e9);
    m_layers->setValue(settings.layers);
    m_hidden->setValue(settings.hidden);
    m_experts->setValue(settings.experts);
    m_topK->setValue(settings.topK);
    m_tensorParallel->setValue(settings.tensorParallel);
    m_pipelineParallel->setValue(settings.pipelineParallel);
    m_virtualStages->setValue(settings.virtualStages);
    m_contextParallel->setValue(settings.contextParallel);
    m_expertParallel->setValue(settings.expertParallel);
    m_zeroStage->setCurrentIndex(std::clamp(settings.zeroStage, 0, 3));
    m_tokensPerStepM->setValue(settings.tokensPerStep / 1e6);
    m_sequenceLength->setValue(settings.sequenceLength);
    m_microBatchSize->setValue(settings.microBatchSize);
    m_recompute->setCurrentIndex(m_recompute->findData(int(settings.recompute)));
    m_gradientType->setCurrentIndex(settings.gradientBytes >= 4 ? 1 : 0);
    m_kernelEfficiencyPercent->setValue(settings.kernelEfficiency * 100);
    m_trainTokensT->setValue(settings.trainTokens / 1e12);
    m_trainTokensText->setText(tokenCountText(settings.trainTokens));
    m_overlapTensorPercent->setValue(settings.overlap.tensorParallel * 100);
    m_overlapContextPercent->setValue(settings.overlap.contextParallel * 100);
    m_overlapExpertPercent->setValue(settings.overlap.expertParallel * 100);
    m_overlapPipelinePercent->setValue(settings.overlap.pipeline * 100);
    m_overlapDataPercent->setValue(settings.overlap.dataParallel * 100);
}

TrainingSettings TrainingSettingsDialog::settings() const
{
    TrainingSettings s = m_original;
    const TrainingSettings &o = m_original;
    s.parameters = scaled(m_parametersB, o.parameters, 1e9);
    s.activeParameters = scaled(m_activeParametersB, o.activeParameters, 1e9);
    s.layers = m_layers->value();
    s.hidden = m_hidden->value();
    s.experts = m_experts->value();
    s.topK = m_topK->value();
    s.tensorParallel = m_tensorParallel->value();
    s.pipelineParallel = m_pipelineParallel->value();
    s.virtualStages = m_virtualStages->value();
    s.contextParallel = m_contextParallel->value();
    s.expertParallel = m_expertParallel->value();
    s.zeroStage = m_zeroStage->currentIndex();
    s.tokensPerStep = scaled(m_tokensPerStepM, o.tokensPerStep, 1e6);
    s.sequenceLength = m_sequenceLength->value();
    s.microBatchSize = m_microBatchSize->value();
    s.recompute = Recompute(m_recompute->currentData().toInt());
    s.gradientBytes = m_gradientType->currentData().toDouble();
    s.kernelEfficiency = scaled(m_kernelEfficiencyPercent, o.kernelEfficiency, 0.01);
    s.trainTokens = scaled(m_trainTokensT, o.trainTokens, 1e12);
    s.overlap.tensorParallel = scaled(m_overlapTensorPercent, o.overlap.tensorParallel, 0.01);
    s.overlap.contextParallel = scaled(m_overlapContextPercent, o.overlap.contextParallel, 0.01);
    s.overlap.expertParallel = scaled(m_overlapExpertPercent, o.overlap.expertParallel, 0.01);
    s.overlap.pipeline = scaled(m_overlapPipelinePercent, o.overlap.pipeline, 0.01);
    s.overlap.dataParallel = scaled(m_overlapDataPercent, o.overlap.dataParallel, 0.01);
    return s;
}

} // namespace spinel
