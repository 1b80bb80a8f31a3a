#!/usr/bin/env python3
"""Times ap-auto-shard and ap-partition on the LLaMA-3 8B training graph.

For every (layers, mesh) configuration it generates the joint
forward+backward graph with tools/model-gen/llama.py, runs

  ap-opt graph.mlir -ap-auto-shard{progress=on summary=...} -ap-partition

and prints, per configuration:

  ops        ops in the function (the decisions before layer sharing)
  classes    placement decisions after the repeated layers share theirs
  full-ILP   variables / constraints of the textbook formulation of the
             class-level problem (one binary per choice, one pair variable
             per edge entry, AutoParallel's shape)
  CBC        variables / constraints that reached CBC after the exact graph
             reductions and the dual bound's pruning (0 / 0: the dual bound
             proved the plan optimal by itself)
  build      seconds to build the problem (strategies, cost tables)
  solve      seconds the solver took
  auto-shard seconds of the ap-auto-shard pass (build + solve + rewrite)
  partition  seconds of the ap-partition pass
  total      wall seconds of the whole ap-opt run (parse, both passes, print)
  objective  the plan's predicted step time (ms), and whether it is optimal
  compute / comm / memory  from the plan summary (per device)

With --baselines it also prices the hand-made plans (llama.py --pin: DDP,
FSDP, Megatron TP, FSDP+TP) on the same configuration, each completed by
the solver around its pinned parameters, to compare the free plan with.

--attention fused (the default) raises attention first (ap-raise-attention);
unfused plans the softmax of the S x S scores as written.

Figures come from the pass's own progress lines and MLIR's pass timing;
nothing here is estimated.
"""

import argparse
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--layers", default="2,8,32")
    parser.add_argument("--meshes", default="8x8,16x8,8x8x4")
    parser.add_argument("--target", default="h100")
    parser.add_argument("--memory-budget", type=float, default=None,
                        help="GB per device (default: the target's memory)")
    parser.add_argument("--baselines", action="store_true",
                        help="also price the llama.py --pin plans")
    parser.add_argument("--keep", help="keep the generated files here")
    parser.add_argument("--attention", choices=("fused", "unfused"),
                        default="fused",
                        help="raise attention to ap.attention before "
                        "planning (ap-raise-attention, docs/Attention.md) "
                        "or plan the softmax of the scores as written")
    return parser.parse_args()


class CommandFailed(Exception):
    """A command exited non-zero; the message is its first error line."""


TIME = "/usr/bin/time"


def run(command, timeout=None):
    """Runs `command`; returns (result, wall seconds, peak RSS in KB): the
    peak from /usr/bin/time -v where it exists, else the child's own
    rusage (os.wait4). Past `timeout` seconds the command is killed
    (subprocess.TimeoutExpired)."""
    timed = os.access(TIME, os.X_OK)
    with tempfile.TemporaryFile("w+") as out, \
            tempfile.TemporaryFile("w+") as err, \
            tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.monotonic()
        process = subprocess.Popen(
            ([TIME, "-v", "-o", report.name] if timed else []) + command,
            stdout=out, stderr=err, text=True, start_new_session=True)
        while True:
            pid, status, usage = os.wait4(process.pid, os.WNOHANG)
            if pid:
                break
            if timeout is not None and time.monotonic() - start > timeout:
                os.killpg(process.pid, signal.SIGKILL)
                os.wait4(process.pid, 0)
                process.returncode = -signal.SIGKILL
                raise subprocess.TimeoutExpired(command, timeout)
            time.sleep(0.01)
        elapsed = time.monotonic() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        result = subprocess.CompletedProcess(command, process.returncode,
                                             out.read(), err.read())
        peak_kb = usage.ru_maxrss  # KB on Linux
        if timed:
            peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)",
                             report.read())
            peak_kb = int(peak.group(1)) if peak else 0
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines()
                  if "error:" in line]
        message = errors[0] if errors else result.stderr[-2000:]
        raise CommandFailed(message.split("error: ", 1)[-1])
    return result, elapsed, peak_kb


