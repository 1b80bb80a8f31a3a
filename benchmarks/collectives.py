#!/usr/bin/env python3
"""Collective bandwidth per message size on the runtime's backends.

  benchmarks/collectives.py [--backend threads|mpi|nccl] [--ranks 4]
                            [--sizes 4K,64K,1M,16M] [--repeat 10]
                            [--collectives exact|native] [--runs 1]

For each message size it writes a per-device program of `--repeat`
collectives of each kind (`--ops`: all_reduce and all_gather dependent,
each on the previous result; reduce_scatter and all_to_all independent, on
the input), runs it with ap-run on the backend (`mpirun -np <ranks>` for
mpi and nccl) and reads the program's run time (ap-run's "run ... s": the
JIT-compiled program alone, packing included) and its traffic (ap-run's
"collectives: ..." line: the bytes the busiest rank sent, and the cost
model's bus bytes). It prints, per op and size, the time per collective,
the algorithm bandwidth (message bytes / time), the bytes one rank sent per
collective and the cost model's. The runtime sends each member only its
piece (docs/Runtime.md): (n-1)/n of the message for all_gather,
reduce_scatter and all_to_all, 2 (n-1)/n for all_reduce, as a ring does.
With `--collectives native` the backend's library computes them (MPI's or
NCCL's own collectives, the threads backend's ring); what a library sends is
its own business, so the sent column reads "library" (the bytes of the
exchanges when some collectives fell back to them).
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
    """A per-device program of `repeat` collectives of one kind on f32."""
    lines = [f'ap.mesh @mesh(shape = {ranks}, axes = ["x"])']
    chunk = elements // ranks
    small, full = f"tensor<{chunk}xf32>", f"tensor<{elements}xf32>"

    def sharding(placement):
        return f"{{ap.local_sharding = #ap.sharding<@mesh, [{placement}]>}}"

    if op == "all_reduce":
        # Dependent: each reduces the previous result.
        lines.append(f"func.func @main(%x: {full} {sharding('P(sum)')}) -> "
                     f"({full} {sharding('R')}) {{")
        value = "%x"
        for i in range(repeat):
            lines.append(f"  %r{i} = ap.all_reduce {value} on @mesh axes = [0] "
                         f"reduce = sum : {full}")
            value = f"%r{i}"
        lines.append(f"  return {value} : {full}")
    elif op == "all_gather":
        # Dependent: each gathers this rank's chunk of the previous result.
        lines.append(f"func.func @main(%x: {small} {sharding('S(0)')}) -> "
                     f"({full} {sharding('R')}) {{")
        value = "%x"
        for i in range(repeat):
            lines.append(f"  %g{i} = ap.all_gather {value} on @mesh axes = [0] "
                         f"dim = 0 : {small} -> {full}")
            if i + 1 < repeat:
                lines.append(f"  %s{i} = ap.shard_slice %g{i} on @mesh "
                             f"axes = [0] dim = 0 : {full} -> {small}")
                value = f"%s{i}"
        lines.append(f"  return %g{repeat - 1} : {full}")
    else:
        # Independent ops on the input, every result returned (so none is
        # dead): reduce_scatter of a partial sum, all_to_all permuting the
        # chunks of a sharded dim.
        source, result = ("P(sum)", "S(0)") if op == "reduce_scatter" else \
            ("S(0)", "S(0)")
        out = small if op == "reduce_scatter" else full
        results = ", ".join([f"{out} {sharding(result)}"] * repeat)
        lines.append(f"func.func @main(%x: {full} {sharding(source)}) -> "
                     f"({results}) {{")
        for i in range(repeat):
            if op == "reduce_scatter":
                lines.append(f"  %o{i} = ap.reduce_scatter %x on @mesh "
                             f"axes = [0] dim = 0 reduce = sum : "
                             f"{full} -> {small}")
            else:
                lines.append(f"  %o{i} = ap.all_to_all %x on @mesh axes = [0] "
                             f"split_dim = 0 concat_dim = 0 : {full} -> "
                             f"{full}")
        names = ", ".join(f"%o{i}" for i in range(repeat))
        lines.append(f"  return {names} : " + ", ".join([out] * repeat))
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
    parser.add_argument("--runs", type=int, default=1,
                        help="runs per op and size; the median run is shown")
    parser.add_argument("--collectives", default="exact",
                        choices=["exact", "native"])
    parser.add_argument("--ops",
                        default="all_reduce,all_gather,reduce_scatter,"
                        "all_to_all")
    args = parser.parse_args()
    ap_run = os.path.join(args.tools, "ap-run")
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1")
    print(f"collectives on {args.ranks} ranks, backend {args.backend}, "
          f"{args.repeat} ops per run, f32, {args.collectives} collectives, "
          f"median of {args.runs} run(s)")
    print("%-14s %10s %14s %14s %14s %14s" % (
        "op", "size", "per op", "algbw", "sent/rank", "model"))
    for op in args.ops.split(","):
        for text in args.sizes.split(","):
            size = parse_size(text)
            elements = size // 4
            if elements % args.ranks:
                sys.exit(f"{text} of f32 is not divisible into {args.ranks} "
                         f"chunks")
            with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                             delete=False) as file:
                file.write(program(op, elements, args.ranks, args.repeat))
            command = [ap_run, file.name, f"--backend={args.backend}",
                       f"--collectives={args.collectives}"]
            if args.backend != "threads":
                command = ["mpirun", "-np", str(args.ranks),
                           "--oversubscribe"] + command
            runs = []
            for _ in range(args.runs):
                result = subprocess.run(command, capture_output=True,
                                        text=True, env=env)
                match = re.search(r"run ([\d.]+) s", result.stdout)
                if result.returncode != 0 or not match:
                    sys.exit(f"failed: {' '.join(command)}\n"
                             f"{result.stderr[-2000:]}")
                runs.append((float(match.group(1)), result))
            os.unlink(file.name)
            runs.sort(key=lambda run: run[0])
            total, result = runs[len(runs) // 2]
            seconds = total / args.repeat
            traffic = re.search(r"(\d+) bytes sent by the busiest rank.*"
                                r"bus bytes: (\d+)", result.stdout)
            if not traffic:
                sys.exit(f"no traffic line from: {' '.join(command)}")
            sent, model = (int(traffic.group(i)) / args.repeat
                           for i in (1, 2))
            sent = "%12.0f B" % sent
            exchanges = re.search(r"collectives: (\d+) exchange",
                                  result.stdout)
            if "library collective" in result.stdout and exchanges and \
                    int(exchanges.group(1)) == 0:
                sent = "%14s" % "library"
            print("%-14s %10s %11.1f us %9.3f GB/s %s %12.0f B" % (
                op, text, seconds * 1e6, size / seconds / 1e9, sent, model))


if __name__ == "__main__":
    main()
