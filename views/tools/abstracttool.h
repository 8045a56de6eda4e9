#pragma once
// A canvas tool: the scene forwards its mouse and key events to the active tool. A tool holds
// only the state of the gesture in progress; it reads the scene and sends edits to an EditHandler.

#include <QCursor>
#include <QObject>

class QGraphicsSceneMouseEvent;
class QKeyEvent;

namespace spinel {
class EditHandler;
class FabricScene;

class AbstractTool : public QObject {
    Q_OBJECT
public:
    explicit AbstractTool(QObject *parent = nullptr);

    void setEditHandler(EditHandler *handler) { m_handler = handler; }

    // Called by FabricScene::setActiveTool; a tool cleans up any gesture in deactivate().
    virtual void activate(FabricScene *scene);
    virtual void deactivate();
    bool isActive() const { return m_scene != nullptr; }

    // Each returns true when it handled the event; otherwise the scene's default handling runs
    // (hover, tooltips, key events for items).
    virtual bool mousePressed(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseMoved(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool mouseReleased(QGraphicsSceneMouseEvent *event) = 0;
    virtual bool keyPressed(QKeyEvent *event);

    virtual QCursor cursor() const { return Qt::ArrowCursor; }

protected:
    FabricScene *scene() const { return m_scene; }
    EditHandler *editHandler() const { return m_handler; }

private:
    FabricScene *m_scene = nullptr;
    EditHandler *m_handler = nullptr;
};

} // namespace spinel
