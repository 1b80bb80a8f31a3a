#!/usr/bin/env python3
"""The error of f32 math functions in the CPU lowering: libm's against
MLIR's polynomial approximations (ap-approximate-math, docs/ApRun.md).

For each function it writes a program applying it elementwise to an f32
tensor, rewrites the op with `ap-opt --ap-approximate-math=ops=<op>`,
links the result with `ap-run --emit-executable` (the CPU lowering, as
ap-run compiles it) and runs it on inputs spread over the function's
domain (dense in the range that matters, out to the f32 extremes, and the
special values). Its results, and libm's (the scalar call the lowering
makes otherwise, through ctypes), are held to the function computed in
f64 and rounded to f32: the largest error in f32 ulps over normal results
of normal inputs, over subnormal results, and over results of subnormal
inputs, and whether the special values (+-0, +-inf, NaN, overflow,
underflow) are libm's.

  .venv-export/bin/python benchmarks/cpu_f32_math.py [--tools build/bin]
      [--ops exp,tanh,...] [--count 1000000]

Needs numpy (the .venv-export of scripts/setup-torch.sh has it).
"""

import argparse
import ctypes
import ctypes.util
import math
import os
import subprocess
import sys
import tempfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
F32 = np.float32
TINY = np.finfo(F32).tiny  # the smallest normal f32

# The function in f64 (numpy's, good to an ulp of f64), libm's f32 name.
FUNCTIONS = {
    "exp": (np.exp, "expf"), "tanh": (np.tanh, "tanhf"),
    "log": (np.log, "logf"), "log2": (np.log2, "log2f"),
    "erf": (None, "erff"), "sin": (np.sin, "sinf"), "cos": (np.cos, "cosf"),
    "atan": (np.arctan, "atanf"),
}
SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 88.7, 88.8,
           89.0, -87.5, -100.0, -104.0, 1e-30, -1e-30, 1e30, -1e30, 3.4e38]


