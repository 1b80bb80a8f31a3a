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
import math
import sys

from graph import Graph

PRESETS = {
    "tiny": dict(batch=2, seq=8, dim=16, heads=4, kv_heads=2, ffn=32, layers=1),
    "small": dict(batch=4, seq=16, dim=32, heads=4, kv_heads=2, ffn=64, layers=2),
}


def placements(mesh_rank, **by_axis):
    """'#ap.sharding<@mesh, [...]>' from {axis index: placement}."""
    items = [by_axis.get(f"a{i}", "R") for i in range(mesh_rank)]
    return f"#ap.sharding<@mesh, [{', '.join(items)}]>"


def build(cfg, mesh, strategy, block="layer"):
    b, s, d = cfg["batch"], cfg["seq"], cfg["dim"]
    h, k, f = cfg["heads"], cfg["kv_heads"], cfg["ffn"]
    e = d // h
    sizes = dict(b=b, s=s, t=s, d=d, h=h, k=k, g=h // k, e=e, e2=e // 2, f=f)
    g = Graph(sizes)
    rank = len(mesh)
    last = f"a{rank - 1}"

    def spec(**kw):
        return placements(rank, **kw) if strategy != "none" else None

    # Where each kind of value lives.
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

    x = g.argument("x", "bsd", spec(**act))
    target = g.argument("target", "bsd", spec(**act))
    cos = g.argument("cos", ("s", "e2"))
    sin = g.argument("sin", ("s", "e2"))
    params = []

    def param(name, dims, tp_dim=None):
        p = g.argument(name, dims, param_spec(tp_dim))
        params.append(p)
        if strategy in ("fsdp", "fsdp-tp"):
            return g.annotate(p, use_spec(tp_dim))
        return p

    def rmsnorm(x, weight):
        sq = g.ew("mul", x, x)
        ms = g.scale(g.reduce("sum", sq, ("b", "s")), 1.0 / d)
        r = g.ew("rsqrt", g.add_const(ms, 1e-5))
        return g.ew("mul", g.ew("mul", x, r, dims=x.dims), weight, dims=x.dims)

    def rope(x):
        lo = g.slice(x, "e", 0, "e2")
        hi = g.slice(x, "e", e // 2, "e2")
        a = g.ew("sub", g.ew("mul", lo, cos, dims=lo.dims),
                 g.ew("mul", hi, sin, dims=lo.dims))
        c = g.ew("add", g.ew("mul", hi, cos, dims=lo.dims),
                 g.ew("mul", lo, sin, dims=lo.dims))
        return g.concat(a, c, "e2", "e")

    def mlp(x, n):
        hn = rmsnorm(x, param(n + "mlp_norm", "d"))
        a = g.einsum(hn, param(n + "w1", "df", 1), "bsf", hint="w1")
        c = g.einsum(hn, param(n + "w3", "df", 1), "bsf", hint="w3")
        m = g.ew("mul", g.ew("silu", a), c)
        y = g.einsum(m, param(n + "w2", "fd", 0), "bsd", hint="w2")
        return g.ew("add", x, y, hint="res")

    for layer in range(cfg["layers"]):
        n = f"l{layer}_"
        if block == "mlp":
            x = mlp(x, n)
            continue
        xn = rmsnorm(x, param(n + "attn_norm", "d"))
        q = g.einsum(xn, param(n + "wq", "dhe", 1), "bshe", hint="q")
        kk = g.einsum(xn, param(n + "wk", "dke", 1), "bske", hint="k")
        v = g.einsum(xn, param(n + "wv", "dke", 1), "bske", hint="v")
        q, kk = rope(q), rope(kk)
        q5 = g.reshape(q, "bskge")
        kt = g.rename(kk, "btke")
        vt = g.rename(v, "btke")
        scores = g.scale(g.einsum(q5, kt, "bkgst", hint="qk"), 1 / math.sqrt(e))
        p = g.softmax(scores, "t", causal=("s", "t"))
        o = g.reshape(g.einsum(p, vt, "bskge", hint="pv"), "bshe")
        attn = g.einsum(o, param(n + "wo", "hed", 0), "bsd", hint="o")
        x = g.ew("add", x, attn, hint="res")
        if block == "layer":
            x = mlp(x, n)

    loss = g.reduce("sum", g.ew("mul", x, target), (), hint="loss")
    inputs = [g.args[0][0]] + params
    grads = g.backward(loss, inputs)
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
