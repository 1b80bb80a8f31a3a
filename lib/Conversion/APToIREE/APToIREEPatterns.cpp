//===- APToIREEPatterns.cpp - ap's ops as IREE's --------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Conversion patterns, one per op family (as APToRuntime's): a collective
// becomes a `flow.collective.*` into a `tensor.empty` target, on its
// group's channel (IREEChannels.h); `ap.group_index` the channel's rank,
// `ap.shard_slice` an `extract_slice` at that rank; `ap.annotate` its
// input; a complex tensor constant the constant of its pairs.
//
//===----------------------------------------------------------------------===//

#include "APToIREEPatterns.h"
#include "IREEChannels.h"

#include "Shard/Conversion/RuntimeCalls.h"
#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

//===----------------------------------------------------------------------===//
// IREE's terms for the collectives
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

/// The element type of a collective on `type`'s elements that combines
/// with `reduction` (unsigned for `umax`/`umin`), if IREE has one: the
/// runtime's classification of MLIR types (getRuntimeElementType), in
/// IREE's terms.
std::optional<IreeElementType>
getIreeElementType(Type type, std::optional<ReductionKind> reduction) {
  using runtime::abi::ElementType;
  bool isUnsigned = reduction && (*reduction == ReductionKind::UMax ||
                                  *reduction == ReductionKind::UMin);
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

/// IREE's collective of an exchanging collective.
StringRef getFlowCollective(StepKind kind) {
  switch (kind) {
  case StepKind::AllReduce:
    return "flow.collective.all_reduce";
  case StepKind::AllGather:
    return "flow.collective.all_gather";
  case StepKind::ReduceScatter:
    return "flow.collective.reduce_scatter";
  case StepKind::AllToAll:
    return "flow.collective.all_to_all";
  default:
    llvm_unreachable("only exchanging collectives are flow.collective ops");
  }
}

/// Whether `constant` is a complex tensor constant, which IREE 3.13 crashes
/// on (in Util's SizedStorageDenseElementsAttrModel::getStorageSize) when it
/// keeps one of complex<f64> as a resource, as a partitioned program's slice
/// at the rank's offset makes of RoPE's table.
bool isComplexTensorConstant(arith::ConstantOp constant) {
  auto type = dyn_cast<RankedTensorType>(constant.getType());
  auto complex =
      type ? dyn_cast<ComplexType>(type.getElementType()) : ComplexType();
  return complex && isa<FloatType>(complex.getElementType()) &&
         isa<DenseElementsAttr>(constant.getValue());
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// The patterns of the ops on a channel (checkIreeForm has let them through,
/// IREEChannels made their channels): each finds its op's channel, then
/// rewrites.
template <typename OpTy>
class ChannelPattern : public OpConversionPattern<OpTy> {
public:
  ChannelPattern(MLIRContext *context, const IREEChannels &channels)
      : OpConversionPattern<OpTy>(context), channels(channels) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    if (failed(checkIreeForm(op, [] { return InFlightDiagnostic(); })))
      return rewriter.notifyMatchFailure(
          op, "no IREE form (the pass reports why before the conversion)");
    Value channel = channels.lookup(op);
    if (!channel)
      return rewriter.notifyMatchFailure(op, "no channel was made for it");
    return rewriteOnChannel(op, adaptor, channel, rewriter);
  }

protected:
  virtual LogicalResult
  rewriteOnChannel(OpTy op, typename OpTy::Adaptor adaptor, Value channel,
                   ConversionPatternRewriter &rewriter) const = 0;

  const IREEChannels &channels;
};

/// ap.group_index: the channel's rank.
struct GroupIndexToChannelRank : public ChannelPattern<GroupIndexOp> {
  using ChannelPattern::ChannelPattern;

  LogicalResult
  rewriteOnChannel(GroupIndexOp op, OpAdaptor adaptor, Value channel,
                   ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op,
                       createIREEOp(rewriter, op.getLoc(), "flow.channel.rank",
                                    {channel}, rewriter.getIndexType()));
    return success();
  }
};

/// ap.shard_slice: the chunk at the channel's rank along `dim`, a slice at a
/// computed offset (no data moves).
struct ShardSliceToExtractSlice : public ChannelPattern<ShardSliceOp> {
  using ChannelPattern::ChannelPattern;

