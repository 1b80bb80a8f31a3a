#!/usr/bin/env python3
"""ap-train against PyTorch: the same model, init, data and AdamW.

For a committed PyTorch fixture (test/Integration/Torch/Inputs/<model>-f32:
Hugging Face's GPT-2 by default), trains

  * on the mesh, planned and partitioned by ap-auto-parallel, as MPI
    processes (`mpirun -np <devices> ap-train --backend=mpi`, or threads);
  * on one device (the step as exported);
  * in PyTorch (tools/torch-export/train_reference.py: the model the
    exporter built, loaded with the same parameters, torch.optim.AdamW);

from the fixture's parameters, on a data set of --samples sequences
(each an arithmetic progression of token ids mod the vocabulary from a
seeded start and stride: a pattern the model can learn), and compares the
losses step by step. The first 10 steps are held to the one-step error
model: ap-run's tolerance for the loss of the step with AdamW appended, at
the initial parameters and the first batch, read from ap-run's output
(`tolerance A + B |x|`); step N (the last) to 1% relative. Prints a table
and PASS/FAIL; tokens/s of each run (median over the steps after the
first) beside each other.

Needs the build (ap-train, ap-opt, ap-run), mpirun for --backend mpi, and
the exporter's environment (scripts/setup-torch.sh) for PyTorch.

  benchmarks/train_vs_torch.py                      # hf-gpt2, 2x2, 200 steps, MPI
  benchmarks/train_vs_torch.py --model llama --backend threads --steps 50
"""

import argparse
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.append(os.path.join(ROOT, "tools", "train"))
import npy  # noqa: E402
INPUTS = os.path.join(ROOT, "test", "Integration", "Torch", "Inputs")
TORCH_PYTHON = os.path.join(ROOT, ".venv-export", "bin", "python")

# Per fixture: its data arguments (position -> what they hold) and vocab.
MODELS = {
    "hf-gpt2": {"data": {0: "tokens", 1: "ones"}, "vocab": 64},
    "hf-llama": {"data": {0: "tokens", 1: "ones"}, "vocab": 64},
    "llama": {"data": {0: "tokens", 1: "next"}, "vocab": 64},
    "gpt2": {"data": {0: "tokens", 1: "next"}, "vocab": 64},
}
# A target where sharding the tiny fixtures pays (compute priced high, as
# test/Integration/Torch/hf-fixtures.mlir plans them): on an H100's figures
# every plan of a model this small replicates everything.
SLOW_TARGET = ('{"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,'
               '"memory_bandwidth":1e10}')
STEP_LINE = re.compile(r"^step (\d+) loss (\S+) tokens/s (\S+)$", re.M)


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode:
        sys.exit(f"train_vs_torch: failed ({result.returncode}): "
                 f"{' '.join(command)}\n{result.stdout[-2000:]}"
                 f"{result.stderr[-3000:]}")
    return result.stdout


def steps_of(text):
    return [(int(k), float(loss), float(rate))
            for k, loss, rate in STEP_LINE.findall(text)]


def make_data(directory, model, samples, seed, fixture):
    spec = MODELS[model]
    rng = random.Random(seed)
    os.makedirs(directory)
    length = npy.read(os.path.join(fixture, "input_0.npy"))[1][1]
    vocab = spec["vocab"]
    sequences = []
    for _ in range(samples):
        start, stride = rng.randrange(vocab), rng.randrange(1, 4)
        sequences.append([(start + stride * t) % vocab
                          for t in range(length + 1)])
    for position, kind in spec["data"].items():
        rows = {"tokens": [s[:length] for s in sequences],
                "next": [s[1:] for s in sequences],
                "ones": [[1] * length for _ in sequences]}[kind]
        npy.write(os.path.join(directory, f"input_{position}.npy"), "<i8",
                  (len(rows), length), [x for row in rows for x in row])


def make_init(directory, model, fixture):
    os.makedirs(directory)
    data = MODELS[model]["data"]
    for name in os.listdir(fixture):
        match = re.fullmatch(r"input_(\d+)\.npy", name)
        if match and int(match.group(1)) not in data:
            shutil.copy(os.path.join(fixture, name), directory)


def loss_tolerance(bin_dir, step, fixture, init, data, work):
    """ap-run's tolerance for the loss of the step with AdamW appended, at
    the initial parameters, zero optimizer state and the first batch."""
    appended = os.path.join(work, "adamw.mlir")
    run([os.path.join(bin_dir, "ap-opt"), "--ap-append-optimizer", step,
         "-o", appended])
    inputs = os.path.join(work, "first-step")
    os.makedirs(inputs)
    for name in os.listdir(init):
        shutil.copy(os.path.join(init, name), inputs)
    for name in os.listdir(data):
        batch = npy.read(os.path.join(fixture, name))[1][0]
        descr, shape, values = npy.read(os.path.join(data, name))
        rows = 1
        for size in shape[1:]:
            rows *= size
        npy.write(os.path.join(inputs, name), descr, (batch,) + shape[1:],
                  values[:batch * rows])
    # The state the pass added after the exported arguments: zeros.
    with open(appended) as f:
        signature = re.search(r"func\.func @\w+\((.*?)\) ->", f.read()).group(1)
    types = re.findall(r"%\w+: tensor<([^>]*)>", signature)
    exported = len([n for n in os.listdir(fixture) if n.startswith("input_")])
    for position, text in enumerate(types[exported:], start=exported):
        *sizes, element = text.split("x")
        shape = tuple(int(x) for x in sizes)
        count = 1
        for size in shape:
            count *= size
        npy.write(os.path.join(inputs, f"input_{position}.npy"),
                  {"f32": "<f4", "i64": "<i8"}[element], shape, [0] * count)
    text = run([os.path.join(bin_dir, "ap-run"), appended, "--compare",
                "--pipeline=", "--inputs-dir", inputs])
    match = re.search(r"output 0 tensor<f32>[^\n]*tolerance ([\d.e+-]+) \+ "
                      r"([\d.e+-]+) \|x\|", text)
    if not match:
        sys.exit("train_vs_torch: no loss tolerance in ap-run's output:\n"
                 + text[-2000:])
    return float(match.group(1)), float(match.group(2))


