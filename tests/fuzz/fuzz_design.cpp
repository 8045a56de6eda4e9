// libFuzzer target: the design loader. Any input either loads or is refused with a LoadError;
// whatever loads passes the save-time validation and survives a write/read round trip unchanged
// (Spinel never writes a file it would refuse, and never silently changes a design on reopening),
// and the stream reader reads it the same in small pieces as in one.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>

#include "core/catalog.h"
#include "io/designformat.h"
#include "io/designstreamreader.h"
#include "io/loaderror.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const spinel::Catalog catalog = spinel::builtinCatalog();
    const std::string bytes(reinterpret_cast<const char *>(data), size);
    // The stream reader takes the same files in small pieces as in one (issue 13): the cuts between
    // pieces never change what is read or what is refused.
    const std::optional<spinel::Design> whole = spinel::readDesignStream(bytes, nullptr, std::size_t(1) << 30);
    const std::optional<spinel::Design> pieces = spinel::readDesignStream(bytes, nullptr, 64);
    if (whole.has_value() != pieces.has_value() || (whole && !(*whole == *pieces))) std::abort();
    spinel::Design design;
    try {
        design = spinel::readDesign(bytes, catalog, "fuzz.spinel");
    } catch (const spinel::LoadError &) {
        return 0; // refused with a located message: the expected outcome for most inputs
    }
    // Anything below throws only on a real bug, and an escaping exception aborts the run.
    spinel::validateDesign(design, catalog);
    const std::string written = spinel::writeDesign(design);
    const spinel::Design reread = spinel::readDesign(written, catalog, "fuzz-rewritten.spinel");
    if (spinel::writeDesign(reread) != written) std::abort();
    return 0;
}
