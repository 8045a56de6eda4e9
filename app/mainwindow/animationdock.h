#pragma once
// The Animate Collective dock: pick an operation, size, GPU count and algorithm, then play the
// collective on the canvas (CollectiveAnimation) with play/pause, step, speed, a timeline over
// the model's time, the step counter and the bytes moved so far; Export… writes it for slides.

#include <QObject>

class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMainWindow;
class QSlider;
class QSpinBox;
class QToolButton;

namespace spinel {
class CollectiveAnimation;
class Document;
class FabricScene;

class AnimationDock : public QObject {
    Q_OBJECT
public:
    AnimationDock(QMainWindow *window, Document *document, FabricScene *scene);

    QDockWidget *dock() const { return m_dock; }
    CollectiveAnimation *animation() const { return m_animation; }
    // Starts the collective the controls describe; false (with the reason shown) on bad input.
    bool animateFromControls();
    QString captionText() const;
    // Export…: the animation as a PNG sequence, an animated GIF or an animated SVG (by `format`,
    // AnimationExporter::Format). False with the reason shown when nothing is animated or the
    // file cannot be written.
    bool exportTo(const QString &output, int format);

private:
    void updatePosition();
    void updateSchedule();

    Document *m_document;
    CollectiveAnimation *m_animation;
    QDockWidget *m_dock;
    QComboBox *m_op;
    QLineEdit *m_bytes;
    QSpinBox *m_gpus;
    QComboBox *m_algorithm;
    QComboBox *m_speed;
    QToolButton *m_play, *m_back, *m_forward, *m_export;
    QSlider *m_timeline;
    QLabel *m_summary, *m_caption;
    bool m_seeking = false;
};

} // namespace spinel
