#include "animation/collectiveanimation.h"

#include <QThread>
#include <QTimer>

#include <algorithm>

#include "animation/animationframecache.h"
#include "animation/animationlegend.h"
#include "animation/collectiveoverlayitem.h"
#include "animation/schedulecaption.h"
#include "canvas/canvasview.h"
#include "canvas/fabricscene.h"
#include "common/pooltask.h"

namespace spinel {

namespace {
constexpr int kFrameIntervalMs = 16; // 60 frames a second
} // namespace

CollectiveAnimation::CollectiveAnimation(FabricScene *scene, QObject *parent)
    : QObject(parent)
    , m_scene(scene)
    , m_timer(new QTimer(this))
{
    m_timer->setTimerType(Qt::PreciseTimer);
    m_timer->setInterval(kFrameIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &CollectiveAnimation::tick);
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<timing::CollectiveSchedule>>::finished, this,
            &CollectiveAnimation::finished);
}

CollectiveAnimation::~CollectiveAnimation()
{
    m_watcher.waitForFinished();
    tsan::acquireResult(m_watcher.future()); // its result is freed here
    blockSignals(true);                      // listeners may be half destroyed with the window
    clear();
}

void CollectiveAnimation::start(const Design &design, const Catalog &catalog, const timing::CollectiveRequest &request)
{
    pause();
    // The worker gets its own copies: the user may edit while it runs.
    auto designCopy = std::make_shared<const Design>(design);
    auto catalogCopy = std::make_shared<const Catalog>(catalog);
    m_pendingDesign = designCopy;
    m_pendingCatalog = catalogCopy;
    m_watcher.setFuture(runOnPool([designCopy, catalogCopy, request] {
        return std::make_shared<timing::CollectiveSchedule>(timing::buildCollectiveSchedule(*designCopy, *catalogCopy, request));
    }));
}

bool CollectiveAnimation::waitUntilReady(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_watcher.isRunning() && timer.elapsed() < timeoutMs) QThread::msleep(5);
    if (m_watcher.isRunning()) return false;
    if (m_pendingDesign) finished(); // deliver now rather than on the next event-loop turn
    return true;
}

void CollectiveAnimation::finished()
{
    if (!m_pendingDesign || !m_watcher.future().isValid() || !m_watcher.isFinished()) return;
    tsan::acquireResult(m_watcher.future());
    std::shared_ptr<timing::CollectiveSchedule> result = m_watcher.result();
    std::shared_ptr<const Design> design = std::move(m_pendingDesign);
    m_pendingDesign.reset();
    if (!result->ok) {
        emit failed(QString::fromStdString(result->error));
        return;
    }
    clear();
    m_design = std::move(design);
    m_catalog = std::move(m_pendingCatalog);
    m_schedule = std::move(result);
    if (m_scene) {
        m_overlay = new CollectiveOverlayItem;
        m_overlay->setScale(m_overlayScale);
        m_scene->addItem(m_overlay);
        m_overlay->setSchedule(m_schedule.get(), *m_design, *m_catalog, *m_scene);
        // The animation's own key replaces the medium legend on the canvas while it is shown.
        const QList<QGraphicsView *> views = m_scene->views();
        if (!m_legend && !views.isEmpty())
            if (auto *view = qobject_cast<CanvasView *>(views.front())) m_legend = new AnimationLegend(view);
        if (m_legend) m_legend->show(ScheduleCaption::summary(*m_schedule), m_design.get());
        if (!views.isEmpty()) m_frameCache = new AnimationFrameCache(views.front(), m_overlay, this);
    }
    m_timeUs = 0;
    applyPosition();
    emit scheduleChanged();
}

