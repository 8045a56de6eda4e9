// MainWindow: the File menu — new, open, open recent, save, save as, and the unsaved-changes prompt.
#include "mainwindow/mainwindow.h"

#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QKeySequence>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include "canvas/canvasview.h"
#include "commands/autolayout.h"
#include "common/messagetext.h"
#include "common/pooltask.h"
#include "document/autosave.h"
#include "document/document.h"
#include "document/saverun.h"
#include "generate/tierlayout.h"
#include "mainwindow/recentfiles.h"
#include "plots/plotformat.h"

namespace spinel {

namespace {

QString designFilter()
{
    return MainWindow::tr("Spinel designs (*.spinel)") + QStringLiteral(";;") + MainWindow::tr("All files (*)");
}

// A file written without positions (or an import that only named the devices) would open as
// one heap of icons. It is laid out by tier as an undoable edit: undo shows the file as it is,
// and the document counts as modified, as the positions are not in the file until it is saved.
void layOutIfUnplaced(Document &document, CanvasView *view, QStatusBar *statusBar)
{
    if (!TierLayout::needsLayout(document.design())) return;
    document.undoStack()->push(new AutoLayout(&document));
    view->fitToDesign(); // it was fitted to the heap when the design was shown
    const QString undo = QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
    statusBar->showMessage(
        MainWindow::tr("The design had no device positions, so it was laid out by tier (%1 to undo).").arg(undo), 10000);
}

// Runs the event loop until `run` is done; after a quarter of a second a dialog shows how far it
// got and offers to cancel.
void waitForSave(QWidget *window, const SaveRun &run)
{
    const QString name = QFileInfo(run.fileName).fileName();
    QProgressDialog progress(MainWindow::tr("Saving %1…").arg(name), MainWindow::tr("Cancel"), 0, 0, window);
    progress.setWindowTitle(MainWindow::tr("Saving"));
    progress.setWindowModality(Qt::WindowModal);
    // The dialog's own timer, started by setValue(0): a save done within a quarter of a second never
    // flashes a dialog.
    progress.setMinimumDuration(250);
    progress.setValue(0);
    QObject::connect(&progress, &QProgressDialog::canceled, &progress, [&run] { run.progress->cancelled.store(true); });
    QEventLoop loop;
    QFutureWatcher<QString> watcher;
    QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
    QTimer ticker;
    ticker.setInterval(100);
    QObject::connect(&ticker, &QTimer::timeout, &progress, [&] {
        //: %1 a file name, %2 an amount such as "64 MiB"
        progress.setLabelText(
            MainWindow::tr("Saving %1… %2 written").arg(name, plotformat::bytes(double(run.progress->bytesWritten.load()))));
    });
    ticker.start();
    watcher.setFuture(run.result);
    if (!run.result.isFinished()) loop.exec();
}

} // namespace

bool MainWindow::openExample()
{
    QString error;
    if (!m_document->loadAsUntitled(exampleResource(), &error)) {
        showOpenError(error);
        return false;
    }
    layOutIfUnplaced(*m_document, m_view, statusBar());
    return true;
}

bool MainWindow::openFile(const QString &fileName)
{
    QString error;
    if (!m_document->load(fileName, &error)) {
        showOpenError(error);
        return false;
    }
    m_recentFiles->add(fileName);
    layOutIfUnplaced(*m_document, m_view, statusBar());
    showLoadNotes(fileName);
    return true;
}

void MainWindow::openStartupDesign()
{
    const QStringList recent = m_recentFiles->files();
    if (!recent.isEmpty() && QFileInfo::exists(recent.first())) {
        QString error;
        // At start-up a broken recent file is not worth a dialog; fall back to the example.
        if (m_document->load(recent.first(), &error)) {
            layOutIfUnplaced(*m_document, m_view, statusBar());
            showLoadNotes(recent.first());
            return;
        }
    }
    openExample();
}

void MainWindow::offerRecovery()
{
    const QList<Autosave::Orphan> orphans = Autosave::orphans();
    if (orphans.isEmpty()) return;
    // The newest is offered; older leftovers of earlier crashes go with the answer.
    const Autosave::Orphan &newest = orphans.constFirst();
    const QString name = newest.originalFile.isEmpty() ? tr("an untitled design")
                                                       : QStringLiteral("“%1”").arg(QFileInfo(newest.originalFile).fileName());
    const QString when = QLocale().toString(newest.savedAt.toLocalTime(), QLocale::ShortFormat);
    QMessageBox box(QMessageBox::Question, tr("Recover unsaved changes"),
                    tr("Spinel did not close properly. Unsaved changes to %1 from %2 were kept.").arg(name, when),
                    QMessageBox::NoButton, this);
    box.setInformativeText(tr("Restore them? Discard deletes them; Later keeps them for the next start."));
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    const QString answer = qEnvironmentVariable("SPINEL_RECOVERY_ANSWER");
    QAbstractButton *clicked = nullptr;
    if (answer == QLatin1String("restore")) clicked = restore;
    else if (answer == QLatin1String("discard")) clicked = discard;
    else if (answer.isEmpty()) {
        box.exec();
        clicked = box.clickedButton();
    }
    if (clicked == discard) {
        for (const Autosave::Orphan &orphan : orphans) Autosave::discard(orphan);
        return;
    }
    if (clicked != restore) return;
    QString error;
    if (!m_document->restore(newest.recoveryFile, newest.originalFile, &error)) {
        showOpenError(error); // the recovery file stays, so nothing is lost
        return;
    }
    for (const Autosave::Orphan &orphan : orphans) Autosave::discard(orphan);
    // Restored changes are unsaved: the document is modified and autosaved again from here.
    statusBar()->showMessage(tr("Restored the unsaved changes to %1.").arg(name), 10000);
}

void MainWindow::showOpenError(const QString &message)
{
    QMessageBox box(QMessageBox::Warning, tr("Cannot open design"),
                    tr("The design could not be opened. The current design is unchanged."), QMessageBox::Ok, this);
    // The loader's message names the file and the place in it; shown as is, so it can be quoted.
    box.setInformativeText(message);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    box.exec();
}

// An older file whose meaning was upgraded as it opened (a version 1 NVL72 "server" is now a rack
// of compute trays): said without blocking, since the design is open and nothing was lost.
void MainWindow::showLoadNotes(const QString &fileName)
{
    const std::vector<Message> &notes = m_document->loadNotes();
    if (notes.empty()) return;
    QStringList lines;
    for (const Message &note : notes) lines << MessageText::text(note);
    constexpr qsizetype kShown = 5; // the rest under Show Details
    QStringList shown = lines.mid(0, kShown);
    if (lines.size() > kShown) shown << tr("… and %n more.", "", int(lines.size() - kShown));
    auto *box = new QMessageBox(QMessageBox::Information, tr("Older design file"),
                                tr("“%1” was written by an older Spinel and was upgraded as it opened. Saving writes it in the "
                                   "current format.")
                                    .arg(QFileInfo(fileName).fileName()),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("loadNotes"));
    box->setInformativeText(shown.join(QLatin1Char('\n')));
    if (lines.size() > kShown) box->setDetailedText(lines.join(QLatin1Char('\n')));
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

void MainWindow::newDesign()
{
    if (maybeSave()) m_document->newDesign();
}

void MainWindow::open()
{
    if (!maybeSave()) return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open Design"), m_recentFiles->lastDirectory(), designFilter());
    if (!fileName.isEmpty()) openFile(fileName);
}

bool MainWindow::save()
{
    // Untitled designs (new ones and the built-in examples) have nowhere to go yet.
    if (m_document->fileName().isEmpty()) return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString suggestion = m_document->fileName();
    if (suggestion.isEmpty()) {
        // A file name from the design's name, without characters file systems dislike.
        QString base = m_document->displayName();
        base.replace(QRegularExpression(QStringLiteral("[^\\w\\-. ]+")), QStringLiteral("-"));
        suggestion = QDir(m_recentFiles->lastDirectory()).filePath(base.simplified() + QStringLiteral(".spinel"));
    }
    QFileDialog dialog(this, tr("Save Design As"), suggestion, designFilter());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("spinel"));
    dialog.selectFile(suggestion);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return false;
    return saveTo(dialog.selectedFiles().constFirst());
}

bool MainWindow::saveTo(const QString &fileName)
{
    // Written on a worker; a save that takes longer than a moment shows its progress and can be
    // cancelled. The dialog is window-modal, so nothing is edited while the file is written.
    const SaveRun run = m_document->startSave(fileName);
    if (!run.result.isFinished()) waitForSave(this, run);
    tsan::acquireResult(run.result);
    const QString error = run.result.result();
    if (!error.isEmpty()) {
        if (run.progress->cancelled.load()) statusBar()->showMessage(error, 6000);
        else QMessageBox::warning(this, tr("Cannot save design"), error);
        return false;
    }
    m_document->finishSave(run);
    m_recentFiles->add(fileName);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(fileName)), 4000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified()) return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to “%1” before closing?").arg(m_document->displayName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("Your changes will be lost if you don't save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

} // namespace spinel
