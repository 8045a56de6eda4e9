#include "docks/propertieswidget.h"

#include "core/limits.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>

#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

#include "common/checkedspinbox.h"
#include "common/displaynames.h"
#include "docks/domainpropertiesbox.h"

namespace spinel {

namespace {

// The single value `get` returns for every object, or nothing when they differ (or there are none).
// Stops at the first difference: a large mixed selection costs a few objects, not all.
template <typename Object, typename Get>
auto common(const std::vector<const Object *> &objects, Get get) -> std::optional<decltype(get(*objects.front()))>
{
    if (objects.empty()) return std::nullopt;
    auto first = get(*objects.front());
    for (const Object *object : objects)
        if (!(get(*object) == first)) return std::nullopt;
    return first;
}

template <typename Object>
std::vector<const Object *> pointers(const std::vector<Object> &objects)
{
    std::vector<const Object *> out;
    out.reserve(objects.size());
    for (const Object &object : objects) out.push_back(&object);
    return out;
}

// The line rates links are sold at (Ethernet and InfiniBand generations, per port): a link runs
// at one of these, not at 5 or 37 Gb/s. A design file may hold another rate; it is shown as is.
constexpr double kStandardRatesGbps[] = {10, 25, 40, 50, 100, 200, 400, 800, 1600};

QString mixedText()
{
    return PropertiesWidget::tr("Mixed");
}

// A line under a form for the reason a field refused its input, in the palette's error colour.
QLabel *refusalLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("refusal"));
    label->setWordWrap(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xc0, 0x1c, 0x28));
    label->setPalette(palette);
    label->hide();
    return label;
}

// Shows `value` in `combo` by item data, or the "Mixed" placeholder when there is none.
void showInCombo(QComboBox *combo, const std::optional<QVariant> &value)
{
    const QSignalBlocker blocker(combo);
    combo->setCurrentIndex(value ? combo->findData(*value) : -1);
}

} // namespace

PropertiesWidget::PropertiesWidget(QWidget *parent)
    : QWidget(parent)
    , m_emptyLabel(new QLabel(tr("Select devices or links on the canvas to edit them."), this))
{
    m_emptyLabel->setWordWrap(true);
    m_emptyLabel->setAlignment(Qt::AlignCenter);
    m_emptyLabel->setEnabled(false);
    createDeviceEditors();
    createLinkEditors();
    auto *layout = new QVBoxLayout(this);
    m_domainBox = new DomainPropertiesBox(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("selectionSummary"));
    m_summary->setWordWrap(true);
    m_summary->hide();
    layout->addWidget(m_emptyLabel);
    layout->addWidget(m_summary);
    layout->addWidget(m_domainBox);
    layout->addWidget(m_deviceBox);
    layout->addWidget(m_linkBox);
    layout->addStretch(1);
    setSelection(builtinCatalog(), std::vector<const Device *>(), std::vector<const Link *>());
}

void PropertiesWidget::createDeviceEditors()
{
    m_deviceBox = new QGroupBox(this);
    auto *form = new QFormLayout(m_deviceBox);
    m_name = new QLineEdit(m_deviceBox);
    m_name->setMaxLength(int(limits::kMaxNameLength)); // characters; the command checks the UTF-8 bytes
    m_model = new QComboBox(m_deviceBox);
    m_role = new QComboBox(m_deviceBox);
    m_group = new QLineEdit(m_deviceBox);
    m_group->setMaxLength(int(limits::kMaxNameLength));
    m_group->setToolTip(tr("Rack or scalable unit; auto-layout keeps a group's devices together"));
    m_nicModel = new QComboBox(m_deviceBox);
    auto *nicCount = new CheckedSpinBox(m_deviceBox);
    m_nicCount = nicCount;
    m_nicCount->setRange(-1, limits::kMaxNicsPerServer);
    m_nicCount->setKeyboardTracking(false);
    for (QComboBox *combo : {m_model, m_role, m_nicModel}) combo->setPlaceholderText(mixedText());
    m_role->addItem(tr("Leaf"), int(SwitchRole::Leaf));
    m_role->addItem(tr("Spine"), int(SwitchRole::Spine));
    m_role->addItem(tr("Core"), int(SwitchRole::Core));
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Model:"), m_model);
    form->addRow(tr("Role:"), m_role);
    form->addRow(tr("Group:"), m_group);
    form->addRow(tr("NIC model:"), m_nicModel);
    form->addRow(tr("NICs:"), m_nicCount);
    m_deviceRefusal = refusalLabel(m_deviceBox);
    form->addRow(m_deviceRefusal);
    connect(nicCount, &CheckedSpinBox::refused, m_deviceRefusal, &QLabel::setText);
    connect(nicCount, &CheckedSpinBox::refused, m_deviceRefusal, &QLabel::show);
    connect(nicCount, &CheckedSpinBox::accepted, m_deviceRefusal, &QLabel::hide);

    // editingFinished also fires on focus loss without a change; only real changes become edits.
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (m_name->isModified()) emit deviceEdited(DeviceProperty::Name, m_name->text());
        m_name->setModified(false);
    });
    connect(m_group, &QLineEdit::editingFinished, this, [this] {
        if (m_group->isModified()) emit deviceEdited(DeviceProperty::Group, m_group->text());
        m_group->setModified(false);
    });
    connect(m_model, &QComboBox::activated, this, [this] { emit deviceEdited(DeviceProperty::Model, m_model->currentData()); });
    connect(m_role, &QComboBox::activated, this, [this] { emit deviceEdited(DeviceProperty::Role, m_role->currentData()); });
    connect(m_nicModel, &QComboBox::activated, this,
            [this] { emit deviceEdited(DeviceProperty::NicModel, m_nicModel->currentData()); });
    connect(m_nicCount, &QSpinBox::valueChanged, this, [this](int value) { emit deviceEdited(DeviceProperty::NicCount, value); });
}

