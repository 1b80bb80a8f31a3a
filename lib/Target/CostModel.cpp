//===- CostModel.cpp - Compute time and memory of a placement -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Target/CostModel.h"

#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

int64_t mlir::ap::getElementBytes(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return std::max<int64_t>(1, (type.getIntOrFloatBitWidth() + 7) / 8);
  if (auto complex = dyn_cast<ComplexType>(type))
    return 2 * getElementBytes(complex.getElementType());
  return 4;
}

std::optional<CollectiveDesc>
mlir::ap::describeCollective(StepKind kind, ArrayRef<int64_t> meshShape,
                             ArrayRef<int64_t> axes, Type input, Type result) {
  auto inputType = dyn_cast<RankedTensorType>(input);
  auto resultType = dyn_cast<RankedTensorType>(result);
  if (!inputType || !resultType || !inputType.hasStaticShape() ||
      !resultType.hasStaticShape())
    return std::nullopt;
  CollectiveDesc desc;
  desc.kind = kind;
  desc.meshShape = meshShape;
  desc.meshAxes = axes;
  desc.groupSize = getGroupSize(meshShape, axes);
  desc.inputBytes = inputType.getNumElements() * getElementBytes(inputType);
  desc.outputBytes = resultType.getNumElements() * getElementBytes(resultType);
  return desc;
}

std::optional<CollectiveDesc>
mlir::ap::describeCollective(CollectiveOpInterface op) {
  auto mesh =
      SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, op.getMeshAttr());
  if (!mesh)
    return std::nullopt;
  return describeCollective(op.getCollectiveInfo().kind, mesh.getShape(),
                            op.getMeshAxes(), op->getOperand(0).getType(),
                            op->getResult(0).getType());
}

std::string mlir::ap::getElementTypeName(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

/// Whether `value` is a `linalg.index` result, possibly cast.
static std::optional<int64_t> getIndexedLoop(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (auto index = dyn_cast<linalg::IndexOp>(op))
      return index.getDim();
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp>(op))
      return std::nullopt;
    value = op->getOperand(0);
  }
  return std::nullopt;
}

/// Whether `value` is an operand's element (a block argument), possibly
/// cast (integer casts, index casts).
static bool isOperandElement(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
             arith::ExtUIOp, arith::TruncIOp>(op))
      return false;
    value = op->getOperand(0);
  }
  return isa<BlockArgument>(value);
}

std::string mlir::ap::formatBytes(double bytes) {
  if (bytes >= 1e9)
    return llvm::formatv("{0:f2} GB", bytes / 1e9).str();
  if (bytes >= 1e6)
    return llvm::formatv("{0:f2} MB", bytes / 1e6).str();
  return llvm::formatv("{0:f1} KB", bytes / 1e3).str();
}

SmallVector<bool> mlir::ap::getSelectionLoops(linalg::LinalgOp op) {
  SmallVector<bool> selection(op.getNumLoops(), false);
  op.getBlock()->walk([&](arith::CmpIOp compare) {
    if (compare.getPredicate() != arith::CmpIPredicate::eq)
      return;
    for (auto [lhs, rhs] : {std::pair(compare.getLhs(), compare.getRhs()),
                            std::pair(compare.getRhs(), compare.getLhs())}) {
      std::optional<int64_t> loop = getIndexedLoop(lhs);
      if (loop && isOperandElement(rhs))
        selection[*loop] = true;
    }
  });
  return selection;
}

int64_t mlir::ap::countBodyArithmetic(linalg::LinalgOp op) {
  int64_t count = 0;
  op.getBlock()->walk([&](Operation *inner) {
    // Casts fuse into the arithmetic that reads them (a bf16 x bf16 -> f32
    // matmul is 2 FLOPs per multiply-add, as in the einsum count).
    if (isa<linalg::IndexOp, arith::IndexCastOp, arith::IndexCastUIOp,
            arith::ConstantOp, linalg::YieldOp, arith::ExtFOp, arith::TruncFOp,
            arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp, arith::SIToFPOp,
            arith::UIToFPOp, arith::FPToSIOp, arith::FPToUIOp,
            arith::BitcastOp>(inner))
      return;
    Dialect *dialect = inner->getDialect();
    if (isa_and_nonnull<arith::ArithDialect, math::MathDialect>(dialect))
      ++count;
  });
  return std::max<int64_t>(count, 1);
}

