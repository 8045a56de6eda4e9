#include "document/plotupdater.h"

#include <QEventLoop>
#include <QtConcurrent/QtConcurrentRun>

#include "document/document.h"
#include "rules/analysis.h"

namespace spinel {

namespace {

// Long enough to fold the signals of one command (a paste emits one per device and link) and the
// steps of a spin box held down, short enough to stay well inside the 100 ms goal.
constexpr int kDefaultDebounceMs = 15;

} // namespace

PlotUpdater::PlotUpdater(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_catalog(std::make_shared<const Catalog>(document->catalog()))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDefaultDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PlotUpdater::start);
    connect(&m_watcher, &QFutureWatcher<Result>::finished, this, &PlotUpdater::finished);
    for (auto signal : {&Document::deviceAdded, &Document::deviceRemoved, &Document::deviceChanged, &Document::linkAdded,
                        &Document::linkRemoved, &Document::linkChanged})
        connect(document, signal, this, &PlotUpdater::designChanged);
    for (auto signal : {&Document::itemsAdded, &Document::itemsRemoved}) connect(document, signal, this, &PlotUpdater::designChanged);
    for (auto signal : {&Document::domainAdded, &Document::domainRemoved, &Document::domainChanged})
        connect(document, signal, this, &PlotUpdater::designChanged);
    for (auto signal : {&Document::domainsAdded, &Document::domainsRemoved, &Document::domainsChanged})
        connect(document, signal, this, &PlotUpdater::designChanged);
    connect(document, &Document::settingsChanged, this, &PlotUpdater::designChanged);
    connect(document, &Document::designReset, this, &PlotUpdater::designChanged);
    m_sinceChange.start();
    m_debounce.start();
}

PlotUpdater::~PlotUpdater()
{
    // The worker holds its own copies; waiting only keeps it from outliving the application.
    m_watcher.waitForFinished();
}

void PlotUpdater::setDebounceMs(int milliseconds)
{
    m_debounce.setInterval(milliseconds);
}

void PlotUpdater::setFailedIds(std::vector<std::string> ids)
{
    if (ids == m_failedIds) return;
    m_failedIds = std::move(ids);
    designChanged();
}

void PlotUpdater::designChanged()
{
    if (!isStale()) m_sinceChange.start();
    ++m_generation;
    setStale(true);
    m_debounce.start();
}

void PlotUpdater::start()
{
    if (m_running) return;  // finished() starts the newest design when the worker is free
    m_running = true;
    // The copy is taken here, on the UI thread, so the worker never sees a design mid-edit.
    Design design = m_document->design();
    const quint64 generation = m_generation;
    // Ids an edit removed (a failed switch deleted) are dropped, as the analysis runner does.
    std::vector<std::string> failed;
    for (const std::string &id : m_failedIds)
        if (m_document->device(id) || m_document->link(id)) failed.push_back(id);
    m_watcher.setFuture(QtConcurrent::run([design = std::move(design), catalog = m_catalog, generation, failed = std::move(failed)] {
        QElapsedTimer timer;
        timer.start();
        Result result;
        result.generation = generation;
        result.failed = failed;
        result.figures = std::make_shared<const DesignFigures>(
            failed.empty() ? computeDesignFigures(design, *catalog) : computeDesignFigures(withoutFailed(design, failed), *catalog));
        result.computeMs = double(timer.nsecsElapsed()) / 1e6;
        return result;
    }));
}

void PlotUpdater::finished()
{
    m_running = false;
    acceptResult(m_watcher.result());
    // Changed while the worker ran: compute the newest design (the debounce may still be running).
    if (isStale() && !m_debounce.isActive()) start();
}

void PlotUpdater::acceptResult(const Result &result)
{
    if (result.generation != m_generation) return;  // an older design's figures: never shown
    m_figures = result.figures;
    m_figuresFailed = result.failed;
    m_figuresGeneration = result.generation;
    m_lastComputeMs = result.computeMs;
    m_lastLatencyMs = double(m_sinceChange.nsecsElapsed()) / 1e6;
    emit figuresChanged(m_figures);
    setStale(false);
}

void PlotUpdater::setStale(bool stale)
{
    if (m_stale == stale) return;
    m_stale = stale;
    emit staleChanged(stale);
}

bool PlotUpdater::waitUntilCurrent(int timeoutMs)
{
    if (!isStale()) return true;
    QEventLoop loop;
    connect(this, &PlotUpdater::staleChanged, &loop, [&loop](bool stale) {
        if (!stale) loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    loop.exec();
    return !isStale();
}

} // namespace spinel
