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
//
// The scale of a budget is a fraction of each element's magnitude, tracked
// through the program (ap-track-magnitudes): the largest term and partial
// sum its sums added up. Held to the largest of the output and the inputs
// instead, a bf16 mean over 256 terms (outputs of about 0.04 from inputs
// of about 1) got a tolerance larger than itself: a partitioning that
// divides by the group size twice (every output halved) passed. It fails;
// the right partitioning passes.
// RUN: for s in 1 2 3 4; do not ap-run --compare %s --entry=bf16_mean --candidate %S/Inputs/error-model-wrong.mlir --seed $s || exit 1; done | FileCheck %s --check-prefix=HALVED
// HALVED: ap-run: outputs held to the error model, against the reference evaluated in f64, at the magnitudes tracked through it
// HALVED-COUNT-4: ap-run: output 0 tensor<16xbf16> [R]: {{.*}} element(s) out of tolerance {{.*}}: FAIL
// RUN: for s in 1 2 3 4; do ap-run --compare %s --entry=bf16_mean --seed $s || exit 1; done | FileCheck %s --check-prefix=MEAN
// MEAN-COUNT-4: ap-run: output 0 tensor<16xbf16> [R]: {{.*}}: PASS
//
// And the other way: x - mean(x) of x = y + 1000, a program constant inside
// the sum. The outputs are about 1, the sums added up about 1000 per term:
// the reference's own rounding was 120 times a tolerance of the outputs'
// and inputs' magnitude, and its right partitioning failed. It passes; a
// partitioning that subtracts each device's own mean (no all_reduce) fails.
// RUN: for s in 1 2 3; do ap-run --compare %s --entry=centered --seed $s || exit 1; done | FileCheck %s --check-prefix=CENTERED
// CENTERED-COUNT-3: ap-run: output 0 tensor<16x1024xf32> [S(1)]: {{.*}}: PASS
// RUN: for s in 1 2 3; do not ap-run --compare %s --entry=centered --candidate %S/Inputs/error-model-wrong.mlir --seed $s || exit 1; done | FileCheck %s --check-prefix=LOCAL-MEAN
// LOCAL-MEAN-COUNT-3: ap-run: output 0 tensor<16x1024xf32> [S(1)]: {{.*}} element(s) out of tolerance {{.*}}: FAIL

ap.mesh @mesh(shape = 4, axes = ["v"])
ap.mesh @pair(shape = 2, axes = ["p"])

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

// The mean of each row, in bf16, over 2 devices.
func.func @bf16_mean(%x: tensor<16x256xbf16> {ap.sharding = #ap.sharding<@pair, [S(1)]>})
    -> (tensor<16xbf16> {ap.sharding = #ap.sharding<@pair, [R]>}) {
  %zero = arith.constant 0.0 : bf16
  %n = arith.constant 256.0 : bf16
  %e = tensor.empty() : tensor<16xbf16>
  %acc = linalg.fill ins(%zero : bf16) outs(%e : tensor<16xbf16>) -> tensor<16xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x256xbf16>) outs(%acc : tensor<16xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %s = arith.addf %out, %a : bf16
    linalg.yield %s : bf16
  } -> tensor<16xbf16>
  %mean = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<16xbf16>) outs(%e : tensor<16xbf16>) {
  ^bb0(%a: bf16, %out: bf16):
    %d = arith.divf %a, %n : bf16
    linalg.yield %d : bf16
  } -> tensor<16xbf16>
  return %mean : tensor<16xbf16>
}

// (y + 1000) - mean(y + 1000) per row, in f32, over 4 devices.
func.func @centered(%y: tensor<16x1024xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<16x1024xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}) {
  %zero = arith.constant 0.0 : f32
  %c = arith.constant 1000.0 : f32
  %n = arith.constant 1024.0 : f32
  %e = tensor.empty() : tensor<16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%y : tensor<16x1024xf32>) outs(%acc : tensor<16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %x = arith.addf %a, %c : f32
    %s = arith.addf %out, %x : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<16x1024xf32>
  %0 = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %sum : tensor<16x1024xf32>, tensor<16xf32>) outs(%e2 : tensor<16x1024xf32>) {
  ^bb0(%a: f32, %s: f32, %out: f32):
    %x = arith.addf %a, %c : f32
    %m = arith.divf %s, %n : f32
    %d = arith.subf %x, %m : f32
    linalg.yield %d : f32
  } -> tensor<16x1024xf32>
  return %0 : tensor<16x1024xf32>
}
