#include "mainwindow/asbuiltactions.h"

#include <QAction>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>
#include <QThread>

#include <map>
#include <unordered_map>

#include "canvas/fabricscene.h"
#include "common/messagetext.h"
#include "common/pooltask.h"
#include "cost/cablingplan.h"
#include "document/designsnapshots.h"
#include "document/document.h"
#include "export/exportnames.h"
#include "io/designformat.h"
#include "io/loaderror.h"
#include "mainwindow/nodenamemapdialog.h"

namespace spinel {

namespace {

using namespace spinel::exporting;

QString endText(const CableEnd &end)
{
    return QStringLiteral("%1/p%2").arg(QString::fromStdString(end.device)).arg(end.port);
}

// The format of a chosen file: by the dialog's filter, else by its extension.
AsBuiltSource sourceFor(const QStringList &files, const QString &filter, const QStringList &filters)
{
    AsBuiltSource source;
    source.path = files.first().toStdString();
    const QString suffix = QFileInfo(files.first()).suffix().toLower();
    const qsizetype chosen = filters.indexOf(filter);
    const bool bySuffix = chosen < 0 || chosen == filters.size() - 1; // "All files"
    const bool graphMlOffered = filters.size() == 4;
    if (chosen == 1 || (bySuffix && suffix == QLatin1String("json"))) source.format = AsBuiltFormat::Lldp;
    else if ((graphMlOffered && chosen == 2) || (bySuffix && suffix == QLatin1String("graphml")))
        source.format = AsBuiltFormat::GraphMl;
    if (source.format == AsBuiltFormat::Lldp)
        for (qsizetype i = 1; i < files.size(); ++i) source.morePaths.push_back(files[i].toStdString());
    // The node-name map Spinel's export writes beside the dump, if there is one.
    const QString map = files.first() + QStringLiteral(".node-name-map");
    if (source.format == AsBuiltFormat::Ibnetdiscover && QFileInfo::exists(map)) source.nodeNameMap = map.toStdString();
    return source;
}

QStringList fileFilters(bool withGraphMl)
{
    QStringList filters{AsBuiltActions::tr("ibnetdiscover dumps (*.ibnd *.txt *.topo *.out)"),
                        AsBuiltActions::tr("LLDP tables, lldpcli -f json0, one per switch (*.json)")};
    if (withGraphMl) filters << AsBuiltActions::tr("GraphML drawings (*.graphml *.xml)");
    filters << AsBuiltActions::tr("All files (*)");
    return filters;
}

} // namespace

AsBuiltActions::AsBuiltActions(QMainWindow *window, Document *document, FabricScene *scene, std::function<bool()> saveGuard)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_saveGuard(std::move(saveGuard))
    , m_importAction(new QAction(tr("&Import…"), this))
    , m_compareAction(new QAction(tr("Compare with As-&Built…"), this))
    , m_dock(new QDockWidget(tr("As-Built Differences"), window))
    , m_diff(new AsBuiltDiffWidget(m_dock))
    , m_overlay(new AsBuiltOverlay(scene, this))
{
    m_importAction->setStatusTip(tr("Open a fabric as built (ibnetdiscover, LLDP) or a GraphML drawing as a new design"));
    m_compareAction->setStatusTip(tr("List the cables that differ between the design and the fabric as built"));
    connect(m_importAction, &QAction::triggered, this, &AsBuiltActions::chooseImport);
    connect(m_compareAction, &QAction::triggered, this, &AsBuiltActions::chooseCompare);
    connect(&m_importWatcher, &QFutureWatcher<ImportOutcome>::finished, this, &AsBuiltActions::importFinished);
    connect(&m_compareWatcher, &QFutureWatcher<CompareOutcome>::finished, this, &AsBuiltActions::compareFinished);
    m_dock->setObjectName(QStringLiteral("asBuiltDock"));
    m_dock->setWidget(m_diff);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_dock->hide();
    // selectOnly's third argument (domains) has a default, which a member-pointer connect cannot use.
    const auto select = [scene](const QStringList &deviceIds, const QStringList &linkIds) {
        scene->selectOnly(deviceIds, linkIds);
    };
    connect(m_diff, &AsBuiltDiffWidget::selectRequested, scene, select);
    connect(m_overlay, &AsBuiltOverlay::selectRequested, scene, select);
    // The marks go with the dock (closed, not merely tabbed away) and with the design.
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible && m_dock->isHidden()) m_overlay->clear();
    });
    connect(document, &Document::designReset, m_overlay, &AsBuiltOverlay::clear);
}

