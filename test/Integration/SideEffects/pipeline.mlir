// Rewrites keep what a program does besides its results: a print (a call of
// unknown effect) and checks (cf.assert) in the bodies of the forward and
// the backward of a training step survive every pass of the pipeline, alone
// and together, and still fire where the program's own would.
//
// RUN: ap-opt %s --ap-canonicalize-einsum | FileCheck %s
// RUN: ap-opt %s --ap-auto-shard | FileCheck %s
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard,ap-bypass-round-trips)' | FileCheck %s
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard,ap-partition)' | FileCheck %s
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-shard,ap-partition,ap-fuse-all-gather-chains,ap-merge-collectives)' | FileCheck %s
// RUN: ap-opt %s --ap-recompute-partition | FileCheck %s
// RUN: ap-opt %s --ap-import-torch | FileCheck %s
// RUN: ap-opt %s --ap-erase-shardings | FileCheck %s
// RUN: ap-opt %s --ap-widen-floats | FileCheck %s
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-parallel{recompute=min-cut})' | FileCheck %s
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-parallel{recompute=min-cut},ap-lower-to-runtime,ap-lower-contractions-to-gemm,ap-copy-aliased-results)' | FileCheck %s
// CHECK-DAG: cf.assert {{.*}} "activation must be finite"
// CHECK-DAG: cf.assert {{.*}} "gradient must be finite"
// CHECK-DAG: call @printI64
//
// The pipeline's program computes the step and prints as the original does
// (once per device: every device runs the print).
// RUN: ap-run --compare %s --pipeline='ap-auto-parallel{recompute=min-cut}' | FileCheck %s --check-prefix=SAME
// SAME: ap-run: PASS
// The 4 rank threads print "42" and a newline as two calls each, so their
// lines may interleave: the check counts the 42s, whatever the newlines.
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-parallel{recompute=min-cut})' | ap-run - | grep -v '^ap-run:' | tr -d '\n' | FileCheck %s --check-prefix=PRINTS
// PRINTS: {{^}}42424242{{$}}
//
// Inputs the checks reject (infinities among them) fail the partitioned,
// recomputing program as they fail the original.
// RUN: not ap-run %s --float-specials=0.5 2>&1 | FileCheck %s --check-prefix=FAILS
// RUN: ap-opt %s --pass-pipeline='builtin.module(ap-auto-parallel{recompute=min-cut})' | not ap-run - --float-specials=0.5 2>&1 | FileCheck %s --check-prefix=FAILS
// FAILS: ap-run: error: an assertion of the program failed{{.*}}must be finite

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func private @printI64(i64)
func.func private @printNewline()
#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @step(%x: tensor<8x16xf32>, %w: tensor<16x16xf32> {ap.param})
    -> (tensor<f32>, tensor<16x16xf32> {ap.grad_of = 1 : i64}) {
  %zero = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %c42 = arith.constant 42 : i64
  func.call @printI64(%c42) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %e = tensor.empty() : tensor<8x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%z : tensor<8x16xf32>) -> tensor<8x16xf32>
  %hs = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%h : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) {
  ^bb0(%v: f32, %out: f32):
    %a = math.absf %v : f32
    %finite = arith.cmpf olt, %a, %inf : f32
    cf.assert %finite, "activation must be finite"
    %s = arith.mulf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  %l0 = tensor.empty() : tensor<f32>
  %lz = linalg.fill ins(%zero : f32) outs(%l0 : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%hs : tensor<8x16xf32>) outs(%lz : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  // dL/dW = x^T (2 h)
  %et = tensor.empty() : tensor<16x8xf32>
  %xt = linalg.transpose ins(%x : tensor<8x16xf32>) outs(%et : tensor<16x8xf32>) permutation = [1, 0]
  %g = arith.addf %h, %h : tensor<8x16xf32>
  %ew = tensor.empty() : tensor<16x16xf32>
  %zw = linalg.fill ins(%zero : f32) outs(%ew : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dw = linalg.matmul ins(%xt, %g : tensor<16x8xf32>, tensor<8x16xf32>) outs(%zw : tensor<16x16xf32>) -> tensor<16x16xf32>
  %dws = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%dw : tensor<16x16xf32>) outs(%ew : tensor<16x16xf32>) {
  ^bb0(%v: f32, %out: f32):
    %a = math.absf %v : f32
    %finite = arith.cmpf olt, %a, %inf : f32
    cf.assert %finite, "gradient must be finite"
    linalg.yield %v : f32
  } -> tensor<16x16xf32>
  return %loss, %dws : tensor<f32>, tensor<16x16xf32>
}
