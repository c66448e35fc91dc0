# `cmake --install`: the libraries (static and shared), the public headers,
# the tools, a CMake package (find_package(cajit): cajit::cajit,
# cajit::cajit_shared, cajit::cajit_runtime, cajit::cajit_runtime_shared) and
# pkg-config files (cajit, cajit-runtime). The Python extension installs
# through scikit-build-core (component python), not here.
include(CMakePackageConfigHelpers)

set(CAJIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/cajit)
set(CAJIT_TOOL_TARGETS)
foreach(src ${CAJIT_TOOLS})
  get_filename_component(name ${src} NAME_WE)
  string(REPLACE "_" "-" exe ${name})
  list(APPEND CAJIT_TOOL_TARGETS ${exe})
endforeach()

install(TARGETS cajit cajit_shared cajit_runtime cajit_runtime_shared
        EXPORT cajitTargets COMPONENT dev
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS ${CAJIT_TOOL_TARGETS} COMPONENT dev
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/cajit COMPONENT dev
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT cajitTargets NAMESPACE cajit:: COMPONENT dev
        DESTINATION ${CAJIT_CMAKE_DIR})

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/cajitConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cajitConfig.cmake INSTALL_DESTINATION ${CAJIT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/cajitConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cajitConfig.cmake
              ${PROJECT_BINARY_DIR}/cajitConfigVersion.cmake
        COMPONENT dev DESTINATION ${CAJIT_CMAKE_DIR})

# pkg-config: the shared libraries by default, `--static` adds what the
# static archives need.
get_filename_component(CAJIT_LLVM_LIB_NAME ${LLVM_SHARED_LIB} NAME_WE)
string(REGEX REPLACE "^lib" "" CAJIT_LLVM_LIB_NAME ${CAJIT_LLVM_LIB_NAME})
file(RELATIVE_PATH CAJIT_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
string(REGEX REPLACE "/$" "" CAJIT_PC_TO_PREFIX "${CAJIT_PC_TO_PREFIX}")
foreach(pc cajit cajit-runtime)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/${pc}.pc.in
                 ${PROJECT_BINARY_DIR}/${pc}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${pc}.pc COMPONENT dev
          DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
endforeach()
