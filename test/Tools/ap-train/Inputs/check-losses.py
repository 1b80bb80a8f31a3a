"""Checks ap-train's step lines:
`check-losses.py RUN [REFERENCE --rtol R] [--period P]`. With a REFERENCE
run, every step's loss must be within R (relative) of its (the run's steps
among the reference's: a resumed run has the later ones); with P (the
steps after which the data repeat), the loss of every step k + P must be
below that of step k."""

import argparse
import re
import sys

parser = argparse.ArgumentParser()
parser.add_argument("run")
parser.add_argument("reference", nargs="?")
parser.add_argument("--rtol", type=float, default=0.0)
parser.add_argument("--period", type=int, default=0)
args = parser.parse_args()


def losses(path):
    found = {}
    for line in open(path):
        m = re.match(r"step (\d+) loss (\S+) tokens/s \S+$", line.strip())
        if m:
            found[int(m.group(1))] = float(m.group(2))
    return found


run = losses(args.run)
steps = sorted(run)
if not steps:
    sys.exit("no step lines")
if args.period:
    pairs = [k for k in steps if k + args.period in run]
    if not pairs:
        sys.exit("no steps a period apart")
    for k in pairs:
        if not run[k + args.period] < run[k]:
            sys.exit(f"loss of step {k + args.period} is not below step {k}'s")
if args.reference:
    reference = losses(args.reference)
    # The run's steps (a resumed run: the later ones) are the reference's.
    if not set(steps) <= set(reference):
        sys.exit(f"steps differ: {steps} vs {sorted(reference)}")
    for step in steps:
        a, b = run[step], reference[step]
        if abs(a - b) > args.rtol * abs(b):
            sys.exit(f"step {step}: loss {a} vs {b}, beyond rtol {args.rtol}")
print(f"ok: {len(steps)} steps, loss {run[steps[0]]} -> {run[steps[-1]]}")