def domain(op, rng, count):
    """Inputs where the function is used, and out to the f32 extremes."""
    wide = np.concatenate([10.0 ** rng.uniform(-38, 38, count // 8),
                           -(10.0 ** rng.uniform(-38, 38, count // 8))])
    if op == "exp":
        dense = rng.uniform(-104, 89, count)
    elif op in ("log", "log2"):
        dense = np.concatenate([rng.uniform(0, 4, count // 2),
                                10.0 ** rng.uniform(-45, 38.5, count // 2)])
        wide = np.abs(wide)
    elif op in ("sin", "cos"):
        dense = rng.uniform(-100, 100, count)
    else:
        dense = rng.uniform(-10, 10, count)
    return np.concatenate([dense, wide]).astype(F32)


def exact(op, x):
    """The function in f64 of f32 inputs."""
    x64 = x.astype(np.float64)
    with np.errstate(all="ignore"):
        if op == "erf":
            return np.array([math.erf(v) for v in x64])
        return FUNCTIONS[op][0](x64)


def ulp_errors(got, want):
    """|got - want| in ulps of f32 at want (2^-149 below the normals)."""
    got64 = got.astype(np.float64)
    magnitude = np.maximum(np.abs(want), float(TINY))
    exponent = np.floor(np.log2(magnitude))
    spacing = np.exp2(exponent - 23)
    with np.errstate(all="ignore"):
        return np.abs(got64 - want) / spacing


def libm(op, x):
    """libm's f32 function, called once per element."""
    library = ctypes.CDLL(ctypes.util.find_library("m"))
    function = getattr(library, FUNCTIONS[op][1])
    function.argtypes = [ctypes.c_float]
    function.restype = ctypes.c_float
    return np.array([function(float(v)) for v in x], dtype=F32)


def compiled(op, x, tools, directory):
    """The approximation, as ap-run's CPU lowering compiles it."""
    t = f"tensor<{x.size}xf32>"
    source = os.path.join(directory, f"{op}.mlir")
    with open(source, "w") as f:
        f.write(f"""func.func @f(%x: {t}) -> {t} {{
  %e = tensor.empty() : {t}
  %r = linalg.generic {{indexing_maps = [affine_map<(i) -> (i)>,
      affine_map<(i) -> (i)>], iterator_types = ["parallel"]}}
      ins(%x : {t}) outs(%e : {t}) {{
  ^bb0(%a: f32, %o: f32):
    %v = math.{op} %a : f32
    linalg.yield %v : f32
  }} -> {t}
  return %r : {t}
}}
""")
    approximated = os.path.join(directory, f"{op}-approx.mlir")
    subprocess.run([os.path.join(tools, "ap-opt"), source,
                    f"--ap-approximate-math=ops={op}", "-o", approximated],
                   check=True)
    executable = os.path.join(directory, op)
    subprocess.run([os.path.join(tools, "ap-run"), approximated,
                    f"--emit-executable={executable}"], check=True,
                   capture_output=True)
    inputs = os.path.join(directory, f"{op}-in")
    outputs = os.path.join(directory, f"{op}-out")
    os.makedirs(inputs, exist_ok=True)
    np.save(os.path.join(inputs, "input_0.npy"), x)
    subprocess.run([executable, f"--inputs-dir={inputs}",
                    f"--outputs-dir={outputs}"], check=True,
                   capture_output=True)
    return np.load(os.path.join(outputs, "output_0.npy"))


def same_special(got, want):
    """The same special value: NaN, an infinity, a signed zero."""
    if math.isnan(want) or math.isnan(got):
        return math.isnan(want) and math.isnan(got)
    if math.isinf(want) or want == 0:
        return got == want and math.copysign(1, got) == math.copysign(1, want)
    return True


def summary(errors, x, want):
    """The largest error over normal results of normal inputs, over
    subnormal results, and over results of subnormal inputs (None where
    there are none)."""
    finite = np.isfinite(want) & (np.abs(want) <= float(np.finfo(F32).max))
    normal_in = np.abs(x) >= TINY
    subnormal_in = ~normal_in & (x != 0)
    normal = finite & (np.abs(want) >= float(TINY))
    subnormal = finite & (np.abs(want) < float(TINY)) & (want != 0)

    def worst(selected):
        return float(np.nanmax(errors[selected])) if selected.any() else None
    return (worst(normal & normal_in), worst(subnormal),
            worst(normal & subnormal_in))


def cell(figures):
    normal, subnormal, from_subnormal = (
        "-" if f is None else f"{f:.4g}" for f in figures)
    return f"{normal} / {subnormal} / {from_subnormal}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tools", default=os.path.join(ROOT, "build", "bin"))
    parser.add_argument("--ops", default=",".join(FUNCTIONS))
    parser.add_argument("--count", type=int, default=1000000)
    args = parser.parse_args()
    rng = np.random.default_rng(0)
    print("max error in f32 ulps against f64 rounded: normal results of "
          "normal inputs / subnormal results / results of subnormal inputs; "
          "specials: +-0, +-inf, NaN, overflow as libm's")
    print("%-6s %9s %26s %26s %9s" % ("op", "inputs", "libm", "approximation",
                                      "specials"))
    with tempfile.TemporaryDirectory() as directory:
        for op in [o for o in args.ops.split(",") if o]:
            x = np.concatenate([domain(op, rng, args.count),
                                np.array(SPECIAL, dtype=F32)])
            want = exact(op, x)
            theirs = libm(op, x)
            ours = compiled(op, x, args.tools, directory)
            cells = [cell(summary(ulp_errors(got, want), x, want))
                     for got in (theirs, ours)]
            specials = [(float(v), float(g), float(w)) for v, g, w in
                        zip(x[-len(SPECIAL):], ours[-len(SPECIAL):],
                            theirs[-len(SPECIAL):])
                        if not same_special(g, w)]
            print("%-6s %9d %26s %26s %9s" % (op, x.size, cells[0], cells[1],
                                              "same" if not specials
                                              else "differ"), flush=True)
            for v, g, w in specials:
                print(f"    {op}({v:g}) = {g:g}, libm's {w:g}")


if __name__ == "__main__":
    sys.exit(main())
