#include "canvas/findbar.h"

#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QToolButton>

#include "canvas/canvasview.h"
#include "canvas/deviceitem.h"
#include "canvas/fabricscene.h"

namespace spinel {

FindBar::FindBar(CanvasView *view)
    : QFrame(view)
    , m_view(view)
    , m_edit(new QLineEdit(this))
    , m_message(new QLabel(this))
    , m_completer(new QCompleter(this))
    , m_names(new QStringListModel(this))
{
    setFrameShape(StyledPanel);
    setAutoFillBackground(true);
    m_edit->setPlaceholderText(tr("Find device by name…"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setMinimumWidth(240);
    m_completer->setModel(m_names);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains);
    m_edit->setCompleter(m_completer);
    m_message->setForegroundRole(QPalette::PlaceholderText);
    auto *closeButton = new QToolButton(this);
    closeButton->setAutoRaise(true);
    closeButton->setText(QStringLiteral("✕"));
    closeButton->setToolTip(tr("Close (Esc)"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 4);
    layout->addWidget(m_edit);
    layout->addWidget(m_message);
    layout->addWidget(closeButton);

    connect(closeButton, &QToolButton::clicked, this, &FindBar::dismiss);
    connect(m_edit, &QLineEdit::returnPressed, this, [this] { find(m_edit->text()); });
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, [this](const QString &text) { find(text); });
    connect(m_edit, &QLineEdit::textEdited, m_message, &QLabel::clear);
    m_edit->installEventFilter(this);
    view->installEventFilter(this);
    hide();
}

void FindBar::open()
{
    QStringList names;
    if (const FabricScene *scene = m_view->fabricScene()) {
        names.reserve(scene->deviceItems().size());
        for (const DeviceItem *item : scene->deviceItems()) names << item->name();
    }
    names.sort(Qt::CaseInsensitive);
    m_names->setStringList(names);
    m_message->clear();
    place();
    show();
    raise();
    m_edit->setFocus(Qt::ShortcutFocusReason);
    m_edit->selectAll();
}

void FindBar::dismiss()
{
    hide();
    m_view->setFocus(Qt::OtherFocusReason);
}

QString FindBar::bestMatch(const QString &text) const
{
    const QString wanted = text.trimmed();
    const FabricScene *scene = m_view->fabricScene();
    if (wanted.isEmpty() || !scene) return {};
    QString prefix, substring;
    for (const DeviceItem *item : scene->deviceItems()) {
        const QString &name = item->name();
        if (name.compare(wanted, Qt::CaseInsensitive) == 0 || item->id() == wanted) return item->id();
        // Among several partial matches, the alphabetically first is stable across runs.
        if (name.startsWith(wanted, Qt::CaseInsensitive)) {
            if (prefix.isEmpty() || name < scene->deviceItem(prefix)->name()) prefix = item->id();
        } else if (name.contains(wanted, Qt::CaseInsensitive)) {
            if (substring.isEmpty() || name < scene->deviceItem(substring)->name()) substring = item->id();
        }
    }
    return prefix.isEmpty() ? substring : prefix;
}

bool FindBar::find(const QString &text)
{
    const QString id = bestMatch(text);
    FabricScene *scene = m_view->fabricScene();
    if (id.isEmpty() || !scene) {
        m_message->setText(tr("Not found"));
        return false;
    }
    m_message->clear();
    scene->selectOnly({id}, {});
    m_view->centerOnScenePos(scene->deviceItem(id)->pos());
    return true;
}

void FindBar::place()
{
    adjustSize();
    constexpr int kMargin = 10;
    move(m_view->width() - width() - kMargin, kMargin);
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        dismiss();
        return true;
    }
    if (watched == m_view && event->type() == QEvent::Resize && isVisible()) place();
    return QFrame::eventFilter(watched, event);
}

} // namespace spinel
