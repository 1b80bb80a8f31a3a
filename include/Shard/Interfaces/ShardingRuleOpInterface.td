//===- ShardingRuleOpInterface.td - One home per op family -*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_INTERFACES_SHARDINGRULEOPINTERFACE_TD
#define SHARD_INTERFACES_SHARDINGRULEOPINTERFACE_TD

include "mlir/IR/OpBase.td"

def ShardingRuleOpInterface : OpInterface<"ShardingRuleOpInterface"> {
  let cppNamespace = "::mlir::ap";
  let description = [{
    How an op is sharded: the one place that states, for an op family,
    which layouts its operands and results may take and what each choice
    costs (the strategies ap-auto-shard chooses from), and how a choice is
    realized as per-device code (what ap-partition emits). Ops of other
    dialects get it through external models (ShardingRuleModels.h registers
    the project's: linalg structured ops and elementwise arith/math ops on
    tensors through one loop rule, tensor reshapes, slices, concatenation,
    empty tensors and constants). An op without it cannot be sharded, and
    both passes say so at the op.
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
  ];
}

#endif // SHARD_INTERFACES_SHARDINGRULEOPINTERFACE_TD
