# `cmake --install` and `cpack -G DEB`: both programs, the desktop integration (a .desktop file,
# the hicolor icon, AppStream metainfo, the .spinel MIME type), man pages and the licence.
# Translations need nothing here: qt_add_translations compiles them into both programs (:/i18n).
include(GNUInstallDirs)
# `cpack` (and `make install`) install what is built instead of first building "all", which
# includes some fifty tests a package does not contain.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)

set(SPINEL_APP_ID io.github.spinel.Spinel)
set(SPINEL_DESKTOP_DIR ${PROJECT_SOURCE_DIR}/resources/desktop)

if(SPINEL_SHARED_LIBS)
    message(WARNING "SPINEL_SHARED_LIBS=ON is a development layout: installed programs would miss "
                    "their libraries. Package a build with SPINEL_SHARED_LIBS=OFF.")
endif()

install(TARGETS spinel spinel-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${SPINEL_DESKTOP_DIR}/${SPINEL_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/spinel.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${SPINEL_APP_ID}.svg)
install(FILES ${SPINEL_DESKTOP_DIR}/${SPINEL_APP_ID}.mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${SPINEL_APP_ID}.xml)

# Files that carry the version are generated, so a version bump cannot leave them behind.
string(TIMESTAMP SPINEL_RELEASE_DATE "%Y-%m-%d" UTC)
configure_file(${SPINEL_DESKTOP_DIR}/${SPINEL_APP_ID}.metainfo.xml.in
               ${PROJECT_BINARY_DIR}/${SPINEL_APP_ID}.metainfo.xml @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/${SPINEL_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
foreach(page spinel spinel-cli)
    configure_file(${PROJECT_SOURCE_DIR}/resources/${page}.1 ${PROJECT_BINARY_DIR}/man/${page}.1 @ONLY)
    install(FILES ${PROJECT_BINARY_DIR}/man/${page}.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endforeach()
# The package's lower-case name, as Debian has it (GNUInstallDirs' DOCDIR would be doc/Spinel).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/README.md
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/spinel)

# The metainfo as software centres read it; appstreamcli comes with Debian's appstream package.
find_program(SPINEL_APPSTREAMCLI appstreamcli)
if(SPINEL_APPSTREAMCLI)
    add_test(NAME packaging/metainfo
             COMMAND ${SPINEL_APPSTREAMCLI} validate --no-net --pedantic ${PROJECT_BINARY_DIR}/${SPINEL_APP_ID}.metainfo.xml)
endif()

# cpack -G DEB (from a Release build): dpkg-shlibdeps derives Depends from the programs' linked
# libraries: libqt6core6, libqt6gui6 (which carries the xcb platform plugin on Debian 12),
# libqt6widgets6, libqt6svg6 (also the SVG icon plugins), libqcustomplot2.1-qt6, libstdc++6.
set(CPACK_PACKAGE_NAME spinel)
set(CPACK_PACKAGE_VENDOR "The Spinel developers")
set(CPACK_PACKAGE_CONTACT "The Spinel developers <spinel@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "Spinel places switches, GPU servers and links on a canvas or generates\n"
    "fat-tree, leaf-spine, rail-optimized and torus fabrics, checks them, times NCCL collectives\n"
    "on them and estimates training steps and cost. spinel-cli runs every analysis headless.")
string(REPLACE ";" "" CPACK_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/spinel/spinel")
include(CPack)
