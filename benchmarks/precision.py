#!/usr/bin/env python3
"""What the bf16 precision policy does to the plan and its predicted step.

For each configuration it writes the LLaMA training step with
tools/model-gen/llama.py (--preset llama3-8b shapes) three ways:

  f32        the program in f32, planned as written (the f32 peak is the
             CUDA cores' FP32 rate: docs/CostModel.md)
  f32+bf16   the same f32 program under the bf16 policy
             (ap-auto-parallel{precision=bf16}: ap-mixed-precision, bf16
             contraction inputs, f32 accumulation, f32 parameters and
             gradients)
  bf16       the program written in bf16 throughout (--dtype bf16:
             parameters, activations and gradients in bf16), for scale

and plans each with `ap-opt --ap-auto-parallel{einsum=never summary=-
recompute=min-cut}` (--recompute: another policy; the memory term counts
what it saves, so a bf16 copy the backward reads is recomputed, not kept
beside its f32 value),
printing from the plan summary: the predicted step = compute +
communication (ms), memory per device (GB), bf16 all_gathers (how many
collectives move bf16 copies), and the planning's wall seconds. Nothing is
estimated here: every figure is the pipeline's own.

  benchmarks/precision.py [--tools build/bin] [--configs 1:8x8,32:8x8,32:16x8]
                          [--batch 16] [--seq 8192] [--target h100]
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCALE = {"s": 1e3, "ms": 1.0, "us": 1e-3}


def figures(summary):
    result = {}
    m = re.search(r"predicted step: ([0-9.]+) (ms|us|s) = compute ([0-9.]+) "
                  r"(ms|us|s) \+ communication ([0-9.]+) (ms|us|s)", summary)
    if m:
        result["step"] = float(m.group(1)) * SCALE[m.group(2)]
        result["compute"] = float(m.group(3)) * SCALE[m.group(4)]
        result["comm"] = float(m.group(5)) * SCALE[m.group(6)]
    m = re.search(r"memory per device: ([0-9.]+) (GB|MB)", summary)
    if m:
        result["memory"] = float(m.group(1)) / (1 if m.group(2) == "GB"
                                                else 1e3)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--configs", default="1:8x8,32:8x8,32:16x8",
                        help="layers:mesh, comma-separated")
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--seq", type=int, default=8192)
    parser.add_argument("--target", default="h100")
    parser.add_argument("--recompute", default="min-cut",
                        choices=["min-cut", "sac", "save-all"])
    args = parser.parse_args()
    ap_opt = os.path.join(args.tools, "ap-opt")
    print(f"LLaMA-3 8B shapes, batch {args.batch} x sequence {args.seq}, "
          f"target {args.target}; ap-auto-parallel{{einsum=never "
          f"recompute={args.recompute}}}")
    print("%-7s %-6s %-9s %10s %10s %10s %9s %10s %7s" % (
        "layers", "mesh", "program", "step ms", "compute", "comm",
        "memory GB", "bf16 ag", "plan s"))
    for config in args.configs.split(","):
        layers, mesh = config.split(":")
        for program in ("f32", "f32+bf16", "bf16"):
            dtype = "bf16" if program == "bf16" else "f32"
            text = subprocess.run(
                [sys.executable, os.path.join(ROOT, "tools", "model-gen",
                                              "llama.py"),
                 "--preset", "llama3-8b", "--layers", layers, "--mesh", mesh,
                 "--batch", str(args.batch), "--seq", str(args.seq),
                 "--dtype", dtype],
                check=True, capture_output=True, text=True).stdout
            with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                             delete=False) as file:
                file.write(text)
            options = (f"einsum=never summary=- target={args.target} "
                       f"recompute={args.recompute}")
            if program == "f32+bf16":
                options += " precision=bf16"
            start = time.monotonic()
            try:
                result = subprocess.run(
                    [ap_opt, file.name,
                     f"--pass-pipeline=builtin.module(ap-auto-parallel"
                     f"{{{options}}})"],
                    capture_output=True, text=True)
            finally:
                os.unlink(file.name)
            seconds = time.monotonic() - start
            if result.returncode != 0:
                errors = [line.split("error: ", 1)[1] for line in
                          result.stderr.splitlines() if "error: " in line]
                print(f"{layers:<7} {mesh:<6} {program:<9} no plan: "
                      f"{errors[0] if errors else 'exit %d' % result.returncode}")
                continue
            f = figures(result.stderr)
            gathers = len(re.findall(r"ap\.all_gather [^\n]*xbf16> ->",
                                     result.stdout))
            print("%-7s %-6s %-9s %10.3f %10.3f %10.3f %9.2f %10d %7.1f" % (
                layers, mesh, program, f.get("step", float("nan")),
                f.get("compute", float("nan")), f.get("comm", float("nan")),
                f.get("memory", float("nan")), gathers, seconds), flush=True)


if __name__ == "__main__":
    main()
