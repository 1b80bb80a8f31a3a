#!/usr/bin/env python3
"""Checks that a plan summary's collectives are those of the partitioned IR.

Usage: compare-collectives.py SUMMARY PARTITIONED.mlir

SUMMARY is what `ap-auto-shard{summary=FILE}` wrote; PARTITIONED is the same
program after `ap-partition{exact-annotations}`. Every collective the plan
priced (kind and ordered mesh axes, with its count) must be emitted, and
nothing else. Prints both lists and exits 1 on a difference.
"""
import collections
import re
import sys


def summary_collectives(text):
    counts = collections.Counter()
    section = text.split("collectives per step:", 1)
    if len(section) < 2:
        sys.exit("no 'collectives per step' section in the summary")
    for line in section[1].splitlines()[1:]:
        match = re.match(r"\s+(\w+) axes = \[([\d, ]*)\]\s+x(\d+)", line)
        if not match:
            break
        axes = tuple(int(a) for a in match.group(2).split(",") if a.strip())
        counts[(match.group(1), axes)] += int(match.group(3))
    return counts


def ir_collectives(text):
    counts = collections.Counter()
    pattern = re.compile(
        r"ap\.(all_gather|reduce_scatter|all_reduce|all_to_all|shard_slice) "
        r"%\S+ on @\w+ axes = \[([\d, ]*)\]")
    for match in pattern.finditer(text):
        axes = tuple(int(a) for a in match.group(2).split(",") if a.strip())
        counts[(match.group(1), axes)] += 1
    return counts


def main():
    summary = summary_collectives(open(sys.argv[1]).read())
    ir = ir_collectives(open(sys.argv[2]).read())
    for name, counts in (("plan", summary), ("partitioned IR", ir)):
        print(f"{name}:")
        for (kind, axes), count in sorted(counts.items()):
            print(f"  {kind} axes = {list(axes)} x{count}")
    if summary != ir:
        print("MISMATCH: the plan's collectives differ from the partitioned IR")
        return 1
    print("MATCH")
    return 0


if __name__ == "__main__":
    sys.exit(main())
