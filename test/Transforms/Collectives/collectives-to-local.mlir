// RUN: ap-opt %s --ap-collectives-to-local --split-input-file --verify-diagnostics | FileCheck %s

// Every collective becomes a local op of its result's type: for timing one
// rank's compute on one device. The function is warned about: it no longer
// computes what it did.

ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])

// CHECK-LABEL: func.func @one_rank
// CHECK-SAME: (%[[X:[^:]+]]: tensor<4x8xf32>)
// CHECK-NOT: ap.
// CHECK: %[[R:.*]] = arith.addf %[[X]], %[[X]]
// CHECK: %[[G:.*]] = tensor.concat dim(1) %[[R]], %[[R]], %[[R]], %[[R]] : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[G]][0, 0] [2, 32] [1, 1] : tensor<4x32xf32> to tensor<2x32xf32>
// CHECK: %[[C:.*]] = tensor.extract_slice %[[X]][0, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
// CHECK: %[[A0:.*]] = tensor.extract_slice %[[X]][0, 0] [4, 2] [1, 1] : tensor<4x8xf32> to tensor<4x2xf32>
// CHECK: %[[A:.*]] = tensor.concat dim(0) %[[A0]], %[[A0]], %[[A0]], %[[A0]] : {{.*}} -> tensor<16x2xf32>
// CHECK: %[[I:.*]] = arith.constant 0 : index
// CHECK: return %[[S]], %[[C]], %[[A]], %[[I]]
// expected-warning @below {{ap-collectives-to-local: @one_rank no longer computes what it did}}
func.func @one_rank(%x: tensor<4x8xf32>) -> (tensor<2x32xf32>, tensor<2x8xf32>, tensor<16x2xf32>, index) {
  %sum = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<4x8xf32>
  %r = arith.addf %sum, %sum : tensor<4x8xf32>
  %g = ap.all_gather %r on @mesh axes = [1] dim = 1 : tensor<4x8xf32> -> tensor<4x32xf32>
  %s = ap.reduce_scatter %g on @mesh axes = [0] dim = 0 reduce = sum : tensor<4x32xf32> -> tensor<2x32xf32>
  %c = ap.shard_slice %x on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<2x8xf32>
  %a = ap.all_to_all %x on @mesh axes = [1] split_dim = 1 concat_dim = 0 : tensor<4x8xf32> -> tensor<16x2xf32>
  %i = ap.group_index on @mesh axes = [0, 1]
  return %s, %c, %a, %i : tensor<2x32xf32>, tensor<2x8xf32>, tensor<16x2xf32>, index
}

// -----

// A function without collectives is left as it is, without a warning.

