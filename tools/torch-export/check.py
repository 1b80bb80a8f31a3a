#!/usr/bin/env python3
"""Runs an exported program with torch-mlir's own CPU path (the reference
backend's lowering, MLIR's ExecutionEngine) on its stored inputs and
compares the results with PyTorch's stored outputs:

  check.py llama-f32.mlir            # reads llama-f32.ref/
  check.py prog.mlir --ref-dir DIR --rtol 1e-5

An independent check of the exported text (tm_tensor ops, complex numbers
and all), before ap-run can run it: exit status 0 when every output
matches, 1 otherwise. An output matches when its largest error is at most
atol + rtol * (its largest magnitude); defaults per element type: f32
rtol 1e-5, atol 1e-7; f64 rtol 1e-12, atol 1e-14.
"""

import argparse
import ctypes
import os
import sys

import numpy as np
from torch_mlir import ir, passmanager
from torch_mlir.dialects import torch as torch_d
from torch_mlir.execution_engine import ExecutionEngine
from torch_mlir.runtime import np_to_memref

# The reference backend's lowering (torch_mlir_e2e_test's RefBackend), with
# the results returned through the C interface instead of callbacks.
PIPELINE = [
    "func.func(tm-tensor-bufferize)",
    "one-shot-bufferize{copy-before-write bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}",
    "func.func(tm-tensor-to-loops)",
    "func.func(refback-munge-memref-copy)",
    "func.func(convert-linalg-to-loops)",
    "func.func(lower-affine)",
    "convert-scf-to-cf",
    "func.func(refback-expand-ops-for-llvm)",
    "func.func(arith-expand)",
    "func.func(convert-math-to-llvm)",
    "convert-math-to-libm",
    "expand-strided-metadata",
    "finalize-memref-to-llvm",
    "lower-affine",
    "convert-bufferization-to-memref",
    "finalize-memref-to-llvm",
    "func.func(convert-arith-to-llvm)",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "convert-complex-to-llvm",
    "reconcile-unrealized-casts",
]

TOLERANCES = {np.dtype(np.float32): (1e-5, 1e-7), np.dtype(np.float64): (1e-12, 1e-14)}


def context():
    ctx = ir.Context()
    torch_d.register_dialect(ctx)
    # Loads the TMTensor dialect (a dependent dialect of this pass).
    with ctx:
        passmanager.PassManager.parse(
            "builtin.module(func.func(convert-torch-to-tmtensor))").run(
                ir.Module.parse("").operation)
    return ctx


def run(path, ref_dir, entry="train_step"):
    """Returns (expected, got): lists of numpy arrays."""
    count = {k: len([f for f in os.listdir(ref_dir) if f.startswith(k + "_")])
             for k in ("input", "output")}
    inputs = [np.ascontiguousarray(np.load(os.path.join(ref_dir, f"input_{i}.npy")))
              for i in range(count["input"])]
    expected = [np.load(os.path.join(ref_dir, f"output_{i}.npy"))
                for i in range(count["output"])]
    with context():
        module = ir.Module.parse(open(path).read())
        funcs = [op for op in module.body.operations
                 if op.operation.name == "func.func"
                 and ir.StringAttr(op.attributes["sym_name"]).value == entry]
        if len(funcs) != 1:
            raise SystemExit(f"check.py: no function @{entry} in {path}")
        funcs[0].attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
        passmanager.PassManager.parse(
            "builtin.module(" + ",".join(PIPELINE) + ")").run(module.operation)
        engine = ExecutionEngine(module, opt_level=2)

        fields = []
        for i, e in enumerate(expected):
            ctype = np_to_memref.as_ctype(e.dtype)
            fields.append((f"r{i}", np_to_memref.make_zero_d_memref_descriptor(ctype)
                           if e.ndim == 0 else
                           np_to_memref.make_nd_memref_descriptor(e.ndim, ctype)))

        class Results(ctypes.Structure):
            _fields_ = fields

        results = Results()
        descriptors = [np_to_memref.get_ranked_memref_descriptor(a) for a in inputs]
        engine.invoke(entry, ctypes.pointer(ctypes.pointer(results)),
                      *[ctypes.pointer(ctypes.pointer(d)) for d in descriptors])
        got = []
        for i, e in enumerate(expected):
            d = getattr(results, f"r{i}")
            if e.ndim == 0:
                got.append(np.array(d.aligned[d.offset], dtype=e.dtype))
            else:
                got.append(np_to_memref.ranked_memref_to_numpy([d]).copy())
    return expected, got


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("program")
    p.add_argument("--ref-dir", help="default: <program without .mlir>.ref")
    p.add_argument("--rtol", type=float)
    p.add_argument("--atol", type=float)
    args = p.parse_args(argv)
    ref_dir = args.ref_dir or os.path.splitext(args.program)[0] + ".ref"
    expected, got = run(args.program, ref_dir)
    failed = 0
    for i, (e, g) in enumerate(zip(expected, got)):
        rtol, atol = TOLERANCES.get(e.dtype, (0.0, 0.0))
        rtol = args.rtol if args.rtol is not None else rtol
        atol = args.atol if args.atol is not None else atol
        if g.shape != e.shape or g.dtype != e.dtype:
            ok, text = False, f"got {g.dtype}{list(g.shape)}"
        else:
            err = float(np.max(np.abs(g.astype(np.float64) - e))) if e.size else 0.0
            scale = float(np.max(np.abs(e))) if e.size else 0.0
            ok = err <= atol + rtol * scale
            text = f"max abs error {err:.3g}, largest magnitude {scale:.3g}"
        failed += not ok
        print(f"check.py: output {i} {e.dtype}{list(e.shape)}: {text}: "
              f"{'PASS' if ok else 'FAIL'}")
    print(f"check.py: {'PASS' if not failed else 'FAIL'}: {len(expected)} output(s)"
          + (f", {failed} failed" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
