"""What the numbers were measured on, and whether each backend can run here.

describe() gathers the CPU model, core count, AVX-512 flags, memory, the
torch / LLVM / OpenBLAS / compiler versions and the git commit.
preflight() checks what Inductor needs on a CPU (a working C++ compiler with
OpenMP, and a trivial torch.compile actually compiling) and whether cajit
imports with a compiler_fn, each in a subprocess with a time limit; it
returns {backend: reason} for the backends that cannot run.
"""
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))


def _run(cmd, timeout=60, **kw):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kw)
        return p.returncode, (p.stdout or "") + (p.stderr or "")
    except (OSError, subprocess.TimeoutExpired) as e:
        return -1, str(e)


def _first_line(text):
    lines = [l for l in text.strip().splitlines() if l.strip()]
    return lines[0].strip() if lines else ""


def cpu_info():
    info = {"model": platform.processor() or "unknown", "flags": []}
    try:
        with open("/proc/cpuinfo") as f:
            text = f.read()
        m = re.search(r"^model name\s*:\s*(.*)$", text, re.M)
        if m:
            info["model"] = m.group(1).strip()
        m = re.search(r"^flags\s*:\s*(.*)$", text, re.M)
        if m:
            info["flags"] = m.group(1).split()
    except OSError:
        pass
    info["logical_cpus"] = os.cpu_count()
    try:
        info["usable_cpus"] = len(os.sched_getaffinity(0))
    except AttributeError:
        info["usable_cpus"] = os.cpu_count()
    info["avx512"] = sorted(f for f in info["flags"] if f.startswith("avx512"))
    info["avx2"] = "avx2" in info["flags"]
    code, out = _run(["lscpu"])
    if code == 0:
        for key in ("CPU family", "Model", "Core(s) per socket", "Socket(s)", "Thread(s) per core",
                    "L2 cache", "L3 cache", "Hypervisor vendor"):
            m = re.search(rf"^{re.escape(key)}:\s*(.*)$", out, re.M)
            if m:
                info[key] = m.group(1).strip()
    del info["flags"]
    return info


def describe(bin_dir=None):
    d = {"cpu": cpu_info(), "platform": platform.platform(),
         "python": sys.version.split()[0]}
    try:
        with open("/proc/meminfo") as f:
            m = re.search(r"MemTotal:\s*(\d+)", f.read())
            d["mem_gb"] = round(int(m.group(1)) / 1024 / 1024, 1)
    except OSError:
        pass
    try:
        import torch
        d["torch"] = torch.__version__
        d["torch_threads"] = torch.get_num_threads()
        cfg = torch.__config__.show()
        m = re.search(r"BLAS_INFO=(\w+)", cfg)
        d["torch_blas"] = m.group(1) if m else "unknown"
        d["torch_cpu_capability"] = torch.backends.cpu.get_cpu_capability()
    except Exception as e:
        d["torch"] = f"import failed: {e}"
    try:
        import numpy
        d["numpy"] = numpy.__version__
        cfg = numpy.show_config(mode="dicts")
        blas = cfg.get("Build Dependencies", {}).get("blas", {})
        d["numpy_blas"] = f"{blas.get('name', '?')} {blas.get('version', '?')}"
    except Exception as e:
        d["numpy_blas"] = f"unknown ({e})"
    for name, cmd in (("llvm", ["llvm-config-19", "--version"]),
                      ("gcc", ["gcc", "-dumpfullversion"]),
                      ("gxx", ["g++", "-dumpfullversion"])):
        code, out = _run(cmd)
        d[name] = _first_line(out) if code == 0 else "not found"
    if d["llvm"] == "not found":
        code, out = _run(["/usr/lib/llvm-19/bin/llvm-config", "--version"])
        d["llvm"] = _first_line(out) if code == 0 else "not found"
    code, out = _run(["dpkg-query", "-W", "-f=${Version}", "libopenblas0"])
    d["openblas_deb"] = out.strip() if code == 0 else "not installed"
    code, out = _run(["git", "-C", REPO, "rev-parse", "--short", "HEAD"])
    d["git_commit"] = out.strip() if code == 0 else "unknown"
    code, out = _run(["git", "-C", REPO, "status", "--porcelain"])
    d["git_dirty"] = bool(out.strip()) if code == 0 else None
    try:
        d["load_average"] = os.getloadavg()
    except OSError:
        pass
    return d


