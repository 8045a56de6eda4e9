#pragma once
// Feeds the "why this number" panel: after a short debounce on any design change (or a new choice
// in the panel) the design is copied and explainCollective() runs on a worker thread, so the UI
// never waits for the counterfactuals' profile rebuilds; only the newest result is shown.

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <memory>

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
    void changed();
    void start();
    void finished();

    Document *m_document;
    ExplainWidget *m_widget;
    QTimer m_debounce;
    QFutureWatcher<std::shared_ptr<const timing::CollectiveExplanation>> m_watcher;
    quint64 m_generation = 1, m_running = 0, m_shown = 0;
};

} // namespace spinel
