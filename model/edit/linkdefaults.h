#pragma once
// Defaults for a new link bundle between two devices: the fastest speed both ends support, one
// cable, a length estimated from the distance on the canvas and the cheapest medium that reaches.

#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/design.h"

namespace spinel {

class LinkDefaults {
public:
    // Scene units per metre of cable, for estimates only: a device straight below its leaf (one
    // row, 220 units) gets a 3 m copper cable; one across the canvas a longer optical one.
    static constexpr double kSceneUnitsPerMetre = 100;

    // Speeds a device can run one cable at: a switch's port speed and its breakout speeds; a
    // server's NIC speed. Sorted fastest first; empty when the catalog does not know the model.
    static std::vector<double> supportedSpeeds(const Device &device, const Catalog &catalog);
    // The fastest speed both support; when they share none, the slower device's fastest speed.
    static double fastestCommonSpeed(const Device &a, const Device &b, const Catalog &catalog);
    // Whole metres, at least 1.
    static double estimatedLengthM(const Point &a, const Point &b);
    // The medium of the shortest-reach catalog cable or transceiver at `speedGbps` that covers
    // `lengthM` (DAC before AOC before multimode before single-mode).
    static Medium mediumFor(double lengthM, double speedGbps, const Catalog &catalog);

    static Link makeLink(const Device &from, const Device &to, std::string id, const Catalog &catalog);
};

} // namespace spinel
