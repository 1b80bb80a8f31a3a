#!/usr/bin/env python3
"""Lists the functions of lib/ and tools/ longer than a limit (default 120
lines), longest first:

  scripts/long-functions.py [--limit N] [--check] [PATH...]

A function is a definition that starts at column 0 and ends at the next
`}` at column 0 (LLVM style); one whose definition is preceded by a comment
containing `one function:` says why it must be one and is not counted.
--check exits 1 when any is listed.
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START = re.compile(r"^[A-Za-z_][\w:<>,\s\*&~]*[\w>]\s*[\*&]?\s*[\w:~<>=\[\]+\-*/!]+\s*\(")


def functions(path):
    with open(path, errors="replace") as f:
        lines = f.read().split("\n")
    start = None
    opened = False
    for number, line in enumerate(lines):
        if start is None and START.match(line) and not line.rstrip().endswith(";") \
                and not line.startswith(("return", "namespace", "using", "static_assert")):
            start, opened = number, "{" in line
        elif start is not None and not opened:
            if "{" in line:
                opened = True
            elif line.rstrip().endswith(";"):
                start = None
        elif start is not None and line.startswith("}"):
            comment = "\n".join(lines[max(0, start - 6):start])
            name = re.sub(r"\(.*", "", lines[start]).split()[-1]
            if "one function:" not in comment:
                yield name, start + 1, number - start + 1
            start = None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=int, default=120)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("paths", nargs="*", default=["lib", "tools"])
    args = parser.parse_args()
    found = []
    for top in args.paths:
        for directory, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith((".cpp", ".h")):
                    path = os.path.join(directory, name)
                    for function, line, length in functions(path):
                        if length > args.limit:
                            found.append((length, os.path.relpath(path, ROOT), line, function))
    for length, path, line, function in sorted(found, reverse=True):
        print(f"{length:5d}  {path}:{line}  {function}")
    print(f"{len(found)} functions over {args.limit} lines", file=sys.stderr)
    return 1 if args.check and found else 0


if __name__ == "__main__":
    sys.exit(main())
