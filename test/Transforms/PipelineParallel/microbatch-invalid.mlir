// What ap-microbatch refuses, each with a located diagnostic.
//
// RUN: ap-opt %s -ap-microbatch=micro-batches=3 -split-input-file -verify-diagnostics
// RUN: not ap-opt %s -ap-microbatch=micro-batches=0 -split-input-file 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: ap-microbatch: micro-batches must be at least 1, not 0

// expected-error @+1 {{argument #0 has a batch of 4 along dim 0, which 3 micro-batches do not divide}}
func.func @uneven(%x: tensor<4x8xf32> {ap.batch_dim = 0 : i64}) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}

// -----

ap.mesh @mesh(shape = 2, axes = ["a"])
// expected-error @+1 {{argument #0 has a sharding; cut the global step into micro-batches before planning it}}
func.func @planned(%x: tensor<6x8xf32> {ap.batch_dim = 0 : i64, ap.sharding = #ap.sharding<@mesh, [S(0)]>}) -> tensor<6x8xf32> {
  return %x : tensor<6x8xf32>
}

// -----

func.func private @helper(tensor<6x8xf32>) -> tensor<6x8xf32>
func.func @calls(%x: tensor<6x8xf32> {ap.batch_dim = 0 : i64}) -> tensor<6x8xf32> {
  // expected-error @+1 {{calls in a step are not supported yet; inline them first}}
  %y = func.call @helper(%x) : (tensor<6x8xf32>) -> tensor<6x8xf32>
  return %y : tensor<6x8xf32>
}

// -----

// A result per example: micro-batches do not add up to it.
// expected-error @+1 {{result #0 holds a value per example of the batch, which micro-batches do not accumulate; not supported yet}}
func.func @per_example(%x: tensor<6x8xf32> {ap.batch_dim = 0 : i64}) -> tensor<6x8xf32> {
  %y = math.exp %x : tensor<6x8xf32>
  return %y : tensor<6x8xf32>
}

// -----

// A mean over the batch subtracted from every example (a batch norm): the
// whole batch is needed before the step ends.
#rows = affine_map<(i, j) -> (i, j)>
#cols = affine_map<(i, j) -> (j)>
func.func @batch_norm(%x: tensor<6x8xf32> {ap.batch_dim = 0 : i64}) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#rows, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<6x8xf32>) outs(%f : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %be = tensor.empty() : tensor<6x8xf32>
  // expected-error @+1 {{reads a sum over the whole batch together with values of one micro-batch}}
  %centered = linalg.generic {indexing_maps = [#rows, #cols, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<6x8xf32>, tensor<8xf32>) outs(%be : tensor<6x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %r = arith.subf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<6x8xf32>
  %s0 = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %total = linalg.generic {indexing_maps = [#rows, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%centered : tensor<6x8xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %total : tensor<f32>
}

// -----

// A sum read inside a region (a normalization by the batch's total) needs
// the whole batch too.
#rows2 = affine_map<(i, j) -> (i, j)>
func.func @captured(%x: tensor<6x8xf32> {ap.batch_dim = 0 : i64}) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#rows2, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<6x8xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %total = tensor.extract %sum[] : tensor<f32>
  %be = tensor.empty() : tensor<6x8xf32>
  // expected-error @+1 {{reads a sum over the whole batch together with values of one micro-batch}}
  %scaled = linalg.generic {indexing_maps = [#rows2, #rows2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<6x8xf32>) outs(%be : tensor<6x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %a, %total : f32
    linalg.yield %r : f32
  } -> tensor<6x8xf32>
  %s1 = linalg.generic {indexing_maps = [#rows2, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%scaled : tensor<6x8xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %s1 : tensor<f32>
}
