"""The ops of random_trust_program.py: scalar bodies per element type and one
generator per op family (a mixin of TrustProgram, which provides the values,
layouts and emission helpers). Standard library only."""

FLOATS = ("f32", "f64", "bf16", "f16")
WIDE = {"bf16": 1, "f16": 1, "f32": 2, "f64": 3}
WIDTH = {"i1": 1, "i32": 32, "i64": 64}
INF_BITS = {"f32": "0x7F800000", "f64": "0x7FF0000000000000", "bf16": "0x7F80",
            "f16": "0x7C00"}
NEG_INF_BITS = {"f32": "0xFF800000", "f64": "0xFFF0000000000000",
                "bf16": "0xFF80", "f16": "0xFC00"}
# The combiners of docs/Reductions.md by reduction kind (i1 has three more).
FLOAT_COMBINERS = {"sum": "arith.addf", "max": "arith.maximumf",
                   "min": "arith.minimumf", "maxnum": "arith.maxnumf",
                   "minnum": "arith.minnumf"}
INT_COMBINERS = {"sum": "arith.addi", "max": "arith.maxsi", "min": "arith.minsi",
                 "umax": "arith.maxui", "umin": "arith.minui"}
I1_COMBINERS = dict(INT_COMBINERS, sum_xor="arith.xori", umax_or="arith.ori",
                    umin_and="arith.andi")
# Folds that are not in the combiner table (never sharded along the loop).
NOT_COMBINERS = {"float": "arith.mulf", "i32": "arith.xori", "i64": "arith.xori",
                 "i1": "arith.subi"}
# Integer arguments of cases with checked ops (op_checked): the checks hold
# on them (random_trust_program.py passes them to ap-run).
CHECKED_RANGE = (1, 1000)


def is_float(t):
    return t in FLOATS


def const(value, t):
    """The operand text of an arith.constant `value` of type `t`."""
    if t == "i1":
        return "true" if value else "false"
    if is_float(t):
        if value in (float("inf"), float("-inf")):
            return f"{(INF_BITS if value > 0 else NEG_INF_BITS)[t]} : {t}"
        return f"{float(value):.9e} : {t}"
    return f"{int(value)} : {t}"


def identity(kind, t):
    """The identity of reduction `kind` on `t`."""
    if is_float(t):
        return {"sum": 0.0, "max": float("-inf"), "min": float("inf"),
                "maxnum": float("-inf"), "minnum": float("inf"),
                "product": 1.0}[kind]
    if t == "i1":  # true is -1: the smallest signed value
        return {"sum": 0, "max": 1, "min": 0, "umax": 0, "umin": 1,
                "product": 0}[kind]
    bits = WIDTH[t]
    return {"sum": 0, "max": -(1 << (bits - 1)), "min": (1 << (bits - 1)) - 1,
            "umax": 0, "umin": -1, "product": 0}[kind]


def combiners(t):
    return I1_COMBINERS if t == "i1" else FLOAT_COMBINERS if is_float(t) else INT_COMBINERS


class Value:
    def __init__(self, name, dims, dtype):
        self.name, self.dims, self.dtype = name, tuple(dims), dtype
        self.unshardable = ()  # dims an annotation should not shard


def region(head, then, yielded, t, otherwise=None):
    """scf.if / scf.execute_region lines: `head` opens it, `then` and
    `otherwise` are (lines, result) of the branches."""
    lines = [head + " {"] + ["  " + l for l in then[0]] + [f"  scf.yield {then[1]} : {t}"]
    if otherwise:
        lines += ["} else {"] + ["  " + l for l in otherwise[0]] + \
            [f"  scf.yield {otherwise[1]} : {t}"]
    return lines + ["}"]


