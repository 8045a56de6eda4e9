#pragma once
// The node-name map for an ibnetdiscover dump, asked for after File ▸ Import… or Compare with
// As-Built… picks a dump: the file that turns GUIDs and "MT4123 ConnectX7" descriptions into host
// names (ibnetdiscover --node-name-map, as `spinel-cli diff --node-name-map`). Offered pre-filled
// with the map beside the dump (Spinel's export writes DUMP.node-name-map), else the last one used.

#include <QDialog>

class QLineEdit;

namespace spinel {

class NodeNameMapDialog : public QDialog {
    Q_OBJECT
public:
    NodeNameMapDialog(const QString &dumpPath, QWidget *parent = nullptr);

    // The chosen map; empty for none.
    QString mapPath() const;
    void setMapPath(const QString &path);

    // The map offered for `dumpPath`: DUMP.node-name-map when it exists, else the last map chosen
    // (when it still exists), else none.
    static QString suggestedMap(const QString &dumpPath);
    static void remember(const QString &mapPath);

private:
    void browse();

    QLineEdit *m_path;
};

} // namespace spinel
