#include "docks/explainwidget.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

#include "analysis/explaintext.h"
#include "common/displaynames.h"

namespace spinel {

using namespace spinel::timing;

ExplainWidget::ExplainWidget(QWidget *parent)
    : QWidget(parent)
    , m_op(new QComboBox(this))
    , m_size(new QComboBox(this))
    , m_status(new QLabel(this))
    , m_browser(new QTextBrowser(this))
{
    for (CollectiveOp op : {CollectiveOp::AllReduce, CollectiveOp::AllGather, CollectiveOp::ReduceScatter, CollectiveOp::AllToAll,
                            CollectiveOp::Broadcast})
        m_op->addItem(DisplayNames::collective(op), int(op));
    for (double bytes : {8.0, 1e6, 1e8, 1e9, 1.4e11})
        m_size->addItem(bytes >= 1e9   ? tr("%1 GB").arg(bytes / 1e9)
                        : bytes >= 1e6 ? tr("%1 MB").arg(bytes / 1e6)
                                       : tr("%1 B").arg(bytes),
                        bytes);
    m_size->setCurrentIndex(3);
    m_op->setToolTip(tr("The collective to explain, on every GPU of the design, as NCCL would run it"));
    m_size->setToolTip(tr("Message size (nccl-tests definition)"));
    m_browser->setOpenLinks(false);
    m_browser->setLineWrapMode(QTextEdit::WidgetWidth);
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_op);
    controls->addWidget(m_size);
    controls->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_browser, 1);
    connect(m_op, &QComboBox::currentIndexChanged, this, &ExplainWidget::requestChanged);
    connect(m_size, &QComboBox::currentIndexChanged, this, &ExplainWidget::requestChanged);
    // The bottleneck line is a link: clicking it selects the binding device and links on the canvas.
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &) {
        if (!m_explanation) return;
        QStringList devices, links;
        if (!m_explanation->location.deviceId.empty()) devices << QString::fromStdString(m_explanation->location.deviceId);
        for (const auto &id : m_explanation->location.linkIds) links << QString::fromStdString(id);
        emit selectRequested(devices, links);
    });
}

CollectiveRequest ExplainWidget::request() const
{
    CollectiveRequest r;
    r.op = CollectiveOp(m_op->currentData().toInt());
    r.bytes = m_size->currentData().toDouble();
    return r;
}

void ExplainWidget::setStale(bool stale)
{
    m_status->setText(stale ? tr("updating…") : QString());
}

void ExplainWidget::setExplanation(std::shared_ptr<const CollectiveExplanation> explanation)
{
    m_explanation = std::move(explanation);
    setStale(false);
    if (!m_explanation) {
        m_browser->clear();
        return;
    }
    const QStringList lines = ExplainText::lines(*m_explanation);
    const QString bottleneckLine = m_explanation->ok ? ExplainText::location(*m_explanation) : QString();
    QString html;
    for (const QString &line : lines) {
        const QString escaped = line.toHtmlEscaped().replace(QLatin1String("  "), QLatin1String("&nbsp;&nbsp;"));
        if (!bottleneckLine.isEmpty() && line == bottleneckLine && !m_explanation->location.deviceId.empty())
            html += QStringLiteral("<div><a href=\"select:bottleneck\">%1</a></div>").arg(escaped);
        else if (line == lines.first()) html += QStringLiteral("<div><b>%1</b></div>").arg(escaped);
        else html += QStringLiteral("<div>%1</div>").arg(escaped);
    }
    m_browser->setHtml(html);
}

QString ExplainWidget::text() const
{
    return m_browser->toPlainText();
}

} // namespace spinel
