#!/usr/bin/env python3
"""Writes a LLaMA-style transformer (layers of RMSNorm, grouped-query
attention with RoPE and a causal mask, SwiGLU MLP, residuals) with its
backward, as one joint function in linalg-on-tensors:

  @train_step(x, target, cos, sin, params...) -> (loss, d_x, d_params...)

with loss = sum(output * target). The input is the already-embedded
activation; see llama for the full model with embedding and loss.

  transformer.py --preset tiny --mesh 2x2 --sharding tp [--block mlp]

--block mlp or attention writes only that part of a layer (with its norm and
residual) instead of whole layers.

Shardings (placements of arguments, plus pins where a layout is a choice):
  none     no mesh, no annotations
  dp       batch split over the first mesh axis, parameters replicated
  fsdp     batch and parameters split over every axis; each parameter is
           gathered (pinned replicated) where it is used
  tp       Megatron: heads and the FFN split over the last axis (column-
           parallel QKV, W1, W3; row-parallel WO, W2), batch over the first
  fsdp-tp  tp, with parameters also split over the first axis and gathered
           over it before use
  sp       sequence parallel: activations split over the last axis along
           the sequence, tp weights
"""

import argparse
import sys

from model import LlamaBuilder

# Blocks without embedding or vocabulary (see llama.py for the full model).
PRESETS = {
    "tiny": dict(batch=2, seq=8, dim=16, heads=4, kv_heads=2, ffn=32, layers=1),
    "small": dict(batch=4, seq=16, dim=32, heads=4, kv_heads=2, ffn=64, layers=2),
}


def placements(mesh_rank, **by_axis):
    """'#ap.sharding<@mesh, [...]>' from {axis index: placement}."""
    items = [by_axis.get(f"a{i}", "R") for i in range(mesh_rank)]
    return f"#ap.sharding<@mesh, [{', '.join(items)}]>"


def build(cfg, mesh, strategy, block="layer"):
    rank = len(mesh)
    last = f"a{rank - 1}"

    def spec(**kw):
        return placements(rank, **kw) if strategy != "none" else None

    # Where the activations live.
    act = {}
    if strategy in ("dp", "tp", "fsdp-tp") and rank >= 1:
        act = {"a0": "S(0)"} if strategy == "dp" or rank > 1 else {}
    if strategy == "fsdp":
        act = {f"a{i}": "S(0)" for i in range(rank)}
    if strategy == "sp":
        act = {last: "S(1)"}
        if rank > 1:
            act["a0"] = "S(0)"
    tp = strategy in ("tp", "fsdp-tp", "sp")

    def param_spec(tp_dim):
        """A parameter's sharding: tp_dim split over the last axis under tp;
        dim 0 split over the other axes (or all of them) under FSDP."""
        kw = {}
        if tp and tp_dim is not None:
            kw[last] = f"S({tp_dim})"
        if strategy == "fsdp":
            kw = {f"a{i}": "S(0)" for i in range(rank)}
        if strategy == "fsdp-tp" and rank > 1:
            kw["a0"] = "S(0)"
        return spec(**kw)

    def use_spec(tp_dim):
        """The layout a parameter is used in (FSDP gathers it first)."""
        kw = {last: f"S({tp_dim})"} if tp and tp_dim is not None else {}
        return spec(**kw)

    builder = LlamaBuilder(cfg, linear_style="einsum", spec=spec,
                           param_spec=param_spec, use_spec=use_spec,
                           pin_params=strategy in ("fsdp", "fsdp-tp"))
    g = builder.g
    x = g.argument("x", "bsd", spec(**act))
    target = g.argument("target", "bsd", spec(**act))
    cos = g.argument("cos", ("s", "e2"))
    sin = g.argument("sin", ("s", "e2"))
    for layer in range(cfg["layers"]):
        n = f"l{layer}_"
        if block != "mlp":
            x = builder.attention(x, n, cos, sin)
        if block != "attention":
            x = builder.mlp(x, n)
    loss = g.reduce("sum", g.ew("mul", x, target), (), hint="loss")
    grads = g.backward(loss, [g.args[0][0]] + builder.params)
    return g, [loss] + grads


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", choices=PRESETS, default="tiny")
    for key in PRESETS["tiny"]:
        parser.add_argument("--" + key.replace("_", "-"), type=int)
    parser.add_argument("--mesh", default="2x2",
                        help="mesh shape, e.g. 4 or 2x2 (axes dp, tp)")
    parser.add_argument("--block", default="layer",
                        choices=["layer", "mlp", "attention"])
    parser.add_argument("--sharding", default="none",
                        choices=["none", "dp", "fsdp", "tp", "fsdp-tp", "sp"])
    args = parser.parse_args()
    cfg = dict(PRESETS[args.preset])
    for key in cfg:
        value = getattr(args, key)
        if value is not None:
            cfg[key] = value
    mesh = [int(v) for v in args.mesh.split("x")]
    graph, outputs = build(cfg, mesh, args.sharding, args.block)
    meshes = []
    if args.sharding != "none":
        names = ["dp", "tp"] if len(mesh) == 2 else [f"m{i}" for i in range(len(mesh))]
        axes = ", ".join(f'"{n}"' for n in names)
        meshes.append(f"ap.mesh @mesh(shape = {'x'.join(map(str, mesh))}, axes = [{axes}])")
    sys.stdout.write(graph.emit("train_step", outputs, meshes=meshes))


if __name__ == "__main__":
    main()
