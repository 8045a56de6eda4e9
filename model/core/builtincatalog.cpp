#include "core/catalog.h"

#include "io/catalogformat.h"

namespace spinel {

extern const char *const kBuiltinCatalogJson; // generated from resources/catalog.json at build time

const std::string &builtinCatalogJson()
{
    static const std::string text(kBuiltinCatalogJson);
    return text;
}

const Catalog &builtinCatalog()
{
    // Parsed once; a broken built-in catalog is a build error caught by tst_catalog.
    static const Catalog catalog = [] {
        Catalog parsed = readCatalog(builtinCatalogJson(), "catalog.json (built in)");
        checkCatalogReferences(parsed, "catalog.json (built in)");
        return parsed;
    }();
    return catalog;
}

} // namespace spinel
