#!/usr/bin/env python3
"""Pipeline stages at scale (issue 46): predicted throughput of LLaMA-3 70B's
and 8B's shapes with ap-pipeline-split against the SPMD plan.

Rows:
  70b:S:M   LLaMA-3 70B's shapes, 80 layers (tools/model-gen/llama.py
            --preset llama3-8b --dim 8192 --heads 64 --kv-heads 8
            --ffn 28672 --seq 8192), global batch 2048 (NVIDIA's recipe),
            1,024 devices as S stages x (1024 / S / 8) data x 8 tensor,
            M micro-batches, 1F1B, each stage recomputing (min-cut) and
            overlapping its collectives:
              ap-opt -ap-auto-parallel="pipeline=S micro-batches=M summary=-"
  70b:auto  the same on 16x8x8 with the planner's choice of stages and
            micro-batches (the SPMD program and every S dividing 16):
              ap-opt -ap-auto-parallel="pipeline=auto summary=-"
  70b:off   the same step without stages, on 16x8x8 (the SPMD plan,
            ap-auto-parallel with its defaults):
              ap-opt -ap-auto-parallel="summary=-"
            at batch 64: at 2048 no SPMD plan fits 80 GB a device, so the
            global batch is 32 accumulated steps of 64 (tokens/s is the
            same, accumulation's adds aside)
  8b:S:M    LLaMA-3 8B's shapes (32 layers, bf16), global batch 128 x 8192,
            on 128 devices as S x (128 / S / 4) x 4; 8b:off on 8x4x4 at
            batch 16 (8 accumulated steps)

Per row: wall seconds of the whole ap-opt, the predicted step, tokens/s per
device (global tokens / step / devices), the predicted share of the bf16
peak, and whether a stage is over the device's memory. NVIDIA's measured
70B run on 1,024 H100s (NVIDIA/dgxc-benchmarking, LLaMA-3.1 70B, global
batch 2048 x 8192, PP/TP/DP/CP): 1,098 tokens/s per GPU, 53.4% MFU.

  benchmarks/pipeline_scale.py [--rows 70b:off,70b:16:128,70b:8:64,...]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NVIDIA_70B = 1098.0


def generate(kind, mesh, batch, path):
    if kind == "70b":
        shape = ["--preset", "llama3-8b", "--layers", "80", "--dim", "8192",
                 "--heads", "64", "--kv-heads", "8", "--ffn", "28672",
                 "--batch", str(batch), "--seq", "8192"]
    else:
        shape = ["--preset", "llama3-8b", "--batch", str(batch), "--seq",
                 "8192", "--dtype", "bf16"]
    axes = "pp,dp,tp" if mesh.count("x") == 2 else "dp,tp"
    with open(path, "w") as file:
        subprocess.run([sys.executable,
                        os.path.join(ROOT, "tools", "model-gen", "llama.py"),
                        *shape, "--mesh", mesh, "--axes", axes],
                       stdout=file, check=True)


def run_row(row, tools, work):
    parts = row.split(":")
    kind = parts[0]
    devices, tp = (1024, 8) if kind == "70b" else (128, 4)
    batch = 2048 if kind == "70b" else 128
    if parts[1] == "off":
        mesh = "16x8x8" if kind == "70b" else "8x4x4"
        option = "-ap-auto-parallel=summary=-"
        batch = 64 if kind == "70b" else 16
    elif parts[1] == "auto":
        mesh = "16x8x8" if kind == "70b" else "8x4x4"
        option = "-ap-auto-parallel=pipeline=auto summary=-"
    else:
        stages, micro = int(parts[1]), int(parts[2])
        mesh = f"{stages}x{devices // stages // tp}x{tp}"
        option = (f"-ap-auto-parallel=pipeline={stages} "
                  f"micro-batches={micro} summary=-")
    path = os.path.join(work, row.replace(":", "_") + ".mlir")
    tokens = batch * 8192
    generate(kind, mesh, batch, path)
    start = time.monotonic()
    done = subprocess.run([os.path.join(tools, "ap-opt"), path, option,
                           "-o", os.devnull], capture_output=True, text=True)
    seconds = time.monotonic() - start
    text = done.stderr
    if done.returncode != 0:
        lines = text.strip().splitlines() or ["?"]
        said = "\n    ".join(line[:200] for line in lines[:12])
        return f"{row:12} {mesh:8} {seconds:7.1f} s  failed: {said}"
    step = None
    match = re.search(r"predicted step ([0-9.]+) ms", text)
    if match:
        step = float(match.group(1)) / 1e3
    else:
        match = re.search(r"overlapped step: ([0-9.]+) (ms|s)", text) or \
            re.search(r"predicted step: ([0-9.]+) (ms|s)", text)
        if match:
            step = float(match.group(1)) / (1e3 if match.group(2) == "ms"
                                            else 1)
    if step is None:
        return f"{row:12} {mesh:8} {seconds:7.1f} s  no predicted step"
    peak = re.search(r"at ([0-9.]+)% of the", text)
    over = ("over memory" if re.search(r"over the [0-9.]+ [KMGT]?B capacity",
                                       text) else "fits")
    per_device = tokens / step / devices
    line = (f"{row:12} {mesh:8} {seconds:7.1f} s  step {step:8.3f} s  "
            f"{per_device:8.1f} tokens/s/device")
    if peak:
        line += f"  {peak.group(1):>5}% of peak"
    if parts[1] != "off":
        line += f"  {over}"
    chosen = re.search(r"^pipeline: ([0-9]+ stages(?:, [0-9]+ micro-batches)?)",
                       text, re.M)
    if parts[1] == "auto" and chosen:
        line += f"  (chose {chosen.group(1)})"
    if kind == "70b":
        line += f"  ({per_device / NVIDIA_70B:.2f}x NVIDIA's {NVIDIA_70B:.0f})"
    return line


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="70b:auto,70b:off,70b:16:128,"
                        "70b:8:64,8b:auto,8b:off,8b:4:16")
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    args = parser.parse_args()
    print(f"{'row':12} {'mesh':8} {'planning':>9}  predicted")
    with tempfile.TemporaryDirectory() as work:
        for row in args.rows.split(","):
            print(run_row(row, args.tools, work), flush=True)


if __name__ == "__main__":
    main()
