#!/usr/bin/env python3
"""A transformer layer's forward and backward on a GPU against the cost
model's roofline.

  benchmarks/gpu_layer.py [--tools build/bin] [--target h100|h200]
                          [--sizes small,medium,large] [--cpu]

For each size and precision it writes one LLaMA-style layer's training step
(tools/model-gen/transformer.py, f32, unsharded, on a one-device mesh; with
--precisions bf16 also the bf16 policy's form, ap-mixed-precision: bf16
contraction inputs, f32 accumulation) and prints:
  * flops: the step's multiply-adds times 2, as the cost model counts them;
  * predicted: the cost model's step time for the target (ap-auto-shard's
    summary: each op's roofline, max(flops / peak, bytes / bandwidth), with
    its kernel floor, summed; f32 at the FP32 peak, bf16 inputs at bf16's);
  * gpu: ap-run --device=gpu's run time (kernels through NVVM, contractions
    through cuBLAS, managed memory; one run after compiling, so the first
    touch of every buffer is in it), or why it could not run; f32 only
    (the project's GPU path has no mixed-precision GEMM);
  * cpu (--cpu): ap-run's run time on this machine's CPU (loops), for scale;
  * iree (--iree DIR): the median step of the layer compiled by IREE
    (iree-benchmark-module, 5 repetitions after a warm-up, inputs filled
    with 0.01), from DIR/layer-<size>[-bf16]-<chip>.vmfb, which --emit-iree
    DIR writes where IREE's compiler is (ap-run --backend=iree
    --emit-executable; scripts/gpu-bundle.sh does it for the GPU check).
With --rank, one rank of a planned program (RANK_MODEL: the generator's
LLaMA-3 8B, 2 layers, ap-auto-parallel on 8x8 under the bf16 policy): --emit-iree compiles
its per-device program with the collectives made local copies
(ap-collectives-to-local: no peers on one GPU, so only the compute is
left), --iree times it against the plan's predicted compute.
--attention unfused,fused (the default) gives each size and precision two
rows: the layer as written (softmax of the S x S scores) and with attention
raised to ap.attention (ap-raise-attention, docs/Attention.md: priced as
flash attention, run as blocked online-softmax loops; under the bf16 policy
the fused attention itself stays f32).
With --torch, the same layer in PyTorch eager (benchmarks/torch_layer.py:
FP32, TF32 and bf16 autocast) on the same GPU, in the same run.
The ratio gpu / predicted is how far the generated code is from the roofline
the planner assumes (the one run includes the first touch of every managed
buffer). Needs a GPU for the gpu column (the `device` tool, through
scripts/gpu-check.sh); elsewhere that column says why it is empty.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZES = {
    # batch, seq, dim, heads, kv heads, ffn
    "small": (2, 64, 128, 4, 2, 384),
    "medium": (4, 256, 512, 8, 4, 1536),
    "large": (8, 512, 1024, 16, 8, 4096),
}
CHIPS = {"h100": "sm_90", "h200": "sm_90", "a100": "sm_80"}


def layer(size, precision="f32", ap_opt=None, attention="unfused"):
    """The layer's program; under precision bf16, after ap-mixed-precision;
    with attention "fused", after ap-raise-attention (both need ap-opt)."""
    batch, seq, dim, heads, kv_heads, ffn = SIZES[size]
    text = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "model-gen",
                                      "transformer.py"),
         "--mesh", "1", "--sharding", "none", "--batch", str(batch),
         "--seq", str(seq), "--dim", str(dim), "--heads", str(heads),
         "--kv-heads", str(kv_heads), "--ffn", str(ffn)],
        check=True, capture_output=True, text=True).stdout
    text = 'ap.mesh @mesh(shape = 1, axes = ["a"])\n' + text
    passes = []
    if attention == "fused":
        passes.append("--ap-raise-attention")
    if precision != "f32":
        passes.append(f"--ap-mixed-precision=policy={precision}")
    if not passes:
        return text
    return subprocess.run([ap_opt, "-"] + passes, input=text, check=True,
                          capture_output=True, text=True).stdout


def summary_times(summary):
    """The plan summary's predicted step, compute and communication, in
    seconds; exits when `summary` has none."""
    m = re.search(r"predicted step: ([0-9.]+) (ms|us|s) = compute ([0-9.]+) "
                  r"(ms|us|s) \+ communication ([0-9.]+) (ms|us|s)", summary)
    if not m:
        sys.exit(f"no plan summary from ap-opt:\n{summary[-2000:]}")
    scale = {"us": 1e-6, "ms": 1e-3, "s": 1.0}
    return {"step": float(m.group(1)) * scale[m.group(2)],
            "compute": float(m.group(3)) * scale[m.group(4)],
            "communication": float(m.group(5)) * scale[m.group(6)]}


def predicted(ap_opt, path, target):
    result = subprocess.run(
        [ap_opt, path, f"--ap-auto-shard=summary=- target={target}",
         "-o", os.devnull], capture_output=True, text=True, timeout=120)
    return summary_times(result.stdout + result.stderr)["step"]


def run_time(ap_run, path, extra, timeout):
    try:
        result = subprocess.run([ap_run, path] + extra, capture_output=True,
                                text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"
    match = re.search(r"run ([\d.]+) s", result.stdout)
    if result.returncode == 0 and match:
        return float(match.group(1)), ""
    lines = (result.stderr.strip() or result.stdout.strip()).splitlines()
    return None, (lines[-1] if lines else f"exit {result.returncode}")


def module_path(directory, size, precision, chip, attention="unfused"):
    suffix = "" if precision == "f32" else "-" + precision
    if attention == "fused":
        suffix += "-fused"
    return os.path.join(directory, f"layer-{size}{suffix}-{chip}.vmfb")


def emit_iree(ap_run, path, output, device, chip):
    """Compiles the layer with IREE into `output` (ap-run --backend=iree
    --emit-executable)."""
    extra = ["--device=gpu", f"--gpu-chip={chip}"] if device == "gpu" else []
    result = subprocess.run([ap_run, path, "--backend=iree",
                             f"--emit-executable={output}"] + extra,
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"gpu_layer: IREE could not compile {output}:\n"
                 f"{result.stderr[-3000:]}")


def input_flags(text):
    """iree-benchmark-module's --input flags for the arguments of the first
    function of `text`: floats filled with 0.01, integers (token ids) with
    1."""
    start = text.index("func.func")
    signature = text[start:text.index("->", start)]
    inputs = []
    for shape, element in re.findall(r"tensor<((?:\d+x)*)(\w+)>", signature):
        value = "1" if element.startswith("i") else "0.01"
        inputs.append(f"--input={shape}{element}={value}")
    return inputs


def iree_time(tools, module, text, device, timeout, inputs=None):
    """The median step (seconds) of `module` under iree-benchmark-module,
    on input_flags(text) unless `inputs` are given."""
    inputs = inputs if inputs is not None else input_flags(text)
    command = [os.path.join(tools, "iree-benchmark-module"),
               f"--module={module}", "--function=train_step",
               "--device=" + ("cuda" if device == "gpu" else "local-task"),
               "--benchmark_repetitions=5"] + inputs
    try:
        result = subprocess.run(command, capture_output=True, text=True,
                                timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s"
    match = re.search(r"_median\s+([\d.]+) (ms|us|s)\b", result.stdout)
    if result.returncode == 0 and match:
        scale = {"us": 1e-6, "ms": 1e-3, "s": 1.0}[match.group(2)]
        return float(match.group(1)) * scale, ""
    lines = (result.stderr.strip() or result.stdout.strip()).splitlines()
    return None, (lines[-1] if lines else f"exit {result.returncode}")


# The per-device program of one rank: the generator's LLaMA-3 8B, 2 layers,
# planned for 8x8 under the bf16 policy (issue 26: the exported model's plan
# is the same shape of program; the generator needs no PyTorch where the
# bundle is made). The policy's form, f32 accumulation: IREE 3.13 cannot
# compile the all-bf16 program's bf16-accumulating matmuls for sm_90
# ("failed to distribute"; its sm_90 MMA list has f32 accumulators only).
RANK_MODEL = ["--preset", "llama3-8b", "--layers", "2", "--mesh", "8x8",
              "--dtype", "f32"]
RANK_PRECISION = "bf16"


def rank_paths(directory, chip):
    stem = os.path.join(directory, f"rank-{chip}")
    return stem + ".vmfb", stem + ".json"


def emit_rank(ap_opt, ap_run, directory, device, chip, model_args,
              precision):
    """Plans `model_args`' program with ap-auto-parallel, keeps one rank's
    per-device program with its collectives made local copies
    (ap-collectives-to-local: only the compute is left to time), compiles
    it with IREE and writes the module and a JSON of the plan's predicted
    figures and the program's inputs."""
    text = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "model-gen", "llama.py")]
        + model_args, check=True, capture_output=True, text=True).stdout
    planned = subprocess.run(
        [ap_opt, "-", "--pass-pipeline=builtin.module(ap-auto-parallel"
         f"{{einsum=never summary=- precision={precision}}},"
         "ap-collectives-to-local{warn=false})"],
        input=text, check=True, capture_output=True, text=True)
    summary = planned.stderr
    figures = summary_times(summary)
    figures.update({"model": model_args + [f"(precision={precision})"],
                    "inputs": input_flags(planned.stdout)})
    module, info = rank_paths(directory, chip)
    with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                     delete=False) as file:
        file.write(planned.stdout)
    try:
        emit_iree(ap_run, file.name, module, device, chip)
    finally:
        os.unlink(file.name)
    with open(info, "w") as out:
        json.dump(figures, out, indent=1)
    return module


