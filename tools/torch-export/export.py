#!/usr/bin/env python3
"""Exports a PyTorch model's training step (forward, loss and backward) as
linalg-on-tensors for ap-auto-shard, with PyTorch's own loss and gradients
beside it:

  export.py --model llama --dtype f32 -o llama-f32.mlir
      writes llama-f32.mlir and llama-f32.ref/{input_<i>,output_<i>}.npy
  export.py --model my_models.py:build --dtype f64 -o mine.mlir
      a builder of your own: build(generator) -> (model, inputs, loss),
      as in models.py

The program (docs/TorchExport.md):

  func.func @train_step(%<input>: ... {ap.input_range = array<i64: lo, hi>} loc("<input>"),
                        %<param>: ... {ap.param} loc("<param>")...)
      -> (loss: tensor<f32>, gradient {ap.grad_of = <argument>}...)

Inputs come first, in the builder's order, then the parameters in
named_parameters() order (tied parameters once); parameter names are the
qualified names with '.' -> '_' and a final '.weight' dropped
(layers.0.attention.wq.weight -> layers_0_attention_wq). Result 0 is the
loss, result 1 + k the gradient of parameter k.

How: make_fx over torch.func.grad_and_value of the loss (parameters as
arguments through functional_call), functionalized, with torch-mlir's
decomposition table plus a decomposition of aten._conj; attention on the
math SDPA backend; torch_mlir.fx.stateless_fx_import to linalg-on-tensors
with constants inlined (no dense_resource blobs); then postprocess.py.

The reference is computed by PyTorch eagerly (loss.backward() on the
module, default SDPA backend), not by the exported graph: input_<i>.npy is
argument i exactly as exported, output_0.npy the loss, output_<1+k>.npy the
gradient of parameter k.

With --fake (always for llama3-8b) the model and its inputs are built under
FakeTensorMode: tensors with shapes and no values, so LLaMA-3 8B's 32
layers trace in about 1 GB; there is then no reference to compute, and none
is written:

  export.py --model llama3-8b --layers 2 --dtype bf16 -o llama3-8b-2L.mlir
"""

import argparse
import contextlib
import importlib.metadata
import importlib.util
import inspect
import os
import re
import shutil
import sys

import numpy as np
import torch
from torch._export.utils import _compiling_state_context
from torch._subclasses.fake_tensor import FakeTensor, FakeTensorMode
from torch.func import functional_call, grad_and_value
from torch.fx.experimental.proxy_tensor import make_fx
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch_mlir import fx as torch_mlir_fx
from torch_mlir import ir
from torch_mlir.extras.fx_importer import (TORCH_DTYPE_TO_MLIR_TYPE, FxImporter,
                                           FxImporterHooks)
from torch_mlir.fx import OutputType

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import postprocess  # noqa: E402
from postprocess import ExportError  # noqa: E402

DTYPES = {"f32": torch.float32, "f64": torch.float64, "bf16": torch.bfloat16}
# Builder options (keyword arguments of a builder that takes them).
OPTIONS = ("layers", "batch", "seq_len")
FUNC_NAME = "train_step"


def param_name(qualified):
    name = qualified[:-len(".weight")] if qualified.endswith(".weight") else qualified
    return re.sub(r"[^A-Za-z0-9_]", "_", name)


def conj(x):
    """aten._conj (a conjugate view) has no torch-mlir lowering; autograd
    calls it in the backward of complex products (RoPE)."""
    return torch.complex(torch.real(x), -torch.imag(x))


