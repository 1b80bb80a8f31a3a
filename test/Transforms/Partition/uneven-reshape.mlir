// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s | FileCheck %s --check-prefix=EXEC
// EXEC: ap-run: PASS
//
// A padded dim merges only with size-1 dims. [2, 7] with the 2 rows split
// over one axis and the 7 columns over the other (chunks of 4, one padded
// column) collapsed into 14: each device's 4 values start at 7 b + 4 c, not
// at a multiple of 4, so the collapsed dim is not in chunks of 4 (the
// random trust run's seed 101812: a min over it read the padding). The
// columns are gathered first; the collapsed dim keeps the rows' axis
// (chunks of 7).

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// CHECK-LABEL: func.func @collapse_padded_minor
// CHECK: %[[ROWS:.*]] = ap.all_gather %arg0 on @mesh axes = [0] dim = 1 : tensor<1x4xf32> -> tensor<1x8xf32>
// CHECK: tensor.extract_slice %[[ROWS]][0, 0] [1, 7] [1, 1] : tensor<1x8xf32> to tensor<1x7xf32>
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1]] : tensor<1x7xf32> into tensor<7xf32>
func.func @collapse_padded_minor(%x: tensor<2x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>})
    -> (tensor<f32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) {
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x7xf32> into tensor<14xf32>
  %inf = arith.constant 0x7F800000 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%inf : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %min = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%flat : tensor<14xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.minimumf %a, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %min : tensor<f32>
}
