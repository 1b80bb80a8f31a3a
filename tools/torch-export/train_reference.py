#!/usr/bin/env python3
"""PyTorch's training run that ap-train's is held to: the same model, init,
data and optimizer.

Builds the model the exporter built (export.build_model: the same seed and
dtype), loads its parameters from --init (`input_N.npy` by argument
position, what ap-train's --init reads: the exported step's arguments are
the model's inputs, then its parameters), and trains it with
torch.optim.AdamW (PyTorch's defaults, or --lr) for --steps steps on the
batches ap-train reads from --data: argument N's batch of step k is samples
(k B + j) mod S, j < B, of `DATA/input_N.npy` (S samples in dim 0, B the
argument's dim 0 in the exported step). Prints `step <k> loss <value>
tokens/s <value>` per step, as ap-train does (docs/Training.md). With
--device cuda the model and batches are on the GPU (the time of a step
waits for its kernels); --compile runs the forward and loss through
torch.compile (the first step pays the compilation).

  train_reference.py --model hf-gpt2 --init INIT --data DATA --steps 200
  train_reference.py ... --device cuda --compile
"""

import argparse
import os
import sys
import time

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export  # noqa: E402


def batch(samples, size, step):
    rows = [(step * size + j) % samples.shape[0] for j in range(size)]
    return samples[rows]


def load_run(model_name, dtype, seed, init, data_dir):
    """The model the exporter built, its parameters loaded from
    INIT/input_N.npy (the exported step's arguments: the model's inputs,
    then its parameters), and what a step reads: (model, loss_fn, data,
    constants, tokens), `data` a list of (argument, samples, batch) for the
    inputs with a file DATA/input_N.npy, `constants` the builder's example
    inputs (a step replaces the data among them), `tokens` the elements of
    the largest input. ValueError for a parameter file of another shape."""
    model, inputs, loss_fn = export.build_model(
        export.load_builder(model_name), dtype, seed)
    n_in = len(inputs)
    with torch.no_grad():
        for k, (_, param) in enumerate(model.named_parameters()):
            path = os.path.join(init, f"input_{n_in + k}.npy")
            value = np.load(path)
            if tuple(value.shape) != tuple(param.shape):
                raise ValueError(f"{path} has shape {value.shape}, the "
                                 f"parameter {tuple(param.shape)}")
            param.copy_(torch.from_numpy(value))
    data = []
    for i, (_, example, _) in enumerate(inputs):
        path = os.path.join(data_dir, f"input_{i}.npy")
        if os.path.exists(path):
            data.append((i, np.load(path), example.shape[0]))
    constants = [t for _, t, _ in inputs]
    tokens = max(int(np.prod(example.shape)) for _, example, _ in inputs)
    return model, loss_fn, data, constants, tokens


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", required=True)
    p.add_argument("--dtype", choices=sorted(export.DTYPES), default="f32")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--init", required=True)
    p.add_argument("--data", required=True)
    p.add_argument("--steps", type=int, required=True)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--threads", type=int, default=0,
                   help="torch.set_num_threads (0: PyTorch's default)")
    p.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    p.add_argument("--compile", action="store_true",
                   help="the forward and loss through torch.compile")
    args = p.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)

    try:
        model, loss_fn, data, constants, tokens = load_run(
            args.model, export.DTYPES[args.dtype], args.seed, args.init,
            args.data)
    except ValueError as error:
        p.error(str(error))

    device = torch.device(args.device)
    model.to(device)
    constants = [t.to(device) if isinstance(t, torch.Tensor) else t
                 for t in constants]
    forward = loss_fn
    if args.compile:
        forward = torch.compile(loss_fn)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr)
    for step in range(args.steps):
        values = list(constants)
        for i, samples, size in data:
            values[i] = torch.from_numpy(batch(samples, size, step)).to(device)
        if device.type == "cuda":
            torch.cuda.synchronize()
        start = time.perf_counter()
        optimizer.zero_grad(set_to_none=True)
        loss = forward(model, *values)
        loss.backward()
        optimizer.step()
        if device.type == "cuda":
            torch.cuda.synchronize()
        seconds = time.perf_counter() - start
        print(f"step {step} loss {float(loss.detach()):.9g} tokens/s "
              f"{tokens / seconds:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
