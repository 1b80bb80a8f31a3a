//===- APDialect.td - The ap dialect -----------------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APDIALECT_TD
#define SHARD_DIALECT_AP_IR_APDIALECT_TD

include "mlir/IR/OpBase.td"

def AP_Dialect : Dialect {
  let name = "ap";
  let cppNamespace = "::mlir::ap";
  let summary = "Device meshes, shardings, redistributions and collectives";
  let description = [{
    The `ap` dialect models automatic parallelization of tensor programs over
    an N-D device mesh.

    * `ap.mesh` declares a named mesh (a shape and axis names).
    * `#ap.sharding<@mesh, [...]>` gives one placement per mesh axis:
      `S(d)` (tensor dim `d` is split across the axis), `R` (replicated) or
      `P(sum|avg|max|min)` (each device holds a partial value).
    * Global-view ops (`ap.annotate`, `ap.redistribute`) work on the full
      logical tensor types and carry shardings as attributes.
    * Local-view collectives (`ap.all_gather`, `ap.reduce_scatter`,
      `ap.all_reduce`, `ap.all_to_all`, `ap.shard_slice`) work on the
      per-device tensor types produced by partitioning, over an explicit,
      ordered list of mesh axes.
    * `ap.start` issues a collective without waiting for it; its
      `!ap.future` is waited for by `ap.wait` (docs/Overlap.md).

    The namespace is `ap` rather than `shard` because upstream MLIR already
    registers a dialect named `shard`; see docs/WhyAP.md.

    Shardings may also be attached to operations of other dialects, to
    function arguments and to function results, under the discardable
    attribute name `ap.sharding`; the dialect verifies them there too.

    After partitioning, the arguments and results of a per-device function
    carry `ap.local_sharding`: the value is this device's shard of a global
    tensor with that sharding. The global shape is the local shape times the
    chunk counts, unless the value also carries `ap.global_shape =
    array<i64: ...>`: under uneven sharding every chunk is padded to
    ceil(n / chunks) rows, so the real size n must be written down
    (docs/PlacementModel.md).

    A training step marks its trainable parameters with `ap.param` (a unit
    attribute on function arguments) and the gradient it returns for each
    with `ap.grad_of = N` (on function results: the gradient of argument
    #N, which must be a parameter of the same type; in a per-device
    function, of the same global type, for the two may be laid out
    differently). The auto-sharder keeps a parameter and its gradient in one
    placement.

    A step that also updates its state (`ap-append-optimizer`: parameters,
    optimizer moments, the step count) returns the next value of argument
    #N as a result marked `ap.update_of = N` (of the same type; in a
    per-device function, of the same global type). The auto-sharder keeps
    the two in one placement, so that a training loop feeds the result back
    as the next step's argument as it is (docs/Training.md).

    An integer argument that holds indices (token ids, class labels) says
    which values it takes with `ap.input_range = array<i64: low, high>`
    (inclusive bounds), followed by values outside them it takes too (an
    ignore index: `array<i64: 0, 63, -100>`): ap-run draws its random
    inputs there rather than over the whole range of the type.

    A module whose shardings were planned by ap-auto-shard records the
    target it planned for in `ap.target` (a JSON string, see
    docs/CostModel.md); ap-partition prices redistributions with it.
  }];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute that carries a sharding on ops of other
    /// dialects, function arguments and function results.
    static constexpr ::llvm::StringLiteral getShardingAttrName() {
      return ::llvm::StringLiteral("ap.sharding");
    }
    /// Marks a function argument as a trainable parameter.
    static constexpr ::llvm::StringLiteral getParamAttrName() {
      return ::llvm::StringLiteral("ap.param");
    }
    /// On a function result: the index of the parameter it is the gradient
    /// of.
    static constexpr ::llvm::StringLiteral getGradOfAttrName() {
      return ::llvm::StringLiteral("ap.grad_of");
    }
    /// On a function result: the index of the argument it is the next
    /// value of (a training step's parameter or optimizer state, updated).
    static constexpr ::llvm::StringLiteral getUpdateOfAttrName() {
      return ::llvm::StringLiteral("ap.update_of");
    }
    /// The argument whose placement a function result (with these
    /// attributes) shares: the parameter of a gradient (`ap.grad_of`) or
    /// the argument an update is the next value of (`ap.update_of`).
    static std::optional<int64_t>
    getTiedArgument(::mlir::DictionaryAttr resultAttributes);
    /// On an integer function argument: the inclusive range of the values
    /// it takes, then values outside it (array<i64: low, high, extra...>).
    static constexpr ::llvm::StringLiteral getInputRangeAttrName() {
      return ::llvm::StringLiteral("ap.input_range");
    }
    /// On a function argument: the dim that indexes the examples of the
    /// batch (an i64).
    static constexpr ::llvm::StringLiteral getBatchDimAttrName() {
      return ::llvm::StringLiteral("ap.batch_dim");
    }
    /// The discardable attribute that says how the arguments and results of
    /// a partitioned (per-device) function relate to global tensors.
    static constexpr ::llvm::StringLiteral getLocalShardingAttrName() {
      return ::llvm::StringLiteral("ap.local_sharding");
    }
    /// Next to `ap.local_sharding` where the layout does not divide the
    /// global shape (padded chunks): the global shape (array<i64: ...>).
    static constexpr ::llvm::StringLiteral getGlobalShapeAttrName() {
      return ::llvm::StringLiteral("ap.global_shape");
    }

    /// On a module: the target description (JSON) the shardings were
    /// planned for, so that partitioning prices redistributions alike.
    static constexpr ::llvm::StringLiteral getTargetAttrName() {
      return ::llvm::StringLiteral("ap.target");
    }

    /// On a function ap-auto-shard planned (with `record-predicted-step`): the
    /// predicted step time of its plan in seconds (an f64), which
    /// ap-choose-einsum-form compares.
    static constexpr ::llvm::StringLiteral getPredictedStepAttrName() {
      return ::llvm::StringLiteral("ap.predicted_step");
    }

    /// On a forward op of a training step: what ap-recompute-partition must
    /// do with its results ("must_save", "must_recompute" or
    /// "prefer_recompute").
    static constexpr ::llvm::StringLiteral getRecomputeAttrName() {
      return ::llvm::StringLiteral("ap.recompute");
    }

    /// Registers the attributes; defined in APAttrs.cpp, next to their
    /// storage classes.
    void registerAttributes();
    /// Registers the types (APOps.cpp).
    void registerTypes();
  }];
}

class AP_Op<string mnemonic, list<Trait> traits = []>
    : Op<AP_Dialect, mnemonic, traits>;

#endif // SHARD_DIALECT_AP_IR_APDIALECT_TD