void PropertiesWidget::createLinkEditors()
{
    m_linkBox = new QGroupBox(this);
    auto *form = new QFormLayout(m_linkBox);
    m_speed = new QComboBox(m_linkBox);
    m_speed->setPlaceholderText(mixedText());
    m_speed->setToolTip(tr("The line rate of each cable: one of the standard Ethernet and InfiniBand rates"));
    auto *count = new CheckedSpinBox(m_linkBox);
    m_count = count;
    m_count->setRange(1, limits::kMaxCablesPerLink);
    m_count->setToolTip(tr("Parallel cables between the two devices, 1 to %L1").arg(limits::kMaxCablesPerLink));
    m_medium = new QComboBox(m_linkBox);
    m_medium->setPlaceholderText(mixedText());
    m_medium->addItem(DisplayNames::medium(Medium::Dac), int(Medium::Dac));
    m_medium->addItem(DisplayNames::medium(Medium::Aoc), int(Medium::Aoc));
    m_medium->addItem(DisplayNames::medium(Medium::Multimode), int(Medium::Multimode));
    m_medium->addItem(DisplayNames::medium(Medium::Singlemode), int(Medium::Singlemode));
    auto *length = new CheckedDoubleSpinBox(m_linkBox);
    m_length = length;
    m_length->setDecimals(1);
    m_length->setRange(0, limits::kMaxLengthM);
    m_length->setSuffix(tr(" m"));
    for (QAbstractSpinBox *spin : std::initializer_list<QAbstractSpinBox *>{m_count, m_length}) spin->setKeyboardTracking(false);
    m_linkEnds = new QLabel(m_linkBox);
    m_linkEnds->setObjectName(QStringLiteral("linkEnds"));
    m_linkEnds->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_linkEnds->setToolTip(tr("The NIC (server) or port (switch) each end uses, as the analysis assigns them: "
                              "pinned, else in the order the cables were drawn"));
    m_linkEnds->hide();
    form->addRow(m_linkEnds);
    form->addRow(tr("Speed:"), m_speed);
    form->addRow(tr("Cables:"), m_count);
    form->addRow(tr("Medium:"), m_medium);
    form->addRow(tr("Length:"), m_length);
    m_linkRefusal = refusalLabel(m_linkBox);
    form->addRow(m_linkRefusal);
    connect(count, &CheckedSpinBox::refused, m_linkRefusal, &QLabel::setText);
    connect(count, &CheckedSpinBox::refused, m_linkRefusal, &QLabel::show);
    connect(count, &CheckedSpinBox::accepted, m_linkRefusal, &QLabel::hide);
    connect(length, &CheckedDoubleSpinBox::refused, m_linkRefusal, &QLabel::setText);
    connect(length, &CheckedDoubleSpinBox::refused, m_linkRefusal, &QLabel::show);
    connect(length, &CheckedDoubleSpinBox::accepted, m_linkRefusal, &QLabel::hide);

    connect(m_speed, &QComboBox::activated, this, [this] { emit linkEdited(LinkProperty::Speed, m_speed->currentData()); });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int value) { emit linkEdited(LinkProperty::Count, value); });
    connect(m_medium, &QComboBox::activated, this, [this] { emit linkEdited(LinkProperty::Medium, m_medium->currentData()); });
    connect(m_length, &QDoubleSpinBox::valueChanged, this, [this](double value) { emit linkEdited(LinkProperty::Length, value); });
}