AsBuiltActions::~AsBuiltActions()
{
    m_importWatcher.waitForFinished();
    m_compareWatcher.waitForFinished();
    tsan::acquireResult(m_importWatcher.future()); // their results are freed here
    tsan::acquireResult(m_compareWatcher.future());
}

void AsBuiltActions::chooseImport()
{
    if (m_importWatcher.isRunning() || (m_saveGuard && !m_saveGuard())) return;
    const QStringList filters = fileFilters(true);
    QString filter;
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Import Fabric"), QString(),
                                                            filters.join(QStringLiteral(";;")), &filter);
    if (files.isEmpty()) return;
    AsBuiltSource source = sourceFor(files, filter, filters);
    if (askNodeNameMap(source)) importFrom(source);
}

void AsBuiltActions::chooseCompare()
{
    if (m_compareWatcher.isRunning()) return;
    const QStringList filters = fileFilters(false);
    QString filter;
    const QStringList files = QFileDialog::getOpenFileNames(m_window, tr("Compare with As-Built"), QString(),
                                                            filters.join(QStringLiteral(";;")), &filter);
    if (files.isEmpty()) return;
    AsBuiltSource source = sourceFor(files, filter, filters);
    if (askNodeNameMap(source)) compareWith(source);
}

bool AsBuiltActions::askNodeNameMap(AsBuiltSource &source)
{
    if (source.format != AsBuiltFormat::Ibnetdiscover) return true;
    NodeNameMapDialog dialog(QString::fromStdString(source.path), m_window);
    if (dialog.exec() != QDialog::Accepted) return false;
    source.nodeNameMap = dialog.mapPath().toStdString();
    NodeNameMapDialog::remember(dialog.mapPath());
    return true;
}

void AsBuiltActions::importFrom(const AsBuiltSource &source)
{
    if (m_importWatcher.isRunning()) return;
    m_source = QString::fromStdString(source.path);
    m_window->statusBar()->showMessage(tr("Importing %1…").arg(QFileInfo(m_source).fileName()));
    std::shared_ptr<const Catalog> catalog = m_document->sharedCatalog();
    m_importWatcher.setFuture(runOnPool([source, catalog] {
        ImportOutcome outcome;
        try {
            auto result = std::make_shared<ImportResult>(importAsBuilt(source, *catalog));
            validateDesign(result->design, *catalog);
            outcome.result = std::move(result);
        } catch (const AsBuiltError &error) {
            outcome.error = QString::fromStdString(error.what());
        } catch (const FormatError &error) {
            outcome.error = QString::fromStdString(source.path) + QStringLiteral(": ") + MessageText::text(error);
        } catch (const std::exception &error) {
            outcome.error = QString::fromStdString(source.path + ": " + error.what());
        }
        return outcome;
    }));
}

void AsBuiltActions::importFinished()
{
    tsan::acquireResult(m_importWatcher.future());
    ImportOutcome outcome = m_importWatcher.result();
    m_window->statusBar()->clearMessage();
    QStringList warnings;
    if (outcome.result)
        for (const Message &warning : outcome.result->warnings) warnings << MessageText::text(warning);
    if (!outcome.error.isEmpty()) {
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot import"),
                                    tr("The file could not be imported. The current design is unchanged."), QMessageBox::Ok,
                                    m_window);
        box->setInformativeText(outcome.error);
        box->setTextInteractionFlags(Qt::TextSelectableByMouse);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        emit imported(outcome.error, warnings);
        return;
    }
    const int devices = int(outcome.result->design.devices.size()), links = int(outcome.result->design.links.size());
    m_document->newDesignFrom(std::move(outcome.result->design));
    m_window->statusBar()->showMessage(
        tr("Imported %1: %n device(s), %2 link(s).", nullptr, devices).arg(QFileInfo(m_source).fileName()).arg(links), 10000);
    if (!warnings.isEmpty()) {
        // What was guessed (models, kinds, speeds) is worth reading, but must not block.
        auto *box = new QMessageBox(
            QMessageBox::Information, tr("Imported with guesses"),
            tr("%n thing(s) had to be guessed while importing; check them in the design.", nullptr, int(warnings.size())),
            QMessageBox::Ok, m_window);
        box->setDetailedText(warnings.join(QStringLiteral("\n\n")));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    }
    emit imported(QString(), warnings);
}

