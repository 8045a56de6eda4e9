#pragma once
// A soft spot that follows the mouse over a widget, so an audience sees where the presenter
// points. Transparent for input; paints only around the pointer.

#include <QPoint>
#include <QWidget>

namespace spinel {

class PointerHighlight : public QWidget {
    Q_OBJECT
public:
    explicit PointerHighlight(QWidget *parent);
    void moveTo(const QPoint &pos);
    QPoint position() const { return m_pos; }
    static constexpr int kRadius = 28;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QPoint m_pos{-1000, -1000};
};

} // namespace spinel
