#pragma once
// Reading the device catalog (resources/catalog.json or a user catalog) with the same
// strictness and messages as design files.

#include <string>

#include "core/catalog.h"

namespace spinel {

inline constexpr int kCatalogFormatVersion = 1;

// Throws LoadError naming `fileName` and the JSON path.
Catalog readCatalog(const std::string &bytes, const std::string &fileName);
Catalog loadCatalogFile(const std::string &fileName);

} // namespace spinel

namespace spinel {
// Checks references between entries (a server's default NIC must be a NIC) once catalogs are
// merged; throws LoadError naming the entry.
void checkCatalogReferences(const Catalog &catalog, const std::string &fileName);
} // namespace spinel
