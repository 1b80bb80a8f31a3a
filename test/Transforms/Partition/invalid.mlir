// RUN: ap-opt %s --ap-partition -split-input-file -verify-diagnostics

// Every case ap-partition refuses, each with its diagnostic.

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func private @callee(tensor<8xf32>) -> tensor<8xf32>
func.func @call(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'func.call' op cannot be partitioned: @callee has no body, so nothing says how its values are laid out across devices; inline or define it}}
  %0 = func.call @callee(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @control_flow(%c: i1, %x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'scf.if' op cannot be partitioned: there is no partitioning rule for this op}}
  %0 = scf.if %c -> tensor<8xf32> {
    scf.yield %x : tensor<8xf32>
  } else {
    scf.yield %x : tensor<8xf32>
  }
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
// expected-error @+1 {{'func.func' op cannot be partitioned: argument #0 has a dynamic shape, which is not supported yet}}
func.func @dynamic_argument(%x: tensor<?x8xf32>, %y: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  return
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @dynamic_empty(%n: index, %y: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<?xf32> {
  // expected-error @+1 {{'tensor.empty' op cannot be partitioned: dynamic shapes are not supported yet}}
  %0 = tensor.empty(%n) : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
ap.mesh @other(shape = 4, axes = ["x"])
// expected-error @+1 {{'func.func' op cannot be partitioned: its shardings (and its callees') use 2 meshes (@mesh, @other); one mesh per function is supported}}
func.func @two_meshes(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                      %y: tensor<8xf32> {ap.sharding = #ap.sharding<@other, [S(0)]>}) {
  return
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @conflicting_annotations(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'ap.redistribute' op redistributes from [R, S(0)] but its operand is [S(0), R] at this point; the annotations disagree}}
  %0 = ap.redistribute %x from <@mesh, [R, S(0)]> to <@mesh, [R, R]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])
func.func @collapse_unrealizable(%x: tensor<2x6x8xf32>) -> tensor<12x8xf32> {
  // The flattened dim split 4 ways would cut through rows of 6.
  // expected-error @+1 {{'tensor.collapse_shape' op cannot be partitioned with result sharding [R, S(0)]: a sharded dim must map to sharded dims, and the mesh axes of a dim made of several dims must split them major to minor (every dim but the last sharded one completely, and a dim the mesh does not divide only before size-1 dims)}}
  %0 = tensor.collapse_shape %x [[0, 1], [2]] {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>} : tensor<2x6x8xf32> into tensor<12x8xf32>
  return %0 : tensor<12x8xf32>
}

// -----

ap.mesh @mesh(shape = 3, axes = ["x"])
func.func @expand_uneven(%x: tensor<60xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) -> tensor<10x6xf32> {
  // 10 rows in padded chunks of 4 are not contiguous pieces of 60 (chunks
  // of 20): uneven dims only merge with size-1 dims after them.
  // expected-error @+1 {{'tensor.expand_shape' op cannot be partitioned with result sharding [S(0)]: a sharded dim must map to sharded dims, and the mesh axes of a dim made of several dims must split them major to minor (every dim but the last sharded one completely, and a dim the mesh does not divide only before size-1 dims)}}
  %0 = tensor.expand_shape %x [[0, 1]] output_shape [10, 6] {ap.sharding = #ap.sharding<@mesh, [S(0)]>} : tensor<60xf32> into tensor<10x6xf32>
  return %0 : tensor<10x6xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @expand_not_prefix(%x: tensor<8x8xf32>) -> tensor<4x2x8xf32> {
  // Sharding the minor part of the split dim leaves strided chunks.
  // expected-error @+1 {{'tensor.expand_shape' op cannot be partitioned with result sharding [S(1), R]}}
  %0 = tensor.expand_shape %x [[0, 1], [2]] output_shape [4, 2, 8] {ap.sharding = #ap.sharding<@mesh, [S(1), R]>} : tensor<8x8xf32> into tensor<4x2x8xf32>
  return %0 : tensor<4x2x8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @slice_of_sharded_dim(%x: tensor<8x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'tensor.extract_slice' op cannot be partitioned with result dim 0 sharded: the slice takes only part of source dim 0; a sliced dim must not be sharded}}
  %0 = tensor.extract_slice %x[2, 0] [4, 8] [1, 1] {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : tensor<8x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @insert_into_sharded_dim(%x: tensor<8x8xf32>, %y: tensor<4x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'tensor.insert_slice' op cannot be partitioned with result dim 0 sharded: the inserted slice covers only part of it; a sliced dim must not be sharded}}
  %0 = tensor.insert_slice %y into %x[0, 0] [4, 8] [1, 1] {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : tensor<4x8xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @concat_sharded_dim(%x: tensor<8x8xf32>) -> tensor<16x8xf32> {
  // expected-error @+1 {{'tensor.concat' op cannot be partitioned with the concatenated dim 0 sharded; shard another dim}}
  %0 = tensor.concat dim(0) %x, %x {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
#id = affine_map<(d0) -> (d0)>
func.func @captured_tensor(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, %t: tensor<4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  // expected-error @+1 {{'linalg.generic' op cannot be partitioned: its body uses a tensor defined outside of it}}
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = tensor.extract %t[%c0] : tensor<4xf32>
    %s = arith.addf %a, %v : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @no_rule(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<?xf32> {
  // expected-error @+1 {{'tensor.cast' op cannot be partitioned: there is no partitioning rule for this op}}
  %0 = tensor.cast %x : tensor<8xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
// expected-error @+1 {{'func.func' op cannot be partitioned: only single-block functions are supported}}
func.func @branches(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<8xf32> {
  cf.br ^next
^next:
  return %x : tensor<8xf32>
}

// -----

// A target that cannot be read (the cost model of every redistribution):
// the verifier's error, before the pass runs.
// expected-error @+1 {{'builtin.module' op 'ap.target': target description: 'axis_links' must be an array}}
module attributes {ap.target = "{\22axis_links\22: 3}"} {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @bad_target(%x: tensor<4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}
