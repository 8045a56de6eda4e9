#include "dialogs/designsettingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

#include "common/checkedspinbox.h"
#include "common/displaynames.h"
#include "core/limits.h"

namespace spinel {

DesignSettingsDialog::DesignSettingsDialog(const DesignSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_original(settings)
{
    setWindowTitle(tr("Design Settings"));
    m_name = new QLineEdit(QString::fromStdString(settings.name), this);
    m_name->setMaxLength(int(limits::kMaxNameLength));
    m_name->setPlaceholderText(tr("Untitled"));
    m_description = new QPlainTextEdit(QString::fromStdString(settings.description), this);
    m_description->setTabChangesFocus(true);
    m_description->setPlaceholderText(tr("What this fabric is for, its constraints, its sources"));

    m_transport = new QComboBox(this);
    for (Transport transport : {Transport::InfiniBand, Transport::Roce, Transport::Tcp})
        m_transport->addItem(DisplayNames::transport(transport), int(transport));
    m_transport->setCurrentIndex(m_transport->findData(int(settings.transport)));
    m_transport->setToolTip(tr("The protocol the timing model assumes: per-message overheads and NCCL's choices differ"));

    auto *oversubscription = new CheckedDoubleSpinBox(this);
    m_oversubscription = oversubscription;
    m_oversubscription->setRange(1, limits::kMaxOversubscription);
    m_oversubscription->setDecimals(2);
    m_oversubscription->setSuffix(tr(":1"));
    m_oversubscription->setValue(settings.targetOversubscription);
    m_oversubscription->setToolTip(tr("Down to up bandwidth a switch may have before the checks warn; 1:1 is non-blocking"));

    m_inNetworkReduction = new QCheckBox(tr("Switches reduce in the network (SHARP)"), this);
    m_inNetworkReduction->setChecked(settings.inNetworkReduction);
    m_inNetworkReduction->setToolTip(tr("Time all-reduce with NCCL's CollNet on switches that can reduce. On a cluster this "
                                        "needs NCCL's SHARP plugin and NCCL_COLLNET_ENABLE=1."));

    m_refusal = new QLabel(this);
    m_refusal->setObjectName(QStringLiteral("refusal"));
    m_refusal->setWordWrap(true);
    QPalette palette = m_refusal->palette();
    palette.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    m_refusal->setPalette(palette);
    m_refusal->hide();
    connect(oversubscription, &CheckedDoubleSpinBox::refused, m_refusal, &QLabel::setText);
    connect(oversubscription, &CheckedDoubleSpinBox::refused, m_refusal, &QLabel::show);
    connect(oversubscription, &CheckedDoubleSpinBox::accepted, m_refusal, &QLabel::hide);

    auto *form = new QFormLayout;
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Description:"), m_description);
    form->addRow(tr("Transport:"), m_transport);
    form->addRow(tr("Target oversubscription:"), m_oversubscription);
    form->addRow(QString(), m_inNetworkReduction);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_refusal);
    layout->addWidget(buttons);
    resize(480, 360);
}

DesignSettings DesignSettingsDialog::settings() const
{
    DesignSettings settings = m_original;
    settings.name = m_name->text().trimmed().toStdString();
    settings.description = m_description->toPlainText().left(int(limits::kMaxDescriptionLength)).toStdString();
    settings.transport = Transport(m_transport->currentData().toInt());
    // Unchanged, the original value exactly (not its two-decimal display).
    const double shown = QString::number(m_original.targetOversubscription, 'f', m_oversubscription->decimals()).toDouble();
    if (m_oversubscription->value() != shown) settings.targetOversubscription = m_oversubscription->value();
    settings.inNetworkReduction = m_inNetworkReduction->isChecked();
    return settings;
}

} // namespace spinel
