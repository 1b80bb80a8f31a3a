// The passes of ap-opt that may follow ap-auto-parallel (which schedules:
// docs/Overlap.md, "Passes after the schedule") on a scheduled per-device
// program. Those below work on it as it is: each leaves the start and the
// wait where they are and the program valid. The collective passes rewrite
// around the pair (Collectives/*-scheduled.mlir, combine-scheduled.mlir,
// collectives-to-local.mlir); the planning passes refuse per-device
// programs (last RUN lines).
//
// RUN: ap-opt %s -o %t.mlir
// Nothing to do on a per-device program: the same program.
// RUN: ap-opt %s --ap-import-torch | diff %t.mlir -
// RUN: ap-opt %s --ap-canonicalize-einsum | diff %t.mlir -
// RUN: ap-opt %s --ap-raise-attention | diff %t.mlir -
// RUN: ap-opt %s --ap-bypass-round-trips | diff %t.mlir -
// RUN: ap-opt %s --ap-partition | diff %t.mlir -
// RUN: ap-opt %s --ap-erase-shardings | diff %t.mlir -
// RUN: ap-opt %s --ap-lower-attention | diff %t.mlir -
// RUN: ap-opt %s --ap-schedule-collectives | diff %t.mlir -
// Rewrites of other ops, the pair kept:
// RUN: ap-opt %s --ap-mixed-precision | FileCheck %s --check-prefix=MIXED
// RUN: ap-opt %s --ap-lower-contractions-to-gemm | FileCheck %s --check-prefix=GEMM
// RUN: ap-opt %s --ap-widen-floats | FileCheck %s --check-prefix=WIDEN
// RUN: ap-opt %s --ap-copy-aliased-results | FileCheck %s --check-prefix=COPY
// RUN: ap-opt %s --ap-lower-to-runtime | FileCheck %s --check-prefix=RUNTIME
// Global programs only:
// RUN: not ap-opt %s --ap-auto-shard 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: not ap-opt %s --ap-choose-einsum-form 2>&1 | FileCheck %s --check-prefix=PLAN

// MIXED-LABEL: func.func @step
// MIXED:       %[[F:.*]] = ap.start {
// MIXED-NEXT:    ap.all_gather %arg0
// MIXED:       %[[G:.*]] = ap.wait %[[F]]
// MIXED:       arith.truncf %in : f32 to bf16
// MIXED:       linalg.generic {{.*}} ins({{.*}} : tensor<8x8xbf16>, tensor<8x8xbf16>) outs({{.*}} : tensor<8x8xf32>)
// MIXED:       return {{.*}}, %[[G]], %[[G]]

// GEMM-LABEL: func.func @step
// GEMM:       %[[F:.*]] = ap.start {
// GEMM:       %[[G:.*]] = ap.wait %[[F]]
// GEMM-NOT:   linalg.matmul
// GEMM:       call @ap_rt_gemm
// GEMM:       return {{.*}}, %[[G]], %[[G]]

// WIDEN-LABEL: func.func @step
// WIDEN:       %[[F:.*]] = ap.start {
// WIDEN-NEXT:    ap.all_gather %arg0 {{.*}} : tensor<2x8xf64> -> tensor<8x8xf64>
// WIDEN:       } : !ap.future<tensor<8x8xf64>>
// WIDEN:       ap.wait %[[F]] : !ap.future<tensor<8x8xf64>>

// The gathered weight is returned twice: the second is a copy (a wait's
// result is a buffer of its own, the runtime's result buffer).
// COPY-LABEL: func.func @step
// COPY:       %[[G:.*]] = ap.wait
// COPY:       %[[C:.*]] = bufferization.alloc_tensor() copy(%[[G]])
// COPY:       return {{.*}}, %[[G]], %[[C]]

// RUNTIME-LABEL: func.func @step
// RUNTIME:     call @ap_rt_all_gather_start_f32
// RUNTIME:     arith.negf
// RUNTIME:     call @ap_rt_wait_f32

// PLAN: error: 'ap.start' op cannot be auto-sharded

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @step(%w: tensor<2x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>},
                %x: tensor<8x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>})
    -> (tensor<8x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
        tensor<8x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
        tensor<8x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %f = ap.start {
    %g = ap.all_gather %w on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    ap.yield %g : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %n = arith.negf %x : tensor<8x8xf32>
  %g = ap.wait %f : !ap.future<tensor<8x8xf32>>
  %y = linalg.matmul ins(%n, %g : tensor<8x8xf32>, tensor<8x8xf32>) outs(%z : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %y, %g, %g : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
