#!/usr/bin/env python3
"""Writes a random sharded global program over several element types, for
differential testing of ap-partition (driver: random_trust_test.py).

  random_trust_program.py --seed 7            # the program
  random_trust_program.py --seed 7 --flags    # the ap-run flags of the case

Each case draws a mesh (1-D to 3-D, odd axis sizes included), an element
type (f32, f64, bf16, f16, i32, i64, i1) and a chain of ops (random_trust_ops.py):
elementwise ops (every combiner of docs/Reductions.md, compares, selects,
casts, linalg.index), reductions with every combiner of the element type
(signed and unsigned, maximumf / maxnumf..., one or two results, folds that
are not in the combiner table), contractions and matmuls, transposes,
reshapes, slices, insertions, concatenations, and linalg bodies with nested
regions (scf.if, scf.execute_region) around linear and non-linear code,
around the combiner or around its operand. Arguments, ops (ap.sharding),
pins (ap.annotate, ap.redistribute) and results get random valid layouts of
rank-1 to rank-4 tensors: multi-axis shards in random orders and partial
placements of every kind defined on the element type (never two non-linear
kinds in one layout, which the verifier rejects).

Some float cases run with special inputs (NaN, +-Inf, +-0, subnormals, huge
values: `ap-run --float-specials`). Those programs have no float sums (no
addf reduction or contraction, no P(sum) / P(avg)): the order of a float
sum of specials matters (huge + huge - huge is inf or huge), so the global
program itself would not define the result. Float sums are scaled by
1 / (terms) so that values stay near 1, except long sums (256 to 4096
terms, in the case's float type, bf16 and f16 included), which ap-run's
error model holds to their own precision (docs/Testing.md).

Trust round 2 (issue 23) adds: uneven cases, whose layouts also split dims
the mesh does not divide (padded chunks); checked ops (an integer division
by an argument and a cf.assert that the argument's real values satisfy and
padding need not, or for floats a bound check), now and then one whose check
fails, which the partitioned program must fail too; the rewrite passes
before and after ap-partition (ap-bypass-round-trips, the collective passes,
ap-recompute-partition on a step with a gradient); values returned twice,
and a callee that returns one value twice into a caller that writes one of
them in place.

Trust round 3 (issue 43) adds: the scheduler composed with each collective
pass in both orders (and a split after the schedule), sums of signed zeros
whose reciprocal tells -0.0 from +0.0, constant offsets inside sums
(x - mean(x + C)), and runs on the threads' ring (--collectives=native) in
some cases. Standard library only.
"""

import argparse
import random
import re
import sys

from random_trust_ops import CHECKED_RANGE, TrustOps, Value, const, is_float

MESHES = [[2], [3], [4], [5], [2, 2], [2, 3], [3, 2], [1, 4], [5, 2],
          [3, 3], [2, 2, 2], [2, 1, 3], [3, 2, 2], [1, 5, 1]]
TYPES = ["f32"] * 4 + ["f64"] * 2 + ["bf16"] * 2 + ["i32"] * 4 + ["i1"] * 2 + ["f16", "i64"]
LOOP_LIMIT = 40000  # iterations of one op's loop nest
# The pipelines a case runs before comparing (ap-partition alone most often).
# SCHEDULED: the scheduler composed with a collective pass, in either order
# ({} is the pass; trust round 3).
PIPELINES = [("ap-partition", 6),
             ("ap-bypass-round-trips,ap-partition,ap-fuse-all-gather-chains,"
              "ap-merge-collectives", 2),
             ("ap-recompute-partition,ap-partition", 2),
             ("SCHEDULED", 3),
             ("ap-partition,ap-schedule-collectives,ap-recompute-partition", 1)]
# The passes after partitioning that ap-schedule-collectives is composed
# with (ap-collectives-to-local changes what the program computes).
COLLECTIVE_PASSES = ["ap-merge-collectives", "ap-fuse-all-gather-chains",
                     "ap-collectives-on-dim-zero", "ap-unschedule-collectives",
                     "ap-schedule-collectives",
                     "ap-schedule-collectives{prefetch-budget=inf}"]


