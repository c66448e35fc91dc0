#!/usr/bin/env bash
# The installed package, tried as a user would (ctest runs this as
# `install_package`): `cmake --install` of BUILD_DIR into a fresh prefix,
# then, with nothing from the source tree on any path:
#  1. a CMake project using find_package(cajit) builds jit_demo (shared and
#     static libcajit) and aot_demo (an object from the installed
#     cajit-dump linked with the shared runtime), and runs them;
#  2. the same two programs built with cc and pkg-config alone.
# Usage: tests/install/run.sh BUILD_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
prefix=$work/prefix
cp "$here"/*.c "$here"/*.h "$here"/CMakeLists.txt "$here"/demo_graph.cag "$work"/

cmake --install "$build" --prefix "$prefix" --component dev >/dev/null
for f in bin/cajit-dump bin/cajit-run include/cajit/compile.h include/cajit/runtime.h \
         lib/libcajit.a lib/libcajit.so lib/libcajit_runtime.a lib/libcajit_runtime.so \
         lib/cmake/cajit/cajitConfig.cmake lib/pkgconfig/cajit.pc lib/pkgconfig/cajit-runtime.pc; do
  [ -e "$prefix/$f" ] || { echo "not installed: $f" >&2; exit 1; }
done
export LD_LIBRARY_PATH=$prefix/lib
"$prefix/bin/cajit-dump" "$work/demo_graph.cag" --emit=obj -o "$work/demo.o"
# The runtime must not need LLVM: AOT objects run without it.
if readelf -d "$prefix/lib/libcajit_runtime.so" | grep -q 'libLLVM'; then
  echo "libcajit_runtime.so needs libLLVM" >&2; exit 1
fi

echo "== find_package(cajit)"
cmake -S "$work" -B "$work/build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DDEMO_OBJECT="$work/demo.o" >/dev/null
cmake --build "$work/build" -j2 >/dev/null
"$work/build/jit_demo" "$work/demo_graph.cag"
"$work/build/jit_demo_static" "$work/demo_graph.cag"
"$work/build/aot_demo"
if readelf -d "$work/build/aot_demo" | grep -q 'libLLVM'; then
  echo "aot_demo needs libLLVM" >&2; exit 1
fi

echo "== pkg-config"
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
cc=${CC:-cc}
# shellcheck disable=SC2046
$cc -o "$work/jit_demo_pc" "$work/jit_demo.c" $(pkg-config --cflags --libs cajit)
# shellcheck disable=SC2046
$cc -o "$work/aot_demo_pc" "$work/aot_demo.c" "$work/demo.o" \
  $(pkg-config --cflags --libs cajit-runtime) -lmvec -lm
"$work/jit_demo_pc" "$work/demo_graph.cag"
"$work/aot_demo_pc"
echo "install_package: ok"
