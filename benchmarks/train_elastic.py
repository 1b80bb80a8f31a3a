#!/usr/bin/env python3
"""A rank killed mid-run, and an elastic restart on fewer devices.

Trains a committed PyTorch fixture (Hugging Face's GPT-2 by default) with
ap-train as MPI processes on a 2x2 mesh, checkpointing every --every steps,
and `kill -9`s one rank's process when the run prints step --kill-at. Then:

  1. every rank must end, with an error, within --deadline seconds of the
     kill (measured: the seconds from the kill to mpirun's exit);
  2. the newest complete checkpoint must load: `ap-train --gather` of it;
  3. `mpirun -np 2 ap-train --resume --mesh 1x2` (re-planned for 2
     devices, the checkpoint re-sharded) continues to --steps, and its
     losses match an uninterrupted run's (the same command, not killed,
     2x2 on threads) within the one-step error model (ap-run's tolerance of
     the step's loss, as benchmarks/train_vs_torch.py derives it) for the
     first 10 resumed steps, and 1% after.

Prints each figure and PASS/FAIL. Needs the build and mpirun.

  benchmarks/train_elastic.py [--model hf-gpt2] [--steps 200] [--kill-at 100]
"""

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import train_vs_torch as tvt  # noqa: E402


def rank_pids(parent):
    """The ap-train processes mpirun started (its descendants)."""
    out = subprocess.run(["ps", "-eo", "pid,ppid,comm"], capture_output=True,
                         text=True).stdout.split("\n")[1:]
    children = {}
    for line in out:
        fields = line.split()
        if len(fields) == 3:
            children.setdefault(int(fields[1]), []).append(
                (int(fields[0]), fields[2]))
    found, stack = [], [parent]
    while stack:
        for pid, name in children.get(stack.pop(), []):
            stack.append(pid)
            if name.startswith("ap-train"):
                found.append(pid)
    return sorted(found)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="hf-gpt2", choices=sorted(tvt.MODELS))
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--kill-at", type=int, default=100)
    p.add_argument("--every", type=int, default=10)
    p.add_argument("--deadline", type=float, default=30)
    p.add_argument("--build", default=os.path.join(tvt.ROOT, "build"))
    p.add_argument("--keep", help="keep the work directory here")
    args = p.parse_args(argv)
    bin_dir = os.path.join(args.build, "bin")
    fixture = os.path.join(tvt.INPUTS, f"{args.model}-f32.ref")
    work = args.keep or tempfile.mkdtemp(prefix="train-elastic-")
    if args.keep:
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
    init, data = os.path.join(work, "init"), os.path.join(work, "data")
    tvt.make_init(init, args.model, fixture)
    tvt.make_data(data, args.model, 64, 0, fixture)
    with open(os.path.join(tvt.INPUTS, f"{args.model}-f32.mlir")) as f:
        text = f.read()
    step = os.path.join(work, "step.mlir")
    with open(step, "w") as f:
        f.write(re.sub(r"^module[^{]*\{", lambda m: m.group(0) +
                       '\n  ap.mesh @mesh(shape = 2x2, axes = ["a0", "a1"])',
                       text, count=1, flags=re.M))
    train = [os.path.join(bin_dir, "ap-train"), step, "--init", init,
             "--data", data, "--steps", str(args.steps),
             tvt.pipeline(tvt.SLOW_TARGET)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl="self,vader")
    mpirun = ["mpirun", "--oversubscribe", "-np"]
    checkpoints = os.path.join(work, "ck")
    print(f"train_elastic: {args.model}, 2x2 as 4 MPI processes, "
          f"{args.steps} steps, a checkpoint every {args.every}, kill -9 of "
          f"one rank at step {args.kill_at}; work directory {work}",
          flush=True)

    uninterrupted = tvt.steps_of(tvt.run(train))
    job = subprocess.Popen(
        mpirun + ["4"] + train + ["--backend=mpi", "--checkpoint-dir",
                                  checkpoints, "--checkpoint-every",
                                  str(args.every)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    killed_at = None
    for line in job.stdout:
        if line.startswith(f"step {args.kill_at} "):
            victims = rank_pids(job.pid)
            if not victims:
                sys.exit("train_elastic: no ap-train process under mpirun")
            os.kill(victims[-1], signal.SIGKILL)
            killed_at = time.monotonic()
            print(f"killed rank process {victims[-1]} (of {victims}) after "
                  f"{line.strip()}", flush=True)
            break
    _, stderr = job.communicate(timeout=args.deadline * 4)
    ended = time.monotonic() - killed_at if killed_at else None
    failures = []
    if killed_at is None:
        failures.append("the run never reached the kill")
    said = [line for line in stderr.splitlines() if line.strip()]
    print(f"1. mpirun exited {job.returncode} {ended:.1f} s after the kill "
          f"(deadline {args.deadline:g} s); what it said last: {said[-3:]}")
    if job.returncode == 0 or ended is None or ended > args.deadline:
        failures.append("the ranks did not end with an error in time")

    complete = sorted((int(m.group(1)), name) for name in os.listdir(checkpoints)
                      if (m := re.fullmatch(r"step-(\d+)", name)))
    newest = complete[-1][0] if complete else None
    print(f"2. complete checkpoints: {[k for k, _ in complete]}; newest "
          f"step-{newest}")
    if newest is None:
        sys.exit("train_elastic: no complete checkpoint: FAIL")
    tvt.run([os.path.join(bin_dir, "ap-train"), "--gather",
             os.path.join(checkpoints, f"step-{newest}"),
             os.path.join(work, "gathered")])
    print(f"   ap-train --gather step-{newest}: "
          f"{len(os.listdir(os.path.join(work, 'gathered')))} tensors")

    resumed = tvt.steps_of(tvt.run(
        mpirun + ["2"] + train + ["--backend=mpi", "--mesh", "1x2",
                                  "--checkpoint-dir", checkpoints,
                                  "--checkpoint-every", str(args.every),
                                  "--resume"], env=env))
    absolute, relative = tvt.loss_tolerance(bin_dir, step, fixture, init,
                                            data, work)
    worst_early = worst_late = 0.0
    for k, loss, _ in resumed:
        reference = uninterrupted[k][1]
        difference = abs(loss - reference)
        bound = (absolute + relative * abs(reference) if k < newest + 10
                 else 0.01 * abs(reference))
        if k < newest + 10:
            worst_early = max(worst_early, difference)
        else:
            worst_late = max(worst_late, difference / abs(reference))
        if difference > bound:
            failures.append(f"step {k}: {loss} against {reference}")
    print(f"3. resumed on 1x2 (2 processes) at step {resumed[0][0]}, "
          f"{len(resumed)} steps; losses against the uninterrupted 2x2 run: "
          f"max |difference| {worst_early:.3g} over the first 10 (bound "
          f"{absolute:.3g} + {relative:.3g} |loss|), max relative "
          f"{worst_late:.3g} after (bound 1%); last: step {resumed[-1][0]} "
          f"loss {resumed[-1][1]:.9g} against {uninterrupted[-1][1]:.9g}")
    print("train_elastic: " + ("FAIL: " + "; ".join(failures[:5])
                               if failures else "PASS"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
