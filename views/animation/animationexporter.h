#pragma once
// Writes a collective's schedule, played on the drawn fabric, as slides: a numbered PNG sequence
// (step-0001.png, …), an animated GIF (GifWriter) or an animated SVG (the fabric drawn once as
// vectors, one group per step shown in turn by SMIL <animate>, which Firefox and Chromium play).
// Shared by `spinel-cli animate` and the animation dock's Export… (AnimationExportJob). The part
// that needs a scene — the fabric drawn once on its own offscreen scene, so the canvas is never
// touched — runs in prepare(); the frames are then drawn without a scene (AnimationFrames).

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

#include <memory>

#include "animation/animationframes.h"

namespace spinel {
struct Catalog;
struct Design;
namespace timing {
struct CollectiveSchedule;
}

class AnimationExporter {
    Q_DECLARE_TR_FUNCTIONS(AnimationExporter)
public:
    using Format = AnimationFrames::Format;
    // .gif and .svg by their suffix, anything else a directory for the PNG sequence.
    static Format formatFor(const QString &output);

    // Each step is shown this long in GIF and SVG (the dock's 1× pace).
    static constexpr int kStepMs = 750;

    // From objects that outlive the exporter and every AnimationFrames it prepares (CLI, tests).
    AnimationExporter(const Design &design, const Catalog &catalog, const timing::CollectiveSchedule &schedule);
    // From shared, immutable copies: prepared frames may outlive the exporter (a worker renders them).
    AnimationExporter(std::shared_ptr<const Design> design, std::shared_ptr<const Catalog> catalog,
                      std::shared_ptr<const timing::CollectiveSchedule> schedule);
    ~AnimationExporter();

    // Draws the fabric for `format` at `size` (on the calling thread, which owns the scene) and
    // returns what renders the frames from then on, on any thread.
    std::shared_ptr<const AnimationFrames> prepare(Format format, const QSize &size);

    // One frame: the canvas scaled into `size` above a caption band, chunks half-way along.
    QImage frame(int step, const QSize &size);
    int frameCount() const;

    // The whole GIF or SVG file in memory (empty for the PNG sequence).
    QByteArray encode(Format format, const QSize &size);
    // Writes every step to `output` in `format`; false with `error` ("Cannot write …").
    bool write(const QString &output, Format format, const QSize &size, QString *error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace spinel
