#pragma once
// Plays a collective's schedule on the canvas: computes the schedule off the UI thread, owns it
// and the overlay item that draws it, and moves a clock over the model's time (play, pause, step,
// speed, seek). The scene and the design are never changed.

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>

#include <memory>

#include "core/catalog.h"
#include "core/design.h"
#include "timing/collectiveschedule.h"

class QTimer;

namespace spinel {
class AnimationFrameCache;
class AnimationLegend;
class CollectiveOverlayItem;
class FabricScene;

class CollectiveAnimation : public QObject {
    Q_OBJECT
public:
    explicit CollectiveAnimation(FabricScene *scene, QObject *parent = nullptr);
    ~CollectiveAnimation() override;

    // Schedules `request` on a copy of the design (on a worker); scheduleChanged() when ready.
    void start(const Design &design, const Catalog &catalog, const timing::CollectiveRequest &request);
    // Removes the overlay and forgets the schedule (the design changed, the user closed it).
    void clear();
    bool isComputing() const { return m_watcher.isRunning(); }
    // Blocks until a pending schedule is ready (screenshots, tests); false on timeout.
    bool waitUntilReady(int timeoutMs);

    const timing::CollectiveSchedule *schedule() const { return m_schedule.get(); }
    const Design *design() const { return m_design.get(); }
    // The schedule, design and catalog shared (immutable) with an export running on a worker.
    std::shared_ptr<const timing::CollectiveSchedule> sharedSchedule() const { return m_schedule; }
    std::shared_ptr<const Design> sharedDesign() const { return m_design; }
    std::shared_ptr<const Catalog> sharedCatalog() const { return m_catalog; }
    CollectiveOverlayItem *overlay() const { return m_overlay; }
    // The key over the canvas while a schedule is shown (nullptr until the first, or without a view).
    AnimationLegend *legend() const;
    // The canvas image the frames are painted over while playing (nullptr without a view).
    AnimationFrameCache *frameCache() const { return m_frameCache; }
    bool isPlaying() const { return m_playing; }
    double timeUs() const { return m_timeUs; }
    double totalUs() const;
    int step() const; // -1 without a schedule
    double stepFraction() const;
    double speed() const { return m_speed; }
    // The caption for the current moment (ScheduleCaption::text), empty without a schedule.
    QString caption() const;
    // Wall-clock seconds a run at 1× takes: about 0.75 s a step, 3 to 45 s in all.
    double playSeconds() const;

    // How long the last frames took to advance and paint, for the benchmark.
    double lastFrameMs() const { return m_lastFrameMs; }
    double worstFrameMs() const { return m_worstFrameMs; }

public slots:
    void play();
    void pause();
    void togglePlay();
    void stepForward();
    void stepBack();
    void setSpeed(double speed);
    void seek(double timeUs);
    void setOverlayScale(double scale);

signals:
    void scheduleChanged();
    void positionChanged();
    void playingChanged(bool playing);
    void failed(const QString &message);

private:
    void tick();
    void finished();
    void showStep(int step);
    void applyPosition();

    QPointer<FabricScene> m_scene;
    CollectiveOverlayItem *m_overlay = nullptr;  // owned by the scene once added
    QPointer<AnimationLegend> m_legend;          // owned by the canvas view
    AnimationFrameCache *m_frameCache = nullptr; // a child; made with the overlay, deleted before it
    std::shared_ptr<const Design> m_design;
    std::shared_ptr<const timing::CollectiveSchedule> m_schedule;
    QFutureWatcher<std::shared_ptr<timing::CollectiveSchedule>> m_watcher;
    std::shared_ptr<const Design> m_pendingDesign;
    std::shared_ptr<const Catalog> m_catalog, m_pendingCatalog;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    bool m_playing = false;
    double m_timeUs = 0;
    double m_speed = 1;
    double m_overlayScale = 1;
    double m_lastFrameMs = 0, m_worstFrameMs = 0;
};

} // namespace spinel
