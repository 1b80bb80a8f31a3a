//===- ShardingRuleOpInterface.td - One home per op family -*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_SHARDING_SHARDINGRULEOPINTERFACE_TD
#define SHARD_SHARDING_SHARDINGRULEOPINTERFACE_TD

include "mlir/IR/OpBase.td"

def ShardingRuleOpInterface : OpInterface<"ShardingRuleOpInterface"> {
  let cppNamespace = "::mlir::ap";
  let description = [{
    How an op is sharded: the one place that states, for an op family,
    which layouts its operands and results may take and what each choice
    costs (the strategies ap-auto-shard chooses from), and how a choice is
    realized as per-device code (what ap-partition emits). Ops of other
    dialects get it through external models, one file per family in
    lib/Sharding/Rules, registered from its one list, Rules/Rules.def
    (docs/ShardingRules.md has the table of families). An op without it
    cannot be sharded, and both passes say so at the op.
  }];
  let methods = [
    InterfaceMethod<
      /*desc=*/[{Every strategy of the op on the context's mesh (operand and
        result layouts with the kernel's time), deduplicated, in a
        deterministic order; fails with `reason` set when the op cannot be
        sharded (dynamic shapes, bodies capturing tensors, ...).}],
      /*retTy=*/"::llvm::FailureOr<std::vector<::mlir::ap::ShardingStrategy>>",
      /*methodName=*/"getShardingStrategies",
      /*args=*/(ins "const ::mlir::ap::StrategyContext &":$context,
                    "std::string &":$reason)>,
    InterfaceMethod<
      /*desc=*/[{Emits the per-device form of the op at the state's insertion
        point: picks the layouts (the result annotations first, then what
        the operands already have), fetches the operands in them through
        the state (which emits the redistributions) and defines the
        results. Emits a located diagnostic and fails when it cannot.}],
      /*retTy=*/"::llvm::LogicalResult",
      /*methodName=*/"partition",
      /*args=*/(ins "::mlir::ap::PartitionState &":$state)>,
    InterfaceMethod<
      /*desc=*/[{Whether the op's result is a data-free source (Sources.h):
        a value built where it is needed, in the layout its consumer wants,
        instead of moved (tensor.empty, splat constants, fills of sources),
        and of which kind. `kindOf` gives the kind of the value an operand
        holds. Ops that compute data keep the default, SourceKind::None.}],
      /*retTy=*/"::mlir::ap::SourceKind",
      /*methodName=*/"getSourceKind",
      /*args=*/(ins "::llvm::function_ref<::mlir::ap::SourceKind(::mlir::Value)>":$kindOf),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ return ::mlir::ap::SourceKind::None; }]>,
    InterfaceMethod<
      /*desc=*/[{Builds a source's per-device value in `layout` at the
        state's insertion point (rematerializing its source operands through
        the state), or returns null when it cannot be built in that layout
        (canBuildSourceIn) or the op is no source.}],
      /*retTy=*/"::mlir::Value",
      /*methodName=*/"rematerialize",
      /*args=*/(ins "::mlir::ap::PartitionState &":$state,
                    "const ::mlir::ap::ShardingLayout &":$layout),
      /*methodBody=*/"",
      /*defaultImplementation=*/[{ return ::mlir::Value(); }]>,
  ];
}

#endif // SHARD_SHARDING_SHARDINGRULEOPINTERFACE_TD
