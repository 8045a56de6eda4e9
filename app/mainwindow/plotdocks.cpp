#include "mainwindow/plotdocks.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QEvent>
#include <QUndoStack>
#include <QVBoxLayout>

#include "commands/editscenarios.h"
#include "commands/settrainingsettings.h"
#include "core/limits.h"
#include "io/scenarioformat.h"
#include "dialogs/trainingsettingsdialog.h"
#include "document/document.h"
#include "document/plotupdater.h"
#include "plots/busbandwidthplot.h"
#include "common/displaynames.h"
#include "plots/costplot.h"
#include "plots/plotformat.h"
#include "plots/scalingplot.h"
#include "plots/scenariocomparewidget.h"

namespace spinel {

namespace {

// A plot with a row of controls above it.
QWidget *withControls(QWidget *plot, QLayout *controls)
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addLayout(controls);
    layout->addWidget(plot, 1);
    return box;
}

} // namespace

PlotDocks::PlotDocks(QMainWindow *window, Document *document)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_updater(new PlotUpdater(document, this))
    , m_busbw(new BusBandwidthPlot(window))
    , m_scaling(new ScalingPlot(window))
    , m_cost(new CostPlot(window))
    , m_compare(new ScenarioCompareWidget(window))
{
    // Scaling: a summary of the whole design's step and the training settings button.
    m_scalingSummary = new QLabel;
    m_scalingSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_scalingSummary->setWordWrap(true);
    auto *settings = new QPushButton(tr("Training Settings…"));
    connect(settings, &QPushButton::clicked, this, &PlotDocks::editTrainingSettings);
    auto *scalingControls = new QHBoxLayout;
    scalingControls->addWidget(m_scalingSummary, 1);
    scalingControls->addWidget(settings);

    m_includeServers = new QCheckBox(tr("Include servers"));
    m_includeServers->setToolTip(tr("Servers cost far more than the network; leave them out to compare fabrics"));
    connect(m_includeServers, &QCheckBox::toggled, m_cost, &CostPlot::setIncludeServers);
    m_cost->setCatalog(&document->catalog());
    auto *costControls = new QHBoxLayout;
    costControls->addStretch(1);
    costControls->addWidget(m_includeServers);

    QDockWidget *busbw = addDock(m_busbw, tr("Bus Bandwidth"), QStringLiteral("busBandwidthDock"));
    QDockWidget *scaling = addDock(withControls(m_scaling, scalingControls), tr("Scaling"), QStringLiteral("scalingDock"));
    QDockWidget *cost = addDock(withControls(m_cost, costControls), tr("Cost"), QStringLiteral("costDock"));
    QDockWidget *compare = addDock(m_compare, tr("Compare"), QStringLiteral("compareDock"));
    // Bus bandwidth on the left; scaling, cost and compare share the right as tabs.
    window->splitDockWidget(busbw, scaling, Qt::Horizontal);
    window->tabifyDockWidget(scaling, cost);
    window->tabifyDockWidget(cost, compare);
    scaling->raise();
    // Sized when the window first shows, once its real size is known (see eventFilter()).
    window->installEventFilter(this);

    connect(m_updater, &PlotUpdater::figuresChanged, this, &PlotDocks::showFigures);
    connect(m_updater, &PlotUpdater::staleChanged, this, &PlotDocks::markStale);
    connect(m_compare, &ScenarioCompareWidget::pinRequested, this, [this] { pinScenario(); });
    const auto push = [this](QUndoCommand *command) {
        if (command) m_document->undoStack()->push(command);
    };
    connect(m_compare, &ScenarioCompareWidget::renameRequested, this,
            [this, push](int index, const QString &name) { push(EditScenarios::rename(m_document, index, name)); });
    connect(m_compare, &ScenarioCompareWidget::removeRequested, this,
            [this, push](int index) { push(EditScenarios::remove(m_document, index)); });
    connect(m_document, &Document::scenariosChanged, this, &PlotDocks::showScenarios);
    showScenarios();
    markStale(true);
}

bool PlotDocks::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Show && !m_sized) {
        m_sized = true;
        // A saved window state has the user's own sizes; otherwise the plots get room to be read:
        // about a third of the height, and over two thirds of the (full-width) bottom row for the
        // two plot columns; the findings list takes the rest.
        if (QSettings().value(QStringLiteral("mainWindow/state")).isNull()) {
            const int plotWidth = m_window->width() * 36 / 100;
            m_window->resizeDocks({m_docks[0], m_docks[1]}, {plotWidth, plotWidth}, Qt::Horizontal);
            m_window->resizeDocks({m_docks[0]}, {m_window->height() / 3}, Qt::Vertical);
        }
    }
    return QObject::eventFilter(watched, event);
}

QDockWidget *PlotDocks::addDock(QWidget *contents, const QString &title, const QString &objectName)
{
    auto *dock = new QDockWidget(title, m_window);
    dock->setObjectName(objectName); // for saveState()/restoreState()
    dock->setWidget(contents);
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    m_docks << dock;
    return dock;
}

