#pragma once
// Modified copies of a design for "what would change it": faster NICs, a faster network, a
// non-blocking or a 2:1 fabric. The timing model re-runs on the copy; the user's design is untouched.

#include "core/catalog.h"
#include "core/design.h"

namespace spinel::timing {

// NICs (their catalog speed) and the server links twice as fast. False when no server is cabled.
bool doubleNicSpeed(Design &design, Catalog &catalog);
// doubleNicSpeed and every switch-to-switch link twice as fast.
bool doubleNetwork(Design &design, Catalog &catalog);
// Widens uplinks tier by tier (leaves, then spines) until no switch has more downlink than uplink
// capacity. False when the fabric is non-blocking already.
bool makeNonBlocking(Design &design, const Catalog &catalog);
// Every switch-to-switch link at half its speed: a 1:1 fabric becomes 2:1 at the leaves.
// False when there are no switch-to-switch links.
bool halveUplinks(Design &design);
// The largest downlink:uplink ratio of any switch with uplinks (1 when none is oversubscribed).
double worstOversubscription(const Design &design, const Catalog &catalog);

} // namespace spinel::timing
