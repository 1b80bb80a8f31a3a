#!/usr/bin/env python3
"""Collective bandwidth per message size on the runtime's backends.

  benchmarks/collectives.py [--backend threads|mpi|nccl] [--ranks 4]
                            [--sizes 4K,64K,1M,16M] [--repeat 10]

For each message size it writes a per-device program of `--repeat`
dependent all_reduce (sum) ops, and one of all_gather ops (each gathering
a 1/ranks chunk into the full size), runs it with ap-run on the backend
(`mpirun -np <ranks>` for mpi and nccl) and reads the program's run time
(ap-run's "run ... s": the JIT-compiled program alone, packing included).
It prints, per op and size, the time per collective and the algorithm
bandwidth (message bytes / time). The runtime computes every collective
from one exchange of the whole operand with each member of the group
(docs/Runtime.md), so an all_reduce moves (ranks - 1) x size per rank.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_size(text):
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    if text[-1].upper() in units:
        return int(text[:-1]) * units[text[-1].upper()]
    return int(text)


def program(op, elements, ranks, repeat):
    """A per-device program of `repeat` dependent collectives on f32."""
    lines = [f'ap.mesh @mesh(shape = {ranks}, axes = ["x"])']
    if op == "all_reduce":
        arg = f"tensor<{elements}xf32>"
        lines.append(f"func.func @main(%x: {arg} {{ap.local_sharding = "
                     f"#ap.sharding<@mesh, [P(sum)]>}}) -> ({arg} "
                     f"{{ap.local_sharding = #ap.sharding<@mesh, [R]>}}) {{")
        value = "%x"
        for i in range(repeat):
            lines.append(f"  %r{i} = ap.all_reduce {value} on @mesh axes = [0] "
                         f"reduce = sum : {arg}")
            value = f"%r{i}"
        lines.append(f"  return {value} : {arg}")
    else:
        chunk = elements // ranks
        small, full = f"tensor<{chunk}xf32>", f"tensor<{elements}xf32>"
        lines.append(f"func.func @main(%x: {small} {{ap.local_sharding = "
                     f"#ap.sharding<@mesh, [S(0)]>}}) -> ({full} "
                     f"{{ap.local_sharding = #ap.sharding<@mesh, [R]>}}) {{")
        value = "%x"
        for i in range(repeat):
            lines.append(f"  %g{i} = ap.all_gather {value} on @mesh axes = [0] "
                         f"dim = 0 : {small} -> {full}")
            if i + 1 < repeat:
                lines.append(f"  %s{i} = ap.shard_slice %g{i} on @mesh "
                             f"axes = [0] dim = 0 : {full} -> {small}")
                value = f"%s{i}"
        lines.append(f"  return %g{repeat - 1} : {full}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--backend", default="mpi",
                        choices=["threads", "mpi", "nccl"])
    parser.add_argument("--ranks", type=int, default=4)
    parser.add_argument("--sizes", default="4K,64K,1M,16M")
    parser.add_argument("--repeat", type=int, default=10)
    args = parser.parse_args()
    ap_run = os.path.join(args.tools, "ap-run")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    print(f"collectives on {args.ranks} ranks, backend {args.backend}, "
          f"{args.repeat} dependent ops per run, f32")
    print("%-11s %10s %14s %14s" % ("op", "size", "per op", "algbw"))
    for op in ("all_reduce", "all_gather"):
        for text in args.sizes.split(","):
            size = parse_size(text)
            elements = size // 4
            with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                             delete=False) as file:
                file.write(program(op, elements, args.ranks, args.repeat))
            command = [ap_run, file.name, f"--backend={args.backend}"]
            if args.backend != "threads":
                command = ["mpirun", "-np", str(args.ranks),
                           "--oversubscribe"] + command
            result = subprocess.run(command, capture_output=True, text=True,
                                    env=env)
            os.unlink(file.name)
            match = re.search(r"run ([\d.]+) s", result.stdout)
            if result.returncode != 0 or not match:
                sys.exit(f"failed: {' '.join(command)}\n{result.stderr[-2000:]}")
            seconds = float(match.group(1)) / args.repeat
            print("%-11s %10s %11.1f us %9.3f GB/s" % (
                op, text, seconds * 1e6, size / seconds / 1e9))


if __name__ == "__main__":
    main()
