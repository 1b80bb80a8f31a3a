#!/usr/bin/env python3
"""Training throughput on the CPUs: ap-train on 2 MPI processes next to
PyTorch's DDP and FSDP (gloo) on 2 processes, the same model, init, data,
global batch, optimizer and threads, in one run.

For a committed PyTorch fixture (test/Integration/Torch/Inputs/<model>-f32:
Hugging Face's GPT-2 by default), from the fixture's parameters and the data
set benchmarks/train_vs_torch.py makes (make_init, make_data: --samples
sequences, step k reads samples (k B + j) mod S, j < B, B the fixture's
batch, dim 0 of its data arguments), torch.optim.AdamW's defaults (ap-train:
ap-append-optimizer's adamw, the same update), --steps steps, one thread
per process (OMP_NUM_THREADS=OPENBLAS_NUM_THREADS=1, torch.set_num_threads(1)),
the rows:

  * ap-train, 2 processes, plan h100: `mpirun -np 2 ap-train --backend=mpi
    --mesh 2`, the step planned by ap-auto-parallel for its default target
    (an H100's figures). For a model this small that plan replicates every
    tensor, the batch included: each process runs the whole step and no
    collective (the plan column says what the plan shards, read from the
    planned step: `ap-opt --ap-append-optimizer` then the same pipeline).
  * ap-train, 2 processes, plan slow: the same, planned for
    train_vs_torch.SLOW_TARGET (compute priced high), where sharding pays:
    parameters and their optimizer state sharded, with collectives.
  * PyTorch DDP: torch.multiprocessing.spawn of 2 processes, gloo, the model
    export.build_model builds (tools/torch-export, as train_reference.py
    does) loaded from the same init and wrapped in DistributedDataParallel;
    rank r trains on rows [r B/2, (r+1) B/2) of each global batch, so the
    two ranks together train on exactly the global batch ap-train trains on
    (the loss is a mean over equal-sized samples, so the mean of the ranks'
    losses is the global batch's loss and DDP's averaged gradient its
    gradient).
  * PyTorch FSDP: the same with FSDP2 (torch.distributed.fsdp.fully_shard on
    each block of the model's ModuleLists, then on the model), or FSDP1
    (FullyShardedDataParallel on the CPU) where fully_shard fails; a row that
    cannot run says why instead of a figure.
  * ap-train, 1 process: the step as exported, `--pipeline=` (reference).
  * PyTorch eager, 1 process: tools/torch-export/train_reference.py
    --threads 1 (reference).

Tokens/s: the global batch's tokens (B x sequence length: the elements of
the first integer data argument, what ap-train counts) over a step's wall
time, the median over the steps after the first (warm-up). ap-train times
its step loop's iteration (reading the batch, the step, assembling the
loss; docs/Training.md) on rank 0; the PyTorch workers time zero_grad,
forward, backward (DDP's and FSDP's collectives) and optimizer.step after a
barrier, and take the slower rank's seconds (the per-rank loss is
all-gathered, outside the timed region, for reporting). The ratio column is
each row's tokens/s over DDP's. The losses of the first --compare-steps
steps are printed side by side, with each run's largest difference from
DDP's.

Needs the build (ap-train, ap-opt), mpirun, and the exporter's environment
(scripts/setup-torch.sh: torch, transformers) in .venv-export. The machine
is shared: the load average is printed before and after; run it on an idle
machine for figures to quote.

  benchmarks/train_cpu.py                         # hf-gpt2, 50 steps
  benchmarks/train_cpu.py --model llama --steps 30
"""

import argparse
import os
import platform
import re
import shlex
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPORTER = os.path.join(ROOT, "tools", "torch-export")
PROCESSES = 2


# --- the PyTorch workers (run under TORCH_PYTHON) ------------------------------

