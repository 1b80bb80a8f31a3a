// Nested modules are partitioned with their own meshes; calls pass per-device
// values in their callees' layouts; a call from code that is per-device
// already, and a recursive call, are errors at the call; index and complex
// tensors get their element sizes (they used to crash).
// RUN: ap-opt %s --ap-partition -split-input-file -verify-diagnostics | FileCheck %s

// CHECK-LABEL: module @outer
// CHECK: module @inner
// CHECK: func.func @scale(%arg0: tensor<4xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>})
// CHECK: func.func @top(%arg0: tensor<2xf32> {ap.local_sharding = #ap.sharding<@m4, [S(0)]>})
module @outer {
  ap.mesh @m4(shape = 4, axes = ["x"])
  module @inner {
    ap.mesh @m(shape = 2, axes = ["x"])
    func.func @scale(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(0)]>}) -> tensor<8xf32> {
      %y = arith.addf %x, %x : tensor<8xf32>
      return %y : tensor<8xf32>
    }
  }
  func.func @top(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m4, [S(0)]>}) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

// -----

// Calls: callees are partitioned first; a caller passes each operand in the
// layout its callee takes (sliced here), and takes each result in the
// layout the callee returns (a partial sum, reduced before the helper). A
// function without shardings takes replicated values, as it is the same on
// every device. A caller without shardings of its own is partitioned
// because its callee is.

ap.mesh @m(shape = 2, axes = ["x"])

// CHECK-LABEL: func.func @callee(%arg0: tensor<4xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>})
// CHECK-SAME: -> (tensor<8xf32> {ap.local_sharding = #ap.sharding<@m, [P(sum)]>})
func.func @callee(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@m, [P(sum)]>}) {
  return %x : tensor<8xf32>
}

// CHECK-LABEL: func.func @caller(%arg0: tensor<8xf32> {ap.local_sharding = #ap.sharding<@m, [R]>})
// CHECK: %[[SLICE:.*]] = ap.shard_slice %arg0 on @m axes = [0] dim = 0 : tensor<8xf32> -> tensor<4xf32>
// CHECK: %[[PARTIAL:.*]] = call @callee(%[[SLICE]]) : (tensor<4xf32>) -> tensor<8xf32>
// CHECK: %[[SUM:.*]] = ap.all_reduce %[[PARTIAL]] on @m axes = [0] reduce = sum : tensor<8xf32>
// CHECK: call @helper(%[[SUM]]) : (tensor<8xf32>) -> tensor<8xf32>
func.func @caller(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = func.call @callee(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = func.call @helper(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}

// CHECK-LABEL: func.func private @helper(%arg0: tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: arith.addf %arg0, %arg0 : tensor<8xf32>
func.func private @helper(%x: tensor<8xf32>) -> tensor<8xf32> {
  %y = arith.addf %x, %x : tensor<8xf32>
  return %y : tensor<8xf32>
}

// -----

// A per-device caller (partitioned by an earlier run) cannot call a
// function this run partitions: it would pass it global values.

ap.mesh @m(shape = 2, axes = ["x"])

// expected-note @+1 {{the callee}}
func.func @callee(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(0)]>}) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

func.func @caller(%x: tensor<8xf32> {ap.local_sharding = #ap.sharding<@m, [R]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'func.call' op calls @callee, which ap-partition turns into per-device code (its argument #0 is sharded [S(0)]); the call would pass global values to it: inline the callee first}}
  %0 = func.call @callee(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @m(shape = 2, axes = ["x"])

func.func @recursive(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(0)]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'func.call' op cannot be partitioned: @recursive is called recursively, and @recursive, on that cycle of calls, is partitioned}}
  %0 = func.call @recursive(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @m(shape = 2, axes = ["x"])

// CHECK-LABEL: func.func @index_tensor
// CHECK: ap.all_gather %arg0 on @m axes = [0] dim = 0 : tensor<4xindex> -> tensor<8xindex>
func.func @index_tensor(%x: tensor<8xindex> {ap.sharding = #ap.sharding<@m, [S(0)]>})
    -> (tensor<8xindex> {ap.sharding = #ap.sharding<@m, [R]>}) {
  return %x : tensor<8xindex>
}

// -----

ap.mesh @m(shape = 2, axes = ["x"])

// CHECK-LABEL: func.func @complex_tensor
// CHECK: ap.all_gather %{{.*}} on @m axes = [0] dim = 0 : tensor<4xcomplex<f32>> -> tensor<8xcomplex<f32>>
func.func @complex_tensor(%x: tensor<8xcomplex<f32>> {ap.sharding = #ap.sharding<@m, [S(0)]>})
    -> (tensor<8xcomplex<f32>> {ap.sharding = #ap.sharding<@m, [R]>}) {
  %e = tensor.empty() : tensor<8xcomplex<f32>>
  %y = linalg.copy ins(%x : tensor<8xcomplex<f32>>) outs(%e : tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  return %y : tensor<8xcomplex<f32>>
}

// -----

// Recursion among functions that stay global (no shardings, no sharded
// callee) is theirs: the sharded function is partitioned, the recursive
// helper kept as it is.
ap.mesh @m(shape = 2, axes = ["x"])

// CHECK-LABEL: func.func @sharded(%arg0: tensor<4xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>})
func.func @sharded(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(0)]>}) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

// CHECK-LABEL: func.func private @factorial(%arg0: i64) -> i64
// CHECK: call @factorial
func.func private @factorial(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %stop = arith.cmpi sle, %n, %one : i64
  %r = scf.if %stop -> i64 {
    scf.yield %one : i64
  } else {
    %m = arith.subi %n, %one : i64
    %f = func.call @factorial(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}
