// libFuzzer target: the catalog loader. Any input either loads or is refused with a LoadError,
// and a loaded catalog merges over the built-in one and passes (or is refused by) the reference
// check like a user catalog in the GUI.
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/catalog.h"
#include "io/catalogformat.h"
#include "io/loaderror.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char *>(data), size);
    try {
        spinel::Catalog merged = spinel::builtinCatalog();
        merged.merge(spinel::readCatalog(bytes, "fuzz-catalog.json"));
        spinel::checkCatalogReferences(merged, "fuzz-catalog.json");
    } catch (const spinel::LoadError &) {
        return 0;
    }
    return 0;
}
