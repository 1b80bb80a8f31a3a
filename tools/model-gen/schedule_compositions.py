#!/usr/bin/env python3
"""ap-schedule-collectives composed with every pass that touches collectives,
in both orders, on partitioned programs (docs/Overlap.md, "Passes after the
schedule"):

  schedule_compositions.py --tools <dir of ap-opt, ap-run> PROGRAM.mlir \\
      [--seed 7 --seed 8]

For each global program (PROGRAM, then random_program.py's programs of the
seeds given) and
each pass P, the programs `ap-partition,S,P` and `ap-partition,P,S` (S the
schedule, with a budget so that small programs get buckets) are written by
ap-opt, which verifies them; a pass that keeps the program's meaning is then
held to the global program by `ap-run --compare` on the mesh's ranks.
Besides: after S then ap-collectives-on-dim-zero no collective is off dim 0
and as many collectives are in flight as after S alone (the rewrite went
around each start and wait); after ap-unschedule-collectives none is in
flight; after ap-collectives-to-local no ap op is left.

Prints a line per program and pass (with the collectives in flight in what
it wrote), then a summary; exits 1 on a failure.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

from random_program import RandomProgram

SCHEDULE = "ap-schedule-collectives{prefetch-budget=1}"
# (pass, whether it keeps the program's meaning)
PASSES = [
    ("ap-fuse-all-gather-chains", True),
    ("ap-merge-collectives", True),
    ("ap-collectives-on-dim-zero", True),
    ("ap-collectives-to-local{warn=false}", False),
    ("ap-unschedule-collectives", True),
    ("ap-schedule-collectives", True),
]
OFF_DIM_ZERO = re.compile(r"(split|concat)_dim = [1-9]|"
                          r"ap\.(all_gather|reduce_scatter) .* dim = [1-9]")
AP_OPS = re.compile(
    r"ap\.(all_gather|reduce_scatter|all_reduce|all_to_all|shard_slice|"
    r"group_index|start|wait)\b")


def starts(text):
    return text.count("ap.start")


class Checker:
    def __init__(self, tools, directory):
        self.ap_opt = os.path.join(tools, "ap-opt")
        self.ap_run = os.path.join(tools, "ap-run")
        self.directory = directory
        self.failures = []
        self.checked = 0
        # Collectives in flight in the last program written.
        self.in_flight = 0

    def opt(self, source, passes):
        pipeline = f"builtin.module({','.join(passes)})"
        result = subprocess.run(
            [self.ap_opt, source, f"--pass-pipeline={pipeline}"],
            capture_output=True, text=True)
        if result.returncode != 0:
            lines = result.stderr.strip().splitlines() or ["no output"]
            return None, lines[0]
        return result.stdout, ""

    def check(self, name, source):
        scheduled, why = self.opt(source, ["ap-partition", SCHEDULE])
        if scheduled is None:
            self.failures.append(f"{name}: the schedule: {why}")
            print(f"{name}: FAIL: the schedule: {why}")
            return
        in_flight = starts(scheduled)
        print(f"{name}: {in_flight} collective(s) in flight after the "
              f"schedule")
        for pass_name, keeps_meaning in PASSES:
            for after in (True, False):
                passes = (["ap-partition", SCHEDULE, pass_name] if after
                          else ["ap-partition", pass_name, SCHEDULE])
                order = "after" if after else "before"
                label = f"{name}: {pass_name} {order} the schedule"
                verdict = self.check_one(label, source, passes, after,
                                         pass_name, keeps_meaning, in_flight)
                self.checked += 1
                if verdict:
                    self.failures.append(f"{label}: {verdict}")
                    print(f"{label}: FAIL: {verdict}")
                else:
                    print(f"{label}: PASS, {self.in_flight} in flight")

    def check_one(self, label, source, passes, after, pass_name,
                  keeps_meaning, in_flight):
        text, why = self.opt(source, passes)
        if text is None:
            return f"ap-opt: {why}"
        self.in_flight = starts(text)
        if pass_name == "ap-collectives-on-dim-zero":
            if OFF_DIM_ZERO.search(text):
                return "a collective is off dim 0"
            if after and starts(text) != in_flight:
                return (f"{starts(text)} collective(s) in flight, "
                        f"{in_flight} before")
        if pass_name == "ap-unschedule-collectives" and after and \
                starts(text):
            return f"{starts(text)} collective(s) still in flight"
        if pass_name.startswith("ap-collectives-to-local") and \
                AP_OPS.search(text):
            return f"'{AP_OPS.search(text).group(0)}' is left"
        if not keeps_meaning:
            return ""
        candidate = os.path.join(self.directory, "candidate.mlir")
        with open(candidate, "w") as file:
            file.write(text)
        result = subprocess.run(
            [self.ap_run, "--compare", source, "--candidate", candidate],
            capture_output=True, text=True)
        last = (result.stdout.strip().splitlines() or [""])[-1]
        if result.returncode != 0 or "ap-run: PASS" not in last:
            lines = result.stderr.strip().splitlines() or [last]
            return f"ap-run: {lines[-1]}"
        return ""


def main():
    parser = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", required=True,
                        help="directory of ap-opt and ap-run")
    parser.add_argument("--seed", type=int, action="append", default=[],
                        help="a random program (random_program.py's seed) "
                        "after the given ones (repeatable)")
    parser.add_argument("programs", nargs="*",
                        help="global programs (sharded, not partitioned)")
    args = parser.parse_args()
    begin = time.time()
    with tempfile.TemporaryDirectory() as directory:
        checker = Checker(args.tools, directory)
        for program in args.programs:
            checker.check(os.path.basename(program), program)
        for seed in args.seed:
            text = RandomProgram(seed).build()
            source = os.path.join(directory, f"seed-{seed}.mlir")
            with open(source, "w") as file:
                file.write(text)
            checker.check(f"seed {seed}", source)
    programs = len(args.programs) + len(args.seed)
    print(f"schedule compositions: {programs} program(s), {len(PASSES)} "
          f"passes, both orders: {checker.checked} checked, "
          f"{len(checker.failures)} failed, {time.time() - begin:.1f} s")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