def _worker(rank, args, port):
    import torch
    import torch.distributed as dist
    sys.path.insert(0, EXPORTER)
    import train_reference

    torch.set_num_threads(args.threads)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}",
                            rank=rank, world_size=PROCESSES)
    model, loss_fn, data, constants, tokens = train_reference.load_run(
        args.model, torch.float32, 0, args.init, args.data)
    batch = data[0][2]
    if batch % PROCESSES:
        raise SystemExit(f"the global batch {batch} is not divisible by "
                         f"{PROCESSES} processes")
    half = batch // PROCESSES

    if args.worker == "ddp":
        from torch.nn.parallel import DistributedDataParallel
        model = DistributedDataParallel(model)
        flavor = "DistributedDataParallel"
    else:
        try:
            from torch.distributed.device_mesh import init_device_mesh
            from torch.distributed.fsdp import fully_shard
            mesh = init_device_mesh("cpu", (PROCESSES,))
            for module in reversed(list(model.modules())):  # inner first
                if isinstance(module, torch.nn.ModuleList):
                    for block in module:
                        fully_shard(block, mesh=mesh)
            fully_shard(model, mesh=mesh)
            flavor = "FSDP2 (fully_shard)"
        except Exception as error:  # FSDP1 on the CPU
            print(f"fully_shard failed ({type(error).__name__}: {error}); "
                  "FSDP1", file=sys.stderr, flush=True)
            from torch.distributed.fsdp import FullyShardedDataParallel
            model = FullyShardedDataParallel(model, device_id=None)
            flavor = "FSDP1 (FullyShardedDataParallel, CPU)"
    if rank == 0:
        print(f"{flavor}, torch.get_num_threads() {torch.get_num_threads()}",
              flush=True)

    optimizer = torch.optim.AdamW(model.parameters())
    for step in range(args.steps):
        values = list(constants)
        for i, samples, size in data:
            rows = [(step * size + j) % samples.shape[0]
                    for j in range(rank * half, (rank + 1) * half)]
            values[i] = torch.from_numpy(samples[rows])
        dist.barrier()
        start = time.perf_counter()
        optimizer.zero_grad(set_to_none=True)
        loss = loss_fn(model, *values)
        loss.backward()
        optimizer.step()
        seconds = time.perf_counter() - start
        mine = torch.tensor([float(loss.detach()), seconds], dtype=torch.float64)
        both = [torch.zeros(2, dtype=torch.float64) for _ in range(PROCESSES)]
        dist.all_gather(both, mine)
        if rank == 0:
            mean = sum(float(x[0]) for x in both) / PROCESSES
            slowest = max(float(x[1]) for x in both)
            print(f"step {step} loss {mean:.9g} tokens/s "
                  f"{tokens / slowest:.1f}", flush=True)
    dist.destroy_process_group()


def worker_main(args):
    import torch.multiprocessing as mp
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    mp.spawn(_worker, args=(args, port), nprocs=PROCESSES)
    return 0


# --- the benchmark ---------------------------------------------------------------

tvt = None  # train_vs_torch, imported by main()


def npy_shape(path):
    """The shape in a .npy file's header (tools/train/npy.py reads it)."""
    return tvt.npy.read(path)[1]


def plan_summary(bin_dir, step, pipeline, data, work, name):
    """What the planned step shards: its data arguments' layout, how many
    state arguments are sharded, and its collective ops."""
    appended = os.path.join(work, f"adamw-{name}.mlir")
    planned = os.path.join(work, f"planned-{name}.mlir")
    opt = os.path.join(bin_dir, "ap-opt")
    tvt.run([opt, "--ap-append-optimizer", step, "-o", appended])
    tvt.run([opt, appended, f"--pass-pipeline=builtin.module({pipeline})",
             "-o", planned])
    with open(planned) as f:
        text = f.read()
    header = re.search(r"func\.func @\w+\((.*?)\) ->", text, re.S).group(1)
    args = re.findall(r"%arg(\d+): [^{]*\{([^}]*)\}", header)
    layout = {int(n): re.search(r"\[[^\]]*\]", attrs).group(0)
              for n, attrs in args if "ap.local_sharding" in attrs}
    state = sorted({int(n) for n in re.findall(r"ap\.update_of = (\d+)", text)})
    sharded = sum(1 for n in state if "S(" in layout.get(n, ""))
    collectives = len(re.findall(
        r"\bap\.(all_reduce|all_gather|reduce_scatter|all_to_all)\b", text))
    batch = ("batch split" if any("S(0" in layout.get(n, "") for n in data)
             else "batch replicated")
    return (f"{batch}, {sharded}/{len(state)} state sharded, "
            f"{collectives} collectives")