// CHECK-LABEL: func.func @no_collectives
// CHECK-NEXT: return
func.func @no_collectives(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// A scheduled program (ap-auto-parallel's output, docs/Overlap.md): each
// collective in flight becomes its local op where its wait was, the start
// and the wait go (no communication, nothing to overlap). The ops that ran
// while it was in flight stay before it. A bucket (a start whose all-reduce
// reads a concatenation) is its operand, cut into the members' pieces.

ap.mesh @mesh(shape = 4, axes = ["x"])

// CHECK-LABEL: func.func @scheduled
// CHECK-SAME: (%[[W:[^:]+]]: tensor<8x2xf32>, %[[X:[^:]+]]: tensor<8x8xf32>, %[[A:[^:]+]]: tensor<4xf32>, %[[B:[^:]+]]: tensor<2xf32>)
// CHECK-NOT: ap.
// CHECK:      %[[N:.*]] = arith.negf %[[X]]
// CHECK-NEXT: %[[G:.*]] = tensor.concat dim(1) %[[W]], %[[W]], %[[W]], %[[W]] : {{.*}} -> tensor<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[G]], %[[N]]
// CHECK-NEXT: %[[CAT:.*]] = tensor.concat dim(0) %[[A]], %[[B]]
// CHECK-NEXT: %[[P:.*]] = tensor.extract_slice %[[CAT]][0] [4] [1]
// CHECK-NEXT: %[[Q:.*]] = tensor.extract_slice %[[CAT]][4] [2] [1]
// CHECK-NEXT: %[[C:.*]] = tensor.extract_slice %[[S]][0, 0] [2, 8] [1, 1]
// CHECK-NEXT: return %[[C]], %[[P]], %[[Q]]
// expected-warning @below {{ap-collectives-to-local: @scheduled no longer computes what it did}}
func.func @scheduled(%w: tensor<8x2xf32>, %x: tensor<8x8xf32>, %a: tensor<4xf32>, %b: tensor<2xf32>)
    -> (tensor<2x8xf32>, tensor<4xf32>, tensor<2xf32>) {
  %f = ap.start {
    %g = ap.all_gather %w on @mesh axes = [0] dim = 1 : tensor<8x2xf32> -> tensor<8x8xf32>
    ap.yield %g : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %n = arith.negf %x : tensor<8x8xf32>
  %g = ap.wait %f : !ap.future<tensor<8x8xf32>>
  %s = arith.addf %g, %n : tensor<8x8xf32>
  %cat = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<2xf32>) -> tensor<6xf32>
  %fr = ap.start {
    %r = ap.all_reduce %cat on @mesh axes = [0] reduce = sum : tensor<6xf32>
    ap.yield %r : tensor<6xf32>
  } : !ap.future<tensor<6xf32>>
  %fs = ap.start {
    %r = ap.reduce_scatter %s on @mesh axes = [0] dim = 0 reduce = sum : tensor<8x8xf32> -> tensor<2x8xf32>
    ap.yield %r : tensor<2x8xf32>
  } : !ap.future<tensor<2x8xf32>>
  %r = ap.wait %fr : !ap.future<tensor<6xf32>>
  %p = tensor.extract_slice %r[0] [4] [1] : tensor<6xf32> to tensor<4xf32>
  %q = tensor.extract_slice %r[4] [2] [1] : tensor<6xf32> to tensor<2xf32>
  %c = ap.wait %fs : !ap.future<tensor<2x8xf32>>
  return %c, %p, %q : tensor<2x8xf32>, tensor<4xf32>, tensor<2xf32>
}

// -----

// A chunk without elements is an empty tensor: the slice at offset 0 of an
// empty dim it was did not verify (ap-fuzz, issue 43).
ap.mesh @mesh(shape = 3, axes = ["x"])

// CHECK-LABEL: func.func @empty_chunk
// CHECK: %[[E:.*]] = tensor.empty() : tensor<0x3xf32>
// CHECK: return %[[E]]
// expected-warning @below {{@empty_chunk no longer computes what it did}}
func.func @empty_chunk(%x: tensor<0x9xf32>) -> tensor<0x3xf32> {
  %y = ap.shard_slice %x on @mesh axes = [0] dim = 1 : tensor<0x9xf32> -> tensor<0x3xf32>
  return %y : tensor<0x3xf32>
}

// -----

// A stage of a pipeline on one rank: its send moves nothing, its receive is
// a tensor of its type.
ap.mesh @mesh(shape = 2, axes = ["pp"])

// CHECK-LABEL: func.func @stage
// CHECK-NOT: ap.send
// CHECK: %[[G:.*]] = tensor.empty() : tensor<2x4xf32>
// CHECK: %[[S:.*]] = arith.addf %[[G]], %{{.*}}
// CHECK: return %[[S]]
// expected-warning @below {{@stage no longer computes what it did}}
func.func @stage(%h: tensor<2x4xf32>) -> tensor<2x4xf32> {
  ap.send %h on @mesh axis = 0 to = 1 : tensor<2x4xf32>
  %g = ap.recv on @mesh axis = 0 from = 1 : tensor<2x4xf32>
  %s = arith.addf %g, %h : tensor<2x4xf32>
  return %s : tensor<2x4xf32>
}
