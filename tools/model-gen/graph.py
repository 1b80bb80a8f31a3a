"""A tiny tensor-graph builder that writes linalg-on-tensors MLIR.

Tensors carry named dims (einsum style): an op's indexing maps come from the
names, so contractions, broadcasts and reductions need no hand-written maps.
Every op knows its vector-Jacobian product, so `Graph.backward` writes the
backward graph op by op, as an AOT-autograd joint graph would be.

Standard library only: the project's tests run it with the system python3.
"""

import math
import re


class Tensor:
    def __init__(self, graph, name, dims, alias_of=None, dtype=None):
        self.graph = graph
        self._name = name         # SSA name, without '%'
        self.dims = tuple(dims)
        self.node = None          # the Node that produced it (None: argument)
        self.alias_of = alias_of  # a renamed view shares its source's value
        self.dtype = dtype or graph.dtype

    @property
    def name(self):
        return self.alias_of.name if self.alias_of else self._name

    @name.setter
    def name(self, value):
        self._name = value

    @property
    def shape(self):
        return [self.graph.sizes[d] for d in self.dims]

    @property
    def type(self):
        return self.graph.tensor_type(self.dims, self.dtype)

    def __repr__(self):
        return "%" + self.name


class Node:
    """An op: inputs, one output, how to print it, and its VJP."""

    def __init__(self, kind, inputs, output, attrs):
        self.kind = kind
        self.inputs = inputs
        self.output = output
        self.attrs = attrs


# Elementwise op kinds: arity and the body (a function of the SSA names of the
# block arguments, returning (lines, result name)).
NEG_INF_BITS = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80",
                "f64": "0xFFF0000000000000"}


def mlir_float(value, dtype="f32"):
    """A float literal MLIR parses: always with a mantissa dot; -inf as the
    type's bit pattern."""
    if math.isinf(value):
        assert value < 0, "only -inf is needed"
        return NEG_INF_BITS[dtype]
    return f"{value:.9e}"


def _body_unary(op):
    return lambda args, t: ([f"%r = {op} {args[0]} : {t}"], "%r")


def _body_binary(op):
    return lambda args, t: ([f"%r = {op} {args[0]}, {args[1]} : {t}"], "%r")


def _scale_body(args, t, value):
    return ([f"%c = arith.constant {mlir_float(value, t)} : {t}",
             f"%r = arith.mulf {args[0]}, %c : {t}"], "%r")


def _add_const_body(args, t, value):
    return ([f"%c = arith.constant {mlir_float(value, t)} : {t}",
             f"%r = arith.addf {args[0]}, %c : {t}"], "%r")


def _silu_body(args, t):
    # x * sigmoid(x) = x / (1 + exp(-x))
    return ([f"%one = arith.constant 1.0 : {t}",
             f"%n = arith.negf {args[0]} : {t}",
             f"%e = math.exp %n : {t}",
             f"%d = arith.addf %one, %e : {t}",
             f"%r = arith.divf {args[0]}, %d : {t}"], "%r")


def _silu_grad_body(args, t):
    # d/dx silu(x) * g = g * s * (1 + x * (1 - s)), s = sigmoid(x)
    x, g = args
    return ([f"%one = arith.constant 1.0 : {t}",
             f"%n = arith.negf {x} : {t}",
             f"%e = math.exp %n : {t}",
             f"%d = arith.addf %one, %e : {t}",
             f"%s = arith.divf %one, %d : {t}",
             f"%oms = arith.subf %one, %s : {t}",
             f"%xo = arith.mulf {x}, %oms : {t}",
             f"%p = arith.addf %one, %xo : {t}",
             f"%sp = arith.mulf %s, %p : {t}",
             f"%r = arith.mulf {g}, %sp : {t}"], "%r")


def _rsqrt_grad_body(args, t):
    # d/dx x^-1/2 * g = -1/2 * y^3 * g with y = rsqrt(x) (given as arg 0)
    y, g = args
    return ([f"%h = arith.constant -0.5 : {t}",
             f"%y2 = arith.mulf {y}, {y} : {t}",
             f"%y3 = arith.mulf %y2, {y} : {t}",
             f"%a = arith.mulf %y3, %h : {t}",
             f"%r = arith.mulf %a, {g} : {t}"], "%r")


ELEMENTWISE = {
    "add": (2, _body_binary("arith.addf")),
    "sub": (2, _body_binary("arith.subf")),
    "mul": (2, _body_binary("arith.mulf")),
    "div": (2, _body_binary("arith.divf")),
    "neg": (1, _body_unary("arith.negf")),
    "exp": (1, _body_unary("math.exp")),
    "rsqrt": (1, _body_unary("math.rsqrt")),
    "log": (1, _body_unary("math.log")),
    "copy": (1, lambda args, t: ([], args[0])),
    "silu": (1, _silu_body),
    "silu_grad": (2, _silu_grad_body),
    "rsqrt_grad": (2, _rsqrt_grad_body),
}


