#!/usr/bin/env python3
"""ap-recompute-partition on the generator's LLaMA-3 8B training step.

For each mesh (default 8x8 and 16x8) the 32-layer graph
(tools/model-gen/llama.py --preset llama3-8b, batch 16, sequence 8192;
--batch, --seq: others) goes through ap-auto-parallel as users run it:
planned with its memory term counting the activations each policy
(min-cut, sac) saves (`auto-shard-options={recompute=POLICY}`), which
makes the pipeline split the step into forward and backward under that
policy, then collectives scheduled (the default overlap=true; --overlap
false: not). The peaks are those of the program the pipeline writes
(ap-recompute-partition{memory-report} on its output, which leaves a split
step as it is and reports its halves). Per policy it prints:

  plan mem  ap-auto-shard's memory per device (the summary's figure:
            parameters, gradients, optimizer state, inputs and the saved
            activations, plus the transients at the step's peak point;
            docs/Recompute.md, "ap-auto-shard's memory term")

  saved     values the forward saves and their bytes per device (total and
            per layer: total / layers)
  recomp    forward ops the backward runs again
  peak      forward and backward peak memory per device (memory-report)
  gathers   all_gathers in the forward and in the backward, after the split
            and after replay (inline the joint step's calls, split again):
            the two must be equal
  wall      seconds of the ap-auto-parallel run (whole ap-opt process)
  peak/plan the larger peak plus the optimizer state (not in the program:
            the summary's parameters, gradients and optimizer state less the
            parameters and gradients, 12 of every 16 bytes for bf16 under
            Adam), over the plan's memory: the ILP's memory term bounds the
            liveness peak when this is at most 1, and is tight when it is
            near 1
  step      the plan's predicted step (compute + communication, not
            overlapped) and, with fused attention, its attention's share

--attention fused (default) plans with attention raised to ap.attention
(docs/Attention.md); unfused plans the softmax-of-products program as
written (ap-auto-parallel{raise-attention=false}).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command, stdin=None):
    start = time.perf_counter()
    result = subprocess.run(command, input=stdin, capture_output=True,
                            text=True)
    if result.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(command), result.stderr[-3000:]))
    return result.stdout, result.stderr, time.perf_counter() - start


def gathers(text):
    forward = text[text.index("@train_step_forward"):
                   text.index("@train_step_backward")]
    backward = text[text.index("@train_step_backward"):
                    text.index("func.func @train_step(")]
    return forward.count("ap.all_gather"), backward.count("ap.all_gather")


def to_bytes(text):
    """Bytes of "1.25 GB", "3.40 MB" or "12.0 KB" (formatBytes)."""
    value, unit = text.split()
    return float(value) * {"KB": 1e3, "MB": 1e6, "GB": 1e9}[unit]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--layers", type=int, default=32)
    parser.add_argument("--meshes", default="8x8,16x8")
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--seq", type=int, default=8192)
    parser.add_argument("--attention", choices=("fused", "unfused"),
                        default="fused")
    parser.add_argument("--memory-budget", type=float, default=None,
                        help="ap-auto-shard's memory budget, GB per device")
    parser.add_argument("--overlap", choices=("true", "false"),
                        default="true",
                        help="ap-auto-parallel's overlap (scheduling)")
    parser.add_argument("--policies", default="min-cut,sac",
                        help="the recompute policies, comma-separated (a "
                        "budget only sac meets: --policies sac)")
    args = parser.parse_args()
    raise_attention = "true" if args.attention == "fused" else "false"
    opt = os.path.join(args.tools, "ap-opt")
    budget = ("" if args.memory_budget is None
              else " memory-budget=%g" % args.memory_budget)
    print("%-6s %-8s %11s %14s %12s %7s %11s %11s %9s %14s %14s %6s  %s" % (
        "mesh", "policy", "plan mem", "saved", "per layer", "recomp",
        "fwd peak", "bwd peak", "peak/plan", "gathers f/b", "replayed f/b",
        "wall", "step"))
    for mesh in args.meshes.split(","):
        graph, _, _ = run([sys.executable,
                           os.path.join(ROOT, "tools", "model-gen", "llama.py"),
                           "--preset", "llama3-8b", "--layers",
                           str(args.layers), "--mesh", mesh, "--batch",
                           str(args.batch), "--seq", str(args.seq)])
        for policy in args.policies.split(","):
            split, plan, wall = run(
                [opt, "-", "--ap-auto-parallel=summary=- report "
                 "raise-attention=%s overlap=%s "
                 "auto-shard-options={recompute=%s%s}"
                 % (raise_attention, args.overlap, policy, budget)], graph)
            plan_memory = re.search(r"memory per device: ([\d.]+ [KMG]B)",
                                    plan).group(1)
            state = re.search(r"parameters, gradients and optimizer state "
                              r"([\d.]+ [KMG]B)", plan).group(1)
            step = re.search(r"predicted step: ([\d.]+ m?s)", plan).group(1)
            attention = re.search(r"fused attention: compute [\d.]+ [mu]?s "
                                  r"\(([\d.]+)% of the step\)", plan)
            if attention:
                step += " (attention %s%%)" % attention.group(1)
            summary = re.search(r"saved (\d+) value\(s\), (\d+) bytes; "
                                r"recomputed (\d+)", plan)
            _, err, _ = run([opt, "-", "--ap-recompute-partition="
                             "memory-report", "-o", os.devnull], split)
            peaks = re.findall(r"peak ([\d.]+ [KMG]B) per device", err)
            replayed, _, _ = run([opt, "-", "--inline=default-pipeline=",
                                  "--ap-recompute-partition=policy=%s"
                                  % policy], split)
            saved_bytes = int(summary.group(2))
            # bf16 parameters under Adam: 2 + 2 + 12 bytes per element.
            optimizer = 12 / 16 * to_bytes(state)
            peak = max(to_bytes(p) for p in peaks) + optimizer
            ratio = peak / to_bytes(plan_memory)
            print("%-6s %-8s %11s %5s %8.2f GB %9.2f GB %7s %11s %11s %9.3f "
                  "%14s %14s %5.2fs  %s" % (
                      mesh, policy, plan_memory, summary.group(1),
                      saved_bytes / 1e9,
                      saved_bytes / 1e9 / args.layers, summary.group(3),
                      peaks[0], peaks[1], ratio, "%d/%d" % gathers(split),
                      "%d/%d" % gathers(replayed), wall, step))


if __name__ == "__main__":
    main()
