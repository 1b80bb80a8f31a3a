// How ap-run compiles programs for the CPU (one-shot bufferization of the
// whole module), on programs it got wrong or could not compile.
//
// A function returns one tensor twice and its caller writes into one of the
// results in place: the other result must not change (24 of 24 elements
// were wrong). The same step written without the shared result is the
// reference.
// RUN: ap-run --compare %s --entry=returned_twice --candidate %S/Inputs/returned-twice-distinct.mlir | FileCheck %s
// CHECK: ap-run: PASS
//
// Collectives in a loop that yields a new tensor (this failed: "Yield
// operand #0 is not equivalent to the corresponding iter bbArg"), and on a
// dynamic dim the collective does not change (this made an alloc without
// its size).
// RUN: ap-run %s --entry=loop --print-outputs | FileCheck %s --check-prefix=LOOP
// LOOP: ap-run: output 0 tensor<4xf32> = [8, 8, 8, 8]
// RUN: ap-run %s --entry=dynamic --print-outputs | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: ap-run: output 0 tensor<4xf32> = [2, 2, 2, 2]

func.func private @pair(%x: tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>) {
  %e = tensor.empty() : tensor<4x6xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%a: f32, %out: f32):
    %d = arith.addf %a, %a : f32
    linalg.yield %d : f32
  } -> tensor<4x6xf32>
  return %0, %0 : tensor<4x6xf32>, tensor<4x6xf32>
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

// Three all_reduce sums of ones over 2 devices: 8.
ap.mesh @mesh(shape = 2, axes = ["x"])
func.func @loop() -> (tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %ones = arith.constant dense<1.0> : tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %ones) -> (tensor<4xf32>) {
    %s = ap.all_reduce %acc on @mesh axes = [0] reduce = sum : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @dynamic() -> (tensor<4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %ones = arith.constant dense<1.0> : tensor<4xf32>
  %d = tensor.cast %ones : tensor<4xf32> to tensor<?xf32>
  %s = ap.all_reduce %d on @mesh axes = [0] reduce = sum : tensor<?xf32>
  %r = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
