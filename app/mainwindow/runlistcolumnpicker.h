#pragma once
// The run list's column picker in File ▸ Export ▸ Topology…: a preset (Spinel's layout, NVIDIA's
// cable-validation P2P sheet) or a custom set of columns, checked and dragged into order.

#include <QWidget>

#include "export/runlistcolumns.h"

class QComboBox;
class QListWidget;

namespace spinel {

class RunListColumnPicker : public QWidget {
    Q_OBJECT
public:
    explicit RunListColumnPicker(QWidget *parent = nullptr);

    exporting::RunListLayout columnLayout() const;
    void setColumnLayout(const exporting::RunListLayout &layout);

    // The remembered layout (QSettings), the standard one when none or an unreadable one is stored.
    static exporting::RunListLayout lastLayout();
    static void remember(const exporting::RunListLayout &layout);

    static QString columnDescription(exporting::RunListField field);

private:
    enum Preset { Standard, P2p, Custom };
    void showColumns(const std::vector<std::string> &checked);
    void presetChanged();

    QComboBox *m_preset;
    QListWidget *m_columns;
};

} // namespace spinel
