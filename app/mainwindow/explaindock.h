#pragma once
// Feeds the "why this number" panel: after a short debounce on any design change (or a new choice
// in the panel) explainCollective() runs on a snapshot of the design on a worker thread, so the UI
// never waits for the counterfactuals' profile rebuilds; only the newest result is shown.

#include <QObject>

#include <memory>

#include "document/backgroundjob.h"
#include "timing/explain.h"

namespace spinel {

class Document;
class ExplainWidget;

class ExplainDock : public QObject {
    Q_OBJECT
public:
    ExplainDock(Document *document, QObject *parent = nullptr);
    ~ExplainDock() override;

    ExplainWidget *widget() const { return m_widget; }
    // Waits (processing events) until the shown explanation is current; for tests.
    bool waitUntilCurrent(int timeoutMs);

private:
    using Explanation = std::shared_ptr<const timing::CollectiveExplanation>;
    void changed();
    BackgroundJob<Explanation>::Work prepare();

    Document *m_document;
    ExplainWidget *m_widget;
    // The counterfactuals rebuild the fabric profile several times: a longer debounce than the
    // checks', so a burst of edits runs them once.
    static constexpr int kDebounceMs = 150;
    BackgroundJob<Explanation> m_job; // last: its callbacks use the members above
};

} // namespace spinel
