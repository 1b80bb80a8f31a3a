#!/usr/bin/env python3
"""Checks the table of op families in docs/ShardingRules.md ("## The rules")
against the registered rules:

  scripts/check-sharding-rules-table.py [ROOT]

Every function of lib/Sharding/Rules/Rules.def must be defined in a rule
file the table names (`Rules/File.cpp`), every op that file attaches a model
to by name (`tensor::ExtractOp::attachInterface`) must be named in the file's
row (`extract`), and every file the table names must exist. Prints what is
missing and exits 1; test/Sharding/rules-table.mlir runs it.
"""
import os
import re
import sys


def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else \
        os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rules = os.path.join(root, "lib", "Sharding", "Rules")
    with open(os.path.join(rules, "Rules.def")) as f:
        functions = re.findall(r"^SHARDING_RULE\([\w:]+,\s*(\w+)\)", f.read(), re.M)
    with open(os.path.join(root, "docs", "ShardingRules.md")) as f:
        page = f.read()
    section = page.split("## The rules", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        for name in re.findall(r"`Rules/(\w+\.cpp)`", line):
            rows[name] = rows.get(name, "") + line
    problems = []
    for name in rows:
        if not os.path.exists(os.path.join(rules, name)):
            problems.append(f"the table names Rules/{name}, which does not exist")
    sources = {name: open(os.path.join(rules, name)).read()
               for name in sorted(os.listdir(rules)) if name.endswith(".cpp")}
    for function in functions:
        files = [name for name, text in sources.items()
                 if re.search(rf"^void mlir::ap::{function}\(", text, re.M)]
        if not files:
            problems.append(f"Rules.def registers {function}, which no rule file defines")
            continue
        name = files[0]
        if name not in rows:
            problems.append(f"Rules/{name} ({function}) has no row in the table of "
                            "docs/ShardingRules.md")
            continue
        for op in re.findall(r"(\w+)Op::attachInterface", sources[name]):
            if not re.search(rf"\b{snake(op)}\b", rows[name]):
                problems.append(f"Rules/{name} attaches a rule to the op "
                                f"'{snake(op)}', which its row does not name")
    for problem in problems:
        print(f"error: {problem}")
    if problems:
        return 1
    print(f"{len(functions)} registered rule functions, {len(rows)} rule files: "
          "every one in the table")
    return 0


if __name__ == "__main__":
    sys.exit(main())
