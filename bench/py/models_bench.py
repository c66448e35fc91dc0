"""Model benchmarks: every (model, size) of the zoo under every backend.

For one (model, size):
  cold   one fresh worker process per backend, started one after the other
         (never two starting at once), each with empty cache directories of
         its own (TORCHINDUCTOR_CACHE_DIR, TRITON_CACHE_DIR, CAJIT_CACHE_DIR,
         XDG_CACHE_HOME); each reports its first backward time, peak RSS and
         gradient check, then stays alive;
  steady the live workers are driven round-robin: in each round every
         backend runs k steps (the order rotates per round), so drift on this
         shared machine hits all backends alike; the median of all steps is
         the steady-state backward time;
  warm   the workers quit; one more fresh process per backend, with the cache
         directories its cold run filled, reports the first backward again.
"""
import json
import os
import queue
import shutil
import statistics
import subprocess
import sys
import threading
import time

import backends as B

HERE = os.path.dirname(os.path.abspath(__file__))
MARK = "@@BENCH "


class Worker:
    """A worker.py process; messages arrive on a queue from a reader thread."""

    def __init__(self, model, size, backend, env, log_path, threads):
        self.backend = backend
        self.log = open(log_path, "a")
        self.log.write(f"=== {size}/{model}/{backend} at {time.ctime()}\n")
        self.log.flush()
        cmd = [sys.executable, os.path.join(HERE, "worker.py"), "--model", model,
               "--size", size, "--backend", backend, "--threads", str(threads)]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.log, env=env, text=True, bufsize=1)
        self.messages = queue.Queue()
        self.tail = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith(MARK):
                self.messages.put(json.loads(line[len(MARK):]))
            else:
                self.log.write(line)
        self.messages.put(None)  # EOF: the process ended

    def receive(self, timeout):
        try:
            msg = self.messages.get(timeout=timeout)
        except queue.Empty:
            self.kill()
            return {"event": "failed", "reason": f"timeout after {timeout:.0f}s"}
        if msg is None:
            code = self.proc.wait()
            return {"event": "failed", "reason": f"worker died (exit {code}): "
                    + self._last_log_line()}
        return msg

    def _last_log_line(self):
        self.log.flush()
        try:
            with open(self.log.name) as f:
                lines = [l.strip() for l in f.readlines()[-50:] if l.strip()]
        except OSError:
            return ""
        errs = [l for l in lines if "Error" in l or "error" in l]
        return (errs or lines or [""])[-1][:300]

    def send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
            return True
        except (BrokenPipeError, OSError):
            return False

    def quit(self, timeout=60):
        self.send("quit")
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
        self.log.close()

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


# glibc returns the top of its heap to the kernel once more than the trim
# threshold is free there (by default twice the mmap threshold, which grows
# with the largest block freed, up to 32 MiB), and every later use of that
# memory page-faults it in again: a medium backward can spend several ms
# there, differently per backend.
NO_MALLOC_TRIM = "glibc.malloc.trim_threshold=4294967296:glibc.malloc.mmap_threshold=33554432"


def cache_env(cache_dir, threads=0, malloc_trim=True):
    env = dict(os.environ)
    if threads > 0:  # for the thread pools torch.set_num_threads does not reach
        for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
            env[var] = str(threads)
    if not malloc_trim:
        env["GLIBC_TUNABLES"] = ":".join(filter(None, [env.get("GLIBC_TUNABLES"), NO_MALLOC_TRIM]))
    for sub, var in (("inductor", "TORCHINDUCTOR_CACHE_DIR"), ("triton", "TRITON_CACHE_DIR"),
                     ("cajit", "CAJIT_CACHE_DIR"), ("xdg", "XDG_CACHE_HOME")):
        path = os.path.join(cache_dir, sub)
        os.makedirs(path, exist_ok=True)
        env[var] = path
    env["PYTHONUNBUFFERED"] = "1"
    return env


def mb(kb):
    return None if kb is None else kb / 1024.0


def first_result(msg):
    """Fields of a worker's first message (ready / unavailable / failed)."""
    ev = msg.get("event")
    if ev == "unavailable":
        return {"status": "unavailable", "reason": msg["reason"]}
    if ev != "ready":
        return {"status": "failed", "reason": f"{msg.get('where', 'startup')}: "
                f"{msg.get('reason', ev)}", "traceback": msg.get("traceback")}
    return {"status": "ok", "first_backward_s": msg["first_backward_s"],
            "process_to_ready_s": msg["process_to_ready_s"],
            "rss_first_mb": mb(msg["rss_first"]["hwm_kb"]),
            "rss_before_first_mb": mb(msg["rss_first"]["rss_before_kb"]),
            "hwm_reset": msg["rss_first"]["hwm_reset"],
            "grads_ok": msg["grads_ok"], "grads_max_rel_err": msg["grads_max_rel_err"],
            "grads_msg": msg["grads_msg"], "counts_first": msg["counts"],
            "threads": msg["threads"], "until_native": msg.get("until_native")}


def tier_note(u):
    """The steps until native code (tiered compilation), for the log."""
    if not u:
        return ""
    if u.get("s") is None:
        return f"; {u.get('error')}"
    return (f"; native code after {u['quick_backwards']} quick-tier backward(s), "
            f"{u['s']:.2f} s after the first")