def topk(x, k, dim=-1, largest=True, sorted=True):
    """aten.topk as k rounds of max: torch-mlir's lowering of topk (and of
    sort) crashes. Each round takes the largest element not yet taken (a
    NaN counts as the largest, as topk's does) and the first position that
    holds it, then marks that position taken; the values come out sorted,
    as topk's do, and equal values in order of position. Positions are
    matched by value, not by a sentinel, so -inf and the type's lowest
    value are found like any other."""
    if not largest:
        values, indices = topk(-x, k, dim, True, sorted)
        return -values, indices
    dim = dim % x.dim()
    positions = torch.arange(x.shape[dim], device=x.device).view(
        [-1 if d == dim else 1 for d in range(x.dim())])
    lowest = float("-inf") if x.is_floating_point() else torch.iinfo(x.dtype).min
    taken = torch.zeros_like(x, dtype=torch.bool)
    values, indices = [], []
    for _ in range(k):
        value = torch.where(taken, torch.full_like(x, lowest), x).amax(dim, keepdim=True)
        same = x == value
        if x.is_floating_point():
            same = same | (x.isnan() & value.isnan())
        index = (same & ~taken).to(torch.int32).argmax(dim, keepdim=True)
        values.append(value)
        indices.append(index)
        taken = taken | (positions == index)
    return torch.cat(values, dim), torch.cat(indices, dim)


def scatter_src(self, dim, index, src):
    """aten.scatter.src where the index covers every other dim (what the
    backward of topk, max and sort writes: value_selecting_reduction_backward),
    as a one-hot selection: torch-mlir's lowering of it crashes. Out of
    those shapes it is left to torch-mlir (NotImplemented). A position no
    index names keeps `self`; one that an index names takes that `src`
    element, exactly (a max over one candidate); duplicate indices, whose
    winner PyTorch leaves unspecified, take the largest."""
    dim = dim % self.dim()
    if index.shape != src.shape or any(
            index.shape[d] != self.shape[d] for d in range(self.dim()) if d != dim):
        return NotImplemented
    base = self.movedim(dim, -1)
    hit = index.movedim(dim, -1).unsqueeze(-1) == torch.arange(
        base.shape[-1], device=self.device)
    lowest = torch.finfo(src.dtype).min if src.is_floating_point() else \
        torch.iinfo(src.dtype).min
    values = src.movedim(dim, -1).unsqueeze(-1)
    picked = torch.where(hit, values, torch.full_like(values, lowest)).amax(-2)
    return torch.where(hit.any(-2), picked, base).movedim(-1, dim)


def sort(x, dim=-1, descending=False):
    """aten.sort as topk of every element (torch-mlir's sort lowering
    crashes too); stable: equal elements keep their order."""
    return topk(x, x.shape[dim], dim, largest=descending)


def cumsum(x, dim, dtype=None):
    """aten.cumsum as a masked sum, out[i] = sum over j <= i of x[j]: its
    torch-mlir lowering is a two-result tm_tensor.scan (a running sum that
    no sharding rule knows); the masked sum is a reduction the rules shard.
    It adds the terms in another order than a running sum (rounding, which
    the error model allows)."""
    if dtype is not None:
        x = x.to(dtype)
    dim = dim % x.dim()
    n = x.shape[dim]
    positions = torch.arange(n, device=x.device)
    # mask[j, i]: term j counts in out[i].
    mask = positions.unsqueeze(1) <= positions.unsqueeze(0)
    moved = x.movedim(dim, -1).unsqueeze(-1)
    terms = torch.where(mask, moved, torch.zeros_like(moved))
    return terms.sum(-2).movedim(-1, dim)


def decomposition_table():
    get = getattr(torch_mlir_fx, "get_decomposition_table", None)
    table = dict(get()) if get else {}
    table[torch.ops.aten._conj.default] = conj
    table[torch.ops.aten.topk.default] = topk
    table[torch.ops.aten.scatter.src] = scatter_src
    table[torch.ops.aten.sort.default] = sort
    table[torch.ops.aten.cumsum.default] = cumsum
    return table


