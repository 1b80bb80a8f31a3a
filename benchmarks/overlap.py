#!/usr/bin/env python3
"""Communication overlapped with compute (docs/Overlap.md), on LLaMA-3 8B.

For each configuration the 32-layer training step (tools/model-gen/llama.py
--preset llama3-8b, bf16, sequence 8192; with --export also the PyTorch
export of benchmarks/torch-export-scale.sh, batch 1) goes through

  ap-opt --ap-auto-parallel='summary=- recompute=min-cut overlap=false|true'

overlap=false plans for the serial step (compute + every collective) and
leaves collectives blocking; overlap=true plans for the step on two streams
(ap-auto-shard solves again with each move priced at what the first plan's
communication stream cannot hide) and schedules the per-device program
(ap-schedule-collectives). Per row:

  serial     the plan's predicted step with nothing overlapped (the
             summary's "predicted step")
  overlapped the plan's step on two streams (the summary's "overlapped
             step": compute + exposed communication + contention)
  exposed    communication the compute stream waits for, its share of the
             overlapped step, and per layer (exposed / layers)
  hidden     communication behind compute, of all communication
  plan       "same" or "changed": whether overlap=true placed any parameter
             differently from overlap=false
  in flight  ap-schedule-collectives in that run (its report): collectives
             in flight, forward / backward, the buckets among them, and the
             backward's peak before and after the schedule (memory-report's
             walk; moves may not raise it, a bucket's concatenated copy may);
             the wall time of that run includes the report's remarks
  wall       seconds of the whole ap-opt run

AutoParallel's configuration (16x8, batch 32) is printed next to its
measured 379 ms per step on 128 H100s (meta-pytorch/autoparallel PR 481).
"""

import argparse
import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
# recompute.py's: a command's stdout, stderr and seconds; exits on failure.
from recompute import run  # noqa: E402


def seconds(text):
    value, unit = text.split()
    return float(value) * {"s": 1, "ms": 1e-3, "us": 1e-6}[unit]


def parse(summary):
    serial = re.search(r"predicted step: ([\d.]+ m?u?s)", summary).group(1)
    overlapped = re.search(
        r"overlapped step: ([\d.]+ m?u?s) = compute ([\d.]+ m?u?s) \+ exposed "
        r"communication ([\d.]+ m?u?s) \+ contention ([\d.]+ m?u?s); "
        r"([\d.]+ m?u?s) of communication ([\d.]+ m?u?s) hidden", summary)
    params = summary[summary.index("  parameters:"):
                     summary.index("  collectives per step:")]
    return {"serial": seconds(serial),
            "step": seconds(overlapped.group(1)),
            "exposed": seconds(overlapped.group(3)),
            "hidden": seconds(overlapped.group(5)),
            "communication": seconds(overlapped.group(6)),
            "params": params}


def schedule_stats(err):
    """The pipeline's ap-schedule-collectives remarks (its `report`)."""
    found = re.findall(r"@(\w+): (\d+) buckets of (\d+) collectives \(\d+ "
                       r"refused by memory\); (\d+) collectives in flight, "
                       r"[\d.]+ ops in flight on average, \d+ moves cut "
                       r"short by memory; peak (\d+) -> (\d+) bytes", err)
    if not found:
        sys.exit("no ap-schedule-collectives report in:\n" + err[-2000:])
    by_name = {name: tuple(int(v) for v in values)
               for name, *values in found}
    empty = (0, 0, 0, 0, 0)
    forward = next((v for k, v in by_name.items() if k.endswith("forward")),
                   empty)
    backward = next((v for k, v in by_name.items()
                     if k.endswith("backward")), empty)
    return "%d / %d (%d / %d buckets), %.2f -> %.2f GB" % (
        forward[2], backward[2], forward[0], backward[0], backward[3] / 1e9,
        backward[4] / 1e9)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--configs", default="8x8:16,16x8:32",
                        help="mesh:batch pairs for the generator's graph")
    parser.add_argument("--layers", type=int, default=32)
    parser.add_argument("--export", action="store_true",
                        help="also the PyTorch export (batch 1), from "
                        "benchmarks/torch-export-scale.sh's cache (exports "
                        "it first when missing: needs .venv-export)")
    parser.add_argument("--export-meshes", default="8x8,16x8",
                        help="the meshes of --export")
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    args = parser.parse_args()
    opt = os.path.join(args.tools, "ap-opt")

    graphs = []
    for config in args.configs.split(","):
        mesh, batch = config.split(":")
        text, _, _ = run([sys.executable,
                          os.path.join(ROOT, "tools", "model-gen", "llama.py"),
                          "--preset", "llama3-8b", "--layers",
                          str(args.layers), "--mesh", mesh, "--batch", batch])
        graphs.append(("gen", mesh, batch, text, ""))
    if args.export:
        import torch_export_scale as scale
        options = scale.parse_args.__globals__["argparse"].Namespace(
            python=os.path.join(ROOT, ".venv-export", "bin", "python"),
            cache=os.path.join(ROOT, "build", "torch-scale"), dtype="bf16",
            batch=1, seq_len=8192)
        path, _, _ = scale.export(options, args.layers,
                                  scale.exporter_key(options.python))
        for mesh in args.export_meshes.split(","):
            with tempfile.TemporaryDirectory() as directory:
                meshed = scale.with_mesh(path, mesh,
                                         os.path.join(directory, "export.mlir"))
                with open(meshed) as file:
                    graphs.append(("export", mesh, "1", file.read(),
                                   " import-torch"))

    print("LLaMA-3 8B, %d layers, bf16, sequence 8192, H100 target; "
          "min-cut recompute" % args.layers)
    print("%-6s %-5s %5s %-5s %10s %11s %22s %24s %-7s %40s %6s" % (
        "graph", "mesh", "batch", "overlap", "serial", "overlapped",
        "exposed (share, /layer)", "hidden", "plan", "in flight f/b, bwd peak",
        "wall"))
    for graph, mesh, batch, text, extra in graphs:
        rows = {}
        for overlap in ("false", "true"):
            _, summary, wall = run(
                [opt, "-", "--mlir-print-op-on-diagnostic=false",
                 "--ap-auto-parallel=summary=- recompute=min-cut "
                 "overlap=%s%s%s" % (overlap, extra,
                                     " report" if overlap == "true" else ""),
                 "-o", os.devnull], text)
            figures = parse(summary)
            rows[overlap] = figures
            plan = ("-" if overlap == "false" else
                    "same" if figures["params"] == rows["false"]["params"]
                    else "changed")
            flight = schedule_stats(summary) if overlap == "true" else "-"
            print("%-6s %-5s %5s %-7s %7.1f ms %8.1f ms %22s %24s %-7s %40s %5.1fs"
                  % (graph, mesh, batch, overlap, figures["serial"] * 1e3,
                     figures["step"] * 1e3,
                     "%.1f ms (%.0f%%, %.2f)" % (
                         figures["exposed"] * 1e3,
                         100 * figures["exposed"] / figures["step"],
                         figures["exposed"] * 1e3 / args.layers),
                     "%.1f of %.1f ms" % (figures["hidden"] * 1e3,
                                          figures["communication"] * 1e3),
                     plan, flight, wall))
        if graph == "gen" and mesh == "16x8" and batch == "32":
            print("%47s AutoParallel, measured on 128 H100s: 379 ms" % "")


if __name__ == "__main__":
    main()
