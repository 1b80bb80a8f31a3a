#!/usr/bin/env python3
"""The planner at scale (issue 30): memory-bound and 3-D instances.

Each row runs the whole pipeline with its defaults (time-limit 120 s,
gap 0.01, both einsum forms planned) and, with --gaps, with `gap=R` (plans
kept once proven within R of the bound; 0: proven optimal;
docs/PlacementSolver.md):

  ap-opt --pass-pipeline='builtin.module(ap-auto-parallel{summary=- gap=R})'

Instances:
  70b-L     LLaMA-3 70B's shapes with L layers (tools/model-gen/llama.py
            --preset llama3-8b --dim 8192 --heads 64 --kv-heads 8 --ffn 28672
            --batch 64 --seq 8192), on 16x8x8 (1,024 devices); the best plan
            without the budget needs more than 80 GB per device at 80 layers
  gen8b-L   LLaMA-3 8B's shapes, batch 1 x 8192, bf16, on 8x8x4
  gen8b16-L the same, batch 16 x 8192
  export-L  LLaMA-3 8B as PyTorch exports it (fake tensors, batch 1 x 8192,
            bf16; needs .venv-export, scripts/setup-torch.sh), on 8x8x4
  export16-L  the same, batch 16 x 8192
  fixtures  every committed PyTorch export (test/Integration/Torch/Inputs:
            MLP, LLaMA, GPT-2, Hugging Face BERT, GPT-2, LLaMA, Mixtral,
            T5) on 2x2 and 2x4 with the fixtures' slow target (compute at
            1 GFLOP/s, so that sharding pays), one row each (fx:NAME:MESH)

Per row: wall seconds of the whole ap-opt, its peak RSS, the kept plan's
overlapped step, and its optimality ("optimal", or the gap to the bound
and whether the time limit stopped it).

  benchmarks/planner_scale.py [--rows 70b-80,gen8b-32,...] [--gaps 0,0.01]

(default: every row but the exports, which need the torch venv; gap 0.01,
the default)
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
SLOW_TARGET = ('target-json={"peak_flops":{"f32":1e9,"f64":1e9},'
               '"kernel_floor":0,"memory_bandwidth":1e10}')


def expand(rows):
    for row in rows:
        if row != "fixtures":
            yield row
            continue
        for name in sorted(os.listdir(INPUTS)):
            if name.endswith(".mlir"):
                for mesh in ("2x2", "2x4"):
                    yield f"fx:{name[:-5]}:{mesh}"


def insert_mesh(text, mesh, axes):
    line = f"  ap.mesh @mesh(shape = {mesh}, axes = {axes})"
    return re.sub(r"^module[^{\n]*\{", lambda m: m.group(0) + "\n" + line,
                  text, count=1, flags=re.MULTILINE)


def generate(row, path, python):
    if row.startswith("fx:"):
        _, name, mesh = row.split(":")
        with open(os.path.join(INPUTS, name + ".mlir")) as file:
            text = insert_mesh(file.read(), mesh, '["a", "b"]')
        with open(path, "w") as file:
            file.write(text)
        return mesh
    kind, layers = row.rsplit("-", 1)
    if kind == "70b":
        command = [sys.executable, os.path.join(ROOT, "tools", "model-gen",
                                                "llama.py"),
                   "--preset", "llama3-8b", "--layers", layers, "--dim",
                   "8192", "--heads", "64", "--kv-heads", "8", "--ffn",
                   "28672", "--batch", "64", "--seq", "8192", "--mesh",
                   "16x8x8"]
    elif kind in ("gen8b", "gen8b16"):
        batch = "16" if kind == "gen8b16" else "1"
        command = [sys.executable, os.path.join(ROOT, "tools", "model-gen",
                                                "llama.py"),
                   "--preset", "llama3-8b", "--layers", layers, "--batch",
                   batch, "--seq", "8192", "--dtype", "bf16", "--mesh",
                   "8x8x4"]
    elif kind in ("export", "export16"):
        batch = "16" if kind == "export16" else "1"
        exported = path + ".export"
        subprocess.run([python, os.path.join(ROOT, "tools", "torch-export",
                                             "export.py"),
                        "--model", "llama3-8b", "--layers", layers, "--batch",
                        batch, "--seq-len", "8192", "--dtype", "bf16", "-o",
                        exported], check=True, capture_output=True)
        with open(exported) as file:
            text = file.read()
        text = insert_mesh(text, "8x8x4", '["a", "b", "c"]')
        with open(path, "w") as file:
            file.write(text)
        return "8x8x4"
    else:
        sys.exit(f"unknown row {row}")
    with open(path, "w") as file:
        subprocess.run(command, stdout=file, check=True)
    return command[-1]


def plan(tools, path, gap, target):
    summary = path + ".summary"
    command = ["/usr/bin/time", "-f", "%e %M", os.path.join(tools, "ap-opt"),
               path, "--pass-pipeline=builtin.module(ap-auto-parallel{"
               f"summary={summary} gap={gap}{target}}})", "-o", os.devnull]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(command)}\n{result.stderr[-2000:]}")
    wall, peak_kb = result.stderr.strip().splitlines()[-1].split()
    with open(summary) as file:
        text = file.read()
    step = re.search(r"overlapped step: ([\d.]+ m?u?s)", text).group(1)
    status = re.search(r"CBC [\d.]+ s; (.*?)(, memory budget enforced)?$",
                       text, re.MULTILINE).group(1)
    return float(wall), int(peak_kb) / 1024, step, status


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--python",
                        default=os.path.join(ROOT, ".venv-export", "bin",
                                             "python"))
    parser.add_argument("--rows",
                        default="70b-80,gen8b-2,gen8b-32,gen8b16-2,"
                                "gen8b16-32,fixtures")
    parser.add_argument("--gaps", default="0.01")
    args = parser.parse_args()
    print(f"{'program':<30} {'mesh':<8} {'gap':>5} {'wall':>8} "
          f"{'peak MB':>8} {'overlapped step':>16}  result")
    slowest = {}
    with tempfile.TemporaryDirectory() as work:
        for row in expand(args.rows.split(",")):
            path = os.path.join(work, row.replace(":", "_") + ".mlir")
            mesh = generate(row, path, args.python)
            target = " " + SLOW_TARGET if row.startswith("fx:") else ""
            for gap in args.gaps.split(","):
                wall, peak, step, status = plan(args.tools, path, gap, target)
                group = "fixtures" if row.startswith("fx:") else row
                slowest[group, gap] = max(slowest.get((group, gap), 0), wall)
                print(f"{row:<30} {mesh:<8} {gap:>5} {wall:>7.2f}s "
                      f"{peak:>8.0f} {step:>16}  {status}", flush=True)
    if any(group == "fixtures" for group, _ in slowest):
        for gap in args.gaps.split(","):
            print(f"slowest fixture (gap {gap}): "
                  f"{slowest['fixtures', gap]:.2f} s")


if __name__ == "__main__":
    main()
