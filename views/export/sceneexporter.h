#pragma once
// Exports the canvas (the whole design, not just what the view shows) as PNG, SVG or PDF.

#include <QString>

class QGraphicsScene;

namespace spinel {

class SceneExporter {
public:
    // The longest side of the exported figure in logical pixels; PNGs are rendered at twice that.
    static constexpr int kLongestSide = 1800;

    static bool exportScene(QGraphicsScene *scene, const QString &fileName, QString *errorMessage);
};

} // namespace spinel
