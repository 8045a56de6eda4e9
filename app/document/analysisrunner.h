#pragma once
// Keeps the rules checks of a Document current without blocking the UI: every edit restarts a
// short debounce; then a snapshot of the design is analysed on a worker thread (with the what-if
// of the failed objects and the collective behind link load colouring, when asked for). A result
// whose generation is older than the latest edit is dropped, never shown as current.

#include <QObject>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/analysisresult.h"
#include "document/backgroundjob.h"

namespace spinel {
class Document;

class AnalysisRunner : public QObject {
    Q_OBJECT
public:
    // Edits often come in bursts (a drag's last move, undo of a paste): 30 ms gathers a burst
    // and is still below what a user notices as lag.
    static constexpr int kDebounceMs = 30;

    explicit AnalysisRunner(Document *document, QObject *parent = nullptr);
    ~AnalysisRunner() override;

    // The latest current result; null before the first one.
    std::shared_ptr<const AnalysisResult> result() const { return m_result; }
    // Bumped by every edit and request; a result is current when it carries this generation.
    std::uint64_t generation() const { return m_job.generation(); }
    // An analysis is waiting for the debounce or running.
    bool isBusy() const { return m_job.isBusy(); }
    bool isRunning() const { return m_job.isRunning(); }
    // Runs the event loop until the latest generation is reported or `timeoutMs` passes; for
    // --screenshot and tests, which must show a finished analysis. True when idle.
    bool waitUntilIdle(int timeoutMs);

    // What-if: analyse the design with these devices and links removed. Kept across edits (ids
    // that an edit removes are dropped); cleared when the design is replaced. Not saved.
    void setFailedIds(std::vector<std::string> ids);
    const std::vector<std::string> &failedIds() const { return m_failedIds; }

    // The collective whose per-link load the canvas shows; empty: none computed.
    void setLinkLoadRequest(std::optional<LinkLoadRequest> request);
    const std::optional<LinkLoadRequest> &linkLoadRequest() const { return m_loadRequest; }

public slots:
    // Reruns after the debounce (every document change lands here).
    void schedule();

signals:
    void analysisReady(std::shared_ptr<const spinel::FabricAnalysis> analysis);
    // The same run, with the what-if and the load; emitted right after analysisReady.
    void resultReady(std::shared_ptr<const spinel::AnalysisResult> result);
    void failedIdsChanged();
    // A worker took the design as of `generation` (for progress display and tests).
    void runStarted(quint64 generation);

private:
    BackgroundJob<AnalysisResult>::Work prepare();
    void publish(AnalysisResult &&result);
    void designReset();

    Document *m_document;
    std::vector<std::string> m_failedIds;
    std::optional<LinkLoadRequest> m_loadRequest;
    std::shared_ptr<const AnalysisResult> m_result;
    BackgroundJob<AnalysisResult> m_job; // last: its callbacks use the members above
};

} // namespace spinel
