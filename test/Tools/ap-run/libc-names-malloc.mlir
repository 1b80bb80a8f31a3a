// The program's `@malloc`, `@free` and `@memcpy` do not take the place of
// the C library's, which the compiled code calls for every buffer: the
// lowering renamed its own declarations past the program's (`malloc_0`),
// and the JIT found no such symbols (issue 43). libc-names.mlir has the
// rest.
//
// RUN: ap-run %s --entry=memcpy --compare | FileCheck %s
// CHECK: ap-run: PASS: 1 output(s)
// RUN: ap-run %s --entry=memcpy --compare --pipeline=ap-partition | FileCheck %s
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: ap-run %s --entry=memcpy --emit-executable=%t/memcpy
// RUN: %t/memcpy --save-inputs-dir=%t --outputs-dir=%t | FileCheck %s --check-prefix=EXE
// EXE: memcpy: @memcpy, global, 1 device, 1 input, 1 output: ran in
// RUN: ap-run %s --entry=memcpy --compare --inputs-dir=%t --expected-dir=%t \
// RUN:   | FileCheck %s

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @malloc(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %y = arith.mulf %a, %a : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

func.func @free(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @malloc(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = arith.addf %0, %x : tensor<8xf32>
  return %1 : tensor<8xf32>
}

func.func @memcpy(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %0 = call @free(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
