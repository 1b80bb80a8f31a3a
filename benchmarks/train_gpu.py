#!/usr/bin/env python3
"""ap-train through IREE on one device against ap-train's CPU code and
PyTorch: the same model, init, data and AdamW.

For a committed PyTorch fixture (test/Integration/Torch/Inputs/<model>-f32,
Hugging Face's GPT-2 by default) trains

  * with ap-train's own CPU code (the step as exported, one device);
  * with `ap-train --backend=iree` on --device (gpu: IREE's CUDA code, from
    --iree-module, a module scripts/gpu-bundle.sh compiled for sm_90 with
    --emit-iree-module, or compiled here; cpu: IREE's llvm-cpu code);
  * in PyTorch on the same device, eager and with torch.compile
    (tools/torch-export/train_reference.py --device, --compile), where the
    Python given has torch and the exporter's model builders;

and compares the losses step by step: the first 10 steps held to the
one-step error model (ap-run's tolerance for the loss of the step with
AdamW appended, as benchmarks/train_vs_torch.py reads it), the last to 1%
relative. Tokens/s side by side: IREE's steady state (iree-benchmark-module,
the module loaded once; its step lines include a process start per step),
PyTorch's median over the steps after the first (torch.compile's first
step compiles).

  benchmarks/train_gpu.py --device cpu                          # here
  benchmarks/train_gpu.py --device gpu --tools BIN --iree-module M.vmfb \\
      --iree-tools DIR --python python3                          # a GPU
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import train_vs_torch as fixtures  # noqa: E402

STEADY = re.compile(r"IREE steady state: step ([\d.]+) ms, tokens/s ([\d.]+)")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="hf-gpt2", choices=sorted(fixtures.MODELS))
    p.add_argument("--device", default="gpu", choices=["cpu", "gpu"])
    p.add_argument("--steps", type=int, default=30)
    p.add_argument("--samples", type=int, default=64)
    p.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"),
                   help="ap-train, ap-opt and ap-run")
    p.add_argument("--iree-module", help="the step compiled for --device "
                   "(default: ap-train compiles it)")
    p.add_argument("--iree-tools", help="iree-run-module's directory")
    p.add_argument("--gpu-chip", default="sm_90")
    p.add_argument("--python", default=fixtures.TORCH_PYTHON
                   if os.path.exists(fixtures.TORCH_PYTHON) else "python3",
                   help="a Python with torch (and transformers for hf-*)")
    p.add_argument("--keep", help="keep the work directory here")
    args = p.parse_args(argv)
    fixture = os.path.join(fixtures.INPUTS, f"{args.model}-f32.ref")
    step = os.path.join(fixtures.INPUTS, f"{args.model}-f32.mlir")
    work = args.keep or tempfile.mkdtemp(prefix="train-gpu-")
    if args.keep:
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
    init, data = os.path.join(work, "init"), os.path.join(work, "data")
    fixtures.make_init(init, args.model, fixture)
    fixtures.make_data(data, args.model, args.samples, 0, fixture)

    train = [os.path.join(args.tools, "ap-train"), step, "--init", init,
             "--data", data, "--steps", str(args.steps),
             "--pipeline=ap-import-torch"]
    iree = train + ["--backend=iree", f"--device={args.device}",
                    f"--gpu-chip={args.gpu_chip}", "--iree-repetitions=50"]
    if args.iree_module:
        iree.append(f"--iree-module={args.iree_module}")
    if args.iree_tools:
        iree.append(f"--iree-tools={args.iree_tools}")
    where = "cuda " + args.gpu_chip if args.device == "gpu" else "llvm-cpu"
    print(f"train_gpu: {args.model} f32, {args.steps} steps, AdamW, IREE "
          f"({where}); work directory {work}", flush=True)
    runs = {"CPU": fixtures.steps_of(fixtures.run(train))}
    iree_out = fixtures.run(iree)
    runs["IREE"] = fixtures.steps_of(iree_out)
    steady = STEADY.search(iree_out)
    torch_device = "cuda" if args.device == "gpu" else "cpu"
    reference = [args.python, os.path.join(ROOT, "tools", "torch-export",
                                           "train_reference.py"),
                 "--model", args.model, "--init", init, "--data", data,
                 "--steps", str(args.steps), "--device", torch_device]
    if torch_device == "cpu":
        reference += ["--threads", "1"]
    rates = {}
    for name, extra in (("PyTorch eager", []), ("torch.compile", ["--compile"])):
        try:
            runs[name] = fixtures.steps_of(fixtures.run(reference + extra))
        except SystemExit as error:  # fixtures.run exits on a failed command
            print(f"train_gpu: {name} did not run ({error}); its column is "
                  f"left out", flush=True)
    absolute, relative = fixtures.loss_tolerance(
        args.tools, step, fixture, init, data, work)

    names = [n for n in ("CPU", "IREE", "PyTorch eager", "torch.compile")
             if n in runs]
    print(f"{'step':>6} " + " ".join(f"{n:>14}" for n in names)
          + f" {'|IREE - CPU|':>13} {'tolerance':>10}")
    failures = []
    last = args.steps - 1
    for k in list(range(min(10, args.steps))) + ([last] if last >= 10 else []):
        losses = [runs[n][k][1] for n in names]
        cpu = runs["CPU"][k][1]
        worst = max(abs(runs[n][k][1] - cpu) for n in names[1:])
        bound = (absolute + relative * abs(cpu) if k < 10 else 0.01 * abs(cpu))
        print(f"{k:>6} " + " ".join(f"{x:>14.9g}" for x in losses)
              + f" {worst:>13.3g} {bound:>10.3g}")
        if worst > bound:
            failures.append(k)
    for name in names:
        rates[name] = statistics.median(r for _, _, r in runs[name][1:])
    if steady:
        rates["IREE"] = float(steady.group(2))
    for name in names:
        note = ("steady state, iree-benchmark-module" if name == "IREE"
                and steady else "median of the steps after the first")
        print(f"tokens/s {name}: {rates[name]:.1f} ({note})")
    verdict = "FAIL at " + str(failures) if failures else "PASS"
    print(f"train_gpu: {verdict}: every run's first 10 losses within the "
          f"one-step error model of the CPU's ({absolute:.3g} + "
          f"{relative:.3g} |loss|), step {last} within 1%")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