def trace(model, inputs, loss_fn, fake=False):
    """The joint training step as an FX graph: (inputs..., params...) ->
    (loss, grads...). `fake`: the model and inputs are fake tensors; the
    tensors the step creates itself (the causal mask) are fake too."""
    names = [n for n, _ in model.named_parameters()]
    params = [p.detach() for _, p in model.named_parameters()]
    n_in = len(inputs)

    def step(*args):
        ins, ps = args[:n_in], args[n_in:]

        def loss_of(ps):
            def call(*a, **kw):
                return functional_call(model, dict(zip(names, ps)), a, kw)
            return loss_fn(call, *ins)

        grads, loss = grad_and_value(loss_of)(list(ps))
        return (loss, *grads)

    # The state torch.export's own make_fx-based (non-strict) tracing runs
    # in: torch.compiler.is_compiling() and is_exporting() are true, so that
    # libraries take their traceable paths (Hugging Face's mask code reads
    # the attention mask's values unless it sees a trace).
    with sdpa_kernel(SDPBackend.MATH), _compiling_state_context():
        return make_fx(torch.func.functionalize(step, remove="mutations"),
                       decomposition_table=decomposition_table(),
                       tracing_mode="fake" if fake else "real")(*inputs, *params)


class _InlineLiterals(FxImporterHooks):
    """Constant tensors (buffers such as RoPE's freqs_cis) as inline dense
    attributes instead of dense_resource blobs."""

    def resolve_literal(self, gni, literal, info):
        if isinstance(literal, FakeTensor):
            raise ExportError(
                f"a constant tensor of shape {list(literal.shape)} ({literal.dtype}) "
                "in a fake-tensor export has no values: compute it in the graph "
                "or pass it as an input")
        if not isinstance(literal, torch.Tensor) or literal.numel() <= 1 or \
                literal.dtype not in TORCH_DTYPE_TO_MLIR_TYPE:
            return None
        array = literal.detach().cpu().contiguous().numpy()
        attr = ir.DenseElementsAttr.get(
            array, type=TORCH_DTYPE_TO_MLIR_TYPE[literal.dtype](), shape=list(array.shape))
        vtype = gni._cc.tensor_to_vtensor_type(literal)
        return ir.Operation.create("torch.vtensor.literal", results=[vtype],
                                   attributes={"value": attr}).result


def to_linalg(gm):
    context = ir.Context()
    torch_mlir_fx.torch_d.register_dialect(context)
    importer = FxImporter(context=context, hooks=_InlineLiterals())
    return torch_mlir_fx.stateless_fx_import(
        gm, output_type=OutputType.LINALG_ON_TENSORS, fx_importer=importer,
        model_name=FUNC_NAME)


def reference(model, inputs, loss_fn):
    """Loss and gradients by PyTorch eagerly (autograd on the module)."""
    model.zero_grad(set_to_none=True)
    loss = loss_fn(model, *inputs)
    loss.backward()
    grads = [p.grad if p.grad is not None else torch.zeros_like(p)
             for _, p in model.named_parameters()]
    model.zero_grad(set_to_none=True)
    return [loss.detach()] + [g.detach() for g in grads]


def load_builder(spec):
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import models
    if spec in models.SPECS:
        return models.SPECS[spec]
    path, _, func = spec.rpartition(":")
    if not path or not os.path.exists(path):
        raise ExportError(f"unknown model {spec!r}: one of {sorted(models.SPECS)} "
                          f"or FILE.py:FUNCTION")
    mod_spec = importlib.util.spec_from_file_location("user_model", path)
    mod = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(mod)
    return getattr(mod, func)


def is_fake(builder):
    return getattr(builder, "fake", False)


def zero_dropout(model):
    """Sets every dropout probability of `model` to 0: nn.Dropout modules'
    `p`, and float attributes named like Hugging Face's (`attention_dropout`,
    `hidden_dropout`, `dropout`, ...) that its attention code passes to
    SDPA. Returns the qualified names it set."""
    zeroed = []
    for name, module in model.named_modules():
        if isinstance(module, torch.nn.modules.dropout._DropoutNd):
            if module.p:
                zeroed.append(name)
            module.p = 0.0
            continue
        for attr, value in list(vars(module).items()):
            if attr.endswith("dropout") and isinstance(value, float):
                if value:
                    zeroed.append(f"{name}.{attr}" if name else attr)
                setattr(module, attr, 0.0)
    return zeroed


