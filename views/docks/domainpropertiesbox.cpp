#include "docks/domainpropertiesbox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

#include <algorithm>
#include <functional>

#include "core/catalog.h"
#include "core/design.h"
#include "core/domains.h"
#include "core/limits.h"

namespace spinel {

DomainPropertiesBox::DomainPropertiesBox(QWidget *parent)
    : QGroupBox(tr("NVLink domain"), parent)
    , m_name(new QLineEdit(this))
    , m_partition(new QComboBox(this))
    , m_model(new QLabel(this))
    , m_trays(new QLabel(this))
    , m_gpus(new QLabel(this))
    , m_nvlink(new QLabel(this))
    , m_inEffect(new QLabel(this))
{
    setObjectName(QStringLiteral("domainBox"));
    m_name->setMaxLength(int(limits::kMaxNameLength));
    m_partition->setToolTip(tr("GPUs per NVLink partition: GPUs in different partitions talk over the scale-out NICs"));
    m_inEffect->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Rack:"), m_model);
    form->addRow(tr("Partition:"), m_partition);
    form->addRow(tr("Compute trays:"), m_trays);
    form->addRow(tr("GPUs:"), m_gpus);
    form->addRow(tr("NVLink per GPU:"), m_nvlink);
    form->addRow(tr("NVLink domains:"), m_inEffect);

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (m_name->isModified() && !m_name->text().trimmed().isEmpty()) emit renamed(m_domainId, m_name->text().trimmed());
        m_name->setModified(false);
    });
    connect(m_partition, &QComboBox::activated, this, &DomainPropertiesBox::choosePartition);
    hide();
}

void DomainPropertiesBox::choosePartition()
{
    // A custom group's partition may be typed (Enter adds it as an item without data).
    const QVariant data = m_partition->currentData();
    const int gpus = data.isValid() ? data.toInt() : m_partition->currentText().toInt();
    if (gpus >= 0 && gpus != m_partitionGpus) emit partitionChosen(m_domainId, gpus);
}

void DomainPropertiesBox::setDomain(const Design &design, const Catalog &catalog, const ScaleUpDomain *domain)
{
    setVisible(domain != nullptr);
    if (!domain) {
        m_domainId.clear();
        return;
    }
    m_domainId = QString::fromStdString(domain->id);
    m_partitionGpus = domain->partitionGpus;
    const QSignalBlocker nameBlocker(m_name);
    if (!m_name->hasFocus() || m_name->text() != QString::fromStdString(domain->name)) {
        m_name->setText(QString::fromStdString(domain->name));
        m_name->setModified(false);
    }

    int gpus = 0;
    double nvlinkGBps = 0;
    for (const std::string &member : domain->members) {
        const Device *server = design.findDevice(member);
        const ServerSpec *spec = server ? catalog.serverSpec(server->model) : nullptr;
        if (!spec) continue;
        gpus += spec->gpus;
        if (nvlinkGBps == 0) nvlinkGBps = spec->nvlinkGBpsPerGpu;
    }
    const CatalogEntry *rack = domain->model.empty() ? nullptr : catalog.find(domain->model);
    const RackSpec *rackSpec = rack ? catalog.rackSpec(domain->model) : nullptr;
    if (rackSpec) nvlinkGBps = rackSpec->nvlinkGBpsPerGpu;
    m_model->setText(rack ? QString::fromStdString(rack->name) : tr("Custom group"));
    m_trays->setText(rackSpec ? tr("%L1 of %L2").arg(domain->members.size()).arg(rackSpec->computeTrays)
                              : QString::number(domain->members.size()));
    m_gpus->setText(QString::number(gpus));
    m_nvlink->setText(nvlinkGBps > 0 ? tr("%L1 GB/s per direction").arg(nvlinkGBps) : tr("unknown"));

    // The partition sizes the rack supports, else free (typed) for a custom group.
    {
        const QSignalBlocker blocker(m_partition);
        m_partition->clear();
        m_partition->setEditable(!rackSpec || rackSpec->partitions.empty());
        if (m_partition->isEditable() && !m_partition->validator())
            m_partition->setValidator(new QIntValidator(0, 1 << 20, m_partition));
        m_partition->addItem(tr("Whole domain"), 0);
        std::vector<int> sizes = rackSpec ? rackSpec->partitions : std::vector<int>{};
        std::sort(sizes.begin(), sizes.end(), std::greater<>());
        for (int size : sizes)
            if (size < gpus || (rackSpec && size < rackSpec->gpus)) m_partition->addItem(tr("NVL%1").arg(size), size);
        int index = m_partition->findData(domain->partitionGpus);
        if (index < 0 && domain->partitionGpus > 0) {
            m_partition->addItem(tr("NVL%1").arg(domain->partitionGpus), domain->partitionGpus);
            index = m_partition->count() - 1;
        }
        m_partition->setCurrentIndex(std::max(0, index));
    }

    // The NVLink domains this one is in effect (its partitions), as the timing model sees them.
    const auto self = std::find_if(design.domains.begin(), design.domains.end(),
                                   [&](const ScaleUpDomain &d) { return d.id == domain->id; });
    const int selfIndex = int(self - design.domains.begin());
    std::vector<int> sizes;
    for (const NvlinkDomain &inEffect : nvlinkDomains(design, catalog))
        if (inEffect.domain == selfIndex) sizes.push_back(inEffect.gpus);
    QString text;
    if (sizes.size() == 1) text = tr("1 × %L1 GPUs").arg(sizes.front());
    else if (!sizes.empty() && std::all_of(sizes.begin(), sizes.end(), [&](int s) { return s == sizes.front(); }))
        text = tr("%L1 × %L2 GPUs").arg(sizes.size()).arg(sizes.front());
    else text = tr("%L1 partitions").arg(sizes.size());
    m_inEffect->setText(text);
}

} // namespace spinel
