#pragma once
// Which NIC or port each end of the one selected link uses, for the Properties panel. The NIC in
// effect on a server and the rail of a leaf come from the whole design (the topology, every
// server's NIC assignment, every leaf's rail): 0.16 s at a million GPUs, too long for the UI
// thread, so the text is worked out on a snapshot on a worker thread and shown when it is in; a
// newer selection or edit drops an older answer.

#include <QObject>
#include <QString>

#include <string>

#include "document/backgroundjob.h"

namespace spinel {

class Document;

class LinkEndsUpdater : public QObject {
    Q_OBJECT
public:
    explicit LinkEndsUpdater(Document *document, QObject *parent = nullptr);
    ~LinkEndsUpdater() override;

    // The link whose ends to show; empty for none (nothing is worked out or reported then). A new
    // link's text is empty until its answer is in.
    void setLink(const std::string &linkId);
    const std::string &link() const { return m_linkId; }
    // The latest answer for link(): kept while an edit has it worked out again.
    const QString &text() const { return m_text; }
    // Waits (processing events) until the reported text is the current link's; for tests.
    bool waitUntilCurrent(int timeoutMs);

signals:
    // The ends of link(), "" when it has none to show.
    void endsReady(const QString &text);

private:
    BackgroundJob<QString>::Work prepare();

    Document *m_document;
    std::string m_linkId;
    QString m_text;
    // Short: a click shows its answer soon; a burst of edits still runs it once.
    static constexpr int kDebounceMs = 30;
    BackgroundJob<QString> m_job; // last: its callbacks use the members above
};

} // namespace spinel