void PropertiesWidget::setLinkEnds(const QString &text)
{
    m_linkEnds->setText(text);
    m_linkEnds->setVisible(!text.isEmpty() && m_linkCount == 1);
}

QString PropertiesWidget::endsText(const Design &design, const LinkEnd &from, const LinkEnd &to, int count)
{
    const auto one = [&](const LinkEnd &end) {
        const Device *device = design.findDevice(end.device);
        const QString name = QString::fromStdString(device && !device->name.empty() ? device->name : end.device);
        const int first = end.nic >= 0 ? end.nic : end.port.value_or(-1);
        const QString slot = first < 0   ? tr("auto")
                             : count > 1 ? tr("%1–%2").arg(first).arg(first + count - 1)
                                         : QString::number(first);
        QString text = end.nic >= 0 ? tr("%1 NIC %2").arg(name, slot) : tr("%1 port %2").arg(name, slot);
        if (end.nic >= 0 && end.rail >= 0) text += QLatin1Char(' ') + tr("(rail %1)").arg(end.rail);
        return text;
    };
    return one(from) + QLatin1Char('\n') + one(to);
}

void PropertiesWidget::setDomainSelection(const Design &design, const Catalog &catalog, const ScaleUpDomain *domain)
{
    m_domainBox->setDomain(design, catalog, domain);
    if (domain) m_emptyLabel->hide();
}

void PropertiesWidget::setSelection(const Catalog &catalog, const std::vector<Device> &devices, const std::vector<Link> &links)
{
    setSelection(catalog, pointers(devices), pointers(links));
}

void PropertiesWidget::setSelection(const Catalog &catalog, const std::vector<const Device *> &devices,
                                    const std::vector<const Link *> &links)
{
    m_catalog = &catalog;
    m_linkCount = links.size();
    m_emptyLabel->setVisible(devices.empty() && links.empty());
    m_deviceBox->setVisible(!devices.empty());
    m_linkBox->setVisible(!links.empty());
    showSummary(devices, links.size());
    if (!devices.empty()) showDevices(devices);
    if (!links.empty()) showLinks(links);
}

void PropertiesWidget::showSummary(const std::vector<const Device *> &devices, std::size_t links)
{
    m_summary->setVisible(devices.size() + links > kSummaryObjects);
    if (m_summary->isHidden()) return;
    const auto servers = std::count_if(devices.begin(), devices.end(), [](const Device *d) { return d->isServer(); });
    const auto switches = qsizetype(devices.size()) - qsizetype(servers);
    m_summary->setText(tr("%1, %2 and %3 selected. A change below applies to all of them.")
                           .arg(tr("%Ln server(s)", nullptr, int(servers)), tr("%Ln switch(es)", nullptr, int(switches)),
                                tr("%Ln link(s)", nullptr, int(links))));
}

