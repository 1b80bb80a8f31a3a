//===- APToIREE.cpp - A program in the form iree-compile takes ------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// IREE parses func, linalg, tensor, arith and math as the project writes
// them but not the `ap` dialect: this pass (the last step of the
// ap-lower-to-iree pipeline, LoweringPipelines.cpp) erases the meshes, the
// `ap` attributes and the annotations (identities), writes collectives as
// IREE's, and refuses the ops it has no IREE form for (see the pass
// description).
//
//===----------------------------------------------------------------------===//

#include "IREEChannels.h"

#include "Shard/Conversion/Passes.h"
#include "Shard/Conversion/RuntimeCalls.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCONVERTTOIREE
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Whether `name` is a discardable attribute of the `ap` dialect.
bool isAPAttribute(StringAttr name) {
  return name.getValue().starts_with(
      (APDialect::getDialectNamespace() + ".").str());
}

/// Removes the `ap` attributes of `attributes` (a dictionary); null when
/// none is left.
DictionaryAttr withoutAPAttributes(DictionaryAttr attributes) {
  if (!attributes)
    return attributes;
  SmallVector<NamedAttribute> kept;
  for (NamedAttribute attribute : attributes)
    if (!isAPAttribute(attribute.getName()))
      kept.push_back(attribute);
  if (kept.size() == attributes.size())
    return attributes;
  return kept.empty() ? DictionaryAttr()
                      : DictionaryAttr::get(attributes.getContext(), kept);
}

void stripAPAttributes(Operation *op) {
  for (NamedAttribute attribute : llvm::to_vector(op->getDiscardableAttrs()))
    if (isAPAttribute(attribute.getName()))
      op->removeDiscardableAttr(attribute.getName());
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return;
  for (unsigned index = 0; index < function.getNumArguments(); ++index)
    function.setArgAttrs(
        index, withoutAPAttributes(function.getArgAttrDict(index)));
  for (unsigned index = 0; index < function.getNumResults(); ++index)
    function.setResultAttrs(
        index, withoutAPAttributes(function.getResultAttrDict(index)));
}

//===----------------------------------------------------------------------===//
// Collectives as IREE's channels and flow.collective ops
//===----------------------------------------------------------------------===//

// IREE's enums as its flow ops hold them (i32 attributes; checked against
// iree-opt 3.13.0 --mlir-print-op-generic): IREE::Flow::CollectiveElementType
// and CollectiveReductionOp.
enum class IreeElementType : int32_t {
  Sint8 = 0, Uint8 = 1, Sint16 = 2, Uint16 = 3, Sint32 = 4, Uint32 = 5,
  Sint64 = 6, Uint64 = 7, Float16 = 8, Float32 = 9, Float64 = 10,
  BFloat16 = 11
};
enum class IreeReduction : int32_t {
  Sum = 1, Product = 2, Minimum = 3, Maximum = 4, Average = 5
};

/// The element type of a collective on `type`'s elements (unsigned for
/// `umax`/`umin`), if IREE has one: the runtime's classification of MLIR
/// types (getRuntimeElementType), in IREE's terms.
std::optional<IreeElementType> getIreeElementType(Type type, bool isUnsigned) {
  using runtime::abi::ElementType;
  std::optional<ElementType> kind =
      getRuntimeElementType(getElementTypeOrSelf(type));
  if (!kind)
    return std::nullopt;
  auto integer = [&](IreeElementType signedType) {
    return IreeElementType(int32_t(signedType) + (isUnsigned ? 1 : 0));
  };
  switch (*kind) {
  case ElementType::F16:
    return IreeElementType::Float16;
  case ElementType::BF16:
    return IreeElementType::BFloat16;
  case ElementType::F32:
    return IreeElementType::Float32;
  case ElementType::F64:
    return IreeElementType::Float64;
  case ElementType::I8:
    return integer(IreeElementType::Sint8);
  case ElementType::I16:
    return integer(IreeElementType::Sint16);
  case ElementType::I32:
    return integer(IreeElementType::Sint32);
  case ElementType::I64:
    return integer(IreeElementType::Sint64);
  case ElementType::I1:
  case ElementType::CF32:
  case ElementType::CF64:
    return std::nullopt;
  }
  llvm_unreachable("unknown element type");
}

