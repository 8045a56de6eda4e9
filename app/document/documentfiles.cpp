// Document's file side: opening, restoring and saving designs and loading the user's catalog.
// (The edits are in documentedits.cpp and documentdomains.cpp, the change signals in document.cpp.)
#include "document/document.h"

#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

#include <exception>

#include "common/messagetext.h"
#include "common/pooltask.h"
#include "document/designsnapshots.h"
#include "document/saverun.h"
#include "export/savefile.h"
#include "io/catalogformat.h"
#include "io/designformat.h"
#include "io/loaderror.h"

namespace spinel {

namespace {

// Thrown from the writer's sink when the user cancels a save: QSaveFile, left without a commit,
// removes its temporary file and the old file stays.
struct SaveCancelled { };

bool isResource(const QString &fileName)
{
    return fileName.startsWith(QLatin1String(":/"));
}

} // namespace

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
    } catch (const LoadError &error) {
        if (errorMessage) *errorMessage = MessageText::text(error);
        return catalog;
    } catch (const std::exception &error) {
        if (errorMessage) *errorMessage = QString::fromStdString(error.what());
        return catalog;
    }
}

void Document::newDesign()
{
    resetDesign(Design{}, QString());
}

void Document::newDesignFrom(Design design)
{
    resetDesign(std::move(design), QString());
    // No command to undo to a clean state: the stack stays "modified" until the design is saved.
    m_undoStack->resetClean();
}

bool Document::loadInto(const QString &fileName, Design &design, QString *errorMessage, std::vector<Message> *notes) const
{
    try {
        if (isResource(fileName)) {
            // Resources are not files the model's reader can open.
            QFile file(fileName);
            if (!file.open(QIODevice::ReadOnly)) throw LoadError(fileName.toStdString(), {}, file.errorString().toStdString());
            design = readDesign(file.readAll().toStdString(), *m_catalog, fileName.toStdString(), notes);
        } else {
            design = loadDesignFile(QFile::encodeName(fileName).toStdString(), *m_catalog, notes);
        }
        return true;
    } catch (const LoadError &error) {
        if (errorMessage) *errorMessage = MessageText::text(error); // in the user's language
    } catch (const std::exception &error) {
        // The loader promises LoadError; anything else is still reported, never fatal.
        if (errorMessage) *errorMessage = tr("%1: %2").arg(fileName, QString::fromStdString(error.what()));
    }
    return false;
}

bool Document::load(const QString &fileName, QString *errorMessage)
{
    Design design;
    std::vector<Message> notes;
    if (!loadInto(fileName, design, errorMessage, &notes)) return false;
    resetDesign(std::move(design), fileName);
    m_loadNotes = std::move(notes);
    return true;
}

bool Document::loadAsUntitled(const QString &fileName, QString *errorMessage)
{
    Design design;
    std::vector<Message> notes;
    if (!loadInto(fileName, design, errorMessage, &notes)) return false;
    resetDesign(std::move(design), QString());
    m_loadNotes = std::move(notes);
    return true;
}

bool Document::restore(const QString &recoveryFile, const QString &originalFile, QString *errorMessage)
{
    Design design;
    if (!loadInto(recoveryFile, design, errorMessage, nullptr)) return false;
    resetDesign(std::move(design), originalFile);
    m_undoStack->resetClean(); // nothing to undo back to a saved state: modified until saved
    updateModified();
    return true;
}

bool Document::save(const QString &fileName, QString *errorMessage)
{
    SaveRun run = startSave(fileName);
    run.result.waitForFinished();
    tsan::acquireResult(run.result);
    const QString error = run.result.result();
    if (!error.isEmpty()) {
        if (errorMessage) *errorMessage = error;
        return false;
    }
    finishSave(run);
    return true;
}

SaveRun Document::startSave(const QString &fileName, std::shared_ptr<SaveProgress> progress) const
{
    SaveRun run;
    run.fileName = fileName;
    run.progress = progress ? std::move(progress) : std::make_shared<SaveProgress>();
    run.designVersion = m_snapshots->version();
    run.result = runOnComputePool([snapshots = m_snapshots, version = run.designVersion, catalog = m_catalog, fileName,
                                   progress = run.progress]() -> QString {
        const std::shared_ptr<const Design> design = snapshots->take(version);
        if (!design) return tr("Cannot save %1: the design was changed while it was being saved").arg(fileName);
        // The loader's rules first: Spinel never writes a file it would then refuse to open.
        try {
            validateDesign(*design, *catalog);
        } catch (const FormatError &error) {
            //: %1 the file, %2 where in the design and what is wrong
            return tr("Cannot save %1: %2").arg(fileName, MessageText::text(error));
        }
        // Through QSaveFile (a temporary renamed over the file), every byte and the flush checked;
        // the text goes out a chunk at a time, never whole in memory (516 MB at a million GPUs).
        QString reason;
        try {
            const bool saved = SaveFile::write(
                fileName,
                [&](const SaveFile::Sink &sink) {
                    writeDesign(*design, [&](std::string_view bytes) {
                        if (progress->cancelled.load(std::memory_order_relaxed)) throw SaveCancelled{};
                        sink(bytes);
                        progress->bytesWritten.fetch_add(qint64(bytes.size()), std::memory_order_relaxed);
                    });
                },
                &reason);
            if (saved) return {};
        } catch (const SaveCancelled &) {
            return tr("Saving was cancelled: %1 is as it was.").arg(fileName);
        }
        return tr("Cannot save %1: %2").arg(fileName, reason);
    });
    return run;
}

void Document::finishSave(const SaveRun &run)
{
    setFileName(run.fileName);
    // Edits made while the worker wrote are not in the file: the document stays modified.
    if (m_snapshots->version() == run.designVersion) m_undoStack->setClean();
}

} // namespace spinel
