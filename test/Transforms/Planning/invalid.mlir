// Every diagnostic ap-auto-shard emits. program.mlir holds what the program
// itself gets wrong (run with the default options: h100, 80 GB per device);
// the other sections need an option of their own. Errors about the module
// (options, meshes, the target) are reported at its location, hence the
// explicit `module` ops.
//
// Not reachable from a test: "no sharding strategy divides its shapes"
// (every op, argument and result has the replicated strategy); "every plan
// is forbidden by the annotations" and, for an ap.redistribute, "no
// sequence of collectives the cost model allows turns ..." (a target's
// prices are finite, target-invalid.mlir: every change of layout has a
// finite cost, so an annotation the strategies allow can be reached); and
// CBC's own failures, "CBC found no plan within the time limit" (the dual
// bound seeds CBC with a plan, which it falls back on) and "CBC stopped
// without a plan".
//
// RUN: split-file %s %t
// RUN: ap-opt %t/program.mlir --ap-auto-shard -split-input-file -verify-diagnostics
//
// RUN: ap-opt %t/unknown-mesh.mlir --ap-auto-shard=mesh=other -verify-diagnostics
// RUN: not ap-opt %t/unknown-target.mlir --ap-auto-shard=target=tpu 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not ap-opt %t/unknown-solver.mlir --ap-auto-shard=solver=ilp 2>&1 | FileCheck %s --check-prefix=SOLVER
// RUN: ap-opt %t/target-json-key.mlir --ap-auto-shard='target-json={"peak_flop":{"f32":1e9}}' -verify-diagnostics
// RUN: ap-opt %t/target-json-syntax.mlir --ap-auto-shard='target-json={"kernel_floor":}' -verify-diagnostics
// RUN: ap-opt %t/target-json-value.mlir --ap-auto-shard='target-json={"memory_bandwidth":-1}' -verify-diagnostics
// RUN: ap-opt %t/target-file-missing.mlir --ap-auto-shard=target-file=%t/missing.json -verify-diagnostics
// RUN: ap-opt %t/target-file-value.mlir --ap-auto-shard=target-file=%t/bad-target.json -verify-diagnostics
// RUN: ap-opt %t/axis-links.mlir --ap-auto-shard='target-json={"axis_links":[{"bandwidth":1e9},{"bandwidth":1e9}]}' -verify-diagnostics
// RUN: ap-opt %t/summary.mlir --ap-auto-shard=summary=%t/missing/plan.txt -verify-diagnostics
// RUN: ap-opt %t/budget.mlir --ap-auto-shard=memory-budget=0.5 -verify-diagnostics
// RUN: ap-opt %t/exhaustive.mlir --ap-auto-shard=solver=exhaustive -verify-diagnostics

//--- program.mlir

