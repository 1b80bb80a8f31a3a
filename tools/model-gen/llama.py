#!/usr/bin/env python3
"""Writes a LLaMA-3-style training step in linalg-on-tensors: token
embedding, layers of RMSNorm, grouped-query causal attention with RoPE and a
SwiGLU MLP with residuals, the final norm, the output projection and the
cross-entropy loss, followed by the backward of all of it, op by op, as an
AOT-autograd joint graph holds it (views as tensor.collapse_shape /
expand_shape, linear layers as view -> matmul -> view):

  @train_step(%tokens, %targets, %cos, %sin, %params {ap.param}...)
      -> (loss, gradients {ap.grad_of = <argument>}...)

  llama.py --preset llama3-8b
  llama.py --preset tiny --layers 1 --dtype f64

Presets: llama3-8b (32 layers, dim 4096, 32/8 heads, FFN 14336, vocab 128256,
sequence 8192, batch 16, bf16), small, tiny. Every preset value can be
overridden. --mesh adds an ap.mesh to shard for (no shardings are written;
that is the auto-sharder's job).
"""

import argparse
import sys

from model import PRESETS, build_llama


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", choices=sorted(PRESETS), default="tiny")
    for key in PRESETS["tiny"]:
        kind = str if key == "dtype" else int
        parser.add_argument("--" + key.replace("_", "-"), type=kind)
    parser.add_argument("--linear", choices=["view-mm-view", "einsum"],
                        default="view-mm-view")
    parser.add_argument("--mesh", help="declare @mesh with this shape, e.g. 8x8")
    parser.add_argument("--axes", help="axis names, comma separated")
    args = parser.parse_args()
    cfg = dict(PRESETS[args.preset])
    for key in cfg:
        value = getattr(args, key)
        if value is not None:
            cfg[key] = value
    graph, outputs, grad_of = build_llama(cfg, linear_style=args.linear)
    meshes = []
    if args.mesh:
        shape = [int(v) for v in args.mesh.split("x")]
        names = args.axes.split(",") if args.axes else (
            ["dp", "tp"] if len(shape) == 2 else [f"m{i}" for i in range(len(shape))])
        axes = ", ".join(f'"{n}"' for n in names)
        meshes.append(f"ap.mesh @mesh(shape = {args.mesh}, axes = [{axes}])")
    sys.stdout.write(graph.emit("train_step", outputs, meshes=meshes,
                                grad_of=grad_of))


if __name__ == "__main__":
    main()
