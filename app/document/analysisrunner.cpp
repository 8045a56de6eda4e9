#include "document/analysisrunner.h"

#include <exception>

#include "document/designsnapshots.h"
#include "document/document.h"
#include "analysis/whatif.h"
#include "timing/linkload.h"

namespace spinel {

namespace {

struct Job {
    std::shared_ptr<DesignSnapshots> snapshots;
    quint64 version = 0;
    std::shared_ptr<const Catalog> catalog;
    std::vector<std::string> failed;
    std::optional<LinkLoadRequest> load;
};

// Runs on a pool thread: touches only the job's snapshot and copies.
std::optional<AnalysisResult> analyse(const Job &job, const JobTicket &ticket)
{
    const std::shared_ptr<const Design> design = job.snapshots->take(job.version);
    if (!design) return std::nullopt; // edited since: a newer run follows
    AnalysisResult result;
    result.generation = ticket.generation();
    try {
        if (job.failed.empty()) {
            result.analysis = std::make_shared<const FabricAnalysis>(analyzeFabric(*design, *job.catalog));
        } else {
            auto whatIfResult = std::make_shared<WhatIfResult>(whatIf(*design, *job.catalog, job.failed));
            result.analysis = std::shared_ptr<const FabricAnalysis>(whatIfResult, &whatIfResult->before);
            result.whatIf = whatIfResult;
            result.failed = job.failed;
        }
        if (job.load && !ticket.isStale()) {
            const Design &loaded = job.failed.empty() ? *design : withoutFailed(*design, job.failed);
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
    , m_job(
          this, kDebounceMs, [this] { return prepare(); }, [this](AnalysisResult &&result, quint64) { publish(std::move(result)); })
{
    connect(document, &Document::designReset, this, &AnalysisRunner::designReset);
    connect(document, &Document::designChanged, this, &AnalysisRunner::schedule);
    schedule();
}

AnalysisRunner::~AnalysisRunner() = default;

bool AnalysisRunner::waitUntilIdle(int timeoutMs)
{
    return m_job.waitUntilIdle(timeoutMs);
}

void AnalysisRunner::schedule()
{
    m_job.schedule();
}

void AnalysisRunner::designReset()
{
    // A failure belongs to the design it was asked about; a new design starts whole.
    if (!m_failedIds.empty()) {
        m_failedIds.clear();
        emit failedIdsChanged();
    }
    // designChanged follows and schedules the run.
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

BackgroundJob<AnalysisResult>::Work AnalysisRunner::prepare()
{
    Job job;
    job.snapshots = m_document->snapshots();
    job.version = job.snapshots->version();
    job.catalog = m_document->sharedCatalog();
    // Ids an edit removed (a failed switch deleted) would make the what-if refuse the design.
    for (const std::string &id : m_failedIds)
        if (m_document->device(id) || m_document->link(id)) job.failed.push_back(id);
    job.load = m_loadRequest;
    emit runStarted(m_job.generation());
    return [job = std::move(job)](const JobTicket &ticket) { return analyse(job, ticket); };
}

void AnalysisRunner::publish(AnalysisResult &&result)
{
    auto shared = std::make_shared<const AnalysisResult>(std::move(result));
    m_result = shared;
    if (shared->analysis) emit analysisReady(shared->analysis);
    emit resultReady(shared);
}

} // namespace spinel
