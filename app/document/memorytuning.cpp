#include "document/memorytuning.h"

#include <cstdlib>

#if defined(__linux__) && defined(__GLIBC__)
#include <unistd.h>
#endif

namespace spinel {

namespace {

// hugetlb=1: the heap asks for transparent huge pages (madvise), 512 pages faulted at once.
// trim_threshold 1 GiB: memory freed at the heap's top stays for the next design copy.
// mmap_threshold 32 MiB (glibc's largest): blocks up to that come from the heap, not fresh mappings.
constexpr const char *kTunables = "glibc.malloc.hugetlb=1:glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432";
// Set for the restarted program only, so it knows the tunables are its own.
constexpr const char *kRestarted = "SPINEL_MALLOC_TUNED";

bool g_tuned = false; // written once, in main() before any thread starts

} // namespace

bool mallocTuned()
{
    return g_tuned;
}

void restartWithMallocTuning(char *argv[])
{
#if defined(__linux__) && defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__)
    if (std::getenv(kRestarted)) {
        // The restart: the tunables are in effect now, and not for the programs Spinel starts.
        unsetenv(kRestarted);
        unsetenv("GLIBC_TUNABLES");
        g_tuned = true;
        return;
    }
    if (std::getenv("GLIBC_TUNABLES") || std::getenv("SPINEL_NO_MALLOC_TUNING")) return;
    // The program's own path, not /proc/self/exe itself: the kernel names the process after the
    // file executed, and ps, top and killall should keep seeing "spinel".
    char path[4096];
    const ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length <= 0) return;
    path[length] = '\0';
    if (setenv("GLIBC_TUNABLES", kTunables, 1) != 0 || setenv(kRestarted, "1", 1) != 0) return;
    execv(path, argv);
    // execv returned: it failed, so run on with the defaults.
    unsetenv(kRestarted);
    unsetenv("GLIBC_TUNABLES");
#else
    (void)argv;
#endif
}

} // namespace spinel
