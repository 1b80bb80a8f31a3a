// Uneven sharding, the GPT-2 case (docs/PlacementModel.md): logits over a
// vocabulary of 67 sharded on 2 and on 4 devices (chunks of 34 and 17, the
// last one padded), followed by vocab-parallel cross-entropy: the max and the
// sum over the vocabulary and the target's logit (a one-hot pick by
// linalg.index) reduce over the padded dim, whose padded iterations the
// partitioner masks. The same program runs on a 2x2 mesh with the vocabulary
// over one axis (2 devices) or both (4 devices), and on a 1-D mesh of 4.
//
// RUN: sed 's/MESH/2x2/; s/VOCAB/R, S(1)/' %s | ap-run --compare - --entry=cross_entropy | FileCheck %s
// RUN: sed 's/MESH/2x2/; s/VOCAB/S(1), S(1)/' %s | ap-run --compare - --entry=cross_entropy | FileCheck %s
// RUN: sed 's/MESH/2x2/; s/VOCAB/S(0), S(1)/' %s | ap-run --compare - --entry=cross_entropy | FileCheck %s
// RUN: sed 's/MESH/2x2/; s/VOCAB/S(1), S(1)/' %s | ap-run --compare - --entry=softmax | FileCheck %s
// RUN: sed 's/MESH/2x2/; s/VOCAB/R, S(1)/' %s | ap-run --compare - --entry=softmax | FileCheck %s
// RUN: sed 's/MESH/2x2/; s/VOCAB/S(1), S(1)/' %s | ap-opt --ap-partition | FileCheck %s --check-prefix=IR

// CHECK: ap-run: candidate after 'ap-partition': mesh @mesh
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = MESH, axes = ["a", "b"])

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>

// IR-LABEL: func.func @cross_entropy
// IR-SAME: tensor<32x17xf32> {ap.global_shape = array<i64: 32, 67>, ap.local_sharding = #ap.sharding<@mesh, [S(1), S(1)]>}
// The max over the vocabulary: padded iterations keep the accumulator.
// IR: %[[IDX:.*]] = linalg.index 1 : index
// IR: %[[G:.*]] = arith.addi %[[IDX]], %{{.*}} : index
// IR: %[[IN:.*]] = arith.cmpi ult, %[[G]], %{{.*}} : index
// IR: arith.select %[[IN]]
// IR: ap.all_reduce %{{.*}} on @mesh axes = [0, 1] reduce = max : tensor<32xf32>
func.func @cross_entropy(
    %logits: tensor<32x67xf32> {ap.sharding = #ap.sharding<@mesh, [VOCAB]>},
    %labels: tensor<32xi64> {ap.input_range = array<i64: 0, 66>})
    -> tensor<32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<32x67xf32>) outs(%m0 : tensor<32xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %acc, %x : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #rows, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%logits, %max : tensor<32x67xf32>, tensor<32xf32>) outs(%s0 : tensor<32xf32>) {
  ^bb0(%x: f32, %m: f32, %acc: f32):
    %d = arith.subf %x, %m : f32
    %e = math.exp %d : f32
    %r = arith.addf %acc, %e : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  // The target's logit: a one-hot pick over the (sharded) vocabulary.
  %p0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %picked = linalg.generic {indexing_maps = [#id, #rows, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%logits, %labels : tensor<32x67xf32>, tensor<32xi64>) outs(%p0 : tensor<32xf32>) {
  ^bb0(%x: f32, %label: i64, %acc: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i64
    %hit = arith.cmpi eq, %vi, %label : i64
    %t = arith.select %hit, %x, %zero : f32
    %r = arith.addf %acc, %t : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  // loss = log(sum) + max - picked
  %loss = linalg.generic {indexing_maps = [#vec, #vec, #vec, #vec], iterator_types = ["parallel"]}
      ins(%sum, %max, %picked : tensor<32xf32>, tensor<32xf32>, tensor<32xf32>) outs(%e1 : tensor<32xf32>) {
  ^bb0(%s: f32, %m: f32, %p: f32, %o: f32):
    %l = math.log %s : f32
    %a = arith.addf %l, %m : f32
    %r = arith.subf %a, %p : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  return %loss : tensor<32xf32>
}

// The probabilities stay sharded on the vocabulary (ap-run drops the
// padding when it reassembles them); a replicated copy is gathered back.
func.func @softmax(
    %logits: tensor<32x67xf32> {ap.sharding = #ap.sharding<@mesh, [VOCAB]>})
    -> (tensor<32x67xf32> {ap.sharding = #ap.sharding<@mesh, [VOCAB]>},
        tensor<32x67xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<32xf32>
  %e2 = tensor.empty() : tensor<32x67xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.reduce ins(%logits : tensor<32x67xf32>) outs(%m0 : tensor<32xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
    }
  %ex = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%logits, %max : tensor<32x67xf32>, tensor<32xf32>) outs(%e2 : tensor<32x67xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<32x67xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.reduce ins(%ex : tensor<32x67xf32>) outs(%s0 : tensor<32xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
    }
  %p = linalg.generic {indexing_maps = [#id, #rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<32x67xf32>, tensor<32xf32>) outs(%e2 : tensor<32x67xf32>) {
  ^bb0(%x: f32, %s: f32, %o: f32):
    %r = arith.divf %x, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x67xf32>
  return %p, %p : tensor<32x67xf32>, tensor<32x67xf32>
}
