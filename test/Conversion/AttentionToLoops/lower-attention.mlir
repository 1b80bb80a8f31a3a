// ap-lower-attention: blocked online softmax. The forward loops over blocks
// of the causal key loop (16 keys in blocks of 4) carrying the row maximum,
// the row sum and the output accumulator; no tensor holds the 16 x 16
// scores. The backward loops likewise, carrying dQ, dK and dV. bf16 inputs
// compute in f32 (L's type) and the results are rounded at the end.
//
// RUN: ap-opt %s --ap-lower-attention=block-size=4 | FileCheck %s
// RUN: not ap-opt %s --ap-lower-attention=block-size=0 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: error: ap-lower-attention: option 'block-size' is 0: it takes a finite number >= 1 (key positions)

#q = affine_map<(b, h, s, t, e, f) -> (b, h, s, e)>
#k = affine_map<(b, h, s, t, e, f) -> (b, h, t, e)>
#v = affine_map<(b, h, s, t, e, f) -> (b, h, t, f)>
#o = affine_map<(b, h, s, t, e, f) -> (b, h, s, f)>
#l = affine_map<(b, h, s, t, e, f) -> (b, h, s)>

// CHECK-LABEL: func.func @forward
// CHECK-NOT: tensor<2x4x16x16x
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[C4]] step %{{.*}} iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16x8xf32>)
// CHECK: tensor.extract_slice %{{.*}}[0, 0, %{{.*}}, 0] [2, 4, 4, 8] [1, 1, 1, 1] : tensor<2x4x16x8xbf16> to tensor<2x4x4x8xbf16>
// CHECK: arith.extf
// CHECK: arith.cmpi ule
// CHECK: arith.maximumf
// CHECK: math.exp
// CHECK: scf.yield
// CHECK: arith.divf
// CHECK: arith.truncf {{.*}} : f32 to bf16
// CHECK: math.log
// CHECK-NOT: tensor<2x4x16x16x
// CHECK: return
func.func @forward(%q: tensor<2x4x16x8xbf16>, %k: tensor<2x4x16x8xbf16>,
                   %v: tensor<2x4x16x8xbf16>) -> (tensor<2x4x16x8xbf16>, tensor<2x4x16xf32>) {
  %o, %lse = ap.attention %q, %k, %v {indexing_maps = [#q, #k, #v, #o, #l],
      scale = 0.125 : f64, causal = array<i64: 2, 3>}
      : tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>
      -> tensor<2x4x16x8xbf16>, tensor<2x4x16xf32>
  return %o, %lse : tensor<2x4x16x8xbf16>, tensor<2x4x16xf32>
}

// CHECK-LABEL: func.func @backward
// CHECK-NOT: tensor<2x4x16x16x
// CHECK: scf.for {{.*}} -> (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>)
// CHECK: math.exp
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 0, %{{.*}}, 0] [2, 4, 4, 8] [1, 1, 1, 1] : tensor<2x4x4x8xf32> into tensor<2x4x16x8xf32>
// CHECK: tensor.insert_slice
// CHECK: scf.yield
// CHECK-NOT: tensor<2x4x16x16x
// CHECK: return
func.func @backward(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>,
                    %v: tensor<2x4x16x8xf32>, %o: tensor<2x4x16x8xf32>,
                    %lse: tensor<2x4x16xf32>, %do: tensor<2x4x16x8xf32>)
    -> (tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) {
  %dq, %dk, %dv = ap.attention_grad %q, %k, %v, %o, %lse, %do {
      indexing_maps = [#q, #k, #v, #o, #l], scale = 0.125 : f64,
      causal = array<i64: 2, 3>}
      : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>,
        tensor<2x4x16x8xf32>, tensor<2x4x16xf32>, tensor<2x4x16x8xf32>
      -> tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
  return %dq, %dk, %dv : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>
}