void PropertiesWidget::showDevices(const std::vector<const Device *> &devices)
{
    m_deviceRefusal->hide();
    const auto kind = common(devices, [](const Device &d) { return d.kind; });
    const bool switches = kind == DeviceKind::Switch;
    const bool servers = kind == DeviceKind::Server;
    m_deviceBox->setTitle(devices.size() == 1 ? (servers ? tr("Server") : tr("Switch"))
                                              : tr("%n devices", nullptr, int(devices.size())));

    auto showText = [](QLineEdit *edit, const std::optional<std::string> &value) {
        const QSignalBlocker blocker(edit);
        edit->setText(value ? QString::fromStdString(*value) : QString());
        edit->setPlaceholderText(value ? QString() : mixedText());
        edit->setModified(false);
    };
    showText(m_name, common(devices, [](const Device &d) { return d.name; }));
    showText(m_group, common(devices, [](const Device &d) { return d.group; }));

    {
        // Models of the selection's kind; a mix of switches and servers has no common model list.
        const QSignalBlocker blocker(m_model);
        m_model->clear();
        if (kind) {
            for (const CatalogEntry *entry : m_catalog->entriesOfKind(servers ? CatalogKind::Server : CatalogKind::Switch))
                m_model->addItem(QString::fromStdString(entry->name), QString::fromStdString(entry->id));
        }
        m_model->setEnabled(bool(kind));
        m_model->setToolTip(kind ? QString() : tr("Select only switches or only servers to change the model"));
    }
    const auto model = common(devices, [](const Device &d) { return d.model; });
    showInCombo(m_model, model ? std::optional<QVariant>(QString::fromStdString(*model)) : std::nullopt);

    m_role->setEnabled(switches);
    const auto role = switches ? common(devices, [](const Device &d) { return d.role; }) : std::nullopt;
    showInCombo(m_role, role ? std::optional<QVariant>(int(*role)) : std::nullopt);

    // NICs: servers only; "default" means the server model's own NICs.
    m_nicModel->setEnabled(servers);
    m_nicCount->setEnabled(servers);
    const ServerSpec *spec = model ? m_catalog->serverSpec(*model) : nullptr;
    {
        const QSignalBlocker blocker(m_nicModel);
        m_nicModel->clear();
        const CatalogEntry *defaultNic = spec ? m_catalog->find(spec->defaultNic) : nullptr;
        m_nicModel->addItem(defaultNic ? tr("Default (%1)").arg(QString::fromStdString(defaultNic->name)) : tr("Model default"),
                            QString());
        for (const CatalogEntry *entry : m_catalog->entriesOfKind(CatalogKind::Nic))
            m_nicModel->addItem(QString::fromStdString(entry->name), QString::fromStdString(entry->id));
    }
    const auto nicModel = servers ? common(devices, [](const Device &d) { return d.nicModel.value_or(std::string()); })
                                  : std::nullopt;
    showInCombo(m_nicModel, nicModel ? std::optional<QVariant>(QString::fromStdString(*nicModel)) : std::nullopt);

    const auto nicCount = servers ? common(devices, [](const Device &d) { return d.nicCount.value_or(-1); }) : std::nullopt;
    {
        const QSignalBlocker blocker(m_nicCount);
        m_nicCount->setSpecialValueText(nicCount ? (spec ? tr("Default (%1)").arg(spec->defaultNicCount) : tr("Default"))
                                                 : mixedText());
        m_nicCount->setValue(nicCount.value_or(-1));
    }
}

void PropertiesWidget::showLinks(const std::vector<const Link *> &links)
{
    m_linkRefusal->hide();
    m_linkBox->setTitle(links.size() == 1 ? tr("Link") : tr("%n links", nullptr, int(links.size())));
    // A spin box shows "Mixed" at an extra minimum step below the valid range.
    auto showNumber = [](auto *spin, auto value, double validMinimum, const QString &unsetText) {
        const QSignalBlocker blocker(spin);
        if (value) {
            spin->setMinimum(validMinimum);
            spin->setSpecialValueText(unsetText);
            spin->setValue(*value);
        } else {
            spin->setMinimum(validMinimum - 1 < 0 ? 0 : validMinimum - 1);
            spin->setSpecialValueText(mixedText());
            spin->setValue(spin->minimum());
        }
    };
    const auto speed = common(links, [](const Link &l) { return l.speedGbps; });
    {
        const QSignalBlocker blocker(m_speed);
        m_speed->clear();
        std::vector<double> rates(std::begin(kStandardRatesGbps), std::end(kStandardRatesGbps));
        // A rate from a file that is not standard stays visible rather than silently replaced.
        for (const Link *link : links)
            if (std::find(rates.begin(), rates.end(), link->speedGbps) == rates.end()) rates.push_back(link->speedGbps);
        std::sort(rates.begin(), rates.end());
        rates.erase(std::unique(rates.begin(), rates.end()), rates.end());
        for (double rate : rates) {
            const bool standard = std::find(std::begin(kStandardRatesGbps), std::end(kStandardRatesGbps), rate)
                                  != std::end(kStandardRatesGbps);
            m_speed->addItem(standard ? tr("%L1 Gb/s").arg(rate) : tr("%L1 Gb/s (non-standard)").arg(rate), rate);
        }
    }
    showInCombo(m_speed, speed ? std::optional<QVariant>(*speed) : std::nullopt);
    showNumber(m_count, common(links, [](const Link &l) { return l.count; }), 1, QString());
    const auto medium = common(links, [](const Link &l) { return l.medium; });
    showInCombo(m_medium, medium ? std::optional<QVariant>(int(*medium)) : std::nullopt);

    // Length 0 means "not set"; with a mixed selection it reads "Mixed" instead.
    const auto length = common(links, [](const Link &l) { return l.lengthM.value_or(0.0); });
    const QSignalBlocker blocker(m_length);
    m_length->setSpecialValueText(length ? tr("Not set") : mixedText());
    m_length->setValue(length.value_or(0.0));
}

} // namespace spinel
