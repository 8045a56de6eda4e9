#pragma once
// Undo command: add devices, and links among them or to existing devices, at the end of the
// design (from the palette, a paste or a duplicate). Undo removes exactly these.

#include <QUndoCommand>

#include <vector>

#include "core/design.h"

namespace spinel {
class Document;

class AddDevices : public QUndoCommand {
public:
    AddDevices(Document *document, std::vector<Device> devices, std::vector<Link> links = {}, QUndoCommand *parent = nullptr);

    const std::vector<Device> &devices() const { return m_devices; }
    const std::vector<Link> &links() const { return m_links; }

    void undo() override;
    void redo() override;

protected:
    Document *document() const { return m_document; }
    // For subclasses that build their devices after this constructor ran.
    void setDevices(std::vector<Device> devices) { m_devices = std::move(devices); }

private:
    Document *m_document;
    std::vector<Device> m_devices;
    std::vector<Link> m_links;
};

} // namespace spinel
