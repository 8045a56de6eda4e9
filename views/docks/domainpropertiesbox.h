#pragma once
// The properties dock's box for a selected scale-up (NVLink) domain: its name and NVLink
// partition to edit, and what it is (trays, GPUs, NVLink per GPU, the NVLink domains in effect).
// Edits leave as signals; the application turns each into one undo command.

#include <QGroupBox>
#include <QString>

#include <string>

class QComboBox;
class QLabel;
class QLineEdit;

namespace spinel {
struct Design;
struct ScaleUpDomain;
class Catalog;

class DomainPropertiesBox : public QGroupBox {
    Q_OBJECT
public:
    explicit DomainPropertiesBox(QWidget *parent = nullptr);

    // Shows `domain` (one of design's), or hides the box for nullptr.
    void setDomain(const Design &design, const Catalog &catalog, const ScaleUpDomain *domain);
    const QString &domainId() const { return m_domainId; }

    // For tests.
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *partitionCombo() const { return m_partition; }
    QLabel *traysLabel() const { return m_trays; }
    QLabel *gpusLabel() const { return m_gpus; }
    QLabel *nvlinkLabel() const { return m_nvlink; }
    QLabel *domainsLabel() const { return m_inEffect; }

signals:
    void renamed(const QString &domainId, const QString &name);
    // GPUs per NVLink partition; 0: the whole domain is one.
    void partitionChosen(const QString &domainId, int partitionGpus);

private:
    void choosePartition();

    QString m_domainId;
    int m_partitionGpus = 0;
    QLineEdit *m_name;
    QComboBox *m_partition;
    QLabel *m_model;
    QLabel *m_trays;
    QLabel *m_gpus;
    QLabel *m_nvlink;
    QLabel *m_inEffect;
};

} // namespace spinel
