#!/usr/bin/env python3
"""Checks the layers of docs/Architecture.md against the includes.

Every header under include/Shard/<Folder>/ and source under lib/<Folder>/
belongs to the layer <Folder> (tools/<tool>/ to the layer Tools). A file may
include a header of its own layer or of a layer below it, never one above:

  Placement < Runtime < Redistribution < TargetDescription < Dialect
  < Target < Sharding < Solver < Transforms < Conversion < Execution < Tools

(Placement, Runtime, Redistribution and Solver include no MLIR header but
the runtime's memref descriptors.) With
--graph it also prints the folder-level graph, one edge a line. Exit 1 on any include that runs upwards, with its file and line.

  scripts/check-layers.py [--graph]
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORDER = ["Placement", "Runtime", "Redistribution", "TargetDescription",
         "Dialect", "Target", "Sharding", "Solver", "Transforms",
         "Conversion", "Execution", "Tools"]
RANK = {name: index for index, name in enumerate(ORDER)}
# The layers below the IR: no MLIR header but the runtime's memref
# descriptors (mlir/ExecutionEngine).
NO_IR = {"Placement", "Runtime", "Redistribution", "Solver"}
MLIR_INCLUDE = re.compile(r'^\s*#\s*include\s+"mlir/(?!ExecutionEngine/)')
INCLUDE = re.compile(r'^\s*#\s*include\s+"Shard/([^/"]+)/')


def layer_of(path):
    parts = os.path.relpath(path, ROOT).split(os.sep)
    if parts[0] == "include" and len(parts) > 3:
        return parts[2]
    if parts[0] == "lib" and len(parts) > 2:
        return parts[1]
    if parts[0] == "tools":
        return "Tools"
    return None


def main():
    errors, edges = [], set()
    for top in ("include/Shard", "lib", "tools"):
        for directory, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if not name.endswith((".h", ".cpp", ".td", ".inc")):
                    continue
                path = os.path.join(directory, name)
                layer = layer_of(path)
                if layer is None:
                    continue
                if layer not in RANK:
                    errors.append(f"{os.path.relpath(path, ROOT)}: layer "
                                  f"'{layer}' is not in scripts/check-layers.py's order")
                    continue
                with open(path, errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        if layer in NO_IR and MLIR_INCLUDE.match(line):
                            errors.append(f"{os.path.relpath(path, ROOT)}:{number}: "
                                          f"{layer} includes MLIR's IR")
                        match = INCLUDE.match(line)
                        if not match or match.group(1) == layer:
                            continue
                        target = match.group(1)
                        edges.add((layer, target))
                        if target not in RANK:
                            continue
                        if RANK[target] > RANK[layer]:
                            errors.append(f"{os.path.relpath(path, ROOT)}:{number}: "
                                          f"{layer} includes {target} (Shard/{target}/...)")
    if "--graph" in sys.argv:
        for layer, target in sorted(edges, key=lambda e: (RANK.get(e[0], 99), e[1])):
            print(f"{layer} -> {target}")
    for error in errors:
        print(error)
    print(f"{len(errors)} includes against the layers", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
