// RUN: ap-opt %s -ap-widen-floats -verify-diagnostics

// A program that reads a float's bits has no wide form.
// expected-error @below {{has no wide form: after ap-widen-floats it does not verify}}
module {
  func.func @bits(%x: tensor<4xf32>) -> tensor<4xi32> {
    // expected-error @below {{'arith.bitcast' op operand type 'tensor<4xf64>' and result type 'tensor<4xi32>' are cast incompatible}}
    %b = arith.bitcast %x : tensor<4xf32> to tensor<4xi32>
    return %b : tensor<4xi32>
  }
}
