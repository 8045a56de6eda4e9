#pragma once
// Right-click ▸ Show Ports: the links of one device, port by port, with where each goes, its
// speed and cables. A port the user pinned shows its number; the others are assigned by Spinel
// in link order when the design is analysed.

#include <QDialog>

#include <string>

namespace spinel {
struct Design;
class Catalog;

class PortsDialog : public QDialog {
    Q_OBJECT
public:
    PortsDialog(const Design &design, const Catalog &catalog, const std::string &deviceId, QWidget *parent = nullptr);

    int rowCount() const;  // for tests: one row per link of the device
};

} // namespace spinel
