#pragma once
// Undo command: set or clear the design's own unit price for one catalog part
// (DesignSettings::priceOverridesUsd); a cleared override falls back to the catalog price.

#include <QUndoCommand>

#include <optional>
#include <string>

namespace spinel {
class Document;

class SetPriceOverride : public QUndoCommand {
public:
    // `priceUsd` empty: remove the override.
    SetPriceOverride(Document *document, std::string catalogId, std::optional<double> priceUsd, QUndoCommand *parent = nullptr);

    void undo() override { swap(); }
    void redo() override { swap(); }

private:
    void swap();

    Document *m_document;
    std::string m_catalogId;
    std::optional<double> m_priceUsd; // the override to switch to next
};

} // namespace spinel
