//===- RecomputePolicy.h - Forward/backward split policies ------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-recompute-partition saves for the backward, and what
// ap-auto-shard's memory term and ap-auto-parallel assume it saves.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_RECOMPUTEPOLICY_H
#define SHARD_TRANSFORMS_RECOMPUTEPOLICY_H

#include "llvm/Support/CommandLine.h"

namespace mlir {
namespace ap {

/// ap-recompute-partition's policies (docs/Recompute.md).
enum class RecomputePolicy {
  /// Anything but contractions, collectives and impure ops may be
  /// recomputed; the minimum cut decides.
  MinCut,
  /// Selective activation checkpointing: every other contraction's output
  /// is saved, everything else recomputed.
  Selective,
  /// Every forward value the backward reads is saved, nothing recomputed
  /// (what a joint function that is not split keeps alive).
  SaveAll,
};

/// A policy's option spelling: "min-cut", "sac", "save-all".
inline llvm::StringRef getRecomputePolicyName(RecomputePolicy policy) {
  static const llvm::StringRef kNames[] = {"min-cut", "sac", "save-all"};
  return kNames[static_cast<size_t>(policy)];
}

/// The policies' option values (getRecomputePolicyName's spellings), for
/// every option that names one (ap-recompute-partition's `policy`,
/// ap-auto-shard's `recompute`, ap-auto-parallel's `recompute`).
inline llvm::cl::ValuesClass getRecomputePolicyOptionValues() {
  auto value = [](RecomputePolicy policy, llvm::StringRef description) {
    return llvm::cl::OptionEnumValue{getRecomputePolicyName(policy),
                                     static_cast<int>(policy), description};
  };
  return llvm::cl::ValuesClass(
      {value(RecomputePolicy::MinCut,
             "anything but contractions, collectives and impure ops, "
             "where the cut finds it cheaper"),
       value(RecomputePolicy::Selective,
             "selective activation checkpointing: save every other "
             "contraction's output, recompute the rest"),
       value(RecomputePolicy::SaveAll,
             "save every forward value the backward reads, recompute "
             "nothing")});
}

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_RECOMPUTEPOLICY_H
