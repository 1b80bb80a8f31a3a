// RUN: ap-opt %s -split-input-file -ap-import-torch -verify-diagnostics

func.func @depth(%updates: tensor<6xf32>, %indices: tensor<6x2xi64>, %original: tensor<6x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op cannot be imported: dimension_map has 1 entries for indices of depth 2}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%updates, %indices : tensor<6xf32>, tensor<6x2xi64>) outs(%original : tensor<6x4xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    tm_tensor.yield %arg0 : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @slice(%updates: tensor<6x5xf32>, %indices: tensor<6x1xi64>, %original: tensor<6x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op cannot be imported: update slice dim 1 does not match the original's dim 1}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%updates, %indices : tensor<6x5xf32>, tensor<6x1xi64>) outs(%original : tensor<6x4xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    tm_tensor.yield %arg0 : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @repeated(%updates: tensor<6xf32>, %indices: tensor<6x2xi64>, %original: tensor<6x4xf32>) -> tensor<6x4xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op cannot be imported: dimension_map is not a set of dims of the original}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 1, 1>} unique_indices(false) ins(%updates, %indices : tensor<6xf32>, tensor<6x2xi64>) outs(%original : tensor<6x4xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    tm_tensor.yield %arg0 : f32
  } -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @dynamic(%updates: tensor<?xf32>, %indices: tensor<?x1xi64>, %original: tensor<6xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{'tm_tensor.scatter' op cannot be imported: expected tensors of static shape}}
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%updates, %indices : tensor<?xf32>, tensor<?x1xi64>) outs(%original : tensor<6xf32>) {
  ^bb0(%arg0: f32, %arg1: f32):
    tm_tensor.yield %arg0 : f32
  } -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
