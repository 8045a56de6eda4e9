#pragma once
// An open design in the editor: owns the Design, the Catalog it refers to, the undo stack, the
// file name and the clean state, and announces every change with a typed signal. Views and
// docks listen to these signals; undo commands (app/commands) are the only writers.

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"
#include "core/message.h"
#include "core/designindex.h"
#include "document/documentchange.h"

class QUndoStack;

namespace spinel {
struct SaveProgress;
struct SaveRun;
class DesignSnapshots;

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(Catalog catalog = builtinCatalog(), QObject *parent = nullptr);
    ~Document() override;

    // The built-in catalog merged with the user's, if `userCatalogFile` exists. A bad user
    // catalog is reported in *errorMessage and the built-in catalog is used alone.
    static Catalog loadCatalog(const QString &userCatalogFile, QString *errorMessage);

    const Design &design() const { return m_design; }
    // Immutable copies of the design for worker threads: a job notes snapshots()->version() when
    // it starts and calls take(version) on its thread; one copy per edit at most, shared by all.
    const std::shared_ptr<DesignSnapshots> &snapshots() const { return m_snapshots; }
    const Catalog &catalog() const { return *m_catalog; }
    // The same catalog, for workers to share: it never changes while the document lives.
    const std::shared_ptr<const Catalog> &sharedCatalog() const { return m_catalog; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // Empty for a design that was never saved.
    const QString &fileName() const { return m_fileName; }
    // The file's name, else the design's name, else "Untitled".
    QString displayName() const;
    bool isModified() const;

    // Starts an empty, untitled design.
    void newDesign();
    // Starts an untitled design from `design` (a generated template). Unlike an empty design it
    // counts as unsaved, so closing asks before the work is lost.
    void newDesignFrom(Design design);
    // Replaces the design with the one in `fileName` (a path or a ":/" resource). On failure
    // returns false, puts the loader's message (file and JSON path) in *errorMessage and leaves
    // the open design, its file name and its undo history untouched.
    bool load(const QString &fileName, QString *errorMessage = nullptr);
    // Like load(), but the document stays untitled: for the built-in examples, which are read-only.
    bool loadAsUntitled(const QString &fileName, QString *errorMessage = nullptr);
    // What opening the last file changed in upgrading it from an older format (one note per
    // NVL72 server of a version 1 file that became a rack domain); empty when nothing was.
    const std::vector<Message> &loadNotes() const { return m_loadNotes; }
    // Writes the design atomically (a failed save leaves the old file intact), then marks the
    // document clean and takes `fileName` as its file name. Waits for startSave()'s worker.
    bool save(const QString &fileName, QString *errorMessage = nullptr);
    // The same without waiting: the design as of now is validated and written on a worker
    // (saverun.h). Once its result is in, finishSave() takes the file name and marks the document
    // clean, unless it was edited since; a failed or cancelled run changes nothing. `progress`:
    // the caller's, to follow or cancel the run (one is made when null).
    SaveRun startSave(const QString &fileName, std::shared_ptr<SaveProgress> progress = {}) const;
    void finishSave(const SaveRun &run);
    // Crash recovery: the design in `recoveryFile` under the name `originalFile` (empty: untitled),
    // unsaved, so Save writes it to the original file. On failure like load().
    bool restore(const QString &recoveryFile, const QString &originalFile, QString *errorMessage = nullptr);

    // Lookups by id in O(1), through the design's one index (model/core/designindex.h), which
    // the canvas reads too.
    const DesignIndex &index() const { return m_index; }
    int deviceIndex(const std::string &id) const { return m_index.deviceIndex(id); } // -1 when absent
    int linkIndex(const std::string &id) const { return m_index.linkIndex(id); }     // -1 when absent
    const Device *device(const std::string &id) const { return m_index.device(id); } // nullptr when absent
    const Link *link(const std::string &id) const { return m_index.link(id); }       // nullptr when absent
    int domainIndex(const std::string &id) const { return m_index.domainIndex(id); } // -1 when absent
    const ScaleUpDomain *domain(const std::string &id) const { return m_index.domain(id); }
    // The scale-up domain the server `deviceId` is a member of, or nullptr.
    const ScaleUpDomain *domainOf(const std::string &deviceId) const { return m_index.domainOf(deviceId); }

    // Holds back the change signals while it lives: an undo command that calls several edits
    // below (a delete with its racks, a move of thousands of devices) becomes one changed() and
    // one designChanged() when the outermost Batch ends. Nests.
    class Batch {
    public:
        explicit Batch(Document *document);
        ~Batch();
        Batch(const Batch &) = delete;
        Batch &operator=(const Batch &) = delete;

    private:
        Document *m_document;
    };

    // --- Edits, for undo commands only. Each changes the design and emits one signal. ---
    void insertDevice(int index, Device device);
    Device removeDevice(int index);    // remove its links first
    void replaceDevice(Device device); // the device with the same id
    void insertLink(int index, Link link);
    Link removeLink(int index);
    void replaceLink(Link link); // the link with the same id
    void setSettings(DesignSettings settings);
    void insertDomain(int index, ScaleUpDomain domain);
    ScaleUpDomain removeDomain(int index);
    void replaceDomain(ScaleUpDomain domain); // the domain with the same id
    // The Compare dock's pinned scenarios (saved in the file, no effect on any figure).
    void setScenarios(std::vector<PinnedScenario> scenarios);

    // --- Bulk edits, for undo commands only: one pass over the design and one signal. ---
    // Deleting 60,000 objects one signal each made every listener's per-signal work (selection
    // rescans, vector erases) quadratic: select-all + delete on 16,384 GPUs froze the window
    // for over 11 minutes (issue 12).
    // Removes the devices and links at the given indices (any order, no duplicates; a device's
    // links among them) and returns them in ascending index order.
    std::pair<std::vector<Device>, std::vector<Link>> removeItems(std::vector<int> deviceIndices, std::vector<int> linkIndices);
    // Inserts each object at its index, ascending: the index it has once all are in.
    void insertItems(const std::vector<std::pair<int, Device>> &devices, const std::vector<std::pair<int, Link>> &links);
    // The same, moving the objects in, each at the index beside it (ascending): undoing the delete
    // of 52,000 objects copies none (and none at all when they are the whole design).
    void insertItems(const std::vector<int> &deviceIndices, std::vector<Device> &&devices, const std::vector<int> &linkIndices,
                     std::vector<Link> &&links);
    // Removes the domains at `removeIndices` (original indices), then inserts `inserted` (final
    // indices, ascending); returns the removed ones in ascending index order. A domain whose id is
    // both removed and inserted was changed: it is announced in domainsChanged, the others in
    // domainsRemoved and domainsAdded (each at most once, only when not empty).
    std::vector<ScaleUpDomain> editDomains(std::vector<int> removeIndices,
                                           const std::vector<std::pair<int, ScaleUpDomain>> &inserted);

signals:
    // The whole design was replaced (new, load): rebuild everything.
    void designReset();
    // Once after every change of the design, whatever it was (and after designReset): for
    // listeners that recompute from the whole design (workers, counts) rather than per object.
    void designChanged();
    // Every edit of devices, links or domains, batched (issue 11): one signal per edit, or per
    // Batch however many calls it makes, with the ids and the fields that changed. Listeners
    // apply removals first, then additions, then changes.
    void changed(const spinel::DocumentChange &change);
    void settingsChanged();
    void scenariosChanged();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    bool loadInto(const QString &fileName, Design &design, QString *errorMessage, std::vector<Message> *notes) const;
    void resetDesign(Design design, const QString &fileName);
    void setFileName(const QString &fileName);
    void updateModified();
    // Emits `change` (and designChanged) now, or adds it to the open batch.
    void announce(DocumentChange change);
    void announceDesignChanged();

    Design m_design;
    std::shared_ptr<DesignSnapshots> m_snapshots;
    std::shared_ptr<const Catalog> m_catalog;
    QUndoStack *m_undoStack;
    QString m_fileName;
    std::vector<Message> m_loadNotes;
    bool m_lastModified = false;
    DesignIndex m_index{&m_design}; // after m_design
    int m_batchDepth = 0;
    DocumentChange m_pending;
    bool m_pendingDesignChanged = false;
};

} // namespace spinel
