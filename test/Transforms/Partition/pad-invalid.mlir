// A pad the partitioner refuses, with a located reason.
// RUN: ap-opt %s --split-input-file --verify-diagnostics --ap-partition > /dev/null

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

func.func @pad_annotated_cut(%x: tensor<4x8xf32>) -> tensor<4x11xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{cannot be partitioned with result dim 1 sharded: the dim is padded}}
  %p = tensor.pad %x low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>} : tensor<4x8xf32> to tensor<4x11xf32>
  return %p : tensor<4x11xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

func.func @pad_by_position(%x: tensor<4x8xindex> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<4x9xindex> {
  // expected-error @+1 {{cannot be partitioned: the padding value depends on the position}}
  %p = tensor.pad %x low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %j : index
  } : tensor<4x8xindex> to tensor<4x9xindex>
  return %p : tensor<4x9xindex>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Computed from the position, through ops of the body.
func.func @pad_by_computed_position(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<4x9xf32> {
  // expected-error @+1 {{cannot be partitioned: the padding value depends on the position}}
  %p = tensor.pad %x low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %k = arith.index_cast %j : index to i64
    %v = arith.sitofp %k : i64 to f32
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<4x9xf32>
  return %p : tensor<4x9xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

func.func private @next_value() -> f32

// Computed by a call, which may have side effects: not copied to each
// device.
func.func @pad_by_call(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) -> tensor<4x9xf32> {
  // expected-error @+1 {{cannot be partitioned: the padding value is computed by 'func.call', which may have side effects or regions; only ops without either are copied to each device}}
  %p = tensor.pad %x low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %v = func.call @next_value() : () -> f32
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<4x9xf32>
  return %p : tensor<4x9xf32>
}

// -----

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Read from a tensor outside the pad, which each device holds its own part
// of.
func.func @pad_from_tensor(%x: tensor<4x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, %t: tensor<2xf32>) -> tensor<4x9xf32> {
  // expected-error @+1 {{cannot be partitioned: the padding value reads a tensor from outside the pad; only scalars are copied to each device}}
  %p = tensor.pad %x low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %c0 = arith.constant 0 : index
    %v = tensor.extract %t[%c0] : tensor<2xf32>
    tensor.yield %v : f32
  } : tensor<4x8xf32> to tensor<4x9xf32>
  return %p : tensor<4x9xf32>
}
