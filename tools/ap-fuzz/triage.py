#!/usr/bin/env python3
"""Reruns ap-fuzz reproducers and groups them by what went wrong.

  triage.py AP_FUZZ REPO_ROOT ARTIFACT...

Each reproducer runs once (``AP_FUZZ ARTIFACT``); its signature is the
ap-fuzz FINDING line when there is one, otherwise the kind of report (ASan
error, UBSan runtime error, LLVM fatal error, assertion, libFuzzer timeout or
deadly signal) and the top three frames of its stack below the sanitizer
runtime, libc and the fuzzer driver. A signature is *project* when one of
those frames (or, for an upstream frame, the next two) lies in the
repository's sources, *upstream* otherwise. Prints one line per distinct
signature, with the count and the smallest reproducer. Standard library only.
"""

import os
import re
import subprocess
import sys

FRAME = re.compile(r"^\s*#(\d+) 0x[0-9a-f]+ in (.*?)(?: (/\S+?)(?::\d+)*)?$")
RUNTIME = re.compile(
    r"^(__sanitizer|__asan|__ubsan|__lsan|__interceptor|__interception|"
    r"___interceptor|abort|raise|__GI_|__libc|__assert|__pthread|"
    r"pthread_kill|gsignal|fuzzer::|LLVMFuzzerTestOneInput|main$|_start|"
    r"llvm::report_fatal_error|llvm::llvm_unreachable_internal|"
    r"llvm::sys::|SignalHandler|\(anonymous namespace\)::reportFinding|"
    r"malloc|calloc|realloc|free|operator new|operator delete)")


def short(function):
    """Drops argument lists and template arguments for a stable key."""
    out, depth = [], 0
    for ch in function:
        if ch in "<(":
            depth += 1
        elif ch in ">)" and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out).strip()


def signature(output, root):
    for line in output.splitlines():
        if line.startswith("ap-fuzz: FINDING:"):
            # Locations vary with the input; keep kind, stage and the
            # message's first words.
            text = re.sub(r"loc\(.*?\)|\"[^\"]*\"|%\w+|\d+", "_",
                          line[len("ap-fuzz: FINDING: "):])
            return "finding: " + text[:160], classify_finding(line)
    kind = "crash"
    for line in output.splitlines():
        m = re.search(r"ERROR: (AddressSanitizer|LeakSanitizer): ([\w-]+)",
                      line)
        if m:
            kind = f"{m.group(1)}: {m.group(2)}"
            break
        m = re.search(r"runtime error: (.*)", line)
        if m:
            kind = "UBSan: " + re.sub(r"0x[0-9a-f]+|\d+", "_", m.group(1))[:80]
            break
        m = re.search(r"Assertion `(.*)' failed", line)
        if m:
            kind = "assert: " + m.group(1)[:100]
            break
        m = re.search(r"LLVM ERROR: (.*)", line)
        if m:
            kind = "LLVM ERROR: " + re.sub(r"\d+", "_", m.group(1))[:100]
            break
        m = re.search(r"ERROR: libFuzzer: ([\w-]+)", line)
        if m:
            kind = "libFuzzer: " + m.group(1)
            # keep looking: a more precise report may follow
    frames = []
    for line in output.splitlines():
        m = FRAME.match(line)
        if not m:
            continue
        if m.group(1) == "0" and frames:
            break  # a second stack (e.g. the allocation's): stop at the first
        function, path = m.group(2), m.group(3) or ""
        if RUNTIME.match(function) or "libclang_rt" in path or \
                "/libc.so" in path:
            continue
        frames.append((short(function), path))
    top = frames[:3]
    project = any(path.startswith(root) for _, path in frames[:3])
    key = kind + " @ " + " <- ".join(f for f, _ in top)
    return key, "project" if project else "upstream"


def classify_finding(line):
    # A finding names the stage: ap-* passes and the parser's round trip of
    # ap IR are the project's first suspects.
    return "project?" if " ap-" in line or "ap." in line else "upstream?"


def main():
    fuzzer, root = sys.argv[1], os.path.realpath(sys.argv[2])
    groups = {}
    for artifact in sys.argv[3:]:
        try:
            run = subprocess.run([fuzzer, artifact], capture_output=True,
                                 text=True, errors="replace", timeout=600)
            output = run.stdout + run.stderr
            ok = run.returncode == 0
        except subprocess.TimeoutExpired:
            output, ok = "ERROR: libFuzzer: timeout (rerun)", False
        if ok:
            key, where = "does not reproduce", "-"
        else:
            key, where = signature(output, root + "/")
        size = os.path.getsize(artifact)
        group = groups.setdefault(key, [where, 0, None])
        group[1] += 1
        if group[2] is None or size < os.path.getsize(group[2]):
            group[2] = artifact
    for key, (where, count, smallest) in sorted(
            groups.items(), key=lambda kv: (kv[1][0], kv[0])):
        print(f"[{where}] x{count} {key}\n    reproducer: {smallest}")
    distinct = [k for k in groups if k != "does not reproduce"]
    print(f"distinct: {len(distinct)} "
          f"(project: {sum(groups[k][0].startswith('project') for k in distinct)}, "
          f"upstream: {sum(groups[k][0].startswith('upstream') for k in distinct)})")


if __name__ == "__main__":
    main()
