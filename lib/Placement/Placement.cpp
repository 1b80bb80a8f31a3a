//===- Placement.cpp - Per-mesh-axis placements of a tensor ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Placement/Placement.h"

#include "llvm/ADT/StringSwitch.h"

using namespace mlir::ap;

llvm::StringRef mlir::ap::stringifyReductionKind(ReductionKind kind) {
  switch (kind) {
  case ReductionKind::Sum:
    return "sum";
  case ReductionKind::Avg:
    return "avg";
  case ReductionKind::Max:
    return "max";
  case ReductionKind::Min:
    return "min";
  case ReductionKind::UMax:
    return "umax";
  case ReductionKind::UMin:
    return "umin";
  case ReductionKind::MaxNum:
    return "maxnum";
  case ReductionKind::MinNum:
    return "minnum";
  }
  llvm_unreachable("unknown reduction kind");
}

ReductionDomain mlir::ap::getReductionDomain(ReductionKind kind) {
  switch (kind) {
  case ReductionKind::Sum:
  case ReductionKind::Max:
  case ReductionKind::Min:
    return ReductionDomain::FloatsAndIntegers;
  case ReductionKind::Avg:
  case ReductionKind::MaxNum:
  case ReductionKind::MinNum:
    return ReductionDomain::Floats;
  case ReductionKind::UMax:
  case ReductionKind::UMin:
    return ReductionDomain::Integers;
  }
  llvm_unreachable("unknown reduction kind");
}

std::optional<ReductionKind>
mlir::ap::symbolizeReductionKind(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<ReductionKind>>(name)
      .Case("sum", ReductionKind::Sum)
      .Case("avg", ReductionKind::Avg)
      .Case("max", ReductionKind::Max)
      .Case("min", ReductionKind::Min)
      .Case("umax", ReductionKind::UMax)
      .Case("umin", ReductionKind::UMin)
      .Case("maxnum", ReductionKind::MaxNum)
      .Case("minnum", ReductionKind::MinNum)
      .Default(std::nullopt);
}

void Placement::print(llvm::raw_ostream &os) const {
  switch (kind) {
  case PlacementKind::Replicate:
    os << "R";
    return;
  case PlacementKind::Shard:
    os << "S(" << dim << ")";
    return;
  case PlacementKind::Partial:
    os << "P(" << stringifyReductionKind(reduction) << ")";
    return;
  }
}
