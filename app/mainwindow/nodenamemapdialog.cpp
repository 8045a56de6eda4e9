#include "mainwindow/nodenamemapdialog.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace spinel {

namespace {
const QString kLastMapKey = QStringLiteral("asBuilt/nodeNameMap");
} // namespace

NodeNameMapDialog::NodeNameMapDialog(const QString &dumpPath, QWidget *parent)
    : QDialog(parent)
    , m_path(new QLineEdit(this))
{
    setWindowTitle(tr("Node-Name Map"));
    auto *intro = new QLabel(tr("Host and switch names for %1 come from a node-name map (GUID \"name\" lines, as for "
                                "ibnetdiscover --node-name-map). Leave it empty to use the names in the dump.")
                                 .arg(QFileInfo(dumpPath).fileName()),
                             this);
    intro->setWordWrap(true);
    m_path->setPlaceholderText(tr("No map: the names in the dump"));
    m_path->setClearButtonEnabled(true);
    m_path->setText(suggestedMap(dumpPath));
    m_path->setMinimumWidth(360);
    auto *browseButton = new QPushButton(tr("&Browse…"), this);
    auto *row = new QHBoxLayout;
    row->addWidget(m_path, 1);
    row->addWidget(browseButton);
    auto *form = new QFormLayout(this);
    form->addRow(intro);
    // A row whose field is a layout gets a label without a buddy (the "&" would show): name it.
    auto *mapLabel = new QLabel(tr("&Map:"), this);
    mapLabel->setBuddy(m_path);
    form->addRow(mapLabel, row);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browseButton, &QPushButton::clicked, this, &NodeNameMapDialog::browse);
}

QString NodeNameMapDialog::mapPath() const
{
    return m_path->text().trimmed();
}

void NodeNameMapDialog::setMapPath(const QString &path)
{
    m_path->setText(path);
}

QString NodeNameMapDialog::suggestedMap(const QString &dumpPath)
{
    const QString beside = dumpPath + QStringLiteral(".node-name-map");
    if (QFileInfo::exists(beside)) return beside;
    const QString last = QSettings().value(kLastMapKey).toString();
    return !last.isEmpty() && QFileInfo::exists(last) ? last : QString();
}

void NodeNameMapDialog::remember(const QString &mapPath)
{
    if (!mapPath.isEmpty()) QSettings().setValue(kLastMapKey, mapPath);
}

void NodeNameMapDialog::browse()
{
    const QString start = mapPath().isEmpty() ? QString() : QFileInfo(mapPath()).absolutePath();
    const QString chosen = QFileDialog::getOpenFileName(this, tr("Choose a Node-Name Map"), start,
                                                        tr("Node-name maps (*.node-name-map *.map *.txt);;All files (*)"));
    if (!chosen.isEmpty()) m_path->setText(chosen);
}

} // namespace spinel
