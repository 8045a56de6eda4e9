#include "mainwindow/analysiscontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QDialog>
#include <QEvent>
#include <QGraphicsSceneContextMenuEvent>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>

#include "analysis/analysisoverlay.h"
#include "analysis/findingsmodel.h"
#include "analysis/linkcolourlegend.h"
#include "analysis/whatifbanner.h"
#include "canvas/canvaslegend.h"
#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"
#include "canvas/linkitem.h"
#include "canvas/rackitem.h"
#include "common/displaynames.h"
#include "dialogs/templatedialog.h"
#include "docks/findingsdock.h"
#include "document/analysisrunner.h"
#include "document/document.h"
#include "plots/plotformat.h"

namespace spinel {

namespace {

constexpr int kOverlayMargin = 12; // from the canvas edges, as the medium legend
constexpr int kMaxBannerWidth = 900;

constexpr timing::CollectiveOp kLoadOps[] = {timing::CollectiveOp::AllReduce, timing::CollectiveOp::AllGather,
                                             timing::CollectiveOp::ReduceScatter, timing::CollectiveOp::AllToAll,
                                             timing::CollectiveOp::Broadcast};
// nccl-tests style sizes: from latency-bound to bandwidth-bound on any fabric.
constexpr double kLoadSizes[] = {double(1 << 20), double(16 << 20), double(256 << 20), double(1LL << 30), double(4LL << 30)};

std::string stdId(const QString &id)
{
    return id.toStdString();
}

} // namespace

AnalysisController::AnalysisController(QMainWindow *window, Document *document, FabricScene *scene, CanvasView *view)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_scene(scene)
    , m_view(view)
    , m_runner(new AnalysisRunner(document, this))
    , m_overlay(new AnalysisOverlay(scene, this))
    , m_dock(new FindingsDock(window))
    , m_banner(new WhatIfBanner(view))
    , m_legend(new LinkColourLegend(view))
{
    m_overlay->setDesign(&document->design());
    m_dock->setWindowTitle(tr("Findings"));
    m_banner->hide();
    m_legend->hide();
    createActions();

    connect(m_runner, &AnalysisRunner::resultReady, this, &AnalysisController::showResult);
    connect(m_runner, &AnalysisRunner::failedIdsChanged, this,
            [this] { m_restoreAction->setEnabled(!m_runner->failedIds().empty()); });
    connect(m_dock, &FindingsDock::objectsActivated, this, &AnalysisController::selectAndCentre);
    connect(m_banner, &WhatIfBanner::restoreRequested, this, &AnalysisController::restoreAll);
    // Findings name objects as the canvas does.
    m_dock->model()->setNameResolver([this](const std::string &id) {
        const Device *device = m_document->device(id);
        return device && !device->name.empty() ? QString::fromStdString(device->name) : QString();
    });
    // The last result is about the old design: nothing is shown until the rerun (which
    // designReset schedules) reports on the new one.
    connect(document, &Document::designReset, this, [this] {
        m_overlay->clear();
        m_dock->setResult(nullptr);
        m_dock->setNote(QString());
        m_banner->hide();
    });

    scene->installEventFilter(this); // the context menu
    view->installEventFilter(this);  // keeps the banner and legend placed
}

AnalysisController::~AnalysisController() = default;

void AnalysisController::createActions()
{
    m_newFromTemplateAction = new QAction(tr("New from &Template…"), this);
    m_newFromTemplateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_newFromTemplateAction->setStatusTip(tr("Start a design from a fat-tree, leaf-spine, rail-optimized or torus template"));
    connect(m_newFromTemplateAction, &QAction::triggered, this, &AnalysisController::newFromTemplate);

    m_restoreAction = new QAction(tr("&Restore Failed Objects"), this);
    m_restoreAction->setStatusTip(tr("End the what-if: bring every failed device and link back"));
    m_restoreAction->setEnabled(false);
    connect(m_restoreAction, &QAction::triggered, this, &AnalysisController::restoreAll);

    m_colourMenu = new QMenu(tr("&Colour Links By"), m_window);
    m_modeGroup = new QActionGroup(this);
    const std::pair<LinkColourMode, QString> modes[] = {
        {LinkColourMode::Medium, tr("&Medium")},
        {LinkColourMode::Oversubscription, tr("&Oversubscription")},
        {LinkColourMode::Load, tr("&Load under Collective")},
    };
    for (const auto &[mode, text] : modes) {
        QAction *action = m_colourMenu->addAction(text);
        action->setCheckable(true);
        action->setChecked(mode == LinkColourMode::Medium);
        action->setData(int(mode));
        m_modeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode] { setColourMode(mode); });
    }
    m_colourMenu->addSeparator();

    // The collective and size behind "Load": picking one also switches to load colouring.
    QMenu *ops = m_colourMenu->addMenu(tr("Co&llective"));
    m_opGroup = new QActionGroup(this);
    for (timing::CollectiveOp op : kLoadOps) {
        QAction *action = ops->addAction(DisplayNames::collective(op));
        action->setCheckable(true);
        action->setChecked(op == m_loadRequest.op);
        m_opGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, op] {
            m_loadRequest.op = op;
            setColourMode(LinkColourMode::Load);
            updateLoadRequest();
        });
    }
    QMenu *sizes = m_colourMenu->addMenu(tr("Message &Size"));
    m_sizeGroup = new QActionGroup(this);
    for (double bytes : kLoadSizes) {
        QAction *action = sizes->addAction(plotformat::bytes(bytes));
        action->setCheckable(true);
        action->setChecked(bytes == m_loadRequest.bytes);
        m_sizeGroup->addAction(action);
        connect(action, &QAction::triggered, this, [this, bytes] {
            m_loadRequest.bytes = bytes;
            setColourMode(LinkColourMode::Load);
            updateLoadRequest();
        });
    }
}

