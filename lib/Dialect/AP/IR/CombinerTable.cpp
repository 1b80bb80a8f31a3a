//===- CombinerTable.cpp - Which collective computes a combiner -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/CombinerTable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ap;

static bool isIntegerElement(Type type) {
  return isa<IntegerType, IndexType>(type);
}

bool mlir::ap::isReductionDefinedOn(ReductionKind kind, Type elementType) {
  // Complex numbers add (and average) componentwise; they have no order.
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return isa<FloatType>(complex.getElementType()) &&
           (kind == ReductionKind::Sum || kind == ReductionKind::Avg);
  bool isFloat = isa<FloatType>(elementType);
  bool isInteger = isIntegerElement(elementType);
  switch (getReductionDomain(kind)) {
  case ReductionDomain::FloatsAndIntegers:
    return isFloat || isInteger;
  case ReductionDomain::Floats:
    return isFloat;
  case ReductionDomain::Integers:
    return isInteger;
  }
  llvm_unreachable("unknown reduction domain");
}

llvm::StringRef mlir::ap::describeReductionDomain(ReductionKind kind) {
  switch (getReductionDomain(kind)) {
  case ReductionDomain::FloatsAndIntegers:
    return kind == ReductionKind::Sum ? "float, integer or complex"
                                      : "float or integer";
  case ReductionDomain::Floats:
    return kind == ReductionKind::Avg ? "float or complex" : "float";
  case ReductionDomain::Integers:
    return "integer";
  }
  llvm_unreachable("unknown reduction domain");
}

std::optional<ReductionKind>
mlir::ap::getCollectiveReduction(Operation *combiner, Type elementType) {
  if (!combiner || combiner->getNumOperands() != 2 ||
      combiner->getNumResults() != 1 ||
      combiner->getResult(0).getType() != elementType)
    return std::nullopt;
  bool isI1 = elementType.isInteger(1);
  using Kind = std::optional<ReductionKind>;
  Kind kind = llvm::TypeSwitch<Operation *, Kind>(combiner)
                  .Case<arith::AddFOp, arith::AddIOp, complex::AddOp>(
                      [](auto) { return ReductionKind::Sum; })
                  .Case([&](arith::XOrIOp) {
                    return isI1 ? Kind(ReductionKind::Sum) : std::nullopt;
                  })
                  .Case<arith::MaximumFOp, arith::MaxSIOp>(
                      [](auto) { return ReductionKind::Max; })
                  .Case<arith::MinimumFOp, arith::MinSIOp>(
                      [](auto) { return ReductionKind::Min; })
                  .Case([](arith::MaxNumFOp) { return ReductionKind::MaxNum; })
                  .Case([](arith::MinNumFOp) { return ReductionKind::MinNum; })
                  .Case([](arith::MaxUIOp) { return ReductionKind::UMax; })
                  .Case([](arith::MinUIOp) { return ReductionKind::UMin; })
                  .Case([&](arith::OrIOp) {
                    return isI1 ? Kind(ReductionKind::UMax) : std::nullopt;
                  })
                  .Case([&](arith::AndIOp) {
                    return isI1 ? Kind(ReductionKind::UMin) : std::nullopt;
                  })
                  .Default([](Operation *) { return std::nullopt; });
  if (kind && !isReductionDefinedOn(*kind, elementType))
    return std::nullopt;
  return kind;
}

bool mlir::ap::isMultiplyAccumulate(Block &block) {
  if (block.getNumArguments() != 3 || block.getOperations().size() != 3)
    return false;
  Operation *terminator = block.getTerminator();
  if (terminator->getNumOperands() != 1)
    return false;
  auto add = terminator->getOperand(0).getDefiningOp<arith::AddFOp>();
  if (!add)
    return false;
  Value acc = block.getArgument(2);
  if (add.getLhs() != acc && add.getRhs() != acc)
    return false;
  Value product = add.getLhs() == acc ? add.getRhs() : add.getLhs();
  auto mul = product.getDefiningOp<arith::MulFOp>();
  if (!mul)
    return false;
  Value lhs = block.getArgument(0), rhs = block.getArgument(1);
  return (mul.getLhs() == lhs && mul.getRhs() == rhs) ||
         (mul.getLhs() == rhs && mul.getRhs() == lhs);
}
