#pragma once
// Find a device by name: a small bar over the canvas's top edge with completion. Enter selects
// the best match and centres the canvas on it; Escape closes the bar.

#include <QFrame>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;

namespace spinel {
class CanvasView;

class FindBar : public QFrame {
    Q_OBJECT
public:
    explicit FindBar(CanvasView *view);

    QLineEdit *lineEdit() const { return m_edit; }

    // Shows the bar with fresh completions and focuses the text.
    void open();
    void dismiss();
    // Selects and centres the device best matching `text`; false (and a message) when none does.
    bool find(const QString &text);

    // The best match for `text` among device names: exact, then prefix, then substring, all
    // case-insensitive. Returns the device id, or an empty string.
    QString bestMatch(const QString &text) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();

    CanvasView *m_view;
    QLineEdit *m_edit;
    QLabel *m_message;
    QCompleter *m_completer;
    QStringListModel *m_names;
};

} // namespace spinel
