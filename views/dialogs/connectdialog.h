#pragma once
// "Connect…": how to wire the selected servers to the selected leaves. Rail-aligned sends NIC r
// of every server to the r-th leaf; round-robin deals the NICs out to the leaves in turn.

#include <QDialog>

class QLabel;
class QRadioButton;

namespace spinel {

class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    enum class Mode { RailAligned, RoundRobin };

    // `nicsPerServer` is the most NICs any selected server has, for the summary line.
    ConnectDialog(int servers, int leaves, int nicsPerServer, QWidget *parent = nullptr);

    Mode mode() const;
    void setMode(Mode mode);

private:
    void updateSummary();

    int m_servers;
    int m_leaves;
    int m_nics;
    QRadioButton *m_rail;
    QRadioButton *m_roundRobin;
    QLabel *m_summary;
};

} // namespace spinel