/// IREE's reduction for `kind`. Max/min map to NCCL's, whose NaN handling
/// is its own (docs/Backends.md).
IreeReduction getIreeReduction(ReductionKind kind) {
  switch (kind) {
  case ReductionKind::Sum:
    return IreeReduction::Sum;
  case ReductionKind::Avg:
    return IreeReduction::Average;
  case ReductionKind::Max:
  case ReductionKind::UMax:
  case ReductionKind::MaxNum:
    return IreeReduction::Maximum;
  case ReductionKind::Min:
  case ReductionKind::UMin:
  case ReductionKind::MinNum:
    return IreeReduction::Minimum;
  }
  llvm_unreachable("unknown reduction kind");
}

/// Replaces `op` (a collective or device query on dim 0) by IREE's form;
/// fails with a diagnostic at `op` where there is none.
LogicalResult lowerCollective(Operation *op, const IREEChannels &channels) {
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  auto groupIndex = dyn_cast<GroupIndexOp>(op);
  FlatSymbolRefAttr meshRef;
  if (groupIndex) {
    meshRef = groupIndex.getMeshAttr();
  } else if (collective) {
    meshRef = collective.getMeshAttr();
    for (Type type : llvm::concat<Type>(op->getOperandTypes(),
                                        op->getResultTypes()))
      if (!cast<RankedTensorType>(type).hasStaticShape())
        return op->emitOpError() << "has no IREE form: dynamic shape";
  } else {
    return op->emitOpError() << "has no IREE form";
  }
  MeshOp mesh =
      lookupMesh(op, meshRef, [&] { return op->emitOpError(); });
  if (!mesh)
    return failure();
  Value channel = channels.lookup(op);
  OpBuilder builder(op);
  Location loc = op->getLoc();
  Type index = builder.getIndexType();

  if (groupIndex) {
    Value rank =
        createIREEOp(builder, loc, "flow.channel.rank", {channel}, index)
            ->getResult(0);
    groupIndex.getResult().replaceAllUsesWith(rank);
    op->erase();
    return success();
  }
  if (auto slice = dyn_cast<ShardSliceOp>(op)) {
    auto resultType = cast<RankedTensorType>(slice.getType());
    int64_t dim = slice.getDim();
    Value rank =
        createIREEOp(builder, loc, "flow.channel.rank", {channel}, index)
            ->getResult(0);
    Value result = createShardChunk(builder, loc, slice.getInput(),
                                    resultType, dim, rank);
    slice.getResult().replaceAllUsesWith(result);
    op->erase();
    return success();
  }

  // all_reduce, and all_gather / reduce_scatter / all_to_all on dim 0.
  StringRef name;
  std::optional<ReductionKind> reduction;
  if (auto allReduce = dyn_cast<AllReduceOp>(op)) {
    name = "flow.collective.all_reduce";
    reduction = allReduce.getReduction().getValue();
  } else if (auto gather = dyn_cast<AllGatherOp>(op)) {
    if (gather.getDim() != 0)
      return op->emitOpError()
             << "has no IREE form on dim " << gather.getDim()
             << ": run ap-collectives-on-dim-zero first (ap-lower-to-iree "
                "does)";
    name = "flow.collective.all_gather";
  } else if (auto scatter = dyn_cast<ReduceScatterOp>(op)) {
    if (scatter.getDim() != 0)
      return op->emitOpError()
             << "has no IREE form on dim " << scatter.getDim()
             << ": run ap-collectives-on-dim-zero first (ap-lower-to-iree "
                "does)";
    name = "flow.collective.reduce_scatter";
    reduction = scatter.getReduction().getValue();
  } else if (auto exchange = dyn_cast<AllToAllOp>(op)) {
    if (exchange.getSplitDim() != 0 || exchange.getConcatDim() != 0)
      return op->emitOpError()
             << "has no IREE form off dim 0: run ap-collectives-on-dim-zero "
                "first (ap-lower-to-iree does)";
    name = "flow.collective.all_to_all";
  } else {
    return op->emitOpError() << "has no IREE form";
  }
  Value input = op->getOperand(0);
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  bool isUnsigned = reduction && (*reduction == ReductionKind::UMax ||
                                  *reduction == ReductionKind::UMin);
  std::optional<IreeElementType> elementType =
      getIreeElementType(resultType, isUnsigned);
  if (!elementType)
    return op->emitOpError() << "has no IREE form: IREE's collectives take "
                                "8- to 64-bit integers, f16, bf16, f32 and "
                                "f64, not "
                             << resultType.getElementType();
  SmallVector<NamedAttribute> attributes{builder.getNamedAttr(
      "element_type", builder.getI32IntegerAttr(int32_t(*elementType)))};
  if (reduction)
    attributes.push_back(builder.getNamedAttr(
        "reduction_op",
        builder.getI32IntegerAttr(int32_t(getIreeReduction(*reduction)))));
  attributes.push_back(builder.getNamedAttr(
      "tied_operands", builder.getArrayAttr({builder.getIndexAttr(0)})));
  Value target = tensor::EmptyOp::create(builder, loc, resultType.getShape(),
                                         resultType.getElementType());
  Operation *lowered = createIREEOp(
      builder, loc, name, {target, input, channel}, resultType, attributes);
  op->getResult(0).replaceAllUsesWith(lowered->getResult(0));
  op->erase();
  return success();
}

