#!/usr/bin/env python3
"""What each pass of ap-auto-parallel does on real graphs, and its wall time.

Programs: the llama3 generator's 8B graph (tools/model-gen/llama.py, 32
layers by default) on 8x8 and 16x8, and the committed PyTorch exports
(test/Integration/Torch/Inputs) on 2x4 with a slow-compute target (where
sharding pays). For each program it runs the flow one pass at a time with
ap-opt, each stage reading the previous stage's output:

  plan     ap-import-torch, [ap-canonicalize-einsum,] ap-auto-shard
  bypass   ap-bypass-round-trips
  part     ap-partition{exact-annotations}
  fuse     ap-fuse-all-gather-chains
  merge    ap-merge-collectives

and prints, per program:
  * the plan with and without einsum canonicalization: decisions, strategies
    per contraction, predicted step time (compute + communication), solve;
  * redistributions in the global plan, and round trips bypassed;
  * per-device collectives by kind after partitioning without the bypass,
    after it, after fusion and after merging (the rewrites' own counts from
    their `report` remarks);
  * the wall time of the whole pipeline in one ap-opt run
    (--ap-auto-parallel, which plans both forms and keeps the faster, as
    its remark says), and of each stage.
"""

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = os.path.join(ROOT, "test", "Integration", "Torch", "Inputs")
SLOW = ('{"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,'
        '"memory_bandwidth":1e10}')
COLLECTIVES = ["all_gather", "reduce_scatter", "all_reduce", "all_to_all",
               "shard_slice"]


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--layers", type=int, default=32)
    parser.add_argument("--meshes", default="8x8,16x8",
                        help="meshes for the generator's graph")
    parser.add_argument("--fixtures", default="llama-f32,gpt2-f32",
                        help="PyTorch exports, planned on 2x4")
    return parser.parse_args()


