"""Turns results.json into results.md and the PNG charts.

Every (model, size, backend) gets a row: a backend that could not run says
"not available: <reason>" or "failed: <reason>", and gradients that differ
from eager are flagged in bold in the row and with "!" in the charts, so a
wrong result is never shown as a plain timing.
"""
import math
import os

import backends as B

NA = "—"


def fmt(x, digits=3, unit=""):
    if x is None:
        return NA
    if x == 0:
        return f"0{unit}"
    if abs(x) < 1e-3:
        return f"{x:.{max(0, digits - 1)}e}{unit}"
    mag = math.floor(math.log10(abs(x)))
    dec = max(0, digits - 1 - mag)
    return f"{x:.{dec}f}{unit}"


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def steady_ms(r):
    if r and r.get("status") == "ok" and "steady" in r:
        return r["steady"]["median_s"] * 1e3
    return None


def noisy(r):
    """True when the middle half of the steady steps spans more than 2x."""
    st = r.get("steady") or {}
    return bool(st.get("p25_s")) and st.get("p75_s", 0) > 2 * st["p25_s"]


def ok_row(r):
    return r and r.get("status") == "ok"


def grads_cell(r):
    if not r.get("grads_ok", True):
        return f"**MISMATCH vs eager**: {r.get('grads_msg', '')}"
    return f"ok ({r['grads_max_rel_err']:.0e})" if r.get("grads_max_rel_err") else "ok (exact)"


def fallback_cell(c):
    if c.get("fallbacks") is None:
        return NA
    if c.get("fallback_ops") is not None:
        cell = f"{c['fallbacks']} graphs, {c['fallback_ops']} ops"
        library = c.get("library_ops")
        if library is None:  # results written before the count had its own key
            raw = ((c.get("raw") or {}).get("cajit") or {}).get("library_ops") or {}
            library = sum(raw.values()) if isinstance(raw, dict) else 0
        if library:
            cell += f" (+{library} library calls)"
        return cell
    return str(c["fallbacks"])


