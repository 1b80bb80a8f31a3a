// complex<f32> and complex<f64> through ap-partition and the collective
// runtime, as torchtitan's RoPE and a complex contraction produce them:
// complex values built inside the program, sharded, reduced over a sharded
// dim (a partial complex sum that an all_reduce or reduce_scatter finishes,
// componentwise), gathered, and taken apart again. ap-run compares the
// partitioned program with the original on 1-D, 2-D and 3-D meshes.
//
// RUN: ap-opt %s -ap-partition | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @contract_f32
// IR: complex.mul
// IR: ap.all_reduce {{.*}} reduce = sum : tensor<8xcomplex<f32>>
// IR-LABEL: func.func @rotate_f64
// IR: ap.all_gather {{.*}} : tensor<{{.*}}complex<f64>>
// RUN: ap-run --compare %s --entry=contract_f32 --pipeline=ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=contract_f64_scatter --pipeline=ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=rotate_f64 --pipeline=ap-partition | FileCheck %s
// CHECK: ap-run: PASS

ap.mesh @line(shape = 4, axes = ["x"])
ap.mesh @grid(shape = 2x2, axes = ["a", "b"])
ap.mesh @cube(shape = 2x2x2, axes = ["p", "q", "r"])

// sum_k (a + ib)[i, k] * (c + id)[k]: the reduction dim k sharded.
func.func @contract_f32(%re: tensor<8x16xf32> {ap.sharding = #ap.sharding<@line, [S(1)]>},
                        %im: tensor<8x16xf32> {ap.sharding = #ap.sharding<@line, [S(1)]>},
                        %v: tensor<16xf32> {ap.sharding = #ap.sharding<@line, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@line, [R]>},
        tensor<8xf32> {ap.sharding = #ap.sharding<@line, [R]>}) {
  %zero = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %e = tensor.empty() : tensor<8xcomplex<f32>>
  %acc = linalg.fill ins(%zero : complex<f32>) outs(%e : tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%re, %im, %v : tensor<8x16xf32>, tensor<8x16xf32>, tensor<16xf32>) outs(%acc : tensor<8xcomplex<f32>>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %out: complex<f32>):
    %x = complex.create %a, %b : complex<f32>
    %y = complex.create %c, %a : complex<f32>
    %p = complex.mul %x, %y : complex<f32>
    %s = complex.add %out, %p : complex<f32>
    linalg.yield %s : complex<f32>
  } -> tensor<8xcomplex<f32>>
  %er = tensor.empty() : tensor<8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%0 : tensor<8xcomplex<f32>>) outs(%er : tensor<8xf32>) {
  ^bb0(%z: complex<f32>, %out: f32):
    %r = complex.re %z : complex<f32>
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%0 : tensor<8xcomplex<f32>>) outs(%er : tensor<8xf32>) {
  ^bb0(%z: complex<f32>, %out: f32):
    %m = complex.im %z : complex<f32>
    linalg.yield %m : f32
  } -> tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// The same in f64 on a 2x2 mesh, the reduction dim over one axis and the
// result scattered over the other by the reduction (P(sum) -> S(0)).
func.func @contract_f64_scatter(%re: tensor<8x16xf64> {ap.sharding = #ap.sharding<@grid, [S(0), S(1)]>},
                                %im: tensor<8x16xf64> {ap.sharding = #ap.sharding<@grid, [S(0), S(1)]>})
    -> (tensor<8xf64> {ap.sharding = #ap.sharding<@grid, [S(0), R]>}) {
  %zero = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %e = tensor.empty() : tensor<8xcomplex<f64>>
  %acc = linalg.fill ins(%zero : complex<f64>) outs(%e : tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%re, %im : tensor<8x16xf64>, tensor<8x16xf64>) outs(%acc : tensor<8xcomplex<f64>>) {
  ^bb0(%a: f64, %b: f64, %out: complex<f64>):
    %x = complex.create %a, %b : complex<f64>
    %p = complex.mul %x, %x : complex<f64>
    %s = complex.add %out, %p : complex<f64>
    linalg.yield %s : complex<f64>
  } -> tensor<8xcomplex<f64>>
  %r = ap.annotate %0 to <@grid, [S(0), R]> : tensor<8xcomplex<f64>>
  %er = tensor.empty() : tensor<8xf64>
  %1 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%r : tensor<8xcomplex<f64>>) outs(%er : tensor<8xf64>) {
  ^bb0(%z: complex<f64>, %out: f64):
    %abs = complex.abs %z : complex<f64>
    linalg.yield %abs : f64
  } -> tensor<8xf64>
  return %1 : tensor<8xf64>
}

// RoPE's shape: build complex pairs sharded on the sequence, rotate them by
// a complex table, gather the result back and split it.
func.func @rotate_f64(%x: tensor<4x8x2xf64> {ap.sharding = #ap.sharding<@cube, [S(0), S(1), R]>},
                      %freq: tensor<8xf64> {ap.sharding = #ap.sharding<@cube, [R, S(0), R]>})
    -> (tensor<4x8x2xf64> {ap.sharding = #ap.sharding<@cube, [R, R, R]>}) {
  %e = tensor.empty() : tensor<4x8xcomplex<f64>>
  %c = linalg.generic {indexing_maps = [affine_map<(b, s) -> (b, s, 0)>, affine_map<(b, s) -> (b, s, 1)>, affine_map<(b, s) -> (s)>, affine_map<(b, s) -> (b, s)>], iterator_types = ["parallel", "parallel"]} ins(%x, %x, %freq : tensor<4x8x2xf64>, tensor<4x8x2xf64>, tensor<8xf64>) outs(%e : tensor<4x8xcomplex<f64>>) {
  ^bb0(%re: f64, %im: f64, %f: f64, %out: complex<f64>):
    %z = complex.create %re, %im : complex<f64>
    %cos = math.cos %f : f64
    %sin = math.sin %f : f64
    %w = complex.create %cos, %sin : complex<f64>
    %r = complex.mul %z, %w : complex<f64>
    linalg.yield %r : complex<f64>
  } -> tensor<4x8xcomplex<f64>>
  %g = ap.annotate %c to <@cube, [R, R, R]> : tensor<4x8xcomplex<f64>>
  %eo = tensor.empty() : tensor<4x8x2xf64>
  %o = linalg.generic {indexing_maps = [affine_map<(b, s, t) -> (b, s)>, affine_map<(b, s, t) -> (b, s, t)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%g : tensor<4x8xcomplex<f64>>) outs(%eo : tensor<4x8x2xf64>) {
  ^bb0(%z: complex<f64>, %out: f64):
    %t = linalg.index 2 : index
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %t, %c0 : index
    %re = complex.re %z : complex<f64>
    %im = complex.im %z : complex<f64>
    %v = arith.select %first, %re, %im : f64
    linalg.yield %v : f64
  } -> tensor<4x8x2xf64>
  return %o : tensor<4x8x2xf64>
}

// Complex arguments and results: ap-run feeds and reads them as (real,
// imaginary) pairs; a P(sum) argument is split into random complex parts.
// RUN: ap-run --compare %s --entry=complex_io --pipeline=ap-partition | FileCheck %s --check-prefix=IO
// IO: output 0 tensor<8x4xcomplex<f64>>
// IO: ap-run: PASS
func.func @complex_io(%a: tensor<8x4xcomplex<f64>> {ap.sharding = #ap.sharding<@grid, [S(0), P(sum)]>},
                      %b: tensor<4xcomplex<f64>> {ap.sharding = #ap.sharding<@grid, [R, S(0)]>})
    -> (tensor<8x4xcomplex<f64>> {ap.sharding = #ap.sharding<@grid, [R, R]>}) {
  %e = tensor.empty() : tensor<8x4xcomplex<f64>>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x4xcomplex<f64>>, tensor<4xcomplex<f64>>) outs(%e : tensor<8x4xcomplex<f64>>) {
  ^bb0(%x: complex<f64>, %y: complex<f64>, %out: complex<f64>):
    %p = complex.mul %x, %y : complex<f64>
    linalg.yield %p : complex<f64>
  } -> tensor<8x4xcomplex<f64>>
  return %0 : tensor<8x4xcomplex<f64>>
}

// A complex tensor on a dim the mesh does not divide: padded chunks (the
// padding is a complex zero).
// RUN: ap-run --compare %s --entry=complex_uneven --pipeline=ap-partition | FileCheck %s --check-prefix=UNEVEN
// UNEVEN: ap-run: PASS
func.func @complex_uneven(%a: tensor<5xcomplex<f32>>) -> (tensor<5xcomplex<f32>> {ap.sharding = #ap.sharding<@line, [R]>}) {
  %s = ap.annotate %a to <@line, [S(0)]> : tensor<5xcomplex<f32>>
  %e = tensor.empty() : tensor<5xcomplex<f32>>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : tensor<5xcomplex<f32>>) outs(%e : tensor<5xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %out: complex<f32>):
    %p = complex.mul %x, %x : complex<f32>
    linalg.yield %p : complex<f32>
  } -> tensor<5xcomplex<f32>>
  return %0 : tensor<5xcomplex<f32>>
}

// A complex tensor with a padded global shape at the function's boundary:
// arguments and results split unevenly. The runner's view of each is its
// (real, imaginary) pairs, so its global shape ends in 2 as its local shape
// does (this refused the comparison: "different global signatures"; a plain
// run printed half of the values; the executable refused its own manifest).
// RUN: ap-run --compare %s --entry=complex_padded_io --pipeline=ap-partition | FileCheck %s --check-prefix=PADDED
// PADDED: output 0 tensor<5x3xcomplex<f32>> [S(0), R]
// PADDED: ap-run: PASS
// RUN: ap-opt %s --ap-partition | ap-run - --entry=complex_padded_io --print-outputs | FileCheck %s --check-prefix=PLAIN
// PLAIN: ap-run: output 0 tensor<5x3xcomplex<f32>> = [{{([^,]*, ){29}[^,]*}}]
// RUN: rm -rf %t && mkdir -p %t
// RUN: ap-run --compare %s --entry=complex_padded_io --pipeline=ap-partition --emit-executable=%t/padded
// RUN: %t/padded --save-inputs-dir=%t/in --outputs-dir=%t/out | FileCheck %s --check-prefix=EXECUTABLE
// EXECUTABLE: padded: @complex_padded_io, mesh @grid 2x2 (4 devices), 1 input, 1 output
// RUN: ap-run %s --entry=complex_padded_io --inputs-dir=%t/in --expected-dir=%t/out | FileCheck %s --check-prefix=SAVED
// SAVED: output 0 {{.*}}: PASS
func.func @complex_padded_io(%a: tensor<5x3xcomplex<f32>> {ap.sharding = #ap.sharding<@grid, [S(0), S(0)]>})
    -> (tensor<5x3xcomplex<f32>> {ap.sharding = #ap.sharding<@grid, [S(0), R]>}) {
  %e = tensor.empty() : tensor<5x3xcomplex<f32>>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<5x3xcomplex<f32>>) outs(%e : tensor<5x3xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %out: complex<f32>):
    %p = complex.mul %x, %x : complex<f32>
    linalg.yield %p : complex<f32>
  } -> tensor<5x3xcomplex<f32>>
  return %0 : tensor<5x3xcomplex<f32>>
}
