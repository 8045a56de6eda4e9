#include "document/document.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoStack>

#include <algorithm>
#include <exception>

#include "io/catalogformat.h"
#include "io/designformat.h"
#include "io/loaderror.h"

namespace spinel {

namespace {

bool isResource(const QString &fileName)
{
    return fileName.startsWith(QLatin1String(":/"));
}

template <typename Objects>
int indexById(const Objects &objects, const std::string &id)
{
    const auto found = std::find_if(objects.begin(), objects.end(), [&](const auto &object) { return object.id == id; });
    return found == objects.end() ? -1 : int(found - objects.begin());
}

} // namespace

Document::Document(Catalog catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &Document::updateModified);
}

Document::~Document() = default;

Catalog Document::loadCatalog(const QString &userCatalogFile, QString *errorMessage)
{
    Catalog catalog = builtinCatalog();
    if (userCatalogFile.isEmpty() || !QFileInfo::exists(userCatalogFile)) return catalog;
    try {
        const std::string fileName = QFile::encodeName(userCatalogFile).toStdString();
        Catalog merged = catalog;
        merged.merge(loadCatalogFile(fileName));
        checkCatalogReferences(merged, fileName);
        return merged;
    } catch (const std::exception &error) {
        if (errorMessage) *errorMessage = QString::fromStdString(error.what());
        return catalog;
    }
}

QString Document::displayName() const
{
    if (!m_fileName.isEmpty()) return QFileInfo(m_fileName).fileName();
    if (!m_design.settings.name.empty()) return QString::fromStdString(m_design.settings.name);
    return tr("Untitled");
}

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::newDesign()
{
    resetDesign(Design{}, QString());
}

bool Document::loadInto(const QString &fileName, Design &design, QString *errorMessage) const
{
    try {
        if (isResource(fileName)) {
            // Resources are not files the model's reader can open.
            QFile file(fileName);
            if (!file.open(QIODevice::ReadOnly)) throw LoadError(fileName.toStdString(), {}, file.errorString().toStdString());
            design = readDesign(file.readAll().toStdString(), m_catalog, fileName.toStdString());
        } else {
            design = loadDesignFile(QFile::encodeName(fileName).toStdString(), m_catalog);
        }
        return true;
    } catch (const LoadError &error) {
        if (errorMessage) *errorMessage = QString::fromStdString(error.what());
    } catch (const std::exception &error) {
        // The loader promises LoadError; anything else is still reported, never fatal.
        if (errorMessage) *errorMessage = tr("%1: %2").arg(fileName, QString::fromStdString(error.what()));
    }
    return false;
}

bool Document::load(const QString &fileName, QString *errorMessage)
{
    Design design;
    if (!loadInto(fileName, design, errorMessage)) return false;
    resetDesign(std::move(design), fileName);
    return true;
}

bool Document::loadAsUntitled(const QString &fileName, QString *errorMessage)
{
    Design design;
    if (!loadInto(fileName, design, errorMessage)) return false;
    resetDesign(std::move(design), QString());
    return true;
}

bool Document::save(const QString &fileName, QString *errorMessage)
{
    const std::string bytes = writeDesign(m_design);
    // QSaveFile writes to a temporary file and renames it over the target on commit().
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(bytes.data(), qint64(bytes.size())) != qint64(bytes.size())
        || !file.commit()) {
        if (errorMessage) *errorMessage = tr("Cannot save %1: %2").arg(fileName, file.errorString());
        file.cancelWriting();
        return false;
    }
    setFileName(fileName);
    m_undoStack->setClean();
    return true;
}

void Document::resetDesign(Design design, const QString &fileName)
{
    m_design = std::move(design);
    m_undoStack->clear();  // leaves the stack clean
    setFileName(fileName);
    emit designReset();
    emit settingsChanged();
    updateModified();
}

void Document::updateModified()
{
    // One signal per real change, whichever of undo, redo, save, setClean or clear caused it.
    const bool modified = isModified();
    if (modified == m_lastModified) return;
    m_lastModified = modified;
    emit modifiedChanged(modified);
}

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName) return;
    m_fileName = fileName;
    emit fileNameChanged(m_fileName);
}

int Document::deviceIndex(const std::string &id) const
{
    return indexById(m_design.devices, id);
}

int Document::linkIndex(const std::string &id) const
{
    return indexById(m_design.links, id);
}

void Document::insertDevice(int index, Device device)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.devices.size()));
    const QString id = QString::fromStdString(device.id);
    m_design.devices.insert(m_design.devices.begin() + index, std::move(device));
    emit deviceAdded(id);
}

Device Document::removeDevice(int index)
{
    Q_ASSERT(index >= 0 && index < int(m_design.devices.size()));
    Device device = std::move(m_design.devices[std::size_t(index)]);
    m_design.devices.erase(m_design.devices.begin() + index);
    emit deviceRemoved(QString::fromStdString(device.id));
    return device;
}

void Document::replaceDevice(Device device)
{
    Device *existing = m_design.findDevice(device.id);
    Q_ASSERT(existing);
    if (!existing) return;
    *existing = std::move(device);
    emit deviceChanged(QString::fromStdString(existing->id));
}

void Document::insertLink(int index, Link link)
{
    Q_ASSERT(index >= 0 && index <= int(m_design.links.size()));
    const QString id = QString::fromStdString(link.id);
    m_design.links.insert(m_design.links.begin() + index, std::move(link));
    emit linkAdded(id);
}

Link Document::removeLink(int index)
{
    Q_ASSERT(index >= 0 && index < int(m_design.links.size()));
    Link link = std::move(m_design.links[std::size_t(index)]);
    m_design.links.erase(m_design.links.begin() + index);
    emit linkRemoved(QString::fromStdString(link.id));
    return link;
}

void Document::replaceLink(Link link)
{
    Link *existing = m_design.findLink(link.id);
    Q_ASSERT(existing);
    if (!existing) return;
    *existing = std::move(link);
    emit linkChanged(QString::fromStdString(existing->id));
}

void Document::setSettings(DesignSettings settings)
{
    if (m_design.settings == settings) return;
    m_design.settings = std::move(settings);
    emit settingsChanged();
}

} // namespace spinel
