//===- AttentionPattern.cpp - The labels and small matchers ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "AttentionPattern.h"

#include "Shard/Dialect/AP/IR/CombinerTable.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::attention;

/// The positions of `map`'s dim results: a result that is the constant 0
/// reads a unit dim (PyTorch's keepdim and broadcast forms) and has no
/// label. Labels always describe the other dims, in order.
static SmallVector<unsigned> getDimPositions(AffineMap map) {
  SmallVector<unsigned> positions;
  for (AffineExpr expr : map.getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(expr))
      positions.push_back(dim.getPosition());
  return positions;
}

std::optional<SmallVector<Labels>>
attention::labelLoops(linalg::GenericOp op,
                      ArrayRef<std::optional<Labels>> known, int64_t *next) {
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (auto [index, map] : llvm::enumerate(maps)) {
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/true) ||
        map.getNumSymbols() != 0)
      return std::nullopt;
    // A constant result must read a unit dim.
    auto type = cast<ShapedType>(op->getOperand(index).getType());
    for (auto [dim, expr] : llvm::enumerate(map.getResults()))
      if (isa<AffineConstantExpr>(expr) && type.getDimSize(dim) != 1)
        return std::nullopt;
  }
  SmallVector<int64_t> loopLabel(op.getNumLoops(), -1);
  for (auto [index, labels] : llvm::enumerate(known)) {
    if (!labels)
      continue;
    SmallVector<unsigned> positions = getDimPositions(maps[index]);
    if (labels->size() != positions.size())
      return std::nullopt;
    for (auto [position, label] : llvm::zip_equal(positions, *labels)) {
      int64_t &slot = loopLabel[position];
      if (slot != -1 && slot != label)
        return std::nullopt;
      slot = label;
    }
  }
  for (int64_t &label : loopLabel) {
    if (label != -1)
      continue;
    if (!next)
      return std::nullopt;
    label = (*next)++;
  }
  // Two loops with one label would be a diagonal.
  SmallVector<int64_t> sorted(loopLabel);
  llvm::sort(sorted);
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    return std::nullopt;
  SmallVector<Labels> result;
  for (AffineMap map : maps) {
    Labels labels;
    for (unsigned position : getDimPositions(map))
      labels.push_back(loopLabel[position]);
    result.push_back(std::move(labels));
  }
  return result;
}

SmallVector<int64_t> attention::getLoopLabels(linalg::GenericOp op,
                                              ArrayRef<Labels> operandLabels) {
  SmallVector<int64_t> loopLabel(op.getNumLoops(), -1);
  for (auto [map, labels] :
       llvm::zip_equal(op.getIndexingMapsArray(), operandLabels))
    for (auto [position, label] : llvm::zip_equal(getDimPositions(map), labels))
      loopLabel[position] = label;
  return loopLabel;
}

linalg::GenericOp attention::matchGeneric(Value value, unsigned inputs) {
  auto op = value.getDefiningOp<linalg::GenericOp>();
  if (!op || op.getNumDpsInputs() != inputs || op.getNumDpsInits() != 1 ||
      !op.hasPureTensorSemantics())
    return {};
  return op;
}

linalg::GenericOp attention::matchContraction(Value value) {
  linalg::GenericOp op = matchGeneric(value, 2);
  if (!op || !isMultiplyAccumulate(*op.getBody()) ||
      !isFilledWith(op.getDpsInits().front(), m_AnyZeroFloat()))
    return {};
  return op;
}

Value attention::getYielded(linalg::GenericOp op) {
  return cast<linalg::YieldOp>(op.getBody()->getTerminator()).getOperand(0);
}

/// Whether `value` is a float constant, setting `found` to it.
static bool matchConstant(Value value, double &found) {
  APFloat constant(0.0);
  if (!matchPattern(value, m_ConstantFloat(&constant)))
    return false;
  found = constant.convertToDouble();
  return true;
}

std::optional<double> attention::matchScale(linalg::GenericOp op) {
  auto mul = getYielded(op).getDefiningOp<arith::MulFOp>();
  if (!mul)
    return std::nullopt;
  BlockArgument in = op.getBody()->getArgument(0);
  double c;
  if (mul.getLhs() == in && matchConstant(mul.getRhs(), c))
    return c;
  if (mul.getRhs() == in && matchConstant(mul.getLhs(), c))
    return c;
  return std::nullopt;
}

bool attention::usedOnlyBy(Value value, ArrayRef<Operation *> ops) {
  return llvm::all_of(value.getUsers(), [&](Operation *user) {
    return llvm::is_contained(ops, user);
  });
}
