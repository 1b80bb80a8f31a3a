#!/usr/bin/env python3
"""Writes what ap-opt prints for every program the repository pins, so that
two builds can be compared output by output (a refactoring must not change
a plan, a partitioned program or a diagnostic).

Usage: ir-snapshot.py BIN_DIR OUT_DIR

Runs, with BIN_DIR/ap-opt:
  - every `ap-opt %s ...` RUN line of test/ (the part before the first pipe
    or redirection, with %s the test file), stdout and stderr;
  - the generator's LLaMA steps through ap-auto-parallel on 2x2 and 2x4,
    and 32 layers of the 8B shape through ap-auto-shard on 8x8, with the
    plan summaries;
  - examples/*.mlir through the pipeline scripts/run-example.sh uses.
Each output goes to OUT_DIR/<name>.out with the exit status on its last
line. Compare two snapshots with `diff -r OLD NEW`.
"""
import hashlib
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def run(name, command, out_dir, stdin=None):
    result = subprocess.run(command, shell=True, cwd=ROOT, input=stdin,
                            capture_output=True, timeout=600)
    text = result.stdout + b"\n--- stderr\n" + result.stderr
    # Temporary paths and timings differ from run to run.
    text = re.sub(rb"/tmp/[\w./-]+", b"<tmp>", text)
    text = re.sub(rb"ISATimeInMs = \d+", b"ISATimeInMs = <time>", text)
    text = b"\n".join(
        re.sub(rb"\d+(\.\d+)?(e-?\d+)? ?(ms|s)\b", b"<time>", line)
        if re.search(rb"solver:|elapsed|wall|planned in|^ap-[\w-]+:  +\d", line) else line
        for line in text.split(b"\n"))
    text += b"\n--- exit %d\n" % result.returncode
    with open(os.path.join(out_dir, name + ".out"), "wb") as f:
        f.write(text)


def run_lines(path):
    lines = []
    with open(path, errors="replace") as f:
        for line in f:
            match = re.match(r"\s*//\s*RUN:\s*(.*)", line)
            if match:
                lines.append(match.group(1).rstrip("\\").strip())
    return lines


def main():
    bin_dir, out_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(out_dir, exist_ok=True)
    opt = os.path.join(bin_dir, "ap-opt")
    count = 0
    for directory, _, files in sorted(os.walk(os.path.join(ROOT, "test"))):
        if "Inputs" in directory:
            continue
        for file in sorted(files):
            if not file.endswith(".mlir"):
                continue
            path = os.path.join(directory, file)
            for index, line in enumerate(run_lines(path)):
                line = re.sub(r"^not\s+", "", line)
                if not line.startswith("ap-opt %s"):
                    continue
                command = re.split(r"\s\|\s|\s2>&1|\s-o\s", line)[0]
                command = command.replace("ap-opt", opt, 1).replace("%s", path)
                command = command.replace("%S", directory)
                if "%" in command:
                    continue
                name = os.path.relpath(path, ROOT).replace("/", "_") + f".{index}"
                run(name, command, out_dir)
                count += 1
    gen = os.path.join(ROOT, "tools", "model-gen", "llama.py")
    models = {
        "llama-tiny-2x2": (f"{gen} --preset tiny --layers 2 --mesh 2x2",
                           "--ap-auto-parallel=summary=-"),
        "llama-small-2x4": (f"{gen} --preset small --layers 2 --mesh 2x4",
                            "--ap-auto-parallel=summary=-"),
        "llama3-8b-32-8x8": (f"{gen} --preset llama3-8b --mesh 8x8",
                             "--ap-auto-shard=summary=- -o /dev/null"),
    }
    for name, (generate, pipeline) in models.items():
        program = subprocess.run(generate, shell=True, capture_output=True,
                                 check=True).stdout
        run(name, f"{opt} {pipeline}", out_dir, stdin=program)
        count += 1
    for file in sorted(os.listdir(os.path.join(ROOT, "examples"))):
        path = os.path.join(ROOT, "examples", file)
        run("example_" + file, f"{opt} {path} --ap-auto-parallel", out_dir)
        count += 1
    digest = hashlib.sha256()
    for file in sorted(os.listdir(out_dir)):
        with open(os.path.join(out_dir, file), "rb") as f:
            digest.update(file.encode() + f.read())
    print(f"{count} outputs in {out_dir}, digest {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
