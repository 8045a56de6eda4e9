#pragma once
// A small key in the canvas corner: what link colours (medium) and widths (bandwidth) mean.
// A click folds it to its title (and back), so it never has to cover devices (issue 12); the
// choice is remembered.

#include <QWidget>

namespace spinel {

class CanvasLegend : public QWidget {
    Q_OBJECT
public:
    explicit CanvasLegend(QWidget *parent = nullptr);
    QSize sizeHint() const override;
    bool isCollapsed() const { return m_collapsed; }
    void setCollapsed(bool collapsed);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    struct Row {
        QColor color;
        double penWidth;
        QString text;
    };
    QVector<Row> rows() const;
    QString title() const;
    QFont titleFont() const; // bold

    bool m_collapsed = false;
};

} // namespace spinel
