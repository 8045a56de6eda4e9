#include "document/plotupdater.h"

#include <QEventLoop>
#include <QTimer>

#include "document/designsnapshots.h"
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
    , m_job(
          this, kDefaultDebounceMs, [this] { return prepare(); }, [this](Result &&result, quint64) { acceptResult(result); })
{
    connect(document, &Document::designChanged, this, &PlotUpdater::designChanged);
    m_sinceChange.start();
    m_job.schedule();
}

PlotUpdater::~PlotUpdater() = default;

void PlotUpdater::setDebounceMs(int milliseconds)
{
    m_job.setDebounceMs(milliseconds);
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
    m_job.schedule();
    setStale(true);
}

BackgroundJob<PlotUpdater::Result>::Work PlotUpdater::prepare()
{
    // The worker takes the design as of now from the snapshots: it never sees a design mid-edit.
    std::shared_ptr<DesignSnapshots> snapshots = m_document->snapshots();
    const quint64 version = snapshots->version();
    // Ids an edit removed (a failed switch deleted) are dropped, as the analysis runner does.
    std::vector<std::string> failed;
    for (const std::string &id : m_failedIds)
        if (m_document->device(id) || m_document->link(id)) failed.push_back(id);
    return [snapshots, version, catalog = m_document->sharedCatalog(),
            failed = std::move(failed)](const JobTicket &ticket) -> std::optional<Result> {
        const std::shared_ptr<const Design> design = snapshots->take(version);
        if (!design) return std::nullopt; // edited since: a newer run follows
        QElapsedTimer timer;
        timer.start();
        Result result;
        result.generation = ticket.generation();
        result.failed = failed;
        // A newer edit or the window's close stops it between steps.
        const StopRequest stop = [&ticket] { return ticket.isStale(); };
        auto figures = std::make_shared<const DesignFigures>(
            failed.empty() ? computeDesignFigures(*design, *catalog, stop)
                           : computeDesignFigures(withoutFailed(*design, failed), *catalog, stop));
        if (figures->stopped) return std::nullopt;
        result.figures = std::move(figures);
        result.computeMs = double(timer.nsecsElapsed()) / 1e6;
        return result;
    };
}

void PlotUpdater::acceptResult(const Result &result)
{
    if (result.generation != generation()) return; // an older design's figures: never shown
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
