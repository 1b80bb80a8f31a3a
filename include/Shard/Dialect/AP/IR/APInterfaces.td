//===- APInterfaces.td - Interfaces of the ap dialect ------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APINTERFACES_TD
#define SHARD_DIALECT_AP_IR_APINTERFACES_TD

include "mlir/IR/OpBase.td"

def AP_CollectiveOpInterface : OpInterface<"CollectiveOpInterface"> {
  let cppNamespace = "::mlir::ap";
  let description = [{
    A local-view collective over the group of devices formed by an ordered
    list of axes of a mesh (first axis most significant in the group index).
    Every collective verifies its axes and shapes against the mesh through
    this interface, with one shared implementation.
  }];
  let methods = [
    InterfaceMethod<
      /*desc=*/"The mesh the group lives on.",
      /*retTy=*/"::mlir::FlatSymbolRefAttr",
      /*methodName=*/"getMeshAttr">,
    InterfaceMethod<
      /*desc=*/"The mesh axes forming the group, major to minor.",
      /*retTy=*/"::llvm::ArrayRef<int64_t>",
      /*methodName=*/"getMeshAxes">,
    InterfaceMethod<
      /*desc=*/[{Checks the operand and result shapes for a group of
        `groupSize` devices; emits an error and fails if they do not fit.}],
      /*retTy=*/"::llvm::LogicalResult",
      /*methodName=*/"verifyShapesForGroupSize",
      /*args=*/(ins "int64_t":$groupSize)>,
    InterfaceMethod<
      /*desc=*/[{What the collective is to its consumers (the cost model,
        the collective passes, the runtime lowering, ap-run's traffic
        count): its step kind, the dims it works on and its reduction.}],
      /*retTy=*/"::mlir::ap::CollectiveInfo",
      /*methodName=*/"getCollectiveInfo">,
  ];
}

#endif // SHARD_DIALECT_AP_IR_APINTERFACES_TD
