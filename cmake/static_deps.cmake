# CAJIT_STATIC_DEPS: the wheel's extension carries LLVM inside it (only the
# components jit/ uses), so it runs where no LLVM is installed. OpenMP stays
# shared: under Python, torch has loaded its own
# libgomp.so.1 before cajit's extension, and the loader binds cajit's
# libgomp.so.1 to it (one OpenMP team for torch's ops and cajit's kernels).
set(CAJIT_LLVM_COMPONENTS core analysis bitreader bitwriter linker passes ipo vectorize
    orcjit x86codegen x86asmparser x86desc x86info
    nvptxcodegen nvptxdesc nvptxinfo)
execute_process(COMMAND ${LLVM_CONFIG} --link-static --libfiles ${CAJIT_LLVM_COMPONENTS}
                OUTPUT_VARIABLE llvm_libfiles OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "llvm-config --link-static failed: are LLVM 19's static libraries installed?")
endif()
separate_arguments(llvm_libfiles UNIX_COMMAND "${llvm_libfiles}")
# LLVM's archives reference each other in cycles. zlib and zstd (compressed
# sections) and the C++ runtime stay shared: Debian's libz.a is not
# position-independent, and manylinux allows libstdc++. libffi and OpenBLAS
# stay shared too (their archives are not position-independent either);
# auditwheel copies them into the wheel (scripts/build-wheel).
set(CAJIT_LLVM_LIBS -Wl,--start-group ${llvm_libfiles} -Wl,--end-group z zstd stdc++)
set(CAJIT_FFI PkgConfig::FFI)
set(CAJIT_BLAS PkgConfig::OPENBLAS)