INDUCTOR_PROBE = r"""
import torch
@torch.compile(backend="inductor", fullgraph=True)
def f(x):
    return (x * 2).sin().sum()
x = torch.randn(16)
assert torch.allclose(f(x), (x * 2).sin().sum(), atol=1e-5)
print("inductor ok")
"""

CAJIT_PROBE = r"""
import os, sys
sys.path.insert(0, os.environ["BENCH_PY"])
import backends
try:
    cajit = backends.import_cajit()
except backends.BackendUnavailable as e:
    print("UNAVAILABLE:", e)
    sys.exit(0)
print("CAJIT_ORIGIN:", getattr(cajit, "__file__", "?"), getattr(cajit, "__version__", ""))
"""


def check_cxx_openmp(workdir):
    """g++ compiles and links a program with -fopenmp (what Inductor's CPU
    code needs). Returns None or the reason."""
    cxx = os.environ.get("CXX", "g++")
    if not shutil.which(cxx):
        return f"no C++ compiler ({cxx} not found; Debian package g++)"
    src = os.path.join(workdir, "omp_probe.cpp")
    with open(src, "w") as f:
        f.write("#include <omp.h>\nint main(){int n=0;\n#pragma omp parallel reduction(+:n)\n"
                "n+=1;\nreturn n>0?0:1;}\n")
    exe = os.path.join(workdir, "omp_probe")
    code, out = _run([cxx, "-fopenmp", "-O1", src, "-o", exe])
    if code != 0:
        return f"{cxx} -fopenmp failed (Debian package libgomp1 / g++): {_first_line(out)}"
    code, out = _run([exe])
    if code != 0:
        return f"OpenMP test program failed: {_first_line(out)}"
    return None


def preflight(backends, workdir, say):
    """({backend: reason} for backends that cannot run on this machine,
    {"cajit_origin": where cajit was imported from})."""
    os.makedirs(workdir, exist_ok=True)
    skip, skip_info = {}, {}
    env = dict(os.environ, BENCH_PY=HERE)
    if "ca_inductor" in backends:
        why = check_cxx_openmp(workdir)
        if why is None:
            cache = tempfile.mkdtemp(prefix="inductor-probe-", dir=workdir)
            code, out = _run([sys.executable, "-c", INDUCTOR_PROBE], timeout=600,
                             env=dict(env, TORCHINDUCTOR_CACHE_DIR=cache))
            shutil.rmtree(cache, ignore_errors=True)
            if code != 0 or "inductor ok" not in out:
                errs = [l for l in out.splitlines() if "Error" in l]
                why = "a trivial torch.compile(backend='inductor') failed: " + \
                      (errs[-1] if errs else _first_line(out))[:300]
        if why:
            skip["ca_inductor"] = why
        say(f"  inductor: {'ok' if not why else why}")
    if "ca_cajit" in backends:
        code, out = _run([sys.executable, "-c", CAJIT_PROBE], timeout=300, env=env)
        if code != 0:
            skip["ca_cajit"] = "import cajit crashed: " + _first_line(out)[:300]
        elif "UNAVAILABLE:" in out:
            skip["ca_cajit"] = out.split("UNAVAILABLE:", 1)[1].strip()[:300]
        if "CAJIT_ORIGIN:" in out:
            origin = out.split("CAJIT_ORIGIN:", 1)[1].strip().splitlines()[0]
            skip_info["cajit_origin"] = origin
        say(f"  cajit: {'ok, ' + skip_info.get('cajit_origin', '') if 'ca_cajit' not in skip else skip['ca_cajit']}")
    return skip, skip_info
