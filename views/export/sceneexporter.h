#pragma once
// Exports the canvas (the whole design, not just what the view shows) as PNG, SVG or PDF.

#include <QString>

class QGraphicsScene;
class QWidget;

namespace spinel {

class SceneExporter {
public:
    // The longest side of the exported figure in logical pixels; PNGs are rendered at twice that.
    static constexpr int kLongestSide = 1800;

    // `legend`, when given and not hidden (the key of a link colouring: load, oversubscription,
    // what-if), is drawn below the drawing, so a figure coloured by load says what its colours
    // mean and the key covers nothing (issue 12).
    static bool exportScene(QGraphicsScene *scene, const QString &fileName, QString *errorMessage, QWidget *legend = nullptr);
};

} // namespace spinel
