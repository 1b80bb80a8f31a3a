// ap.attention and ap.attention_grad: they print and parse back, and the
// verifier reads each loop's role from the maps (docs/Attention.md).
//
// RUN: ap-opt %s -split-input-file -verify-diagnostics | FileCheck %s

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>
#m = affine_map<(b, h, s, t, e, f) -> (s, t)>

// CHECK-LABEL: func.func @forward_backward
// CHECK: %[[O:.*]], %[[L:.*]] = ap.attention %{{.*}}, %{{.*}}, %{{.*}} {causal = array<i64: 2, 3>
// CHECK-SAME: scale = 1.250000e-01 : f64}
// CHECK: ap.attention_grad %{{.*}}, %{{.*}}, %{{.*}}, %[[O]], %[[L]], %{{.*}} {causal
func.func @forward_backward(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>,
                            %v: tensor<2x4x16x8xf32>, %do: tensor<2x4x16x8xf32>)
    -> (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) {
  %o, %lse = ap.attention %q, %k, %v {indexing_maps = [#q, #k, #v, #o, #l],
      scale = 0.125 : f64, causal = array<i64: 2, 3>}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16xf32>
  %dq, %dk, %dv = ap.attention_grad %q, %k, %v, %o, %lse, %do {
      indexing_maps = [#q, #k, #v, #o, #l], scale = 0.125 : f64,
      causal = array<i64: 2, 3>}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>,
        tensor<2x4x16x8xf32>, tensor<2x4x16xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
  return %dq, %dk, %dv : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
}

// CHECK-LABEL: func.func @masked_bf16
// CHECK: ap.attention %{{.*}}, %{{.*}}, %{{.*}} mask %{{.*}} {
func.func @masked_bf16(%q: tensor<2x4x16x8xbf16>, %k: tensor<2x4x16x8xbf16>,
                       %v: tensor<2x4x16x8xbf16>, %mask: tensor<16x16xbf16>)
    -> tensor<2x4x16x8xbf16> {
  %o, %lse = ap.attention %q, %k, %v mask %mask {
      indexing_maps = [#q, #k, #v, #m, #o, #l], scale = 0.125 : f64}
      : tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>,
        tensor<16x16xbf16> -> tensor<2x4x16x8xbf16>, tensor<2x4x16xf32>
  return %o : tensor<2x4x16x8xbf16>
}

// -----

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
func.func @missing_map(%q: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention' op expects 5 indexing maps (query, key, value, output, lse), got 4}}
  %o, %lse = ap.attention %q, %q, %q {indexing_maps = [#q, #k, #v, #o], scale = 1.0 : f64}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// The value indexes the query loop s: s has no role.
#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>
func.func @no_role(%q: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention' op loop 2 has no attention role}}
  %o, %lse = ap.attention %q, %q, %q {indexing_maps = [#q, #k, #v, #o, #l], scale = 1.0 : f64}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>
func.func @ranges(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x12x8xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention' op loop 3 has range 12 elsewhere but 16 in the value}}
  %o, %lse = ap.attention %q, %k, %q {indexing_maps = [#q, #k, #v, #o, #l], scale = 1.0 : f64}
      : tensor<2x4x16x8xf32>, tensor<2x4x12x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>
func.func @causal_roles(%q: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention' op expects causal to name an m loop and an n loop of equal range}}
  %o, %lse = ap.attention %q, %q, %q {indexing_maps = [#q, #k, #v, #o, #l], scale = 1.0 : f64,
      causal = array<i64: 3, 2>}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, s)>
func.func @lse_rows(%q: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention' op expects the lse map to index exactly the batch and m loops; loop 1 is not in it}}
  %o, %lse = ap.attention %q, %q, %q {indexing_maps = [#q, #k, #v, #o, #l], scale = 1.0 : f64}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x16xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>
func.func @grad_types(%q: tensor<2x4x16x8xf32>, %lse: tensor<2x4x16xf32>) -> tensor<2x4x16x8xf32> {
  // expected-error @+1 {{'ap.attention_grad' op expects the gradients to have the types of the query, the key and the value}}
  %dq, %dk, %dv = ap.attention_grad %q, %q, %q, %q, %lse, %q {
      indexing_maps = [#q, #k, #v, #o, #l], scale = 1.0 : f64}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>,
        tensor<2x4x16x8xf32>, tensor<2x4x16xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf64>
  return %dq : tensor<2x4x16x8xf32>
}
