// The program's functions named like C library functions (`@exp`, `@tanh`,
// `@printf`, and `@main`, the executable's own) do not take over the
// symbols the compiled code calls: the lowering calls libm's `exp` (in the
// f64 reference that ap-run's oracle compiles of this f32 `@exp`) and
// `tanh` by name. The calls recursed into the program's `@exp` until the
// stack overflowed (SIGSEGV, issue 43). The JIT and executables compile the
// program's functions under names of their own (`__ap_program_exp`).
// libc-names-malloc.mlir: `@malloc`, `@free` and `@memcpy`.
//
// RUN: ap-run %s --entry=exp --compare | FileCheck %s --check-prefix=ONE
// ONE: ap-run: PASS: 1 output(s)
// RUN: ap-run %s --entry=main --compare | FileCheck %s
// CHECK: ap-run: PASS: 2 output(s)
//
// Partitioned over two ranks (the calls and the functions partitioned too).
// RUN: ap-run %s --entry=main --compare --pipeline=ap-partition | FileCheck %s
//
// Ahead of time: the executable links the program with libc and libm, and
// its outputs are the JIT's reference's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: ap-run %s --entry=main --emit-executable=%t/main
// RUN: %t/main --save-inputs-dir=%t --outputs-dir=%t | FileCheck %s --check-prefix=EXE
// EXE: main: @main, global, 1 device, 2 inputs, 2 outputs: ran in
// RUN: ap-run %s --entry=main --compare --inputs-dir=%t --expected-dir=%t \
// RUN:   | FileCheck %s

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @exp(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @tanh(%x: tensor<4xf64>) -> tensor<4xf64> {
  %e = tensor.empty() : tensor<4xf64>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xf64>) outs(%e : tensor<4xf64>) {
  ^bb0(%a: f64, %out: f64):
    %y = math.tanh %a : f64
    linalg.yield %y : f64
  } -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @printf(%x: tensor<4xf64>) -> tensor<4xf64> {
  %0 = call @tanh(%x) : (tensor<4xf64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

func.func @main(%x: tensor<4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                %y: tensor<4xf64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
        tensor<4xf64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %0 = call @exp(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = call @printf(%y) : (tensor<4xf64>) -> tensor<4xf64>
  return %0, %1 : tensor<4xf32>, tensor<4xf64>
}
