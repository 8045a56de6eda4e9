#include "analysis/whatifbanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <cmath>

#include "analysis/severityicons.h"

namespace spinel {

namespace {

constexpr int kNamesShown = 3;
constexpr int kRatioChangesShown = 2;

QString joinShort(const QStringList &names)
{
    if (names.size() <= kNamesShown) return names.join(QStringLiteral(", "));
    return WhatIfBanner::tr("%1 and %L2 more").arg(names.mid(0, kNamesShown).join(QStringLiteral(", "))).arg(names.size() - kNamesShown);
}

} // namespace

WhatIfBanner::WhatIfBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel)
    , m_text(new QLabel)
    , m_restore(new QPushButton(tr("Restore")))
{
    setObjectName(QStringLiteral("whatIfBanner"));
    // A warm strip that reads as "temporary state", not as an error.
    setStyleSheet(QStringLiteral("#whatIfBanner { background: #fff4e0; border: 1px solid #e8a317; border-radius: 6px; }"
                                 "#whatIfBanner QLabel { color: #3a2a00; }"));
    m_icon->setPixmap(SeverityIcons::icon(Severity::Warning).pixmap(20, 20));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_restore->setToolTip(tr("Bring the failed devices and links back"));
    m_restore->setCursor(Qt::ArrowCursor);
    connect(m_restore, &QPushButton::clicked, this, &WhatIfBanner::restoreRequested);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 8, 6);
    layout->setSpacing(10);
    layout->addWidget(m_icon, 0, Qt::AlignVCenter);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_restore, 0, Qt::AlignVCenter);
}

QString WhatIfBanner::rateText(double gbps)
{
    if (std::abs(gbps) >= 1000) return tr("%L1 Tb/s").arg(gbps / 1000, 0, 'f', std::abs(gbps) >= 100000 ? 0 : 1);
    return tr("%L1 Gb/s").arg(gbps, 0, 'f', 0);
}

QString WhatIfBanner::ratioText(std::optional<double> ratio)
{
    if (!ratio) return tr("no uplinks");
    return tr("%L1:1").arg(*ratio, 0, 'g', 3);
}

void WhatIfBanner::setResult(const WhatIfResult &result, const QStringList &failedNames)
{
    const double before = result.before.bisectionGbps;
    const double after = result.after.bisectionGbps;
    QString bisection = tr("Bisection %1 → %2").arg(rateText(before), rateText(after));
    if (before > 0 && result.bisectionLostGbps > 0)
        bisection +=
            QStringLiteral(" ")
            + tr("(−%1, −%L2 %)").arg(rateText(result.bisectionLostGbps)).arg(100 * result.bisectionLostGbps / before, 0, 'f', 0);
    else bisection += QStringLiteral(" ") + tr("(unchanged)");

    QStringList parts;
    parts << bisection;
    parts << (result.gpusCutOff > 0 ? tr("<b>%L1 GPUs cut off</b>").arg(result.gpusCutOff) : tr("no GPUs cut off"));
    const auto &changes = result.oversubscriptionChanges;
    if (changes.empty()) {
        parts << tr("oversubscription unchanged");
    } else {
        QStringList shown;
        for (std::size_t i = 0; i < changes.size() && i < std::size_t(kRatioChangesShown); ++i)
            shown << tr("%1 %2 → %3")
                         .arg(QString::fromStdString(changes[i].id), ratioText(changes[i].before), ratioText(changes[i].after));
        QString text =
            tr("oversubscription up on %L1 switches: %2").arg(qsizetype(changes.size())).arg(shown.join(QStringLiteral(", ")));
        if (changes.size() == 1) text = tr("oversubscription up: %1").arg(shown.join(QString()));
        else if (changes.size() > std::size_t(kRatioChangesShown)) text += QStringLiteral(", …");
        parts << text;
    }
    m_text->setText(tr("<b>What-if:</b> %1 failed").arg(joinShort(failedNames).toHtmlEscaped()) + QStringLiteral("<br>")
                    + parts.join(QStringLiteral(" &nbsp;·&nbsp; ")));
    updateGeometry();
}

QString WhatIfBanner::text() const
{
    return m_text->text();
}

} // namespace spinel
