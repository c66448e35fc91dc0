#!/usr/bin/env bash
# The wheel, tried as a user would on a machine without LLVM, libffi or
# OpenBLAS: built by scripts/build-wheel, checked against what it must and
# must not contain, installed into a fresh virtual environment and used from
# outside the source tree with an empty library path. Proves:
#  - no C sources in it; a LICENSE, the torch range and both console scripts
#    in its metadata;
#  - the extension needs no libLLVM/libffi/libopenblas of the system
#    (readelf), and at run time cajit maps none from the system
#    (/proc/self/maps, less what Python and torch mapped before): LLVM is inside the extension, the rest in cajit.libs;
#  - a backward through cajit gives eager's grads; cajit-dump and cajit-run
#    run as console scripts.
# Usage: tests/wheel/run.sh   (from anywhere)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
"$root/scripts/build-wheel" >/dev/null
wheel=$(ls "$root"/build/wheel/dist/cajit-*manylinux*.whl)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
PYTHON=${PYTHON:-python3}

echo "== contents of $(basename "$wheel")"
"$PYTHON" - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
z = zipfile.ZipFile(sys.argv[1])
bad = [n for n in names if n.endswith((".c", ".h", "CMakeLists.txt"))]
assert not bad, f"sources in the wheel: {bad}"
meta = z.read(next(n for n in names if n.endswith("dist-info/METADATA"))).decode()
assert "Requires-Dist: torch<2.14,>=2.13" in meta or "Requires-Dist: torch>=2.13,<2.14" in meta, meta[:800]
assert "License-Expression: Apache-2.0" in meta, "no license expression"
assert any(n.endswith("licenses/LICENSE") for n in names), "no LICENSE"
eps = z.read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
assert "cajit-dump = cajit.tools:dump" in eps and "cajit-run = cajit.tools:run" in eps, eps
libs = sorted(n.split("/")[-1] for n in names if n.startswith("cajit.libs/") and not n.endswith("/"))
assert any(l.startswith("libffi") for l in libs) and any(l.startswith("libopenblas") for l in libs), libs
print("ok:", len(names), "files; bundled:", ", ".join(libs))
PY

echo "== fresh venv"
# torch (a dependency, already installed here) comes from the system
# site-packages; cajit only from the wheel.
"$PYTHON" -m venv --system-site-packages "$work/venv"
"$work/venv/bin/pip" install -q --no-deps --no-index "$wheel"
ext=$(ls "$work"/venv/lib/python3*/site-packages/cajit/_native*.so)
if readelf -d "$ext" | grep -E 'NEEDED.*(libLLVM|libffi\.so|libopenblas\.so)'; then
  echo "the extension needs a system library it must carry" >&2; exit 1
fi

cd "$work"
cat >check.py <<'PY'
def mapped():
    return {l.split()[-1] for l in open("/proc/self/maps") if "/" in l}
import torch
before = mapped()  # Python's own libraries (its ctypes uses the system libffi)
import cajit
assert "site-packages" in cajit.__file__, cajit.__file__
torch.manual_seed(0)
m = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4))
x = torch.randn(8, 16)
m(x).square().sum().backward()
want = [p.grad.clone() for p in m.parameters()]
for p in m.parameters():
    p.grad = None
# Tiered compilation (the default): the first backward runs compiled
# autograd's graph while cajit compiles; the next one runs native code.
for step in range(2):
    for p in m.parameters():
        p.grad = None
    with cajit.enable():
        m(x).square().sum().backward()
    for w, p in zip(want, m.parameters()):
        torch.testing.assert_close(p.grad, w)
    assert cajit.wait_for_compiles(300)
s = cajit.stats()
assert s["graphs_compiled"] == 1 and s["quick_tier_calls"] == 1 and not s["tier_failures"], s
system = [p for p in mapped() - before
          if any(k in p for k in ("libLLVM", "libffi", "libopenblas", "libzstd")) and "cajit.libs" not in p]
assert not system, f"system libraries mapped: {sorted(system)}"
print("ok: backwards through the wheel's cajit (quick tier, then native), grads equal eager")
PY
env -i PATH=/usr/bin:/bin HOME="$work" CAJIT_CACHE=0 LD_LIBRARY_PATH= "$work/venv/bin/python" check.py
# Whole outputs to files, then their first lines: `| head -n 2` may close
# the pipe while the tool still writes, a SIGPIPE that pipefail fails on.
env -i PATH=/usr/bin:/bin HOME="$work" "$work/venv/bin/cajit-dump" "$root/examples/mlp.cag" --stats >dump.out
head -n 2 dump.out
env -i PATH=/usr/bin:/bin HOME="$work" CAJIT_CACHE=0 "$work/venv/bin/cajit-run" "$root/examples/mlp.cag" --bind s0=8 >run.out
head -n 2 run.out
echo "wheel: ok"
