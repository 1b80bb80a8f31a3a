#!/usr/bin/env python3
"""Ahead-of-time executables against ap-run's JIT, per program.

  benchmarks/executables.py [--tools build/bin] [--runs 5] [--backend threads|mpi]

For each program (the Megatron MLP on 8 ranks, a transformer layer's
forward and backward under FSDP x TP on 4, LLaMA-tiny through the whole
pipeline on 4) it prints:
  link   seconds of `ap-run --emit-executable` (lower, compile, link; once),
  jit    wall seconds of one `ap-run partitioned.mlir` (the JIT compiles the
         program, then runs it once),
  exe    wall seconds of one run of the executable (no compilation),
  step   the executable's own median step time over --runs runs (its
         "ran in" line), and ap-run's run time of the same program.
Wall times are medians of --runs invocations. Inputs are drawn by each tool
(same shapes); the differential tests check the numbers, not this script.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stdout}{result.stderr}")
    return result.stdout


def timed(command, runs):
    times = []
    output = ""
    for _ in range(runs):
        start = time.perf_counter()
        output = run(command)
        times.append(time.perf_counter() - start)
    return statistics.median(times), output


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--backend", choices=["threads", "mpi"],
                        default="threads")
    args = parser.parse_args()
    ap_opt = os.path.join(args.tools, "ap-opt")
    ap_run = os.path.join(args.tools, "ap-run")
    mpirun = shutil.which("mpirun")
    if args.backend == "mpi" and not mpirun:
        sys.exit("--backend mpi needs mpirun on the PATH")
    env_root = os.environ.copy()
    env_root.setdefault("OMPI_ALLOW_RUN_AS_ROOT", "1")
    env_root.setdefault("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1")
    os.environ.update(env_root)

    with tempfile.TemporaryDirectory() as work:
        layer = os.path.join(work, "layer.mlir")
        with open(layer, "w") as out:
            out.write(run([sys.executable,
                           os.path.join(ROOT, "tools/model-gen/transformer.py"),
                           "--mesh", "2x2", "--sharding", "fsdp-tp"]))
        programs = [
            ("mlp (8 ranks)", os.path.join(ROOT, "examples/mlp-megatron.mlir"),
             "ap-partition", 8),
            ("layer fwd+bwd (4 ranks)", layer, "ap-partition", 4),
            ("llama-tiny step (4 ranks)",
             os.path.join(ROOT, "examples/llama-tiny-2x2.mlir"),
             "ap-auto-parallel{recompute=min-cut}", 4),
        ]
        print(f"backend {args.backend}, medians of {args.runs} invocations")
        print(f"{'program':28} {'link s':>8} {'jit s':>8} {'exe s':>8} "
              f"{'step ms (exe)':>14} {'run ms (jit)':>13}")
        for name, source, pipeline, ranks in programs:
            partitioned = os.path.join(work, "p.mlir")
            run([ap_opt, source, f"--pass-pipeline=builtin.module({pipeline})",
                 "-o", partitioned])
            exe = os.path.join(work, "exe")
            start = time.perf_counter()
            run([ap_run, partitioned, f"--emit-executable={exe}"])
            link = time.perf_counter() - start
            launch = ([mpirun, "--oversubscribe", "-np", str(ranks)]
                      if args.backend == "mpi" else [])
            backend = [f"--backend={args.backend}"]
            jit, jit_out = timed(launch + [ap_run, partitioned] + backend,
                                 args.runs)
            wall, _ = timed(launch + [exe] + backend, args.runs)
            _, exe_out = timed(launch + [exe, f"--runs={args.runs}"] + backend,
                               1)
            step = float(re.search(r"ran in ([0-9.]+) ms", exe_out).group(1))
            jit_run = float(re.search(r"run ([0-9.]+) s", jit_out).group(1))
            print(f"{name:28} {link:8.2f} {jit:8.2f} {wall:8.3f} "
                  f"{step:14.3f} {jit_run * 1e3:13.3f}")


if __name__ == "__main__":
    main()
