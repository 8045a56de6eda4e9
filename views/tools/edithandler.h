#pragma once
// What the canvas tools ask of the editor. Views never change the design: the application
// implements this interface and turns each request into one undo command on the Document.

#include <QHash>
#include <QPointF>
#include <QString>

namespace spinel {

class EditHandler {
public:
    virtual ~EditHandler() = default;

    // New scene positions for devices. `nudge` marks arrow-key steps, which merge into one undo step.
    virtual void moveDevices(const QHash<QString, QPointF> &positions, bool nudge) = 0;
    // A link bundle between two devices, with defaults the editor chooses.
    virtual void connectDevices(const QString &fromId, const QString &toId) = 0;
};

} // namespace spinel
