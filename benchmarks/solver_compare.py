#!/usr/bin/env python3
"""Other exact solvers on the integer programs ap-auto-shard gives CBC.

Issue 30 asks whether HiGHS, SCIP or OR-Tools' CP-SAT would serve the
memory-bound and 3-D instances better than CBC. ap-auto-shard writes the
programs it gives CBC (`program-file=FILE`: FILE-1.mps.gz, one per solve);
this runs each solver on each program with the same wall-clock limit and
prints what it proved:

  benchmarks/solver_compare.py PROGRAM.mps.gz... [--seconds 60]
                               [--solvers highs,scip,cpsat]

Columns: seconds (wall, reading included), status, objective (the best
plan, in the program's units: microseconds), bound, and the gap between
them. The solvers come from PyPI (highspy, ortools) in .venv-solvers
(scripts/setup-solvers.sh). Each solver runs in a child process that is
killed 30 s past the limit.
"""

import argparse
import json
import multiprocessing
import os
import subprocess
import sys
import time


def run_highs(path, seconds):
    import highspy
    highs = highspy.Highs()
    highs.setOptionValue("output_flag", False)
    highs.setOptionValue("time_limit", float(seconds))
    highs.setOptionValue("threads", 1)
    highs.readModel(path)
    highs.run()
    info = highs.getInfo()
    return {"status": highs.modelStatusToString(highs.getModelStatus()),
            "objective": info.objective_function_value,
            "bound": info.mip_dual_bound}


def run_ortools(path, seconds, solver_name):
    from ortools.linear_solver.python import model_builder as mb
    model = mb.Model()
    model.import_from_mps_file(path)
    solver = mb.Solver(solver_name)
    solver.set_time_limit_in_seconds(seconds)
    status = solver.solve(model)
    ok = status in (mb.SolveStatus.OPTIMAL, mb.SolveStatus.FEASIBLE)
    return {"status": status.name,
            "objective": solver.objective_value if ok else float("nan"),
            "bound": solver.best_objective_bound if ok else float("nan")}


def child(solver, path, seconds, queue):
    try:
        if solver == "highs":
            result = run_highs(path, seconds)
        elif solver == "scip":
            result = run_ortools(path, seconds, "scip")
        elif solver == "cpsat":
            result = run_ortools(path, seconds, "sat")
        else:
            raise ValueError(f"unknown solver {solver}")
    except Exception as error:  # reported as a row, not a crash
        result = {"status": f"error: {error}", "objective": float("nan"),
                  "bound": float("nan")}
    queue.put(result)


def unpack(path, work):
    """MPS readers differ on .gz: give each a plain file."""
    if not path.endswith(".gz"):
        return path
    plain = os.path.join(work, os.path.basename(path)[:-3])
    if not os.path.exists(plain):
        with open(plain, "wb") as out:
            subprocess.run(["gzip", "-dc", path], stdout=out, check=True)
    return plain


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("programs", nargs="+")
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--solvers", default="highs,scip,cpsat")
    parser.add_argument("--work", default="/tmp")
    args = parser.parse_args()
    print(f"{'program':<24} {'solver':<6} {'seconds':>8} {'status':<16} "
          f"{'objective':>16} {'bound':>16} {'gap':>8}")
    for program in args.programs:
        path = unpack(program, args.work)
        for solver in args.solvers.split(","):
            queue = multiprocessing.Queue()
            process = multiprocessing.Process(
                target=child, args=(solver, path, args.seconds, queue))
            start = time.monotonic()
            process.start()
            process.join(args.seconds + 30)
            if process.is_alive():
                process.kill()
                process.join()
                result = {"status": "killed", "objective": float("nan"),
                          "bound": float("nan")}
            else:
                result = queue.get() if not queue.empty() else {
                    "status": f"exit {process.exitcode}",
                    "objective": float("nan"), "bound": float("nan")}
            wall = time.monotonic() - start
            objective, bound = result["objective"], result["bound"]
            gap = (objective - bound) / abs(objective) \
                if objective == objective and bound == bound and objective \
                else float("nan")
            print(f"{os.path.basename(program):<24} {solver:<6} {wall:>7.1f}s "
                  f"{result['status'][:16]:<16} {objective:>16.3f} "
                  f"{bound:>16.3f} {100 * gap:>7.2f}%", flush=True)


if __name__ == "__main__":
    main()
