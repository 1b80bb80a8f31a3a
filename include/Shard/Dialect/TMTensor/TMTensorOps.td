//===- TMTensorOps.td - torch-mlir's tm_tensor ops, for import -*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A stand-in for the two ops of torch-mlir's TMTensor dialect that
// linalg-on-tensors exports contain (`tm_tensor.scatter` and its
// terminator), with torch-mlir's syntax, so that ap-opt and ap-run parse
// exported programs without depending on torch-mlir. ap-import-torch rewrites
// them into upstream ops by name, so it works on torch-mlir's own ops too.
// Registered only by the project's tools (registerTorchImportDialects), never
// by registerAllShardDialects: a compiler that embeds torch-mlir has the
// real dialect.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_TMTENSOR_TMTENSOROPS_TD
#define SHARD_DIALECT_TMTENSOR_TMTENSOROPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::mlir::ap::tmtensor";
  let summary = "Stand-in for torch-mlir's TMTensor ops found in exports";
  let description = [{
    Parses and prints `tm_tensor.scatter` and `tm_tensor.yield` as torch-mlir
    writes them. The ops have no semantics of their own in this project:
    `ap-import-torch` rewrites every `tm_tensor.scatter` into a
    `linalg.generic` (docs/TorchImport.md).
  }];
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<TMTensor_Dialect, mnemonic, traits>;

def TMTensor_ScatterOp : TMTensor_Op<"scatter", [AttrSizedOperandSegments]> {
  let summary = "Scatter updates into a tensor at the given indices";
  let description = [{
    `ins(%updates, %indices)` and `outs(%original)`: for every row `n` of
    `%indices` (of shape [N, K]), the slice `%updates[n]` is combined into
    `%original` at the position whose dims `dimension_map` are
    `%indices[n, :]` by the region (update, original) -> new value.
  }];
  let arguments = (ins Variadic<AnyType>:$inputs, Variadic<AnyType>:$outputs,
                       DenseI64ArrayAttr:$dimension_map,
                       BoolAttr:$unique_indices);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    (`ins` `(` $inputs^ `:` type($inputs) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    $region (`->` type($results)^)?
  }];
}

def TMTensor_YieldOp : TMTensor_Op<"yield", [Terminator]> {
  let summary = "The value a tm_tensor region yields";
  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

#endif // SHARD_DIALECT_TMTENSOR_TMTENSOROPS_TD
