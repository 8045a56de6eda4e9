#include "dialogs/templatedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include "analysis/severityicons.h"
#include "common/colours.h"
#include "common/messagetext.h"
#include "common/pooltask.h"
#include "common/templatetext.h"
#include "plots/plotformat.h"

namespace spinel {

namespace {

// Preview rows, top to bottom: label key and caption.
struct PreviewRow {
    const char *key;
    const char *caption;
};
constexpr PreviewRow kPreviewRows[] = {
    {"gpus", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "GPUs")},
    {"servers", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Servers")},
    {"switches", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Switches")},
    {"cables", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Cables")},
    {"bisection", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Bisection")},
    {"oversubscription", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Oversubscription")},
    {"findings", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Checks")},
    {"cost", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Network cost")},
    {"power", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Network power")},
};

// The form's labels for the generators' keys (the CLI's option names: "servers-per-su").
// The key stays in the tooltip, so a user can find the same option in `spinel-cli generate`.
struct KeyLabel {
    const char *key;
    const char *label;
};
constexpr KeyLabel kKeyLabels[] = {
    {"name", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Design name")},
    {"transport", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Transport")},
    {"server", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Server model")},
    {"nic", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "NIC model")},
    {"nics-per-server", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "NICs per server")},
    {"switch", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Switch model")},
    {"k", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Ports per switch (k)")},
    {"servers", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Servers")},
    {"gpus", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "GPUs")},
    {"oversubscription", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Oversubscription")},
    {"tiers", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Switch tiers")},
    {"rails", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Rail-aligned")},
    {"planes", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Switch planes")},
    {"sus", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Scalable units")},
    {"servers-per-su", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Servers per unit")},
    {"dims", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Dimensions")},
    {"link-gbps", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Link speed (Gb/s)")},
    {"links-per-neighbor", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Cables per neighbour")},
    {"racks", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "NVL72 racks")},
    {"rack", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Rack model")},
    {"racks-per-su", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "Racks per unit")},
    {"partition", QT_TRANSLATE_NOOP("spinel::TemplateDialog", "NVLink partition (GPUs)")},
};

// Keys whose values come from a fixed list: offered in an editable combo box.
std::optional<CatalogKind> catalogKindOf(const std::string &key)
{
    if (key == "server") return CatalogKind::Server;
    if (key == "switch") return CatalogKind::Switch;
    if (key == "nic") return CatalogKind::Nic;
    if (key == "rack") return CatalogKind::Rack;
    return std::nullopt;
}

QString rateText(double gbps)
{
    if (gbps >= 1000) return TemplateDialog::tr("%L1 Tb/s").arg(gbps / 1000, 0, 'f', gbps >= 100000 ? 0 : 1);
    return TemplateDialog::tr("%L1 Gb/s").arg(gbps, 0, 'f', 0);
}

QString tierName(Tier tier)
{
    switch (tier) {
    case Tier::Leaf: return TemplateDialog::tr("leaf");
    case Tier::Spine: return TemplateDialog::tr("spine");
    case Tier::Core: return TemplateDialog::tr("core");
    case Tier::Server: break;
    }
    return TemplateDialog::tr("server");
}

// The refusal in the UI language; an error that is not a refusal as the model wrote it.
QString refusalText(const TemplatePreview &preview)
{
    return preview.refusal.id.empty() ? QString::fromStdString(preview.error) : MessageText::text(preview.refusal);
}

} // namespace

TemplateDialog::TemplateDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , m_catalog(std::make_shared<const Catalog>(catalog))
    , m_templates(fabricTemplates())
    , m_templateCombo(new QComboBox)
    , m_description(new QLabel)
    , m_form(new QFormLayout)
    , m_error(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("New from Template"));
    for (const TemplateInfo &info : m_templates) m_templateCombo->addItem(QString::fromStdString(info.name));
    m_description->setWordWrap(true);
    m_description->setStyleSheet(QStringLiteral("color: #5f6b7a;")); // canvasstyle::mutedText()
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; background: #fdecea; border: 1px solid #f0b8b3;"
                                          " border-radius: 4px; padding: 6px; }"));
    m_error->setVisible(false);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    auto *parameters = new QGroupBox(tr("Parameters"));
    auto *parametersLayout = new QVBoxLayout(parameters);
    auto *templateForm = new QFormLayout;
    templateForm->addRow(tr("&Template:"), m_templateCombo);
    parametersLayout->addLayout(templateForm);
    parametersLayout->addWidget(m_description);
    parametersLayout->addLayout(m_form);
    parametersLayout->addStretch(1);

    auto *preview = new QGroupBox(tr("Preview"));
    auto *previewForm = new QFormLayout(preview);
    previewForm->setLabelAlignment(Qt::AlignRight);
    for (const PreviewRow &row : kPreviewRows) {
        auto *label = new QLabel;
        label->setObjectName(QLatin1String(row.key));
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setWordWrap(true);
        previewForm->addRow(tr(row.caption) + QLatin1Char(':'), label);
        m_previewLabels.insert(QLatin1String(row.key), label);
    }
    preview->setMinimumWidth(330);

    auto *columns = new QHBoxLayout;
    columns->addWidget(parameters, 1);
    columns->addWidget(preview, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TemplateDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TemplateDialog::reject);

    m_delay.setSingleShot(true);
    m_delay.setInterval(kPreviewDelayMs);
    connect(&m_delay, &QTimer::timeout, this, &TemplateDialog::startPreview);
    connect(&m_watcher, &QFutureWatcher<TemplatePreview>::finished, this, &TemplateDialog::previewFinished);
    connect(m_templateCombo, &QComboBox::currentIndexChanged, this, &TemplateDialog::buildForm);

    // The SuperPOD-style template is the one most people start from.
    const int railOptimized = m_templateCombo->findText(QStringLiteral("rail-optimized"));
    m_templateCombo->setCurrentIndex(std::max(0, railOptimized));
    buildForm();
    resize(820, 520);
}

TemplateDialog::~TemplateDialog()
{
    m_watcher.waitForFinished();
    tsan::acquireResult(m_watcher.future()); // its result is freed here
}

void TemplateDialog::setTemplate(const QString &name)
{
    const int index = m_templateCombo->findText(name);
    if (index >= 0) m_templateCombo->setCurrentIndex(index);
}

QString TemplateDialog::templateName() const
{
    return m_templateCombo->currentText();
}

QWidget *TemplateDialog::createField(const TemplateInfo &info, const TemplateKey &key)
{
    const QString placeholder = key.defaultText.empty() ? tr("default") : QString::fromStdString(key.defaultText);
    QWidget *field = nullptr;
    const auto kind = catalogKindOf(key.name);
    if (kind || key.name == "transport") {
        auto *combo = new QComboBox;
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->addItem(QString()); // empty: the default
        if (kind) {
            for (const CatalogEntry *entry : m_catalog->entriesOfKind(*kind)) combo->addItem(QString::fromStdString(entry->id));
        } else {
            for (const char *transport : {"infiniband", "roce", "tcp"}) combo->addItem(QLatin1String(transport));
        }
        combo->lineEdit()->setPlaceholderText(placeholder);
        combo->setCurrentIndex(0);
        connect(combo, &QComboBox::currentTextChanged, this, &TemplateDialog::parametersChanged);
        field = combo;
    } else {
        auto *edit = new QLineEdit;
        edit->setPlaceholderText(placeholder);
        edit->setClearButtonEnabled(true);
        connect(edit, &QLineEdit::textChanged, this, &TemplateDialog::parametersChanged);
        field = edit;
    }
    field->setToolTip(TemplateText::help(info, key));
    field->setObjectName(QString::fromStdString(key.name));
    return field;
}

QString TemplateDialog::keyLabel(const std::string &key)
{
    for (const KeyLabel &entry : kKeyLabels)
        if (key == entry.key) return tr(entry.label);
    return QString::fromStdString(key); // a key added to a generator later: shown as is
}

void TemplateDialog::buildForm()
{
    while (m_form->rowCount() > 0) m_form->removeRow(0);
    m_fields.clear();
    const int index = m_templateCombo->currentIndex();
    if (index < 0 || index >= int(m_templates.size())) return;
    const TemplateInfo &info = m_templates[std::size_t(index)];
    m_description->setText(TemplateText::description(info));
    for (const TemplateKey &key : info.keys) {
        QWidget *field = createField(info, key);
        auto *label = new QLabel(tr("%1:").arg(keyLabel(key.name)));
        field->setToolTip(tr("%1 (spinel-cli generate: %2)").arg(field->toolTip(), QString::fromStdString(key.name)));
        label->setToolTip(field->toolTip());
        label->setBuddy(field);
        m_form->addRow(label, field);
        m_fields.insert(QString::fromStdString(key.name), field);
    }
    parametersChanged();
}

void TemplateDialog::setValue(const QString &key, const QString &text)
{
    QWidget *field = m_fields.value(key);
    if (auto *edit = qobject_cast<QLineEdit *>(field)) edit->setText(text);
    else if (auto *combo = qobject_cast<QComboBox *>(field)) combo->setCurrentText(text);
}

QString TemplateDialog::value(const QString &key) const
{
    QWidget *field = m_fields.value(key);
    if (auto *edit = qobject_cast<QLineEdit *>(field)) return edit->text().trimmed();
    if (auto *combo = qobject_cast<QComboBox *>(field)) return combo->currentText().trimmed();
    return {};
}

GeneratorParams TemplateDialog::params() const
{
    GeneratorParams params;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) {
        const QString text = value(it.key());
        if (!text.isEmpty()) params[it.key().toStdString()] = text.toStdString(); // empty: the default
    }
    return params;
}

void TemplateDialog::parametersChanged()
{
    ++m_generation;
    m_preview.reset();
    m_delay.start();
}

void TemplateDialog::startPreview()
{
    // One run at a time; a change during a run starts the next one when it ends.
    if (m_running) return;
    m_running = true;
    const std::uint64_t generation = m_generation;
    const std::string name = templateName().toStdString();
    m_watcher.setFuture(runOnPool([generation, name, params = params(), catalog = m_catalog] {
        TemplatePreview preview = computeTemplatePreview(name, params, *catalog);
        preview.generation = generation;
        return preview;
    }));
}

void TemplateDialog::previewFinished()
{
    m_running = false;
    tsan::acquireResult(m_watcher.future());
    TemplatePreview preview = m_watcher.result();
    if (preview.generation != m_generation) {
        // Stale: the parameters changed while it ran.
        if (!m_delay.isActive()) startPreview();
        return;
    }
    m_preview = std::move(preview);
    showPreview();
    emit previewUpdated();
}

const TemplatePreview *TemplateDialog::preview() const
{
    return m_preview ? &*m_preview : nullptr;
}

void TemplateDialog::clearPreviewLabels(const QString &placeholder)
{
    for (QLabel *label : std::as_const(m_previewLabels)) label->setText(placeholder);
}

void TemplateDialog::showPreview()
{
    const TemplatePreview &preview = *m_preview;
    for (auto it = m_fields.cbegin(); it != m_fields.cend(); ++it) it.value()->setStyleSheet(QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(preview.ok());
    if (!preview.ok()) {
        m_error->setText(refusalText(preview));
        m_error->setVisible(true);
        clearPreviewLabels(QStringLiteral("—"));
        if (QWidget *field = m_fields.value(QString::fromStdString(preview.refusedKey())))
            field->setStyleSheet(QStringLiteral("border: 1px solid %1; border-radius: 3px;").arg(colours::error().name()));
        return;
    }
    m_error->setVisible(false);
    const DesignCounts &counts = preview.counts;
    auto set = [this](const char *key, const QString &text) { m_previewLabels.value(QLatin1String(key))->setText(text); };
    set("gpus", tr("%L1").arg(counts.gpus));
    set("servers", tr("%L1 (%L2 NICs)").arg(counts.servers).arg(counts.endpoints));
    QStringList switches;
    if (counts.leaves) switches << tr("%L1 leaf").arg(counts.leaves);
    if (counts.spines) switches << tr("%L1 spine").arg(counts.spines);
    if (counts.cores) switches << tr("%L1 core").arg(counts.cores);
    set("switches", switches.isEmpty() ? tr("none (direct links)")
                                       : tr("%L1: %2").arg(counts.switches()).arg(switches.join(QStringLiteral(", "))));
    QStringList cables;
    if (counts.serverLeafCables) cables << tr("%L1 server–leaf").arg(counts.serverLeafCables);
    if (counts.leafSpineCables) cables << tr("%L1 leaf–spine").arg(counts.leafSpineCables);
    if (counts.spineCoreCables) cables << tr("%L1 spine–core").arg(counts.spineCoreCables);
    if (counts.otherCables) cables << tr("%L1 other").arg(counts.otherCables);
    set("cables", tr("%L1: %2").arg(counts.cables).arg(cables.join(QStringLiteral(", "))));
    const double fraction = preview.fullBisectionGbps > 0 ? preview.bisectionGbps / preview.fullBisectionGbps : 0;
    set("bisection", preview.fullBisectionGbps > 0
                         ? tr("%1 (%L2 % of full)").arg(rateText(preview.bisectionGbps)).arg(100 * fraction, 0, 'f', 0)
                         : rateText(preview.bisectionGbps));
    QStringList ratios;
    for (const TierLoad &tier : preview.tiers)
        if (tier.oversubscription) ratios << tr("%1 %L2:1").arg(tierName(tier.tier)).arg(*tier.oversubscription, 0, 'g', 3);
    set("oversubscription", ratios.isEmpty() ? tr("none") : ratios.join(QStringLiteral(", ")));
    QString findings = tr("%L1 errors, %L2 warnings").arg(preview.errors).arg(preview.warnings);
    if (preview.errors == 0 && preview.warnings == 0) findings = tr("no errors or warnings");
    set("findings", findings);
    set("cost", counts.gpus > 0 ? tr("%1 · %2 per GPU")
                                      .arg(plotformat::usdCompact(preview.networkPriceUsd),
                                           plotformat::usdCompact(preview.networkPriceUsdPerGpu))
                                : plotformat::usdCompact(preview.networkPriceUsd));
    set("power", tr("%L1 kW").arg(preview.networkPowerW / 1000, 0, 'f', 1));
}

QString TemplateDialog::previewText() const
{
    QStringList lines;
    for (const PreviewRow &row : kPreviewRows)
        lines << tr(row.caption) + QStringLiteral(": ") + m_previewLabels.value(QLatin1String(row.key))->text();
    return lines.join(QLatin1Char('\n'));
}

std::optional<Design> TemplateDialog::generatedDesign(QString *error) const
{
    if (m_preview && m_preview->ok()) return *m_preview->design;
    // Asked before the preview caught up (OK pressed right after typing): generate now.
    const TemplatePreview preview = computeTemplatePreview(templateName().toStdString(), params(), *m_catalog);
    if (!preview.ok()) {
        if (error) *error = refusalText(preview);
        return std::nullopt;
    }
    return *preview.design;
}

void TemplateDialog::accept()
{
    QString error;
    if (!generatedDesign(&error)) {
        m_error->setText(error);
        m_error->setVisible(true);
        return;
    }
    QDialog::accept();
}

} // namespace spinel
