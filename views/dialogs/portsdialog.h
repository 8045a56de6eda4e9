#pragma once
// Right-click ▸ Show Ports: the port map of one device. A server's rows are its NICs in effect
// (pinned, else assigned in drawing order, as the analysis assigns them) with the rail of the leaf
// each reaches, so a cable on the wrong rail is visible; a switch's rows are its ports (pinned, or
// "auto"). Each row names the peer, its NIC or port, the speed and the cables.

#include <QDialog>
#include <QString>

#include <string>

namespace spinel {
struct Design;
class Catalog;

class PortsDialog : public QDialog {
    Q_OBJECT
public:
    PortsDialog(const Design &design, const Catalog &catalog, const std::string &deviceId, QWidget *parent = nullptr);

    int rowCount() const;                        // for tests: one row per link of the device
    QString cellText(int row, int column) const; // for tests
};

} // namespace spinel
