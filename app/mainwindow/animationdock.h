#pragma once
// The Animate Collective dock: pick an operation, size, GPU count and algorithm, then play the
// collective on the canvas (CollectiveAnimation) with play/pause, step, speed, a timeline over
// the model's time, the step counter and the bytes moved so far; Export… writes it for slides.

#include <QObject>
#include <QPointer>
#include <QString>

class QComboBox;
class QFormLayout;
class QHBoxLayout;
class QWidget;
class QDockWidget;
class QLabel;
class QLineEdit;
class QProgressDialog;
class QMainWindow;
class QSlider;
class QSpinBox;
class QToolButton;

namespace spinel {
class AnimationExportJob;
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
    // Export…: starts writing the animation as a PNG sequence, an animated GIF or an animated SVG
    // (by `format`, AnimationExporter::Format) on a worker, with a progress dialog that cancels;
    // exportDone() when it ends, the outcome in the caption. False when nothing is animated or an
    // export is running.
    bool exportTo(const QString &output, int format);
    AnimationExportJob *exportJob() const { return m_exportJob; }
    // Blocks until the running export has ended (tests); false on timeout.
    bool waitForExport(int timeoutMs);

signals:
    void exportDone(bool written);

private:
    QFormLayout *requestForm();
    QHBoxLayout *playbackControls(QWidget *contents);
    QToolButton *exportButton();
    void connectPlayback();
    void updatePosition();
    void updateSchedule();
    void exportFinished();

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
    AnimationExportJob *m_exportJob;
    QPointer<QProgressDialog> m_progress;
    QString m_exportOutput;
};

} // namespace spinel