# Selections: constants of the backward (their inputs get no gradient from
# them).
NON_DIFFERENTIABLE = ("topk_mask", "dispatch")


class Graph:
    def __init__(self, sizes, dtype="f32"):
        self.sizes = dict(sizes)
        self.dtype = dtype
        self.args = []            # (Tensor, attributes)
        self.nodes = []
        self.counter = 0
        self.annotations = {}     # tensor name -> sharding attr text
        self.hint_annotations = {}  # op name hint -> sharding attr text
        self.pins = {}            # tensor name -> sharding (ap.annotate)

    # -- naming ------------------------------------------------------------
    def _fresh(self, hint):
        self.counter += 1
        return f"{hint}{self.counter}"

    def tensor_type(self, dims, dtype=None):
        dtype = dtype or self.dtype
        shape = "x".join(str(self.sizes[d]) for d in dims)
        return f"tensor<{shape}x{dtype}>" if dims else f"tensor<{dtype}>"

    def _add(self, kind, inputs, dims, attrs=None, hint="v"):
        out = Tensor(self, self._fresh(hint), dims)
        node = Node(kind, inputs, out, attrs or {})
        out.node = node
        self.nodes.append(node)
        return out

    # -- graph inputs ------------------------------------------------------
    def argument(self, name, dims, sharding=None, dtype=None, param=False,
                 value_range=None):
        """A function argument; `param` marks a trainable parameter,
        `value_range` (low, high) the values an index argument takes."""
        t = Tensor(self, name, dims, dtype=dtype)
        t.param = param
        t.value_range = value_range
        self.args.append((t, sharding))
        return t

    # -- ops -----------------------------------------------------------------
    def einsum(self, a, b, out_dims, hint="mm"):
        for d in a.dims + b.dims:
            assert d in out_dims or (d in a.dims and d in b.dims), \
                f"dim {d} would be summed in only one operand"
        return self._add("einsum", [a, b], out_dims, hint=hint)

    def ew(self, kind, *inputs, dims=None, hint="e", **attrs):
        arity, _ = ELEMENTWISE[kind] if kind not in ("scale", "addc") else (1, None)
        assert len(inputs) == arity, kind
        if dims is None:
            dims = max((t.dims for t in inputs), key=len)
        return self._add("ew", list(inputs), dims, dict(attrs, op=kind), hint)

    def scale(self, x, value):
        return self._add("ew", [x], x.dims, {"op": "scale", "value": value},
                         "sc")

    def add_const(self, x, value):
        return self._add("ew", [x], x.dims, {"op": "addc", "value": value},
                         "ac")

    def reduce(self, kind, x, out_dims, hint="red"):
        assert set(out_dims) <= set(x.dims)
        return self._add("reduce", [x], out_dims, {"op": kind}, hint)

    def softmax(self, x, dim, causal=None, hint="sm"):
        """Softmax over `dim`; `causal=(q, k)` masks positions with k > q."""
        return self._add("softmax", [x], x.dims, {"dim": dim, "causal": causal},
                         hint)

    def softmax_grad(self, p, g, dim, hint="dsm"):
        return self._add("softmax_grad", [p, g], p.dims, {"dim": dim}, hint)

    def reshape(self, x, out_dims, hint="rs"):
        groups = _reassociation(self.sizes, x.dims, out_dims)
        return self._add("reshape", [x], out_dims, {"groups": groups}, hint)

    def rename(self, x, out_dims):
        """The same tensor with other dim names (no IR of its own)."""
        assert [self.sizes[d] for d in x.dims] == [self.sizes[d] for d in out_dims]
        t = Tensor(self, x.name, out_dims, alias_of=x)
        t.node = Node("rename", [x], t, {})
        return t

    def annotate(self, x, sharding):
        """x with its sharding pinned (ap.annotate); an identity."""
        return self._add("annotate", [x], x.dims, {"sharding": sharding}, "pin")

    def slice(self, x, dim, start, out_dim, hint="sl"):
        dims = tuple(out_dim if d == dim else d for d in x.dims)
        return self._add("slice", [x], dims,
                         {"dim": dim, "start": start, "out_dim": out_dim}, hint)

    def concat(self, a, b, dim, out_dim, hint="cat"):
        dims = tuple(out_dim if d == dim else d for d in a.dims)
        return self._add("concat", [a, b], dims, {"dim": dim}, hint)

    def pad(self, x, dim, start, full_dim, hint="pad"):
        """x placed at `start` along `dim` of a zero tensor (`full_dim` long)."""
        dims = tuple(full_dim if d == dim else d for d in x.dims)
        return self._add("pad", [x], dims, {"dim": dim, "start": start}, hint)

    def matmul(self, a, b, hint="mm"):
        """linalg.matmul of (m, k) x (k, n)."""
        assert len(a.dims) == 2 and len(b.dims) == 2 and a.dims[1] == b.dims[0]
        return self._add("matmul", [a, b], (a.dims[0], b.dims[1]), hint=hint)

    def transpose(self, x, dims, hint="t"):
        """linalg.transpose to the dim order `dims`."""
        assert sorted(dims) == sorted(x.dims)
        return self._add("transpose", [x], tuple(dims), hint=hint)

    def embedding(self, tokens, table, hint="emb"):
        """table[tokens], as a contraction with a one-hot of the tokens (a
        gather in linalg form): (b, s) x (v, d) -> (b, s, d)."""
        (v, d) = table.dims
        return self._add("embedding", [tokens, table], tokens.dims + (d,),
                         {"vocab": v}, hint)

    def take(self, x, index, dim, hint="take"):
        """x[..., index[...]] along `dim` (one-hot contraction):
        (..., v) with indices (...) -> (...)."""
        out = tuple(d for d in x.dims if d != dim)
        assert tuple(index.dims) == out
        return self._add("take", [x, index], out, {"dim": dim}, hint)

    def topk_mask(self, x, dim, k, hint="topk"):
        """1 where x is among the `k` largest along `dim` (ties to the lower
        index), else 0; a selection, so no gradient flows through it."""
        return self._add("topk_mask", [x], x.dims, {"dim": dim, "k": k}, hint)

    def dispatch(self, mask, token_dim, slot_dim, hint="disp"):
        """Capacity-based dispatch (GShard): for a 0/1 `mask` (.., token, ..,
        expert), the one-hot of each chosen token's slot in its expert's
        buffer, (.., slot) appended: slot = how many earlier tokens chose
        the same expert; tokens past the capacity (`slot_dim`'s size) are
        dropped. No gradient flows through it."""
        return self._add("dispatch", [mask], mask.dims + (slot_dim,),
                         {"token_dim": token_dim}, hint)

    def pin(self, t, sharding):
        """Pin a value's sharding with ap.annotate."""
        self.pins[t.name] = sharding
        return t

    def shard(self, t, sharding):
        """Annotate the op producing `t` with `ap.sharding`."""
        self.annotations[t.name] = sharding
        return t

    # -- autodiff ------------------------------------------------------------
    def backward(self, loss, wrt):
        """Gradients of the scalar `loss` with respect to `wrt` (list).

        Like an AOT-autograd joint graph, only values that depend on some
        tensor of `wrt` get gradients: constants (token ids, RoPE tables)
        get none."""
        requires = {t.name for t in wrt}
        for node in self.nodes:
            if node.kind in NON_DIFFERENTIABLE:
                continue
            if any(i.name in requires for i in node.inputs):
                requires.add(node.output.name)
        grads = {loss.name: self._add("ew", [self._ones(loss)], loss.dims,
                                      {"op": "copy"}, "seed")}
        order = [n for n in self.nodes if n.output.name != grads[loss.name].name]
        needed = _ancestors(loss)
        for node in reversed(order):
            out = node.output
            if out.name not in grads or out.name not in needed:
                continue
            g = grads[out.name]
            for inp, make_grad in zip(node.inputs, self._vjp(node, g)):
                if make_grad is None or inp.name not in requires:
                    continue
                gi = make_grad()
                # A renamed view's gradient is its source's, renamed back.
                while inp.alias_of is not None:
                    gi = self.rename(gi, inp.alias_of.dims)
                    inp = inp.alias_of
                key = inp.name
                if key in grads:
                    grads[key] = self.ew("add", grads[key], gi, dims=inp.dims,
                                         hint="acc")
                else:
                    grads[key] = gi
        return [grads.get(t.name) for t in wrt]

    def _ones(self, like):
        return self._add("fill", [], like.dims, {"value": 1.0}, "one")

    def _unbroadcast(self, g, dims):
        if tuple(g.dims) == tuple(dims):
            return g
        return self.reduce("sum", g, dims, hint="ub")

    def _vjp(self, node, g):
        """Per input, a function building its gradient (None where there is
        none), so that only the gradients needed are emitted."""
        k, ins, out = node.kind, node.inputs, node.output
        if k == "rename":
            return [lambda: self.rename(g, ins[0].dims)]
        if k == "annotate":
            return [lambda: g]
        if k == "einsum":
            a, b = ins
            return [lambda: self.einsum(g, b, a.dims, hint="da"),
                    lambda: self.einsum(a, g, b.dims, hint="db")]
        if k == "matmul":
            a, b = ins
            return [lambda: self.matmul(g, self.transpose(b, b.dims[::-1]),
                                        hint="da"),
                    lambda: self.matmul(self.transpose(a, a.dims[::-1]), g,
                                        hint="db")]
        if k == "transpose":
            return [lambda: self.transpose(g, ins[0].dims, hint="dt")]
        if k == "embedding":
            tokens, table = ins
            return [None, lambda: self._add("embedding_grad", [tokens, g],
                                            table.dims, {}, "demb")]
        if k == "take":
            x, index = ins
            return [lambda: self._add("take_grad", [index, g], x.dims,
                                      {"dim": node.attrs["dim"]}, "dtake"),
                    None]
        if k == "reduce":
            if node.attrs["op"] == "max":
                # Only used to stabilize exp/log-sum-exp, where its gradient
                # cancels out.
                return [None]
            return [lambda: self.ew("copy", g, dims=ins[0].dims, hint="bc")]
        if k == "softmax":
            return [lambda: self.softmax_grad(out, g, node.attrs["dim"])]
        if k == "reshape":
            return [lambda: self.reshape(g, ins[0].dims, hint="drs")]
        if k == "slice":
            return [lambda: self.pad(g, node.attrs["out_dim"],
                                     node.attrs["start"], node.attrs["dim"])]
        if k == "concat":
            a, b = ins
            dim = node.attrs["dim"]
            out_dim = [d for d in out.dims if d not in a.dims][0]
            half = self.sizes[dim]
            return [lambda: self.slice(self.rename(g, out.dims), out_dim, 0,
                                       dim),
                    lambda: self.slice(self.rename(g, out.dims), out_dim, half,
                                       dim)]
        if k == "ew":
            op = node.attrs["op"]
            if op == "copy":
                return [lambda: self._unbroadcast(g, ins[0].dims)]
            if op == "scale":
                return [lambda: self.scale(g, node.attrs["value"])]
            if op == "addc":
                return [lambda: g]
            if op == "add":
                return [lambda t=t: self._unbroadcast(g, t.dims) for t in ins]
            if op == "sub":
                return [lambda: self._unbroadcast(g, ins[0].dims),
                        lambda: self._unbroadcast(self.ew("neg", g),
                                                  ins[1].dims)]
            if op == "mul":
                a, b = ins
                return [lambda: self._unbroadcast(
                            self.ew("mul", g, b, dims=out.dims), a.dims),
                        lambda: self._unbroadcast(
                            self.ew("mul", g, a, dims=out.dims), b.dims)]
            if op == "div":
                a, b = ins
                memo = {}

                def ga():
                    if "ga" not in memo:
                        memo["ga"] = self.ew("div", g, b, dims=out.dims)
                    return memo["ga"]

                def gb():
                    # d(a/b)/db = -a/b^2 = -(1/b) * out
                    return self.ew("neg", self.ew("mul", ga(), out,
                                                  dims=out.dims))
                return [lambda: self._unbroadcast(ga(), a.dims),
                        lambda: self._unbroadcast(gb(), b.dims)]
            if op == "neg":
                return [lambda: self.ew("neg", g)]
            if op == "exp":
                return [lambda: self.ew("mul", g, out)]
            if op == "log":
                return [lambda: self.ew("div", g, ins[0])]
            if op == "rsqrt":
                return [lambda: self.ew("rsqrt_grad", out, g)]
            if op == "silu":
                return [lambda: self.ew("silu_grad", ins[0], g)]
        if k in ("fill",):
            return []
        raise NotImplementedError(f"no VJP for {k} {node.attrs}")

    # -- printing ------------------------------------------------------------
    def emit(self, name, outputs, result_shardings=None, meshes=(),
             grad_of=None):
        """The function: `grad_of[i]` is the argument result i is the
        gradient of (marked `ap.grad_of`)."""
        lines = list(meshes)
        args = []
        for t, sharding in self.args:
            attrs = (["ap.param"] if getattr(t, "param", False) else []) + \
                    ([f"ap.sharding = {sharding}"] if sharding else [])
            if getattr(t, "value_range", None):
                low, high = t.value_range
                attrs.append(f"ap.input_range = array<i64: {low}, {high}>")
            # Data (not parameters) with a batch dim: where micro-batches
            # are cut (ap-microbatch).
            if not getattr(t, "param", False) and "b" in t.dims:
                attrs.append(f"ap.batch_dim = {list(t.dims).index('b')} : i64")
            attr = f" {{{', '.join(attrs)}}}" if attrs else ""
            # The name travels as the argument's location, for diagnostics
            # and the auto-sharder's plan summary.
            args.append(f"%{t.name}: {t.type}{attr} loc(\"{t.name}\")")
        results = []
        for i, t in enumerate(outputs):
            attrs = []
            if grad_of and grad_of.get(i) is not None:
                attrs.append(f"ap.grad_of = {grad_of[i]}")
            s = (result_shardings or {}).get(i)
            if s:
                attrs.append(f"ap.sharding = {s}")
            results.append(t.type + (f" {{{', '.join(attrs)}}}" if attrs else ""))
        lines.append(f"func.func @{name}(" + ",\n    ".join(args) +
                     f")\n    -> ({', '.join(results)}) {{")
        body = _Emitter(self)
        for node in self.nodes:
            body.emit(node)
        lines += ["  " + l for l in body.lines]
        lines.append("  return " + ", ".join(repr(t) for t in outputs) +
                     " : " + ", ".join(t.type for t in outputs))
        lines.append("}")
        return "\n".join(lines) + "\n"