def torch_row(command, env):
    """Runs a PyTorch row; (steps, first line, None) or (None, None, error)."""
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode:
        lines = [l for l in (result.stderr + result.stdout).splitlines()
                 if re.match(r"^\w*(Error|Exception)\b", l.strip())]
        return None, None, (lines[-1].strip() if lines else
                            (result.stderr or result.stdout).strip()[-300:])
    first = result.stdout.splitlines()[0] if result.stdout else ""
    return tvt.steps_of(result.stdout), first, None


def main(argv=None):
    global tvt
    argv = sys.argv[1:] if argv is None else argv
    if "--worker" not in argv:
        # Imported here, not in the PyTorch workers (they need none of it).
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import train_vs_torch as tvt
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="hf-gpt2",
                   choices=sorted(tvt.MODELS) if tvt else None)
    p.add_argument("--steps", type=int, default=50)
    p.add_argument("--samples", type=int, default=64)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=1,
                   help="threads per process (default 1)")
    p.add_argument("--compare-steps", type=int, default=5,
                   help="steps whose losses are printed side by side")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--keep", help="keep the work directory here")
    # Internal: a PyTorch worker (under TORCH_PYTHON).
    p.add_argument("--worker", choices=["ddp", "fsdp"], help=argparse.SUPPRESS)
    p.add_argument("--init", help=argparse.SUPPRESS)
    p.add_argument("--data", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.worker:
        return worker_main(args)
    if args.steps < 2:
        p.error("--steps must be at least 2 (the first is warm-up)")

    bin_dir = os.path.join(args.build, "bin")
    fixture = os.path.join(tvt.INPUTS, f"{args.model}-f32.ref")
    source = os.path.join(tvt.INPUTS, f"{args.model}-f32.mlir")
    work = args.keep or tempfile.mkdtemp(prefix="train-cpu-")
    if args.keep:
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
    init, data = os.path.join(work, "init"), os.path.join(work, "data")
    tvt.make_init(init, args.model, fixture)
    tvt.make_data(data, args.model, args.samples, args.seed, fixture)
    with open(source) as f:
        text = f.read()
    step = os.path.join(work, "step.mlir")
    with open(step, "w") as f:
        f.write(re.sub(r"^module[^{]*\{",
                       lambda m: m.group(0) + f"\n  ap.mesh @mesh(shape = "
                       f"{PROCESSES}, axes = [\"a0\"])", text, count=1,
                       flags=re.M))
    data_args = sorted(tvt.MODELS[args.model]["data"])
    batch, length = npy_shape(os.path.join(fixture, "input_0.npy"))

    threads = str(args.threads)
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl="self,vader",
               OMP_NUM_THREADS=threads, OPENBLAS_NUM_THREADS=threads,
               MKL_NUM_THREADS=threads)
    train = [os.path.join(bin_dir, "ap-train"), step, "--init", init,
             "--data", data, "--steps", str(args.steps)]
    mpi = ["mpirun", "--oversubscribe", "-np", str(PROCESSES)]
    default_pipeline = "ap-import-torch,ap-auto-parallel"
    slow_pipeline = tvt.pipeline(tvt.SLOW_TARGET)[len("--pipeline="):]
    this = os.path.abspath(__file__)
    worker = [tvt.TORCH_PYTHON, this, "--model", args.model, "--init", init,
              "--data", data, "--steps", str(args.steps), "--threads", threads]
    commands = {
        "ap-train, plan h100": mpi + train + ["--backend=mpi", "--mesh",
                                              str(PROCESSES),
                                              "--pipeline=" + default_pipeline],
        "ap-train, plan slow": mpi + train + ["--backend=mpi", "--mesh",
                                              str(PROCESSES),
                                              "--pipeline=" + slow_pipeline],
        "PyTorch DDP (gloo)": worker + ["--worker", "ddp"],
        "PyTorch FSDP (gloo)": worker + ["--worker", "fsdp"],
        "ap-train, 1 device": train + ["--pipeline="],
        "PyTorch eager": [tvt.TORCH_PYTHON,
                          os.path.join(EXPORTER, "train_reference.py"),
                          "--model", args.model, "--init", init, "--data",
                          data, "--steps", str(args.steps), "--threads",
                          threads],
    }
    processes = {name: (1 if name in ("ap-train, 1 device", "PyTorch eager")
                        else PROCESSES) for name in commands}
    plans = {"ap-train, plan h100": plan_summary(bin_dir, step, default_pipeline,
                                                  data_args, work, "h100"),
             "ap-train, plan slow": plan_summary(bin_dir, step, slow_pipeline,
                                                  data_args, work, "slow")}

    torch_version = subprocess.run(
        [tvt.TORCH_PYTHON, "-c", "import torch; print(torch.__version__)"],
        capture_output=True, text=True).stdout.strip() or "not found"
    cpu = ""
    if os.path.exists("/proc/cpuinfo"):
        with open("/proc/cpuinfo") as f:
            found = re.search(r"^model name\s*:\s*(.*)$", f.read(), re.M)
            cpu = found.group(1) if found else ""
    print(f"train_cpu: {args.model} f32, global batch {batch} x {length} "
          f"tokens, {args.steps} steps, {args.samples} samples, AdamW "
          f"(PyTorch's defaults), {args.threads} thread(s) per process")
    print(f"machine: {platform.node()}, nproc {os.cpu_count()} "
          f"({len(os.sched_getaffinity(0))} usable), {cpu or platform.machine()}, "
          f"torch {torch_version}, load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"command: {' '.join(shlex.quote(a) for a in [sys.argv[0]] + argv)}")
    print(f"work directory {work}", flush=True)

    runs, notes, errors = {}, {}, {}
    for name, command in commands.items():
        print(f"  running {name}: {' '.join(shlex.quote(a) for a in command)}",
              flush=True)
        if name.startswith("PyTorch DDP") or name.startswith("PyTorch FSDP"):
            steps, first, error = torch_row(command, env)
            if error:
                errors[name] = error
                print(f"    failed: {error}", flush=True)
                continue
            notes[name] = first
        else:
            steps = tvt.steps_of(tvt.run(command, env=env))
        if len(steps) != args.steps:
            sys.exit(f"train_cpu: {name} printed {len(steps)} of {args.steps} "
                     "steps")
        runs[name] = steps
    print(f"load average after: "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    reference = "PyTorch DDP (gloo)"
    shown = min(args.compare_steps, args.steps)
    names = list(runs)
    print(f"\nlosses of the first {shown} steps (DDP's: the mean of its "
          f"ranks' losses, the global batch's loss)")
    print(f"{'step':>5} " + " ".join(f"{n:>20}" for n in names))
    for k in list(range(shown)) + [args.steps - 1]:
        print(f"{k:>5} " + " ".join(f"{runs[n][k][1]:>20.9g}" for n in names))
    if reference in runs:
        for n in names:
            if n != reference:
                worst = max(abs(runs[n][k][1] - runs[reference][k][1])
                            for k in range(shown))
                print(f"  max |{n} - DDP| over steps 0-{shown - 1}: {worst:.3g}")

    rates = {n: statistics.median(r for _, _, r in runs[n][1:]) for n in runs}
    print(f"\ntokens/s: {batch} x {length} tokens per step over the step's "
          f"wall time, median of steps 1-{args.steps - 1}")
    notes["ap-train, 1 device"] = "the step as exported, on one device"
    notes["PyTorch eager"] = "train_reference.py, no wrapper"
    print(f"{'run':<22} {'processes':>9} {'threads/process':>15} "
          f"{'tokens/s':>10} {'ratio to DDP':>12} {'final loss':>12}  plan")
    for name in commands:
        if name in errors:
            print(f"{name:<22} {processes[name]:>9} {args.threads:>15} "
                  f"{'-':>10} {'-':>12} {'-':>12}  not run: {errors[name]}")
            continue
        ratio = (f"{rates[name] / rates[reference]:.2f}"
                 if reference in rates else "-")
        print(f"{name:<22} {processes[name]:>9} {args.threads:>15} "
              f"{rates[name]:>10.1f} {ratio:>12} {runs[name][-1][1]:>12.6g}"
              f"  {plans.get(name) or notes.get(name) or ''}")
    return 1 if reference in errors else 0


if __name__ == "__main__":
    sys.exit(main())
