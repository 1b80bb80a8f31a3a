#!/usr/bin/env python3
"""A transformer layer's forward and backward on this machine's CPU: the
project's code against IREE's and PyTorch eager's.

  benchmarks/cpu_layer.py [--tools build/bin] [--sizes small,medium,large]
                          [--threads N] [--runs 5] [--before OLD-AP-RUN]

The small, medium and large layers of benchmarks/gpu_layer.py (f32, one
rank, attention as written), side by side, each the median of --runs steps
after compiling:
  * ap-run: ap-run's CPU path (--contractions=gemm: contractions through the
    runtime's GEMM on OpenBLAS with --blas-threads N, the rest compiled at
    --opt-level 3); its run time, `run ... s (median of R runs)`;
  * before (--before PATH): the same flags with another ap-run, e.g. a
    build from before a change (--before-threads 0 for a build older than
    --blas-threads);
  * iree: IREE's llvm-cpu module of the same program (ap-run --backend=iree
    --emit-executable, then iree-benchmark-module on local-task with N
    workers, inputs filled with 0.01; IREE's tools from .venv-iree,
    scripts/setup-iree.sh);
  * torch: PyTorch eager on the CPU (benchmarks/torch_layer.py, fp32,
    torch.set_num_threads(N)), run by --python (default: .venv-export,
    scripts/setup-torch.sh).
N defaults to this machine's cores. Each column's ratio is its time over
PyTorch's (below 1: faster than PyTorch eager).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gpu_layer  # noqa: E402


def ap_run_time(ap_run, path, threads, runs, timeout):
    """ap-run's median run time of the layer, or None and why."""
    command = [ap_run, path, "--contractions=gemm", "--opt-level=3",
               f"--runs={runs}"]
    if threads:
        command.append(f"--blas-threads={threads}")
    try:
        result = subprocess.run(command, capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"
    match = re.search(r"run ([\d.]+) s", result.stdout)
    if result.returncode == 0 and match:
        return float(match.group(1)), ""
    lines = (result.stderr.strip() or result.stdout.strip()).splitlines()
    return None, (lines[-1] if lines else f"exit {result.returncode}")


def iree_time(ap_run, tools, path, text, directory, threads, runs, timeout):
    """IREE's llvm-cpu module of the layer, timed by iree-benchmark-module
    on `threads` workers."""
    benchmark = os.path.join(tools, "iree-benchmark-module")
    if not os.path.exists(benchmark):
        return None, f"no {benchmark} (scripts/setup-iree.sh)"
    module = os.path.join(directory, "layer.vmfb")
    result = subprocess.run([ap_run, path, "--backend=iree",
                             f"--emit-executable={module}"],
                            capture_output=True, text=True)
    if result.returncode != 0:
        return None, "iree-compile failed: " + result.stderr[-300:]
    command = [benchmark, f"--module={module}", "--function=train_step",
               "--device=local-task",
               f"--task_topology_max_group_count={threads}",
               f"--benchmark_repetitions={runs}",
               "--benchmark_min_time=1x"] + gpu_layer.input_flags(text)
    try:
        result = subprocess.run(command, capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"
    match = re.search(r"_median\s+([\d.]+) (ms|us|s)\b", result.stdout)
    if result.returncode == 0 and match:
        scale = {"us": 1e-6, "ms": 1e-3, "s": 1.0}[match.group(2)]
        return float(match.group(1)) * scale, ""
    lines = (result.stderr.strip() or result.stdout.strip()).splitlines()
    return None, (lines[-1] if lines else f"exit {result.returncode}")


def torch_time(python, size, threads, runs, timeout):
    """PyTorch eager's median step (torch_layer.py, fp32, on the CPU)."""
    if not os.path.exists(python):
        return None, f"no {python} (scripts/setup-torch.sh)"
    command = [python, os.path.join(HERE, "torch_layer.py"), "--device=cpu",
               "--modes=fp32", f"--sizes={size}", f"--iterations={runs}",
               f"--threads={threads}"]
    try:
        result = subprocess.run(command, capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"
    match = re.search(rf"^{size}\s+([\d.]+) ms", result.stdout, re.M)
    if result.returncode == 0 and match:
        return float(match.group(1)) * 1e-3, ""
    lines = (result.stderr.strip() or result.stdout.strip()).splitlines()
    return None, (lines[-1] if lines else f"exit {result.returncode}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--sizes", default="small,medium,large")
    parser.add_argument("--threads", type=int, default=os.cpu_count(),
                        help="threads of every engine (default: the cores)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--before", metavar="AP-RUN",
                        help="also time this ap-run with the same flags")
    parser.add_argument("--before-threads", type=int,
                        help="--blas-threads of the --before ap-run "
                             "(default: --threads; 0: none passed)")
    parser.add_argument("--iree-tools",
                        default=os.path.join(ROOT, ".venv-iree", "bin"))
    parser.add_argument("--python", default=os.path.join(
        ROOT, ".venv-export", "bin", "python"),
        help="a Python with torch, for the PyTorch column")
    parser.add_argument("--timeout", type=int, default=1800,
                        help="seconds one measurement may take")
    args = parser.parse_args()
    ap_opt = os.path.join(args.tools, "ap-opt")
    ap_run = os.path.join(args.tools, "ap-run")
    columns = ["ap-run"] + (["before"] if args.before else []) + ["iree",
                                                                  "torch"]
    print(f"one transformer layer, forward and backward, f32, one rank, "
          f"{args.threads} thread(s), median of {args.runs} steps; "
          f"x: time / PyTorch's")
    print("%-8s %7s" % ("size", "GFLOP") + "".join(
        "%22s" % column for column in columns))
    for size in [s for s in args.sizes.split(",") if s]:
        text = gpu_layer.layer(size, "f32", ap_opt)
        times, whys = {}, []
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "layer.mlir")
            with open(path, "w") as file:
                file.write(text)
            measured = {
                "ap-run": lambda: ap_run_time(ap_run, path, args.threads,
                                              args.runs, args.timeout),
                "before": lambda: ap_run_time(
                    args.before, path,
                    args.threads if args.before_threads is None
                    else args.before_threads, args.runs, args.timeout),
                "iree": lambda: iree_time(ap_run, args.iree_tools, path,
                                          text, directory, args.threads,
                                          args.runs, args.timeout),
                "torch": lambda: torch_time(args.python, size, args.threads,
                                            args.runs, args.timeout)}
            for column in columns:
                times[column], why = measured[column]()
                if times[column] is None:
                    whys.append(f"  {column}: {why}")
        torch = times["torch"]
        cells = []
        for column in columns:
            seconds = times[column]
            if seconds is None:
                cells.append("n/a")
            elif torch:
                cells.append(f"{seconds * 1e3:.1f} ms {seconds / torch:5.2f}x")
            else:
                cells.append(f"{seconds * 1e3:.1f} ms")
        print("%-8s %7.2f" % (size, gpu_layer.flops(size) / 1e9) + "".join(
            "%22s" % cell for cell in cells), flush=True)
        for why in whys:
            print(why)


if __name__ == "__main__":
    main()
