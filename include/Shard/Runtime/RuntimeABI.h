//===- RuntimeABI.h - Names of the runtime's entry points -------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one home of the names that ap-lower-to-runtime emits calls to and the
// collective runtime defines (CollectiveRuntime.h documents their
// signatures): a collective's entry point is `<collective>_<suffix>`, and
// the JIT resolves it under MLIR's C-interface name
// `_mlir_ciface_<collective>_<suffix>`. Reduction codes are ReductionKind's
// values (Shard/Placement/Placement.h). Header-only: the conversion and the
// runtime both include it, neither links the other.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_RUNTIMEABI_H
#define SHARD_RUNTIME_RUNTIMEABI_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>

namespace mlir {
namespace ap {
namespace runtime {
namespace abi {

inline constexpr llvm::StringLiteral kAllGather = "ap_rt_all_gather";
inline constexpr llvm::StringLiteral kReduceScatter = "ap_rt_reduce_scatter";
inline constexpr llvm::StringLiteral kAllReduce = "ap_rt_all_reduce";
inline constexpr llvm::StringLiteral kAllToAll = "ap_rt_all_to_all";
/// Collectives, each with one entry point per element type.
inline constexpr llvm::StringLiteral kCollectives[] = {
    kAllGather, kReduceScatter, kAllReduce, kAllToAll};

/// A collective in flight (docs/Overlap.md): `<collective>_start_<suffix>`
/// issues it on the rank's communication stream and returns a ticket;
/// `ap_rt_wait_<suffix>(ticket, operand)` waits for it.
inline constexpr llvm::StringLiteral kStartInfix = "_start";
inline constexpr llvm::StringLiteral kWait = "ap_rt_wait";

/// The calling rank's index in its group: one entry point, no suffix.
inline constexpr llvm::StringLiteral kGroupIndex = "ap_rt_group_index";

/// Point to point (the stages of a pipeline): `ap_rt_send_<ty>(in,
/// meshShape, axes, peer)` and `ap_rt_recv_<ty>(out, meshShape, axes,
/// peer)`, `axes` one mesh axis and `peer` the other device's coordinate on
/// it (every other coordinate the calling device's).
inline constexpr llvm::StringLiteral kSend = "ap_rt_send";
inline constexpr llvm::StringLiteral kRecv = "ap_rt_recv";
inline constexpr llvm::StringLiteral kPointToPoint[] = {kSend, kRecv};

/// Element types with entry points, by suffix: f16, bf16, f32, f64, i1,
/// i8, i16, i32, i64, cf32 (complex<f32>), cf64 (complex<f64>).
inline constexpr llvm::StringLiteral kElementSuffixes[] = {
    "f16", "bf16", "f32", "f64",  "i1",  "i8",
    "i16", "i32",  "i64", "cf32", "cf64"};

/// The element types with entry points, in kElementSuffixes' order: how
/// the runtime names an operand's type to a backend's library collectives
/// (CollectiveBackend::NativeCall).
enum class ElementType : uint8_t {
  F16,
  BF16,
  F32,
  F64,
  I1,
  I8,
  I16,
  I32,
  I64,
  CF32,
  CF64
};
static_assert(std::size(kElementSuffixes) ==
                  static_cast<size_t>(ElementType::CF64) + 1,
              "one ElementType per suffix");

/// The suffix of `type`'s entry points ("f32", "cf64", ...).
inline llvm::StringRef getSuffix(ElementType type) {
  return kElementSuffixes[static_cast<size_t>(type)];
}

/// C = A.B of a contraction (Shard/Runtime/Gemm.h), one entry point per
/// element type in kGemmElementSuffixes.
inline constexpr llvm::StringLiteral kGemm = "ap_rt_gemm";
inline constexpr llvm::StringLiteral kGemmElementSuffixes[] = {"f16", "bf16",
                                                               "f32", "f64"};

/// The prefix of the symbols MLIR's C interface (llvm.emit_c_interface)
/// calls.
inline constexpr llvm::StringLiteral kCInterfacePrefix = "_mlir_ciface_";

/// The symbol the JIT looks `entryPoint` up under (kCInterfacePrefix +
/// entryPoint), as the runtime registers it.
inline std::string getCInterfaceSymbol(llvm::StringRef entryPoint) {
  return (llvm::Twine(kCInterfacePrefix) + entryPoint).str();
}

/// `<collective>_<suffix>`: the function the lowered program declares.
inline std::string getEntryPoint(llvm::StringRef collective,
                                 llvm::StringRef suffix) {
  return (llvm::Twine(collective) + "_" + suffix).str();
}

/// `<collective>_start_<suffix>`: the function that starts `collective`.
inline std::string getStartEntryPoint(llvm::StringRef collective,
                                      llvm::StringRef suffix) {
  return getEntryPoint((llvm::Twine(collective) + kStartInfix).str(), suffix);
}

} // namespace abi
} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_RUNTIMEABI_H
