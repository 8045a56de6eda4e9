#pragma once
// A small key in the canvas corner: what link colours (medium) and widths (bandwidth) mean.

#include <QWidget>

namespace spinel {

class CanvasLegend : public QWidget {
    Q_OBJECT
public:
    explicit CanvasLegend(QWidget *parent = nullptr);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QColor color;
        double penWidth;
        QString text;
    };
    QVector<Row> rows() const;
};

} // namespace spinel
