#!/usr/bin/env python3
"""Differential random testing of ap-partition: writes random sharded
programs (random_program.py) and checks each with `ap-run --compare`.

  random_test.py --tools <dir with ap-run> --first 1 --count 25

Prints one line per failing seed and a summary; exits 1 if any failed.
With --mpi every rank is an MPI process (mpirun must be on the PATH).
"""

import argparse
import os
import subprocess
import sys
import shlex
import tempfile
import time

from random_program import RandomProgram


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tools", required=True, help="directory of ap-run")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--count", type=int, default=25)
    parser.add_argument("--pipeline", default=None,
                        help="ap-run's --pipeline (default: ap-partition)")
    parser.add_argument("--mpi", action="store_true",
                        help="run the ranks as MPI processes (mpirun -np "
                        "<devices> --oversubscribe ap-run --backend=mpi)")
    parser.add_argument("--mpirun", default="mpirun --oversubscribe",
                        help="the launcher of --mpi, as one string (lit "
                        "passes its %%mpirun)")
    parser.add_argument("--joint", action="store_true",
                        help="joint training steps (random_program.py --joint)")
    parser.add_argument("--ap-run-arg", action="append", default=[],
                        help="one more ap-run argument (repeatable), e.g. "
                        "--ap-run-arg=--contractions=gemm")
    args = parser.parse_args()
    ap_run = os.path.join(args.tools, "ap-run")
    failed, outputs, meshes, temporary = [], 0, set(), []
    start = time.time()
    for seed in range(args.first, args.first + args.count):
        program = RandomProgram(seed)
        text = program.build(joint=args.joint)
        meshes.add("x".join(map(str, program.mesh)))
        command = [ap_run, "--compare", "-"]
        if args.mpi:
            # mpirun gives stdin to rank 0 only: every rank reads a file.
            with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                             delete=False) as file:
                file.write(text)
            temporary.append(file.name)
            command = shlex.split(args.mpirun) + [
                       "-np", str(program.devices), ap_run, "--backend=mpi",
                       "--collective-timeout=60", "--compare", file.name]
        if args.pipeline:
            command.append(f"--pipeline={args.pipeline}")
        command += args.ap_run_arg
        result = subprocess.run(command, input=text,
                                capture_output=True, text=True)
        last = (result.stdout.strip().splitlines() or [""])[-1]
        if result.returncode != 0 or "ap-run: PASS" not in last:
            failed.append(seed)
            message = (result.stderr.strip().splitlines() or [last])[-1]
            print(f"seed {seed}: FAIL: {message}")
            continue
        outputs += int(last.split(":")[2].split()[0])
    for name in temporary:
        os.unlink(name)
    passed = args.count - len(failed)
    print(f"random differential test: {args.count} programs (seeds "
          f"{args.first}..{args.first + args.count - 1}) on meshes "
          f"{', '.join(sorted(meshes))}: {passed} passed, {len(failed)} failed, "
          f"{outputs} outputs compared, {time.time() - start:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
