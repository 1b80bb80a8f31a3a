//===- Sources.cpp - Values built where they are needed -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Sharding/Sources.h"

#include "mlir/IR/Matchers.h"

#include <cassert>

using namespace mlir;
using namespace mlir::ap;

bool mlir::ap::isZeroScalar(Attribute scalar) {
  return matchPattern(scalar, m_AnyZeroFloat()) ||
         matchPattern(scalar, m_Zero());
}

bool mlir::ap::isZeroScalar(Value scalar) {
  return matchPattern(scalar, m_AnyZeroFloat()) ||
         matchPattern(scalar, m_Zero());
}

SourceKind mlir::ap::getSplatSourceKind(Attribute scalar) {
  return isZeroScalar(scalar) ? SourceKind::Zero : SourceKind::Splat;
}

SourceKind mlir::ap::getSplatSourceKind(Value scalar) {
  return isZeroScalar(scalar) ? SourceKind::Zero : SourceKind::Splat;
}

/// Whether a source of `kind` is a valid partial value of `reduction`.
static bool startsPartial(SourceKind kind, ReductionKind reduction) {
  return kind == SourceKind::Zero ||
         (kind == SourceKind::Splat && isIdempotentReduction(reduction));
}

bool mlir::ap::canBuildSourceIn(SourceKind kind, const ShardingLayout &layout) {
  if (kind != SourceKind::Splat && kind != SourceKind::Zero)
    return false;
  return llvm::all_of(layout.getPlacements(), [&](const Placement &placement) {
    return !placement.isPartial() ||
           startsPartial(kind, placement.getReduction());
  });
}

ShardingLayout mlir::ap::getSourceLayout(SourceKind kind,
                                         const ShardingLayout &wanted,
                                         int64_t rank) {
  int64_t meshRank = wanted.getPlacements().size();
  if (kind == SourceKind::Replicated)
    return ShardingLayout(
        SmallVector<Placement>(meshRank, Placement::replicate()));
  SmallVector<std::pair<int64_t, ReductionKind>> partialAxes;
  for (auto [axis, reduction] : getPartials(wanted))
    if (startsPartial(kind, reduction))
      partialAxes.push_back({axis, reduction});
  FailureOr<ShardingLayout> layout =
      buildLayout(meshRank, getDimAxes(wanted, rank), partialAxes);
  assert(succeeded(layout) && "dropping partial axes keeps a layout valid");
  return *layout;
}
