#!/usr/bin/env python3
"""Expert parallelism on a Mixtral-8x7B-shaped model: the plan with and
without the experts dim to shard.

For every (layers, mesh) configuration it writes the training step twice
with tools/model-gen/llama.py --preset mixtral-8x7b (8 experts, top 2,
capacity factor 1.25, bf16, batch 16 x sequence 4096):

  stacked     each expert weight of a layer is one [experts, ...] tensor:
              the planner may shard the experts dim (expert parallelism,
              tokens moved by all_to_all) or not
  per-expert  one weight tensor per expert (as eager PyTorch's module list
              holds them): no plan can shard the experts

and, with --baselines, the stacked program with its parameters pinned to a
hand-made plan (llama.py --pin ddp, tp: Megatron inside every expert, the
FFN dim split; fsdp-tp), the solver completing the rest; then it
runs `ap-opt -ap-auto-shard{summary=...}` on each and prints, from the plan
summary:

  step       predicted step (ms) = compute + communication
  memory     per device (GB)
  w1         the first layer's (stacked: only) w1 placement
  EP         whether the experts dim of the stacked w1 is sharded (the
             expert einsums then run on each device's experts: the plan
             summary's placement; "pin" for the hand-made plans)
  a2a        all_to_all collectives per step and their predicted time (ms)
  plan s     wall seconds of ap-auto-shard (parse and print included)

Nothing is estimated here: every figure is the pass's own.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--layers", default="1,4")
    parser.add_argument("--meshes", default="8x8,16x8")
    parser.add_argument("--target", default="h100")
    parser.add_argument("--baselines", action="store_true",
                        help="also price the llama.py --pin plans")
    parser.add_argument("--keep", help="keep the generated files here")
    return parser.parse_args()


def summary_figures(text):
    figures = {}
    m = re.search(r"predicted step: ([0-9.]+) (ms|us|s) = compute ([0-9.]+) "
                  r"(ms|us|s) \+ communication ([0-9.]+) (ms|us|s)", text)
    scale = {"s": 1e3, "ms": 1.0, "us": 1e-3}
    if m:
        figures["step"] = float(m.group(1)) * scale[m.group(2)]
        figures["compute"] = float(m.group(3)) * scale[m.group(4)]
        figures["comm"] = float(m.group(5)) * scale[m.group(6)]
    m = re.search(r"memory per device: ([0-9.]+) (GB|MB)", text)
    if m:
        figures["memory"] = float(m.group(1)) / (1 if m.group(2) == "GB"
                                                 else 1e3)
    m = re.search(r"\(l0_(?:e0_)?w1\)(?: and \d+ like it)?\s+tensor<[^>]*>\s+"
                  r"(\[[^\]]*\])", text)
    figures["w1"] = m.group(1) if m else "?"
    count, ms = 0, 0.0
    for m in re.finditer(r"all_to_all axes = \[[^\]]*\]\s+x(\d+)\s+.*?"
                         r"([0-9.]+) (ms|us|s)\s*$", text, re.M):
        count += int(m.group(1))
        ms += float(m.group(2)) * scale[m.group(3)]
    figures["a2a"] = (count, ms)
    return figures


def main():
    args = parse_args()
    work = args.keep or tempfile.mkdtemp(prefix="moe-bench-")
    os.makedirs(work, exist_ok=True)
    gen = os.path.join(ROOT, "tools", "model-gen", "llama.py")
    print(f"{'layers':>6} {'mesh':>5} {'experts as':>15} {'step ms':>8} "
          f"{'compute':>8} {'comm':>7} {'mem GB':>7} {'w1':>16} {'EP':>3} "
          f"{'a2a':>10} {'plan s':>7}")
    for layers in args.layers.split(","):
        for mesh in args.meshes.split(","):
            rows = [("stacked", None), ("per-expert", None)]
            if args.baselines:
                rows += [("stacked", pin) for pin in ("ddp", "tp", "fsdp-tp")]
            for layout, pin in rows:
                name = layout + (f"+{pin}" if pin else "")
                stem = os.path.join(work, f"mixtral-{layers}l-{mesh}-{name}")
                with open(stem + ".mlir", "w") as out:
                    subprocess.run([sys.executable, gen, "--preset",
                                    "mixtral-8x7b", "--layers", layers,
                                    "--mesh", mesh, "--expert-layout", layout]
                                   + (["--pin", pin] if pin else []),
                                   stdout=out, check=True)
                start = time.monotonic()
                run = subprocess.run(
                    [os.path.join(args.tools, "ap-opt"), stem + ".mlir",
                     "--pass-pipeline=builtin.module(ap-auto-shard{target="
                     f"{args.target} summary={stem}.txt}})",
                     "-o", os.devnull], stderr=subprocess.PIPE, text=True)
                seconds = time.monotonic() - start
                if run.returncode != 0:
                    # A hand-made plan the mesh cannot realize (fsdp-tp's
                    # split of the 8 experts over 16 devices).
                    error = run.stderr.strip().splitlines()
                    print(f"{layers:>6} {mesh:>5} {name:>15}  no plan: "
                          f"{error[0].split('error: ')[-1] if error else '?'}",
                          flush=True)
                    continue
                with open(stem + ".txt") as f:
                    fig = summary_figures(f.read())
                ep = "pin" if pin else "yes" if layout == "stacked" and \
                    fig["w1"].startswith("[") and \
                    re.search(r"S\(0\)", fig["w1"]) else "no"
                count, a2a_ms = fig["a2a"]
                print(f"{layers:>6} {mesh:>5} {name:>15} "
                      f"{fig.get('step', float('nan')):8.2f} "
                      f"{fig.get('compute', float('nan')):8.2f} "
                      f"{fig.get('comm', float('nan')):7.2f} "
                      f"{fig.get('memory', float('nan')):7.2f} "
                      f"{fig['w1']:>16} {ep:>3} "
                      f"{count:>3} {a2a_ms:5.2f}ms {seconds:7.2f}",
                      flush=True)
    if not args.keep:
        print(f"(files in {work})", file=sys.stderr)


if __name__ == "__main__":
    main()
