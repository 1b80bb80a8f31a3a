#!/usr/bin/env python3
"""The cost model against real runs: predicted step next to measured step.

Calibrates this machine (tools/ap-calibrate) once per run configuration, on
the ranks and backend the run uses, then trains the committed PyTorch
fixtures (test/Integration/Torch/Inputs/<model>-f32: Hugging Face's GPT-2
and the exporter's LLaMA) with ap-train, planned by ap-auto-parallel for the
calibrated target (`target-file=`), and reads ap-train's last line:
`predicted step X ms, measured Y ms (median of steps after the first),
ratio Z`, --repeat times (default 3): PASS where the median's ratio is
within 1.5x either way; the table prints the fastest and slowest runs'
ratios too, since this machine's speed moves between runs seconds apart.

Configurations: one rank, 2x2 on threads (one process, four ranks) and 1x2
on MPI (`mpirun -np 2 ... --backend=mpi`). Needs the build (ap-calibrate,
ap-train) and mpirun for MPI.

  benchmarks/calibrate.py                          # both models, both configurations
  benchmarks/calibrate.py --steps 50 --contractions loops
"""

import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import train_vs_torch as fixtures  # noqa: E402

CONFIGS = {"1-rank": ("1", "threads"), "2x2-threads": ("2x2", "threads"),
           "1x2-mpi": ("1x2", "mpi")}
REPORT = re.compile(r"predicted step ([\d.]+) ms, measured ([\d.]+) ms .*"
                    r"ratio ([\d.]+)")
MPI_ENV = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl="self,vader")


def launch(command, mesh, backend):
    """`command` on the mesh's ranks: as it is (threads) or under mpirun."""
    if backend == "threads":
        return command
    devices = math.prod(int(size) for size in mesh.split("x"))
    return (["mpirun", "-np", str(devices), "--oversubscribe"] + command
            + ["--backend=mpi"])


def prepare(work, model, mesh):
    """The fixture's step with a mesh, its init and a data set."""
    fixture = os.path.join(fixtures.INPUTS, f"{model}-f32.ref")
    init, data = os.path.join(work, "init"), os.path.join(work, "data")
    fixtures.make_init(init, model, fixture)
    fixtures.make_data(data, model, 64, 0, fixture)
    with open(os.path.join(fixtures.INPUTS, f"{model}-f32.mlir")) as f:
        text = f.read()
    axes = ", ".join(f'"a{i}"' for i in range(len(mesh.split("x"))))
    step = os.path.join(work, "step.mlir")
    with open(step, "w") as f:
        f.write(re.sub(r"^module[^{]*\{",
                       lambda m: m.group(0) + f"\n  ap.mesh @mesh(shape = "
                       f"{mesh}, axes = [{axes}])", text, count=1, flags=re.M))
    return step, init, data


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--models", nargs="+", default=["hf-gpt2", "llama"],
                   choices=sorted(fixtures.MODELS))
    p.add_argument("--configs", nargs="+", default=sorted(CONFIGS),
                   choices=sorted(CONFIGS))
    p.add_argument("--steps", type=int, default=40)
    p.add_argument("--repeat", type=int, default=3,
                   help="ap-train runs per model and configuration; the "
                        "median is held to 1.5x, the spread printed")
    p.add_argument("--contractions", default="gemm", choices=["gemm", "loops"],
                   help="how the steps (and the calibration's matmuls) run "
                        "contractions (default: the runtime's GEMM, OpenBLAS)")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--keep", help="keep the work directory here")
    args = p.parse_args(argv)
    bin_dir = os.path.join(args.build, "bin")
    work = args.keep or tempfile.mkdtemp(prefix="calibrate-")
    os.makedirs(work, exist_ok=True)
    contractions = f"--contractions={args.contractions}"
    rows = []
    for config in args.configs:
        mesh, backend = CONFIGS[config]
        target = os.path.join(work, f"target-{config}.json")
        ranks = math.prod(int(size) for size in mesh.split("x"))
        calibrate = [os.path.join(bin_dir, "ap-calibrate"), "-o", target,
                     contractions]
        if backend == "threads":
            calibrate.append(f"--ranks={ranks}")
        table = fixtures.run(launch(calibrate, mesh, backend), env=MPI_ENV)
        print(f"calibrate: {config}\n{table}", flush=True)
        for model in args.models:
            directory = os.path.join(work, f"{model}-{config}")
            os.makedirs(directory, exist_ok=True)
            step, init, data = prepare(directory, model, mesh)
            train = [os.path.join(bin_dir, "ap-train"), step, "--init", init,
                     "--data", data, "--steps", str(args.steps), contractions,
                     "--pipeline=ap-import-torch,ap-auto-parallel{target-file="
                     + target + "}"]
            # The same run --repeat times: how much the machine's speed
            # moves between runs a few seconds apart shows in the spread.
            measurements = []
            for _ in range(args.repeat):
                out = fixtures.run(launch(train, mesh, backend), env=MPI_ENV)
                match = REPORT.search(out)
                if not match:
                    sys.exit(f"calibrate: no prediction in ap-train's "
                             f"output:\n" + out[-2000:])
                predicted, measured, _ = map(float, match.groups())
                measurements.append(measured)
            measured = statistics.median(measurements)
            ratio = measured / predicted
            rows.append((model, config, predicted, measured, ratio,
                         min(measurements), max(measurements)))
            print(f"calibrate: {model} {config}: predicted {predicted:.3f} ms,"
                  f" measured {measured:.3f} ms (median of {args.repeat} "
                  f"runs: " + ", ".join(f"{m:.3f}" for m in measurements)
                  + f"), ratio {ratio:.2f}", flush=True)
    print(f"\n{'model':<10} {'run':<13} {'predicted':>10} {'measured':>10} "
          f"{'ratio':>6}  {'runs: fastest-slowest ratio':>27}")
    failed = 0
    for model, config, predicted, measured, ratio, fastest, slowest in rows:
        verdict = "PASS" if 1 / 1.5 <= ratio <= 1.5 else "FAIL"
        failed += verdict == "FAIL"
        print(f"{model:<10} {config:<13} {predicted:>7.3f} ms {measured:>7.3f}"
              f" ms {ratio:>6.2f}  {fastest / predicted:>13.2f}-"
              f"{slowest / predicted:.2f}  {verdict}")
    print(f"calibrate: {len(rows) - failed} of {len(rows)} within 1.5x "
          f"({args.contractions} contractions, {args.steps} steps; work "
          f"directory {work})")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