def generate(directory, layers, mesh, pin=None, overrides=None):
    """tools/model-gen/llama.py --preset llama3-8b with `layers` and `mesh`;
    `overrides`: other preset values ({"batch": 1, "dtype": "bf16"})."""
    overrides = overrides or {}
    suffix = "".join(f"-{k}{v}" for k, v in sorted(overrides.items()))
    path = os.path.join(directory, f"llama3-8b-{layers}L-{mesh}{suffix}"
                        f"{'-' + pin if pin else ''}.mlir")
    command = [sys.executable, os.path.join(ROOT, "tools", "model-gen",
                                            "llama.py"),
               "--preset", "llama3-8b", "--layers", str(layers),
               "--mesh", mesh]
    for key, value in sorted(overrides.items()):
        command += [f"--{key}", str(value)]
    if pin:
        command += ["--pin", pin]
    result, _, _ = run(command)
    with open(path, "w") as file:
        file.write(result.stdout)
    return path


def first(pattern, text, default=None, flags=0):
    match = re.search(pattern, text, flags)
    return match.groups() if match else default


def auto_shard_options(args, summary):
    options = [f"target={args.target}", "progress=on", f"summary={summary}"]
    if args.memory_budget is not None:
        options.append(f"memory-budget={args.memory_budget}")
    if getattr(args, "time_limit", None):
        options.append(f"time-limit={args.time_limit}")
    return " ".join(options)


UNITS = {"s": 1.0, "ms": 1e-3, "us": 1e-6, "ns": 1e-9}


def measure(args, path, partition=True, import_torch=False, timeout=None):
    """Runs ap-opt --pass-pipeline='builtin.module([ap-import-torch,]
    ap-auto-shard{...}[,ap-partition])' on `path`; returns its figures
    (see the module comment; "peak_mb" is ap-opt's peak RSS)."""
    summary = path + ".summary"
    passes = (["ap-import-torch"] if import_torch else []) + \
        (["ap-raise-attention"] if getattr(args, "attention", "fused") ==
         "fused" else []) + \
        [f"ap-auto-shard{{{auto_shard_options(args, summary)}}}"] + \
        (["ap-partition"] if partition else [])
    command = [os.path.join(args.tools, "ap-opt"), path,
               f"--pass-pipeline=builtin.module({','.join(passes)})",
               "-o", path + ".out", "--mlir-timing",
               "--mlir-timing-display=list"]
    result, wall, peak_kb = run(command, timeout=timeout)
    log = result.stderr
    with open(summary) as file:
        summary_text = file.read()
    figures = {"total": wall, "peak_mb": peak_kb / 1024}
    figures["ops"], figures["classes"] = map(int, first(
        r"@\w+: (\d+) decisions in (\d+) classes", log))
    figures["decisions"] = figures["ops"]
    figures["full_vars"], figures["full_rows"] = map(int, first(
        r"as one integer program: (\d+) variables .*?, (\d+) constraints",
        log))
    # The last integer program is the one that decided (a memory budget
    # may solve twice).
    programs = re.findall(r"integer program: (\d+) variables \(\d+ binary\), "
                          r"(\d+) constraints", log)
    figures["cbc_vars"], figures["cbc_rows"] = (
        map(int, programs[-1]) if programs else (0, 0))
    built = float(first(r"problem built: .*\(([\d.]+) s\)", log)[0])
    objective, memory, status, solved = first(
        r"solved: objective ([\d.]+) s, memory ([\d.]+) GB, (.+) "
        r"\(([\d.]+) s\)$", log, flags=re.MULTILINE)
    figures["build"] = built
    figures["solve"] = float(solved) - built
    # The predicted step the summary prints (overlapped, when planned for
    # overlap): the solver's objective is the priced one, which for a plan
    # priced for overlap counts only what the windows do not hide.
    step = first(r"overlapped step: ([\d.]+) (s|ms|us|ns)", summary_text) or \
        first(r"predicted step: ([\d.]+) (s|ms|us|ns)", summary_text)
    figures["objective_ms"] = (float(step[0]) * UNITS[step[1]] * 1e3 if step
                               else float(objective) * 1e3)
    figures["optimal"] = status == "optimal"
    figures["status"] = status
    figures["memory_gb"] = float(memory)
    compute, compute_unit, comm, comm_unit = first(
        r"compute ([\d.]+) (s|ms|us|ns) \+ communication ([\d.]+) (s|ms|us|ns)",
        summary_text)
    figures["compute_ms"] = float(compute) * UNITS[compute_unit] * 1e3
    figures["comm_ms"] = float(comm) * UNITS[comm_unit] * 1e3
    figures["auto_shard"] = float(first(r"([\d.]+) \([ \d.]+%\)\s+APAutoShard",
                                        log)[0])
    partition_time = first(r"([\d.]+) \([ \d.]+%\)\s+APPartition", log)
    figures["partition"] = float(partition_time[0]) if partition_time else 0
    return figures


