#include "document/analysisrunner.h"

#include <QEventLoop>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

#include "document/document.h"
#include "analysis/whatif.h"
#include "timing/linkload.h"

namespace spinel {

namespace {

struct Job {
    std::uint64_t generation = 0;
    Design design;
    std::shared_ptr<const Catalog> catalog;
    std::vector<std::string> failed;
    std::optional<LinkLoadRequest> load;
};

// Runs on a pool thread: touches only the job's own copies.
AnalysisResult analyse(const Job &job)
{
    AnalysisResult result;
    result.generation = job.generation;
    try {
        if (job.failed.empty()) {
            result.analysis = std::make_shared<const FabricAnalysis>(analyzeFabric(job.design, *job.catalog));
        } else {
            auto whatIfResult = std::make_shared<WhatIfResult>(whatIf(job.design, *job.catalog, job.failed));
            result.analysis = std::shared_ptr<const FabricAnalysis>(whatIfResult, &whatIfResult->before);
            result.whatIf = whatIfResult;
            result.failed = job.failed;
        }
        if (job.load) {
            const Design &loaded = job.failed.empty() ? job.design : withoutFailed(job.design, job.failed);
            result.load = computeLinkLoad(loaded, *job.catalog, *job.load);
        }
    } catch (const std::exception &error) {
        // The checks promise findings rather than exceptions; still, never take the UI down.
        result.error = error.what();
    }
    return result;
}

} // namespace

AnalysisRunner::AnalysisRunner(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_catalog(std::make_shared<const Catalog>(document->catalog()))
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &AnalysisRunner::start);
    connect(&m_watcher, &QFutureWatcher<AnalysisResult>::finished, this, &AnalysisRunner::finished);

    connect(document, &Document::designReset, this, &AnalysisRunner::designReset);
    for (auto signal : {&Document::deviceAdded, &Document::deviceRemoved, &Document::deviceChanged,
                        &Document::linkAdded, &Document::linkRemoved, &Document::linkChanged})
        connect(document, signal, this, &AnalysisRunner::schedule);
    for (auto signal : {&Document::itemsAdded, &Document::itemsRemoved}) connect(document, signal, this, &AnalysisRunner::schedule);
    for (auto signal : {&Document::domainAdded, &Document::domainRemoved, &Document::domainChanged})
        connect(document, signal, this, &AnalysisRunner::schedule);
    for (auto signal : {&Document::domainsAdded, &Document::domainsRemoved, &Document::domainsChanged})
        connect(document, signal, this, &AnalysisRunner::schedule);
    connect(document, &Document::settingsChanged, this, &AnalysisRunner::schedule);
    schedule();
}

AnalysisRunner::~AnalysisRunner()
{
    // The job holds only copies, but a pool thread outliving its watcher would still report to it.
    m_watcher.waitForFinished();
}

bool AnalysisRunner::isBusy() const
{
    return m_running || m_debounce.isActive();
}

bool AnalysisRunner::waitUntilIdle(int timeoutMs)
{
    if (!isBusy()) return true;
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    connect(this, &AnalysisRunner::resultReady, &loop, [this, &loop] {
        if (!isBusy()) loop.quit();
    });
    timeout.start(timeoutMs);
    loop.exec();
    return !isBusy();
}

void AnalysisRunner::schedule()
{
    ++m_generation;
    m_debounce.start();
}

void AnalysisRunner::designReset()
{
    // A failure belongs to the design it was asked about; a new design starts whole.
    if (!m_failedIds.empty()) {
        m_failedIds.clear();
        emit failedIdsChanged();
    }
    schedule();
}

void AnalysisRunner::setFailedIds(std::vector<std::string> ids)
{
    if (ids == m_failedIds) return;
    m_failedIds = std::move(ids);
    emit failedIdsChanged();
    schedule();
}

void AnalysisRunner::setLinkLoadRequest(std::optional<LinkLoadRequest> request)
{
    if (request == m_loadRequest) return;
    m_loadRequest = request;
    schedule();
}

void AnalysisRunner::start()
{
    // One run at a time: a burst of edits during a long run becomes one rerun when it ends.
    if (m_running) return;
    Job job;
    job.generation = m_generation;
    job.design = m_document->design();
    job.catalog = m_catalog;
    // Ids an edit removed (a failed switch deleted) would make the what-if refuse the design.
    for (const std::string &id : m_failedIds)
        if (m_document->device(id) || m_document->link(id)) job.failed.push_back(id);
    job.load = m_loadRequest;
    m_running = true;
    m_watcher.setFuture(QtConcurrent::run([job = std::move(job)] { return analyse(job); }));
    emit runStarted(m_generation);
}

void AnalysisRunner::finished()
{
    m_running = false;
    AnalysisResult result = m_watcher.result();
    if (result.generation != m_generation) {
        // Stale: the design changed while it ran. Run again unless the debounce will.
        if (!m_debounce.isActive()) start();
        return;
    }
    auto shared = std::make_shared<const AnalysisResult>(std::move(result));
    m_result = shared;
    if (shared->analysis) emit analysisReady(shared->analysis);
    emit resultReady(shared);
}

} // namespace spinel