QList<PlotWidget *> PlotDocks::plots() const
{
    return {m_busbw, m_scaling, m_cost};
}

void PlotDocks::addToMenu(QMenu *menu) const
{
    menu->addSeparator();
    for (QDockWidget *dock : m_docks) menu->addAction(dock->toggleViewAction());
}

QString PlotDocks::whatIfContext() const
{
    const std::vector<std::string> &failed = m_updater->figuresFailedIds();
    if (failed.empty()) return {};
    QStringList names;
    for (const std::string &id : failed) {
        const Device *device = m_document->device(id);
        names << QString::fromStdString(device && !device->name.empty() ? device->name : id);
    }
    // A long list would push the plot aside: the first few, then a count.
    constexpr int kShown = 3;
    if (names.size() > kShown) {
        const int more = int(names.size()) - kShown;
        names = names.mid(0, kShown);
        names << tr("%n more", nullptr, more);
    }
    return tr("What-if: without %1").arg(names.join(tr(", ")));
}

void PlotDocks::showFigures(const std::shared_ptr<const DesignFigures> &figures)
{
    // The plots follow the what-if, and say so (issue 12: the banner changed, the plots did not).
    const QString context = whatIfContext();
    for (PlotWidget *plot : plots()) {
        plot->setContext(context);
        plot->setFigures(figures);
    }
    const timing::TrainingResult &training = figures->training;
    m_scalingSummary->setText(training.ok ? tr("%L1 GPUs: step %2 = compute %3 + bubble %4 + exposed communication %5; "
                                               "MFU %6, time to train %7")
                                                .arg(figures->gpus)
                                                .arg(plotformat::duration(training.stepS), plotformat::duration(training.computeS),
                                                     plotformat::duration(training.bubbleS),
                                                     plotformat::duration(training.exposedCommunicationS),
                                                     plotformat::percent(training.mfu), plotformat::duration(training.trainS))
                                          : tr("Training not estimated: %1").arg(QString::fromStdString(training.error)));
}

void PlotDocks::markStale(bool stale)
{
    for (PlotWidget *plot : plots()) plot->setStale(stale);
}

QString PlotDocks::defaultScenarioName() const
{
    const DesignFigures *figures = m_updater->figures().get();
    const QString transport = DisplayNames::transport(m_document->design().settings.transport);
    QString base = figures && figures->nicSpeedGbps > 0 ? tr("%1G %2").arg(figures->nicSpeedGbps, 0, 'f', 0).arg(transport)
                                                        : transport;
    // "400G InfiniBand (2)" when the same kind of fabric is pinned again with other changes.
    QString name = base;
    for (int n = 2;; ++n) {
        bool taken = false;
        for (const Scenario &scenario : m_compare->scenarios()) taken = taken || scenario.name == name;
        if (!taken) return name;
        name = tr("%1 (%2)").arg(base).arg(n);
    }
}

bool PlotDocks::pinScenario(const QString &name)
{
    if (!m_updater->waitUntilCurrent(10000)) return false;
    const DesignFigures &figures = *m_updater->figures();
    QString detail = tr("%1 · %2 · %L3 GPUs")
                         .arg(m_document->displayName(), DisplayNames::transport(m_document->design().settings.transport))
                         .arg(figures.gpus);
    if (const QString context = whatIfContext(); !context.isEmpty()) detail += tr(" · %1").arg(context);
    PinnedScenario scenario;
    // Within the file's limit of 256 bytes (at most 3 UTF-8 bytes per UTF-16 unit), so a pinned
    // scenario never makes the design unsaveable.
    scenario.name = (name.isEmpty() ? defaultScenarioName() : name).left(int(limits::kMaxNameLength) / 3).toStdString();
    scenario.detail = detail.left(int(limits::kMaxNameLength) / 3).toStdString();
    scenario.figures = figuresForFile(figures.key);
    m_document->undoStack()->push(EditScenarios::pin(m_document, std::move(scenario)));
    return true;
}

void PlotDocks::showScenarios()
{
    std::vector<Scenario> shown;
    shown.reserve(m_document->design().scenarios.size());
    for (const PinnedScenario &pinned : m_document->design().scenarios)
        shown.push_back({QString::fromStdString(pinned.name), QString::fromStdString(pinned.detail), pinned.figures});
    m_compare->setScenarios(std::move(shown));
}

void PlotDocks::editTrainingSettings()
{
    TrainingSettingsDialog dialog(m_document->design().settings.training, m_window);
    if (dialog.exec() != QDialog::Accepted) return;
    const TrainingSettings settings = dialog.settings();
    if (settings == m_document->design().settings.training) return;
    m_document->undoStack()->push(new SetTrainingSettings(m_document, settings));
}

} // namespace spinel
