#!/usr/bin/env python3
"""Writes a random sharded global program for differential testing.

  random_program.py --seed 7

A random mesh (1-D, 2-D or 3-D), a few inputs with random valid shardings
(multi-axis shards in random orders, partial sums), and a random chain of ops
from the set ap-partition supports: contractions, elementwise ops with
broadcasting, transposes, sum and max reductions, softmax, reshapes, slices,
concatenations, linear layers and weight gradients flattened as PyTorch
exports them (what ap-canonicalize-einsum rewrites), pins (ap.annotate),
explicit redistributions and annotated results. Every dim is a multiple of
the device count, so every layout is valid. Run through `ap-run --compare`,
the partitioned program must compute what the global one does.

  random_program.py --seed 7 --joint

makes it a joint training step, as ap-recompute-partition splits them: the
outputs are summed into a scalar loss, and the function returns the loss
and its gradient with respect to every argument it depends on (each result
marked `ap.grad_of`), written op by op by Graph.backward, in f64.
"""

import argparse
import random
import sys

from graph import Graph

MESHES = [[2], [3], [4], [2, 2], [2, 3], [3, 2], [2, 4], [1, 4], [2, 2, 2],
          [2, 1, 2]]


class RandomProgram:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.mesh = self.rng.choice(MESHES)
        self.devices = 1
        for size in self.mesh:
            self.devices *= size
        self.graph = Graph({})
        self.values = []
        self.dim_count = 0

    # -- shapes and layouts -------------------------------------------------
    def new_dim(self, size=None):
        self.dim_count += 1
        name = f"d{self.dim_count}"
        if size is None:
            size = self.devices * self.rng.choice([1, 2])
        self.graph.sizes[name] = size
        return name

    def layout(self, dims, allow_partial, unshardable=()):
        """A random valid sharding text for a tensor with `dims` (never
        sharding the dims in `unshardable`)."""
        rank = len(dims)
        placements, axes_of = [], {}
        chunks = [1] * rank
        for axis, size in enumerate(self.mesh):
            r = self.rng.random()
            fits = [d for d in range(rank) if dims[d] not in unshardable and
                    self.graph.sizes[dims[d]] % (chunks[d] * size) == 0]
            if size == 1 or r < 0.35 or not fits:
                placements.append("R")
            elif allow_partial and r < 0.45:
                placements.append("P(sum)")
            else:
                d = self.rng.choice(fits)
                chunks[d] *= size
                placements.append(f"S({d})")
                axes_of.setdefault(d, []).append(axis)
        orders = []
        for d, axes in sorted(axes_of.items()):
            if len(axes) > 1 and self.rng.random() < 0.5:
                self.rng.shuffle(axes)
                orders.append(f"{d}: [{', '.join(map(str, axes))}]")
        text = f"#ap.sharding<@mesh, [{', '.join(placements)}]"
        if orders:
            text += f", order = {{{', '.join(orders)}}}"
        return text + ">"

    def pick(self, min_rank=0):
        candidates = [v for v in self.values if len(v.dims) >= min_rank]
        return self.rng.choice(candidates or self.values)

    # -- ops -----------------------------------------------------------------
    def op_contraction(self):
        a = self.pick(1)
        shared = self.rng.choice(a.dims)
        others = [self.new_dim() for _ in range(self.rng.randint(0, 1))]
        b_dims = tuple([shared] + others)
        layout = self.layout(b_dims, False) if self.rng.random() < 0.7 else None
        b = self.graph.argument(f"w{len(self.graph.args)}", b_dims, layout)
        keep = [d for d in a.dims if d != shared or self.rng.random() < 0.3]
        out = tuple(dict.fromkeys(keep + others))
        return self.graph.einsum(a, b, out, hint="c")

    def size_of(self, dims):
        size = 1
        for d in dims:
            size *= self.graph.sizes[d]
        return size

    def op_linear(self):
        """A linear layer as PyTorch exports it: flatten [*batch, K] to
        [prod(batch), K], matmul with a [K, N] weight, unflatten."""
        a = self.pick(3)
        if len(a.dims) < 3:
            return self.op_unary()
        g, batch = self.graph, a.dims[:-1]
        rows = self.size_of(batch)
        flat = g.reshape(a, (self.new_dim(rows), a.dims[-1]))
        n = self.new_dim()
        w = g.argument(f"w{len(g.args)}", (a.dims[-1], n),
                       self.layout((a.dims[-1], n), False))
        out = g.reshape(g.matmul(flat, w), batch + (n,))
        # Only the major batch dim can carry the flat rows' sharding.
        out.unshardable = batch[1:]
        return out

    def op_grad_weight(self):
        """A weight gradient as PyTorch exports it: transpose[1, 0] of a
        flattened [*batch, M] times a flattened [*batch, N]."""
        a = self.pick(3)
        if len(a.dims) < 3:
            return self.op_unary()
        g, batch = self.graph, a.dims[:-1]
        rows = self.size_of(batch)
        c_dims = batch + (self.new_dim(),)
        c = g.argument(f"dy{len(g.args)}", c_dims, self.layout(c_dims, True))
        merged = self.new_dim(rows)
        flat_a = g.reshape(a, (merged, a.dims[-1]))
        flat_c = g.reshape(c, (merged, c_dims[-1]))
        return g.matmul(g.transpose(flat_a, (a.dims[-1], merged)), flat_c)

    def op_binary(self):
        a = self.pick(1)
        # The other operand: a value over a subset of a's dims, or a itself.
        subset = [v for v in self.values if set(v.dims) <= set(a.dims)]
        b = self.rng.choice(subset) if subset else a
        kind = self.rng.choice(["add", "sub", "mul"])
        return self.graph.ew(kind, a, b, dims=a.dims, hint="b")

    def op_unary(self):
        a = self.pick(1)
        kind = self.rng.choice(["neg", "silu", "scale"])
        if kind == "scale":
            return self.graph.scale(a, 0.5)
        return self.graph.ew(kind, a, hint="u")

    def op_transpose(self):
        a = self.pick(2)
        dims = list(a.dims)
        self.rng.shuffle(dims)
        return self.graph.ew("copy", a, dims=tuple(dims), hint="t")

    def op_reduce(self):
        a = self.pick(1)
        drop = self.rng.choice(a.dims)
        kind = self.rng.choice(["sum", "sum", "max"])
        return self.graph.reduce(kind, a, tuple(d for d in a.dims if d != drop),
                                 hint="r")

    def op_softmax(self):
        a = self.pick(1)
        return self.graph.softmax(a, self.rng.choice(a.dims))

    def op_reshape(self):
        a = self.pick(1)
        sizes = self.graph.sizes
        i = self.rng.randrange(len(a.dims))
        dims = list(a.dims)
        if i + 1 < len(dims) and self.rng.random() < 0.5:
            merged = self.new_dim(sizes[dims[i]] * sizes[dims[i + 1]])
            dims[i:i + 2] = [merged]
            reshaped = (merged,)
        else:
            size = sizes[dims[i]]
            major = self.rng.choice([f for f in (2, 3, 4) if size % f == 0] or [1])
            reshaped = (self.new_dim(major), self.new_dim(size // major))
            dims[i:i + 1] = list(reshaped)
        out = self.graph.reshape(a, tuple(dims))
        # Annotations on the reshaped dims may not map back onto the source
        # (a diagnostic, tested elsewhere); random programs keep them free.
        out.unshardable = reshaped
        return out

    def op_slice(self):
        a = self.pick(1)
        even = [d for d in a.dims if self.graph.sizes[d] % 2 == 0]
        if not even:
            return self.op_unary()
        dim = self.rng.choice(even)
        size = self.graph.sizes[dim]
        half = self.new_dim(size // 2)
        out = self.graph.slice(a, dim, self.rng.choice([0, size // 2]), half)
        out.unshardable = (half,)
        return out

    def op_concat(self):
        a = self.pick(1)
        dim = self.rng.choice(a.dims)
        doubled = self.new_dim(self.graph.sizes[dim] * 2)
        out = self.graph.concat(a, a, dim, doubled)
        out.unshardable = (doubled,)
        return out

    def build(self, joint=False):
        g = self.graph
        if joint:
            # Gradients of sums of products of softmaxes cancel: in f32 a
            # few programs lose 3 digits to rounding alone (seed 248).
            g.dtype = "f64"
        for i in range(self.rng.randint(1, 3)):
            dims = tuple(self.new_dim() for _ in range(self.rng.randint(1, 3)))
            self.values.append(g.argument(f"x{i}", dims, self.layout(dims, True)))
        ops = [self.op_contraction, self.op_binary, self.op_unary,
               self.op_transpose, self.op_reduce, self.op_softmax,
               self.op_reshape, self.op_slice, self.op_concat, self.op_linear,
               self.op_grad_weight]
        for _ in range(self.rng.randint(4, 10)):
            value = self.rng.choice(ops)()
            r = self.rng.random()
            if r < 0.2:
                g.shard(value, self.layout(value.dims, True,
                                           getattr(value, "unshardable", ())))
            elif r < 0.3:
                value = g.annotate(value, self.layout(value.dims, True))
            self.values.append(value)
        outputs = self.values[-self.rng.randint(1, 2):]
        grad_of = None
        if joint:
            outputs, grad_of = self.joint_outputs(outputs)
        shardings = {i: self.layout(v.dims, True)
                     for i, v in enumerate(outputs) if self.rng.random() < 0.4}
        axes = ", ".join(f'"a{i}"' for i in range(len(self.mesh)))
        mesh = f"ap.mesh @mesh(shape = {'x'.join(map(str, self.mesh))}, axes = [{axes}])"
        return g.emit("main", outputs, shardings, meshes=[mesh],
                      grad_of=grad_of)

    def joint_outputs(self, outputs):
        """The loss (the outputs summed to a scalar) and the gradients of
        every argument it depends on, with their `ap.grad_of` indices."""
        g = self.graph
        loss = None
        for value in outputs:
            total = g.reduce("sum", value, (), hint="loss")
            loss = total if loss is None else g.ew("add", loss, total,
                                                    dims=(), hint="loss")
        arguments = [t for t, _ in g.args]
        results, grad_of = [loss], {}
        for index, grad in enumerate(g.backward(loss, arguments)):
            if grad is not None:
                arguments[index].param = True
                grad_of[len(results)] = index
                results.append(grad)
        return results, grad_of


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--joint", action="store_true",
                        help="a joint training step: loss and gradients")
    args = parser.parse_args()
    sys.stdout.write(RandomProgram(args.seed).build(joint=args.joint))


if __name__ == "__main__":
    main()