  LogicalResult
  rewriteOnChannel(ShardSliceOp op, OpAdaptor adaptor, Value channel,
                   ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value rank = createIREEOp(rewriter, loc, "flow.channel.rank", {channel},
                              rewriter.getIndexType())
                     ->getResult(0);
    rewriter.replaceOp(op,
                       createShardChunk(rewriter, loc, adaptor.getInput(),
                                        cast<RankedTensorType>(op.getType()),
                                        op.getDim(), rank));
    return success();
  }
};

/// all_reduce, and all_gather, reduce_scatter and all_to_all on dim 0: a
/// flow.collective.* into a tensor.empty target, with IREE's element type
/// and reduction, its target tied to its result.
template <typename OpTy> struct CollectiveToFlow : public ChannelPattern<OpTy> {
  using ChannelPattern<OpTy>::ChannelPattern;

  LogicalResult
  rewriteOnChannel(OpTy op, typename OpTy::Adaptor adaptor, Value channel,
                   ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    CollectiveInfo info =
        cast<CollectiveOpInterface>(op.getOperation()).getCollectiveInfo();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    std::optional<IreeElementType> elementType =
        getIreeElementType(resultType, info.reduction);
    if (!elementType)
      return rewriter.notifyMatchFailure(op, "no IREE element type");
    SmallVector<NamedAttribute> attributes{rewriter.getNamedAttr(
        "element_type", rewriter.getI32IntegerAttr(int32_t(*elementType)))};
    if (info.reduction)
      attributes.push_back(rewriter.getNamedAttr(
          "reduction_op", rewriter.getI32IntegerAttr(
                              int32_t(getIreeReduction(*info.reduction)))));
    attributes.push_back(rewriter.getNamedAttr(
        "tied_operands", rewriter.getArrayAttr({rewriter.getIndexAttr(0)})));
    Value target = tensor::EmptyOp::create(rewriter, loc, resultType.getShape(),
                                           resultType.getElementType());
    Operation *collective = createIREEOp(
        rewriter, loc, getFlowCollective(info.kind),
        {target, adaptor.getOperands()[0], channel}, resultType, attributes);
    rewriter.replaceOp(op, collective);
    return success();
  }
};

/// ap.annotate: its input (an identity).
struct AnnotateToInput : public OpConversionPattern<AnnotateOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(AnnotateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getInput());
    return success();
  }
};

/// A complex tensor constant: a constant of its (real, imaginary) pairs and
/// one linalg.generic of complex.create.
struct ComplexConstantToPairs : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isComplexTensorConstant(op))
      return rewriter.notifyMatchFailure(op, "not a complex tensor constant");
    auto type = cast<RankedTensorType>(op.getType());
    SmallVector<APFloat> parts;
    for (std::complex<APFloat> value :
         cast<DenseElementsAttr>(op.getValue())
             .getValues<std::complex<APFloat>>()) {
      parts.push_back(value.real());
      parts.push_back(value.imag());
    }
    Location loc = op.getLoc();
    Value pairs = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(getComplexPairsType(type), parts));
    rewriter.replaceOp(op, convertComplexPairs(rewriter, loc, pairs, type));
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// The conversion
//===----------------------------------------------------------------------===//

