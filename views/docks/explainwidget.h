#pragma once
// The "why this number" panel: pick a collective and a size; the panel shows the time split into
// its terms, the bottleneck as a link that selects it on the canvas, and what would change it.
// It only shows what it is given (the explanation is computed off the UI thread by its owner).

#include <QWidget>

#include <memory>

#include "timing/explain.h"

class QComboBox;
class QLabel;
class QTextBrowser;

namespace spinel {

class ExplainWidget : public QWidget {
    Q_OBJECT
public:
    explicit ExplainWidget(QWidget *parent = nullptr);

    // The collective the user picked (all GPUs, NCCL's choice).
    timing::CollectiveRequest request() const;
    void setExplanation(std::shared_ptr<const timing::CollectiveExplanation> explanation);
    void setStale(bool stale);
    QString text() const; // what the panel shows, as plain text (tests)

signals:
    void requestChanged();
    void selectRequested(const QStringList &deviceIds, const QStringList &linkIds);

private:
    QComboBox *m_op;
    QComboBox *m_size;
    QLabel *m_status;
    QTextBrowser *m_browser;
    std::shared_ptr<const timing::CollectiveExplanation> m_explanation;
};

} // namespace spinel
