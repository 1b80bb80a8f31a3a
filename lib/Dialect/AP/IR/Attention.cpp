//===- Attention.cpp - The attention ops' loops and verifiers -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::ap;

SmallVector<int64_t> AttentionLoops::getLoops(AttentionRole role) const {
  SmallVector<int64_t> loops;
  for (auto [loop, each] : llvm::enumerate(roles))
    if (each == role)
      loops.push_back(loop);
  return loops;
}

int64_t AttentionLoops::getExtent(AttentionRole role) const {
  int64_t extent = 1;
  for (int64_t loop : getLoops(role))
    extent *= ranges[loop];
  return extent;
}

AffineMap AttentionLoops::getMap(AttentionOperand operand) const {
  switch (operand) {
  case AttentionOperand::Query:
    return query;
  case AttentionOperand::Key:
    return key;
  case AttentionOperand::Value:
    return value;
  case AttentionOperand::Mask:
    return mask ? *mask : AffineMap();
  case AttentionOperand::Output:
    return output;
  case AttentionOperand::Lse:
    return lse;
  }
  llvm_unreachable("unknown attention operand");
}

/// The operand names, in the order of the indexing maps.
static const char *const attentionOperandNames[] = {"query", "key",    "value",
                                                    "mask",  "output", "lse"};

/// Reads each present operand's indexing map into `byOperand`, checking that
/// it is a projected permutation over the common loop count that matches the
/// operand's float tensor type; returns that loop count.
static FailureOr<unsigned>
readOperandMaps(ArrayAttr maps, ArrayRef<Type> types,
                MutableArrayRef<AffineMap> byOperand,
                function_ref<InFlightDiagnostic()> emitError) {
  const char *const *names = attentionOperandNames;
  unsigned next = 0;
  std::optional<unsigned> numLoops;
  for (unsigned operand = 0; operand < 6; ++operand) {
    if (!types[operand])
      continue;
    auto mapAttr = dyn_cast<AffineMapAttr>(maps[next++]);
    if (!mapAttr)
      return emitError() << "expects affine maps in indexing_maps";
    AffineMap map = mapAttr.getValue();
    if (!map.isProjectedPermutation() || map.getNumSymbols() != 0)
      return emitError() << "expects the " << names[operand]
                         << " map to be a projected permutation, got "
                         << AffineMapAttr::get(map);
    if (numLoops && map.getNumDims() != *numLoops)
      return emitError() << "expects every map over " << *numLoops
                         << " loops; the " << names[operand] << " map has "
                         << map.getNumDims();
    numLoops = map.getNumDims();
    auto type = cast<RankedTensorType>(types[operand]);
    if (!isa<FloatType>(type.getElementType()))
      return emitError() << "expects a float " << names[operand] << ", got "
                         << type;
    if (type.getRank() != map.getNumResults())
      return emitError() << "expects the " << names[operand] << " map to have "
                         << type.getRank() << " results (its rank), got "
                         << map.getNumResults();
    byOperand[operand] = map;
  }
  return *numLoops;
}

/// Sets `loops.ranges` from the operands' static shapes, checking that every
/// operand agrees on each loop's range.
static LogicalResult
readLoopRanges(AttentionLoops &loops, ArrayRef<Type> types,
               ArrayRef<AffineMap> byOperand, unsigned numLoops,
               function_ref<InFlightDiagnostic()> emitError) {
  const char *const *names = attentionOperandNames;
  loops.ranges.assign(numLoops, ShapedType::kDynamic);
  for (unsigned operand = 0; operand < 6; ++operand) {
    if (!types[operand])
      continue;
    auto type = cast<RankedTensorType>(types[operand]);
    for (auto [dim, expr] : llvm::enumerate(byOperand[operand].getResults())) {
      int64_t loop = cast<AffineDimExpr>(expr).getPosition();
      int64_t size = type.getDimSize(dim);
      if (ShapedType::isDynamic(size))
        return emitError() << "expects static shapes, the " << names[operand]
                           << " has " << type;
      if (!ShapedType::isDynamic(loops.ranges[loop]) &&
          loops.ranges[loop] != size)
        return emitError() << "loop " << loop << " has range "
                           << loops.ranges[loop] << " elsewhere but "
                           << size << " in the " << names[operand];
      loops.ranges[loop] = size;
    }
  }
  return success();
}

/// Sets `loops.roles` from which operands index each loop, checking the lse
/// and mask maps against those roles and that the n, k1 and k2 roles occur.
static LogicalResult
classifyLoops(AttentionLoops &loops, ArrayRef<AffineMap> byOperand,
              unsigned numLoops, function_ref<InFlightDiagnostic()> emitError) {
  auto uses = [&](unsigned operand, int64_t loop) {
    return byOperand[operand] &&
           byOperand[operand].isFunctionOfDim(static_cast<unsigned>(loop));
  };
  for (int64_t loop = 0; loop < static_cast<int64_t>(numLoops); ++loop) {
    bool q = uses(0, loop), k = uses(1, loop), v = uses(2, loop),
         o = uses(4, loop);
    std::optional<AttentionRole> role;
    if (q && k && v && o)
      role = AttentionRole::Batch;
    else if (q && !k && !v && o)
      role = AttentionRole::M;
    else if (!q && k && v && !o)
      role = AttentionRole::N;
    else if (q && k && !v && !o)
      role = AttentionRole::K1;
    else if (!q && !k && v && o)
      role = AttentionRole::K2;
    if (!role)
      return emitError() << "loop " << loop
                         << " has no attention role (batch: in Q, K, V and "
                            "O; m: Q and O; n: K and V; k1: Q and K; k2: V "
                            "and O)";
    loops.roles.push_back(*role);
    bool inLse = uses(5, loop);
    bool wantLse = *role == AttentionRole::Batch || *role == AttentionRole::M;
    if (inLse != wantLse)
      return emitError() << "expects the lse map to index exactly the batch "
                            "and m loops; loop "
                         << loop << (inLse ? " is" : " is not") << " in it";
    if (uses(3, loop) && *role != AttentionRole::Batch &&
        *role != AttentionRole::M && *role != AttentionRole::N)
      return emitError() << "expects the mask to index batch, m and n loops "
                            "only; loop "
                         << loop << " is a head-dim loop";
  }
  for (AttentionRole role :
       {AttentionRole::N, AttentionRole::K1, AttentionRole::K2})
    if (loops.getLoops(role).empty())
      return emitError() << "expects at least one "
                         << (role == AttentionRole::N    ? "n"
                             : role == AttentionRole::K1 ? "k1"
                                                         : "k2")
                         << " loop";
  return success();
}

