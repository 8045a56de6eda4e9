#include "document/memorytuning.h"

#include <cstdlib>
#include <cstring>

#if defined(__linux__) && defined(__GLIBC__)
#include <unistd.h>
#endif

namespace spinel {

namespace {

// hugetlb=1: the heap asks for transparent huge pages (madvise), 512 pages faulted at once.
// trim_threshold 1 GiB: memory freed at the heap's top stays for the next design copy.
// mmap_threshold 32 MiB (glibc's largest): blocks up to that come from the heap, not fresh mappings.
constexpr const char *kTunables = "glibc.malloc.hugetlb=1:glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432";

} // namespace

void restartWithMallocTuning(char *argv[])
{
#if defined(__linux__) && defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__)
    const char *current = std::getenv("GLIBC_TUNABLES");
    if (current) {
        // Ours, from the restart: in effect now, and not for the programs Spinel starts.
        if (std::strcmp(current, kTunables) == 0) unsetenv("GLIBC_TUNABLES");
        return;
    }
    if (std::getenv("SPINEL_NO_MALLOC_TUNING")) return;
    if (setenv("GLIBC_TUNABLES", kTunables, 1) != 0) return;
    execv("/proc/self/exe", argv);
    unsetenv("GLIBC_TUNABLES"); // execv returned: it failed, so run on with the defaults
#else
    (void)argv;
#endif
}

} // namespace spinel
