#pragma once
// Keeps the plots' figures in step with the design without blocking the UI: every document change
// bumps a generation counter and (after a short debounce that coalesces bursts of signals)
// computeDesignFigures() runs on a snapshot of the design on a worker thread. A result is published only
// if its generation is still the document's; otherwise it is dropped and the newer design is
// computed. While a newer design is pending, stale() is true and the plots say "updating…".

#include <QElapsedTimer>
#include <QObject>

#include <memory>
#include <string>
#include <vector>

#include "document/backgroundjob.h"
#include "figures/designfigures.h"

namespace spinel {

class Document;

class PlotUpdater : public QObject {
    Q_OBJECT
public:
    struct Result {
        quint64 generation = 0;
        std::vector<std::string> failed; // the what-if the figures describe; empty: the design
        std::shared_ptr<const DesignFigures> figures;
        double computeMs = 0;
    };

    explicit PlotUpdater(Document *document, QObject *parent = nullptr);
    ~PlotUpdater() override;

    // The document's generation now, and that of the published figures.
    quint64 generation() const { return m_job.generation(); }
    quint64 figuresGeneration() const { return m_figuresGeneration; }
    const std::shared_ptr<const DesignFigures> &figures() const { return m_figures; }
    bool isStale() const { return !m_figures || m_figuresGeneration != generation(); }

    // Milliseconds from the first change of a burst to the figures being published, last update.
    double lastLatencyMs() const { return m_lastLatencyMs; }
    double lastComputeMs() const { return m_lastComputeMs; }

    // What-if: the figures describe the design without these devices and links (ids the design
    // no longer has are ignored), as the findings do. Empty: the design as drawn.
    void setFailedIds(std::vector<std::string> ids);
    const std::vector<std::string> &failedIds() const { return m_failedIds; }
    // The failed ids the published figures were computed without.
    const std::vector<std::string> &figuresFailedIds() const { return m_figuresFailed; }

    void setDebounceMs(int milliseconds);
    // Waits (processing events) until the figures are current; false on timeout. For tests and
    // actions that need current figures (pinning a scenario, the report).
    bool waitUntilCurrent(int timeoutMs);

    // For tests: publish a result as if the worker had produced it (stale ones are dropped).
    void acceptResult(const Result &result);

public slots:
    // Something in the design changed: figures are stale until the next result.
    void designChanged();

signals:
    void staleChanged(bool stale);
    void figuresChanged(std::shared_ptr<const DesignFigures> figures);

private:
    BackgroundJob<Result>::Work prepare();
    void setStale(bool stale);

    Document *m_document;
    std::shared_ptr<const DesignFigures> m_figures;
    std::vector<std::string> m_failedIds;
    std::vector<std::string> m_figuresFailed;
    quint64 m_figuresGeneration = 0;
    bool m_stale = true;
    QElapsedTimer m_sinceChange; // started at the first change not yet published
    double m_lastLatencyMs = 0;
    double m_lastComputeMs = 0;
    BackgroundJob<Result> m_job; // last: its callbacks use the members above
};

} // namespace spinel
