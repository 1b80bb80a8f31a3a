//===- APTypes.td - Types of the ap dialect ----------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APTYPES_TD
#define SHARD_DIALECT_AP_IR_APTYPES_TD

include "Shard/Dialect/AP/IR/APDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypes.td"

class AP_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<AP_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def AP_FutureType : AP_Type<"Future", "future"> {
  let summary = "The result of a collective that is still in flight";
  let description = [{
    What `ap.start` returns: a collective has been issued and its result,
    a tensor of `valueType`, is not yet available; `ap.wait` gives it. A
    future lives in one block between its start and its one wait
    (docs/Overlap.md).

    ```mlir
    !ap.future<tensor<8x4096xbf16>>
    ```
  }];
  let parameters = (ins "::mlir::RankedTensorType":$valueType);
  let assemblyFormat = "`<` $valueType `>`";
}

#endif // SHARD_DIALECT_AP_IR_APTYPES_TD
