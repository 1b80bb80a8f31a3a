// The oracle's error model (docs/Testing.md): outputs are held to the
// reference program evaluated in f64, within a tolerance the program's own
// roundings give (the reduction length, the precision of the type each op
// computes in), not a fixed one per type.
//
// An f32 sum over a vocabulary of 50,257, sharded on 4 devices (one padded
// column): the reference's own rounding is larger than the candidate's (a
// fixed rtol of 1e-4 failed it). A 256-term row sum in bf16 sharded 4 ways
// (rtol 2e-2 failed it).
// RUN: ap-run --compare %s --entry=vocab_sum | FileCheck %s --check-prefix=VOCAB
// RUN: ap-run --compare %s --entry=vocab_sum --seed 2 | FileCheck %s --check-prefix=VOCAB
// VOCAB: ap-run: outputs held to the error model, against the reference evaluated in f64
// VOCAB: ap-run: output 0 tensor<4xf32> [R]: {{.*}}(tolerance {{.*}} of it used; the reference's own error {{.*}}): PASS
// RUN: for s in 1 2 3 4 5 6 7 8; do ap-run --compare %s --entry=bf16_sum --seed $s || exit 1; done | FileCheck %s --check-prefix=BF16
// BF16-COUNT-8: ap-run: output 0 tensor<8xbf16> [R]: {{.*}}: PASS
//
// A candidate that accumulates in f16 where the program accumulates in f32
// (and rounds the sum to f16) is off by many f16 ulps: caught. The same
// candidate is within f16's fixed tolerance of 2e-2, which let it pass.
// RUN: for s in 1 2 3 4 5 6 7 8; do not ap-run --compare %s --entry=narrow --candidate %S/Inputs/narrow-accumulation.mlir --seed $s || exit 1; done | FileCheck %s --check-prefix=NARROW
// NARROW-COUNT-8: ap-run: output 0 tensor<16xf16>: {{.*}} element(s) out of tolerance {{.*}}: FAIL
// RUN: ap-run --compare %s --entry=narrow --candidate %S/Inputs/narrow-accumulation.mlir --rtol=2e-2 --atol=1e-2 | FileCheck %s --check-prefix=FIXED
// FIXED: ap-run: outputs held to fixed tolerances: rtol 0.02, atol 0.01
// FIXED: ap-run: PASS
//
// Its own partitioning (the sum split over the devices in f32) passes.
// RUN: ap-run --compare %s --entry=narrow | FileCheck %s --check-prefix=WIDE
// WIDE: ap-run: PASS

ap.mesh @mesh(shape = 4, axes = ["v"])

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

func.func @vocab_sum(%x: tensor<4x50257xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<4xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %0 = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x50257xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.addf %out, %a : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @bf16_sum(%x: tensor<8x256xbf16> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<8xbf16> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8xbf16>
  %acc = linalg.fill ins(%zero : bf16) outs(%e : tensor<8xbf16>) -> tensor<8xbf16>
  %0 = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x256xbf16>) outs(%acc : tensor<8xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %s = arith.addf %out, %a : bf16
    linalg.yield %s : bf16
  } -> tensor<8xbf16>
  return %0 : tensor<8xbf16>
}

// f16 in, the sum of 512 terms in f32, f16 out.
func.func @narrow(%x: tensor<16x512xf16> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<16xf16> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %0 = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x512xf16>) outs(%acc : tensor<16xf32>) {
  ^bb0(%a: f16, %out: f32):
    %w = arith.extf %a : f16 to f32
    %s = arith.addf %out, %w : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %1 = arith.truncf %0 : tensor<16xf32> to tensor<16xf16>
  return %1 : tensor<16xf16>
}