def run(command, stdin=None):
    start = time.perf_counter()
    result = subprocess.run(command, input=stdin, capture_output=True,
                            text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit("failed: %s\n%s" % (" ".join(command), result.stderr[-4000:]))
    return result.stdout, result.stderr, elapsed


def count_collectives(text):
    counts = collections.Counter()
    for match in re.finditer(r"= ap\.(\w+) .*? axes = \[([^\]]*)\]", text):
        if match.group(1) in COLLECTIVES:
            counts[match.group(1)] += 1
    return counts


def linear_layouts(text):
    """(contractions, with the sequence dim sharded): the linear-layer
    contractions [b, s, k] x [k, n] -> [b, s, n] of a plan, and how many of
    them shard dim 1 (the sequence) on some mesh axis."""
    total = sequence = 0
    pattern = re.compile(
        r'linalg\.generic \{[^}]*iterator_types = \["parallel", "parallel", '
        r'"parallel", "reduction"\]\} ins\(%[\w]+, %[\w]+ : '
        r'tensor<\d+x\d+x\d+x\w+>, tensor<\d+x\d+x\w+>\) outs\([^)]*\) '
        r'attrs = +\{ap\.sharding = #ap\.sharding<@\w+, \[([^\]]*)\]')
    for match in pattern.finditer(text):
        total += 1
        sequence += "S(1)" in match.group(1)
    return total, sequence


def remarks(stderr):
    return [line.split("remark: ", 1)[1] for line in stderr.splitlines()
            if "remark: " in line]


def summary_line(summary, key):
    for line in summary.splitlines():
        if line.strip().startswith(key):
            return line.strip()
    return key + ": -"


class Flow:
    def __init__(self, tools, name, source, auto_shard):
        self.opt = os.path.join(tools, "ap-opt")
        self.name = name
        self.source = source
        self.auto_shard = auto_shard
        self.stage_seconds = {}

    def stage(self, label, text, passes):
        out, err, seconds = run([self.opt, "-", "--pass-pipeline=builtin.module(%s)"
                                 % passes], text)
        self.stage_seconds[label] = seconds
        return out, err

    def plan(self, einsum, directory):
        summary = os.path.join(directory, "summary-%d.txt" % einsum)
        passes = "ap-import-torch,"
        if einsum:
            passes += "ap-canonicalize-einsum{report},"
        passes += "ap-auto-shard{%s summary=%s}" % (self.auto_shard, summary)
        out, err = self.stage("plan" if einsum else "plan (no einsum)",
                              self.source, passes)
        with open(summary) as file:
            return out, err, file.read()

    def report(self):
        with tempfile.TemporaryDirectory() as directory:
            print("== %s" % self.name)
            plans = {}
            for einsum in (False, True):
                plans[einsum] = self.plan(einsum, directory)
                summary = plans[einsum][2]
                print("  plan %-10s %s" % ("einsum" if einsum else "no einsum",
                                          summary_line(summary, "problem:")))
                print("  %-15s %s" % ("", summary_line(summary,
                                                      "strategies per")))
                print("  %-15s %s" % ("", summary_line(summary,
                                                      "predicted step:")))
            planned, einsum_err, _ = plans[True]
            for remark in remarks(einsum_err):
                print("  " + remark)
            total, sequence = linear_layouts(planned)
            print("  linear contractions [b, s, k] x [k, n]: %d, with the "
                  "sequence dim sharded: %d" % (total, sequence))
            print("  redistributions in the plan: %d"
                  % planned.count("ap.redistribute "))

            bypassed, bypass_err = self.stage(
                "bypass", planned, "ap-bypass-round-trips{report}")
            for remark in remarks(bypass_err):
                print("  " + remark)
            stages = []
            unfused, _ = self.stage("part (no einsum)", plans[False][0],
                                    "ap-partition{exact-annotations}")
            stages.append(("no einsum: partition", unfused))
            direct, _ = self.stage("part (no bypass)", planned,
                                   "ap-partition{exact-annotations}")
            stages.append(("partition, no bypass", direct))
            part, _ = self.stage("part", bypassed,
                                 "ap-partition{exact-annotations}")
            stages.append(("bypass + partition", part))
            fused, fuse_err = self.stage("fuse", part,
                                         "ap-fuse-all-gather-chains{report}")
            stages.append(("+ fuse", fused))
            merged, merge_err = self.stage("merge", fused,
                                           "ap-merge-collectives{report}")
            stages.append(("+ merge", merged))
            for remark in remarks(fuse_err) + remarks(merge_err):
                print("  " + remark)
            print("  %-22s %s %6s" % ("per-device collectives",
                                      " ".join("%14s" % kind
                                               for kind in COLLECTIVES),
                                      "total"))
            for label, text in stages:
                counts = count_collectives(text)
                print("  %-22s %s %6d" % (label, " ".join(
                    "%14d" % counts[kind] for kind in COLLECTIVES),
                    sum(counts.values())))

            _, whole_err, whole = run(
                [self.opt, "-", "--ap-auto-parallel=report %s"
                 % self.auto_shard], self.source)
            for remark in remarks(whole_err):
                if remark.startswith("ap-choose-einsum-form"):
                    print("  " + remark)
            print("  wall: whole pipeline %.2f s; stages: %s" % (whole, ", ".join(
                "%s %.2f s" % item for item in self.stage_seconds.items())))


def generator_graph(layers, mesh):
    out, _, _ = run([sys.executable,
                     os.path.join(ROOT, "tools", "model-gen", "llama.py"),
                     "--preset", "llama3-8b", "--layers", str(layers),
                     "--mesh", mesh])
    return out


def with_mesh(text, shape):
    axes = ", ".join('"%s"' % name for name in "abcd"[:shape.count("x") + 1])
    return re.sub(r"^module[^{]*\{", lambda m: m.group(0) +
                  "\n  ap.mesh @mesh(shape = %s, axes = [%s])" % (shape, axes),
                  text, count=1, flags=re.M)


def main():
    args = parse_args()
    for mesh in args.meshes.split(","):
        if not mesh:
            continue
        Flow(args.tools, "llama3-8b generator, %d layers, %s, h100"
             % (args.layers, mesh), generator_graph(args.layers, mesh),
             "target=h100").report()
    for fixture in args.fixtures.split(","):
        if not fixture:
            continue
        with open(os.path.join(INPUTS, fixture + ".mlir")) as file:
            source = with_mesh(file.read(), "2x4")
        Flow(args.tools, "PyTorch export %s, 2x4, slow target" % fixture,
             source, "target-json=%s" % SLOW).report()


if __name__ == "__main__":
    main()
