// RUN: ap-opt %s --ap-convert-to-iree --split-input-file --verify-diagnostics

// ap-convert-to-iree, the last step of ap-lower-to-iree, run alone: what the
// steps before it remove is refused with the step that removes it
// (lower-collectives-to-iree.mlir runs the whole pipeline).

// IREE's collectives act on dim 0.
ap.mesh @mesh(shape = 2, axes = ["a"])
func.func @off_dim_zero(%x: tensor<4x6xf32>) -> tensor<4x12xf32> {
  // expected-error @+1 {{'ap.all_gather' op has no IREE form on dim 1: run ap-collectives-on-dim-zero first (ap-lower-to-iree does)}}
  %g = ap.all_gather %x on @mesh axes = [0] dim = 1 : tensor<4x6xf32> -> tensor<4x12xf32>
  return %g : tensor<4x12xf32>
}

// -----

// Collectives in flight: IREE's streams schedule collectives themselves.
ap.mesh @mesh(shape = 2, axes = ["a"])
func.func @in_flight(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'ap.start' op has no IREE form: IREE's streams schedule collectives themselves; run ap-unschedule-collectives first (ap-lower-to-iree does)}}
  %f = ap.start {
    %s = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<4xf32>
    ap.yield %s : tensor<4xf32>
  } : !ap.future<tensor<4xf32>>
  %r = ap.wait %f : !ap.future<tensor<4xf32>>
  return %r : tensor<4xf32>
}

// -----

// Fused attention.
#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>
func.func @attention(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>,
                     %v: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention' op has no IREE form: run ap-lower-attention first (ap-lower-to-iree does)}}
  %o, %lse = ap.attention %q, %k, %v {indexing_maps = [#q, #k, #v, #o, #l],
      scale = 0.125 : f64}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16xf32>
  return %o : tensor<2x4x16x8xf32>
}