def steady_state(workers, res, opts, say):
    """Round-robin steady-state timing over the live workers: in each round
    every backend gets the same wall-time share (run_for), so a load spike on
    this shared machine cannot starve one backend of samples."""
    live = [w for w in workers if res[w.backend]["status"] == "ok"]
    for w in list(live):  # warm-up steps, not counted
        w.send(f"run {opts.warmup_steps}")
        msg = w.receive(opts.step_timeout)
        if msg.get("event") != "ran":
            res[w.backend].update(status="failed", reason=f"warm-up: {msg.get('reason')}")
            live.remove(w)
    if not live:
        return
    rounds = opts.rounds
    share = opts.steady_seconds / (rounds * len(live))
    say(f"    steady state: {rounds} rounds of {share:.2f} s per backend "
        f"(at least {opts.min_steps_per_round} timed steps each, after "
        f"{opts.discard_per_round} untimed)")
    times = {w.backend: [] for w in live}
    faults = {w.backend: [] for w in live}
    hwm = {w.backend: 0 for w in live}
    growth = {w.backend: 0 for w in live}
    last = {}
    for r in range(rounds):
        order = live[r % len(live):] + live[:r % len(live)]
        for w in order:
            if w.backend not in times:
                continue
            w.send(f"run_for {share:.4f} {opts.min_steps_per_round} "
                   f"{opts.max_steps_per_round} {opts.discard_per_round}")
            msg = w.receive(opts.step_timeout)
            if msg.get("event") != "ran":
                res[w.backend].update(status="failed",
                                      reason=f"steady step: {msg.get('reason')}")
                del times[w.backend]
                continue
            times[w.backend] += msg["times_s"]
            faults[w.backend] += msg.get("faults", [])
            hwm[w.backend] = max(hwm[w.backend], msg["hwm_kb"])
            growth[w.backend] = max(growth[w.backend], msg.get("growth_kb", 0))
            last[w.backend] = msg
    for b, ts in times.items():
        ts_sorted = sorted(ts)
        q = statistics.quantiles(ts_sorted, n=4) if len(ts) >= 2 else [ts[0]] * 3
        msg = last[b]
        res[b].update(
            steady={"median_s": statistics.median(ts), "p25_s": q[0], "p75_s": q[2],
                    "min_s": ts_sorted[0], "n": len(ts)},
            rss_steady_mb=mb(hwm[b]), rss_growth_steady_mb=mb(growth[b]),
            steady_faults=statistics.median(faults[b]) if faults[b] else None,
            counts=msg["counts"],
            grads_ok_steady=msg["grads_ok"],
            grads_max_rel_err=max(res[b]["grads_max_rel_err"], msg["grads_max_rel_err"]),
        )
        if not msg["grads_ok"]:
            res[b]["grads_ok"] = False
            res[b]["grads_msg"] = "after steady steps: " + msg["grads_msg"]


def run_config(model, size, backends, opts, cache_root, log_dir, say):
    res = {}
    dirs = {}
    workers = []
    say(f"== {size}/{model}")
    try:
        for b in backends:
            if b in opts.skip:
                res[b] = {"status": "unavailable", "reason": opts.skip[b]}
                say(f"  {b:13s} not available: {opts.skip[b]}")
                continue
            dirs[b] = os.path.join(cache_root, f"{size}-{model}-{b}")
            shutil.rmtree(dirs[b], ignore_errors=True)
            w = Worker(model, size, b, cache_env(dirs[b], opts.threads, opts.malloc_trim),
                       os.path.join(log_dir, f"{size}-{model}-{b}.log"), opts.threads)
            msg = w.receive(opts.first_timeout)
            res[b] = first_result(msg)
            r = res[b]
            if r["status"] == "ok":
                workers.append(w)
                say(f"  {b:13s} cold first backward {r['first_backward_s']:8.3f} s, "
                    f"grads {'ok' if r['grads_ok'] else 'MISMATCH ' + r['grads_msg']}"
                    + tier_note(r.get("until_native")))
            else:
                w.quit(timeout=10)
                say(f"  {b:13s} {r['status']}: {r['reason']}")
        steady_state(workers, res, opts, say)
    finally:
        for w in workers:
            w.quit()
    for b in backends:
        r = res[b]
        if r["status"] != "ok" or not opts.warm:
            continue
        if b in B.NO_DISK_CACHE and not opts.warm_all:
            r["warm_skipped"] = "no on-disk cache: warm = cold"
            continue
        w = Worker(model, size, b, cache_env(dirs[b], opts.threads, opts.malloc_trim),
                   os.path.join(log_dir, f"{size}-{model}-{b}.log"), opts.threads)
        msg = w.receive(opts.first_timeout)
        w.quit()
        warm = first_result(msg)
        if warm["status"] == "ok":
            r["warm_first_backward_s"] = warm["first_backward_s"]
            r["warm_until_native"] = warm.get("until_native")
            r["counts_warm"] = warm["counts_first"]
            if not warm["grads_ok"]:
                r["grads_ok"] = False
                r["grads_msg"] = "warm run: " + warm["grads_msg"]
            say(f"  {b:13s} warm first backward {warm['first_backward_s']:8.3f} s"
                + tier_note(warm.get("until_native")))
        else:
            r["warm_error"] = warm["reason"]
            say(f"  {b:13s} warm run {warm['status']}: {warm['reason']}")
    for b in backends:
        if b in res and res[b]["status"] == "ok" and "steady" in res[b]:
            say(f"  {b:13s} steady {res[b]['steady']['median_s'] * 1e3:9.3f} ms "
                f"(n={res[b]['steady']['n']})")
    return res
