// RUN: ap-opt %s --ap-append-optimizer --split-input-file --verify-diagnostics
// RUN: not ap-opt %s --split-input-file --ap-append-optimizer='lr=0' 2>&1 | FileCheck %s --check-prefix=LR
// RUN: not ap-opt %s --split-input-file --ap-append-optimizer='beta2=1' 2>&1 | FileCheck %s --check-prefix=BETA
// LR: error: ap-append-optimizer: option 'lr' is 0: it takes a finite number > 0
// BETA: error: ap-append-optimizer: option 'beta2' is 1: it takes a number in [0, 1)

// expected-error @below {{ap-append-optimizer: no training step here (no function returns a result marked 'ap.grad_of')}}
module {
  func.func @forward(%w: tensor<4xf32>) -> tensor<4xf32> {
    return %w : tensor<4xf32>
  }
}

// -----

// expected-error @below {{ap-append-optimizer: @step already updates its state (result #1 is marked 'ap.update_of')}}
func.func @step(%w: tensor<4xf32> {ap.param}, %m: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32> {ap.update_of = 1}, tensor<4xf32> {ap.grad_of = 0}) {
  return %w, %m, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @below {{ap-append-optimizer: @step is called; appending the optimizer changes its signature}}
func.func @step(%w: tensor<4xf32> {ap.param}) -> (tensor<4xf32>, tensor<4xf32> {ap.grad_of = 0}) {
  return %w, %w : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%w: tensor<4xf32>) -> tensor<4xf32> {
  %l, %g = call @step(%w) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return %g : tensor<4xf32>
}

// -----

// expected-error @below {{ap-append-optimizer: result #1 of @step is the gradient of argument #0 but has type 'tensor<4xi32>'; the optimizer updates float tensors of static shape}}
func.func @step(%w: tensor<4xi32> {ap.param}) -> (tensor<4xi32>, tensor<4xi32> {ap.grad_of = 0}) {
  return %w, %w : tensor<4xi32>, tensor<4xi32>
}

// -----

ap.mesh @mesh(shape = 2, axes = ["x"])
// expected-error @below {{ap-append-optimizer: @step is a per-device program; append the optimizer to the global step, before planning}}
func.func @step(%w: tensor<2xf32> {ap.param, ap.local_sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<2xf32>, tensor<2xf32> {ap.grad_of = 0, ap.local_sharding = #ap.sharding<@mesh, [S(0)]>}) {
  return %w, %w : tensor<2xf32>, tensor<2xf32>
}

// -----

// expected-error @below {{ap-append-optimizer: results #1 and #2 of @step are both gradients of argument #0; a parameter is updated once}}
func.func @step(%w: tensor<4xf32> {ap.param}) -> (tensor<4xf32>, tensor<4xf32> {ap.grad_of = 0}, tensor<4xf32> {ap.grad_of = 0}) {
  return %w, %w, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @below {{ap-append-optimizer: result #1 of @step is the gradient of argument #0 but has type 'tensor<?xf32>'; the optimizer updates float tensors of static shape}}
func.func @step(%w: tensor<?xf32> {ap.param}) -> (tensor<?xf32>, tensor<?xf32> {ap.grad_of = 0}) {
  return %w, %w : tensor<?xf32>, tensor<?xf32>
}
