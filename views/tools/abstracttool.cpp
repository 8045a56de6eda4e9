#include "tools/abstracttool.h"

namespace spinel {

AbstractTool::AbstractTool(QObject *parent)
    : QObject(parent)
{ }

void AbstractTool::activate(FabricScene *scene)
{
    m_scene = scene;
}

void AbstractTool::deactivate()
{
    m_scene = nullptr;
}

bool AbstractTool::keyPressed(QKeyEvent *)
{
    return false;
}

} // namespace spinel
