// Uneven sharding on a 3-D mesh (docs/PlacementModel.md): dims cut by
// several axes into padded chunks, a device that holds only padding, a
// partial input split at random over an uneven layout, and gathers back.
//
// RUN: ap-run --compare %s --entry=chain | FileCheck %s
// RUN: ap-run --compare %s --entry=empty_chunk_sum | FileCheck %s
// RUN: ap-run --compare %s --entry=partial_input | FileCheck %s
// RUN: ap-run --compare %s --entry=matmul | FileCheck %s

// CHECK: ap-run: candidate after 'ap-partition': mesh @mesh
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = 2x3x2, axes = ["a", "b", "c"])

#id = affine_map<(d0, d1) -> (d0, d1)>
#cols = affine_map<(d0, d1) -> (d1)>

// Dim 0 (10) over a and c (4 chunks of 3), dim 1 (7) over b (3 chunks of 3).
func.func @chain(%x: tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1), S(0)]>},
                 %y: tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1), S(0)]>})
    -> (tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1), S(0)]>},
        tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [R, R, R]>},
        tensor<10x7xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0), S(1)]>}) {
  %0 = arith.subf %x, %y : tensor<10x7xf32>
  %1 = math.exp %0 : tensor<10x7xf32>
  %2 = arith.mulf %1, %y : tensor<10x7xf32>
  return %2, %2, %2 : tensor<10x7xf32>, tensor<10x7xf32>, tensor<10x7xf32>
}

// 10 columns on 12 devices: chunks of 1, the last two devices hold only
// padding; the sum over them is masked.
func.func @empty_chunk_sum(%x: tensor<6x10xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(1), S(1)]>})
    -> (tensor<6xf32> {ap.sharding = #ap.sharding<@mesh, [R, R, R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %s = linalg.reduce ins(%x : tensor<6x10xf32>) outs(%f : tensor<6xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  return %s : tensor<6xf32>
}

// A partial sum on a, rows sharded unevenly on b; the result sharded on
// a and b together (the partial sums are reduce-scattered over padding).
func.func @partial_input(%x: tensor<10x4xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), S(0), R]>})
    -> (tensor<10x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0), R]>}) {
  %0 = arith.addf %x, %x : tensor<10x4xf32>
  return %0 : tensor<10x4xf32>
}

// A matmul with M (10) over a and N (5) over b x c.
func.func @matmul(%a: tensor<10x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R, R]>},
                  %b: tensor<8x5xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1), S(1)]>})
    -> (tensor<10x5xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1), S(1)]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<10x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<10x5xf32>) -> tensor<10x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<10x8xf32>, tensor<8x5xf32>) outs(%f : tensor<10x5xf32>) -> tensor<10x5xf32>
  return %c : tensor<10x5xf32>
}
