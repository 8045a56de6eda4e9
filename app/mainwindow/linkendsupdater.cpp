#include "mainwindow/linkendsupdater.h"

#include "core/portmap.h"
#include "docks/propertieswidget.h"
#include "document/designsnapshots.h"
#include "document/document.h"

namespace spinel {

LinkEndsUpdater::LinkEndsUpdater(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_job(
          this, kDebounceMs, [this] { return prepare(); },
          [this](QString &&text, quint64) {
              m_text = std::move(text);
              emit endsReady(m_text);
          })
{
    // Another link added or moved on the same server or leaf can change this link's NIC or rail.
    connect(document, &Document::designChanged, this, [this] {
        if (!m_linkId.empty()) m_job.schedule();
    });
}

LinkEndsUpdater::~LinkEndsUpdater() = default;

void LinkEndsUpdater::setLink(const std::string &linkId)
{
    m_linkId = linkId;
    m_text.clear();
    m_job.schedule(); // also drops a run for the previous link
}

BackgroundJob<QString>::Work LinkEndsUpdater::prepare()
{
    if (m_linkId.empty()) return {};
    std::shared_ptr<DesignSnapshots> snapshots = m_document->snapshots();
    const quint64 version = snapshots->version();
    return [snapshots, version, catalog = m_document->sharedCatalog(),
            id = m_linkId](const JobTicket &ticket) -> std::optional<QString> {
        const std::shared_ptr<const Design> design = snapshots->take(version);
        if (!design) return std::nullopt; // edited since: a newer run follows
        const Link *link = design->findLink(id);
        // 0.16 s at 1M GPUs: another selection, an edit or the window closing stops it between steps.
        const auto ends = link ? linkEnds(*design, *catalog, *link, [&ticket] { return ticket.isStale(); }) : std::nullopt;
        if (ticket.isStale()) return std::nullopt;
        return ends ? PropertiesWidget::endsText(*design, ends->first, ends->second, link->count) : QString();
    };
}

bool LinkEndsUpdater::waitUntilCurrent(int timeoutMs)
{
    m_job.waitUntilIdle(timeoutMs);
    return m_job.isCurrent() || m_linkId.empty();
}

} // namespace spinel
