// Signed zeros through the runtime's exact sums and ap-run's reassembly: a
// float sum starts from its first part, as IEEE adds, so parts that are all
// -0.0 sum to -0.0 (docs/Reductions.md). Summed from +0 they gave +0.0, and
// 1/x +inf where the global program gives -inf.
// test/Integration/MPI/signed-zeros.mlir runs the same on MPI processes.
//
// The sum of -0.0 terms from a -0.0 init, all-reduced over 4 devices, then
// 1/x: -inf on the exact exchange, as on the native ring.
// RUN: ap-run --compare %s --entry=inverse --print-outputs | FileCheck %s --check-prefix=INVERSE
// RUN: ap-run --compare %s --entry=inverse --collectives=native | FileCheck %s --check-prefix=PASS
// INVERSE: ap-run: output 0 tensor<8xf32> [R]: {{.*}}: PASS
// INVERSE-NEXT: reference: [-inf, -inf, -inf, -inf, -inf, -inf, -inf, -inf]
// INVERSE-NEXT: candidate: [-inf, -inf, -inf, -inf, -inf, -inf, -inf, -inf]
// PASS: ap-run: PASS
//
// The same sum left partial (P(sum)): ap-run reassembles the devices' -0.0
// parts into -0.0.
// RUN: ap-run --compare %s --entry=partial --print-outputs | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: ap-run: output 0 tensor<8xf32> [P(sum)]: {{.*}}: PASS
// PARTIAL-NEXT: reference: [-0, -0, -0, -0, -0, -0, -0, -0]
// PARTIAL-NEXT: candidate: [-0, -0, -0, -0, -0, -0, -0, -0]

ap.mesh @mesh(shape = 4, axes = ["x"])

#id = affine_map<(d0, d1) -> (d0, d1)>
#cols = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>

// Both sum -(|x| * 0), -0.0 for every finite x, over the rows of x.
func.func @inverse(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %negzero = arith.constant -0.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%negzero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %m = math.absf %a : f32
    %p = arith.mulf %m, %zero : f32
    %t = arith.negf %p : f32
    %r = arith.addf %out, %t : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %one = arith.constant 1.0 : f32
  %y = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%s : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %r = arith.divf %one, %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %y : tensor<8xf32>
}

func.func @partial(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>}) {
  %negzero = arith.constant -0.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%negzero : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [#id, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%acc : tensor<8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %m = math.absf %a : f32
    %p = arith.mulf %m, %zero : f32
    %t = arith.negf %p : f32
    %r = arith.addf %out, %t : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %s : tensor<8xf32>
}
