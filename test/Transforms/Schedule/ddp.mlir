// RUN: ap-opt %s --ap-schedule-collectives | FileCheck %s
// RUN: ap-opt %s --ap-schedule-collectives='bucket-bytes=4096 prefetch-budget=inf' | FileCheck %s --check-prefix=BUCKET
// RUN: ap-opt %s --ap-schedule-collectives='bucket-bytes=4096 prefetch-budget=inf' > %t.mlir
// RUN: ap-run --compare %S/Inputs/ddp-global.mlir --candidate %t.mlir | FileCheck %s --check-prefix=COMPARE

// DDP's step: all-reduce the gradients and return them. The per-device
// program has no tensor-dialect op of its own, so nothing but the pass
// loads the dialect its buckets are built of (the concatenation, the
// reshapes, the pieces cut out): the pass declares it (it crashed in
// tensor.concat's builder before). Without a budget the bucket would raise
// the peak and is refused; each gradient is reduced in flight on its own.
// With an unbounded budget (`inf`), the three all-reduces share one bucket,
// and ap-run holds the scheduled program to the global one
// (Inputs/ddp-global.mlir, which ap-partition turns into this program).

// CHECK-LABEL: func.func @grads
// CHECK-NOT:   tensor.concat
// CHECK-COUNT-4: ap.start
// CHECK-COUNT-4: ap.wait
// CHECK-NEXT:  return

// BUCKET-LABEL: func.func @grads
// BUCKET:      ap.reduce_scatter %arg3
// BUCKET:      %[[CAT:.*]] = tensor.concat dim(0) {{.*}} -> tensor<37xf32>
// BUCKET-NEXT: ap.start {
// BUCKET-NEXT:   ap.all_reduce %[[CAT]] on @mesh axes = [0] reduce = sum : tensor<37xf32>
// BUCKET-COUNT-3: tensor.extract_slice
// BUCKET:      return

// COMPARE-NOT: FAIL
// COMPARE: ap-run: PASS: 4 output(s)

module {
  ap.mesh @mesh(shape = 4, axes = ["dp"])
  func.func @grads(%w: tensor<8x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>},
                   %b: tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>},
                   %s: tensor<f32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>},
                   %e: tensor<16xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>})
      -> (tensor<8x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
          tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
          tensor<f32> {ap.local_sharding = #ap.sharding<@mesh, [R]>},
          tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>}) {
    %w1 = ap.all_reduce %w on @mesh axes = [0] reduce = sum : tensor<8x4xf32>
    %b1 = ap.all_reduce %b on @mesh axes = [0] reduce = sum : tensor<4xf32>
    %s1 = ap.all_reduce %s on @mesh axes = [0] reduce = sum : tensor<f32>
    %e1 = ap.reduce_scatter %e on @mesh axes = [0] dim = 0 reduce = sum : tensor<16xf32> -> tensor<4xf32>
    return %w1, %b1, %s1, %e1 : tensor<8x4xf32>, tensor<4xf32>, tensor<f32>, tensor<4xf32>
  }
}
