"""The host-op names have one source, include/cajit/host_op_kinds.h: the C
side's enum, kind names, callbacks and lowering table are made from it;
the other lists are checked against it here: lib/ops/host.c's schemas
(also by tests/c/test_ops_schema.c), python/cajit/hostops.py's custom ops
(SCHEMAS, HOST_OPS) and the kinds python/cajit/host.py runs (Host.KINDS)."""

import os
import re

import pytest

from cajit import hostops, native
from cajit.host import Host

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

pytestmark = pytest.mark.skipif(not native.available(), reason="C extension not built")


def _kinds_in_header():
    with open(os.path.join(ROOT, "include", "cajit", "host_op_kinds.h")) as f:
        return re.findall(r"^\s+X\([A-Z_]+, (\w+)\)", f.read(), re.M)


def _ops_in_host_c():
    with open(os.path.join(ROOT, "lib", "ops", "host.c")) as f:
        return re.findall(r'\{"host\.(\w+)",', f.read())


def test_the_extension_names_the_kinds_of_the_header():
    kinds = native._native.host_op_kinds()
    assert list(kinds) == _kinds_in_header()
    assert kinds[-1] == "fallback"


def test_python_custom_ops_are_the_c_host_ops():
    # Every host op of lib/ops/host.c is a custom op of hostops (the trace
    # makes them) and the other way round.
    assert sorted(hostops.SCHEMAS) == sorted(_ops_in_host_c())
    assert sorted(hostops.HOST_OPS) == sorted(f"host.{n}" for n in _ops_in_host_c())
    # Each kind but fallback is the host op of its name.
    assert set(native._native.host_op_kinds()) - {"fallback"} <= set(hostops.SCHEMAS)


def test_the_python_host_runs_every_kind():
    assert set(Host.KINDS) == set(native._native.host_op_kinds())