void CollectiveAnimation::clear()
{
    pause();
    delete m_frameCache; // it paints the overlay: gone first
    m_frameCache = nullptr;
    if (m_overlay && m_scene) {
        m_scene->removeItem(m_overlay);
        delete m_overlay;
    }
    m_overlay = nullptr;
    if (m_legend) m_legend->hide();
    const bool had = m_schedule != nullptr;
    m_schedule.reset();
    m_design.reset();
    m_catalog.reset();
    m_timeUs = 0;
    if (had) emit scheduleChanged();
}

AnimationLegend *CollectiveAnimation::legend() const
{
    return m_legend;
}

double CollectiveAnimation::totalUs() const
{
    return m_schedule ? m_schedule->result.timeUs : 0;
}

int CollectiveAnimation::step() const
{
    return m_schedule ? timing::stepAtTime(*m_schedule, m_timeUs) : -1;
}

double CollectiveAnimation::stepFraction() const
{
    const int s = step();
    if (s < 0) return 0;
    const auto &current = m_schedule->steps[std::size_t(s)];
    const double duration = current.endUs - current.startUs;
    return duration > 0 ? std::clamp((m_timeUs - current.startUs) / duration, 0.0, 1.0) : 1.0;
}

QString CollectiveAnimation::caption() const
{
    return m_schedule ? ScheduleCaption::text(*m_schedule, *m_design, step(), stepFraction()) : QString();
}

double CollectiveAnimation::playSeconds() const
{
    if (!m_schedule) return 0;
    return std::clamp(0.75 * double(m_schedule->steps.size()), 3.0, 45.0);
}

void CollectiveAnimation::play()
{
    if (!m_schedule || m_playing) return;
    if (m_timeUs >= totalUs()) m_timeUs = 0; // play again from the start
    m_playing = true;
    if (m_frameCache) m_frameCache->setActive(true);
    m_clock.start();
    m_timer->start();
    emit playingChanged(true);
}

void CollectiveAnimation::pause()
{
    if (!m_playing) return;
    m_playing = false;
    if (m_frameCache) m_frameCache->setActive(false);
    m_timer->stop();
    emit playingChanged(false);
}

void CollectiveAnimation::togglePlay()
{
    m_playing ? pause() : play();
}

void CollectiveAnimation::showStep(int s)
{
    if (!m_schedule || m_schedule->steps.empty()) return;
    pause();
    s = std::clamp(s, 0, int(m_schedule->steps.size()) - 1);
    const auto &target = m_schedule->steps[std::size_t(s)];
    // The middle of the step: every chunk of it is on its way.
    m_timeUs = 0.5 * (target.startUs + target.endUs);
    applyPosition();
}

void CollectiveAnimation::stepForward()
{
    showStep(step() + 1);
}

void CollectiveAnimation::stepBack()
{
    showStep(step() - 1);
}

void CollectiveAnimation::setSpeed(double speed)
{
    m_speed = std::clamp(speed, 0.05, 20.0);
}

void CollectiveAnimation::seek(double timeUs)
{
    if (!m_schedule) return;
    m_timeUs = std::clamp(timeUs, 0.0, totalUs());
    applyPosition();
}

void CollectiveAnimation::setOverlayScale(double scale)
{
    m_overlayScale = scale;
    if (m_overlay) m_overlay->setScale(scale);
}

void CollectiveAnimation::tick()
{
    QElapsedTimer frame;
    frame.start();
    const double wallSeconds = m_clock.nsecsElapsed() * 1e-9;
    m_clock.restart();
    m_timeUs += wallSeconds * m_speed * totalUs() / std::max(playSeconds(), 1e-3);
    if (m_timeUs >= totalUs()) {
        m_timeUs = totalUs();
        pause();
    }
    applyPosition();
    m_lastFrameMs = frame.nsecsElapsed() * 1e-6;
    m_worstFrameMs = std::max(m_worstFrameMs, m_lastFrameMs);
}

void CollectiveAnimation::applyPosition()
{
    if (m_overlay) m_overlay->setMoment(step(), stepFraction());
    emit positionChanged();
}

} // namespace spinel
