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
sequence 8192, batch 16, bf16), mixtral-8x7b (the same layer shape with 8
experts, top 2, vocab 32000, sequence 4096), small, tiny. Every preset value
can be overridden. --experts N replaces each MLP by a mixture of experts
(top --top-k, --capacity slots per expert and sequence; model.py's moe),
--expert-layout stacked|per-expert holds its weights as one tensor per
weight with an experts dim (expert parallelism possible) or one per expert.
--annotate HINT=SHARDING pins every op of that name hint (e.g. the router's
topk, the dispatch's disp) to a sharding, for tests of a given layout. --mesh adds an ap.mesh to shard for (no shardings are written;
that is the auto-sharder's job).

--pin writes a hand-made plan's parameter placements (and the batch split
over the data-parallel axes) as constraints, so that ap-auto-shard prices
the best plan around them, e.g. to compare its own plan with the known ones
(the last mesh axis is "tp", the others data-parallel):
  ddp      parameters replicated
  fsdp     parameters split along dim 0 over every axis
  tp       Megatron: column-parallel QKV, W1, W3, output and embedding split
           along their output dim, row-parallel WO, W2 along their input dim
  fsdp-tp  tp, plus dim 0 split over the data-parallel axes (FSDP2 over TP:
           the tp split is the major one where both split dim 0)
"""

import argparse
import sys

from model import PRESETS, build_llama


def pinned_plan(plan, rank):
    """LlamaBuilder arguments that write `plan`'s placements."""
    tp = rank - 1
    data = list(range(rank - 1)) if rank > 1 else [0]

    def sharding(dims, order=None):
        """dims: {mesh axis: tensor dim}; order: {tensor dim: axes}."""
        items = [f"S({dims[a]})" if a in dims else "R" for a in range(rank)]
        text = "[" + ", ".join(items) + "]"
        if order:
            text += ", order = {" + ", ".join(
                f"{d}: [{', '.join(map(str, axes))}]"
                for d, axes in order.items()) + "}"
        return f"#ap.sharding<@mesh, {text}>"

    def param_spec(tp_dim):
        if plan == "ddp":
            return sharding({})
        if plan == "fsdp":
            return sharding({a: 0 for a in range(rank)})
        dims = {tp: tp_dim} if tp_dim is not None and rank > 1 else {}
        if plan == "tp":
            return sharding(dims)
        for a in data:
            if a != tp:
                dims[a] = 0
        order = {0: [tp] + [a for a in data if a != tp]} if (
            tp_dim == 0 and rank > 1) else None
        return sharding(dims, order)

    def spec(**kw):
        # Inputs (tokens, targets): the batch over the data-parallel axes.
        return sharding({a: 0 for a in data})

    return dict(spec=spec, param_spec=param_spec)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--preset", choices=sorted(PRESETS), default="tiny")
    for key in PRESETS["tiny"]:
        kind = str if key == "dtype" else int
        parser.add_argument("--" + key.replace("_", "-"), type=kind)
    parser.add_argument("--linear", choices=["view-mm-view", "einsum"],
                        default="view-mm-view")
    parser.add_argument("--expert-layout", choices=["stacked", "per-expert"],
                        default="stacked",
                        help="with --experts: one weight tensor for all "
                        "experts (expert parallelism possible) or one per "
                        "expert (none)")
    parser.add_argument("--annotate", action="append", default=[],
                        metavar="HINT=SHARDING",
                        help="annotate every op of that name hint (its SSA "
                        "name without the counter: topk, disp, xin, ...) "
                        "with ap.sharding = #ap.sharding<@mesh, SHARDING>, "
                        "which ap-auto-shard keeps")
    parser.add_argument("--mesh", help="declare @mesh with this shape, e.g. 8x8")
    parser.add_argument("--axes", help="axis names, comma separated")
    parser.add_argument("--pin", choices=["ddp", "fsdp", "tp", "fsdp-tp"],
                        help="pin the parameters to a hand-made plan")
    args = parser.parse_args()
    if args.pin and not args.mesh:
        parser.error("--pin needs --mesh")
    cfg = dict(PRESETS[args.preset])
    for key in cfg:
        value = getattr(args, key)
        if value is not None:
            cfg[key] = value
    builder_args = {}
    if args.pin:
        builder_args = pinned_plan(args.pin,
                                   len(args.mesh.split("x")))
    graph, outputs, grad_of = build_llama(cfg, linear_style=args.linear,
                                          expert_layout=args.expert_layout,
                                          **builder_args)
    for item in args.annotate:
        hint, _, sharding = item.partition("=")
        if not sharding:
            parser.error(f"--annotate {item}: expected HINT=SHARDING")
        graph.hint_annotations[hint] = f"#ap.sharding<@mesh, {sharding}>"
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
