#!/usr/bin/env python3
"""PyTorch's optimizer steps for an exported fixture, as ap-run reads them.

Builds the model the exporter built (export.build_model, the same seed and
dtype), checks that its parameters are the fixture's (`<fixture>.ref/`),
trains it with torch.optim.AdamW (its defaults) on the fixture's inputs, and
writes, for each step s of --steps, `OUT/step<s>/`: `input_N.npy` in the
argument order of the step after ap-append-optimizer (the model's inputs,
the parameters, the step count, then per parameter exp_avg and exp_avg_sq:
the state after s - 1 updates) and `output_N.npy` in its result order (the
loss of step s, the parameters after s updates, then the state). So
`ap-run STEP --inputs-dir OUT/step<s> --expected-dir OUT/step<s>` checks
the appended update against PyTorch's at step s (docs/Training.md).

  optimizer_reference.py --model hf-gpt2 --dtype f32 \\
      --fixture test/Integration/Torch/Inputs/hf-gpt2-f32.ref --steps 1,3 \\
      -o test/Integration/Torch/Inputs/hf-gpt2-f32.adamw
"""

import argparse
import os
import shutil
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export  # noqa: E402


def state_arrays(model, optimizer, updates):
    """The step count and every parameter's moments (zeros before the first
    update), in the appended step's argument order."""
    arrays = [np.array(updates, dtype=np.int64)]
    for _, p in model.named_parameters():
        state = optimizer.state.get(p, {})
        for key in ("exp_avg", "exp_avg_sq"):
            value = state.get(key)
            arrays.append((value if value is not None else torch.zeros_like(p))
                          .detach().cpu().numpy().copy())
    return arrays


def params(model):
    return [p.detach().cpu().numpy().copy() for _, p in model.named_parameters()]


def save(directory, inputs, outputs):
    if os.path.isdir(directory):
        shutil.rmtree(directory)
    os.makedirs(directory)
    for kind, values in (("input", inputs), ("output", outputs)):
        for i, a in enumerate(values):
            np.save(os.path.join(directory, f"{kind}_{i}.npy"), a)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--model", required=True)
    p.add_argument("--dtype", choices=sorted(export.DTYPES), default="f32")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--fixture", required=True,
                   help="the exporter's reference directory (input_N.npy)")
    p.add_argument("--steps", default="1,3",
                   help="the steps to write, counted from 1")
    p.add_argument("-o", "--output", required=True)
    args = p.parse_args(argv)
    steps = sorted({int(s) for s in args.steps.split(",")})
    if not steps or steps[0] < 1:
        p.error("--steps counts from 1")

    model, inputs, loss_fn = export.build_model(
        export.load_builder(args.model), export.DTYPES[args.dtype], args.seed)
    in_values = [t for _, t, _ in inputs]
    data = [t.detach().cpu().numpy().copy() for t in in_values]
    # The same model as the fixture's, or the reference means nothing.
    for i, value in enumerate(data + params(model)):
        stored = np.load(os.path.join(args.fixture, f"input_{i}.npy"))
        if stored.shape != value.shape or not np.array_equal(stored, value):
            print(f"optimizer_reference.py: error: argument #{i} differs from "
                  f"{args.fixture}/input_{i}.npy: not the fixture's model",
                  file=sys.stderr)
            return 1

    optimizer = torch.optim.AdamW(model.parameters())  # PyTorch's defaults
    for step in range(1, steps[-1] + 1):
        before = data + params(model) + state_arrays(model, optimizer, step - 1)
        optimizer.zero_grad(set_to_none=True)
        loss = loss_fn(model, *in_values)
        loss.backward()
        optimizer.step()
        if step in steps:
            after = ([loss.detach().cpu().numpy().copy()] + params(model)
                     + state_arrays(model, optimizer, step))
            save(os.path.join(args.output, f"step{step}"), before, after)
            print(f"optimizer_reference.py: step {step}: loss "
                  f"{float(loss.detach()):.9g}, {len(after)} outputs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
