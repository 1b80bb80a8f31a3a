// bufferization.mlir's @returned_twice, with the two results of @pair
// computed apart (its reference).
func.func private @pair(%x: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %e = tensor.empty() : tensor<4x6xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%a: f32, %out: f32):
    %d = arith.addf %a, %a : f32
    linalg.yield %d : f32
  } -> tensor<4x6xf32>
  %f = tensor.empty() : tensor<4x6xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x6xf32>) outs(%f : tensor<4x6xf32>) {
  ^bb0(%a: f32, %out: f32):
    %d = arith.addf %a, %a : f32
    linalg.yield %d : f32
  } -> tensor<4x6xf32>
  return %0, %1 : tensor<4x6xf32>, tensor<4x6xf32>
}

func.func @returned_twice(%x: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %a, %b = call @pair(%x) : (tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>)
  %c = arith.constant 1.0 : f32
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<4x6xf32>) {
  ^bb0(%out: f32):
    %d = arith.addf %out, %c : f32
    linalg.yield %d : f32
  } -> tensor<4x6xf32>
  return %0, %b : tensor<4x6xf32>, tensor<4x6xf32>
}