def main():
    args = parse_args()
    if not os.path.exists(os.path.join(args.tools, "ap-opt")):
        raise SystemExit(f"no ap-opt in {args.tools}; build first "
                         "(scripts/setup.sh)")
    directory = args.keep or tempfile.mkdtemp(prefix="ap-bench-")
    os.makedirs(directory, exist_ok=True)
    header = (f"{'model':<14} {'mesh':<7} {'ops':>6} {'classes':>7} "
              f"{'full-ILP vars/rows':>19} {'CBC vars/rows':>14} "
              f"{'build':>6} {'solve':>6} {'auto':>6} {'part':>6} "
              f"{'total':>6} {'objective':>14} {'compute':>8} {'comm':>8} "
              f"{'memory':>8}")
    print(f"ap-auto-shard + ap-partition on LLaMA-3 8B (batch 16, seq 8192, "
          f"bf16), target {args.target}; times in seconds, step figures in "
          f"ms, memory in GB per device")
    print(header)
    results = {}
    for mesh in args.meshes.split(","):
        for layers in map(int, args.layers.split(",")):
            path = generate(directory, layers, mesh)
            try:
                figures = measure(args, path)
            except CommandFailed as failure:
                raise SystemExit(f"{path}: {failure}")
            results[(layers, mesh)] = figures
            objective = (f"{figures['objective_ms']:.2f}"
                         f"{'' if figures['optimal'] else ' (feas)'}")
            print(f"{'llama3-8b ' + str(layers) + 'L':<14} {mesh:<7} "
                  f"{figures['ops']:>6} {figures['classes']:>7} "
                  f"{str(figures['full_vars']) + '/' + str(figures['full_rows']):>19} "
                  f"{str(figures['cbc_vars']) + '/' + str(figures['cbc_rows']):>14} "
                  f"{figures['build']:>6.2f} {figures['solve']:>6.2f} "
                  f"{figures['auto_shard']:>6.2f} {figures['partition']:>6.2f} "
                  f"{figures['total']:>6.2f} {objective:>14} "
                  f"{figures['compute_ms']:>8.2f} {figures['comm_ms']:>8.2f} "
                  f"{figures['memory_gb']:>8.2f}", flush=True)
            if not args.keep:
                for suffix in ("", ".out", ".summary"):
                    os.remove(path + suffix)
    if (32, "8x8") in results and (8, "8x8") in results:
        big, small = results[(32, "8x8")], results[(8, "8x8")]

        def ratio(*keys):
            return (sum(big[key] for key in keys) /
                    sum(small[key] for key in keys))

        solve_and_partition = big["auto_shard"] + big["partition"]
        print(f"\n32 layers on 8x8: auto-shard + partition "
              f"{solve_and_partition:.2f} s (target < 10 s), whole ap-opt run "
              f"{big['total']:.2f} s")
        print(f"32 vs 8 layers on 8x8 (target <= 2x): solver (build + solve) "
              f"{ratio('build', 'solve'):.2f}x, ap-auto-shard pass "
              f"{ratio('auto_shard'):.2f}x, with ap-partition "
              f"{ratio('auto_shard', 'partition'):.2f}x "
              f"({big['ops'] / small['ops']:.2f}x the ops to rewrite)")
    if args.baselines:
        print("\nhand-made plans (parameters pinned, the rest solved), "
              "predicted step in ms:")
        for mesh in args.meshes.split(","):
            for layers in map(int, args.layers.split(",")):
                free = results[(layers, mesh)]["objective_ms"]
                row = [f"llama3-8b {layers}L {mesh}: free {free:.2f}"]
                for pin in ("ddp", "fsdp", "tp", "fsdp-tp"):
                    path = generate(directory, layers, mesh, pin)
                    try:
                        figures = measure(args, path, partition=False)
                        row.append(f"{pin} {figures['objective_ms']:.2f}")
                    except CommandFailed as failure:
                        reason = str(failure)
                        if "memory budget" in reason:
                            reason = "over the memory budget"
                        elif "do not divide" in reason:
                            reason = "its splits do not divide the shapes"
                        row.append(f"{pin} none ({reason})")
                    if not args.keep:
                        for suffix in ("", ".out", ".summary"):
                            if os.path.exists(path + suffix):
                                os.remove(path + suffix)
                print("  " + ", ".join(row), flush=True)
    if not args.keep:
        os.rmdir(directory)


if __name__ == "__main__":
    main()
