#include "mainwindow/explaindock.h"

#include "docks/explainwidget.h"
#include "document/designsnapshots.h"
#include "document/document.h"

namespace spinel {

ExplainDock::ExplainDock(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_widget(new ExplainWidget)
    , m_job(
          this, kDebounceMs, [this] { return prepare(); },
          [this](Explanation &&explanation, quint64) { m_widget->setExplanation(std::move(explanation)); })
{
    connect(document, &Document::designChanged, this, &ExplainDock::changed);
    connect(m_widget, &ExplainWidget::requestChanged, this, &ExplainDock::changed);
    changed();
}

ExplainDock::~ExplainDock() = default;

void ExplainDock::changed()
{
    m_widget->setStale(true);
    m_job.schedule();
}

BackgroundJob<ExplainDock::Explanation>::Work ExplainDock::prepare()
{
    std::shared_ptr<DesignSnapshots> snapshots = m_document->snapshots();
    const quint64 version = snapshots->version();
    const timing::CollectiveRequest request = m_widget->request();
    return [snapshots, version, catalog = m_document->sharedCatalog(),
            request](const JobTicket &ticket) -> std::optional<Explanation> {
        const std::shared_ptr<const Design> design = snapshots->take(version);
        if (!design) return std::nullopt; // edited since: a newer run follows
        // Its what-ifs copy the design and rebuild its profile five times (0.6 s at 129,600 GPUs):
        // a newer edit or the window's close stops them.
        auto explanation = std::make_shared<const timing::CollectiveExplanation>(
            timing::explainCollective(*design, *catalog, request, true, [&ticket] { return ticket.isStale(); }));
        if (explanation->stopped) return std::nullopt;
        return explanation;
    };
}

bool ExplainDock::waitUntilCurrent(int timeoutMs)
{
    m_job.waitUntilIdle(timeoutMs);
    return m_job.isCurrent();
}

} // namespace spinel