def model_table(res, size, lines):
    lines += [
        "| model | backend | grads vs eager | 1st bwd cold (s) | cold × Inductor "
        "| 1st bwd warm (s) | steady bwd (ms) | × eager | × Inductor "
        "| peak RSS 1st bwd (MB) | peak RSS steady (MB) | steady bwd growth (MB) "
        "| page faults / bwd | compiles | fallbacks |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for key, entry in res["models"].items():
        if entry["size"] != size:
            continue
        rows = entry["backends"]
        eager = steady_ms(rows.get("eager"))
        ind = steady_ms(rows.get("ca_inductor"))
        ind_cold = rows.get("ca_inductor", {}).get("first_backward_s") \
            if ok_row(rows.get("ca_inductor")) else None
        for b, r in rows.items():
            label = B.LABELS.get(b, b)
            if r["status"] != "ok":
                word = "not available" if r["status"] == "unavailable" else "failed"
                lines.append(f"| {entry['model']} | {label} | **{word}**: "
                             f"{r['reason'].replace('|', '/')} |" + f" {NA} |" * 11)
                continue
            st = steady_ms(r)
            c = r.get("counts") or r.get("counts_first") or {}
            mark = " ⚠" if not r.get("grads_ok", True) else ""
            warm = r.get("warm_first_backward_s")
            if warm is not None:
                warm_cell = fmt(warm)
            elif r.get("warm_error"):
                warm_cell = f"failed: {r['warm_error']}"
            elif r.get("warm_skipped"):
                warm_cell = "= cold ¹"
            else:
                warm_cell = NA
            lines.append(
                f"| {entry['model']} | {label} | {grads_cell(r)} "
                f"| {fmt(r['first_backward_s'])}{mark} "
                f"| {fmt(ratio(r['first_backward_s'], ind_cold), 2)} "
                f"| {warm_cell} | {fmt(st)}{' ~' if noisy(r) else ''}{mark} "
                f"| {fmt(ratio(st, eager), 2)} | {fmt(ratio(st, ind), 2)} "
                f"| {fmt(r.get('rss_first_mb'), 3)} | {fmt(r.get('rss_steady_mb'), 3)} "
                f"| {fmt(r.get('rss_growth_steady_mb'), 3)} "
                f"| {fmt(r.get('steady_faults'), 2)} "
                f"| {c.get('compiles', NA) if c.get('compiles') is not None else NA} "
                f"| {fallback_cell(c)} |")


def tier_table(res, size, lines):
    """Tiered compilation (cajit.tiering): cajit's first backward against
    compiled autograd's own (CA + FX: capture, then the graph as it is),
    and how soon native code takes over."""
    rows = []
    for entry in res["models"].values():
        if entry["size"] != size:
            continue
        r, fx = entry["backends"].get("ca_cajit"), entry["backends"].get("ca_fx")
        if not ok_row(r):
            continue
        fx_cold = fx.get("first_backward_s") if ok_row(fx) else None
        fx_warm = (fx.get("warm_first_backward_s") or fx_cold) if ok_row(fx) else None
        u = r.get("until_native") or {}
        wu = r.get("warm_until_native") or {}
        rows.append(
            f"| {entry['model']} | {fmt(r['first_backward_s'])} | {fmt(fx_cold)} "
            f"| {fmt(ratio(r['first_backward_s'], fx_cold), 2)} "
            f"| {fmt(r.get('warm_first_backward_s'))} | {fmt(fx_warm)} "
            f"| {fmt(ratio(r.get('warm_first_backward_s'), fx_warm), 2)} "
            f"| {u.get('quick_backwards', NA)} | {fmt(u.get('s'), 2)} "
            f"| {fmt(u.get('quick_step_ms'))} | {fmt(u.get('native_step_ms'))} "
            f"| {wu.get('quick_backwards', NA)} |")
    if not rows:
        return
    lines += [
        "First backward and tiers (cajit compiles in the background while compiled "
        "autograd's graph runs as it is; `CAJIT_TIERED=0` compiles first). × CA+FX: "
        "cajit's first backward over compiled autograd's without a compiler, in the "
        "same run (target: ≤ 1.2 cold, ≤ 1.05 warm; CA + FX keeps no disk cache, so its "
        "warm is its cold). Quick bwds: backwards that ran before native code did "
        "(the first included); until native: seconds from the end of the first backward "
        "to the end of the first native one, training steps running meanwhile.",
        "",
        "| model | cajit cold (s) | CA+FX cold (s) | × CA+FX | cajit warm (s) "
        "| CA+FX warm (s) | × CA+FX | quick bwds | until native (s) "
        "| quick bwd (ms) | 1st native bwd (ms) | quick bwds warm |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        *rows, ""]


def kernel_tables(k, lines):
    if not k:
        lines.append("Kernel benchmarks were not run (--no-kernels).")
        return
    bw = k["bandwidth"]
    parts = []
    for name, label in (("c_memcpy_1t", "C memcpy, 1 thread"),
                        ("c_memcpy_2t", "C memcpy, 2 threads"),
                        ("numpy_copy", "numpy copyto")):
        v = bw.get(name)
        if v is None:
            continue
        parts.append(f"{label}: {fmt(v['gbps'])} GB/s" if "gbps" in v
                     else f"{label}: {v.get('error')}")
    best = bw["best_gbps"]
    cajit_na = None if k["cajit_run_available"] else f"not available: {k['cajit_run_reason']}"
    lines += ["Memory bandwidth of this machine (64 MiB copy, median; bytes read + "
              "written per second): " + "; ".join(parts)
              + f". Reference below: the best of these, {fmt(best)} GB/s.", ""]

    if cajit_na:
        lines += [f"**cajit-run {cajit_na}** (cells marked n/a).", ""]

    def cajit_cell(r, key):
        if key in r:
            return fmt(r[key])
        return "n/a" if cajit_na else r["cajit"].get("error", "failed")

    lines += ["| kernel | cajit-run (GB/s) | cajit / memcpy | torch eager (GB/s) |",
              "|---|---:|---:|---:|"]
    for r in [k["pointwise"], *k["reductions"]]:
        lines.append(f"| {r['what']} | {cajit_cell(r, 'cajit_gbps')} "
                     f"| {fmt(ratio(r.get('cajit_gbps'), best), 2)} "
                     f"| {fmt(r['torch_eager_gbps'])} |")
    lines += ["", "| GEMM (f32) | cajit-run (GFLOP/s) | OpenBLAS via CBLAS (GFLOP/s) "
              "| cajit / OpenBLAS | numpy matmul (GFLOP/s) | torch eager (GFLOP/s) |",
              "|---|---:|---:|---:|---:|---:|"]
    for r in k["gemm"]:
        ob = r["openblas"].get("gflops")
        lines.append(f"| {r['what']} | {cajit_cell(r, 'cajit_gflops')} "
                     f"| {fmt(ob) if ob else r['openblas'].get('error')} "
                     f"| {fmt(ratio(r.get('cajit_gflops'), ob), 2)} "
                     f"| {fmt(r['numpy']['gflops'])} | {fmt(r['torch_eager']['gflops'])} |")
    o = k["overhead"]
    lines += ["", "| overhead | cajit-run (µs) | reference |", "|---|---:|---|",
              f"| entry of an almost empty graph (one mul on f32[4]) "
              f"| {fmt(o.get('entry_us')) if 'entry_us' in o else ('n/a' if cajit_na else o['empty'].get('error'))} "
              f"| torch eager mul on f32[4]: {fmt(o['torch_eager_mul_s'] * 1e6)} µs |",
              f"| one host call (accumulate_grad; (32 calls − empty) / 32) "
              f"| {fmt(o.get('host_call_us')) if 'host_call_us' in o else ('n/a' if cajit_na else (o['host32'].get('error') or o['empty'].get('error')))} "
              f"| |"]
    gemm_cfg = next((r["openblas"] for r in k["gemm"] if "openblas_config" in r["openblas"]), None)
    if gemm_cfg:
        lines += ["", f"OpenBLAS called directly: `{gemm_cfg['openblas_config']}`, core "
                  f"`{gemm_cfg['openblas_core']}`, {gemm_cfg['openblas_threads']} threads "
                  "(the library cajit links)."]


def machine_lines(m):
    cpu = m["cpu"]
    return [
        f"- CPU: {cpu['model']} (family {cpu.get('CPU family', '?')}, model "
        f"{cpu.get('Model', '?')}), {cpu['usable_cpus']} usable cores, "
        f"{cpu.get('Thread(s) per core', '?')} thread(s) per core, L2 {cpu.get('L2 cache', '?')}, "
        f"L3 {cpu.get('L3 cache', '?')}, hypervisor {cpu.get('Hypervisor vendor', 'none')}",
        f"- AVX2: {'yes' if cpu['avx2'] else 'no'}; AVX-512: "
        + (", ".join(cpu["avx512"]) if cpu["avx512"] else "none"),
        f"- memory: {m.get('mem_gb', '?')} GB; load average (1, 5, 15 min) at start: "
        + ", ".join(f"{x:.2f}" for x in m.get("load_average", []))
        + (", at end: " + ", ".join(f"{x:.2f}" for x in m["load_average_end"])
           if m.get("load_average_end") else "")
        + " (the machine is shared: other processes add noise)",
        f"- torch {m.get('torch')} ({m.get('torch_threads')} threads, BLAS "
        f"{m.get('torch_blas')}, CPU capability {m.get('torch_cpu_capability')}); "
        f"numpy {m.get('numpy')} ({m.get('numpy_blas')}); Python {m.get('python')}",
        f"- LLVM {m.get('llvm')}; gcc/g++ {m.get('gcc')}/{m.get('gxx')}; "
        f"system OpenBLAS (Debian libopenblas0) {m.get('openblas_deb')}",
        f"- {m.get('platform')}; cajit commit {m.get('git_commit')}"
        + (" (with uncommitted changes)" if m.get("git_dirty") else ""),
    ] + ([f"- cajit Python package imported from {m['cajit_origin']}"]
         if m.get("cajit_origin") else [])


def write_markdown(res, path):
    o = res["options"]
    lines = ["# cajit benchmarks", "",
             f"Run of {res['started']} with `{' '.join(['bench/run'] + o['argv'])}`, "
             f"{res['wall_s'] / 60:.1f} min.", "", "## Machine", ""]
    lines += machine_lines(res["machine"])
    if res.get("unavailable"):
        lines += ["", "Backends that cannot run here:"]
        lines += [f"- {B.LABELS.get(b, b)}: {why}" for b, why in res["unavailable"].items()]
    lines += ["", "## Model benchmarks", "",
              "Backward of each model (the forward always runs eagerly). Backends: eager "
              "autograd; compiled autograd (CA) with the captured graph run as FX; CA + "
              "`torch.compile(backend=\"aot_eager\")`; CA + Inductor "
              "(`torch.compile(gm, backend=\"inductor\", fullgraph=True, dynamic=True)`); "
              "CA + `cajit.compiler_fn`.", "",
              "- *1st bwd cold*: first `loss.backward()` (capture + compile + run) in a fresh "
              "process with empty cache directories (TORCHINDUCTOR_CACHE_DIR, TRITON_CACHE_DIR, "
              "CAJIT_CACHE_DIR, XDG_CACHE_HOME); *warm*: a fresh process reusing the caches "
              "the cold run filled. *cold × Inductor*: cold time / Inductor's cold time.",
              f"- *steady bwd*: median backward time over steps run round-robin across "
              f"backends in {o['rounds']} rounds (one live process per backend, each with its "
              "own model copy with identical weights and inputs; the order rotates per "
              "round; each round gives every backend the same wall-time share and starts "
              "with one untimed step). *× eager*, *× Inductor*: steady time / that backend's steady time "
              "(below 1 is faster).",
              "- *peak RSS*: the process's VmHWM during the backward, reset just before it "
              "through /proc/self/clear_refs (absolute, so it includes torch itself; every "
              "backend runs in its own process). *1st bwd* includes compiling. "
              "*steady bwd growth*: the largest rise of that peak over the RSS just "
              "before the backward, over the steady steps: the memory the backward itself "
              "takes (memory a backend keeps between backwards, such as cajit's recycled "
              "arena and block cache, is in the RSS before and not in the growth). "
              "*page faults / bwd*: median minor page faults of the process per steady "
              "backward (memory the allocator handed back to the kernel and touched "
              "again, about 1 us each here; `--no-malloc-trim` turns glibc's trimming "
              "off for every backend).",
              "- *compiles*: graphs compiled (CA + FX: graphs captured; torch.compile "
              "backends: Dynamo's unique graphs; cajit: from `cajit.stats()`); *fallbacks*: "
              "graph breaks for torch.compile backends; for cajit, graphs run eagerly and ops "
              "run through the host fallback, from `cajit.stats()`, and apart from them the "
              "library calls (ops cajit hands to torch by choice, `stats()[\"library_ops\"]`: "
              "large convolution backwards, see CAJIT_CONV_BACKWARD).",
              "- *grads vs eager*: every backend's parameter gradients are compared with eager "
              "autograd's on a copy of the model after the first backward, after the steady "
              "steps and in the warm run (|diff| ≤ 1e-3·|ref| + 1e-4·max|ref|; the number is "
              "the largest |diff| / max|ref|). A mismatch is shown in bold and marks the "
              "times with ⚠.", ""]
    for size in ("tiny", "medium"):
        entries = [e for e in res["models"].values() if e["size"] == size]
        if not entries:
            continue
        title = "overhead-bound" if size == "tiny" else "compute-bound"
        threads = sorted({r["threads"] for e in entries for r in e["backends"].values()
                          if r.get("status") == "ok" and "threads" in r})
        lines += [f"### {size} ({title})", ""]
        if threads:
            lines += [f"Threads per worker (torch, OpenMP, BLAS): "
                      f"{', '.join(map(str, threads))}.", ""]
        lines += [f"- {e['model']}: {e['description']}" for e in entries] + [""]
        model_table(res, size, lines)
        lines.append("")
        tier_table(res, size, lines)
        if any(noisy(r) for e in entries for r in e["backends"].values()
               if r.get("status") == "ok"):
            lines += ["~ noisy: the middle half of the steady steps spans more than 2× "
                      "(quartiles and minimum in results.json).", ""]
        if not o.get("warm", True):
            lines += ["Warm-cache runs were skipped (`--quick` or `--no-warm`).", ""]
        if any(r.get("warm_skipped") for e in entries for r in e["backends"].values()):
            lines += ["¹ not measured: this backend keeps no on-disk cache, so a fresh "
                      "process repeats the cold work (`bench/run --warm-all` measures it).",
                      ""]
    if res.get("steps"):
        import steps

        steps.table(res["steps"], lines)
    lines += ["## Kernel benchmarks (`cajit-run`)", "",
              "`build/cajit-run FILE.cag --bind ... --repeat N` on the graphs in "
              "bench/graphs/, median time per run. Bandwidth counts bytes read plus bytes "
              "written; GEMM rates count 2·M·N·K flops. Baselines run in the same benchmark: "
              "C memcpy (bench/native/membw.c), CBLAS sgemm on the system OpenBLAS "
              "(bench/native/gemm.c), numpy (its own bundled OpenBLAS), torch eager (MKL).",
              ""]
    kernel_tables(res.get("kernels"), lines)
    lines += ["", "## Charts", "",
              "![time to first backward](first_backward.png)", "",
              "![steady-state backward](steady_step.png)", "",
              "![steady-state backward relative to eager](steady_vs_eager.png)", ""]
    with open(path, "w") as f:
        f.write("\n".join(lines))


def summary_lines(res):
    """The README's table: per model, cajit against eager and Inductor on the
    two numbers users pick a backend by (first backward, steady step)."""
    lines = ["| size | model | steady ms: eager / Inductor / cajit | cajit × eager "
             "| cajit × Inductor | 1st bwd cold s: Inductor / cajit | Inductor ÷ cajit "
             "| cajit warm s | steady peak RSS MB (bwd growth): eager / cajit "
             "| cajit fallbacks |",
             "|---|---|---|---:|---:|---|---:|---:|---|---:|"]
    for entry in res["models"].values():
        rows = entry["backends"]
        eager, ind, cj = (rows.get(b) for b in ("eager", "ca_inductor", "ca_cajit"))
        if not ok_row(cj):
            why = (cj or {}).get("reason", "not run").replace("|", "/")
            lines.append(f"| {entry['size']} | {entry['model']} | cajit: {why} |"
                         + f" {NA} |" * 7)
            continue
        bad = "" if cj.get("grads_ok", True) else " **grads differ** ⚠"
        steady = [steady_ms(r) if ok_row(r) else None for r in (eager, ind, cj)]
        cold = [r.get("first_backward_s") if ok_row(r) else None for r in (ind, cj)]
        c = cj.get("counts") or cj.get("counts_first") or {}
        memory = [f"{fmt(r.get('rss_steady_mb'))} ({fmt(r.get('rss_growth_steady_mb'))})"
                  if ok_row(r) else NA for r in (eager, cj)]
        lines.append(
            f"| {entry['size']} | {entry['model']}{bad} "
            f"| {' / '.join(fmt(x) for x in steady)} "
            f"| {fmt(ratio(steady[2], steady[0]), 2)} | {fmt(ratio(steady[2], steady[1]), 2)} "
            f"| {' / '.join(fmt(x) for x in cold)} | {fmt(ratio(cold[0], cold[1]), 2)} "
            f"| {fmt(cj.get('warm_first_backward_s'))} "
            f"| {' / '.join(memory)} | {fallback_cell(c)} |")
    return lines


def write_summary(res, path):
    """bench/results/summary.md: the summary table, ready for the README."""
    o = res["options"]
    lines = [f"Run of {res['started']}, `{' '.join(['bench/run'] + o['argv'])}`, "
             f"{res['wall_s'] / 60:.1f} min, cajit commit {res['machine'].get('git_commit')} "
             f"on {res['machine']['cpu']['model']} ({res['machine']['cpu']['usable_cpus']} "
             "cores). × columns: time ratio, below 1 means cajit is faster.", ""]
    lines += summary_lines(res)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


README_BEGIN = "<!-- bench-summary: begin (bench/run rewrites this block) -->"
README_END = "<!-- bench-summary: end -->"


def update_readme(readme_path, summary_path):
    """Splices summary.md between the README's markers; False when the
    README has no such block (then nothing is written)."""
    with open(readme_path) as f:
        text = f.read()
    begin, end = text.find(README_BEGIN), text.find(README_END)
    if begin < 0 or end < begin:
        return False
    with open(summary_path) as f:
        summary = f.read()
    text = text[:begin + len(README_BEGIN)] + "\n" + summary + text[end:]
    with open(readme_path, "w") as f:
        f.write(text)
    return True


COLORS = {"eager": "#555555", "ca_fx": "#8fb9e0", "ca_aot_eager": "#3b7dc4",
          "ca_inductor": "#e08a2e", "ca_cajit": "#2ca02c"}


def _grouped(ax, res, size, value, title, ylabel, log=True, warm=None, hline=None):
    entries = [e for e in res["models"].values() if e["size"] == size]
    seen = [b for e in entries for b in e["backends"]]
    backends = [b for b in B.BACKENDS if b in seen] + \
        sorted({b for b in seen if b not in B.BACKENDS})
    n = max(1, len(backends))
    width = 0.8 / n
    ymin = None
    for i, b in enumerate(backends):
        for j, e in enumerate(entries):
            r = e["backends"].get(b)
            x = j + (i - (n - 1) / 2) * width
            v = value(r, e) if r and r.get("status") == "ok" else None
            if v is None or v <= 0:
                ax.text(x, 0.02, f"{B.LABELS.get(b, b)}: n/a", rotation=90, ha="center",
                        va="bottom", fontsize=7, transform=ax.get_xaxis_transform(),
                        color="#333333")
                continue
            bad = not r.get("grads_ok", True)
            ax.bar(x, v, width, color=COLORS.get(b), edgecolor="red" if bad else "none",
                   linewidth=2 if bad else 0, label=B.LABELS.get(b, b) if j == 0 else None)
            if bad:
                ax.text(x, v, "!", ha="center", va="bottom", color="red", fontweight="bold")
            if warm:
                w = warm(r)
                if w:
                    ax.plot([x], [w], marker="_", color="black", markersize=9, mew=2,
                            label="warm cache" if (i == 0 and j == 0) else None)
            ymin = v if ymin is None else min(ymin, v)
    for b in backends:
        if not any((e["backends"].get(b) or {}).get("status") == "ok" for e in entries):
            ax.bar([0], [0], 0, color=COLORS.get(b), label=f"{B.LABELS.get(b, b)}: n/a")
    if log:
        ax.set_yscale("log")
    if hline:  # a ratio axis: plain numbers read better than 4x10^0
        from matplotlib.ticker import FuncFormatter
        plain = FuncFormatter(lambda v, _: f"{v:g}")
        ax.yaxis.set_major_formatter(plain)
        ax.yaxis.set_minor_formatter(plain)
    if hline:
        ax.axhline(hline, color="black", linewidth=0.8, linestyle="--")
    ax.set_xticks(range(len(entries)))
    ax.set_xticklabels([e["model"] for e in entries])
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    ax.grid(axis="y", which="both", alpha=0.3)


def write_charts(res, out_dir):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    sizes = [s for s in ("tiny", "medium")
             if any(e["size"] == s for e in res["models"].values())]
    if not sizes:
        return []
    written = []

    def figure(name, draw):
        fig, axes = plt.subplots(1, len(sizes), figsize=(7 * len(sizes), 5), squeeze=False)
        for ax, size in zip(axes[0], sizes):
            draw(ax, size)
        handles, labels = {}, []
        for ax in axes[0]:
            for h, l in zip(*ax.get_legend_handles_labels()):
                handles.setdefault(l, h)
        if handles:  # a chart of a run without its baseline (eager) has no bars
            fig.legend(handles.values(), handles.keys(), loc="lower center",
                       ncol=min(6, len(handles)), frameon=False)
        fig.tight_layout(rect=(0, 0.08, 1, 1))
        path = os.path.join(out_dir, name)
        fig.savefig(path, dpi=110)
        plt.close(fig)
        written.append(path)

    figure("first_backward.png", lambda ax, size: _grouped(
        ax, res, size, lambda r, e: r.get("first_backward_s"),
        f"time to first backward, {size} (bar: cold caches, tick: warm)", "seconds (log)",
        warm=lambda r: r.get("warm_first_backward_s")))
    figure("steady_step.png", lambda ax, size: _grouped(
        ax, res, size, lambda r, e: steady_ms(r),
        f"steady-state backward step, {size} (median)", "milliseconds (log)"))

    def rel(r, e):
        eager = steady_ms(e["backends"].get("eager"))
        return ratio(steady_ms(r), eager)
    figure("steady_vs_eager.png", lambda ax, size: _grouped(
        ax, res, size, rel, f"steady-state backward / eager, {size} (below 1 = faster)",
        "time relative to eager autograd (log)", hline=1.0))
    return written
