#pragma once
// The key of a playing animation, over the canvas in place of the medium legend: while a schedule
// is shown its load colours (AnimationPalette) are the only link colours that matter, and the
// medium colours (AOC orange among them) would be read as load. Hides the canvas's medium legend
// while shown and gives it back as it was when hidden; follows the view's size.

#include <QObject>
#include <QPointer>

#include "analysis/linkcolourlegend.h"

namespace spinel {
class CanvasView;
struct Design;

class AnimationLegend : public QObject {
    Q_OBJECT
public:
    explicit AnimationLegend(CanvasView *view);

    // `caption`: the collective shown ("ring all-reduce of 1 GiB on 32 GPUs"); `design`: the
    // design played, whose links' media the key names as the idle links' colours.
    void show(const QString &caption, const Design *design = nullptr);
    void hide();
    bool isShown() const { return m_shown; }
    LinkColourLegend *widget() const { return m_widget; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();

    // A child of the view, so the view outlives it: plain pointers. (A QPointer<CanvasView> would
    // downcast a half-destroyed QWidget when the view's children are deleted.)
    CanvasView *m_view;
    QObject *m_viewObject;               // the same object, for comparisons in eventFilter
    QPointer<LinkColourLegend> m_widget; // a child of the view
    bool m_shown = false;
    bool m_mediumWasVisible = false;
};

} // namespace spinel