/// Writes every complex tensor constant as its pairs view: a constant of the
/// component type and one linalg.generic of complex.create. IREE 3.13
/// crashes (in Util's SizedStorageDenseElementsAttrModel::getStorageSize)
/// on a complex<f64> constant it keeps as a resource, which a partitioned
/// program's slice at the rank's offset makes of RoPE's table.
void splitComplexConstants(ModuleOp module) {
  SmallVector<arith::ConstantOp> constants;
  module.walk([&](arith::ConstantOp constant) {
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    auto complex =
        type ? dyn_cast<ComplexType>(type.getElementType()) : ComplexType();
    if (complex && isa<FloatType>(complex.getElementType()) &&
        isa<DenseElementsAttr>(constant.getValue()))
      constants.push_back(constant);
  });
  for (arith::ConstantOp constant : constants) {
    auto type = cast<RankedTensorType>(constant.getType());
    SmallVector<APFloat> parts;
    for (std::complex<APFloat> value :
         cast<DenseElementsAttr>(constant.getValue())
             .getValues<std::complex<APFloat>>()) {
      parts.push_back(value.real());
      parts.push_back(value.imag());
    }
    OpBuilder builder(constant);
    Location loc = constant.getLoc();
    Value pairs = arith::ConstantOp::create(
        builder, loc, DenseElementsAttr::get(getComplexPairsType(type), parts));
    constant.replaceAllUsesWith(convertComplexPairs(builder, loc, pairs, type));
    constant.erase();
  }
}

struct APConvertToIREEPass
    : public ap::impl::APConvertToIREEBase<APConvertToIREEPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The collectives and device queries become IREE's ops.
    bool hasCollectives = false;
    WalkResult refused = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (op->getDialect() == nullptr || !isa<APDialect>(op->getDialect()) ||
          isa<MeshOp, AnnotateOp>(op))
        return WalkResult::advance();
      if (isa<StartOp, WaitOp, YieldOp>(op)) {
        op->emitOpError() << "has no IREE form: IREE's streams schedule "
                             "collectives themselves; run "
                             "ap-unschedule-collectives first "
                             "(ap-lower-to-iree does)";
        return WalkResult::interrupt();
      }
      if (isa<AttentionOp, AttentionGradOp>(op)) {
        op->emitOpError() << "has no IREE form: run ap-lower-attention first "
                             "(ap-lower-to-iree does)";
        return WalkResult::interrupt();
      }
      if (!isa<CollectiveOpInterface, GroupIndexOp>(op)) {
        op->emitOpError() << "has no IREE form";
        return WalkResult::interrupt();
      }
      if (!op->getParentOfType<func::FuncOp>()) {
        op->emitOpError() << "has no IREE form outside a func.func";
        return WalkResult::interrupt();
      }
      hasCollectives = true;
      return WalkResult::advance();
    });
    if (refused.wasInterrupted())
      return signalPassFailure();
    // Ranks index the channel tables: one process per device of one mesh
    // size.
    std::optional<int64_t> devices;
    for (MeshOp mesh : module.getOps<MeshOp>()) {
      int64_t count = getNumDevices(mesh.getShape());
      if (hasCollectives && devices && *devices != count) {
        mesh.emitOpError()
            << "has " << count << " devices where another mesh has "
            << *devices
            << ": IREE's ranks are one process per device of one mesh size";
        return signalPassFailure();
      }
      devices = count;
    }
    bool failed = false;
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa<CollectiveOpInterface, GroupIndexOp>(op))
        ops.push_back(op);
    });
    IREEChannels channels(module, ops);
    for (Operation *op : ops)
      failed |= mlir::failed(lowerCollective(op, channels));
    if (failed)
      return signalPassFailure();
    splitComplexConstants(module);

    module.walk([&](Operation *op) {
      if (auto annotate = dyn_cast<AnnotateOp>(op)) {
        annotate.getResult().replaceAllUsesWith(annotate.getInput());
        annotate.erase();
        return;
      }
      if (isa<MeshOp>(op)) {
        op->erase();
        return;
      }
      stripAPAttributes(op);
    });
  }
};

} // namespace
