// ap-track-magnitudes (docs/Testing.md, "The oracle's error model"): the
// entry also returns, per float result, the magnitudes its rounding errors
// scale with. The IR: a generic carries them as more operands, block
// arguments and results; each op's magnitude is the largest of its own
// absolute value and its operands' magnitudes carried through it (a
// difference quotient, joined with maximumf).
// RUN: ap-opt %s --ap-track-magnitudes=entry=sums | FileCheck %s
// CHECK-LABEL: func.func @sums
// CHECK-SAME: -> (tensor<f64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>)
// CHECK: %[[ABS:.*]] = math.absf %{{.*}} : tensor<4xf64>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[ABS]] : tensor<4xf64>, tensor<4xf64>)
// CHECK: arith.maximumf
// CHECK: linalg.yield %{{.*}}, %{{.*}} : f64, f64
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<f64>, tensor<4xf64>, tensor<f64>, tensor<4xf64>
//
// The values, run by ap-run (every function here reads constants only).
// A sum of 3, -5, 1, 0.5: its largest term, 5. The sum of x + 1000 (a
// constant inside the sum): partial sums up to 3999.5; its mean 999.875;
// (x + 1000) minus the mean, a difference of about 1: per element, the
// larger of x + 1000's magnitude (max(|x + 1000|, |x|, 1000)) and the mean's.
// RUN: ap-opt %s --ap-track-magnitudes=entry=sums | ap-run - --entry=sums --print-outputs | FileCheck %s --check-prefix=SUMS
// SUMS: output 0 tensor<f64> = [-0.5]
// SUMS: output 1 tensor<4xf64> = [3.125, -4.875, 1.125, 0.625]
// SUMS: output 2 tensor<f64> = [5]
// SUMS: output 3 tensor<4xf64> = [1003, 1000, 1001, 1000.5]
//
// A product: |b| m_a and |a| m_b; a division by a small value amplifies
// (1 / (1 - 0.999): 1 / 0.001^2 times the difference's magnitude, 1);
// floor passes its operand's magnitude on; copysign follows its first
// operand.
// RUN: ap-opt %s --ap-track-magnitudes=entry=elementwise | ap-run - --entry=elementwise --print-outputs | FileCheck %s --check-prefix=ELEMENTWISE
// ELEMENTWISE: output 4 tensor<2xf64> = [6, 300]
// ELEMENTWISE: output 5 tensor<2xf64> = [99994{{[0-9.]+}}, 1.99999{{[0-9]+}}]
// ELEMENTWISE: output 6 tensor<2xf64> = [3.5, 2]
// ELEMENTWISE: output 7 tensor<2xf64> = [3.5, 2]
//
// Loops and branches carry magnitudes as more iter_args and results; data
// movement moves them.
// RUN: ap-opt %s --ap-track-magnitudes=entry=regions | ap-run - --entry=regions --print-outputs | FileCheck %s --check-prefix=REGIONS
// REGIONS: output 0 tensor<f64> = [-4]
// REGIONS: output 1 tensor<2xf64> = [-5, 3]
// REGIONS: output 2 tensor<f64> = [8]
// REGIONS: output 3 tensor<2xf64> = [5, 3]

#id = affine_map<(d0) -> (d0)>
#all = affine_map<(d0) -> ()>

func.func @sums() -> (tensor<f64>, tensor<4xf64>) {
  %x = arith.constant dense<[3.0, -5.0, 1.0, 0.5]> : tensor<4xf64>
  %zero = arith.constant 0.0 : f64
  %c = arith.constant 1000.0 : f64
  %n = arith.constant 4.0 : f64
  %e = tensor.empty() : tensor<f64>
  %acc = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %s = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]} ins(%x : tensor<4xf64>) outs(%acc : tensor<f64>) {
  ^bb0(%a: f64, %out: f64):
    %r = arith.addf %out, %a : f64
    linalg.yield %r : f64
  } -> tensor<f64>
  %o = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction"]} ins(%x : tensor<4xf64>) outs(%acc : tensor<f64>) {
  ^bb0(%a: f64, %out: f64):
    %t = arith.addf %a, %c : f64
    %r = arith.addf %out, %t : f64
    linalg.yield %r : f64
  } -> tensor<f64>
  %e4 = tensor.empty() : tensor<4xf64>
  %centered = linalg.generic {indexing_maps = [#id, #all, #id], iterator_types = ["parallel"]} ins(%x, %o : tensor<4xf64>, tensor<f64>) outs(%e4 : tensor<4xf64>) {
  ^bb0(%a: f64, %sum: f64, %out: f64):
    %t = arith.addf %a, %c : f64
    %m = arith.divf %sum, %n : f64
    %d = arith.subf %t, %m : f64
    linalg.yield %d : f64
  } -> tensor<4xf64>
  return %s, %centered : tensor<f64>, tensor<4xf64>
}

// Elementwise ops on tensors, as they are (no linalg.generic).
func.func @elementwise() -> (tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>) {
  %a = arith.constant dense<[2.0, -100.0]> : tensor<2xf64>
  %b = arith.constant dense<[3.0, 3.0]> : tensor<2xf64>
  %near = arith.constant dense<[0.999, -2.0]> : tensor<2xf64>
  %x = arith.constant dense<[1.0, -1.0]> : tensor<2xf64>
  %one = arith.constant dense<1.0> : tensor<2xf64>
  %v = arith.constant dense<[3.5, -2.0]> : tensor<2xf64>
  %product = arith.mulf %a, %b : tensor<2xf64>
  %gap = arith.subf %x, %near : tensor<2xf64>
  %quotient = arith.divf %one, %gap : tensor<2xf64>
  %floor = math.floor %v : tensor<2xf64>
  %sign = math.copysign %v, %x : tensor<2xf64>
  return %product, %quotient, %floor, %sign : tensor<2xf64>, tensor<2xf64>, tensor<2xf64>, tensor<2xf64>
}

// A loop adding the first column of x (1, -5, 0: magnitude 5), a branch
// that doubles the sum and takes it away again (-8 on the way: 8), and a
// slice (x's own values).
func.func @regions() -> (tensor<f64>, tensor<2xf64>) {
  %x = arith.constant dense<[[1.0, 2.0], [-5.0, 3.0], [0.0, -2.0]]> : tensor<3x2xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f64
  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f64) {
    %row = tensor.extract %x[%i, %c0] : tensor<3x2xf64>
    %next = arith.addf %acc, %row : f64
    scf.yield %next : f64
  }
  %negative = arith.cmpf olt, %total, %zero : f64
  %picked = scf.if %negative -> (f64) {
    %twice = arith.addf %total, %total : f64
    %back = arith.subf %twice, %total : f64
    scf.yield %back : f64
  } else {
    scf.yield %zero : f64
  }
  %t = tensor.from_elements %picked : tensor<f64>
  %slice = tensor.extract_slice %x[1, 0] [1, 2] [1, 1] : tensor<3x2xf64> to tensor<2xf64>
  return %t, %slice : tensor<f64>, tensor<2xf64>
}