# aten ops that draw from PyTorch's generator (dropout, noise): a compiled
# program cannot reproduce them, so a step that has them is refused.
RANDOM_OPS = ("bernoulli", "rand", "normal", "uniform", "multinomial",
              "exponential", "native_dropout", "poisson", "geometric", "cauchy")


def check_deterministic(gm):
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        name = str(node.target)
        op = name.split(".")[1] if name.startswith("aten.") else name
        if any(op.startswith(r) for r in RANDOM_OPS):
            raise ExportError(
                f"the step draws random numbers ({name}): the compiled program "
                "cannot reproduce PyTorch's generator. Dropout is set to 0 "
                "unless --keep-dropout is given; other random ops must be "
                "removed from the model or passed in as inputs")


def build_model(builder, dtype, seed=0, fake=False, options=None, mode="train",
                keep_dropout=False):
    """The model, its inputs and its loss as `builder` makes them under
    `dtype` and `seed` (under FakeTensorMode if `fake` or the builder says
    so). `options`: keyword arguments for the builder (--layers...).
    `mode`: "train" (model.train(), dropout probabilities set to 0 unless
    `keep_dropout`) or "eval" (model.eval()). export() and
    optimizer_reference.py build through it, so both see the same model."""
    fake = fake or is_fake(builder)
    options = options or {}
    accepted = inspect.signature(builder).parameters
    unknown = sorted(k for k in options if k not in accepted)
    if unknown:
        raise ExportError("the model takes no " + ", ".join(
            "--" + k.replace("_", "-") for k in unknown))
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        torch.manual_seed(seed)
        with FakeTensorMode() if fake else contextlib.nullcontext():
            model, inputs, loss_fn = builder(torch.Generator().manual_seed(seed), **options)
    finally:
        torch.set_default_dtype(previous)
    if mode == "eval":
        model.eval()
    else:
        model.train()
        if not keep_dropout:
            zeroed = zero_dropout(model)
            if zeroed:
                print(f"export.py: dropout set to 0 in {len(zeroed)} place(s) "
                      f"({', '.join(zeroed[:3])}{', ...' if len(zeroed) > 3 else ''}); "
                      "--keep-dropout keeps it", file=sys.stderr)
    return model, inputs, loss_fn


def export(builder, dtype, seed=0, mesh=None, header=(), fake=False, options=None,
           mode="train", keep_dropout=False):
    """Builds the model (build_model), exports its training step. Returns
    (text, arguments, outputs): the arrays of the reference, None for a fake
    model."""
    fake = fake or is_fake(builder)
    model, inputs, loss_fn = build_model(builder, dtype, seed, fake, options,
                                         mode, keep_dropout)
    in_names = [n for n, _, _ in inputs]
    in_values = [t for _, t, _ in inputs]
    named = list(model.named_parameters())
    names = in_names + [param_name(n) for n, _ in named]
    n_in = len(inputs)
    if len(set(names)) != len(names):
        raise ExportError(f"argument names are not distinct: {names}")

    gm = trace(model, in_values, loss_fn, fake=fake)
    check_deterministic(gm)
    module = to_linalg(gm)
    postprocess.mark(
        module, FUNC_NAME, names,
        params=set(range(n_in, len(names))),
        input_ranges={i: r for i, (_, _, r) in enumerate(inputs) if r is not None},
        grad_of={1 + k: n_in + k for k in range(len(named))})
    text = postprocess.render(module, FUNC_NAME, names, mesh=mesh, header=header)
    if fake:
        return text, None, None
    arguments = in_values + [p.detach().clone() for _, p in named]
    outputs = reference(model, in_values, loss_fn)
    return text, arguments, outputs


def save_reference(directory, arguments, outputs):
    if os.path.isdir(directory):
        shutil.rmtree(directory)
    os.makedirs(directory)
    for kind, values in (("input", arguments), ("output", outputs)):
        for i, t in enumerate(values):
            np.save(os.path.join(directory, f"{kind}_{i}.npy"), t.detach().cpu().numpy())