void AsBuiltActions::compareWith(const AsBuiltSource &source)
{
    if (m_compareWatcher.isRunning()) return;
    m_source = QString::fromStdString(source.path);
    m_window->statusBar()->showMessage(tr("Comparing with %1…").arg(QFileInfo(m_source).fileName()));
    // The snapshot the workers share (a copy only if none exists for this edit yet).
    const std::shared_ptr<const Design> design = m_document->snapshots()->take(m_document->snapshots()->version());
    std::shared_ptr<const Catalog> catalog = m_document->sharedCatalog();
    m_compareWatcher.setFuture(runOnPool([source, design, catalog] {
        CompareOutcome outcome;
        try {
            const std::vector<AsBuiltCable> asBuilt = readAsBuilt(source).cables;
            // The design's cables in the as-built's terms, remembering each one's link.
            const ExportNames names(*design);
            std::unordered_map<std::string, std::size_t> index;
            std::unordered_map<std::string, QString> idOfName;
            for (std::size_t i = 0; i < design->devices.size(); ++i) {
                index.emplace(design->devices[i].id, i);
                idOfName.emplace(names[i], QString::fromStdString(design->devices[i].id));
            }
            std::vector<AsBuiltCable> cables;
            std::map<std::pair<CableEnd, CableEnd>, QString> linkOf;
            forEachCable(*design, *catalog, [&](const CableRun &run) {
                const auto from = index.find(run.fromDevice), to = index.find(run.toDevice);
                if (from == index.end() || to == index.end()) return;
                CableEnd a{names[from->second], run.fromPort + 1}, z{names[to->second], run.toPort + 1};
                if (z < a) std::swap(a, z);
                linkOf.emplace(std::pair{a, z}, QString::fromStdString(run.linkId));
                cables.push_back({a, z, run.speedGbps});
            });
            for (const CableDifference &d : compareCables(cables, asBuilt)) {
                AsBuiltDiffRow row;
                row.kind = AsBuiltDiffRow::Kind(int(d.kind));
                row.a = endText(d.a);
                row.z = endText(d.z);
                if (d.kind == CableDifference::Kind::Miswired) row.found = endText(d.found);
                row.designGbps = d.designGbps;
                row.foundGbps = d.foundGbps;
                for (const CableEnd *end : {&d.a, &d.z, &d.found}) {
                    const auto id = idOfName.find(end->device);
                    if (id != idOfName.end() && !row.deviceIds.contains(id->second)) row.deviceIds << id->second;
                }
                const auto idOf = [&](const CableEnd &end) {
                    const auto id = idOfName.find(end.device);
                    return id == idOfName.end() ? QString() : id->second;
                };
                row.aId = idOf(d.a);
                row.zId = idOf(d.z);
                if (d.kind == CableDifference::Kind::Miswired) row.foundId = idOf(d.found);
                const auto link = linkOf.find({std::min(d.a, d.z), std::max(d.a, d.z)});
                if (link != linkOf.end() && d.kind != CableDifference::Kind::Extra) row.linkIds << link->second;
                outcome.rows << row;
            }
            outcome.cables = int(asBuilt.size());
        } catch (const AsBuiltError &error) {
            outcome.error = QString::fromStdString(error.what());
        } catch (const CablingPlanTooLarge &error) {
            outcome.error = QString::fromStdString(error.what());
        }
        return outcome;
    }));
}

void AsBuiltActions::compareFinished()
{
    tsan::acquireResult(m_compareWatcher.future());
    const CompareOutcome outcome = m_compareWatcher.result();
    m_window->statusBar()->clearMessage();
    if (outcome.error.isEmpty()) {
        m_diff->setDifferences(m_source, outcome.rows, outcome.cables);
        m_overlay->showDifferences(outcome.rows);
    } else {
        m_diff->setError(m_source, outcome.error);
        m_overlay->clear();
    }
    showDock();
}

void AsBuiltActions::showDock()
{
    m_dock->show();
    m_dock->raise();
}

bool AsBuiltActions::waitUntilIdle(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (m_importWatcher.isRunning() || m_compareWatcher.isRunning()) {
        if (deadline.hasExpired()) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    // The watchers' finished signals are queued: let them run.
    QCoreApplication::processEvents();
    return true;
}

} // namespace spinel