class TrustOps:
    # -- scalar bodies ---------------------------------------------------------
    def binary_ops(self, t):
        if is_float(t):
            return ["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf",
                    "arith.minimumf", "arith.maxnumf", "arith.minnumf"]
        ops = ["arith.addi", "arith.maxsi", "arith.minsi", "arith.maxui",
               "arith.minui", "arith.andi", "arith.ori", "arith.xori"]
        return ops + (["arith.subi", "arith.muli"] if t != "i1" else [])

    def unary(self, x, t):
        """Lines and result of a random unary op on scalar `x`."""
        r, c = self.fresh("u"), self.fresh("k")
        if is_float(t):
            op = self.rng.choice(["negf", "absf", "tanh", "scale", "divc", "floor"])
            if op in ("scale", "divc"):
                arith = "mulf" if op == "scale" else "divf"
                return [f"{c} = arith.constant {const(self.rng.choice([0.5, -1.5, 3.0]), t)}",
                        f"{r} = arith.{arith} {x}, {c} : {t}"], r
            name = {"negf": "arith.negf", "absf": "math.absf",
                    "tanh": "math.tanh", "floor": "math.floor"}[op]
            return [f"{r} = {name} {x} : {t}"], r
        if t == "i1":
            return [f"{c} = arith.constant true", f"{r} = arith.xori {x}, {c} : i1"], r
        op, k = self.rng.choice([("arith.subi", 3), ("arith.muli", -7),
                                 ("arith.xori", 0x5A5A), ("arith.shrui", 5),
                                 ("arith.shrsi", 9), ("arith.shli", 3)])
        return [f"{c} = arith.constant {k} : {t}", f"{r} = {op} {x}, {c} : {t}"], r

    def condition(self, x, t, loops=0):
        """An i1 condition on scalar `x`, or (when the op has `loops` loops,
        now and then) on positions: i <= j or i < constant, a causal mask."""
        r, z = self.fresh("cond"), self.fresh("z")
        if loops and self.rng.random() < 0.35:
            self.features.add("index condition")
            i, j = self.fresh("i"), self.fresh("j")
            a, b = self.rng.randrange(loops), self.rng.randrange(loops)
            j1 = self.fresh("j")
            return [f"{i} = linalg.index {a} : index", f"{j} = linalg.index {b} : index",
                    f"{z} = arith.constant 1 : index", f"{j1} = arith.addi {j}, {z} : index",
                    f"{r} = arith.cmpi ult, {i}, {j1} : index"], r
        if t == "i1":
            return [], x
        if is_float(t):
            pred = self.rng.choice(["ogt", "olt", "uge", "une", "ord"])
            return [f"{z} = arith.constant {const(0.25, t)}",
                    f"{r} = arith.cmpf {pred}, {x}, {z} : {t}"], r
        pred = self.rng.choice(["sgt", "ult", "eq", "sle", "uge"])
        return [f"{z} = arith.constant 5 : {t}", f"{r} = arith.cmpi {pred}, {x}, {z} : {t}"], r

    def same_type_over(self, a, exact=False):
        """A value of a's type over a's dims (exact: the same dims) or a subset."""
        ok = [v for v in self.values if v.dtype == a.dtype and
              (v.dims == a.dims if exact else set(v.dims) <= set(a.dims))]
        return self.rng.choice(ok) if ok else a

    # -- elementwise -----------------------------------------------------------
    def op_binary(self):
        a = self.main_value()
        b, t = self.same_type_over(a), a.dtype
        op = self.rng.choice(self.binary_ops(t))
        r = self.rng.random()
        if r < 0.15 and b.dims == a.dims:  # b as the outs operand, read
            self.features.add("outs read")
            return self.generic1([a], a.dims, t, list(a.dims), lambda args, acc: (
                [f"%r = {op} {args[0]}, {acc} : {t}"], "%r"), init=b.name)
        if r < 0.3 and b.dims == a.dims:  # on whole tensors
            self.features.add("tensor arith")
            out = Value(self.fresh("w"), a.dims, t)
            self.lines.append(f"{out.name} = {op} {a.name}, {b.name}{self.op_attr(out)} : "
                              f"{self.ttype(a.dims, t)}")
            return out
        named = {"arith.addf": "add", "arith.subf": "sub", "arith.mulf": "mul",
                 "arith.maximumf": "max", "arith.minimumf": "min", "arith.addi": "add",
                 "arith.subi": "sub", "arith.muli": "mul", "arith.maxsi": "max",
                 "arith.minsi": "min"}
        if r < 0.4 and b.dims == a.dims and op in named and t != "i1":
            self.features.add("named elementwise")  # linalg.add, linalg.max...
            out, e = Value(self.fresh("n"), a.dims, t), self.fresh("e")
            tt = self.ttype(a.dims, t)
            self.lines += [f"{e} = tensor.empty() : {tt}",
                           f"{out.name} = linalg.{named[op]}{self.op_attr(out)} ins({a.name}, "
                           f"{b.name} : {tt}, {tt}) "
                           f"outs({e} : {tt}) -> {tt}"]
            return out
        return self.generic1([a, b], a.dims, t, list(a.dims), lambda args, acc: (
            [f"%r = {op} {args[0]}, {args[1]} : {t}"], "%r"))

    def op_unary(self):
        a = self.main_value()
        return self.generic1([a], a.dims, a.dtype, list(a.dims),
                             lambda args, acc: self.unary(args[0], a.dtype))

    def op_index(self):
        """x + f(linalg.index): positions stay global after partitioning."""
        a = self.main_value()
        t, k = a.dtype, self.rng.randrange(len(a.dims))
        self.features.add("linalg.index")

        def body(args, acc):
            lines = [f"%i = linalg.index {k} : index",
                     f"%ii = arith.index_cast %i : index to {'i32' if t in FLOATS else t}"]
            if t == "i1":
                return lines + [f"%r = arith.xori {args[0]}, %ii : i1"], "%r"
            if is_float(t):
                return lines + [f"%f = arith.sitofp %ii : i32 to {t}",
                                f"%c = arith.constant {const(0.125, t)}",
                                f"%s = arith.mulf %f, %c : {t}",
                                f"%r = arith.addf {args[0]}, %s : {t}"], "%r"
            return lines + [f"%r = arith.muli {args[0]}, %ii : {t}"], "%r"
        return self.generic1([a], a.dims, t, list(a.dims), body)

    def op_select(self):
        """select(cond, x, y): the condition from another value or positions."""
        a = self.main_value()
        c = self.rng.choice([v for v in self.values if set(v.dims) <= set(a.dims)])
        b, t = self.same_type_over(a, exact=True), a.dtype
        if c.dtype == "i1" and c.dims == a.dims and self.rng.random() < 0.4:
            self.features.add("tensor select")
            out = Value(self.fresh("w"), a.dims, t)
            tt = self.ttype(a.dims, t)
            self.lines.append(f"{out.name} = arith.select {c.name}, {a.name}, {b.name}"
                              f"{self.op_attr(out)} : "
                              f"{self.ttype(a.dims, 'i1')}, {tt}")
            return out

        def body(args, acc):
            lines, cond = self.condition(args[0], c.dtype, len(a.dims))
            return lines + [f"%r = arith.select {cond}, {args[1]}, {args[2]} : {t}"], "%r"
        return self.generic1([c, a, b], a.dims, t, list(a.dims), body)

    def op_constant(self):
        """A dense constant (splat or not) over some dims of a value, to be
        combined with it: held whole, sliced where a layout needs it."""
        a = self.main_value()
        dims = tuple(d for d in a.dims if self.rng.random() < 0.7)
        n, t = 1, a.dtype
        for d in dims:
            n *= self.sizes[d]
        if n > 256:
            return self.op_unary()
        if t == "i1":
            elems = [self.rng.choice(["true", "false"]) for _ in range(n)]
        elif is_float(t):
            elems = [f"{self.rng.uniform(-2, 2):.4f}" for _ in range(n)]
        else:
            elems = [str(self.rng.randint(-(1 << 31), (1 << 31) - 1)) for _ in range(n)]
        splat = self.rng.random() < 0.3
        def nest(items, shape):
            if not shape:
                return items[0]
            step = len(items) // shape[0]
            return "[" + ", ".join(nest(items[i * step:(i + 1) * step], shape[1:])
                                   for i in range(shape[0])) + "]"
        text = elems[0] if splat else nest(elems, self.shape(dims))
        c = Value(self.fresh("cst"), dims, t)
        attr = self.sharding_attr([c])
        self.lines.append(f"{c.name} = arith.constant{' {' + attr + '}' if attr else ''} "
                          f"dense<{text}> : {self.ttype(dims, t)}")
        self.features.add("splat constant" if splat else "dense constant")
        op = self.rng.choice(self.binary_ops(t))
        return self.generic1([a, c], a.dims, t, list(a.dims), lambda args, acc: (
            [f"%r = {op} {args[0]}, {args[1]} : {t}"], "%r"))

    def op_broadcast(self):
        """linalg.broadcast: a new dim inserted."""
        a = self.pick(None, 0)
        if len(a.dims) >= 4:
            return self.op_transpose()
        new = self.new_dim()
        pos = self.rng.randint(0, len(a.dims))
        dims = a.dims[:pos] + (new,) + a.dims[pos:]
        if not self.loops_ok(dims):
            return self.op_unary()
        out, e = Value(self.fresh("bc"), dims, a.dtype), self.fresh("e")
        self.lines += [f"{e} = tensor.empty() : {self.ttype(dims, a.dtype)}",
                       f"{out.name} = linalg.broadcast ins({a.name} : "
                       f"{self.ttype(a.dims, a.dtype)}) "
                       f"outs({e} : {self.ttype(dims, a.dtype)}) dimensions = [{pos}]"
                       f"{self.op_attr(out)}"]
        self.features.add("linalg.broadcast")
        return out

    def op_cast(self):
        a = self.pick(None, 1)
        t = a.dtype
        if is_float(t):
            options = [("arith.cmpf", "i1")] + [
                ("arith.extf" if WIDE[u] > WIDE[t] else "arith.truncf", u)
                for u in FLOATS if WIDE[u] != WIDE[t]]
        elif t == "i1":
            options = [("arith.extui", "i32"), ("arith.extsi", "i64"),
                       ("arith.uitofp", self.rng.choice(FLOATS))]
        else:
            options = [("arith.trunci", "i1"), ("arith.cmpi", "i1"),
                       ("arith.sitofp", self.rng.choice(FLOATS)),
                       ("arith.extsi" if t == "i32" else "arith.trunci",
                        "i64" if t == "i32" else "i32")]
        op, u = self.rng.choice(options)
        self.features.add(f"{t}->{u}")

        def body(args, acc):
            if op in ("arith.cmpf", "arith.cmpi"):
                return self.condition(args[0], t)
            if op == "arith.sitofp":  # the top 8 bits, in [-1, 1): exact
                return [f"%b = arith.constant {WIDTH[t] - 8} : {t}",
                        f"%h = arith.shrsi {args[0]}, %b : {t}",
                        f"%r = arith.sitofp %h : {t} to {u}",
                        f"%k = arith.constant {const(2.0 ** -7, u)}",
                        f"%s = arith.mulf %r, %k : {u}"], "%s"
            return [f"%r = {op} {args[0]} : {t} to {u}"], "%r"
        return self.generic1([a], a.dims, u, list(a.dims), body)

    def op_nested(self):
        """An elementwise body with a nested region: linear content
        (execute_region around x + y) or not (scf.if on a value or a position)."""
        a = self.main_value()
        b, t = self.same_type_over(a), a.dtype
        kind = self.rng.choice(["execute_region", "if", "if-linear"])
        self.features.add(f"nested {kind}")
        add = "arith.addf" if is_float(t) else ("arith.addi" if t != "i1" else "arith.xori")

        def body(args, acc):
            x, y = args
            total = ([f"%s = {add} {x}, {y} : {t}"], "%s")
            if kind == "execute_region":
                return region(f"%r = scf.execute_region -> {t}", total, None, t), "%r"
            cl, cond = self.condition(y if kind == "if" else x, t, len(a.dims))
            return cl + region(f"%r = scf.if {cond} -> ({t})", self.unary(x, t),
                               None, t, total), "%r"
        return self.generic1([a, b], a.dims, t, list(a.dims), body)

    # -- reductions ------------------------------------------------------------
    def reduction_kinds(self, t):
        kinds = list(combiners(t))
        if is_float(t) and self.specials:  # float sums of specials: ill-defined
            kinds.remove("sum")
        return kinds

    def reduction_setup(self, a):
        drop = self.rng.sample(a.dims, self.rng.choice([1, 1, min(2, len(a.dims))]))
        out_dims = [d for d in a.dims if d not in drop]
        if self.rng.random() < 0.3:
            self.rng.shuffle(out_dims)  # a transposed result
        n = 1
        for d in drop:
            n *= self.sizes[d]
        return tuple(out_dims), list(out_dims) + drop, n

    def accumulator(self, out_dims, t, kind):
        """The identity, or (idempotent kinds; exact integer sums) a value."""
        inits = [v for v in self.values if v.dims == out_dims and v.dtype == t]
        if inits and self.rng.random() < 0.4 and not (kind == "sum" and self.specials):
            self.features.add("reduce into a value")
            return self.rng.choice(inits).name
        return self.fill(out_dims, t, identity(kind, t))

    def op_reduce(self):
        a = self.main_value()
        t = a.dtype
        out_dims, loops, n = self.reduction_setup(a)
        key = self.rng.choice(self.reduction_kinds(t))
        combiner, kind = combiners(t)[key], key.split("_")[0]
        self.features.add(f"reduce {kind}")
        init = self.accumulator(out_dims, t, kind)
        style = self.rng.choice(["plain", "plain", "pre", "region-operand",
                                 "region-combiner", "masked"])
        scale = is_float(t) and kind == "sum"

        def body(args, acc):
            x, lines = args[0], []
            if style == "pre":
                lines, x = self.unary(x, t)
            if scale:  # a mean-like sum keeps values near 1
                lines += [f"%n = arith.constant {const(1.0 / n, t)}",
                          f"%xs = arith.mulf {x}, %n : {t}"]
                x = "%xs"
            if style == "region-operand":  # the combiner stays top-level
                self.features.add("scf.if operand")
                cl, cond = self.condition(args[0], t, len(loops))
                lines += cl + region(f"%x2 = scf.if {cond} -> ({t})", self.unary(x, t),
                                     None, t, ([], x))
                x = "%x2"
            fold = ([f"%c = {combiner} {x}, {acc} : {t}"], "%c")
            if style == "region-combiner":  # the fold inside a region: no combiner
                self.features.add("scf.execute_region combiner")
                return lines + region(f"%r = scf.execute_region -> {t}", fold, None, t), "%r"
            if style == "masked":  # acc flows through a region: no combiner
                self.features.add("scf.if combiner")
                cl, cond = self.condition(args[0], t, len(loops))
                return lines + cl + region(f"%r = scf.if {cond} -> ({t})", fold, None, t,
                                           ([], acc)), "%r"
            return lines + [f"%r = {combiner} {x}, {acc} : {t}"], "%r"
        in_order = out_dims == tuple(d for d in a.dims if d in out_dims)
        if style == "plain" and not scale and in_order and self.rng.random() < 0.3:
            return self.linalg_reduce(a, out_dims, combiner, init)
        return self.generic1([a], out_dims, t, loops, body, init, hint="red")

    def linalg_reduce(self, a, out_dims, combiner, init):
        t = a.dtype
        out = Value(self.fresh("lr"), out_dims, t)
        dims = [i for i, d in enumerate(a.dims) if d not in out_dims]
        self.lines += [f"{out.name} = linalg.reduce ins({a.name} : {self.ttype(a.dims, t)}) "
                       f"outs({init} : {self.ttype(out_dims, t)}) dimensions = {dims}",
                       f"  (%in: {t}, %acc: {t}) {{",
                       f"    %r = {combiner} %in, %acc : {t}",
                       f"    linalg.yield %r : {t}", "  }"]
        self.features.add("linalg.reduce")
        return out

    def op_multi_reduce(self):
        """One generic, two results over the same loops: two folds of the
        table, or one that is not in it (a product; an accumulator also
        read by the other result), which keeps the loop whole for both."""
        a = self.main_value()
        t = a.dtype
        out_dims, loops, n = self.reduction_setup(a)
        kinds = self.reduction_kinds(t)
        style = self.rng.choice(["two", "product", "acc read"])
        keys = [self.rng.choice(kinds), self.rng.choice(kinds)]
        if style == "product":
            keys[1] = "product"
        folds = [NOT_COMBINERS["float" if is_float(t) else t] if k == "product"
                 else combiners(t)[k] for k in keys]
        kinds = [k.split("_")[0] for k in keys]
        self.features.add(f"two-result reduction ({style})")
        outs = [(out_dims, t, self.accumulator(out_dims, t, kinds[0])),
                (out_dims, t, self.fill(out_dims, t, identity(kinds[1], t)))]

        def body(args, accs):
            lines, xs = [], [args[0], args[0]]
            for i, kind in enumerate(kinds):
                if is_float(t) and kind == "sum":  # scaled, as in op_reduce
                    lines += [f"%n{i} = arith.constant {const(1.0 / n, t)}",
                              f"%x{i} = arith.mulf {args[0]}, %n{i} : {t}"]
                    xs[i] = f"%x{i}"
            lines.append(f"%r0 = {folds[0]} {xs[0]}, {accs[0]} : {t}")
            if style == "acc read":  # the first accumulator read outside its fold
                lines.append(f"%r1 = {folds[1]} {accs[0]}, {accs[1]} : {t}")
            else:
                lines.append(f"%r1 = {folds[1]} {accs[1]}, {xs[1]} : {t}")
            return lines, ["%r0", "%r1"]
        return self.rng.choice(self.generic([a], outs, loops, body, hint="mr"))

    def op_contraction(self):
        a = self.main_value()
        t = a.dtype
        if is_float(t) and self.specials:  # no float sums of specials
            return self.op_nested()
        shared = self.rng.sample(a.dims, self.rng.choice([1, 1, min(2, len(a.dims))]))
        others = [self.new_dim() for _ in range(self.rng.randint(0, 1))]
        b = self.argument(tuple(shared) + tuple(others), t, self.rng.random() < 0.7)
        if len(a.dims) == 2 and len(shared) == 1 and len(others) == 1 and t != "i1" \
                and shared[0] == a.dims[1] and self.rng.random() < 0.5:
            return self.matmul(a, b)
        keep = [d for d in a.dims if d not in shared or self.rng.random() < 0.25]
        out_dims = tuple(dict.fromkeys(keep + others))[:4]
        loops = list(dict.fromkeys(a.dims + b.dims + out_dims))
        if not self.loops_ok(loops):
            return self.op_binary()
        n = 1
        for d in loops:
            n *= self.sizes[d] if d not in out_dims else 1
        mul, add = ("arith.mulf", "arith.addf") if is_float(t) else ("arith.muli", "arith.addi")
        if t == "i1":
            mul, add = "arith.andi", self.rng.choice(["arith.xori", "arith.ori"])
        self.features.add("contraction")

        def body(args, acc):
            lines = [f"%m = {mul} {args[0]}, {args[1]} : {t}"]
            if is_float(t):  # scaled by 1/n: values stay near 1
                lines += [f"%n = arith.constant {const(1.0 / n, t)}",
                          f"%ms = arith.mulf %m, %n : {t}"]
                return lines + [f"%r = {add} {acc}, %ms : {t}"], "%r"
            return lines + [f"%r = {add} {acc}, %m : {t}"], "%r"
        return self.generic1([a, b], out_dims, t, loops, body,
                             self.fill(out_dims, t, 0), hint="c")

    def matmul(self, a, b):
        t, dims = a.dtype, (a.dims[0], b.dims[1])
        out = Value(self.fresh("mm"), dims, t)
        init = self.fill(dims, t, 0)
        attr = self.sharding_attr([out])
        self.lines.append(
            f"{out.name} = linalg.matmul{' {' + attr + '}' if attr else ''} ins({a.name}, "
            f"{b.name} : {self.ttype(a.dims, t)}, {self.ttype(b.dims, t)}) "
            f"outs({init} : {self.ttype(dims, t)}) -> {self.ttype(dims, t)}")
        self.features.add("linalg.matmul")
        return out

    # -- data movement ---------------------------------------------------------
    def op_transpose(self):
        a = self.pick(None, 2) or self.main_value()
        dims = list(a.dims)
        self.rng.shuffle(dims)
        out, e = Value(self.fresh("t"), dims, a.dtype), self.fresh("e")
        perm = [a.dims.index(d) for d in dims]
        self.lines += [f"{e} = tensor.empty() : {self.ttype(dims, a.dtype)}",
                       f"{out.name} = linalg.transpose ins({a.name} : "
                       f"{self.ttype(a.dims, a.dtype)}) "
                       f"outs({e} : {self.ttype(dims, a.dtype)}) permutation = {perm}"
                       f"{self.op_attr(out)}"]
        return out

    def op_reshape(self):
        a = self.pick(None, 1)
        dims, i = list(a.dims), self.rng.randrange(len(a.dims))
        if i + 1 < len(dims) and self.rng.random() < 0.5:
            new = (self.new_dim(self.sizes[dims[i]] * self.sizes[dims[i + 1]]),)
            groups = [[j] for j in range(i)] + [[i, i + 1]] + \
                [[j] for j in range(i + 2, len(dims))]
            dims[i:i + 2] = list(new)
            op = "tensor.collapse_shape"
        else:
            if len(dims) >= 4:
                return self.op_transpose()
            size = self.sizes[dims[i]]
            major = self.rng.choice([f for f in (2, 3, 5) if size % f == 0] or [1])
            new = (self.new_dim(major), self.new_dim(size // major))
            groups = [[j] for j in range(i)] + [[i, i + 1]] + \
                [[j + 1] for j in range(i + 1, len(dims))]
            dims[i:i + 1] = list(new)
            op = "tensor.expand_shape"
        out = Value(self.fresh("rs"), dims, a.dtype)
        out.unshardable = new  # annotations there may not map back (diagnosed)
        shape = f" output_shape [{', '.join(str(self.sizes[d]) for d in dims)}]" \
            if op == "tensor.expand_shape" else ""
        self.lines.append(f"{out.name} = {op} {a.name} {groups}{shape}{self.op_attr(out)} : "
                          f"{self.ttype(a.dims, a.dtype)} into {self.ttype(dims, a.dtype)}")
        return out

    def half(self, a, dim, start):
        """a[start : start + size / 2] along `dim` (tensor.extract_slice)."""
        size = self.sizes[dim]
        half = self.new_dim(size // 2)
        dims = tuple(half if d == dim else d for d in a.dims)
        out = Value(self.fresh("sl"), dims, a.dtype)
        out.unshardable = (half,)
        offsets = [start if d == dim else 0 for d in a.dims]
        self.lines.append(
            f"{out.name} = tensor.extract_slice {a.name}{offsets} {self.shape(dims)} "
            f"{[1] * len(dims)}{self.op_attr(out)} : {self.ttype(a.dims, a.dtype)} to "
            f"{self.ttype(dims, a.dtype)}")
        return out

    def even_dim(self, a):
        even = [d for d in a.dims if self.sizes[d] % 2 == 0]
        return self.rng.choice(even) if even else None

    def op_slice(self):
        a = self.pick(None, 1)
        dim = self.even_dim(a)
        if dim is None:
            return self.op_unary()
        return self.half(a, dim, self.rng.choice([0, self.sizes[dim] // 2]))

    def op_insert(self):
        """Half of `a` along a dim overwritten by half of another value:
        tensor.insert_slice into a value (or into a fill)."""
        a = self.pick(None, 1)
        dim = self.even_dim(a)
        if dim is None:
            return self.op_concat()
        half = self.sizes[dim] // 2
        src = self.half(self.same_type_over(a, exact=True), dim, self.rng.choice([0, half]))
        dest = a.name if self.rng.random() < 0.7 else self.fill(a.dims, a.dtype, 0)
        offsets = [self.rng.choice([0, half]) if d == dim else 0 for d in a.dims]
        out = Value(self.fresh("ins"), a.dims, a.dtype)
        out.unshardable = (dim,)
        self.lines.append(
            f"{out.name} = tensor.insert_slice {src.name} into {dest}{offsets} "
            f"{self.shape(src.dims)} {[1] * len(a.dims)}{self.op_attr(out)} : "
            f"{self.ttype(src.dims, a.dtype)} "
            f"into {self.ttype(a.dims, a.dtype)}")
        self.features.add("insert_slice")
        return out

    def op_pad(self):
        """tensor.pad of one dim by a constant: zero now and then (a partial
        sum may pass it), else a value that shows where it lands (-100, as
        Hugging Face pads its labels); in the body or from outside."""
        a = self.pick(None, 1)
        dim = self.rng.choice(a.dims)
        low, high = self.rng.choice([(0, 1), (1, 0), (1, 2), (2, 1), (0, 3)])
        padded = self.new_dim(self.sizes[dim] + low + high)
        dims = tuple(padded if d == dim else d for d in a.dims)
        if not self.loops_ok(dims):
            return self.op_unary()
        t = a.dtype
        value = 0 if self.rng.random() < 0.4 else (1 if t == "i1" else -100)
        out = Value(self.fresh("pad"), dims, t)
        out.unshardable = (padded,)
        lows = [low if d == dim else 0 for d in a.dims]
        highs = [high if d == dim else 0 for d in a.dims]
        indices = ", ".join(f"%i{k}: index" for k in range(len(a.dims)))
        inside = self.rng.random() < 0.5
        if not inside:
            scalar = self.fresh("pv")
            self.lines.append(f"{scalar} = arith.constant {const(value, t)}")
        self.lines.append(f"{out.name} = tensor.pad {a.name} low{lows} high{highs} {{")
        self.lines.append(f"^bb0({indices}):")
        if inside:
            self.lines.append(f"  %pv = arith.constant {const(value, t)}")
            scalar = "%pv"
        self.lines.append(f"  tensor.yield {scalar} : {t}")
        self.lines.append(f"}}{self.op_attr(out)} : {self.ttype(a.dims, t)} to "
                          f"{self.ttype(dims, t)}")
        self.features.add("pad with zero" if value == 0 else "pad")
        return out

    def op_concat(self):
        a = self.pick(None, 1)
        b = self.same_type_over(a, exact=True)
        dim = self.rng.choice(a.dims)
        doubled = self.new_dim(self.sizes[dim] * 2)
        dims = tuple(doubled if d == dim else d for d in a.dims)
        if not self.loops_ok(dims):
            return self.op_unary()
        out = Value(self.fresh("cat"), dims, a.dtype)
        out.unshardable = (doubled,)
        src = self.ttype(a.dims, a.dtype)
        self.lines.append(f"{out.name} = tensor.concat dim({a.dims.index(dim)}) {a.name}, "
                          f"{b.name}{self.op_attr(out)} : ({src}, {src}) -> "
                          f"{self.ttype(dims, a.dtype)}")
        return out

    # -- trust round 2: checks, long sums, calls -------------------------------
    def op_checked(self):
        """An op on an argument whose real values its check holds on (ap-run
        draws integer arguments in CHECKED_RANGE, floats in [-1, 1)) and
        padding need not: an integer division (or remainder) by the argument
        after a cf.assert of its range, or a bound check of a float; now and
        then a check that fails, which must fail the partitioned program
        too."""
        args = [v for v, _ in self.args
                if v.dtype != "i1" and not (is_float(v.dtype) and self.specials)]
        if not args:
            return self.op_unary()
        a = self.rng.choice(args)
        t, b = a.dtype, self.same_type_over(a)
        fails = not self.check_fails and self.rng.random() < 0.08
        if fails:
            self.check_fails = True
            self.features.add("failing check")
        self.features.add("checked op")
        message = '"the argument is out of range"'

        def body(args, acc):
            x, y = args
            if is_float(t):
                bound = 0.5 if fails else 1.0
                return [f"%a = math.absf {x} : {t}",
                        f"%b = arith.constant {const(bound, t)}",
                        f"%ok = arith.cmpf ole, %a, %b : {t}",
                        f"cf.assert %ok, {message}",
                        f"%r = arith.addf {x}, {y} : {t}"], "%r"
            low, high = CHECKED_RANGE
            if fails:
                high //= 2
            op = self.rng.choice(["divsi", "remsi", "divui", "remui", "floordivsi",
                                  "ceildivsi"])
            self.features.add(f"arith.{op}")
            return [f"%lo = arith.constant {low} : {t}",
                    f"%hi = arith.constant {high} : {t}",
                    f"%okl = arith.cmpi sge, {x}, %lo : {t}",
                    f"%okh = arith.cmpi sle, {x}, %hi : {t}",
                    "%ok = arith.andi %okl, %okh : i1",
                    f"cf.assert %ok, {message}",
                    f"%r = arith.{op} {y}, {x} : {t}"], "%r"
        return self.generic1([a, b], a.dims, t, list(a.dims), body, hint="chk")

    def op_long_reduce(self):
        """A sum of 256 to 4096 terms in the case's float type (bf16 and f16
        included), unscaled: its rounding is what it is, and ap-run's error
        model must accept a correct partitioning of it."""
        t = self.dtype
        if not is_float(t) or self.specials:
            return self.op_reduce()
        length = self.rng.choice([256, 300, 1000, 2048, 4096])
        rows = self.new_dim(self.rng.choice([1, 2, 3, 4, 5, 8]))
        a = self.argument((rows, self.new_dim(length)), t)
        self.features.add(f"long {t} sum")
        return self.generic1([a], (rows,), t, list(a.dims), lambda args, acc: (
            [f"%r = arith.addf {acc}, {args[0]} : {t}"], "%r"),
            self.fill((rows,), t, 0), hint="ls")

    def exact_float_value(self):
        """A float value to build on, in a case without float specials (whose
        sums are exact to IEEE's rules: signed zeros, no infinities), or None
        (the caller falls back on op_reduce)."""
        if not is_float(self.dtype) or self.specials:
            return None
        a = self.main_value()
        if a is None or not is_float(a.dtype):
            return None
        return a

    def op_signed_zero_sum(self):
        """A float sum whose every term is -0.0 (-(|x| * 0)), from -0.0, then
        the sign of 1 / sum: IEEE's sum of -0.0 terms is -0.0 and its
        reciprocal -inf (-1); a sum that starts from +0 (a runtime's
        exchange, ap-run's reassembly of partial parts) gives +inf (1).
        Partitioned over the summed dim, the parts are -0.0 too."""
        a = self.exact_float_value()
        if a is None:
            return self.op_reduce()
        t = a.dtype
        keep = [d for d in a.dims if self.rng.random() < 0.5]
        if len(keep) == len(a.dims):
            keep = keep[1:]
        self.features.add("signed-zero sum")
        zero = const(0, t)

        def body(args, acc):
            return ([f"%z = arith.constant {zero}",
                     f"%m = math.absf {args[0]} : {t}",
                     f"%p = arith.mulf %m, %z : {t}",
                     f"%n = arith.negf %p : {t}",
                     f"%r = arith.addf {acc}, %n : {t}"], "%r")
        # From -0.0, IEEE's additive identity (+0.0 + -0.0 is +0.0).
        total = self.generic1([a], tuple(keep), t, list(a.dims), body,
                              self.fill(tuple(keep), t, -0.0), hint="zs")
        # 1 / sum is -inf or +inf; its sign, as -1 or 1, goes on: an
        # infinity would meet partial sums later (a part of 0 times inf is
        # NaN), which only the cases with float specials may hold.
        one, zero_t, minus = const(1, t), const(0, t), const(-1, t)
        return self.generic1([total], total.dims, t, list(total.dims),
                             lambda args, acc: (
                                 [f"%o = arith.constant {one}",
                                  f"%q = arith.constant {zero_t}",
                                  f"%m = arith.constant {minus}",
                                  f"%v = arith.divf %o, {args[0]} : {t}",
                                  f"%n = arith.cmpf olt, %v, %q : {t}",
                                  f"%r = arith.select %n, %m, %o : {t}"],
                                 "%r"), hint="rz")

    def op_offset_mean(self):
        """x - mean(x + C) over a dim, C a large constant inside the sum: the
        terms the sum adds are of C's magnitude, not the output's, and the
        error model must see them (a correct partitioning passes; an output
        off by a factor of two must not)."""
        a = self.exact_float_value()
        if a is None:
            return self.op_reduce()
        t = a.dtype
        offset = self.rng.choice([100.0, 1000.0, 4096.0])
        reduced = self.rng.randrange(len(a.dims))
        keep = tuple(d for i, d in enumerate(a.dims) if i != reduced)
        n = self.sizes[a.dims[reduced]]
        self.features.add("constant offset in a sum")
        c, inv = const(offset, t), const(1.0 / n, t)

        def body(args, acc):
            return ([f"%c = arith.constant {c}",
                     f"%w = arith.constant {inv}",
                     f"%s = arith.addf {args[0]}, %c : {t}",
                     f"%m = arith.mulf %s, %w : {t}",
                     f"%r = arith.addf {acc}, %m : {t}"], "%r")
        mean = self.generic1([a], keep, t, list(a.dims), body,
                             self.fill(keep, t, 0), hint="om")
        return self.generic1([a, mean], a.dims, t, list(a.dims),
                             lambda args, acc: (
                                 [f"%r = arith.subf {args[0]}, {args[1]} : {t}"],
                                 "%r"), hint="od")

    def op_call_twice(self):
        """A private callee returns one value twice; the caller writes into
        the first result in place (a generic that reads its outs) and uses
        both: the second must not change."""
        a = self.main_value()
        t, tt = a.dtype, self.ttype(a.dims, a.dtype)
        name = f"@twice{self.counter}"
        self.counter += 1
        caller, self.lines = self.lines, []
        y = self.generic1([Value("%x", a.dims, t)], a.dims, t, list(a.dims),
                          lambda args, acc: self.unary(args[0], t))
        callee, self.lines = self.lines, caller
        self.functions += ([f"func.func private {name}(%x: {tt}) -> ({tt}, {tt}) {{"] +
                           ["  " + line for line in callee] +
                           [f"  return {y.name}, {y.name} : {tt}, {tt}", "}"])
        p = self.fresh("p")
        self.lines.append(f"{p}:2 = func.call {name}({a.name}) : ({tt}) -> ({tt}, {tt})")
        add = "arith.addf" if is_float(t) else ("arith.addi" if t != "i1" else "arith.xori")
        written = self.generic1([a], a.dims, t, list(a.dims), lambda args, acc: (
            [f"%r = {add} {acc}, {args[0]} : {t}"], "%r"), init=f"{p}#0")
        self.features.add("callee returns one value twice")
        return self.generic1([written, Value(f"{p}#1", a.dims, t)], a.dims, t,
                             list(a.dims), lambda args, acc: (
                                 [f"%r = {add} {args[0]}, {args[1]} : {t}"], "%r"))
