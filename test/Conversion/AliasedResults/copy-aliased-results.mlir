// RUN: ap-opt %s -split-input-file -ap-copy-aliased-results | FileCheck %s

// One value returned twice: the second is a copy.
// CHECK-LABEL: func.func private @twice
// CHECK: %[[Y:.*]] = linalg.generic
// CHECK: %[[COPY:.*]] = bufferization.alloc_tensor() copy(%[[Y]])
// CHECK: return %[[Y]], %[[COPY]]
func.func private @twice(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %d = arith.addf %a, %a : f32
    linalg.yield %d : f32
  } -> tensor<4xf32>
  return %y, %y : tensor<4xf32>, tensor<4xf32>
}

// -----

// A value and a view of it, an argument and an op that writes into it, the
// two results of one call (which may also return its argument): each may
// share a buffer with an earlier result.
// CHECK-LABEL: func.func @aliases
// CHECK: %[[VIEW:.*]] = tensor.expand_shape
// CHECK: %[[FILLED:.*]] = linalg.fill
// CHECK: %[[R:.*]]:2 = call @pair
// CHECK: %[[C1:.*]] = bufferization.alloc_tensor() copy(%[[VIEW]])
// CHECK: %[[C2:.*]] = bufferization.alloc_tensor() copy(%[[FILLED]])
// CHECK: %[[C3:.*]] = bufferization.alloc_tensor() copy(%[[R]]#0)
// CHECK: %[[C4:.*]] = bufferization.alloc_tensor() copy(%[[R]]#1)
// CHECK: return %arg0, %[[C1]], %arg1, %[[C2]], %[[C3]], %[[C4]]
func.func private @pair(tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
func.func @aliases(%x: tensor<4xf32>, %y: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %view = tensor.expand_shape %x [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %c = arith.constant 1.0 : f32
  %filled = linalg.fill ins(%c : f32) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = call @pair(%x) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %x, %view, %y, %filled, %r#0, %r#1
      : tensor<4xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Distinct buffers stay as they are: two new tensors, two arguments.
// CHECK-LABEL: func.func @distinct
// CHECK-NOT: alloc_tensor
// CHECK: return
func.func @distinct(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = tensor.empty() : tensor<4xf32>
  %b = tensor.empty() : tensor<4xf32>
  return %a, %b, %x, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