def pipeline(target_json):
    return ("--pipeline=ap-import-torch,ap-auto-parallel{target-json="
            + target_json + "}")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="hf-gpt2", choices=sorted(MODELS))
    p.add_argument("--mesh", default="2x2")
    p.add_argument("--steps", type=int, default=200)
    p.add_argument("--samples", type=int, default=64)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--backend", default="mpi", choices=["mpi", "threads"])
    p.add_argument("--target-json", default=SLOW_TARGET,
                   help="the target ap-auto-parallel plans for (default: "
                        "compute priced high, so that the plan shards)")
    p.add_argument("--build", default=os.path.join(ROOT, "build"))
    p.add_argument("--keep", help="keep the work directory here")
    args = p.parse_args(argv)
    bin_dir = os.path.join(args.build, "bin")
    fixture = os.path.join(INPUTS, f"{args.model}-f32.ref")
    source = os.path.join(INPUTS, f"{args.model}-f32.mlir")
    devices = 1
    for size in args.mesh.split("x"):
        devices *= int(size)

    work = args.keep or tempfile.mkdtemp(prefix="train-vs-torch-")
    if args.keep:
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
    init, data = os.path.join(work, "init"), os.path.join(work, "data")
    make_init(init, args.model, fixture)
    make_data(data, args.model, args.samples, args.seed, fixture)
    with open(source) as f:
        text = f.read()
    axes = ", ".join(f'"a{i}"' for i in range(len(args.mesh.split("x"))))
    step = os.path.join(work, "step.mlir")
    with open(step, "w") as f:
        f.write(re.sub(r"^module[^{]*\{",
                       lambda m: m.group(0) + f"\n  ap.mesh @mesh(shape = "
                       f"{args.mesh}, axes = [{axes}])", text, count=1,
                       flags=re.M))

    train = [os.path.join(bin_dir, "ap-train"), step, "--init", init,
             "--data", data, "--steps", str(args.steps)]
    mesh_command = train + [pipeline(args.target_json)]
    env = dict(os.environ, OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl="self,vader")
    if args.backend == "mpi":
        mesh_command = ["mpirun", "-np", str(devices), "--oversubscribe"] + \
            mesh_command + ["--backend=mpi"]
    print(f"train_vs_torch: {args.model} f32, mesh {args.mesh} "
          f"({args.backend}, planned for {args.target_json}), {args.steps} steps, {args.samples} samples, "
          f"AdamW (PyTorch's defaults); work directory {work}", flush=True)
    runs = {"mesh": steps_of(run(mesh_command, env=env)),
            "1 device": steps_of(run(train + ["--pipeline="]))}
    runs["PyTorch"] = steps_of(run(
        [TORCH_PYTHON, os.path.join(ROOT, "tools", "torch-export",
                                    "train_reference.py"),
         "--model", args.model, "--init", init, "--data", data,
         "--steps", str(args.steps), "--threads", "1"]))
    absolute, relative = loss_tolerance(bin_dir, step, fixture, init, data, work)

    names = ["PyTorch", "1 device", "mesh"]
    print(f"{'step':>6} " + " ".join(f"{n:>14}" for n in names)
          + f" {'|mesh - torch|':>15} {'tolerance':>10}")
    failures = []
    last = args.steps - 1
    for k in list(range(min(10, args.steps))) + ([last] if last >= 10 else []):
        losses = [runs[n][k][1] for n in names]
        torch_loss = losses[0]
        worst = max(abs(x - torch_loss) for x in losses[1:])
        bound = (absolute + relative * abs(torch_loss) if k < 10
                 else 0.01 * abs(torch_loss))
        print(f"{k:>6} " + " ".join(f"{x:>14.9g}" for x in losses)
              + f" {worst:>15.3g} {bound:>10.3g}")
        if worst > bound:
            failures.append(k)
    for n in names:
        rates = [rate for _, _, rate in runs[n][1:]]
        print(f"tokens/s {n}: {statistics.median(rates):.1f} (median of "
              f"{len(rates)} steps)")
    print(f"train_vs_torch: the first 10 steps within the one-step error "
          f"model ({absolute:.3g} + {relative:.3g} |loss|), step {last} within "
          f"1%: {'FAIL at ' + str(failures) if failures else 'PASS'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