QAction *AnalysisController::colourModeAction(LinkColourMode mode) const
{
    for (QAction *action : m_modeGroup->actions())
        if (action->data().toInt() == int(mode)) return action;
    return nullptr;
}

void AnalysisController::setColourMode(LinkColourMode mode)
{
    if (QAction *action = colourModeAction(mode)) action->setChecked(true);
    m_overlay->setMode(mode);
    updateLoadRequest();
    updateLegend();
}

void AnalysisController::updateLoadRequest()
{
    // The collective is costed only while its colours are shown.
    if (m_overlay->mode() == LinkColourMode::Load) m_runner->setLinkLoadRequest(m_loadRequest);
    else m_runner->setLinkLoadRequest(std::nullopt);
}

void AnalysisController::updateLegend()
{
    const LinkColourMode mode = m_overlay->mode();
    m_view->legend()->setVisible(mode == LinkColourMode::Medium);
    if (mode == LinkColourMode::Oversubscription) {
        m_legend->setContents(tr("Links: uplink oversubscription"), tr("Downlink : uplink bandwidth of the switch below"),
                              LinkColouring::oversubscriptionLegend());
    } else if (mode == LinkColourMode::Load) {
        const auto &result = m_overlay->shownResult();
        const bool current = result && result->load && result->load->request == m_loadRequest;
        const QString caption =
            current
                ? LinkColouring::loadCaption(*result->load)
                : tr("%1, %2: computing…").arg(DisplayNames::collective(m_loadRequest.op), plotformat::bytes(m_loadRequest.bytes));
        m_legend->setContents(tr("Links: load under a collective"), caption, LinkColouring::loadLegend());
    }
    m_legend->setVisible(mode != LinkColourMode::Medium);
    placeOverlays();
}

void AnalysisController::showResult(std::shared_ptr<const AnalysisResult> result)
{
    m_overlay->showResult(result);
    m_dock->setResult(result);
    if (!result->error.empty()) m_dock->setNote(tr("The checks could not run: %1").arg(QString::fromStdString(result->error)));
    else if (result->whatIf) m_dock->setNote(tr("What-if: these are the findings with the failed objects removed."));
    else m_dock->setNote(QString());

    if (result->whatIf && !result->failed.empty()) {
        QStringList names;
        for (const std::string &id : result->failed) names << displayName(id);
        m_banner->setResult(*result->whatIf, names);
        m_banner->show();
        m_banner->raise();
    } else {
        m_banner->hide();
    }
    updateLegend();
}

QString AnalysisController::displayName(const std::string &id) const
{
    if (const Device *device = m_document->device(id))
        return QString::fromStdString(device->name.empty() ? device->id : device->name);
    return QString::fromStdString(id);
}

void AnalysisController::placeOverlays()
{
    const int width = std::min(kMaxBannerWidth, m_view->width() - 2 * kOverlayMargin);
    // As tall as its wrapped text needs at that width, no more: it covers the top of the canvas.
    const int bannerWidth = std::max(200, width);
    m_banner->resize(bannerWidth, m_banner->heightForWidth(bannerWidth));
    m_banner->move((m_view->width() - m_banner->width()) / 2, kOverlayMargin);
    m_legend->resize(m_legend->sizeHint());
    m_legend->move(kOverlayMargin, m_view->height() - m_legend->height() - kOverlayMargin);
}

void AnalysisController::failObjects(const QStringList &ids)
{
    std::vector<std::string> failed = m_runner->failedIds();
    for (const QString &id : ids)
        if (std::find(failed.begin(), failed.end(), stdId(id)) == failed.end()) failed.push_back(stdId(id));
    m_runner->setFailedIds(std::move(failed));
}

