//===- Passes.td - Passes on ap programs -------------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The passes that work on ap programs, grouped by pipeline phase. Lowering
// passes live in Shard/Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_TRANSFORMS_PASSES_TD
#define SHARD_DIALECT_AP_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Partition phase: global view -> per-device view
//===----------------------------------------------------------------------===//

def APPartition : Pass<"ap-partition", "mlir::ModuleOp"> {
  let summary = "Turn a sharded global program into per-device code";
  let description = [{
    Rewrites every function whose values carry shardings (see
    docs/Partitioning.md) into the program one device runs: tensor types
    become per-device types, each op computes its local part, and every
    change of layout (`ap.redistribute`, an `ap.annotate` that differs from
    the producer, an operand an op needs in another layout, a result the
    function returns in another layout) becomes the cheapest sequence of
    collectives found by the redistribution planner.

    Shardings come from `ap.sharding` on function arguments and results and
    on ops, and from `ap.annotate`; values without one are replicated.
    Arguments and results of the partitioned function carry
    `ap.local_sharding`. Ops and layouts it cannot partition are reported
    with a diagnostic naming the op and the reason.

    Before (2x4 mesh):
    ```mlir
    func.func @f(%x: tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                 %w: tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
        -> (tensor<8x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
      %y = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}
          ins(%x, %w : ...) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
      return %y : tensor<8x32xf32>
    }
    ```
    After:
    ```mlir
    func.func @f(%x: tensor<4x64xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>},
                 %w: tensor<16x32xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, S(0)]>})
        -> (tensor<4x32xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>}) {
      %xs = ap.shard_slice %x on @mesh axes = [1] dim = 1 : tensor<4x64xf32> -> tensor<4x16xf32>
      %y = linalg.matmul ins(%xs, %w : ...) outs(%init : tensor<4x32xf32>) -> tensor<4x32xf32>
      %r = ap.all_reduce %y on @mesh axes = [1] reduce = sum : tensor<4x32xf32>
      return %r : tensor<4x32xf32>
    }
    ```
  }];
  let dependentDialects = [
    "mlir::ap::APDialect",
    "mlir::arith::ArithDialect",
    "mlir::linalg::LinalgDialect",
    "mlir::tensor::TensorDialect",
  ];
}

def APEraseShardings : Pass<"ap-erase-shardings", "mlir::ModuleOp"> {
  let summary = "Drop every sharding from a global program";
  let description = [{
    Returns a sharded global program to the single-device program it
    describes: `ap.annotate` and `ap.redistribute` (identities on global
    values) are replaced by their operands, and every `ap.sharding`
    attribute is removed, as are meshes that nothing uses any more. ap-run
    applies it to run a global program as the reference.
  }];
}

#endif // SHARD_DIALECT_AP_TRANSFORMS_PASSES_TD
