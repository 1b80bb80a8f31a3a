#!/usr/bin/env python3
"""The error of f64 math through IREE's CPU code, with and without
ap-expand-f64-math (docs/Backends.md, "f64 math").

For each math function it writes a program applying it elementwise to f64
tensors, compiles it with iree-compile for llvm-cpu (the host CPU) as it is
and after `ap-opt --ap-expand-f64-math`, runs both with IREE's Python
runtime on inputs from subnormal to huge magnitudes (the domain of each
function: near its poles and branch points too), and prints the largest
error in ulps against mpmath at 200 bits, and whether the special values
(+-0, +-inf, NaN, +-1 and the domain's edges) are libm's (numpy's).

  .venv-iree/bin/python benchmarks/iree_f64_math.py [--tools build/bin]
      [--iree-tools .venv-iree/bin] [--count 2000] [--ops tanh,sin,...]

Needs the IREE virtual environment of scripts/setup-iree.sh (its Python
has iree.runtime, numpy and mpmath).
"""

import argparse
import math
import os
import subprocess
import sys
import tempfile

import mpmath
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
mpmath.mp.prec = 200

UNARY = {
    "tanh": mpmath.tanh, "expm1": mpmath.expm1, "exp2": lambda v: mpmath.power(2, v),
    "log1p": mpmath.log1p, "log2": lambda v: mpmath.log(v, 2),
    "log10": mpmath.log10, "cbrt": mpmath.cbrt, "sinh": mpmath.sinh,
    "asinh": mpmath.asinh, "acosh": mpmath.acosh, "atanh": mpmath.atanh,
    "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan,
    "atan": mpmath.atan, "asin": mpmath.asin, "acos": mpmath.acos,
    "exp": mpmath.exp, "log": mpmath.log, "cosh": mpmath.cosh,
}
NUMPY = {"tanh": np.tanh, "expm1": np.expm1, "exp2": np.exp2,
         "log1p": np.log1p, "log2": np.log2, "log10": np.log10,
         "cbrt": np.cbrt, "sinh": np.sinh, "asinh": np.arcsinh,
         "acosh": np.arccosh, "atanh": np.arctanh, "sin": np.sin,
         "cos": np.cos, "tan": np.tan, "atan": np.arctan,
         "asin": np.arcsin, "acos": np.arccos, "exp": np.exp, "log": np.log,
         "cosh": np.cosh, "atan2": np.arctan2}
SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 2.0, 8.0,
           1000.0, 1e-300]
# IREE's CPU code flushes subnormal inputs and results to zero (all of its
# arithmetic, measured: 4e-308 * 0.5 is 0): those points are left out.
TINY = 2.2250738585072014e-308


