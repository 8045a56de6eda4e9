#pragma once
// File ▸ New from Template: pick a fabric template, fill in its parameters (defaults and help
// from fabricTemplates()), and watch a live preview of what it builds — counts per tier,
// bisection, oversubscription, findings and network cost — computed off the UI thread. The
// generator's refusal is shown inline, naming the parameter; OK is only possible for a valid set.

#include <QDialog>
#include <QFutureWatcher>
#include <QHash>
#include <QTimer>

#include <memory>
#include <optional>

#include "generate/templatepreview.h"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QWidget;

namespace spinel {

class TemplateDialog : public QDialog {
    Q_OBJECT
public:
    // The form's translatable label for a generator key ("servers-per-su" -> "Servers per unit").
    static QString keyLabel(const std::string &key);
    // Typing restarts this before a preview is computed: one preview per pause, not per key.
    static constexpr int kPreviewDelayMs = 60;

    explicit TemplateDialog(const Catalog &catalog, QWidget *parent = nullptr);
    ~TemplateDialog() override;

    void setTemplate(const QString &name);
    QString templateName() const;
    // The text of parameter `key` (empty: its default); for presets and tests.
    void setValue(const QString &key, const QString &text);
    QString value(const QString &key) const;
    QWidget *field(const QString &key) const { return m_fields.value(key); }
    GeneratorParams params() const;

    // The preview of the parameters as they are now; null while it is being computed.
    const TemplatePreview *preview() const;
    QLabel *errorLabel() const { return m_error; }
    QString previewText() const; // the preview's figures as shown, one per line

    // The design to open: the current preview's, else generated now. Empty (with *error set)
    // when the parameters are refused.
    std::optional<Design> generatedDesign(QString *error = nullptr) const;

signals:
    void previewUpdated();

public slots:
    void accept() override;

private:
    void buildForm();
    void parametersChanged();
    void startPreview();
    void previewFinished();
    void showPreview();
    void clearPreviewLabels(const QString &placeholder);
    QWidget *createField(const TemplateInfo &info, const TemplateKey &key);

    std::shared_ptr<const Catalog> m_catalog; // a copy the workers can share
    std::vector<TemplateInfo> m_templates;
    QComboBox *m_templateCombo;
    QLabel *m_description;
    QFormLayout *m_form;
    QHash<QString, QWidget *> m_fields; // key -> QLineEdit or editable QComboBox
    QLabel *m_error;
    QHash<QString, QLabel *> m_previewLabels;
    QDialogButtonBox *m_buttons;

    QTimer m_delay;
    QFutureWatcher<TemplatePreview> m_watcher;
    bool m_running = false;
    std::uint64_t m_generation = 0;
    std::optional<TemplatePreview> m_preview; // of m_generation, once computed
};

} // namespace spinel