LogicalResult mlir::ap::checkIreeForm(Operation *op, EmitErrorFn emitError) {
  if (isa<SendOp, RecvOp>(op)) {
    Type type = isa<SendOp>(op) ? op->getOperand(0).getType()
                                : op->getResult(0).getType();
    FlatSymbolRefAttr meshRef = isa<SendOp>(op)
                                    ? cast<SendOp>(op).getMeshAttr()
                                    : cast<RecvOp>(op).getMeshAttr();
    if (!lookupMesh(op, meshRef, emitError))
      return failure();
    if (!getIreeElementType(type, std::nullopt))
      return emitError() << "has no IREE form: IREE's send_recv takes "
                            "8- to 64-bit integers, f16, bf16, f32 and "
                            "f64, not "
                         << getElementTypeOrSelf(type);
    return success();
  }
  auto collective = dyn_cast<CollectiveOpInterface>(op);
  FlatSymbolRefAttr meshRef;
  if (collective) {
    meshRef = collective.getMeshAttr();
    for (Type type :
         llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
      if (!cast<RankedTensorType>(type).hasStaticShape())
        return emitError() << "has no IREE form: dynamic shape";
  } else {
    meshRef = cast<GroupIndexOp>(op).getMeshAttr();
  }
  if (!lookupMesh(op, meshRef, emitError))
    return failure();
  if (!collective || isa<ShardSliceOp>(op))
    return success();

  // IREE's gathers, scatters and exchanges act on dim 0.
  CollectiveInfo info = collective.getCollectiveInfo();
  if (info.kind == StepKind::AllToAll) {
    if (*info.dim != 0 || *info.concatDim != 0)
      return emitError() << "has no IREE form off dim 0: run "
                            "ap-collectives-on-dim-zero first "
                            "(ap-lower-to-iree does)";
  } else if (info.dim && *info.dim != 0) {
    return emitError() << "has no IREE form on dim " << *info.dim
                       << ": run ap-collectives-on-dim-zero first "
                          "(ap-lower-to-iree does)";
  }
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  if (!getIreeElementType(resultType, info.reduction))
    return emitError() << "has no IREE form: IREE's collectives take "
                          "8- to 64-bit integers, f16, bf16, f32 and "
                          "f64, not "
                       << resultType.getElementType();
  return success();
}

void mlir::ap::lowerTransfersToIREE(ModuleOp module,
                                    const IREEChannels &channels) {
  SmallVector<Operation *> transfers;
  module.walk([&](Operation *op) {
    if (isa<SendOp, RecvOp>(op))
      transfers.push_back(op);
  });
  // The last transfer's result in each block, which the next one waits for.
  DenseMap<Block *, Value> previous;
  for (Operation *op : transfers) {
    auto send = dyn_cast<SendOp>(op);
    auto recv = dyn_cast<RecvOp>(op);
    OpBuilder builder(op);
    Location loc = op->getLoc();
    auto type = cast<RankedTensorType>(send ? send.getInput().getType()
                                            : recv.getType());
    std::optional<IreeElementType> elementType =
        getIreeElementType(type, std::nullopt);
    assert(elementType && "checkIreeForm refuses other element types");
    auto empty = [&] {
      return tensor::EmptyOp::create(builder, loc, type.getShape(),
                                     type.getElementType())
          .getResult();
    };
    Value source = send ? send.getInput() : empty();
    if (Value before = previous.lookup(op->getBlock()))
      source =
          createIREEOp(builder, loc, "util.optimization_barrier",
                       {source, before}, {source.getType(), before.getType()})
              ->getResult(0);
    int64_t peer = static_cast<int64_t>(send ? send.getPeer() : recv.getPeer());
    Value sendRank =
        arith::ConstantIndexOp::create(builder, loc, send ? peer : -1);
    Value recvRank =
        arith::ConstantIndexOp::create(builder, loc, send ? -1 : peer);
    Operation *transfer = createIREEOp(
        builder, loc, "flow.collective.send_recv",
        {empty(), source, channels.lookup(op), sendRank, recvRank}, type,
        {builder.getNamedAttr("element_type",
                              builder.getI32IntegerAttr(int32_t(*elementType))),
         builder.getNamedAttr(
             "tied_operands",
             builder.getArrayAttr({builder.getIndexAttr(0)}))});
    Value result = transfer->getResult(0);
    if (send)
      // Read by nothing, a send would be dropped: IREE keeps a barrier.
      result = createIREEOp(builder, loc, "util.optimization_barrier", {result},
                            {type})
                   ->getResult(0);
    else
      recv.getResult().replaceAllUsesWith(result);
    op->erase();
    previous[transfer->getBlock()] = result;
  }
}

void mlir::ap::populateAPToIREEPatterns(RewritePatternSet &patterns,
                                        const IREEChannels &channels) {
  MLIRContext *context = patterns.getContext();
  patterns.add<GroupIndexToChannelRank, ShardSliceToExtractSlice,
               CollectiveToFlow<AllReduceOp>, CollectiveToFlow<AllGatherOp>,
               CollectiveToFlow<ReduceScatterOp>, CollectiveToFlow<AllToAllOp>>(
      context, channels);
  patterns.add<AnnotateToInput, ComplexConstantToPairs>(context);
}

void mlir::ap::configureAPToIREELegality(ConversionTarget &target) {
  // Every ap op goes, but the meshes, which the collectives name until the
  // conversion ends (the pass erases them afterwards).
  target.addIllegalDialect<APDialect>();
  target.addLegalOp<MeshOp>();
  target.addDynamicallyLegalOp<arith::ConstantOp>(
      [](arith::ConstantOp constant) {
        return !isComplexTensorConstant(constant);
      });
  // The rest stays as it is: IREE takes it.
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
}