def _ancestors(t):
    """Names of the values `t` depends on (renamed views included)."""
    visited, names, stack = set(), set(), [t]
    while stack:
        x = stack.pop()
        if id(x) in visited:
            continue
        visited.add(id(x))
        names.add(x.name)
        if x.node:
            stack.extend(x.node.inputs)
    return names


def _reassociation(sizes, src, dst):
    """Groups for a reshape between dim lists (collapse or expand)."""
    big, small = (src, dst) if len(src) >= len(dst) else (dst, src)
    groups, i = [], 0
    for d in small:
        target, size, group = sizes[d], 1, []
        while size < target or (size == target and not group):
            size *= sizes[big[i]]
            group.append(i)
            i += 1
        assert size == target, (src, dst)
        groups.append(group)
    # Trailing unit dims join the last group.
    while i < len(big) and sizes[big[i]] == 1:
        groups[-1].append(i)
        i += 1
    assert i == len(big), (src, dst)
    return groups


def _map(dims, loops):
    return "(" + ", ".join(loops) + ") -> (" + ", ".join(
        loops[loops.index(d)] for d in dims) + ")"


class _Emitter:
    def __init__(self, graph):
        self.g = graph
        self.lines = []
        self.constants = {}

    def val(self, t):
        return f"%{t.name}"

    def const(self, value, dtype=None):
        dtype = dtype or self.g.dtype
        key = (repr(value), dtype)
        if key not in self.constants:
            name = f"%cst{len(self.constants)}"
            self.lines.append(f"{name} = arith.constant "
                              f"{mlir_float(value, dtype)} : {dtype}")
            self.constants[key] = name
        return self.constants[key]

    def attr(self, out):
        s = self.g.annotations.get(out.name)
        if not s:
            # Ops named <hint><counter>[_<part>] (a node and the ops it
            # emits) by their hint.
            hint = re.match(r"([a-z_]*?)\d+(_[a-z]+)?$", out.name)
            s = hint and self.g.hint_annotations.get(hint.group(1))
        return f" {{ap.sharding = {s}}}" if s else ""

    def empty(self, out):
        name = f"%{out.name}_init"
        self.lines.append(f"{name} = tensor.empty() : {out.type}")
        return name

    def filled(self, out, value):
        init = self.empty(out)
        name = f"%{out.name}_fill"
        self.lines.append(f"{name} = linalg.fill ins({self.const(value, out.dtype)} : "
                          f"{out.dtype}) outs({init} : {out.type}) -> {out.type}")
        return name

    def generic(self, out, inputs, loops, iterators, body_fn, init):
        maps = [f"affine_map<{_map(t.dims, loops)}>" for t in inputs]
        maps.append(f"affine_map<{_map(out.dims, loops)}>")
        t = self.g.dtype
        args = [f"%in{i}" for i in range(len(inputs))]
        body, result = body_fn(args, "%acc", t)
        ins = ", ".join(self.val(x) for x in inputs)
        types = ", ".join(x.type for x in inputs)
        self.lines.append(
            f"%{out.name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = [{', '.join(repr(i).replace(chr(39), chr(34)) for i in iterators)}]}}")
        self.lines.append(f"    ins({ins} : {types}) outs({init} : {out.type})"
                          f"{' attrs = ' + self.attr(out).strip() if self.attr(out) else ''} {{")
        blockargs = ", ".join(f"{a}: {x.dtype}" for a, x in zip(args, inputs))
        blockargs += f", %acc: {out.dtype}"
        self.lines.append(f"^bb0({blockargs}):")
        for line in body:
            self.lines.append("  " + line)
        self.lines.append(f"  linalg.yield {result} : {out.dtype}")
        self.lines.append(f"}} -> {out.type}")
        self._pin(out)

    def _pin(self, out):
        s = self.g.pins.get(out.name)
        if s:
            pinned = f"{out.name}_pinned"
            self.lines.append(f"%{pinned} = ap.annotate %{out.name} to "
                              f"{s.replace('#ap.sharding', '')} : {out.type}")
            out.name = pinned

    def emit(self, node):
        k, ins, out, a = node.kind, node.inputs, node.output, node.attrs
        t = self.g.dtype
        if k == "rename":
            return
        if k == "annotate":
            sharding = a["sharding"].replace("#ap.sharding", "")
            self.lines.append(f"%{out.name} = ap.annotate {self.val(ins[0])} to "
                              f"{sharding} : {out.type}")
            return
        if k == "fill":
            init = self.empty(out)
            self.lines.append(f"%{out.name} = linalg.fill{self.attr(out)} ins("
                              f"{self.const(a['value'])} : {t}) outs({init} : "
                              f"{out.type}) -> {out.type}")
            return
        if k == "einsum":
            loops = list(dict.fromkeys(ins[0].dims + ins[1].dims + out.dims))
            its = ["parallel" if d in out.dims else "reduction" for d in loops]
            self.generic(out, ins, loops, its, lambda args, acc, t: (
                [f"%m = arith.mulf {args[0]}, {args[1]} : {t}",
                 f"%r = arith.addf {acc}, %m : {t}"], "%r"),
                self.filled(out, 0.0))
            return
        if k == "ew":
            loops = list(dict.fromkeys(out.dims + sum((x.dims for x in ins), ())))
            assert len(loops) == len(out.dims), "elementwise ops cannot reduce"
            if a["op"] == "scale":
                fn = lambda args, acc, t: _scale_body(args, t, float(a["value"]))
            elif a["op"] == "addc":
                fn = lambda args, acc, t: _add_const_body(args, t, float(a["value"]))
            else:
                body = ELEMENTWISE[a["op"]][1]
                fn = lambda args, acc, t: body(args, t)
            self.generic(out, ins, list(out.dims), ["parallel"] * len(out.dims),
                         fn, self.empty(out))
            return
        if k == "reduce":
            x = ins[0]
            loops = list(out.dims) + [d for d in x.dims if d not in out.dims]
            its = ["parallel" if d in out.dims else "reduction" for d in loops]
            combine = "arith.addf" if a["op"] == "sum" else "arith.maximumf"
            start = 0.0 if a["op"] == "sum" else float("-inf")
            self.generic(out, [x], loops, its, lambda args, acc, t: (
                [f"%r = {combine} {args[0]}, {acc} : {t}"], "%r"),
                self.filled(out, start))
            return
        if k == "matmul":
            a, b = ins
            init = self.filled(out, 0.0)
            self.lines.append(
                f"%{out.name} = linalg.matmul{self.attr(out)} ins({self.val(a)}, "
                f"{self.val(b)} : {a.type}, {b.type}) outs({init} : {out.type}) "
                f"-> {out.type}")
            self._pin(out)
            return
        if k == "transpose":
            x = ins[0]
            perm = [x.dims.index(d) for d in out.dims]
            init = self.empty(out)
            self.lines.append(
                f"%{out.name} = linalg.transpose ins({self.val(x)} : {x.type}) "
                f"outs({init} : {out.type}) permutation = "
                f"[{', '.join(map(str, perm))}]{self.attr(out)}")
            self._pin(out)
            return
        if k in ("embedding", "embedding_grad", "take", "take_grad"):
            self._one_hot(node)
            return
        if k == "softmax":
            self._softmax(node)
            return
        if k == "softmax_grad":
            self._softmax_grad(node)
            return
        if k == "topk_mask":
            self._topk_mask(node)
            return
        if k == "dispatch":
            self._dispatch(node)
            return
        if k == "reshape":
            x = ins[0]
            groups = str(a["groups"]).replace(" ", "")
            groups = ", ".join("[" + ", ".join(map(str, grp)) + "]" for grp in a["groups"])
            if len(out.dims) < len(x.dims):
                self.lines.append(f"%{out.name} = tensor.collapse_shape {self.val(x)} "
                                  f"[{groups}]{self.attr(out)} : {x.type} into {out.type}")
            else:
                shape = ", ".join(str(s) for s in out.shape)
                self.lines.append(f"%{out.name} = tensor.expand_shape {self.val(x)} "
                                  f"[{groups}] output_shape [{shape}]{self.attr(out)} : "
                                  f"{x.type} into {out.type}")
            self._pin(out)
            return
        if k == "slice":
            x = ins[0]
            offsets = [a["start"] if d == a["dim"] else 0 for d in x.dims]
            self.lines.append(
                f"%{out.name} = tensor.extract_slice {self.val(x)}"
                f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, out.shape))}] "
                f"[{', '.join('1' for _ in x.dims)}]{self.attr(out)} : {x.type} to {out.type}")
            self._pin(out)
            return
        if k == "concat":
            d = ins[0].dims.index(a["dim"])
            self.lines.append(
                f"%{out.name} = tensor.concat dim({d}) {self.val(ins[0])}, "
                f"{self.val(ins[1])}{self.attr(out)} : ({ins[0].type}, {ins[1].type}) -> {out.type}")
            self._pin(out)
            return
        if k == "pad":
            x = ins[0]
            zeros = self.filled(out, 0.0)
            dim = x.dims.index(a["dim"])
            offsets = [a["start"] if i == dim else 0 for i in range(len(x.dims))]
            self.lines.append(
                f"%{out.name} = tensor.insert_slice {self.val(x)} into {zeros}"
                f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, x.shape))}] "
                f"[{', '.join('1' for _ in x.dims)}]{self.attr(out)} : {x.type} into {out.type}")
            self._pin(out)
            return
        raise NotImplementedError(k)

    def _one_hot(self, node):
        """Gathers and their gradients as contractions with a one-hot of
        integer indices: the index compare selects the element."""
        k, ins, out = node.kind, node.inputs, node.output
        t = self.g.dtype
        zero = self.const(0.0)
        if k == "embedding":          # (b, s) x (v, d) -> (b, s, d), sum over v
            tokens, table = ins
            v = table.dims[0]
            loops = list(out.dims) + [v]
            index_loop, operands = loops.index(v), [tokens, table]
            chosen, parallel = "%in1", len(out.dims)
        elif k == "embedding_grad":   # (b, s) x (b, s, d) -> (v, d), sum over b, s
            tokens, grad = ins
            loops = list(out.dims) + [d for d in tokens.dims]
            index_loop, operands = 0, [tokens, grad]
            chosen, parallel = "%in1", len(out.dims)
        elif k == "take":             # (.., v) x (..) -> (..), sum over v
            x, index = ins
            dim = node.attrs["dim"]
            loops = list(out.dims) + [dim]
            index_loop, operands = loops.index(dim), [index, x]
            chosen, parallel = "%in1", len(out.dims)
        else:                         # take_grad: (..) x (..) -> (.., v)
            index, grad = ins
            loops = list(out.dims)
            index_loop, operands = loops.index(node.attrs["dim"]), [index, grad]
            chosen, parallel = "%in1", len(out.dims)
        its = ["parallel"] * parallel + ["reduction"] * (len(loops) - parallel)
        itype = operands[0].dtype
        reduce = len(loops) > parallel

        def body(args, acc, t):
            lines = [f"%i = linalg.index {index_loop} : index",
                     f"%ii = arith.index_cast %i : index to {itype}",
                     f"%eq = arith.cmpi eq, {args[0]}, %ii : {itype}",
                     f"%sel = arith.select %eq, {chosen}, {zero} : {t}"]
            if not reduce:
                return lines, "%sel"
            return lines + [f"%r = arith.addf {acc}, %sel : {t}"], "%r"

        init = self.filled(out, 0.0) if reduce else self.empty(out)
        self.generic(out, operands, loops, its, body, init)

    def _softmax(self, node):
        x, out, dim, causal = node.inputs[0], node.output, node.attrs["dim"], node.attrs["causal"]
        g, t = self.g, self.g.dtype
        red = tuple(d for d in x.dims if d != dim)
        loops = list(red) + [dim]
        neg_inf = self.const(float("-inf"))

        def masked(args):
            # x, or -inf where the key position is after the query position.
            if not causal:
                return [], args[0]
            q, k = causal
            return ([f"%qi = linalg.index {loops.index(q)} : index",
                     f"%ki = linalg.index {loops.index(k)} : index",
                     f"%ok = arith.cmpi ule, %ki, %qi : index",
                     f"%xm = arith.select %ok, {args[0]}, {neg_inf} : {t}"], "%xm")

        mx = Tensor(g, out.name + "_max", red)
        self.generic(mx, [x], loops, ["parallel"] * len(red) + ["reduction"],
                     lambda args, acc, t: (masked(args)[0] + [
                         f"%r = arith.maximumf {masked(args)[1]}, {acc} : {t}"], "%r"),
                     self.filled(mx, float("-inf")))
        ex = Tensor(g, out.name + "_exp", x.dims)
        self.generic(ex, [x, mx], list(x.dims), ["parallel"] * len(x.dims),
                     lambda args, acc, t: (masked(args[:1])[0] + [
                         f"%d = arith.subf {masked(args[:1])[1]}, {args[1]} : {t}",
                         f"%r = math.exp %d : {t}"], "%r"), self.empty(ex))
        sm = Tensor(g, out.name + "_sum", red)
        self.generic(sm, [ex], loops, ["parallel"] * len(red) + ["reduction"],
                     lambda args, acc, t: ([f"%r = arith.addf {args[0]}, {acc} : {t}"], "%r"),
                     self.filled(sm, 0.0))
        self.generic(out, [ex, sm], list(x.dims), ["parallel"] * len(x.dims),
                     lambda args, acc, t: ([f"%r = arith.divf {args[0]}, {args[1]} : {t}"], "%r"),
                     self.empty(out))

    def _softmax_grad(self, node):
        # dx = p * (g - sum(g * p, dim))
        p, gr = node.inputs
        out, dim = node.output, node.attrs["dim"]
        red = tuple(d for d in p.dims if d != dim)
        loops = list(red) + [dim]
        s = Tensor(self.g, out.name + "_dot", red)
        self.generic(s, [p, gr], loops, ["parallel"] * len(red) + ["reduction"],
                     lambda args, acc, t: ([f"%m = arith.mulf {args[0]}, {args[1]} : {t}",
                                            f"%r = arith.addf {acc}, %m : {t}"], "%r"),
                     self.filled(s, 0.0))
        self.generic(out, [p, gr, s], list(p.dims), ["parallel"] * len(p.dims),
                     lambda args, acc, t: ([f"%d = arith.subf {args[1]}, {args[2]} : {t}",
                                            f"%r = arith.mulf {args[0]}, %d : {t}"], "%r"),
                     self.empty(out))

    def _other(self, x, dim):
        """x viewed with `dim` renamed to a second loop over the same range."""
        other = dim + "_other"
        self.g.sizes[other] = self.g.sizes[dim]
        return Tensor(self.g, x.name, tuple(other if d == dim else d
                                            for d in x.dims), alias_of=x), other

    def _topk_mask(self, node):
        # rank = #{j : x_j > x_i or (x_j == x_i and j < i)}; mask = rank < k.
        x, out, dim = node.inputs[0], node.output, node.attrs["dim"]
        xo, other = self._other(x, dim)
        loops = list(x.dims) + [other]
        rank = Tensor(self.g, out.name + "_rank", x.dims)

        def count(args, acc, t):
            return ([f"%i = linalg.index {loops.index(dim)} : index",
                     f"%j = linalg.index {loops.index(other)} : index",
                     f"%gt = arith.cmpf ogt, {args[1]}, {args[0]} : {t}",
                     f"%eq = arith.cmpf oeq, {args[1]}, {args[0]} : {t}",
                     f"%lt = arith.cmpi ult, %j, %i : index",
                     f"%tie = arith.andi %eq, %lt : i1",
                     f"%before = arith.ori %gt, %tie : i1",
                     f"%one = arith.constant 1.0 : {t}",
                     f"%zero = arith.constant 0.0 : {t}",
                     f"%v = arith.select %before, %one, %zero : {t}",
                     f"%r = arith.addf {acc}, %v : {t}"], "%r")
        self.generic(rank, [x, xo], loops,
                     ["parallel"] * len(x.dims) + ["reduction"], count,
                     self.filled(rank, 0.0))
        k = float(node.attrs["k"])
        self.generic(out, [rank], list(x.dims), ["parallel"] * len(x.dims),
                     lambda args, acc, t: (
                         [f"%k = arith.constant {mlir_float(k, t)} : {t}",
                          f"%in = arith.cmpf olt, {args[0]}, %k : {t}",
                          f"%one = arith.constant 1.0 : {t}",
                          f"%zero = arith.constant 0.0 : {t}",
                          f"%r = arith.select %in, %one, %zero : {t}"], "%r"),
                     self.empty(out))

    def _dispatch(self, node):
        # slot = exclusive prefix count of the mask along the token dim (in
        # f32 for 16-bit types: bf16 counts exactly only to 256);
        # out = mask * (slot == c).
        mask, out = node.inputs[0], node.output
        token = node.attrs["token_dim"]
        mo, other = self._other(mask, token)
        loops = list(mask.dims) + [other]
        st = "f32" if self.g.dtype in ("bf16", "f16") else self.g.dtype
        slot = Tensor(self.g, out.name + "_slot", mask.dims, dtype=st)

        def count(args, acc, t):
            lines = [f"%i = linalg.index {loops.index(token)} : index",
                     f"%j = linalg.index {loops.index(other)} : index",
                     f"%lt = arith.cmpi ult, %j, %i : index",
                     f"%zero = arith.constant 0.0 : {t}",
                     f"%v = arith.select %lt, {args[0]}, %zero : {t}"]
            if t != st:
                lines.append(f"%vs = arith.extf %v : {t} to {st}")
                return lines + [f"%r = arith.addf {acc}, %vs : {st}"], "%r"
            return lines + [f"%r = arith.addf {acc}, %v : {st}"], "%r"
        self.generic(slot, [mo], loops,
                     ["parallel"] * len(mask.dims) + ["reduction"], count,
                     self.filled(slot, 0.0))
        c = len(out.dims) - 1
        self.generic(out, [mask, slot], list(out.dims),
                     ["parallel"] * len(out.dims),
                     lambda args, acc, t: (
                         [f"%c = linalg.index {c} : index",
                          f"%ci = arith.index_cast %c : index to i64",
                          f"%cf = arith.sitofp %ci : i64 to {st}",
                          f"%eq = arith.cmpf oeq, {args[1]}, %cf : {st}",
                          f"%zero = arith.constant 0.0 : {t}",
                          f"%r = arith.select %eq, {args[0]}, %zero : {t}"],
                         "%r"),
                     self.empty(out))
