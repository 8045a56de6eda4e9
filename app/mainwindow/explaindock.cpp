#include "mainwindow/explaindock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrentRun>

#include "docks/explainwidget.h"
#include "document/document.h"

namespace spinel {

ExplainDock::ExplainDock(Document *document, QObject *parent)
    : QObject(parent), m_document(document), m_widget(new ExplainWidget)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(150);
    connect(&m_debounce, &QTimer::timeout, this, &ExplainDock::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ExplainDock::finished);
    for (auto signal : {&Document::deviceAdded, &Document::deviceRemoved, &Document::deviceChanged, &Document::linkAdded,
                        &Document::linkRemoved, &Document::linkChanged})
        connect(document, signal, this, &ExplainDock::changed);
    connect(document, &Document::designReset, this, &ExplainDock::changed);
    connect(document, &Document::settingsChanged, this, &ExplainDock::changed);
    connect(m_widget, &ExplainWidget::requestChanged, this, &ExplainDock::changed);
    changed();
}

ExplainDock::~ExplainDock() { m_watcher.waitForFinished(); }

void ExplainDock::changed()
{
    ++m_generation;
    m_widget->setStale(true);
    m_debounce.start();
}

void ExplainDock::start()
{
    if (m_watcher.isRunning()) return;  // finished() starts the newer one
    m_running = m_generation;
    auto design = std::make_shared<const Design>(m_document->design());
    auto catalog = std::make_shared<const Catalog>(m_document->catalog());
    const timing::CollectiveRequest request = m_widget->request();
    m_watcher.setFuture(QtConcurrent::run([design, catalog, request] {
        return std::make_shared<const timing::CollectiveExplanation>(timing::explainCollective(*design, *catalog, request));
    }));
}

void ExplainDock::finished()
{
    if (m_running == m_generation) {
        m_shown = m_running;
        m_widget->setExplanation(m_watcher.result());
    } else {
        start();
    }
}

bool ExplainDock::waitUntilCurrent(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_shown != m_generation && timer.elapsed() < timeoutMs) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return m_shown == m_generation;
}

} // namespace spinel
