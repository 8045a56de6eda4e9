#pragma once
// Lookups of a design's devices, links and scale-up domains by id in O(1) (Design::findDevice
// is linear, and a 2,048-server design is edited hundreds of objects at a time). One index per
// open design: the editor's Document keeps it in step with its edits and the canvas reads the
// same one, instead of each keeping maps of its own (issue 11).
//
// The tables (core/positiontable.h) are built on the first lookup after invalidate(); appending an
// object and removing the last one keep them valid in O(1) (add, paste, undo of add), bulk removals
// and insertions in the middle shift them in place, anything else rebuilds lazily.

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace spinel {

struct Design;
struct Device;
struct Link;
struct ScaleUpDomain;

class DesignIndex {
public:
    // `design` must outlive the index; the index never changes it.
    explicit DesignIndex(const Design *design);
    ~DesignIndex();
    DesignIndex(const DesignIndex &) = delete;
    DesignIndex &operator=(const DesignIndex &) = delete;

    const Design &design() const { return *m_design; }

    int deviceIndex(const std::string &id) const;             // -1 when absent
    int linkIndex(const std::string &id) const;               // -1 when absent
    int domainIndex(const std::string &id) const;             // -1 when absent
    const Device *device(const std::string &id) const;        // nullptr when absent
    const Link *link(const std::string &id) const;            // nullptr when absent
    const ScaleUpDomain *domain(const std::string &id) const; // nullptr when absent
    // The scale-up domain the server `deviceId` is a member of, or nullptr.
    const ScaleUpDomain *domainOf(const std::string &deviceId) const;

    // --- Keeping it in step: call after the design changed. ---
    // One object inserted at `position` / removed from `position` (sizes read from the design).
    void deviceInserted(const std::string &id, std::size_t position);
    void deviceRemoved(const std::string &id, std::size_t position);
    void linkInserted(const std::string &id, std::size_t position);
    void linkRemoved(const std::string &id, std::size_t position);
    // Objects removed from ascending `positions` of the design before (`ids` theirs), or inserted at
    // ascending `positions` of the design after: the others' positions are shifted in place, no
    // rebuild (undoing the delete of one tray re-inserted 8 links among 291,600, and the rebuild
    // took ~200 ms of the UI thread). More than half the objects at once: rebuilt lazily instead.
    void devicesRemoved(const std::vector<int> &positions, const std::vector<std::string> &ids);
    void devicesInserted(const std::vector<int> &positions);
    void linksRemoved(const std::vector<int> &positions, const std::vector<std::string> &ids);
    void linksInserted(const std::vector<int> &positions);
    // Anything else (bulk edits, a domain edit, a replaced design): rebuilt on the next lookup.
    void devicesChanged();
    void linksChanged();
    void domainsChanged();
    void invalidate()
    {
        devicesChanged();
        linksChanged();
        domainsChanged();
    }

private:
    // The tables, kept out of this header (the Document's, which most of the app includes).
    struct Tables;
    const Design *m_design;
    std::unique_ptr<Tables> m_tables;
};

} // namespace spinel