FailureOr<AttentionLoops>
mlir::ap::getAttentionLoops(ArrayAttr maps, DenseI64ArrayAttr causal,
                            Type query, Type key, Type value, Type mask,
                            Type output, Type lse,
                            function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<Type> types = {query, key, value, mask, output, lse};
  unsigned expected = mask ? 6 : 5;
  if (maps.size() != expected)
    return emitError() << "expects " << expected
                       << " indexing maps (query, key, value"
                       << (mask ? ", mask" : "") << ", output, lse), got "
                       << maps.size();
  AttentionLoops loops;
  SmallVector<AffineMap> byOperand(6);
  FailureOr<unsigned> numLoops =
      readOperandMaps(maps, types, byOperand, emitError);
  if (failed(numLoops) ||
      failed(readLoopRanges(loops, types, byOperand, *numLoops, emitError)) ||
      failed(classifyLoops(loops, byOperand, *numLoops, emitError)))
    return failure();
  auto lseElement = cast<RankedTensorType>(lse).getElementType();
  if (!lseElement.isF32() &&
      lseElement != cast<RankedTensorType>(query).getElementType())
    return emitError() << "expects an f32 lse or one of the query's element "
                          "type, got "
                       << lse;
  if (causal) {
    ArrayRef<int64_t> pair = causal.asArrayRef();
    if (pair.size() != 2 || pair[0] < 0 || pair[0] >= *numLoops ||
        pair[1] < 0 || pair[1] >= *numLoops ||
        loops.roles[pair[0]] != AttentionRole::M ||
        loops.roles[pair[1]] != AttentionRole::N ||
        loops.ranges[pair[0]] != loops.ranges[pair[1]])
      return emitError() << "expects causal to name an m loop and an n loop "
                            "of equal range";
    loops.causal = {pair[0], pair[1]};
  }
  loops.query = byOperand[0];
  loops.key = byOperand[1];
  loops.value = byOperand[2];
  if (mask)
    loops.mask = byOperand[3];
  loops.output = byOperand[4];
  loops.lse = byOperand[5];
  return loops;
}

double mlir::ap::getAttentionFlops(const AttentionLoops &loops,
                                   bool backward) {
  double rows = static_cast<double>(loops.getExtent(AttentionRole::Batch)) *
                loops.getExtent(AttentionRole::M) *
                loops.getExtent(AttentionRole::N);
  if (loops.causal)
    rows /= 2;
  double k1 = loops.getExtent(AttentionRole::K1);
  double k2 = loops.getExtent(AttentionRole::K2);
  // Forward: S = Q K (k1), O = P V (k2). Backward: S again (k1), dP = dO V
  // (k2), dV = P dO (k2), dQ = dS K (k1), dK = dS Q (k1).
  return backward ? 2 * rows * (3 * k1 + 2 * k2) : 2 * rows * (k1 + k2);
}

//===----------------------------------------------------------------------===//
// The ops
//===----------------------------------------------------------------------===//

static Type typeOrNull(Value value) {
  return value ? value.getType() : Type();
}

/// The loops of either op, reporting through the op's verifier.
template <typename OpTy>
static FailureOr<AttentionLoops> readLoops(OpTy op) {
  return getAttentionLoops(
      op.getIndexingMaps(), op.getCausalAttr(), op.getQuery().getType(),
      op.getKey().getType(), op.getValue().getType(), typeOrNull(op.getMask()),
      op.getOutput().getType(), op.getLse().getType(),
      [&] { return op.emitOpError(); });
}

AttentionLoops AttentionOp::getLoops() { return *readLoops(*this); }

LogicalResult AttentionOp::verify() {
  if (failed(readLoops(*this)))
    return failure();
  if (getOutput().getType().getElementType() !=
      getValue().getType().getElementType())
    return emitOpError() << "expects the output to have the value's element "
                            "type";
  return success();
}

AttentionLoops AttentionGradOp::getLoops() { return *readLoops(*this); }

LogicalResult AttentionGradOp::verify() {
  if (failed(readLoops(*this)))
    return failure();
  if (getGradOutput().getType() != getOutput().getType())
    return emitOpError() << "expects the output's gradient to have the "
                            "output's type";
  if (getGradQuery().getType() != getQuery().getType() ||
      getGradKey().getType() != getKey().getType() ||
      getGradValue().getType() != getValue().getType())
    return emitOpError() << "expects the gradients to have the types of the "
                            "query, the key and the value";
  return success();
}
