//===- RuntimeCalls.h - What lowerings to runtime calls share ---*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-lower-to-runtime (collectives) and ap-lower-contractions-to-gemm both
// replace a tensor op by a call of the runtime's C ABI on memrefs
// (RuntimeABI.h names the entry points): the element-type suffix, the
// declaration, and the strided buffer an operand is read through live here,
// with the pairs view of complex tensors that the runtime, the host and
// IREE's constants share.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CONVERSION_RUNTIMECALLS_H
#define SHARD_CONVERSION_RUNTIMECALLS_H

#include "Shard/Runtime/RuntimeABI.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <optional>
#include <string>

namespace mlir {
namespace ap {

/// The runtime's element type of `type` (f16, bf16, f32, f64, i1 ... i64,
/// complex<f32>, complex<f64>), or none if the runtime has no entry points
/// for it.
std::optional<runtime::abi::ElementType> getRuntimeElementType(Type type);

/// The runtime's name for an element type (one of
/// runtime::abi::kElementSuffixes), or "" if it has none.
std::string getRuntimeTypeSuffix(Type type);

/// The declaration of the runtime function `name` in `module` (private,
/// with llvm.emit_c_interface), created at the module's end if missing.
func::FuncOp getOrDeclareRuntimeFunction(OpBuilder &builder, ModuleOp module,
                                         StringRef name, FunctionType type);

/// The pairs view of a tensor type, as the runtime and the host hold complex
/// tensors: itself, or for a complex tensor its components, with a last dim
/// of 2 (real, imaginary).
RankedTensorType getComplexPairsType(Type tensorType);

/// Converts between a complex tensor and its pairs view (`to` is either),
/// with one linalg.generic: complex.create from the pairs, or complex.re /
/// complex.im into them.
Value convertComplexPairs(OpBuilder &builder, Location loc, Value value,
                          RankedTensorType to);

/// A read-only view of `tensor`'s buffer with fully dynamic strides and
/// offset: the operand may live in any buffer (a slice of another, say),
/// and the runtime reads any strides.
Value getStridedReadBuffer(OpBuilder &builder, Location loc, Value tensor);

} // namespace ap
} // namespace mlir

#endif // SHARD_CONVERSION_RUNTIMECALLS_H
