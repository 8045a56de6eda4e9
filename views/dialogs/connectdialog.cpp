#include "dialogs/connectdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace spinel {

ConnectDialog::ConnectDialog(int servers, int leaves, int nicsPerServer, QWidget *parent)
    : QDialog(parent)
    , m_servers(servers)
    , m_leaves(leaves)
    , m_nics(nicsPerServer)
    , m_rail(new QRadioButton(tr("&Rail-aligned: NIC r of every server to leaf r"), this))
    , m_roundRobin(new QRadioButton(tr("R&ound-robin: each next NIC to the next leaf"), this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Connect Servers to Leaves"));
    auto *intro = new QLabel(tr("Wire %n selected server(s)", nullptr, servers) + QLatin1Char(' ')
                                 + tr("to %n selected leaf switch(es).", nullptr, leaves),
                             this);
    m_rail->setToolTip(tr("The usual wiring for GPU clusters: GPUs of the same index share a leaf, "
                          "so most collective traffic stays one hop away."));
    m_rail->setChecked(true);
    m_summary->setWordWrap(true);
    m_summary->setForegroundRole(QPalette::PlaceholderText);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_rail);
    layout->addWidget(m_roundRobin);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_rail, &QRadioButton::toggled, this, &ConnectDialog::updateSummary);
    updateSummary();
}

ConnectDialog::Mode ConnectDialog::mode() const
{
    return m_rail->isChecked() ? Mode::RailAligned : Mode::RoundRobin;
}

void ConnectDialog::setMode(Mode mode)
{
    (mode == Mode::RailAligned ? m_rail : m_roundRobin)->setChecked(true);
}

void ConnectDialog::updateSummary()
{
    QString text = tr("Up to %n cable(s); NICs that are already cabled are skipped.", nullptr, m_servers * m_nics);
    if (mode() == Mode::RailAligned && m_leaves < m_nics)
        text += QLatin1Char(' ') + tr("Fewer leaves than NICs: the rails wrap around to the first leaves.");
    m_summary->setText(text);
}

} // namespace spinel
