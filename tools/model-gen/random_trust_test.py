#!/usr/bin/env python3
"""Differential random testing of ap-partition over element types, partial
kinds, special floats, odd meshes and nested regions: writes the programs of
random_trust_program.py and runs each through `ap-run --compare -`.

  random_trust_test.py --tools build/bin --first 1 --count 300 [--jobs N]

Every case ends as one of:
  passed      ap-run exit 0 (every output matches); or, for a program whose
              check fails on its inputs (a failing cf.assert), the program
              and the one the pipeline makes of it (ap-opt, then ap-run on
              it alone) both end with the assertion's error;
  diagnosed   exit 2 with a located `loc: error: ...` diagnostic (the
              verifier or ap-partition refused the program: legitimate);
  mismatched  exit 1 (the partitioned program computes something else), or
              the pipeline's program ran where the original's check failed;
  crashed     killed by a signal, a timeout, another exit code, or exit 2
              without a located error.
One line per case that did not pass, with "replay seed N: <command>"; then
`cases N, passed N, diagnosed N, mismatched N, crashed N` with the meshes,
types and wall time. --verbose adds the diagnostics by frequency and the
features covered. Exit 1 on any mismatch or crash.
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import time

from random_trust_program import TrustProgram

HERE = os.path.dirname(os.path.abspath(__file__))
# `file:3:5: error: ...` or `loc("file":3:5): error: ...`
LOCATED_ERROR = re.compile(r'^(?:loc\("[^"]*":\d+:\d+\)|[^\s:]+:\d+:\d+): error: (.*)$', re.M)


def run_ap_run(command, text, timeout):
    """Runs ap-run; retries briefly when the binary is being rebuilt."""
    for attempt in range(20):
        try:
            return subprocess.run(command, input=text, capture_output=True,
                                  text=True, timeout=timeout)
        except (FileNotFoundError, PermissionError, OSError) as error:
            if attempt == 19:
                raise
            last = error
            time.sleep(3)
    raise last


def normalize(message):
    """A diagnostic without its numbers and types, to count kinds."""
    message = re.sub(r"tensor<[^>]*>", "tensor<...>", message)
    message = re.sub(r"\[[^\[\]]*\]", "[...]", message)
    return re.sub(r"\d+", "N", message)


FAILED_CHECK = "an assertion of the program failed"


def run_candidate_alone(program, text, ap_run, timeout, extra_args):
    """The pipeline's program of `program` (ap-opt), run alone; returns
    (exit status, output)."""
    ap_opt = os.path.join(os.path.dirname(ap_run), "ap-opt")
    lowered = subprocess.run([ap_opt, f"--pass-pipeline=builtin.module({program.pipeline})"],
                             input=text, capture_output=True, text=True, timeout=timeout)
    if lowered.returncode != 0:
        return lowered.returncode, lowered.stderr
    flags = [f for f in program.flags() if not f.startswith("--pipeline")]
    result = run_ap_run([ap_run, "-"] + flags + list(extra_args), lowered.stdout, timeout)
    return result.returncode, result.stdout + result.stderr


def run_case(seed, ap_run, timeout, extra_args=()):
    program = TrustProgram(seed)
    text = program.build()
    command = [ap_run, "--compare", "-"] + program.flags() + list(extra_args)
    replay = (f"{shlex.quote(sys.executable)} "
              f"{shlex.quote(os.path.join(HERE, 'random_trust_program.py'))} "
              f"--seed {seed} | {' '.join(shlex.quote(c) for c in command)}")
    info = {"seed": seed, "mesh": "x".join(map(str, program.mesh)),
            "dtype": program.dtype, "specials": bool(program.specials),
            "features": program.features, "replay": replay,
            "pipeline": program.pipeline}
    start = time.time()
    try:
        result = run_ap_run(command, text, timeout)
    except subprocess.TimeoutExpired:
        return dict(info, status="crashed", message=f"timed out after {timeout} s")
    info["time"] = time.time() - start
    rc, out, err = result.returncode, result.stdout, result.stderr
    tail = ((err.strip() or out.strip()).splitlines() or [""])[-1]
    if rc == 0 and "ap-run: PASS" in out:
        return dict(info, status="passed", message="")
    failed_check = next((l for l in err.splitlines() if FAILED_CHECK in l), None)
    if failed_check and " on rank " in failed_check:
        # The reference ran and passed its checks: the candidate failed one.
        return dict(info, status="mismatched",
                    message=f"the candidate failed a check the reference passed: {failed_check}")
    if failed_check:
        # The reference's check failed: the pipeline's program must fail it
        # too (a rewrite that drops it runs on).
        try:
            crc, cout = run_candidate_alone(program, text, ap_run, timeout, extra_args)
        except subprocess.TimeoutExpired:
            return dict(info, status="crashed", message=f"timed out after {timeout} s")
        if crc != 0 and FAILED_CHECK in cout:
            return dict(info, status="passed", message="", failed_check=True)
        if crc == 2 and LOCATED_ERROR.search(cout):
            return dict(info, status="diagnosed", message=LOCATED_ERROR.search(cout).group(1))
        if crc == 0:
            return dict(info, status="mismatched",
                        message="the pipeline's program ran where the check failed")
        return dict(info, status="crashed", message=f"the pipeline's program: exit {crc}")
    if rc == 1:
        lines = [l for l in (out + err).splitlines() if "FAIL" in l or "differ" in l]
        return dict(info, status="mismatched", message=(lines or [tail])[0])
    if rc == 2:
        located = LOCATED_ERROR.search(err)
        if located:
            return dict(info, status="diagnosed", message=located.group(1))
        return dict(info, status="crashed", message=f"exit 2 without a located error: {tail}")
    what = f"signal {-rc}" if rc < 0 else f"exit {rc}"
    return dict(info, status="crashed", message=f"{what}: {tail}")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", default=os.path.join(HERE, "..", "..", "build", "bin"),
                        help="directory of ap-run (default: build/bin)")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=int, default=300, help="seconds per case")
    parser.add_argument("--verbose", action="store_true",
                        help="diagnostics by frequency, features, slowest cases")
    parser.add_argument("--quiet-diagnosed", action="store_true",
                        help="no line per diagnosed case")
    parser.add_argument("--ap-run-arg", action="append", default=[],
                        help="one more ap-run argument (repeatable), e.g. "
                             "--ap-run-arg=--collectives=native")
    args = parser.parse_args()
    ap_run = os.path.abspath(os.path.join(args.tools, "ap-run"))
    start = time.time()
    seeds = range(args.first, args.first + args.count)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda s: run_case(s, ap_run, args.timeout, args.ap_run_arg),
                                 seeds))
    counts = collections.Counter(r["status"] for r in results)
    for r in results:
        if r["status"] == "passed" or (r["status"] == "diagnosed" and args.quiet_diagnosed):
            continue
        print(f"seed {r['seed']}: {r['status'].upper()} (mesh {r['mesh']}, {r['dtype']}"
              f"{', specials' if r['specials'] else ''}): {r['message']}; "
              f"replay seed {r['seed']}: {r['replay']}")
    if args.verbose:
        print("diagnostics by frequency:")
        diagnostics = collections.Counter(normalize(r["message"]) for r in results
                                          if r["status"] == "diagnosed")
        for message, n in diagnostics.most_common():
            print(f"  {n:6d}  {message}")
        features = collections.Counter(f for r in results for f in r["features"])
        print("features (cases): " + ", ".join(f"{f} {n}" for f, n in sorted(features.items())))
        timed = sorted((r for r in results if "time" in r), key=lambda r: -r["time"])[:5]
        print("slowest: " + ", ".join(f"seed {r['seed']} {r['time']:.1f} s" for r in timed))
    meshes = sorted({r["mesh"] for r in results}, key=lambda m: (m.count("x"), m))
    types = collections.Counter(r["dtype"] for r in results)
    specials = sum(r["specials"] for r in results)
    failed_checks = sum(bool(r.get("failed_check")) for r in results)
    features = collections.Counter(f for r in results for f in r["features"])
    pipelines = collections.Counter(r["pipeline"] for r in results)
    print(f"random trust test: seeds {args.first}..{args.first + args.count - 1}: "
          f"cases {len(results)}, passed {counts['passed']}, diagnosed {counts['diagnosed']}, "
          f"mismatched {counts['mismatched']}, crashed {counts['crashed']}; "
          f"meshes {' '.join(meshes)}; types "
          f"{' '.join(f'{t} {n}' for t, n in sorted(types.items()))}; "
          f"float specials {specials}; uneven layouts {features['uneven layout']}, "
          f"checked ops {features['checked op']} (failing checks that failed in both "
          f"{failed_checks}), values returned twice "
          f"{features['returned twice'] + features['callee returns one value twice']}, "
          f"long sums {sum(n for f, n in features.items() if f.startswith('long '))}; "
          f"pipelines: {', '.join(f'{p} {n}' for p, n in pipelines.most_common())}; "
          f"wall {time.time() - start:.1f} s")
    return 1 if counts["mismatched"] or counts["crashed"] else 0


if __name__ == "__main__":
    sys.exit(main())
