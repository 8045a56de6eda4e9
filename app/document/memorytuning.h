#pragma once
// Memory for large designs. glibc's allocator, left to its defaults, hands every freed block of a
// few megabytes back to the kernel and maps fresh 4 KiB pages for the next one; on the virtual
// machines Spinel is measured on a fresh page costs ~15 µs, so copying a 129,600-GPU design took
// 0.3 s, most of it page faults, and every edit paid it again. Tuned (transparent huge pages for
// the heap where the kernel offers them on request, freed memory kept for reuse), the same copy
// takes ~30 ms and opening the design 1.2 s instead of 3.6 s (`spinel-cli bench editing-scale`).

namespace spinel {

// glibc reads its tunables only as a program starts, so this restarts the program once with them
// set (execv of its own file: same process id, name, arguments and environment otherwise). In the
// restarted program it removes them again, so programs Spinel starts inherit nothing. Returns
// without a restart when the user set GLIBC_TUNABLES (theirs is kept), when SPINEL_NO_MALLOC_TUNING
// is set, under AddressSanitizer (its own allocator), off glibc, or when the restart fails. Call it
// first in main(), before anything starts a thread.
void restartWithMallocTuning(char *argv[]);
// Whether this program runs with the tuning (it was restarted), for the benches' report.
bool mallocTuned();

} // namespace spinel