bool mlir::ap::isTranscendental(Operation *op) {
  if (!isa_and_nonnull<math::MathDialect>(op->getDialect()))
    return false;
  return !isa<math::SqrtOp, math::RsqrtOp, math::AbsFOp, math::AbsIOp,
              math::FmaOp, math::CopySignOp, math::CeilOp, math::FloorOp,
              math::RoundOp, math::RoundEvenOp, math::TruncOp,
              math::CountLeadingZerosOp, math::CountTrailingZerosOp,
              math::CtPopOp, math::IsNaNOp, math::IsInfOp, math::IsFiniteOp,
              math::IsNormalOp>(op);
}

/// Whether every loop of `op` is parallel and each operand is read at a
/// permutation of (some of) them: an output element needs the input
/// elements at its own position only (elementwise ops, transposes,
/// broadcasts, fills).
static bool isPositionwise(linalg::LinalgOp op) {
  return op.getNumLoops() == op.getNumParallelLoops() &&
         llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

static bool isContraction(linalg::LinalgOp op) {
  return linalg::isaContractionOpInterface(op) ||
         linalg::isaConvolutionOpInterface(op);
}

/// The one linalg op that reads `value`, through reshapes each read once
/// (the backends move reshapes out of the way of fusion), and its use.
static OpOperand *getOnlyLinalgUse(Value value) {
  while (value.hasOneUse()) {
    OpOperand &use = *value.getUses().begin();
    Operation *user = use.getOwner();
    if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(user)) {
      value = user->getResult(0);
      continue;
    }
    return isa<linalg::LinalgOp>(user) ? &use : nullptr;
  }
  return nullptr;
}

bool mlir::ap::isFusedIntoConsumer(Value value) {
  // A consumer asks of its operand: the linalg result behind its reshapes.
  while (Operation *reshape = value.getDefiningOp()) {
    if (!isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(reshape) ||
        !value.hasOneUse())
      break;
    value = reshape->getOperand(0);
  }
  auto producer = value.getDefiningOp<linalg::LinalgOp>();
  if (!producer || value.use_empty())
    return false;
  Block *block = producer->getBlock();
  // A splat each consumer makes as it reads (a GEMM's zero init is its
  // beta = 0).
  if (isa<linalg::FillOp>(producer))
    return llvm::all_of(value.getUsers(), [&](Operation *user) {
      return isa<linalg::LinalgOp>(user) && user->getBlock() == block;
    });
  OpOperand *use = getOnlyLinalgUse(value);
  if (!use || use->getOwner()->getBlock() != block)
    return false;
  auto consumer = cast<linalg::LinalgOp>(use->getOwner());
  // A transpose is a GEMM's operand read transposed, or another kernel's
  // permuted indexing.
  if (isa<linalg::TransposeOp>(producer))
    return true;
  // A contraction's elementwise epilogue.
  if (isContraction(producer))
    return isPositionwise(consumer) && use->get() == value &&
           consumer.getMatchingIndexingMap(use).isIdentity();
  // Elementwise work computed in its consumer's loops (not a GEMM's: its
  // operands are read tile by tile, many times).
  return isPositionwise(producer) && !isContraction(consumer);
}

