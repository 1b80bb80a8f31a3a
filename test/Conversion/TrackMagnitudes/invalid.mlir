// RUN: ap-opt %s -split-input-file --ap-track-magnitudes=entry=f -verify-diagnostics

// Calls are inlined first (the oracle runs the inliner before).
func.func private @g(%x: tensor<4xf64>) -> tensor<4xf64> {
  return %x : tensor<4xf64>
}
func.func @f(%x: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @below {{ap-track-magnitudes follows no calls: inline them first}}
  %y = call @g(%x) : (tensor<4xf64>) -> tensor<4xf64>
  return %y : tensor<4xf64>
}

// -----

// Complex numbers are not followed (the oracle then keeps the output's and
// inputs' magnitude).
func.func @f(%x: f64) -> f64 {
  // expected-error @below {{ap-track-magnitudes does not follow complex numbers}}
  %c = complex.create %x, %x : complex<f64>
  %y = complex.abs %c : complex<f64>
  return %y : f64
}

// -----

// expected-error @below {{ap-track-magnitudes does not follow complex numbers}}
func.func @f(%x: complex<f64>) -> complex<f64> {
  return %x : complex<f64>
}

// -----

// Nor ops it does not know.
func.func @f(%x: f64) -> f64 {
  %v = vector.broadcast %x : f64 to vector<4xf64>
  // expected-error @below {{ap-track-magnitudes cannot follow this op}}
  %y = vector.reduction <add>, %v : vector<4xf64> into f64
  return %y : f64
}

// -----

// expected-error @below {{ap-track-magnitudes: no function @f with a body}}
module {
  func.func private @f(%x: f64) -> f64
}

// -----

// It computes in f64: ap-widen-floats first.
// expected-error @below {{ap-track-magnitudes computes in f64: run ap-widen-floats first}}
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf64>) -> tensor<4xf64> {
  // expected-error @below {{ap-track-magnitudes computes in f64: run ap-widen-floats first}}
  %y = arith.truncf %x : tensor<4xf64> to tensor<4xf32>
  %z = arith.extf %y : tensor<4xf32> to tensor<4xf64>
  return %z : tensor<4xf64>
}

// -----

// Linalg ops on buffers are not followed.
func.func @f(%x: memref<4xf64>) {
  // expected-error @below {{ap-track-magnitudes}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<4xf64>) {
  ^bb0(%out: f64):
    linalg.yield %out : f64
  }
  return
}