class TrustProgram(TrustOps):
    def __init__(self, seed):
        self.seed = seed
        self.rng = rng = random.Random(seed * 7919 + 17)
        self.mesh = rng.choice(MESHES)
        self.dtype = rng.choice(TYPES)
        # Special float inputs in about a third of the float cases.
        self.specials = 0.0
        if is_float(self.dtype) and rng.random() < 0.35:
            self.specials = rng.choice([0.05, 0.2, 0.5])
        self.sizes, self.values, self.args, self.lines = {}, [], [], []
        self.counter = 0
        self.features = set()
        self.float_types = []
        # Layouts may split dims the mesh does not divide (padded chunks).
        self.uneven = rng.random() < 0.3
        # Checked ops (a division, an assertion) on arguments; one of them
        # fails now and then, and so must the partitioned program.
        self.checked = rng.random() < 0.3
        self.check_fails = False
        pipelines, weights = zip(*PIPELINES)
        self.pipeline = rng.choices(pipelines, weights)[0]
        if self.pipeline == "SCHEDULED":
            other = rng.choice(COLLECTIVE_PASSES)
            stages = ["ap-schedule-collectives", other]
            if rng.random() < 0.5:
                stages.reverse()
            self.pipeline = ",".join(["ap-partition"] + stages)
            self.features.add("scheduled, composed")
        # The threads' ring (--collectives=native) in some cases: its float
        # sums round in the ring's order, which the error model counts.
        self.native = rng.random() < 0.15
        if self.native:
            self.features.add("native ring")
        self.functions = []  # private callees, before @main

    # -- names, types, layouts ----------------------------------------------
    def fresh(self, hint):
        self.counter += 1
        return f"%{hint}{self.counter}"

    def new_dim(self, size=None):
        name = f"d{len(self.sizes)}"
        if size is None:
            if self.rng.random() < 0.08:
                size = self.rng.choice([1, 7])  # unit dims, uneven dims
            elif self.uneven and self.rng.random() < 0.4:
                size = self.rng.choice([5, 7, 9, 10, 11, 13, 17, 23])
            else:
                axes = [s for s in self.mesh if s > 1 and self.rng.random() < 0.6]
                size = 1
                for s in axes or [self.rng.choice(self.mesh)]:
                    size *= s
                size *= self.rng.choice([1, 1, 2])
        self.sizes[name] = size
        return name

    def shape(self, dims):
        return [self.sizes[d] for d in dims]

    def ttype(self, dims, dtype):
        return f"tensor<{''.join(f'{s}x' for s in self.shape(dims))}{dtype}>"

    def kinds(self, dtype):
        """Partial kinds allowed on `dtype` in this case."""
        if is_float(dtype):
            if self.specials:
                return ["max", "min", "maxnum", "minnum"]
            return ["sum", "sum", "avg", "max", "min", "maxnum", "minnum"]
        return ["sum", "sum", "max", "min", "umax", "umin"]

    def layout(self, dims, dtype, allow_partial=True, unshardable=()):
        """A random valid layout text `<@mesh, [...]>`."""
        rng = self.rng
        if unshardable and rng.random() < 0.05:
            # Now and then a layout ap-partition may refuse (a reshaped,
            # sliced or concatenated dim sharded): a diagnostic, not a crash.
            unshardable = ()
            self.features.add("risky layout")
        placements, axes_of, chunks = [], {}, [1] * len(dims)
        kind = rng.choice(self.kinds(dtype))
        for axis, size in enumerate(self.mesh):
            r = rng.random()
            fits = [d for d in range(len(dims)) if dims[d] not in unshardable and
                    (self.sizes[dims[d]] % (chunks[d] * size) == 0 or
                     (self.uneven and self.sizes[dims[d]] > chunks[d] * size))]
            if size == 1 and r < 0.3 and fits:  # normalized away
                placements.append(f"S({rng.choice(fits)})")
                axes_of.setdefault(int(placements[-1][2:-1]), []).append(axis)
            elif r < 0.3 or (not fits and not allow_partial):
                placements.append("R")
            elif allow_partial and (r < 0.5 or not fits):
                k = kind
                if kind in ("sum", "avg"):  # linear kinds may be mixed
                    k = rng.choice(["sum", "avg"]) if is_float(dtype) else "sum"
                placements.append(f"P({k})")
                self.features.add(f"P({k})")
            else:
                d = rng.choice(fits)
                if self.sizes[dims[d]] % (chunks[d] * size):
                    self.features.add("uneven layout")
                chunks[d] *= size
                placements.append(f"S({d})")
                axes_of.setdefault(d, []).append(axis)
        orders = []
        for d, axes in sorted(axes_of.items()):
            if len(axes) > 1 and rng.random() < 0.5:
                rng.shuffle(axes)
                orders.append(f"{d}: [{', '.join(map(str, axes))}]")
        text = f"<@mesh, [{', '.join(placements)}]"
        if orders:
            text += f", order = {{{', '.join(orders)}}}"
        return text + ">"

    # -- emission helpers ----------------------------------------------------
    def argument(self, dims, dtype, layout=True):
        v = Value(f"%arg{len(self.args)}", dims, dtype)
        self.args.append((v, self.layout(dims, dtype) if layout else None))
        return v

    def fill(self, dims, dtype, value):
        t = self.ttype(dims, dtype)
        c, e, f = self.fresh("c"), self.fresh("e"), self.fresh("f")
        self.lines += [f"{c} = arith.constant {const(value, dtype)}",
                       f"{e} = tensor.empty() : {t}",
                       f"{f} = linalg.fill ins({c} : {dtype}) outs({e} : {t}) -> {t}"]
        return f

    def sharding_attr(self, results):
        """Now and then an `ap.sharding` for an op with these results (one
        layout, or an array of them)."""
        if self.rng.random() >= 0.2:
            return None
        self.features.add("op sharding")
        layouts = [f"#ap.sharding{self.layout(v.dims, v.dtype, True, v.unshardable)}"
                   for v in results]
        if len(layouts) == 1 and self.rng.random() < 0.8:
            return f"ap.sharding = {layouts[0]}"
        return f"ap.sharding = [{', '.join(layouts)}]"

    def op_attr(self, out):
        """` {ap.sharding = ...}` for the op defining `out`, now and then."""
        attr = self.sharding_attr([out])
        return f" {{{attr}}}" if attr else ""

    def generic(self, inputs, outs, loops, body, hint="g"):
        """A linalg.generic over `loops` (dim names; those in no output are
        reductions) with outputs `outs` [(dims, dtype, init or None)].
        `body(args, accs)` returns (lines, results). Returns the results."""
        results, inits = [], []
        for dims, dtype, init in outs:
            results.append(Value(self.fresh(hint), dims, dtype))
            if init is None:
                init = self.fresh("e")
                self.lines.append(f"{init} = tensor.empty() : {self.ttype(dims, dtype)}")
            inits.append(init)
        ids = {d: f"d{i}" for i, d in enumerate(loops)}

        def amap(dims):
            return (f"affine_map<({', '.join(ids[d] for d in loops)}) -> "
                    f"({', '.join(ids[d] for d in dims)})>")
        maps = ", ".join(amap(v.dims) for v in inputs + results)
        parallel = set().union(*(set(v.dims) for v in results))
        its = ", ".join('"parallel"' if d in parallel else '"reduction"' for d in loops)
        args = [f"%a{i}" for i in range(len(inputs))]
        accs = [f"%acc{i}" for i in range(len(outs))] if len(outs) > 1 else ["%acc"]
        ins = ""
        if inputs:
            ins = (f" ins({', '.join(v.name for v in inputs)} : "
                   f"{', '.join(self.ttype(v.dims, v.dtype) for v in inputs)})")
        otypes = [self.ttype(v.dims, v.dtype) for v in results]
        attr = self.sharding_attr(results)
        names = ", ".join(v.name for v in results)
        if len(results) > 1:
            base = results[0].name
            names = f"{base}:{len(results)}"
            for i, v in enumerate(results):
                v.name = f"{base}#{i}"
        self.lines.append(f"{names} = linalg.generic {{indexing_maps = [{maps}], "
                          f"iterator_types = [{its}]}}{ins} outs({', '.join(inits)} : "
                          f"{', '.join(otypes)})" + (f" attrs = {{{attr}}}" if attr else "") + " {")
        blockargs = [f"{a}: {v.dtype}" for a, v in zip(args, inputs)]
        blockargs += [f"{a}: {v.dtype}" for a, v in zip(accs, results)]
        self.lines.append(f"^bb0({', '.join(blockargs)}):")
        lines, yielded = body(args, accs)
        self.lines += ["  " + l for l in lines]
        self.lines += [f"  linalg.yield {', '.join(yielded)} : "
                       f"{', '.join(v.dtype for v in results)}",
                       f"}} -> " + (otypes[0] if len(otypes) == 1 else f"({', '.join(otypes)})")]
        return results

    def generic1(self, inputs, out_dims, out_dtype, loops, body, init=None, hint="g"):
        """A one-result generic; `body(args, acc)` returns (lines, result)."""
        def body1(args, accs):
            lines, result = body(args, accs[0])
            return lines, [result]
        return self.generic(inputs, [(tuple(out_dims), out_dtype, init)], loops,
                            body1, hint)[0]

    def loops_ok(self, dims):
        n = 1
        for d in set(dims):
            n *= self.sizes[d]
        return n <= LOOP_LIMIT

    def pick(self, dtype=None, min_rank=0):
        c = [v for v in self.values if len(v.dims) >= min_rank and
             (dtype is None or v.dtype == dtype)]
        return self.rng.choice(c) if c else None

    def main_value(self, min_rank=1):
        """A value of the case's type (most ops stay in it)."""
        return self.pick(self.dtype, min_rank) or self.pick(None, min_rank)

    def pin(self, v):
        """ap.annotate (and sometimes an ap.redistribute after it)."""
        first = self.layout(v.dims, v.dtype, True, v.unshardable)
        t = self.ttype(v.dims, v.dtype)
        out = Value(self.fresh("pin"), v.dims, v.dtype)
        out.unshardable = v.unshardable
        self.lines.append(f"{out.name} = ap.annotate {v.name} to {first} : {t}")
        self.features.add("ap.annotate")
        if self.rng.random() < 0.3:
            second = self.layout(v.dims, v.dtype, True, v.unshardable)
            moved = Value(self.fresh("rd"), v.dims, v.dtype)
            moved.unshardable = v.unshardable
            self.lines.append(f"{moved.name} = ap.redistribute {out.name} from {first} "
                              f"to {second} : {t}")
            self.features.add("ap.redistribute")
            return moved
        return out

    # -- the program -----------------------------------------------------------
    def build(self):
        rng = self.rng
        for _ in range(rng.randint(1, 3)):
            rank = rng.choice([1, 2, 2, 3, 3, 4])
            dims = tuple(self.new_dim() for _ in range(rank))
            while not self.loops_ok(dims):
                dims = dims[:-1]
            dtype = self.dtype if rng.random() < 0.85 else rng.choice(TYPES)
            if self.specials and is_float(dtype):
                dtype = self.dtype
            self.values.append(self.argument(dims, dtype))
            if rng.random() < 0.2:
                self.values[-1] = self.pin(self.values[-1])
        ops = [(self.op_binary, 4), (self.op_unary, 2), (self.op_index, 1),
               (self.op_select, 2), (self.op_cast, 1), (self.op_reduce, 4),
               (self.op_multi_reduce, 1), (self.op_contraction, 3),
               (self.op_nested, 2), (self.op_transpose, 1), (self.op_reshape, 1),
               (self.op_slice, 1), (self.op_insert, 1), (self.op_concat, 1),
               (self.op_constant, 1), (self.op_broadcast, 1),
               (self.op_long_reduce, 2), (self.op_call_twice, 1),
               (self.op_pad, 1), (self.op_signed_zero_sum, 1),
               (self.op_offset_mean, 1)]
        if self.checked:
            ops.append((self.op_checked, 4))
        fns, weights = zip(*ops)
        for _ in range(rng.randint(3, 12)):
            value = rng.choices(fns, weights)[0]()
            if rng.random() < 0.25:
                value = self.pin(value)
            self.values.append(value)
        outputs = self.values[-rng.randint(1, 2):]
        if rng.random() < 0.1:
            self.features.add("returned twice")
            outputs = outputs + [outputs[-1]]
        return self.emit(outputs)

    def emit(self, outputs):
        axes = ", ".join(f'"a{i}"' for i in range(len(self.mesh)))
        out = [f"// random_trust_program.py --seed {self.seed}: {self.describe()}",
               f"ap.mesh @mesh(shape = {'x'.join(map(str, self.mesh))}, axes = [{axes}])"]
        # ap-recompute-partition splits a step: its last result is the
        # "gradient" of an argument of its type (marked a parameter, as the
        # dialect requires), the others the forward's.
        gradient_of = None
        if "recompute" in self.pipeline and len(outputs) > 1:
            last = self.ttype(outputs[-1].dims, outputs[-1].dtype)
            gradient_of = next((i for i, (a, _) in enumerate(self.args)
                                if self.ttype(a.dims, a.dtype) == last), None)
        args = []
        for i, (v, s) in enumerate(self.args):
            attrs = [f"ap.sharding = #ap.sharding{s}"] if s else []
            if i == gradient_of:
                attrs.append("ap.param")
            args.append(f"{v.name}: {self.ttype(v.dims, v.dtype)}" +
                        (f" {{{', '.join(attrs)}}}" if attrs else ""))
        results = []
        for i, v in enumerate(outputs):
            t = self.ttype(v.dims, v.dtype)
            attrs = []
            if self.rng.random() < 0.5:
                attrs.append(f"ap.sharding = #ap.sharding"
                             f"{self.layout(v.dims, v.dtype, True, v.unshardable)}")
            if gradient_of is not None and i == len(outputs) - 1:
                attrs.append(f"ap.grad_of = {gradient_of} : i64")
                self.features.add("recompute step")
            if attrs:
                t += f" {{{', '.join(attrs)}}}"
            results.append(t)
        out += self.functions
        out.append(f"func.func @main({', '.join(args)})\n    -> ({', '.join(results)}) {{")
        out += ["  " + l for l in self.lines]
        out.append(f"  return {', '.join(v.name for v in outputs)} : "
                   f"{', '.join(self.ttype(v.dims, v.dtype) for v in outputs)}")
        out.append("}")
        text = "\n".join(out) + "\n"
        self.float_types = sorted(set(re.findall(r"(?<=[x< ])(bf16|f16|f32|f64)\b", text)))
        return text

    def describe(self):
        mesh = "x".join(map(str, self.mesh))
        extra = f", float specials {self.specials}" if self.specials else ""
        return f"mesh {mesh}, {self.dtype}{extra}"

    def flags(self):
        """ap-run flags of this case (after `--compare -`)."""
        flags = [f"--seed={self.seed}", f"--pipeline={self.pipeline}"]
        if self.specials:
            flags.append(f"--float-specials={self.specials}")
        if self.checked:
            flags += [f"--int-low={CHECKED_RANGE[0]}", f"--int-high={CHECKED_RANGE[1]}"]
        if self.native:
            flags.append("--collectives=native")
        return flags


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--flags", action="store_true",
                        help="print the ap-run flags of the case instead")
    args = parser.parse_args()
    program = TrustProgram(args.seed)
    text = program.build()
    sys.stdout.write(" ".join(program.flags()) + "\n" if args.flags else text)


if __name__ == "__main__":
    main()
