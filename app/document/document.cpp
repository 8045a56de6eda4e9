// Document: its lifetime, file name and clean state, lookups of devices and links by id, and the
// change signals (batched by Document::Batch). The edits are in documentedits.cpp and
// documentdomains.cpp, files in documentfiles.cpp.
#include "document/document.h"

#include <QFileInfo>
#include <QUndoStack>

#include <utility>

#include "common/pooltask.h"
#include "document/designsnapshots.h"

namespace spinel {

namespace {

// Above this many devices and links, a design being dropped is freed on a pool thread.
constexpr std::size_t kFreeOnWorkerObjects = 20000;

} // namespace

Document::Document(Catalog catalog, QObject *parent)
    : QObject(parent)
    , m_snapshots(std::make_shared<DesignSnapshots>(&m_design))
    , m_catalog(std::make_shared<const Catalog>(std::move(catalog)))
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &Document::updateModified);
}

Document::~Document()
{
    // Workers may still hold the snapshot source; they must not copy a destroyed design.
    m_snapshots->detach();
    // Freeing a 129,600-GPU design takes the UI thread ~100 ms at exit: a pool thread does it.
    if (m_design.links.size() + m_design.devices.size() > kFreeOnWorkerObjects)
        (void)runOnComputePool([design = std::move(m_design)] {});
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

void Document::resetDesign(Design design, const QString &fileName)
{
    {
        const auto edit = m_snapshots->beginEdit();
        std::swap(m_design, design);
    }
    // The replaced design is freed on a pool thread when it is large (see ~Document).
    if (design.links.size() + design.devices.size() > kFreeOnWorkerObjects) (void)runOnComputePool([old = std::move(design)] {});
    m_index.invalidate();
    // The id tables are built now, with the design, rather than by the first edit that looks an
    // id up: at 291,600 links that first lookup (undoing a delete) held the UI thread 14-19 ms.
    (void)m_index.deviceIndex(std::string());
    (void)m_index.linkIndex(std::string());
    m_loadNotes.clear();  // load() sets the new file's after this
    m_undoStack->clear(); // leaves the stack clean
    setFileName(fileName);
    emit designReset();
    emit settingsChanged();
    emit scenariosChanged();
    emit designChanged();
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

Document::Batch::Batch(Document *document)
    : m_document(document)
{
    ++m_document->m_batchDepth;
}

Document::Batch::~Batch()
{
    if (--m_document->m_batchDepth > 0) return;
    DocumentChange change = std::exchange(m_document->m_pending, {});
    const bool designChanged = std::exchange(m_document->m_pendingDesignChanged, false);
    if (!change.isEmpty()) emit m_document->changed(change);
    if (designChanged) emit m_document->designChanged();
}

void Document::announce(DocumentChange change)
{
    if (m_batchDepth > 0) {
        if (m_pending.isEmpty()) m_pending = std::move(change);
        else m_pending.merge(change);
        m_pendingDesignChanged = true;
        return;
    }
    emit changed(change);
    emit designChanged();
}

void Document::announceDesignChanged()
{
    if (m_batchDepth > 0) m_pendingDesignChanged = true;
    else emit designChanged();
}

} // namespace spinel
