#include "mainwindow/animationdock.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QDockWidget>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QProgressDialog>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <cstring>
#include <optional>

#include "animation/animationexporter.h"
#include "animation/animationexportjob.h"
#include "animation/collectiveanimation.h"
#include "animation/schedulecaption.h"
#include "document/document.h"
#include "timing/collectives.h"

namespace spinel {

namespace {

constexpr int kTimelineSteps = 1000; // slider resolution over the model's time

// "1GiB", "64 MiB", "1e9", "512": bytes, binary or decimal units.
std::optional<double> parseSize(QString text)
{
    text = text.trimmed().remove(QLatin1Char(' '));
    static const struct {
        const char *suffix;
        double factor;
    } units[] = {{"TiB", 1099511627776.0},
                 {"GiB", 1073741824.0},
                 {"MiB", 1048576.0},
                 {"KiB", 1024.0},
                 {"TB", 1e12},
                 {"GB", 1e9},
                 {"MB", 1e6},
                 {"KB", 1e3},
                 {"B", 1}};
    double factor = 1;
    for (const auto &unit : units)
        if (text.endsWith(QLatin1String(unit.suffix), Qt::CaseInsensitive)) {
            factor = unit.factor;
            text.chop(qsizetype(std::strlen(unit.suffix)));
            break;
        }
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !(value > 0) || !std::isfinite(value)) return std::nullopt;
    return value * factor;
}

} // namespace

AnimationDock::AnimationDock(QMainWindow *window, Document *document, FabricScene *scene)
    : QObject(window)
    , m_document(document)
    , m_animation(new CollectiveAnimation(scene, this))
    , m_exportJob(new AnimationExportJob(this))
{
    connect(m_exportJob, &AnimationExportJob::finished, this, &AnimationDock::exportFinished);
    connect(m_exportJob, &AnimationExportJob::progress, this, [this](int done, int) {
        if (m_progress) m_progress->setValue(done);
    });
    auto *contents = new QWidget;
    auto *layout = new QVBoxLayout(contents);
    layout->addLayout(requestForm());
    auto *animate = new QPushButton(tr("Animate"));
    layout->addWidget(animate);
    layout->addLayout(playbackControls(contents));
    m_timeline = new QSlider(Qt::Horizontal);
    m_timeline->setRange(0, kTimelineSteps);
    m_timeline->setEnabled(false);
    m_timeline->setToolTip(tr("The collective's time in the model: drag to scrub"));
    layout->addWidget(m_timeline);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_caption = new QLabel(tr("Pick a collective and press Animate."));
    m_caption->setWordWrap(true);
    layout->addWidget(m_summary);
    layout->addWidget(m_caption);
    layout->addStretch();

    m_dock = new QDockWidget(tr("Animate Collective"), window);
    m_dock->setObjectName(QStringLiteral("animationDock"));
    m_dock->setWidget(contents);
    window->addDockWidget(Qt::LeftDockWidgetArea, m_dock);

    connect(animate, &QPushButton::clicked, this, &AnimationDock::animateFromControls);
    connectPlayback();
    // The schedule shows the design as it was: any edit ends the animation.
    connect(document, &Document::designChanged, m_animation, &CollectiveAnimation::clear);
}

// Operation, size, GPUs and algorithm.
QFormLayout *AnimationDock::requestForm()
{
    auto *form = new QFormLayout;
    m_op = new QComboBox;
    const std::pair<timing::CollectiveOp, const char *> ops[] = {{timing::CollectiveOp::AllReduce, QT_TR_NOOP("All-reduce")},
                                                                 {timing::CollectiveOp::ReduceScatter, QT_TR_NOOP("Reduce-scatter")},
                                                                 {timing::CollectiveOp::AllGather, QT_TR_NOOP("All-gather")},
                                                                 {timing::CollectiveOp::AllToAll, QT_TR_NOOP("All-to-all")},
                                                                 {timing::CollectiveOp::Broadcast, QT_TR_NOOP("Broadcast")},
                                                                 {timing::CollectiveOp::SendRecv, QT_TR_NOOP("Send/receive")}};
    for (const auto &[op, name] : ops) m_op->addItem(tr(name), int(op));
    form->addRow(tr("Operation:"), m_op);
    m_bytes = new QLineEdit(QStringLiteral("1 GiB"));
    m_bytes->setToolTip(tr("Message size as nccl-tests counts it: 8, 64 KiB, 1 GiB, 1e9"));
    form->addRow(tr("Size:"), m_bytes);
    m_gpus = new QSpinBox;
    m_gpus->setRange(0, 1 << 24);
    m_gpus->setSpecialValueText(tr("all"));
    form->addRow(tr("GPUs:"), m_gpus);
    m_algorithm = new QComboBox;
    m_algorithm->addItem(tr("Auto (what NCCL picks)"), int(timing::Algorithm::Auto));
    const std::pair<timing::Algorithm, const char *> algorithms[] = {
        {timing::Algorithm::Ring, QT_TR_NOOP("Ring")},
        {timing::Algorithm::Tree, QT_TR_NOOP("Tree")},
        {timing::Algorithm::Hierarchical, QT_TR_NOOP("Hierarchical (NVLink, rail, NVLink)")},
        {timing::Algorithm::Nvls, QT_TR_NOOP("NVLink SHARP")},
        {timing::Algorithm::NvlsTree, QT_TR_NOOP("NVLink SHARP + tree")},
        {timing::Algorithm::InNetwork, QT_TR_NOOP("In-network reduction")},
        {timing::Algorithm::Pat, QT_TR_NOOP("PAT")},
        {timing::Algorithm::Pairwise, QT_TR_NOOP("Pairwise")}};
    for (const auto &[algorithm, name] : algorithms) m_algorithm->addItem(tr(name), int(algorithm));
    form->addRow(tr("Algorithm:"), m_algorithm);
    return form;
}