def rank_row(args, chip):
    """One rank's compute through IREE against the plan's prediction."""
    module, info = rank_paths(args.iree, chip)
    if not os.path.exists(info):
        print(f"one rank: no {info}")
        return
    with open(info) as file:
        figures = json.load(file)
    seconds, why = iree_time(args.iree_tools, module, "", args.iree_device,
                             args.timeout, figures["inputs"])
    print(f"one rank of {' '.join(figures['model'])} (ap-auto-parallel, "
          f"collectives made local copies): predicted step "
          f"{figures['step'] * 1e3:.3f} ms = compute "
          f"{figures['compute'] * 1e3:.3f} ms + communication "
          f"{figures['communication'] * 1e3:.3f} ms")
    if seconds is None:
        print(f"  iree: {why}")
    else:
        print(f"  iree: {seconds * 1e3:.3f} ms measured, "
              f"{seconds / figures['compute']:.2f} x the predicted compute")


def flops(size):
    batch, seq, dim, heads, kv_heads, ffn = SIZES[size]
    tokens = batch * seq
    head = dim // heads
    projections = dim * (heads + 2 * kv_heads) * head + heads * head * dim
    mlp = 3 * dim * ffn
    attention = 2 * batch * heads * seq * seq * head
    forward = 2 * (tokens * (projections + mlp) + attention)
    return 3 * forward  # backward: twice the forward's contractions


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--target", default="h100", choices=sorted(CHIPS))
    parser.add_argument("--sizes", default="small,medium,large")
    parser.add_argument("--precisions", default="f32,bf16",
                        help="f32 and/or bf16 (the bf16 policy)")
    parser.add_argument("--attention", default="unfused,fused",
                        help="the layer's attention as written (unfused), "
                        "raised to ap.attention (fused), or both")
    parser.add_argument("--cpu", action="store_true",
                        help="also time the layer on this machine's CPU")
    parser.add_argument("--torch", action="store_true",
                        help="also time the layer in PyTorch eager "
                        "(benchmarks/torch_layer.py) on the same device")
    parser.add_argument("--timeout", type=int, default=120,
                        help="seconds one ap-run may take")
    parser.add_argument("--emit-iree", metavar="DIR",
                        help="only compile each size with IREE into DIR "
                        "(needs iree-compile: scripts/setup-iree.sh)")
    parser.add_argument("--iree", metavar="DIR",
                        help="also time the modules --emit-iree wrote")
    parser.add_argument("--iree-tools", default=os.path.join(
        ROOT, ".venv-iree", "bin"), help="where iree-benchmark-module is")
    parser.add_argument("--rank", action="store_true",
                        help="with --emit-iree: also compile one rank of a "
                        "planned LLaMA-3 8B (RANK_MODEL); with --iree: time "
                        "it against the plan's predicted compute")
    parser.add_argument("--rank-model", default=" ".join(RANK_MODEL),
                        help="llama.py arguments of the --rank program")
    parser.add_argument("--rank-precision", default=RANK_PRECISION,
                        choices=["none", "bf16", "f16"],
                        help="ap-auto-parallel's precision policy for it")
    parser.add_argument("--iree-device", choices=["gpu", "cpu"],
                        default="gpu", help="what the IREE modules are for "
                        "(cpu: llvm-cpu, to try this script without a GPU)")
    args = parser.parse_args()
    ap_opt = os.path.join(args.tools, "ap-opt")
    ap_run = os.path.join(args.tools, "ap-run")
    chip = CHIPS[args.target] if args.iree_device == "gpu" else "cpu"
    sizes = [size for size in args.sizes.split(",") if size]
    precisions = args.precisions.split(",")
    for precision in precisions:
        if precision not in ("f32", "bf16"):
            parser.error(f"unknown precision {precision!r}")
    attentions = [a for a in args.attention.split(",") if a]
    for attention in attentions:
        if attention not in ("unfused", "fused"):
            parser.error(f"unknown attention {attention!r}")
    variants = [(p, a) for p in precisions for a in attentions]
    if args.emit_iree:
        os.makedirs(args.emit_iree, exist_ok=True)
        for size in sizes:
            for precision, attention in variants:
                with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                                 delete=False) as file:
                    file.write(layer(size, precision, ap_opt, attention))
                try:
                    output = module_path(args.emit_iree, size, precision, chip,
                                         attention)
                    emit_iree(ap_run, file.name, output, args.iree_device,
                              chip)
                    print(f"gpu_layer: wrote {output}")
                finally:
                    os.unlink(file.name)
        if args.rank:
            output = emit_rank(ap_opt, ap_run, args.emit_iree,
                               args.iree_device, chip,
                               args.rank_model.split(), args.rank_precision)
            print(f"gpu_layer: wrote {output}")
        return
    print(f"one transformer layer, forward and backward, target "
          f"{args.target} ({CHIPS[args.target]})")
    print("%-8s %-5s %-7s %10s %12s %12s %8s %12s %12s %9s" % (
        "size", "prec", "attn", "GFLOP", "predicted", "gpu", "gpu/pred",
        "cpu", "iree", "iree/pred"))
    for size in sizes:
        for precision, attention in variants:
            text = layer(size, precision, ap_opt, attention)
            with tempfile.NamedTemporaryFile("w", suffix=".mlir",
                                             delete=False) as file:
                file.write(text)
            try:
                model = predicted(ap_opt, file.name, args.target)
                if args.iree_device == "cpu":
                    gpu, why = None, "not run (--iree-device cpu)"
                elif precision != "f32":
                    gpu, why = None, "not run (no mixed-precision GEMM)"
                else:
                    gpu, why = run_time(
                        ap_run, file.name,
                        ["--device=gpu", f"--gpu-chip={CHIPS[args.target]}"],
                        args.timeout)
                cpu = run_time(ap_run, file.name, [], args.timeout)[0] \
                    if args.cpu else None
                iree, iree_why = None, ""
                if args.iree:
                    module = module_path(args.iree, size, precision, chip,
                                         attention)
                    iree, iree_why = iree_time(
                        args.iree_tools, module, text, args.iree_device,
                        args.timeout) if os.path.exists(module) else (
                            None, f"no {module}")
            finally:
                os.unlink(file.name)
            print("%-8s %-5s %-7s %10.2f %9.3f ms %12s %8s %12s %12s %9s" % (
                size, precision, attention, flops(size) / 1e9, model * 1e3,
                f"{gpu * 1e3:9.3f} ms" if gpu is not None else "n/a",
                f"{gpu / model:.2f}" if gpu is not None else "-",
                f"{cpu * 1e3:9.3f} ms" if cpu is not None else "-",
                f"{iree * 1e3:9.3f} ms" if iree is not None else "-",
                f"{iree / model:.2f}" if iree is not None else "-"),
                flush=True)
            if gpu is None:
                print(f"  gpu: {why}")
            if args.iree and iree is None:
                print(f"  iree: {iree_why}")
    if args.rank and args.iree:
        rank_row(args, chip)
    if args.torch:
        torch_table(sizes, "cpu" if args.iree_device == "cpu" else "cuda")


def torch_table(sizes, device):
    """PyTorch eager's step for each size in FP32, TF32 and bf16 autocast."""
    try:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import torch_layer
    except ImportError as error:
        print(f"PyTorch eager: not run ({error})")
        return
    print(f"PyTorch eager on {device}: the same layer (torch_layer.py), "
          f"median of 20 steps")
    print("%-8s" % "size" + "".join("%12s" % m for m in torch_layer.MODES))
    for size in sizes:
        cells = []
        for mode in torch_layer.MODES:
            try:
                seconds = torch_layer.time_step(size, mode, device, 20)
                cells.append(f"{seconds * 1e3:.3f} ms")
            except RuntimeError as error:
                cells.append("failed")
                print(f"  {size} {mode}: {str(error).splitlines()[0]}")
        print("%-8s" % size + "".join("%12s" % cell for cell in cells),
              flush=True)


if __name__ == "__main__":
    main()
