#pragma once
// The strip over the canvas while a what-if is shown: what failed, the bisection bandwidth lost,
// the GPUs cut off and the switches whose oversubscription rose, with a Restore button.

#include <QFrame>

#include "analysis/whatif.h"

class QLabel;
class QPushButton;

namespace spinel {

class WhatIfBanner : public QFrame {
    Q_OBJECT
public:
    explicit WhatIfBanner(QWidget *parent = nullptr);

    // `names` maps ids to display names for the failed objects (ids shown when absent).
    void setResult(const WhatIfResult &result, const QStringList &failedNames);
    QString text() const;
    QPushButton *restoreButton() const { return m_restore; }

    static QString rateText(double gbps);
    static QString ratioText(std::optional<double> ratio);

signals:
    void restoreRequested();

private:
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_restore;
};

} // namespace spinel
