// The oracle sees a program that reads padding. 67 columns over 4 devices
// are chunks of 17 with one padded column on the last device; ap-run fills
// padding with values no program may read (NaNs, the largest finite values,
// random bits), so a candidate that sums its chunk without masking the
// padded column fails, while the one ap-partition writes (which masks it)
// passes. (With padding of zeros the leaking sum passed.)
// RUN: not ap-run --compare %s --candidate %S/Inputs/padding-leak-candidate.mlir | FileCheck %s --check-prefix=LEAK
// LEAK: ap-run: output 0 tensor<3xf32> [R]{{.*}}element(s) out of tolerance
// LEAK: ap-run: FAIL
// RUN: ap-run --compare %s | FileCheck %s --check-prefix=MASKED
// MASKED: ap-run: PASS

ap.mesh @mesh(shape = 4, axes = ["v"])

func.func @row_sums(%x: tensor<3x67xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<3xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x67xf32>) outs(%acc : tensor<3xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.addf %out, %a : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
