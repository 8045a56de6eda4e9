#pragma once
// Numbers as the plots, the compare table and the report print them: binary sizes (8 B, 1 KiB),
// decimal rates (GB/s, as nccl-tests), durations from µs to days, dollars and watts.

#include <QString>

namespace spinel::plotformat {

QString bytes(double bytes);      // 8 B, 512 B, 1 KiB, 64 MiB, 16 GiB
QString rateGBps(double gbps);    // 48.5 GB/s
QString duration(double seconds); // 850 ms, 3.20 s, 4.5 min, 2.3 h, 12.4 days
QString usd(double usd);          // $950, $12.3 k, $4.56 M
QString usdCompact(double usd);   // a cost class: $950, $5.5 k, $12.3 M, $412 M
QString usdExact(double usd);     // a price in a table: $1,234,567
QString watts(double watts);      // 850 W, 12.3 kW, 1.20 MW
QString percent(double fraction); // 87.5 %

} // namespace spinel::plotformat
