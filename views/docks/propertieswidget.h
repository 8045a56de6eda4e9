#pragma once
// The properties dock's contents: edits the selected devices and links together. Fields whose
// value differs across the selection show "Mixed"; changing one sets it on every selected object
// it applies to. Edits leave as signals; the application turns each into one undo command.

#include <QVariant>
#include <QWidget>

#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/portmap.h"
#include "docks/editableproperty.h"

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace spinel {
class DomainPropertiesBox;

class PropertiesWidget : public QWidget {
    Q_OBJECT
public:
    explicit PropertiesWidget(QWidget *parent = nullptr);

    // The selected objects, read during the call and not kept (select-all on 16,384 GPUs is
    // 52,000 objects: no copies); call again whenever the selection or any of them changes.
    void setSelection(const Catalog &catalog, const std::vector<const Device *> &devices, const std::vector<const Link *> &links);
    void setSelection(const Catalog &catalog, const std::vector<Device> &devices, const std::vector<Link> &links);
    // Above this many objects the dock says how many of each kind are selected (the editors
    // still apply to all of them).
    static constexpr std::size_t kSummaryObjects = 1000;
    // "16,384 servers, 1,536 switches and 36,000 links selected" for a large selection, else hidden.
    QLabel *summaryLabel() const { return m_summary; }
    // The selected scale-up domain (nullptr: none), shown above the devices; call with setSelection.
    void setDomainSelection(const Design &design, const Catalog &catalog, const ScaleUpDomain *domain);
    DomainPropertiesBox *domainBox() const { return m_domainBox; }
    // Which NIC or port each end of the one selected link uses (hidden when `text` is empty):
    // call after setSelection with endsText() of the link.
    void setLinkEnds(const QString &text);
    QLabel *linkEndsLabel() const { return m_linkEnds; }
    // "srv-1 NIC 3 (rail 3)" for each end on its own line; a switch end shows its pinned port or
    // "port auto". Names, not ids, as the canvas shows them.
    static QString endsText(const Design &design, const LinkEnd &from, const LinkEnd &to, int count);

    // For tests: the editors by property.
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *modelCombo() const { return m_model; }
    QComboBox *roleCombo() const { return m_role; }
    QSpinBox *nicCountSpin() const { return m_nicCount; }
    QComboBox *speedCombo() const { return m_speed; }
    QSpinBox *countSpin() const { return m_count; }
    QComboBox *mediumCombo() const { return m_medium; }
    QDoubleSpinBox *lengthSpin() const { return m_length; }
    // The reason the last refused input was refused (hidden when there is none).
    QLabel *linkRefusalLabel() const { return m_linkRefusal; }
    QLabel *deviceRefusalLabel() const { return m_deviceRefusal; }

signals:
    void deviceEdited(spinel::DeviceProperty property, const QVariant &value);
    void linkEdited(spinel::LinkProperty property, const QVariant &value);

private:
    void createDeviceEditors();
    void createLinkEditors();
    void showDevices(const std::vector<const Device *> &devices);
    void showLinks(const std::vector<const Link *> &links);
    void showSummary(const std::vector<const Device *> &devices, std::size_t links);

    const Catalog *m_catalog = nullptr;
    std::size_t m_linkCount = 0;

    QLabel *m_emptyLabel;
    QLabel *m_summary = nullptr;
    DomainPropertiesBox *m_domainBox = nullptr;
    QGroupBox *m_deviceBox = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_role = nullptr;
    QLineEdit *m_group = nullptr;
    QComboBox *m_nicModel = nullptr;
    QSpinBox *m_nicCount = nullptr;
    QGroupBox *m_linkBox = nullptr;
    QComboBox *m_speed = nullptr;
    QSpinBox *m_count = nullptr;
    QComboBox *m_medium = nullptr;
    QDoubleSpinBox *m_length = nullptr;
    QLabel *m_linkRefusal = nullptr;
    QLabel *m_linkEnds = nullptr;
    QLabel *m_deviceRefusal = nullptr;
};

} // namespace spinel