KernelWork mlir::ap::getLinalgWork(linalg::LinalgOp op,
                                   ArrayRef<int64_t> loopShards) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<bool> selection = getSelectionLoops(op);
  SmallVector<double> local(ranges.size(), 1);
  double iterations = 1;
  for (auto [loop, range] : llvm::enumerate(ranges)) {
    int64_t shards = loop < loopShards.size() ? loopShards[loop] : 1;
    local[loop] =
        ShapedType::isDynamic(range)
            ? 1
            : static_cast<double>(range) / std::max<int64_t>(1, shards);
    if (!selection[loop])
      iterations *= local[loop];
  }
  KernelWork work;
  int64_t arithmetic = countBodyArithmetic(op);
  // A one-hot gather is no GEMM, whatever its body's shape.
  if ((linalg::isaContractionOpInterface(op) ||
       linalg::isaConvolutionOpInterface(op)) &&
      !llvm::is_contained(selection, true)) {
    work.flops = iterations * arithmetic;
  } else {
    int64_t transcendentals = 0;
    op.getBlock()->walk([&](Operation *inner) {
      transcendentals += isTranscendental(inner);
    });
    work.transcendentals = iterations * transcendentals;
    work.vectorFlops =
        iterations * std::max<int64_t>(arithmetic - transcendentals, 0);
  }
  // A kernel whose results all live in their consumers' kernels runs in
  // them: no launch of its own.
  work.ownKernel = !llvm::all_of(op->getResults(), isFusedIntoConsumer) ||
                   op->getNumResults() == 0;
  // A fused fill is a splat its consumers read: no work at all.
  if (!work.ownKernel && isa<linalg::FillOp>(op))
    return KernelWork{0, 0, 0, 0, false};
  for (OpOperand &operand : op->getOpOperands()) {
    auto type = dyn_cast<RankedTensorType>(operand.get().getType());
    if (!type)
      continue;
    // Inputs are read, and outputs the body reads; outputs are written.
    // What a fused producer computes in this kernel is never read from
    // memory, nor is a result its fused consumer computes from written.
    bool isInit = op.isDpsInit(&operand);
    bool read =
        (!isInit || !op.getMatchingBlockArgument(&operand).use_empty()) &&
        !isFusedIntoConsumer(operand.get());
    bool written = isInit && !isFusedIntoConsumer(op.getTiedOpResult(&operand));
    if (!read && !written)
      continue;
    // An operand's local extent follows the loops indexing its dims; a
    // selection loop reads one row, not all of them.
    AffineMap map = op.getMatchingIndexingMap(&operand);
    double elements = 1;
    for (auto [dim, expr] : llvm::enumerate(map.getResults())) {
      auto loop = dyn_cast<AffineDimExpr>(expr);
      if (loop && selection[loop.getPosition()])
        continue;
      elements *= loop ? local[loop.getPosition()]
                       : static_cast<double>(type.getDimSize(dim));
    }
    double bytes = elements * getElementBytes(type);
    work.bytes += bytes * ((read ? 1 : 0) + (written ? 1 : 0));
  }
  return work;
}

Type mlir::ap::getComputeElementType(linalg::LinalgOp op) {
  Type narrowest;
  for (OpOperand *input : op.getDpsInputOperands()) {
    auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(input->get()));
    if (floatType && (!narrowest || floatType.getWidth() <
                                        cast<FloatType>(narrowest).getWidth()))
      narrowest = floatType;
  }
  if (narrowest)
    return narrowest;
  return getElementTypeOrSelf(op->getResult(0).getType());
}

double mlir::ap::getKernelTime(const TargetDescription &target,
                               const KernelWork &work, Type elementType) {
  double vectorWork =
      work.vectorFlops + work.transcendentals * target.transcendentalFlops;
  return getRooflineTime(target, work.flops, work.bytes,
                         getElementTypeName(elementType), vectorWork,
                         work.ownKernel);
}

int64_t mlir::ap::getLocalElements(ArrayRef<int64_t> meshShape,
                                   const ShardingLayout &layout,
                                   ArrayRef<int64_t> shape) {
  return getNumElements(getLocalShape(meshShape, layout, shape));
}

double mlir::ap::getLocalBytes(ArrayRef<int64_t> meshShape,
                               const ShardingLayout &layout,
                               RankedTensorType type) {
  return static_cast<double>(
             getLocalElements(meshShape, layout, type.getShape())) *
         getElementBytes(type);
}

ParameterBytes
mlir::ap::getParameterBytes(Type elementType,
                            const TrainingMemoryOptions &options) {
  double bytes = getElementBytes(elementType);
  double optimizer = options.optimizerBytesPerElement;
  if (optimizer < 0)
    optimizer = bytes < 4 ? 12 : 8;
  return {bytes, bytes, optimizer};
}
