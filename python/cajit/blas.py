"""Which BLAS compiled graphs' GEMMs call: torch's (the default) or OpenBLAS."""

from __future__ import annotations

import ctypes
import logging
import os

import torch

from . import ext

log = logging.getLogger("cajit")


def _torch_gemm_addresses() -> tuple[int, int] | str:
    """Addresses of sgemm_/dgemm_ in libtorch_cpu.so, or why there are none."""
    path = os.path.join(os.path.dirname(torch.__file__), "lib", "libtorch_cpu.so")
    try:
        lib = ctypes.CDLL(path)  # already loaded by torch: the same handle
    except OSError as e:
        return f"cannot open {path}: {e}"
    addrs = []
    for name in ("sgemm_", "dgemm_"):
        try:
            addrs.append(ctypes.cast(getattr(lib, name), ctypes.c_void_p).value or 0)
        except AttributeError:
            return f"{path} does not export {name}"
    return addrs[0], addrs[1]


def use_gemm(provider: str | None = None) -> str:
    """Routes compiled graphs' GEMMs to torch's BLAS ("torch", the default)
    or the OpenBLAS cajit links ("openblas"); ``None`` reads $CAJIT_BLAS.

    OpenBLAS keeps its own thread pool, which fights torch's OpenMP threads
    in a process that runs both (a small backward took 18 ms instead of
    2 ms); torch's sgemm_/dgemm_ share torch's threads. Returns the provider
    in use: when torch's functions are missing or fail the runtime's probe,
    the reason is logged and OpenBLAS stays."""
    native = ext.require()
    want = (os.environ.get("CAJIT_BLAS", "") if provider is None else provider).lower()
    if want not in ("", "torch", "openblas"):
        log.warning("cajit: CAJIT_BLAS=%s is not torch or openblas; using torch", want)
        want = "torch"
    if want == "openblas":
        native.set_gemm(0, 0)
        return "openblas"
    found = _torch_gemm_addresses()
    if isinstance(found, str):
        log.warning("cajit: GEMMs use OpenBLAS: %s", found)
        native.set_gemm(0, 0)
        return "openblas"
    try:
        native.set_gemm(*found)
    except native.Error as e:
        log.warning("cajit: GEMMs use OpenBLAS: torch's BLAS: %s", e)
        return "openblas"
    return "torch"


_TILES_MODES = {"auto": 0, "on": 1, "off": 2}


def gemm_tiles(mode: str | None = None) -> bool:
    """Whether compiled graphs' f32 GEMMs run on cajit's own AVX-512 tiles
    (runtime/gemm_tiles.c) instead of the BLAS: "auto" (the default: on AMD
    CPUs with AVX-512F, where torch's MKL runs its generic path, unless
    $CAJIT_GEMM_TILES is 0 or 1), "on" (any CPU with AVX-512F; raises
    cajit's Error without it) or "off"; None changes nothing. Returns
    whether they do now. ``cajit.stats()["gemm_calls"]`` counts the GEMMs
    each ran."""
    if mode is None:
        return bool(ext.require().gemm_tiles_active())
    if mode not in _TILES_MODES:
        raise ValueError(f"gemm_tiles: mode {mode!r} is not one of {sorted(_TILES_MODES)}")
    return bool(ext.require().set_gemm_tiles(_TILES_MODES[mode]))
