#include "commands/setpriceoverride.h"

#include <QCoreApplication>

#include <utility>

#include "document/document.h"

namespace spinel {

SetPriceOverride::SetPriceOverride(Document *document, std::string catalogId, std::optional<double> priceUsd, QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_catalogId(std::move(catalogId))
    , m_priceUsd(priceUsd)
{
    const QString id = QString::fromStdString(m_catalogId);
    setText(priceUsd ? QCoreApplication::translate("Undo", "Set Price of %1").arg(id)
                     : QCoreApplication::translate("Undo", "Reset Price of %1").arg(id));
}

void SetPriceOverride::swap()
{
    DesignSettings settings = m_document->design().settings;
    std::optional<double> previous;
    if (const auto found = settings.priceOverridesUsd.find(m_catalogId); found != settings.priceOverridesUsd.end())
        previous = found->second;
    if (m_priceUsd) settings.priceOverridesUsd[m_catalogId] = *m_priceUsd;
    else settings.priceOverridesUsd.erase(m_catalogId);
    m_priceUsd = previous;
    m_document->setSettings(std::move(settings));
}

} // namespace spinel
