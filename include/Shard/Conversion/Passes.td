//===- Passes.td - Lowering passes of the Shard project ----*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CONVERSION_PASSES_TD
#define SHARD_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// APToRuntime
//===----------------------------------------------------------------------===//

def APLowerToRuntime : Pass<"ap-lower-to-runtime", "mlir::ModuleOp"> {
  let summary = "Lower per-device ap ops to calls into the collective runtime";
  let description = [{
    Turns a partitioned (per-device) program into one that upstream MLIR can
    bufferize and compile, with one conversion pattern per op (a partial
    dialect conversion): every collective becomes a call of the runtime's C
    ABI (include/Shard/Runtime/CollectiveRuntime.h; the names come from
    include/Shard/Runtime/RuntimeABI.h) on memrefs,
    `ap.group_index` a runtime call, and `ap.shard_slice` a
    `tensor.extract_slice` at an offset computed from the group index.
    Afterwards no `ap` op or attribute remains: meshes become constant
    globals holding their shapes.

    Before:
    ```mlir
    ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
    func.func @f(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
      %0 = ap.all_reduce %x on @mesh axes = [1] reduce = sum : tensor<4x16xf32>
      return %0 : tensor<4x16xf32>
    }
    ```
    After:
    ```mlir
    memref.global "private" constant @__ap_i64_2_4 : memref<2xi64> = dense<[2, 4]>
    memref.global "private" constant @__ap_i64_1 : memref<1xi64> = dense<1>
    func.func private @ap_rt_all_reduce_f32(memref<*xf32>, memref<*xf32>,
        memref<?xi64>, memref<?xi64>, i64) attributes {llvm.emit_c_interface}
    func.func @f(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
      %in = bufferization.to_buffer %x read_only : tensor<4x16xf32>
          to memref<4x16xf32, strided<[?, ?], offset: ?>>
      %out = memref.alloc() : memref<4x16xf32>
      ... memref.cast to memref<*xf32>, memref.get_global of the shape/axes
      call @ap_rt_all_reduce_f32(%inU, %outU, %shape, %axes, %c0_i64) : ...
      %0 = bufferization.to_tensor %out restrict writable : memref<4x16xf32>
          to tensor<4x16xf32>
      return %0 : tensor<4x16xf32>
    }
    ```

    Global-view ops (`ap.annotate`, `ap.redistribute`) are rejected with a
    diagnostic (run `ap-partition` first), as are element types without a
    runtime entry point (docs/Runtime.md).
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect",
    "mlir::bufferization::BufferizationDialect",
    "mlir::func::FuncDialect",
    "mlir::memref::MemRefDialect",
    "mlir::tensor::TensorDialect",
  ];
}

//===----------------------------------------------------------------------===//
// AliasedResults
//===----------------------------------------------------------------------===//

def APExpm1Log1pToLibm : Pass<"ap-expm1-log1p-to-libm", "mlir::ModuleOp"> {
  let summary = "expm1 and log1p as calls of libm's";
  let description = [{
    MLIR's lowering of `math` to LLVM (convert-math-to-llvm) writes
    `math.expm1` as `exp(x) - 1` and `math.log1p` as `log(1 + x)`, which
    lose every digit of the result as |x| goes below 2^-26 and return 0
    below 2^-53. The CPU lowering (ap-lower-to-cpu, what ap-run and
    executables compile, the oracle's reference included) runs this pass
    first: convert-math-to-libm's patterns, applied to these two ops only
    (f32 and f64; vectors through scalars), so that the others keep their
    LLVM intrinsics.

    Before:
    ```mlir
    %y = math.expm1 %x : f64
    ```
    After:
    ```mlir
    %y = call @expm1(%x) : (f64) -> f64
    func.func private @expm1(f64) -> f64 attributes {llvm.readnone}
    ```
  }];
  let dependentDialects = ["mlir::func::FuncDialect"];
}

def APFuseElementwise : Pass<"ap-fuse-elementwise", "mlir::ModuleOp"> {
  let summary = "Fuse chains of elementwise linalg.generic ops into one";
  let description = [{
    Runs before bufferization in the CPU lowering (ap-lower-to-cpu): a
    `linalg.generic` whose iterators are all parallel is fused into the
    `linalg.generic` that reads its result (upstream's elementwise fusion
    patterns), when that op is its result's only user, so that a chain of
    elementwise ops, and an elementwise op feeding a reduction, become one
    loop nest, and the intermediate tensors (a buffer each, written and
    read again) disappear. The ops of the bodies are the same, in the same
    order, on the same elements: each element is computed by the same
    arithmetic as before. A producer used elsewhere too is left alone (it
    would be computed twice), and so is one whose body reads its output's
    initial value (upstream's fusion would keep that output, and a
    reduction dim of the fused loops would add into it again). Fills read
    only as inputs are folded into the body (the scalar instead of the
    tensor); other ops are left as they are.

    Before:
    ```mlir
    %sq = linalg.generic {iterator_types = ["parallel"]}
        ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
      ^bb0(%a: f32, %o: f32):
        %m = arith.mulf %a, %a : f32
        linalg.yield %m : f32
    } -> tensor<8xf32>
    %sum = linalg.generic {iterator_types = ["reduction"]}
        ins(%sq : tensor<8xf32>) outs(%zero : tensor<f32>) {
      ^bb0(%a: f32, %acc: f32):
        %s = arith.addf %a, %acc : f32
        linalg.yield %s : f32
    } -> tensor<f32>
    ```
    After:
    ```mlir
    %sum = linalg.generic {iterator_types = ["reduction"]}
        ins(%x : tensor<8xf32>) outs(%zero : tensor<f32>) {
      ^bb0(%a: f32, %acc: f32):
        %m = arith.mulf %a, %a : f32
        %s = arith.addf %m, %acc : f32
        linalg.yield %s : f32
    } -> tensor<f32>
    ```
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def APApproximateMath : Pass<"ap-approximate-math", "mlir::ModuleOp"> {
  let summary = "f32 math functions as polynomials, which vectorize";
  let description = [{
    A scalar `math.exp` becomes a call of libm's `expf` (through LLVM's
    intrinsic), and LLVM's loop vectorizer leaves a loop that calls it
    scalar. This pass rewrites the f32 ops named by `ops` (scalars and
    vectors) with polynomial approximations: arithmetic, `fma`, `floor` and
    bit manipulation, which vectorize. `exp` is this pass's own: about an
    ulp off at most over the whole range, subnormal results included
    (1.002 ulps on 5 million points; e^x = e^r 2^n with r = x - n log(2) in two parts, e^r by
    Cephes's polynomial as in MLIR's approximation, and 2^n as the product
    of two normal powers of two, so that a subnormal result is rounded once
    and an overflow is infinite), with libm's special values. The other
    names (tanh, log, erf, ...) take MLIR's approximations
    (populateMathPolynomialApproximationPatterns), which are several ulps
    off or worse somewhere (log: for subnormal inputs);
    `benchmarks/cpu_f32_math.py` measures them all.

    The CPU lowering (ap-lower-to-cpu) runs the pass after the linalg ops
    became loops with the default `ops`, `exp`: the only function whose
    approximation is within the error model's 2 ulps per math function
    (docs/Testing.md; docs/ApRun.md has the figures). Other types, and ops
    not named, are left as they are.

    Before:
    ```mlir
    %y = math.exp %x : f32
    ```
    After (in part):
    ```mlir
    %c = arith.select ...                // x clamped to [-104, 88.8]
    %n = math.floor ...                  // x / log(2), rounded
    %p = math.fma ...                    // e^(x - n log(2)), a polynomial
    %h = arith.shrsi %ni, %c1_i32 : i32  // n / 2, and n - n / 2
    %y = arith.mulf ...                  // p 2^(n / 2) 2^(n - n / 2)
    %r = arith.select %isNaN, %x, %y : f32
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::math::MathDialect"];
  let options = [
    ListOption<"ops", "ops", "std::string",
               "The f32 math ops to approximate, by name (exp, tanh, ...; "
               "default: exp)">
  ];
}

def APCopyAliasedResults : Pass<"ap-copy-aliased-results", "mlir::ModuleOp"> {
  let summary = "Return a copy of every result whose buffer another result of "
                "the same function may share";
  let description = [{
    Runs before one-shot bufferization of whole modules (the CPU and GPU
    lowerings of ap-run). One-shot bufferization takes the results of a
    `func.call` to be distinct buffers, but a function that returns one
    tensor twice (or a tensor and a view of it) returns one buffer twice:
    a caller that then writes into one result in place changes the other
    as well, silently. This pass makes every function return distinct
    buffers: a result that may alias an earlier result of the same
    `func.return` is returned as a copy (`bufferization.alloc_tensor`
    with `copy`). Whether two results may alias is decided conservatively,
    following each result back through the ops whose result may share an
    operand's buffer (views, slices, destination-passing ops, calls, region
    ops) to its sources.

    Before:
    ```mlir
    func.func private @g(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %y = linalg.generic ... ins(%x) outs(%e) -> tensor<4xf32>
      return %y, %y : tensor<4xf32>, tensor<4xf32>
    }
    ```
    After:
    ```mlir
      %copy = bufferization.alloc_tensor() copy(%y) : tensor<4xf32>
      return %y, %copy : tensor<4xf32>, tensor<4xf32>
    ```
  }];
  let dependentDialects = ["mlir::bufferization::BufferizationDialect"];
}

//===----------------------------------------------------------------------===//
// APToIREE
//===----------------------------------------------------------------------===//

def APLowerAttention : Pass<"ap-lower-attention", "mlir::ModuleOp"> {
  let summary = "Lower ap.attention and ap.attention_grad to blocked loops";
  let description = [{
    The reference lowering of the fused attention ops (docs/Attention.md),
    which the JIT backends (ap-run's threads, MPI and NCCL ranks, the AOT
    executables) run: an `scf.for` over blocks of the key positions (one n
    loop, the causal one when there is a mask, cut into the largest block
    that divides it and is at most `block-size`), each block's scores a
    `linalg.generic` of `block x rows` elements, so no `S x S` tensor
    exists. The forward keeps the running row maximum `m`, the running sum
    `l` and the rescaled output accumulator (online softmax), and ends with
    `O = acc / l`, `L = m + log(l)`; the backward recomputes each block's
    probabilities from `L`, accumulates `dQ` and writes `dK`, `dV` block by
    block, with `D = sum(dO * O)` computed once. Arithmetic runs in L's
    element type (f32 for bf16 inputs); results are rounded to their types
    at the end. The order of the additions differs from the un-fused
    program's, which the differential tests check within the error model.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::math::MathDialect",
                           "mlir::scf::SCFDialect",
                           "mlir::tensor::TensorDialect"];
  let options = [
    Option<"blockSize", "block-size", "int64_t", /*default=*/"64",
           "The most key positions one block holds">
  ];
}

def APExpandF64Math : Pass<"ap-expand-f64-math", "mlir::ModuleOp"> {
  let summary = "f64 math functions from exp, log and sqrt, accurately "
                "(what IREE's CPU code lacks)";
  let description = [{
    iree-compile's llvm-cpu backend (3.13.0) links code without a C library:
    in f64, `tanh`, `sin`, `cos`, `tan`, `asin`, `acos`, `atan`, `atan2`,
    `log2` and `log10` are undefined symbols (`iree-lld: undefined symbol:
    tanh`) and `cbrt` has no lowering; its `expm1`, `log1p`, `sinh`,
    `asinh` and `atanh` return 0 for tiny arguments, its `acosh` is
    millions of ulps off near 1, its `sinh` and `cosh` overflow from 709.8
    (theirs is 710.5), its `exp2` is `exp(x log(2))`, hundreds of ulps off,
    and its `fpowi` by a negative constant is -inf at +0. Its `exp`, `log` and
    `sqrt` are good to half an ulp. This pass, a step of `ap-lower-to-iree`,
    rewrites every f64 op of those kinds (scalars, vectors and tensors) with
    them and arithmetic, in formulas whose rounding stays within a few ulps
    (Kahan's `expm1` and `log1p`, the hyperbolic functions through them,
    `log2`/`log10` from the exponent and the significand, a Newton step for
    `cbrt`, Cody and Waite's reduction by pi/2 and Taylor series for the
    trigonometric functions, exact for |x| < 2^39 pi, about 1.7e12, and NaN
    beyond; docs/Backends.md has the measured errors), with IEEE special
    values as libm's. `fpowi` by a
    constant becomes products (and 1 over them for a negative one). Other
    types, and `erf`, `erfc`, `powf`, `fpowi` by a variable and the
    functions IREE computes well (exp, log, sqrt, rsqrt), are left as they
    are.

    Before:
    ```mlir
    %y = math.tanh %x : f64
    ```
    After (in part):
    ```mlir
    %a = math.absf %x : f64
    %u = math.exp (-2 * %a) ...     // expm1(-2|x|) by Kahan's formula
    %t = ... -%e / (%e + 2) ...
    %y = math.copysign %t, %x : f64
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::math::MathDialect"];
}

def APConvertToIREE : Pass<"ap-convert-to-iree", "mlir::ModuleOp"> {
  let summary = "The last step of ap-lower-to-iree: ap's ops and attributes "
                "to IREE's";
  let description = [{
    IREE (iree-compile, checked against 3.13.0: scripts/setup-iree.sh)
    takes func, linalg, tensor, arith and math as the project writes them;
    this pass removes what it does not know: every `ap.mesh`, every
    discardable attribute of the `ap` dialect (on ops, function arguments
    and results, and the module: shardings, the target, parameter and
    gradient marks, input ranges), and every `ap.annotate` (an identity).
    A partitioned program's collectives and device queries become IREE's
    channels and collectives, ops of IREE's `flow` and `util` dialects,
    whose stand-ins the pass loads (include/Shard/Conversion/IREEDialects.h:
    the project does not link IREE) and which print in generic form:

    * per group kind (mesh, axes), a channel split off the default one
      by the module's initializer: `flow.channel.split` of
      `flow.channel.default` with this rank's group and in-group index,
      read from tables that `getAllGroups` (the groups every backend of the
      project uses) fills, so that IREE's ranks in the channel are the
      group indices;
    * `ap.group_index` is `flow.channel.rank` of its channel;
      `ap.shard_slice` a `tensor.extract_slice` at that rank times the
      chunk;
    * `ap.all_reduce`, and `ap.all_gather`, `ap.reduce_scatter` and
      `ap.all_to_all` on dim 0 (ap-collectives-on-dim-zero puts them
      there), are `flow.collective.*` into a `tensor.empty` target, with
      IREE's element type (8- to 64-bit integers, f16, bf16, f32, f64;
      unsigned for `umax`/`umin`) and reduction (`max`, `maxnum`, `umax`
      are IREE's maximum, likewise for min: NaNs as NCCL handles them);
    * `ap.send` and `ap.recv` are `flow.collective.send_recv` on the
      channel of their axis (its ranks are the coordinates on it), with -1
      for the rank that does not send or receive; each goes after the
      transfer before it in its block (a `util.optimization_barrier` of its
      source and that one's result), so that IREE issues them in the order
      ap-order-transfers left them, and a send's result (zeros, read by
      nothing) goes through a barrier, which IREE keeps where it would
      drop the send.

    The channels are made once, by the module's initializer
    (`util.initializer`), and held in private `util.global`s that the
    functions load. A complex tensor constant is written as a constant of
    its (real, imaginary) pairs and a `linalg.generic` of `complex.create`:
    IREE 3.13 crashes on a `complex<f64>` constant it keeps as a resource
    (RoPE's table, sliced at a rank's offset in a partitioned program). IREE's ranks are one process per device, so a module
    whose meshes differ in device count is refused. What the passes before
    it in ap-lower-to-iree remove (collectives in flight, collectives off
    dim 0, fused attention), anything else of the `ap` dialect, a
    collective outside a `func.func`, a dynamic shape and an element type
    IREE's collectives lack are refused with a diagnostic at the op. The
    ops are checked against iree-compile 3.13.0 (compile-only: IREE runs
    collectives on CUDA through NCCL; its CPU runtime has none).

    Before:
    ```mlir
    ap.mesh @mesh(shape = 2, axes = ["a"])
    func.func @f(%x: tensor<4xf32> {ap.param}) -> tensor<4xf32> {
      %y = ap.annotate %x to <@mesh, [R]> : tensor<4xf32>
      return %y : tensor<4xf32>
    }
    ```
    After:
    ```mlir
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      return %x : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::complex::ComplexDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect",
                           "mlir::ap::iree::FlowDialect",
                           "mlir::ap::iree::UtilDialect"];
}

//===----------------------------------------------------------------------===//
// WidenFloats
//===----------------------------------------------------------------------===//

def APWidenFloats : Pass<"ap-widen-floats", "mlir::ModuleOp"> {
  let summary = "Compute every float of a program in f64";
  let description = [{
    The wide reference of ap-run's oracle (docs/Testing.md): every float
    type narrower than f64 (f16, bf16, f32, the f8 types; complex ones
    through their parts) becomes f64, in types, function signatures,
    block arguments and attributes (constants keep their values, which f64
    holds exactly); `arith.extf` and `arith.truncf` between two of them
    become no-ops. Integers are left as they are. A program that depends on
    the width of its floats (an `arith.bitcast` between a float and an
    integer, a resource blob of f32 constants) is refused with a diagnostic:
    it has no wide form.

    Before:
    ```mlir
    func.func @f(%x: tensor<4xbf16>) -> tensor<4xf32> {
      %y = arith.extf %x : tensor<4xbf16> to tensor<4xf32>
      %z = arith.mulf %y, %y : tensor<4xf32>
      return %z : tensor<4xf32>
    }
    ```
    After:
    ```mlir
    func.func @f(%x: tensor<4xf64>) -> tensor<4xf64> {
      %z = arith.mulf %x, %x : tensor<4xf64>
      return %z : tensor<4xf64>
    }
    ```
  }];
}

//===----------------------------------------------------------------------===//
// TrackMagnitudes
//===----------------------------------------------------------------------===//

def APTrackMagnitudes : Pass<"ap-track-magnitudes", "mlir::ModuleOp"> {
  let summary = "Return, beside every float result, the magnitudes its "
                "rounding errors scale with";
  let description = [{
    The magnitudes of ap-run's oracle (docs/Testing.md, "The oracle's error
    model"). Function `entry` of an f64 program (after `ap-widen-floats`,
    with its calls inlined) also returns, after its results, one tensor per
    float result: per element, a bound of the magnitudes that element's
    rounding errors scale with, computed on the actual values alongside
    them.

    The magnitude of an input is its absolute value, of a constant its
    absolute value; an op's result gets the largest of its own absolute
    value and, per float operand, the operand's magnitude carried through
    the op: `|f(.., a + d m_a, ..) - f(.., a, ..)| / d` with `d` = 2^-24, the
    operand's magnitude times the op's derivative. A sum `a + b` thus gets
    the largest of `m_a`, `m_b` and `|a + b|`: a reduction's accumulator,
    the largest term and partial sum it added up (constants included); a
    product `|b| m_a` and `|a| m_b`; a division by a small value amplifies.
    Ops that jump (`math.floor`, `ceil`, `round`, `roundeven`, `trunc`,
    `arith.remf`) pass their operands' magnitudes on instead; `copysign`
    follows its first operand. Data movement (tensor ops, `linalg.pack`)
    moves the magnitudes as it moves the values; `linalg.generic` (named
    linalg ops are generalized first), `scf.for` and `scf.if` carry them as
    more operands and results. An op
    it cannot follow (a call, a complex number, another dialect's op with
    float results) is an error: the oracle then keeps the output's and
    inputs' magnitude.

    Before:
    ```mlir
    func.func @f(%x: tensor<4xf64>) -> tensor<4xf64> {
      %c = arith.constant 1000.0 : f64
      %e = tensor.empty() : tensor<4xf64>
      %y = linalg.generic {...} ins(%x : tensor<4xf64>) outs(%e : tensor<4xf64>) {
      ^bb0(%a: f64, %out: f64):
        %s = arith.addf %a, %c : f64
        linalg.yield %s : f64
      } -> tensor<4xf64>
      return %y : tensor<4xf64>
    }
    ```
    After (`ap-track-magnitudes{entry=f}`), `@f` also returns a
    `tensor<4xf64>` whose elements are `max(|x + 1000|, |x|, 1000)`.
  }];
  let options = [
    Option<"entry", "entry", "std::string", /*default=*/"\"\"",
           "The function to instrument">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::math::MathDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// ContractionsToGEMM
//===----------------------------------------------------------------------===//

def APLowerContractionsToGEMM
    : Pass<"ap-lower-contractions-to-gemm", "mlir::ModuleOp"> {
  let summary = "Lower linalg contractions to calls of the runtime's GEMM";
  let description = [{
    Replaces every linalg contraction on tensors (a `linalg.generic`,
    `linalg.matmul` or `linalg.batch_matmul` whose body is one multiply and
    one add in f16, bf16, f32 or f64, and whose operands each index every
    one of their dims once) by a call

    ```
    ap_rt_gemm_<ty>(A, B, C, numBatch, numM, numN, numK, accumulate)
    ```

    of the runtime (include/Shard/Runtime/Gemm.h), which runs it as one
    strided-batched BLAS call: cuBLAS on a GPU, the reference loops on the
    CPU. The operands are passed as views permuted into the order
    [batch, m, k], [batch, k, n] and [batch, m, n] (`memref.transpose`, no
    copy); the runtime collapses each group of dims where the strides
    allow, and folds transposed operands into BLAS's transpose flags. An
    accumulator that is a `linalg.fill` of +0 is not read (`accumulate` 0)
    and the fill is erased; any other is copied into the result first.

    A weight gradient, `dW[k, n] += X[b, s, k] * G[b, s, n]`, becomes

    ```mlir
    %x = bufferization.to_buffer %X read_only
        : tensor<4x8x32xf32> to memref<4x8x32xf32, strided<[?, ?, ?], offset: ?>>
    %xt = memref.transpose %x (d0, d1, d2) -> (d2, d0, d1) : ...
    ...
    call @ap_rt_gemm_f32(%a, %b, %c, %c0, %c1, %c1, %c2, %c0) : ...
    ```

    Contractions it cannot express (dynamic shapes, mixed precision,
    integers, complex, other bodies, operands on memrefs) are left as they
    are, to become loops or kernels; the pass never fails, and it rewrites
    in one walk (nothing around the contractions is folded or erased).
  }];
  let dependentDialects = [
    "mlir::arith::ArithDialect",
    "mlir::bufferization::BufferizationDialect",
    "mlir::func::FuncDialect",
    "mlir::memref::MemRefDialect",
  ];
  let statistics = [
    Statistic<"numLowered", "contractions-lowered",
              "Contractions lowered to GEMM calls">,
    Statistic<"numOperandsTransposed", "operands-transposed",
              "Operands passed through a transposed view">,
  ];
}

//===----------------------------------------------------------------------===//
// GPUKernels
//===----------------------------------------------------------------------===//

def APCheckGPUBinaries : Pass<"ap-check-gpu-binaries", "mlir::ModuleOp"> {
  let summary = "Refuse GPU kernels whose PTX calls libdevice functions that "
                "were not linked";
  let description = [{
    The last step of `ap-lower-to-gpu-kernels`. `convert-gpu-to-nvvm` turns
    some math ops (f64 `math.exp`, `math.log`, `math.erf`, ...) into calls of
    CUDA's libdevice (`__nv_exp`, ...), which `gpu-module-to-binary` links
    from the CUDA toolkit's `nvvm/libdevice` when it finds one. When it does
    not, the PTX only declares them (`.extern .func __nv_exp`) and the
    program fails when the driver loads it, far from the cause. This pass
    reports every such function at its `gpu.binary`, naming the toolkit the
    pipeline looked in (its `toolkit` option; CUDA_ROOT, CUDA_HOME,
    CUDA_PATH).
  }];
  let options = [
    Option<"toolkit", "toolkit", "std::string", /*default=*/"\"\"",
           "The CUDA toolkit the kernels were compiled against (named in "
           "the diagnostic)">,
  ];
}

#endif // SHARD_CONVERSION_PASSES_TD