// expected-error @below {{ap-auto-shard: the module declares no ap.mesh}}
module {
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

// -----

// expected-error @below {{ap-auto-shard: the module declares several meshes; pick one with mesh=}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  ap.mesh @other(shape = 2x2, axes = ["a", "b"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @branches cannot be auto-sharded: only single-block functions are supported}}
func.func @branches(%x: tensor<8xf32>) -> tensor<8xf32> {
  cf.br ^next
^next:
  return %x : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @dynamic_argument cannot be auto-sharded: argument #1 has a dynamic shape, which is not supported yet}}
func.func @dynamic_argument(%n: index, %x: tensor<?x8xf32>) -> index {
  return %n : index
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @dynamic_result cannot be auto-sharded: result #1 has a dynamic shape, which is not supported yet}}
func.func @dynamic_result(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<?xf32>) {
  %0 = tensor.cast %x : tensor<8xf32> to tensor<?xf32>
  return %x, %0 : tensor<8xf32>, tensor<?xf32>
}

// -----

// An op with regions whose operands and results are scalars (its body may
// still read tensors).
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @control_flow(%c: i1, %x: tensor<8xf32>) -> f32 {
  // expected-error @below {{'scf.if' op cannot be auto-sharded: ops with regions (control flow) are not supported yet}}
  %0 = scf.if %c -> f32 {
    %i = arith.constant 0 : index
    %v = tensor.extract %x[%i] : tensor<8xf32>
    scf.yield %v : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  return %0 : f32
}

// -----

// A scheduled collective (ap-auto-parallel's output, per-device code): its
// own diagnostic, not the one of control flow (issue 43).
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @scheduled(%w: tensor<8x2xf32>) -> tensor<8x8xf32> {
  // expected-error @below {{'ap.start' op cannot be auto-sharded: a scheduled collective is per-device code; ap-auto-shard plans the global program (before ap-partition)}}
  %f = ap.start {
    %g = ap.all_gather %w on @mesh axes = [0] dim = 1 : tensor<8x2xf32> -> tensor<8x8xf32>
    ap.yield %g : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %g = ap.wait %f : !ap.future<tensor<8x8xf32>>
  return %g : tensor<8x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func private @callee(tensor<8xf32>) -> tensor<8xf32>
func.func @call(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{'func.call' op cannot be auto-sharded: there is no sharding rule for this op}}
  %0 = func.call @callee(%x) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Ops with a rule whose strategies cannot be enumerated.
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @dynamic_empty(%n: index) {
  // expected-error @below {{'tensor.empty' op cannot be auto-sharded: dynamic shapes are not supported yet}}
  %0 = tensor.empty(%n) : tensor<?xf32>
  return
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @dynamic_offset(%x: tensor<8x8xf32>, %i: index) -> tensor<2x8xf32> {
  // expected-error @below {{'tensor.extract_slice' op cannot be auto-sharded: dynamic offsets, sizes or strides are not supported yet}}
  %0 = tensor.extract_slice %x[%i, 0] [2, 8] [1, 1] : tensor<8x8xf32> to tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @buffers(%x: memref<8xf32>, %y: memref<8xf32>) {
  // expected-error @below {{'linalg.copy' op cannot be auto-sharded: only linalg ops on tensors are supported}}
  linalg.copy ins(%x : memref<8xf32>) outs(%y : memref<8xf32>)
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @captured_tensor(%x: tensor<8xf32>, %t: tensor<4xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  // expected-error @below {{'linalg.generic' op cannot be auto-sharded: its body uses a tensor defined outside of it}}
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

// Annotations no strategy meets: arguments and results are never partial
// sums, and a slice that takes part of a dim cannot keep it sharded.
ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @partial_argument cannot be auto-sharded: no sharding strategy of argument #0 gives the annotated layout}}
func.func @partial_argument(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>}) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @partial_result cannot be auto-sharded: no sharding strategy of result #0 gives the annotated layout}}
func.func @partial_result(%x: tensor<8xf32>) -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>}) {
  return %x : tensor<8xf32>
}

// -----

ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @sliced_dim(%x: tensor<8x8xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{'tensor.extract_slice' op cannot be auto-sharded: no sharding strategy of tensor.extract_slice at loc(}}
  %0 = tensor.extract_slice %x[2, 0] [4, 8] [1, 1] {ap.sharding = #ap.sharding<@mesh, [S(0)]>} : tensor<8x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// A parameter and its gradient share one placement, so their pins must
// agree (a gradient's pin alone pins its parameter).
ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @train_step cannot be auto-sharded: argument #0 is pinned to [S(0)] but its gradient (result #1) is pinned to [S(1)]; an argument and its gradient or update share a placement}}
func.func @train_step(%w: tensor<8x8xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8x8xf32>, tensor<8x8xf32> {ap.grad_of = 0, ap.sharding = #ap.sharding<@mesh, [S(1)]>}) {
  return %w, %w : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// Memory: a parameter takes 16 bytes per f32 element (itself, its gradient
// and Adam's two moments). %w (2^32 elements, 68.72 GB) is pinned
// replicated, %v (2^31 elements) through its gradient: 68.72 + 34.36 GB,
// over the 80 GB of an h100. Split 4 ways, they would take a quarter.
ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @pinned_too_big cannot be auto-sharded within the memory budget of 80.00 GB per device: the least any plan needs is 103.08 GB}}
// expected-note @below {{the annotation of argument #0 adds 51.54 GB over its least sharded layout}}
// expected-note @below {{the annotation of argument #1 adds 25.77 GB over its least sharded layout}}
func.func @pinned_too_big(%w: tensor<65536x65536xf32> {ap.param, ap.sharding = #ap.sharding<@mesh, [R]>},
                          %v: tensor<32768x65536xf32> {ap.param})
    -> (tensor<65536x65536xf32> {ap.grad_of = 0},
        tensor<32768x65536xf32> {ap.grad_of = 1, ap.sharding = #ap.sharding<@mesh, [R]>}) {
  return %w, %v : tensor<65536x65536xf32>, tensor<32768x65536xf32>
}

// -----

// 2^34 elements of parameter are 274.88 GB, still 137.44 GB split 2 ways.
ap.mesh @mesh(shape = 2, axes = ["x"])
// expected-error @below {{function @too_big cannot be auto-sharded within the memory budget of 80.00 GB per device: the least any plan needs is 137.44 GB}}
// expected-note @below {{raise memory-budget, use a larger mesh, or shard the inputs}}
func.func @too_big(%w: tensor<131072x131072xf32> {ap.param}) -> (tensor<131072x131072xf32> {ap.grad_of = 0}) {
  return %w : tensor<131072x131072xf32>
}

//--- unknown-mesh.mlir

// expected-error @below {{ap-auto-shard: there is no ap.mesh @other}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- unknown-target.mlir

// Presets and solvers are enum options: the option parser names the value.
// TARGET: for the --target option: Cannot find option named 'tpu'!
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- unknown-solver.mlir

// SOLVER: for the --solver option: Cannot find option named 'ilp'!
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- target-json-key.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: unknown key 'peak_flop'}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- target-json-syntax.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: [1:17, byte=17]: Invalid JSON value}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- target-json-value.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: 'memory_bandwidth' must be a non-negative number}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- target-file-missing.mlir

// expected-error @below {{ap-auto-shard: cannot read target-file: cannot open input file}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- bad-target.json
{"peak_flops": {"f32": "fast"}}

//--- target-file-value.mlir

// The message starts with the file's name.
// expected-error @below {{bad-target.json: target description: 'peak_flops.f32' must be a non-negative number}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- axis-links.mlir

// expected-error @below {{ap-auto-shard: the target gives 2 axis_links but @mesh has 1 axes}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- summary.mlir

ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @f cannot write the plan summary: cannot open output file}}
func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

//--- budget.mlir

// memory-budget (GB) instead of the target's capacity: 2^28 elements of
// parameter are 4.29 GB, 1.07 GB split 4 ways.
ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @below {{function @f cannot be auto-sharded within the memory budget of 500.00 MB per device: the least any plan needs is 1.07 GB}}
// expected-note @below {{raise memory-budget, use a larger mesh, or shard the inputs}}
func.func @f(%w: tensor<16384x16384xf32> {ap.param}) -> (tensor<16384x16384xf32> {ap.grad_of = 0}) {
  return %w : tensor<16384x16384xf32>
}

//--- exhaustive.mlir

// The exhaustive solver tries at most 10^7 assignments: on a 2x2 mesh, a
// chain of five ops between an argument and a result has over 10^8.
ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
// expected-error @below {{assignments are too many to try (limit 10000000)}}
func.func @chain(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = arith.negf %x : tensor<8x8xf32>
  %1 = arith.negf %0 : tensor<8x8xf32>
  %2 = arith.negf %1 : tensor<8x8xf32>
  %3 = arith.negf %2 : tensor<8x8xf32>
  %4 = arith.negf %3 : tensor<8x8xf32>
  return %4 : tensor<8x8xf32>
}