def mesh_op(shape):
    dims = [int(d) for d in shape.split("x")]
    axes = ["dp", "tp"] if len(dims) == 2 else [f"a{i}" for i in range(len(dims))]
    return (f"ap.mesh @mesh(shape = {shape}, axes = ["
            + ", ".join(f'"{a}"' for a in axes) + "])")


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", required=True,
                   help="mlp, llama, gpt2, llama3-8b (models.py), hf-<family> "
                        "(hf_models.py), or FILE.py:FUNCTION")
    p.add_argument("--dtype", choices=sorted(DTYPES), default="f32")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--mesh", help="add an ap.mesh of this shape (e.g. 2x2)")
    p.add_argument("--no-reference", action="store_true",
                   help="do not write <output>.ref/")
    p.add_argument("--fake", action="store_true",
                   help="build the model and inputs as fake tensors (shapes only; "
                        "no reference); llama3-8b always is")
    for option in OPTIONS:
        p.add_argument("--" + option.replace("_", "-"), type=int,
                       help=f"the builder's {option} (llama3-8b: "
                            + {"layers": "32", "batch": "1", "seq_len": "8192"}[option]
                            + ")")
    p.add_argument("--eval", action="store_true",
                   help="export with model.eval() (default: model.train() with "
                        "every dropout probability set to 0)")
    p.add_argument("--keep-dropout", action="store_true",
                   help="in training mode, keep the model's dropout (the export "
                        "then fails: random ops cannot be compiled)")
    p.add_argument("-o", "--output", required=True, help="the .mlir to write")
    p.add_argument("--comment", action="append", default=[],
                   help="a comment line for the top of the file")
    args = p.parse_args(argv)
    options = {k: getattr(args, k) for k in OPTIONS if getattr(args, k) is not None}
    try:
        builder = load_builder(args.model)
    except ExportError as e:
        print(f"export.py: error: {e}", file=sys.stderr)
        return 1
    fake = args.fake or is_fake(builder)
    if args.dtype == "bf16" and not (fake or args.no_reference):
        print("export.py: error: bf16 has no numpy type for the reference: "
              "pass --no-reference or --fake", file=sys.stderr)
        return 1
    packages = ("torch", "torch-mlir") + (
        ("transformers",) if args.model.startswith("hf-") else ())
    versions = ", ".join(f"{p} {importlib.metadata.version(p)}" for p in packages)
    command = (f"tools/torch-export/export.py --model {args.model} --dtype {args.dtype}"
               + (f" --seed {args.seed}" if args.seed else "")
               + (" --fake" if args.fake else "")
               + (" --eval" if args.eval else "")
               + (" --keep-dropout" if args.keep_dropout else "")
               + "".join(f" --{k.replace('_', '-')} {v}" for k, v in options.items())
               + (f" --mesh {args.mesh}" if args.mesh else ""))
    header = [f"// The training step of {args.model} ({args.dtype}), exported by",
              f"// {command} ({versions})."]
    if fake:
        header.append("// Traced from fake tensors (shapes, no values): no PyTorch "
                      "reference (docs/TorchExport.md).")
    else:
        header.append("// PyTorch's loss and gradients: " + os.path.basename(
            os.path.splitext(args.output)[0]) + ".ref/ (docs/TorchExport.md).")
    header += [f"// {c}" for c in args.comment]
    if fake:
        print(f"export.py: {args.model}: parameters and inputs are fake tensors "
              "(shapes, no values); no PyTorch reference is computed or written",
              file=sys.stderr)
    try:
        text, arguments, outputs = export(
            builder, DTYPES[args.dtype], seed=args.seed,
            mesh=mesh_op(args.mesh) if args.mesh else None, header=header,
            fake=fake, options=options, mode="eval" if args.eval else "train",
            keep_dropout=args.keep_dropout)
    except ExportError as e:
        print(f"export.py: error: {e}", file=sys.stderr)
        return 1
    with open(args.output, "w") as f:
        f.write(text)
    if not args.no_reference and arguments is not None:
        save_reference(os.path.splitext(args.output)[0] + ".ref", arguments, outputs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
