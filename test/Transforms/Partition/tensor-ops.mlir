// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=reshapes | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=annotated_reshapes | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=slices | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=constants | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Unannotated reshapes carry the source's sharding over: dim 0 stays sharded
// through the collapse (it is the major dim of its group), dim 2 through the
// expansion (onto its major part).
// CHECK-LABEL: func.func @reshapes
// CHECK-SAME: -> (tensor<12x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(1)]>}, tensor<2x6x1x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(2)]>})
// CHECK-NOT:  = ap.
// CHECK:      tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<2x6x4xf32> into tensor<12x4xf32>
// CHECK:      tensor.expand_shape %{{.*}} {{\[\[}}0], [1], [2, 3]] output_shape [2, 6, 1, 4] : tensor<2x6x4xf32> into tensor<2x6x1x4xf32>
func.func @reshapes(%x: tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(2)]>})
    -> (tensor<24x8xf32>, tensor<4x6x2x4xf32>) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] : tensor<4x6x8xf32> into tensor<24x8xf32>
  %e = tensor.expand_shape %x [[0], [1], [2, 3]] output_shape [4, 6, 2, 4] : tensor<4x6x8xf32> into tensor<4x6x2x4xf32>
  return %c, %e : tensor<24x8xf32>, tensor<4x6x2x4xf32>
}

// view -> mm -> view style: [B, S, D] flattened to [B*S, D] with B and S
// both sharded (B completely), and back.
// CHECK-LABEL: func.func @annotated_reshapes
// CHECK-SAME: %{{.*}}: tensor<1x4x8xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(1)]>}
// CHECK-NOT:  = ap.
// CHECK:      tensor.collapse_shape %{{.*}} {{\[\[}}0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
// CHECK:      tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
func.func @annotated_reshapes(%x: tensor<2x8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>})
    -> (tensor<2x8x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) {
  %c = tensor.collapse_shape %x [[0, 1], [2]] {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>} : tensor<2x8x8xf32> into tensor<16x8xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 8, 8] {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} : tensor<16x8xf32> into tensor<2x8x8xf32>
  return %e : tensor<2x8x8xf32>
}

// A slice keeps the sharding of the dims it takes whole; the dim it cuts is
// gathered first. Concatenation along a replicated dim, insertion of a
// whole-dim slice.
// CHECK-LABEL: func.func @slices
// CHECK:      %[[G:.*]] = ap.all_gather %{{.*}} on @mesh axes = [0] dim = 0 : tensor<2x6x4xf32> -> tensor<4x6x4xf32>
// CHECK:      %[[S:.*]] = tensor.extract_slice %[[G]][1, 0, 0] [2, 6, 4] [1, 1, 1] : tensor<4x6x4xf32> to tensor<2x6x4xf32>
// CHECK:      %[[W:.*]] = ap.all_gather %{{.*}} on @mesh axes = [1] dim = 2 : tensor<2x6x4xf32> -> tensor<2x6x8xf32>
// CHECK:      tensor.concat dim(2) %[[W]], %[[W]] : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x16xf32>
// CHECK:      tensor.insert_slice %{{.*}} into %{{.*}}[0, 2, 0] [2, 3, 4] [1, 1, 1] : tensor<2x3x4xf32> into tensor<2x6x4xf32>
func.func @slices(%x: tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(2)]>},
                  %y: tensor<4x3x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(2)]>})
    -> (tensor<2x6x8xf32>, tensor<4x6x16xf32>, tensor<4x6x8xf32>) {
  %s = tensor.extract_slice %x[1, 0, 0] [2, 6, 8] [1, 1, 1] : tensor<4x6x8xf32> to tensor<2x6x8xf32>
  %cat = tensor.concat dim(2) %x, %x : (tensor<4x6x8xf32>, tensor<4x6x8xf32>) -> tensor<4x6x16xf32>
  %ins = tensor.insert_slice %y into %x[0, 2, 0] [4, 3, 8] [1, 1, 1] : tensor<4x3x8xf32> into tensor<4x6x8xf32>
  return %s, %cat, %ins : tensor<2x6x8xf32>, tensor<4x6x16xf32>, tensor<4x6x8xf32>
}

// A splat constant is built directly in its layout; a dense one is held
// whole and sliced.
// CHECK-LABEL: func.func @constants
// CHECK-DAG:  arith.constant dense<2.000000e+00> : tensor<2x4xf32>
// CHECK-DAG:  %[[D:.*]] = arith.constant dense<{{.*}}> : tensor<4x8xf32>
// CHECK:      ap.shard_slice %[[D]] on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<2x8xf32>
func.func @constants() -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %splat = arith.constant {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} dense<2.0> : tensor<4x8xf32>
  %dense = arith.constant {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0],
      [8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0],
      [24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0]]> : tensor<4x8xf32>
  return %splat, %dense : tensor<4x8xf32>, tensor<4x8xf32>
}
