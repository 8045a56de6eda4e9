#include "export/sceneexporter.h"

#include <QCoreApplication>
#include <QGraphicsScene>
#include <QPainter>
#include <QWidget>

#include <algorithm>
#include <cmath>

#include "export/figurewriter.h"

namespace spinel {

bool SceneExporter::exportScene(QGraphicsScene *scene, const QString &fileName, QString *errorMessage, QWidget *legend)
{
    QRectF source = scene->itemsBoundingRect();
    if (source.isEmpty()) {
        if (errorMessage) *errorMessage = QCoreApplication::translate("SceneExporter", "The design is empty: nothing to export.");
        return false;
    }
    const double margin = std::max(source.width(), source.height()) * 0.02 + 8;
    source.adjust(-margin, -margin, margin, margin);
    // Small designs are exported at their canvas size, large ones scaled to fit kLongestSide.
    const double scale = std::min(1.0, kLongestSide / std::max(source.width(), source.height()));
    const QSize drawing(int(std::ceil(source.width() * scale)), int(std::ceil(source.height() * scale)));
    const bool withLegend = legend && !legend->isHidden();
    const QSize key = withLegend ? legend->sizeHint() : QSize();
    constexpr int kKeyMargin = 8;
    const QSize size = withLegend ? QSize(std::max(drawing.width(), key.width() + 2 * kKeyMargin),
                                          drawing.height() + key.height() + 2 * kKeyMargin)
                                  : drawing;
    return FigureWriter::write(
        fileName, size,
        [&](QPaintDevice *device) {
            QPainter painter(device);
            painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
            painter.fillRect(QRectF(QPointF(0, 0), QSizeF(size)), Qt::white);
            scene->render(&painter, QRectF(QPointF(0, 0), QSizeF(drawing)), source, Qt::KeepAspectRatio);
            if (withLegend) {
                // The on-screen key as it is drawn there, at its own size, below the drawing.
                legend->resize(key);
                painter.translate(kKeyMargin, drawing.height() + kKeyMargin);
                legend->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
            }
        },
        errorMessage, 2.0);
}

} // namespace spinel
