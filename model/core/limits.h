#pragma once
// The one set of limits on what a design or catalog may hold. The loader, the writers'
// validation, the generators, the CLI and every input field use these, so Spinel never writes a
// file it would then refuse to open. They catch absurd values without getting in the way of real
// designs (a 131,072-GPU fabric uses well under a tenth of each).

#include <cstddef>
#include <cstdint>
#include <optional>

namespace spinel::limits {

// Text.
inline constexpr std::size_t kMaxIdLength = 128;
inline constexpr std::size_t kMaxNameLength = 256; // device, design and group names
inline constexpr std::size_t kMaxDescriptionLength = 65536;

// Devices.
inline constexpr double kMaxPosition = 1e7;    // |x|, |y| on the canvas
inline constexpr int kMaxNicsPerServer = 1024; // as many as GPUs per server: an NVL72 rack has 72
inline constexpr int kMaxGpusPerServer = 1024;

// Links. A bundle pinned at port p takes p .. p + count - 1, so a bundle never needs more cables
// than a device has ports.
inline constexpr int kMaxPort = 4095;
inline constexpr int kMaxCablesPerLink = kMaxPort + 1;
// Bounds the cabling plan's rows (one per cable) whatever a small file claims.
inline constexpr std::int64_t kMaxCablesPerDesign = 4'000'000;
inline constexpr double kMaxSpeedGbps = 3200;
inline constexpr double kMaxLengthM = 100000;

// Scale-up (NVLink) domains. The largest announced is NVL576 (144 trays of 4 GPUs); these catch
// absurd values only.
inline constexpr int kMaxDomainMembers = 1024;  // servers (compute trays) in one domain
inline constexpr int kMaxPartitionGpus = 65536; // GPUs per NVLink partition

// Money and settings.
inline constexpr double kMaxPriceUsd = 1e9;
inline constexpr double kMinOversubscription = 1;
inline constexpr double kMaxOversubscription = 64;

// A limit that may be absent ("no upper bound") reads as std::nullopt, never as 1e300.
inline constexpr std::optional<double> kNoLimit = std::nullopt;

} // namespace spinel::limits