def magnitudes(rng, count):
    """Magnitudes from subnormal to 1e6, a share of each decade range."""
    ranges = [(-307, -300), (-300, -8), (-8, 0), (0, 2), (2, 6)]
    parts = [10.0 ** rng.uniform(low, high, count // len(ranges))
             for low, high in ranges]
    return np.concatenate(parts)


def inputs(op, rng, count):
    m = magnitudes(rng, count)
    sign = rng.choice([-1.0, 1.0], m.size)
    x = m * sign
    if op in ("log2", "log10", "log"):
        return m
    if op.startswith("fpowi:"):
        # x^n in the normal range (1 / x^n for n < 0, whose x^n would be
        # flushed where it is subnormal).
        return np.clip(m, 1e-30, 1e30) * sign
    if op == "log1p":
        return np.where(sign < 0, -np.minimum(m, 1 - 1e-16), m)
    if op == "acosh":
        return 1 + m
    if op in ("atanh", "asin", "acos"):
        near = 1 - 10.0 ** rng.uniform(-16, -1, m.size)
        return np.where(m < 1, m, near) * sign
    if op in ("expm1", "exp", "sinh", "cosh"):
        return np.clip(x, -745, 710)
    if op == "exp2":
        return np.clip(x * 10, -1075, 1023.9)
    if op in ("sin", "cos", "tan"):
        # Up to 1e12 (the reduction is exact below 2^39 pi), and near
        # multiples of pi/2, where the result is small.
        far = 10.0 ** rng.uniform(6, 12, m.size // 4) * sign[: m.size // 4]
        k = rng.integers(-100000, 100000, m.size // 4)
        near = k * (math.pi / 2)
        return np.concatenate([x, far, near])
    return x


def symbol(op):
    """fpowi:-3 is @fpowi_m3."""
    return op.replace(":", "_").replace("-", "m")


def program(ops, count):
    t = f"tensor<{count}xf64>"
    lines = []
    for op in ops:
        binary = op == "atan2"
        args = f"%x: {t}, %y: {t}" if binary else f"%x: {t}"
        ins = f"%x, %y : {t}, {t}" if binary else f"%x : {t}"
        maps = ", ".join(["affine_map<(d0) -> (d0)>"] * (3 if binary else 2))
        block = "%a: f64, %c: f64, %o: f64" if binary else "%a: f64, %o: f64"
        call = f"math.{op} %a, %c : f64" if binary else f"math.{op} %a : f64"
        if op.startswith("fpowi:"):
            call = f"math.fpowi %a, %n : f64, i32"
        lines += [
            f"func.func @{symbol(op)}({args}) -> {t} {{",
            f"  %n = arith.constant {op[6:] or 0} : i32",
            f"  %e = tensor.empty() : {t}",
            f"  %r = linalg.generic {{indexing_maps = [{maps}], "
            f"iterator_types = [\"parallel\"]}} ins({ins}) outs(%e : {t}) {{",
            f"  ^bb0({block}):",
            f"    %v = {call}",
            "    linalg.yield %v : f64",
            f"  }} -> {t}",
            f"  return %r : {t}",
            "}"]
    return "\n".join(lines) + "\n"


def compile_module(text, path, args, expand):
    source = path + ".mlir"
    with open(source, "w") as f:
        f.write(text)
    if expand:
        subprocess.run([os.path.join(args.tools, "ap-opt"), source,
                        "--ap-expand-f64-math", "-o", source], check=True)
    result = subprocess.run(
        [os.path.join(args.iree_tools, "iree-compile"), source, "-o",
         path + ".vmfb", "--iree-input-demote-f64-to-f32=false",
         "--iree-hal-target-device=local",
         "--iree-hal-local-target-device-backends=llvm-cpu",
         "--iree-llvmcpu-target-cpu=host"],
        capture_output=True, text=True)
    if result.returncode != 0:
        for line in result.stderr.splitlines():
            if "undefined symbol" in line or "failed to legalize" in line:
                return None, line.split("error: ")[-1][:60]
        return None, "iree-compile failed"
    return path + ".vmfb", None


def ulps(got, exact):
    want = float(exact)
    if math.isnan(got) or math.isinf(want) or math.isnan(want):
        return 0.0 if (math.isnan(got) and math.isnan(want)) or got == want else math.inf
    spacing = np.spacing(abs(want)) if want != 0 else 5e-324
    return float(abs(mpmath.mpf(got) - exact) / spacing)


def same(a, b):
    """a is libm's b: the same special value (signed zeros, infinities,
    NaN), else within 2 ulps (libm's own error is below 1)."""
    if math.isnan(a) or math.isnan(b) or math.isinf(b) or b == 0:
        return (math.isnan(a) and math.isnan(b)) or (
            a == b and math.copysign(1, a) == math.copysign(1, b))
    return math.isfinite(a) and abs(a - b) <= 2 * np.spacing(abs(b))


def measure(op, call, rng, count):
    if op == "atan2":
        y = np.concatenate([inputs("atan", rng, count)])
        x = inputs("atan", rng, y.size)
        got = call(y, x)
        exact = [mpmath.atan2(mpmath.mpf(float(a)), mpmath.mpf(float(b))) for a, b in zip(y, x)]
        worst = max((ulps(float(g), e), a, b) for g, e, a, b in zip(got, exact, y, x)
                    if not 0 < abs(e) < TINY)
        sy, sx = np.meshgrid(np.array(SPECIAL), np.array(SPECIAL))
        sy, sx = sy.ravel(), sx.ravel()
        special = call(sy, sx)
        ok = all(same(float(g), float(np.arctan2(a, b))) for g, a, b in zip(special, sy, sx))
        return worst[0], f"({worst[1]:.3g}, {worst[2]:.3g})", ok
    x = inputs(op, rng, count)
    got = call(x)
    reference = UNARY.get(op) or (lambda v: mpmath.power(v, int(op[6:])))
    worst, at = 0.0, None
    for g, v in zip(got, x):
        try:
            exact = reference(mpmath.mpf(float(v)))
        except (ValueError, ZeroDivisionError):
            continue
        if isinstance(exact, mpmath.mpc) or 0 < abs(exact) < TINY:
            continue
        e = ulps(float(g), exact)
        if e > worst:
            worst, at = e, v
    s = np.array(SPECIAL)
    with np.errstate(all="ignore"):
        want = NUMPY[op](s) if op in NUMPY else np.power(s, float(op[6:]))
    differ = [(float(v), float(g), float(w)) for v, g, w in zip(s, call(s), want)
              if not same(float(g), float(w))]
    if differ and os.environ.get("VERBOSE"):
        print(op, "specials (x, got, libm):", differ)
    return worst, f"{at:.3g}" if at is not None else "", not differ


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--iree-tools", default=os.path.join(ROOT, ".venv-iree", "bin"))
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--ops", default=",".join(
        list(UNARY) + ["atan2", "fpowi:2", "fpowi:3", "fpowi:-3", "fpowi:7"]))
    args = parser.parse_args()
    import iree.runtime as rt
    ops = args.ops.split(",")
    print(f"{'op':8} {'IREE 3.13 llvm-cpu':>34} {'after ap-expand-f64-math':>34}")
    with tempfile.TemporaryDirectory() as work:
        for op in ops:
            cells = []
            for expand in (False, True):
                specials = len(SPECIAL) ** 2 if op == "atan2" else len(SPECIAL)
                size = None
                rng = np.random.default_rng(1)
                xs = inputs("atan" if op == "atan2" else op, rng, args.count)
                size = xs.size
                base = os.path.join(work, f"{op}-{int(expand)}")
                calls = {}
                vmfbs = {}
                for n in sorted({size, specials}):
                    vmfb, problem = compile_module(program([op], n), f"{base}-{n}", args, expand)
                    if problem:
                        break
                    vmfbs[n] = vmfb
                if problem:
                    cells.append(f"no code: {problem}")
                    continue
                contexts = {}
                for n, vmfb in vmfbs.items():
                    context = rt.SystemContext(config=rt.Config("local-task"))
                    with open(vmfb, "rb") as f:
                        context.add_vm_module(rt.VmModule.copy_buffer(context.instance, f.read()))
                    contexts[n] = context

                def call(*arrays):
                    function = contexts[arrays[0].size].modules.module[symbol(op)]
                    return np.asarray(function(*[np.ascontiguousarray(a, dtype=np.float64) for a in arrays]).to_host())

                worst, at, ok = measure(op, call, np.random.default_rng(1), args.count)
                cells.append(f"{worst:10.3g} ulp at {at:>10}, specials {'ok' if ok else 'DIFFER'}")
            print(f"{op:8} {cells[0]:>34} {cells[1]:>34}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
