#include "canvas/serverblocks.h"

#include <QGraphicsScene>

#include "canvas/deviceitem.h"
#include "canvas/linkitem.h"
#include "canvas/serverblockitem.h"

namespace spinel {

ServerBlocks::ServerBlocks(QGraphicsScene *scene)
    : m_scene(scene)
{ }

void ServerBlocks::clear()
{
    m_blocks.clear();
    m_membership.clear();
    m_marked.clear();
}

QString ServerBlocks::keyFor(const DeviceItem *server, QString *title)
{
    // A rack's trays are one block, named after the rack, whatever their group labels say.
    if (!server->domainId().isEmpty()) {
        *title = server->domainName();
        return QLatin1String("domain:") + server->domainId();
    }
    if (!server->group().isEmpty()) {
        *title = server->group();
        return QLatin1String("group:") + server->group();
    }
    // The first leaf in link order, as the tier layout places an ungrouped server under it.
    for (const LinkItem *link : server->links()) {
        const DeviceItem *other = link->fromItem() == server ? link->toItem() : link->fromItem();
        if (other && other->icon() == DeviceIcon::LeafSwitch) {
            *title = other->name();
            return QLatin1String("leaf:") + other->id();
        }
    }
    *title = server->name();
    return QLatin1String("server:") + server->id();
}

void ServerBlocks::mark(ServerBlockItem *block)
{
    if (block) m_marked.insert(block);
}

void ServerBlocks::place(DeviceItem *server)
{
    QString title;
    const QString key = keyFor(server, &title);
    ServerBlockItem *current = m_membership.value(server);
    if (current && current->key() == key) {
        current->setTitle(title); // a renamed rack keeps its block
        mark(current);
        return;
    }
    if (current) remove(server);
    ServerBlockItem *block = m_blocks.value(key);
    if (!block) {
        block = new ServerBlockItem(key, title, m_layer);
        if (!m_layer) m_scene->addItem(block);
        m_blocks.insert(key, block);
    }
    block->addServer(server);
    m_membership.insert(server, block);
    mark(block);
}

void ServerBlocks::remove(DeviceItem *server)
{
    ServerBlockItem *block = m_membership.take(server);
    if (!block) return;
    block->removeServer(server);
    if (block->servers().isEmpty()) {
        m_blocks.remove(block->key());
        m_marked.remove(block);
        delete block;
        return;
    }
    mark(block);
}

void ServerBlocks::touch(DeviceItem *device)
{
    if (device->isServer()) {
        place(device);
        return;
    }
    // A switch: the blocks of the servers cabled to it draw uplinks to its position.
    for (const LinkItem *link : device->links()) {
        const DeviceItem *other = link->fromItem() == device ? link->toItem() : link->fromItem();
        if (other && other->isServer()) mark(m_membership.value(other));
    }
}

void ServerBlocks::refreshMarked()
{
    if (m_marked.isEmpty()) return;
    const QSet<ServerBlockItem *> marked = std::exchange(m_marked, {});
    for (ServerBlockItem *block : marked) block->refresh();
}

} // namespace spinel
