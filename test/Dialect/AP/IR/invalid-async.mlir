// RUN: ap-opt %s -split-input-file -verify-diagnostics

// What ap.start and ap.wait refuse (docs/Overlap.md): a future used twice
// or never, waited for in another block, a region that is not one
// data-moving collective and its yield, a collective reading a value of
// its own region, a type mismatch, and the collective's own checks.

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @waited_twice(%x: tensor<2x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.start' op expects its future to have exactly one use (an ap.wait), got 2}}
  %f = ap.start {
    %0 = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %a = ap.wait %f : !ap.future<tensor<8x8xf32>>
  %b = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %a, %b : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @never_waited(%x: tensor<2x8xf32>) {
  // expected-error @+1 {{'ap.start' op expects its future to have exactly one use (an ap.wait), got 0}}
  %f = ap.start {
    %0 = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  return
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @waited_in_another_block(%x: tensor<2x8xf32>, %c: i1) -> tensor<8x8xf32> {
  // expected-error @+1 {{'ap.start' op expects its ap.wait in the same block}}
  %f = ap.start {
    %0 = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %r = scf.if %c -> tensor<8x8xf32> {
    %a = ap.wait %f : !ap.future<tensor<8x8xf32>>
    scf.yield %a : tensor<8x8xf32>
  } else {
    %e = tensor.empty() : tensor<8x8xf32>
    scf.yield %e : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @no_data_moved(%x: tensor<8x8xf32>) -> tensor<2x8xf32> {
  // expected-error @+1 {{'ap.start' op expects an ap.all_gather, ap.reduce_scatter, ap.all_reduce or ap.all_to_all in its region, got ap.shard_slice}}
  %f = ap.start {
    %0 = ap.shard_slice %x on @mesh axes = [0] dim = 0 : tensor<8x8xf32> -> tensor<2x8xf32>
    ap.yield %0 : tensor<2x8xf32>
  } : !ap.future<tensor<2x8xf32>>
  %a = ap.wait %f : !ap.future<tensor<2x8xf32>>
  return %a : tensor<2x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @compute_inside(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'ap.start' op expects its region to hold one collective and an ap.yield, got 3 ops}}
  %f = ap.start {
    %y = arith.addf %x, %x : tensor<8x8xf32>
    %0 = ap.all_reduce %y on @mesh axes = [0] reduce = sum : tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %a = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %a : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @wrong_type(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'ap.start' op returns a future of 'tensor<8x8xf16>' but its collective gives 'tensor<8x8xf32>'}}
  %f = ap.start {
    %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x8xf32>
    ap.yield %0 : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf16>>
  %a = ap.wait %f : !ap.future<tensor<8x8xf16>>
  %b = arith.extf %a : tensor<8x8xf16> to tensor<8x8xf32>
  return %b : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @bad_collective(%x: tensor<2x8xf32>) -> tensor<6x8xf32> {
  %f = ap.start {
    // expected-error @+1 {{'ap.all_gather' op}}
    %0 = ap.all_gather %x on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<6x8xf32>
    ap.yield %0 : tensor<6x8xf32>
  } : !ap.future<tensor<6x8xf32>>
  %a = ap.wait %f : !ap.future<tensor<6x8xf32>>
  return %a : tensor<6x8xf32>
}

// -----

func.func @not_a_start(%f: !ap.future<tensor<8x8xf32>>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'ap.wait' op expects its future to be the result of an ap.start}}
  %a = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %a : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @no_yield(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %f = ap.start {
    %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x8xf32>
    // expected-error @+1 {{block with no terminator}}
    %1 = ap.all_reduce %0 on @mesh axes = [0] reduce = sum : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %a = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %a : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @not_an_ap_yield(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'ap.start' op expects its region to end with an ap.yield, got llvm.unreachable}}
  %f = ap.start {
    %0 = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8x8xf32>
    llvm.unreachable
  } : !ap.future<tensor<8x8xf32>>
  %a = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %a : tensor<8x8xf32>
}
