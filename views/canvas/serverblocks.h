#pragma once
// Groups the scene's servers into ServerBlockItems for the zoomed-out level of detail: by group
// label (scalable unit, rack), else by the leaf a server is first cabled to, else a block of
// its own. Keeps blocks in step with edits; only the blocks an edit touches are recomputed.

#include <QHash>
#include <QSet>
#include <QString>

class QGraphicsItem;
class QGraphicsScene;

namespace spinel {
class DeviceItem;
class ServerBlockItem;

class ServerBlocks {
public:
    // New blocks are added to `scene` under `layer` (not owned; may be null for top level).
    explicit ServerBlocks(QGraphicsScene *scene);

    // Forgets every block; the scene has deleted (or will delete) the items.
    void clear();
    void setLayer(QGraphicsItem *layer) { m_layer = layer; }

    // Puts `server` in the block its group or leaf says, moving it out of another if needed,
    // and marks both blocks for refresh.
    void place(DeviceItem *server);
    // Takes `server` out of its block (deleting the block when it empties).
    void remove(DeviceItem *server);
    // Something about `device` (a server, or a switch servers are cabled to) changed: the blocks
    // it belongs or is cabled to are marked for refresh.
    void touch(DeviceItem *device);
    // Recomputes the marked blocks. Cheap when nothing is marked.
    void refreshMarked();

    ServerBlockItem *blockOf(const DeviceItem *server) const { return m_membership.value(server); }
    const QHash<QString, ServerBlockItem *> &blocks() const { return m_blocks; }

private:
    static QString keyFor(const DeviceItem *server, QString *title);
    void mark(ServerBlockItem *block);

    QGraphicsScene *m_scene;
    QGraphicsItem *m_layer = nullptr;
    QHash<QString, ServerBlockItem *> m_blocks;
    QHash<const DeviceItem *, ServerBlockItem *> m_membership;
    QSet<ServerBlockItem *> m_marked;
};

} // namespace spinel
