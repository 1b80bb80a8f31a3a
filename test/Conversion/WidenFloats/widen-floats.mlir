// RUN: ap-opt %s -split-input-file -ap-widen-floats | FileCheck %s

// Every float narrower than f64 becomes f64, in signatures, bodies and
// constants (whose values f64 holds exactly); casts between two of them
// go; integers and f64 stay. (0.1 : f32 is 0.100000001490116119384765625.)
// CHECK-LABEL: func.func @mixed
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>, %[[I:.*]]: tensor<4xi32>, %[[D:.*]]: tensor<4xf64>) -> (tensor<4xf64>, tensor<4xi32>)
// CHECK-DAG: arith.constant 0.10000000149011612 : f64
// CHECK-DAG: arith.constant dense<[1.500000e+00, -2.500000e-01, 0.000000e+00, 6.550400e+04]> : tensor<4xf64>
// CHECK-NOT: arith.extf
// CHECK-NOT: arith.truncf
// CHECK: linalg.generic
// CHECK: ^bb0(%{{.*}}: f64, %{{.*}}: f64, %{{.*}}: f64):
// CHECK: arith.addi %{{.*}} : tensor<4xi32>
func.func @mixed(%x: tensor<4xbf16>, %i: tensor<4xi32>, %d: tensor<4xf64>) -> (tensor<4xf16>, tensor<4xi32>) {
  %c = arith.constant 0.1 : f32
  %k = arith.constant dense<[1.5, -0.25, 0.0, 65504.0]> : tensor<4xf16>
  %w = arith.extf %x : tensor<4xbf16> to tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%w, %d : tensor<4xf32>, tensor<4xf64>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f64, %out: f32):
    %t = arith.truncf %b : f64 to f32
    %s = arith.addf %a, %t : f32
    %m = arith.mulf %s, %c : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %h = arith.truncf %y : tensor<4xf32> to tensor<4xf16>
  %z = arith.addf %h, %k : tensor<4xf16>
  %j = arith.addi %i, %i : tensor<4xi32>
  return %z, %j : tensor<4xf16>, tensor<4xi32>
}

// -----

// Complex numbers through their parts.
// CHECK-LABEL: func.func @complex
// CHECK-SAME: tensor<2xcomplex<f64>>
// CHECK: complex.constant [1.000000e+00, 2.000000e+00] : complex<f64>
func.func @complex(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %c = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %e = tensor.empty() : tensor<2xcomplex<f32>>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<2xcomplex<f32>>) outs(%e : tensor<2xcomplex<f32>>) {
  ^bb0(%a: complex<f32>, %out: complex<f32>):
    %m = complex.mul %a, %c : complex<f32>
    linalg.yield %m : complex<f32>
  } -> tensor<2xcomplex<f32>>
  return %y : tensor<2xcomplex<f32>>
}
