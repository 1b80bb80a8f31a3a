#!/usr/bin/env python3
"""Plans and checks the committed PyTorch exports on several meshes.

For every fixture under test/Integration/Torch/Inputs (an MLP, a 2-layer
LLaMA and a 2-layer GPT-2, f32 and f64), every mesh and every target it

  1. inserts the mesh and runs
       ap-opt -ap-import-torch -ap-auto-shard{progress=on target...}
     timing the whole ap-opt run (wall) and reading the pass's own lines;
  2. with --check, runs ap-run --compare with the same pipeline plus
     ap-partition, against the stored PyTorch loss and gradients: PASS when
     the unsharded program matches PyTorch and the partitioned one matches
     the unsharded one.

Columns:
  decisions  ops, arguments and results that pick a sharding
  classes    decisions after the repeated layers share theirs
  copies     how many copies of the layer were found (0: none)
  layer      decisions in one copy of the layer
  CBC        binary variables left for CBC (0: solved before CBC)
  solve      seconds of the ap-auto-shard pass (build, solve, rewrite)
  wall       seconds of the whole ap-opt run
  status     optimal, or the gap left when the time limit stopped it
  sharded    ops the plan shards on some mesh axis (of all ops)
  check      PASS / FAIL from ap-run (or '-' without --check)
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = os.path.join(ROOT, "test", "Integration", "Torch", "Inputs")
TARGETS = {
    "h100": "target=h100",
    "slow": 'target-json={"peak_flops":{"f32":1e9,"f64":1e9},'
            '"kernel_floor":0,"memory_bandwidth":1e10}',
}


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--fixtures",
                        default="mlp-f32,mlp-f64,llama-f32,llama-f64,"
                                "gpt2-f32,gpt2-f64")
    parser.add_argument("--meshes", default="2x2,4,2x4")
    parser.add_argument("--targets", default="h100,slow")
    parser.add_argument("--time-limit", type=float, default=0,
                        help="ap-auto-shard's time-limit option (s)")
    parser.add_argument("--check", action="store_true",
                        help="also run ap-run --compare (PASS/FAIL)")
    return parser.parse_args()


def with_mesh(text, mesh):
    shape = mesh.split("x")
    axes = ", ".join(f'"{name}"' for name in "abc"[:len(shape)])
    line = f"  ap.mesh @mesh(shape = {mesh}, axes = [{axes}])"
    return re.sub(r"^module[^{]*\{", lambda m: m.group(0) + "\n" + line,
                  text, count=1, flags=re.M)


def auto_shard_options(target, time_limit):
    options = TARGETS[target]
    if time_limit:
        options += f" time-limit={time_limit}"
    return options


def plan(tools, path, target, time_limit):
    pipeline = (f"builtin.module(ap-import-torch,ap-auto-shard{{progress=on "
                f"{auto_shard_options(target, time_limit)}}})")
    start = time.monotonic()
    result = subprocess.run(
        [os.path.join(tools, "ap-opt"), path, f"--pass-pipeline={pipeline}"],
        capture_output=True, text=True)
    wall = time.monotonic() - start
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip().splitlines()[-1])
    log = result.stderr
    figures = {"wall": wall}
    match = re.search(r"(\d+) decisions in (\d+) classes; (\d+) copies of "
                      r"(\d+) repeated ops", log)
    figures["decisions"], figures["classes"], figures["copies"], \
        figures["layer"] = map(int, match.groups())
    match = re.search(r"integer program: \d+ variables \((\d+) binary\)", log)
    figures["cbc"] = int(match.group(1)) if match else 0
    match = re.search(r"solved: .*?, (optimal|not proven optimal[^(]*)"
                      r" \(([\d.]+) s\)", log)
    figures["status"] = match.group(1).strip()
    figures["solve"] = float(match.group(2))
    ir = result.stdout
    ops = re.findall(r"^\s+%\S+ = (linalg|tensor)\.\w+.*$", ir, re.M)
    sharded = [line for line in re.findall(
        r"^\s+%\S+ = (?:linalg|tensor)\.\w+.*$", ir, re.M)
        if re.search(r"ap\.sharding = [^}]*S\(", line)]
    figures["sharded"] = f"{len(sharded)}/{len(ops)}"
    return figures


def check(tools, path, fixture, target, time_limit):
    pipeline = (f"ap-import-torch,ap-auto-shard{{"
                f"{auto_shard_options(target, time_limit)}}},"
                f"ap-partition{{exact-annotations}}")
    reference = os.path.join(INPUTS, fixture + ".ref")
    result = subprocess.run(
        [os.path.join(tools, "ap-run"), path, "--compare",
         f"--pipeline={pipeline}", "--inputs-dir", reference,
         "--expected-dir", reference], capture_output=True, text=True)
    passed = result.returncode == 0 and "ap-run: PASS" in result.stdout
    return "PASS" if passed else "FAIL"


def main():
    args = parse_args()
    header = (f"{'fixture':<10} {'mesh':<5} {'target':<6} {'decisions':>9} "
              f"{'classes':>7} {'copies':>6} {'layer':>5} {'CBC':>5} "
              f"{'solve':>7} {'wall':>7} {'sharded':>8} {'check':>5}  status")
    print(header)
    print("-" * len(header))
    worst = 0.0
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        for fixture in args.fixtures.split(","):
            with open(os.path.join(INPUTS, fixture + ".mlir")) as file:
                text = file.read()
            for mesh in args.meshes.split(","):
                path = os.path.join(scratch, f"{fixture}-{mesh}.mlir")
                with open(path, "w") as file:
                    file.write(with_mesh(text, mesh))
                for target in args.targets.split(","):
                    try:
                        figures = plan(args.tools, path, target,
                                       args.time_limit)
                    except RuntimeError as error:
                        print(f"{fixture:<10} {mesh:<5} {target:<6} "
                              f"ap-opt failed: {error}")
                        failures += 1
                        continue
                    worst = max(worst, figures["wall"])
                    verdict = "-"
                    if args.check:
                        verdict = check(args.tools, path, fixture, target,
                                        args.time_limit)
                        failures += verdict != "PASS"
                    print(f"{fixture:<10} {mesh:<5} {target:<6} "
                          f"{figures['decisions']:>9} {figures['classes']:>7} "
                          f"{figures['copies']:>6} {figures['layer']:>5} "
                          f"{figures['cbc']:>5} {figures['solve']:>7.3f} "
                          f"{figures['wall']:>7.3f} {figures['sharded']:>8} "
                          f"{verdict:>5}  {figures['status']}", flush=True)
    print(f"slowest ap-opt run: {worst:.3f} s; failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
