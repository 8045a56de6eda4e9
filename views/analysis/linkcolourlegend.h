#pragma once
// The key for links coloured by oversubscription or load: a title, an optional caption (which
// collective, what bounds it) and one swatch per colour. Sits over the canvas in place of the
// medium legend; clicks go through to the canvas.

#include <QWidget>

class QPainter;

#include "analysis/linkcolouring.h"

namespace spinel {

class LinkColourLegend : public QWidget {
    Q_OBJECT
public:
    explicit LinkColourLegend(QWidget *parent = nullptr);

    void setContents(const QString &title, const QString &caption, const QVector<LegendEntry> &entries);
    const QString &title() const { return m_title; }
    const QString &caption() const { return m_caption; }
    const QVector<LegendEntry> &entries() const { return m_entries; }
    QSize sizeHint() const override;

    // The key drawn anywhere (the widget, an exported animation frame): its size in `font`, and
    // the key painted in `rect` (of that size) with `painter`, rounded box and all.
    static QSize keySize(const QFont &font, const QString &title, const QString &caption, const QVector<LegendEntry> &entries);
    static void paintKey(QPainter &painter, const QRect &rect, const QFont &font, const QString &title, const QString &caption,
                         const QVector<LegendEntry> &entries);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_title;
    QString m_caption;
    QVector<LegendEntry> m_entries;
};

} // namespace spinel