void AnalysisController::restoreObjects(const QStringList &ids)
{
    std::vector<std::string> failed = m_runner->failedIds();
    std::erase_if(failed, [&](const std::string &id) { return ids.contains(QString::fromStdString(id)); });
    m_runner->setFailedIds(std::move(failed));
}

void AnalysisController::restoreAll()
{
    m_runner->setFailedIds({});
    // Gone at once; the canvas decorations follow with the rerun.
    m_banner->hide();
}

void AnalysisController::selectAndCentre(const QStringList &ids)
{
    QStringList devices, links;
    QRectF area;
    for (const QString &id : ids) {
        if (DeviceItem *item = m_scene->deviceItem(id)) {
            devices << id;
            area |= item->sceneBoundingRect();
        } else if (LinkItem *item = m_scene->linkItem(id)) {
            links << id;
            area |= item->lineRect();
        }
    }
    m_scene->selectOnly(devices, links);
    if (!area.isNull()) m_view->centerOnScenePos(area.center());
}

QMenu *AnalysisController::createContextMenu(const QPointF &scenePos)
{
    QGraphicsItem *item = m_scene->selectableItemAt(scenePos);
    QString id;
    bool isDevice = false;
    if (auto *device = qgraphicsitem_cast<DeviceItem *>(item)) {
        id = device->id();
        isDevice = true;
    } else if (auto *link = qgraphicsitem_cast<LinkItem *>(item)) {
        id = link->id();
    } else if (auto *rack = qgraphicsitem_cast<RackItem *>(item)) {
        // A rack: the editing entries only (failing a whole rack is not a what-if yet).
        if (!rack->isSelected()) m_scene->selectOnly({}, {}, {rack->id()});
        if (!m_itemMenuExtension) return nullptr;
        auto *menu = new QMenu(m_view);
        m_itemMenuExtension(menu, rack->id(), false);
        return menu;
    }
    const std::vector<std::string> &failed = m_runner->failedIds();
    if (id.isEmpty() && failed.empty()) return nullptr;

    auto *menu = new QMenu(m_view);
    if (!id.isEmpty()) {
        // The menu acts on what was clicked: an unselected object becomes the selection, as in
        // every editor; a selected one keeps the selection (to delete or fail several).
        if (!item->isSelected()) {
            if (isDevice) m_scene->selectOnly({id}, {});
            else m_scene->selectOnly({}, {id});
        }
        if (m_itemMenuExtension) {
            m_itemMenuExtension(menu, id, isDevice);
            menu->addSeparator();
        }
        const bool isFailed = std::find(failed.begin(), failed.end(), stdId(id)) != failed.end();
        QAction *action = nullptr;
        if (isFailed) action = menu->addAction(isDevice ? tr("Restore This Device") : tr("Restore This Link"));
        else action = menu->addAction(isDevice ? tr("Fail This Device") : tr("Fail This Link"));
        action->setObjectName(isFailed ? QStringLiteral("restoreObject") : QStringLiteral("failObject"));
        connect(action, &QAction::triggered, this, [this, id, isFailed] {
            if (isFailed) restoreObjects({id});
            else failObjects({id});
        });
        // Failing several at once: a whole rail, or both spines.
        const QStringList selection = m_scene->selectedDeviceIds() + m_scene->selectedLinkIds();
        if (item->isSelected() && selection.size() > 1) {
            QAction *all = menu->addAction(tr("Fail Selected (%L1)").arg(selection.size()));
            all->setObjectName(QStringLiteral("failSelection"));
            connect(all, &QAction::triggered, this, [this, selection] { failObjects(selection); });
        }
    }
    if (!failed.empty()) {
        menu->addSeparator();
        menu->addAction(m_restoreAction);
    }
    return menu;
}

bool AnalysisController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scene && event->type() == QEvent::GraphicsSceneContextMenu) {
        auto *contextEvent = static_cast<QGraphicsSceneContextMenuEvent *>(event);
        if (QMenu *menu = createContextMenu(contextEvent->scenePos())) {
            menu->exec(contextEvent->screenPos());
            delete menu;
            return true;
        }
    } else if (watched == m_view && event->type() == QEvent::Resize) {
        placeOverlays();
    }
    return QObject::eventFilter(watched, event);
}

bool AnalysisController::newFromTemplate()
{
    if (m_saveGuard && !m_saveGuard()) return false;
    TemplateDialog dialog(m_document->catalog(), m_window);
    if (dialog.exec() != QDialog::Accepted) return false;
    std::optional<Design> design = dialog.generatedDesign();
    if (!design) return false;
    openTemplateDesign(std::move(*design));
    return true;
}

void AnalysisController::openTemplateDesign(Design design)
{
    m_document->newDesignFrom(std::move(design));
}

} // namespace spinel