// Step back, play, step forward, speed and the export menu.
QHBoxLayout *AnimationDock::playbackControls(QWidget *contents)
{
    auto *controls = new QHBoxLayout;
    auto button = [&](QStyle::StandardPixmap icon, const QString &tip) {
        auto *b = new QToolButton;
        b->setIcon(contents->style()->standardIcon(icon));
        b->setToolTip(tip);
        b->setEnabled(false);
        controls->addWidget(b);
        return b;
    };
    m_back = button(QStyle::SP_MediaSeekBackward, tr("Step back"));
    m_play = button(QStyle::SP_MediaPlay, tr("Play"));
    m_forward = button(QStyle::SP_MediaSeekForward, tr("Step forward"));
    m_speed = new QComboBox;
    for (double speed : {0.25, 0.5, 1.0, 2.0, 4.0}) m_speed->addItem(tr("%1×").arg(speed), speed);
    m_speed->setCurrentIndex(2);
    m_speed->setToolTip(tr("Playback speed"));
    controls->addWidget(m_speed);
    controls->addWidget(exportButton());
    return controls;
}

QToolButton *AnimationDock::exportButton()
{
    m_export = new QToolButton;
    m_export->setObjectName(QStringLiteral("exportAnimationButton"));
    m_export->setText(tr("Export…"));
    m_export->setToolTip(tr("Save the animation for slides: a PNG per step, an animated GIF or an animated SVG"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    m_export->setEnabled(false);
    auto *exportMenu = new QMenu(m_export);
    const QString gifFilter = tr("Animated GIF (*.gif)"), svgFilter = tr("Animated SVG (*.svg)");
    exportMenu->addAction(tr("Animated &GIF…"), this, [this, gifFilter] {
        const QString file = QFileDialog::getSaveFileName(m_dock, tr("Export Animation"), QStringLiteral("animation.gif"),
                                                          gifFilter);
        if (!file.isEmpty()) exportTo(file, int(AnimationExporter::Format::Gif));
    });
    exportMenu->addAction(tr("Animated &SVG…"), this, [this, svgFilter] {
        const QString file = QFileDialog::getSaveFileName(m_dock, tr("Export Animation"), QStringLiteral("animation.svg"),
                                                          svgFilter);
        if (!file.isEmpty()) exportTo(file, int(AnimationExporter::Format::Svg));
    });
    exportMenu->addAction(tr("&PNG Sequence…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(m_dock, tr("Folder for step-0001.png, …"));
        if (!dir.isEmpty()) exportTo(dir, int(AnimationExporter::Format::PngSequence));
    });
    m_export->setMenu(exportMenu);
    return m_export;
}

void AnimationDock::connectPlayback()
{
    connect(m_play, &QToolButton::clicked, m_animation, &CollectiveAnimation::togglePlay);
    connect(m_back, &QToolButton::clicked, m_animation, &CollectiveAnimation::stepBack);
    connect(m_forward, &QToolButton::clicked, m_animation, &CollectiveAnimation::stepForward);
    connect(m_speed, &QComboBox::currentIndexChanged, this, [this] { m_animation->setSpeed(m_speed->currentData().toDouble()); });
    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) {
        if (!m_seeking) m_animation->seek(m_animation->totalUs() * value / kTimelineSteps);
    });
    connect(m_animation, &CollectiveAnimation::positionChanged, this, &AnimationDock::updatePosition);
    connect(m_animation, &CollectiveAnimation::scheduleChanged, this, &AnimationDock::updateSchedule);
    connect(m_animation, &CollectiveAnimation::playingChanged, this, [this](bool playing) {
        m_play->setIcon(m_play->style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
        m_play->setToolTip(playing ? tr("Pause") : tr("Play"));
    });
    connect(m_animation, &CollectiveAnimation::failed, this,
            [this](const QString &message) { m_caption->setText(tr("Cannot animate: %1").arg(message)); });
}

bool AnimationDock::animateFromControls()
{
    const auto bytes = parseSize(m_bytes->text());
    if (!bytes) {
        m_caption->setText(tr("The size \"%1\" is not a number of bytes (e.g. 1 GiB).").arg(m_bytes->text()));
        return false;
    }
    timing::CollectiveRequest request;
    request.op = timing::CollectiveOp(m_op->currentData().toInt());
    request.algorithm = timing::Algorithm(m_algorithm->currentData().toInt());
    request.bytes = *bytes;
    request.gpus = m_gpus->value();
    m_caption->setText(tr("Working out the schedule…"));
    m_animation->start(m_document->design(), m_document->catalog(), request);
    return true;
}

bool AnimationDock::exportTo(const QString &output, int format)
{
    const auto schedule = m_animation->sharedSchedule();
    if (!schedule || !m_animation->sharedDesign() || m_exportJob->isRunning()) return false;
    // The fabric is drawn once here; the frames are drawn, encoded and written on a worker, so
    // the window stays live on 16,384 GPUs. Progress and Cancel in a dialog that does not block.
    AnimationExporter exporter(m_animation->sharedDesign(), m_animation->sharedCatalog(), schedule);
    QString error;
    if (!m_exportJob->start(exporter, output, AnimationExporter::Format(format), QSize(1280, 800), &error)) {
        m_caption->setText(error);
        return false;
    }
    m_exportOutput = output;
    m_export->setEnabled(false);
    if (!m_progress) {
        m_progress = new QProgressDialog(m_dock);
        m_progress->setObjectName(QStringLiteral("animationExportProgress"));
        m_progress->setWindowTitle(tr("Export Animation"));
        m_progress->setAutoClose(true); // reset() hides it
        m_progress->setAutoReset(false);
        m_progress->setMinimumDuration(400); // a short export shows no dialog at all
        connect(m_progress, &QProgressDialog::canceled, m_exportJob, &AnimationExportJob::cancel);
    }
    m_progress->setLabelText(tr("Writing %1…").arg(QDir::toNativeSeparators(output)));
    m_progress->setRange(0, int(schedule->steps.size()));
    m_progress->setValue(0);
    m_caption->setText(tr("Exporting the animation…"));
    return true;
}

bool AnimationDock::waitForExport(int timeoutMs)
{
    return m_exportJob->waitForFinished(timeoutMs);
}

void AnimationDock::exportFinished()
{
    if (m_progress) m_progress->reset();
    m_export->setEnabled(m_animation->schedule() != nullptr);
    const AnimationExportJob::Result &result = m_exportJob->result();
    switch (result.outcome) {
    case AnimationFrames::Outcome::Written:
        m_caption->setText(tr("%n frame(s) written to %1", nullptr, result.frames).arg(QDir::toNativeSeparators(m_exportOutput)));
        break;
    case AnimationFrames::Outcome::Cancelled: m_caption->setText(tr("Export cancelled; nothing was written.")); break;
    case AnimationFrames::Outcome::Failed:
        m_caption->setText(result.error.isEmpty() ? tr("Cannot write %1").arg(QDir::toNativeSeparators(m_exportOutput))
                                                  : result.error);
        break;
    }
    emit exportDone(result.outcome == AnimationFrames::Outcome::Written);
}

QString AnimationDock::captionText() const
{
    return m_caption->text();
}

void AnimationDock::updateSchedule()
{
    const bool has = m_animation->schedule() != nullptr;
    for (QWidget *w : {static_cast<QWidget *>(m_play), static_cast<QWidget *>(m_back), static_cast<QWidget *>(m_forward),
                       static_cast<QWidget *>(m_timeline), static_cast<QWidget *>(m_export)})
        w->setEnabled(has);
    m_export->setEnabled(has && !m_exportJob->isRunning());
    QString summary;
    if (has) {
        summary = ScheduleCaption::summary(*m_animation->schedule());
        // What the steps leave out (a tree's chains inside servers, a pipelined chain) is part of the lesson.
        if (const QString notes = ScheduleCaption::notes(*m_animation->schedule()); !notes.isEmpty())
            summary += QLatin1Char('\n') + notes;
    }
    m_summary->setText(summary);
    if (!has) m_caption->setText(tr("Pick a collective and press Animate."));
    updatePosition();
}

void AnimationDock::updatePosition()
{
    if (!m_animation->schedule()) return;
    m_caption->setText(m_animation->caption());
    const double total = m_animation->totalUs();
    m_seeking = true;
    m_timeline->setValue(total > 0 ? int(std::lround(kTimelineSteps * m_animation->timeUs() / total)) : 0);
    m_seeking = false;
}

} // namespace spinel
