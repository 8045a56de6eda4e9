#pragma once
// Every constant the collective timing model uses, with its source. Nothing here is fitted to a
// measured row; model/timing/MODEL.md explains each one for a network architect.

#include <array>

#include "core/design.h"

namespace spinel::timing {

// Protocols, in NCCL's order.
enum class Protocol { LL, LL128, Simple };
inline constexpr int kProtocolCount = 3;

// --- NVLink ------------------------------------------------------------------------------------
// NCCL's topology table gives 20.6 GB/s usable per NVLink4 link and direction (SM90_NVLINK_BW,
// NVIDIA/nccl src/graph/topo.h; shared/reference/collectives.md: 18 links x 20.6 = ~370 GB/s) against
// 25 GB/s nominal per link and direction. The ratio is applied to every platform's nominal figure.
inline constexpr double kNvlinkUsableFraction = 20.6 / 25.0;

// NVLink SHARP: NCCL's nvlsEfficiency for Hopper (NVIDIA/nccl src/graph/tuning.cc). Applied on top of
// the usable NVLink rate; the traffic derivation is in algorithmcosts.cpp.
inline constexpr double kNvlsEfficiency = 0.85;

// --- Protocols (shared/reference/collectives.md, "NCCL's own analytic model") ------------------
// Fraction of link bandwidth carrying payload: LL sends a 4-byte flag with every 4 bytes of data,
// LL128 one 8-byte flag per 128-byte line, Simple none.
inline constexpr std::array<double, kProtocolCount> kProtocolBandwidthFraction = {0.5, 120.0 / 128.0, 1.0};

// NCCL v2.30 src/graph/tuning.cc, microseconds, {LL, LL128, Simple}.
inline constexpr std::array<double, kProtocolCount> kRingBaseLatencyUs = {6.6, 14.0, 8.4};
inline constexpr std::array<double, kProtocolCount> kTreeBaseLatencyUs = {6.8, 14.0, 8.4};
inline constexpr std::array<double, kProtocolCount> kRingNvlinkHopUs = {0.6, 1.9, 3.4};
inline constexpr std::array<double, kProtocolCount> kTreeNvlinkHopUs = {0.6, 1.25, 4.0};
inline constexpr std::array<double, kProtocolCount> kRingNetHopUs = {2.7, 4.0, 14.0};
inline constexpr std::array<double, kProtocolCount> kTreeNetHopUs = {5.0, 8.5, 14.0};
inline constexpr double kNvlsLatencyUs = 25.0;  // NVLS inside one NVLink domain

// NCCL's network hop figures were measured on InfiniBand, whose end-to-end latency is ~2 us (seed 002,
// "InfiniBand ~2 us"). Spinel keeps NCCL's software share (figure minus 2 us) and adds the latency of
// the real path: transport stack + two NIC adapters + switch hops + cable propagation.
inline constexpr double kNcclNetHopReferencePathUs = 2.0;

// --- Transports --------------------------------------------------------------------------------
// End-to-end latency quoted for a reference path of one switch hop between two adapters
// (seed 002 / collectives.md: InfiniBand ~2 us, RoCEv2 ~5 us, TCP/IP ~50 us). The reference path is a
// ConnectX-7 class adapter at each end (0.55 us each, catalog cx7-400g) and one switch hop (IB
// ~130 ns, Ethernet cut-through ~500 ns, fabrics.md). The remainder is the transport stack's own
// per-message overhead, which Spinel charges on every network step.
inline constexpr double kReferenceNicLatencyUs = 0.55;
inline constexpr double kReferenceIbHopUs = 0.13;
inline constexpr double kReferenceEthernetHopUs = 0.5;
inline constexpr double transportEndToEndUs(Transport t)
{
    return t == Transport::InfiniBand ? 2.0 : t == Transport::Roce ? 5.0 : 50.0;
}
inline constexpr double transportStackUs(Transport t)
{
    const double hop = t == Transport::InfiniBand ? kReferenceIbHopUs : kReferenceEthernetHopUs;
    return transportEndToEndUs(t) - 2 * kReferenceNicLatencyUs - hop;
}

// Payload fraction of the wire rate (link rates are data rates; line coding is already excluded).
// InfiniBand: 4096-byte MTU + LRH 8 + BTH 12 + ICRC 4 + VCRC 2 bytes (IBTA spec vol. 1).
// RoCEv2: 4096-byte payload + BTH 12 + ICRC 4 + UDP 8 + IPv4 20 + Ethernet 14 + FCS 4 + preamble 8
// + inter-frame gap 12 (IBTA RoCEv2 annex A17, IEEE 802.3).
// TCP: 1500-byte MTU, 1448 bytes of payload (IP 20 + TCP 32 with timestamps) in 1538 wire bytes,
// times an estimate of 0.85 for NCCL's socket transport copying through host memory [estimate].
inline constexpr double kIbWireEfficiency = 4096.0 / (4096.0 + 26.0);
inline constexpr double kRoceWireEfficiency = 4096.0 / (4096.0 + 82.0);
inline constexpr double kTcpWireEfficiency = 1448.0 / 1538.0;
inline constexpr double kTcpHostCopyEfficiency = 0.85;
inline constexpr double transportEfficiency(Transport t)
{
    return t == Transport::InfiniBand ? kIbWireEfficiency
         : t == Transport::Roce       ? kRoceWireEfficiency
                                      : kTcpWireEfficiency * kTcpHostCopyEfficiency;
}

// Light in fibre and copper: ~5 ns per metre.
inline constexpr double kPropagationNsPerM = 5.0;

} // namespace spinel::timing
