#pragma once
// A change to the design's scale-up domains, kept as the domains before and after it: what every
// domain command (and deleting servers, which leaves their domain) applies and reverts. Only the
// domains touched are stored, so a delete in a 1,800-rack design keeps a few, not all.

#include <map>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/design.h"

namespace spinel {
class Document;

struct DomainEdit {
    std::vector<std::pair<int, ScaleUpDomain>> before; // (index before the edit, domain), ascending
    std::vector<std::pair<int, ScaleUpDomain>> after;  // (index after the edit, domain), ascending

    bool isEmpty() const { return before.empty() && after.empty(); }
    void apply(Document *document) const;
    void revert(Document *document) const;

    // Per index into `current`, the domain's new state (nullopt: removed); `appended` go at the
    // end. A new state equal to the current one is no change.
    using Changes = std::map<int, std::optional<ScaleUpDomain>>;
    static DomainEdit make(const std::vector<ScaleUpDomain> &current, const Changes &changes,
                           const std::vector<ScaleUpDomain> &appended = {});
    // The changes that take `servers` out of the domains they are in; a domain left empty goes.
    static Changes withoutMembers(const std::vector<ScaleUpDomain> &current, const std::unordered_set<std::string> &servers);
};

} // namespace spinel
