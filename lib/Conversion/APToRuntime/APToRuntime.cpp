//===- APToRuntime.cpp - Lower per-device ap ops to runtime calls ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Conversion patterns, one per op (as upstream's ShardToMPI): a collective
// becomes a call of the runtime's C ABI on memrefs (RuntimeABI.h has the
// names), `ap.group_index` a runtime call, `ap.shard_slice` an
// `extract_slice` at a computed offset. A partial conversion with every
// `ap` op but the mesh illegal runs them; the meshes and the `ap`
// attributes go afterwards. Global-view ops and element types without an
// entry point are diagnosed before the conversion (they need ap-partition
// first, or have no runtime).
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"
#include "Shard/Conversion/RuntimeCalls.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/Placement.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APLOWERTORUNTIME
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;
namespace abi = mlir::ap::runtime::abi;

namespace {

//===----------------------------------------------------------------------===//
// What the patterns emit
//===----------------------------------------------------------------------===//

/// The module-level declarations a lowered op refers to.
class RuntimeDeclarations {
public:
  explicit RuntimeDeclarations(ModuleOp module) : module(module) {}

  /// A memref<?xi64> view of a constant global holding `values`.
  Value getI64Array(OpBuilder &builder, Location loc,
                    ArrayRef<int64_t> values) {
    std::string name = "__ap_i64";
    for (int64_t value : values)
      name += "_" + std::to_string(value);
    auto type = MemRefType::get({static_cast<int64_t>(values.size())},
                                builder.getI64Type());
    if (!SymbolTable::lookupSymbolIn(module, name)) {
      OpBuilder::InsertionGuard guard(builder);
      builder.setInsertionPointToStart(module.getBody());
      auto tensorType =
          RankedTensorType::get(type.getShape(), type.getElementType());
      memref::GlobalOp::create(builder, loc, name,
                               builder.getStringAttr("private"), type,
                               DenseIntElementsAttr::get(tensorType, values),
                               /*constant=*/true, /*alignment=*/nullptr);
    }
    Value array = memref::GetGlobalOp::create(builder, loc, type, name);
    return memref::CastOp::create(
        builder, loc,
        MemRefType::get({ShapedType::kDynamic}, builder.getI64Type()), array);
  }

  /// The calling rank's index in its group over `axes` of `mesh`.
  Value emitGroupIndex(OpBuilder &builder, Location loc, MeshOp mesh,
                       ArrayRef<int64_t> axes) {
    SmallVector<Value> args = {getI64Array(builder, loc, mesh.getShape()),
                               getI64Array(builder, loc, axes)};
    func::FuncOp callee = getOrDeclareRuntimeFunction(
        builder, module, abi::kGroupIndex,
        FunctionType::get(builder.getContext(), ValueRange(args).getTypes(),
                          {builder.getI64Type()}));
    Value index = func::CallOp::create(builder, loc, callee, args).getResult(0);
    return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                      index);
  }

  /// A call of `collective` on `input`; returns its result tensor.
  Value emitCollective(OpBuilder &builder, Location loc, StringRef collective,
                       Value input, RankedTensorType resultType, MeshOp mesh,
                       ArrayRef<int64_t> axes, ArrayRef<int64_t> extraArgs) {
    auto [args, result] = emitCollectiveArguments(builder, loc, input,
                                                  resultType, mesh, axes,
                                                  extraArgs);
    func::FuncOp callee = getOrDeclareRuntimeFunction(
        builder, module,
        abi::getEntryPoint(collective,
                           getRuntimeTypeSuffix(resultType.getElementType())),
        FunctionType::get(builder.getContext(), ValueRange(args).getTypes(),
                          {}));
    func::CallOp::create(builder, loc, callee, args);
    return bufferization::ToTensorOp::create(builder, loc, resultType, result,
                                             /*restrict=*/true,
                                             /*writable=*/true);
  }

  /// Starts `collective` on `input` where `builder` is and waits for it at
  /// `waitPoint`; returns its result tensor, defined there. The wait reads
  /// the operand again, so that bufferization keeps its buffer unchanged
  /// while the collective is in flight.
  Value emitInFlightCollective(OpBuilder &builder, Location loc,
                               StringRef collective, Value input,
                               RankedTensorType resultType, MeshOp mesh,
                               ArrayRef<int64_t> axes,
                               ArrayRef<int64_t> extraArgs,
                               Operation *waitPoint) {
    MLIRContext *context = builder.getContext();
    std::string suffix = getRuntimeTypeSuffix(resultType.getElementType());
    auto [args, result] = emitCollectiveArguments(builder, loc, input,
                                                  resultType, mesh, axes,
                                                  extraArgs);
    func::FuncOp start = getOrDeclareRuntimeFunction(
        builder, module, abi::getStartEntryPoint(collective, suffix),
        FunctionType::get(context, ValueRange(args).getTypes(),
                          {builder.getI64Type()}));
    Value ticket = func::CallOp::create(builder, loc, start, args).getResult(0);

    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPoint(waitPoint);
    Location waitLoc = waitPoint->getLoc();
    Value operand = memref::CastOp::create(
        builder, waitLoc, args[0].getType(),
        getStridedReadBuffer(builder, waitLoc, input));
    SmallVector<Value> waitArgs = {ticket, operand};
    func::FuncOp wait = getOrDeclareRuntimeFunction(
        builder, module, abi::getEntryPoint(abi::kWait, suffix),
        FunctionType::get(context, ValueRange(waitArgs).getTypes(), {}));
    func::CallOp::create(builder, waitLoc, wait, waitArgs);
    return bufferization::ToTensorOp::create(builder, waitLoc, resultType,
                                             result, /*restrict=*/true,
                                             /*writable=*/true);
  }

  /// A transfer (abi::kSend of `input`, or abi::kRecv of a tensor of
  /// `type`) with the device at `peer` on `axis`; returns the received
  /// tensor (null for a send).
  Value emitTransfer(OpBuilder &builder, Location loc, StringRef transfer,
                     Value input, RankedTensorType type, MeshOp mesh,
                     int64_t axis, int64_t peer) {
    Type elementType = type.getElementType();
    auto unrankedType = UnrankedMemRefType::get(elementType, 0);
    Value buffer =
        input ? getStridedReadBuffer(builder, loc, input)
              : memref::AllocOp::create(
                    builder, loc,
                    MemRefType::get(type.getShape(), elementType));
    SmallVector<Value> args = {
        memref::CastOp::create(builder, loc, unrankedType, buffer),
        getI64Array(builder, loc, mesh.getShape()),
        getI64Array(builder, loc, {axis}),
        arith::ConstantIntOp::create(builder, loc, peer, 64)};
    func::FuncOp callee = getOrDeclareRuntimeFunction(
        builder, module,
        abi::getEntryPoint(transfer, getRuntimeTypeSuffix(elementType)),
        FunctionType::get(builder.getContext(), ValueRange(args).getTypes(),
                          {}));
    func::CallOp::create(builder, loc, callee, args);
    if (input)
      return {};
    return bufferization::ToTensorOp::create(builder, loc, type, buffer,
                                             /*restrict=*/true,
                                             /*writable=*/true);
  }

private:
  /// The arguments of a collective's entry point on `input` (its operand and
  /// result as unranked memrefs, the mesh shape, the axes, `extraArgs`), and
  /// the result buffer, allocated here.
  std::pair<SmallVector<Value>, Value>
  emitCollectiveArguments(OpBuilder &builder, Location loc, Value input,
                          RankedTensorType resultType, MeshOp mesh,
                          ArrayRef<int64_t> axes,
                          ArrayRef<int64_t> extraArgs) {
    Type elementType = resultType.getElementType();
    Value buffer = getStridedReadBuffer(builder, loc, input);
    auto unrankedType = UnrankedMemRefType::get(elementType, 0);
    Value inputArg = memref::CastOp::create(builder, loc, unrankedType, buffer);
    auto resultBufferType = MemRefType::get(resultType.getShape(), elementType);
    // The dims a collective changes are static (the verifier says so); a
    // dynamic one is the operand's.
    SmallVector<Value> dynamicSizes;
    for (auto [dim, size] : llvm::enumerate(resultType.getShape()))
      if (ShapedType::isDynamic(size))
        dynamicSizes.push_back(tensor::DimOp::create(builder, loc, input, dim));
    Value result =
        memref::AllocOp::create(builder, loc, resultBufferType, dynamicSizes);
    Value resultArg =
        memref::CastOp::create(builder, loc, unrankedType, result);
    SmallVector<Value> args = {inputArg, resultArg,
                               getI64Array(builder, loc, mesh.getShape()),
                               getI64Array(builder, loc, axes)};
    for (int64_t value : extraArgs)
      args.push_back(arith::ConstantIntOp::create(builder, loc, value, 64));
    return {args, result};
  }

  ModuleOp module;
};

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// The patterns of one module: each finds its op's mesh, then rewrites.
template <typename OpTy>
class RuntimePattern : public OpConversionPattern<OpTy> {
public:
  RuntimePattern(MLIRContext *context, RuntimeDeclarations &declarations)
      : OpConversionPattern<OpTy>(context), declarations(declarations) {}

  LogicalResult
  matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const final {
    auto mesh =
        SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, op.getMeshAttr());
    if (!mesh)
      return rewriter.notifyMatchFailure(op, "the mesh is not in scope");
    return rewriteOnMesh(op, adaptor, mesh, rewriter);
  }

protected:
  virtual LogicalResult
  rewriteOnMesh(OpTy op, typename OpTy::Adaptor adaptor, MeshOp mesh,
                ConversionPatternRewriter &rewriter) const = 0;

  RuntimeDeclarations &declarations;
};

/// The collective's runtime name and its trailing integer arguments: its
/// dims, then its reduction (RuntimeABI.h).
std::pair<StringRef, SmallVector<int64_t>>
getRuntimeCall(CollectiveOpInterface op) {
  CollectiveInfo info = op.getCollectiveInfo();
  SmallVector<int64_t> arguments;
  for (std::optional<int64_t> dim : {info.dim, info.concatDim})
    if (dim)
      arguments.push_back(*dim);
  if (info.reduction)
    arguments.push_back(static_cast<int64_t>(*info.reduction));
  switch (info.kind) {
  case StepKind::AllGather:
    return {abi::kAllGather, arguments};
  case StepKind::ReduceScatter:
    return {abi::kReduceScatter, arguments};
  case StepKind::AllReduce:
    return {abi::kAllReduce, arguments};
  case StepKind::AllToAll:
    return {abi::kAllToAll, arguments};
  default:
    llvm_unreachable("only exchanging collectives become runtime calls");
  }
}

/// all_gather, reduce_scatter, all_reduce, all_to_all: a runtime call.
template <typename OpTy> struct CollectiveToCall : public RuntimePattern<OpTy> {
  using RuntimePattern<OpTy>::RuntimePattern;

  LogicalResult
  rewriteOnMesh(OpTy op, typename OpTy::Adaptor adaptor, MeshOp mesh,
                ConversionPatternRewriter &rewriter) const override {
    auto inputType = cast<RankedTensorType>(op->getOperand(0).getType());
    if (getRuntimeTypeSuffix(inputType.getElementType()).empty())
      return rewriter.notifyMatchFailure(op, "no runtime entry point for "
                                             "this element type");
    auto [collective, extraArgs] =
        getRuntimeCall(cast<CollectiveOpInterface>(op.getOperation()));
    Value result = this->declarations.emitCollective(
        rewriter, op.getLoc(), collective, adaptor.getOperands()[0],
        cast<RankedTensorType>(op->getResult(0).getType()), mesh,
        op.getMeshAxes(), extraArgs);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// ap.wait and its ap.start: the start's collective started where the start
/// is (a runtime call that returns a ticket), waited for here. The start
/// and its collective stay legal until this pattern erases them.
struct InFlightToCalls : public OpConversionPattern<WaitOp> {
  InFlightToCalls(MLIRContext *context, RuntimeDeclarations &declarations)
      : OpConversionPattern<WaitOp>(context), declarations(declarations) {}

  LogicalResult
  matchAndRewrite(WaitOp wait, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    StartOp start = wait.getStart();
    auto collective = start.getCollective();
    auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(
        collective, collective.getMeshAttr());
    if (!mesh)
      return rewriter.notifyMatchFailure(wait, "the mesh is not in scope");
    auto [name, extraArgs] = getRuntimeCall(collective);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPoint(start);
    Value result = declarations.emitInFlightCollective(
        rewriter, start.getLoc(), name, start.getInput(),
        wait.getResult().getType(), mesh, collective.getMeshAxes(), extraArgs,
        wait);
    rewriter.replaceOp(wait, result);
    rewriter.eraseOp(start);
    return success();
  }

private:
  RuntimeDeclarations &declarations;
};

/// ap.group_index: a runtime call.
struct GroupIndexToCall : public RuntimePattern<GroupIndexOp> {
  using RuntimePattern::RuntimePattern;

  LogicalResult
  rewriteOnMesh(GroupIndexOp op, OpAdaptor adaptor, MeshOp mesh,
                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, declarations.emitGroupIndex(rewriter, op.getLoc(),
                                                       mesh, op.getMeshAxes()));
    return success();
  }
};

/// ap.send: a runtime call.
struct SendToCall : public RuntimePattern<SendOp> {
  using RuntimePattern::RuntimePattern;

  LogicalResult
  rewriteOnMesh(SendOp op, OpAdaptor adaptor, MeshOp mesh,
                ConversionPatternRewriter &rewriter) const override {
    declarations.emitTransfer(rewriter, op.getLoc(), abi::kSend,
                              adaptor.getInput(),
                              cast<RankedTensorType>(op.getInput().getType()),
                              mesh, op.getAxis(), op.getPeer());
    rewriter.eraseOp(op);
    return success();
  }
};

/// ap.recv: a runtime call into a new buffer.
struct RecvToCall : public RuntimePattern<RecvOp> {
  using RuntimePattern::RuntimePattern;

  LogicalResult
  rewriteOnMesh(RecvOp op, OpAdaptor adaptor, MeshOp mesh,
                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, declarations.emitTransfer(
                               rewriter, op.getLoc(), abi::kRecv, Value(),
                               cast<RankedTensorType>(op.getResult().getType()),
                               mesh, op.getAxis(), op.getPeer()));
    return success();
  }
};

/// ap.shard_slice: chunk `groupIndex` along `dim`, a slice at a computed
/// offset (no data moves).
struct ShardSliceToExtractSlice : public RuntimePattern<ShardSliceOp> {
  using RuntimePattern::RuntimePattern;

  LogicalResult
  rewriteOnMesh(ShardSliceOp op, OpAdaptor adaptor, MeshOp mesh,
                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op.getType());
    // A chunk without elements is no slice (whose offset 0 in an empty dim
    // would be out of bounds).
    if (resultType.hasStaticShape() && resultType.getNumElements() == 0) {
      rewriter.replaceOpWithNewOp<tensor::EmptyOp>(
          op, resultType.getShape(), resultType.getElementType());
      return success();
    }
    int64_t dim = op.getDim();
    Value index =
        declarations.emitGroupIndex(rewriter, loc, mesh, op.getMeshAxes());
    rewriter.replaceOp(op, createShardChunk(rewriter, loc, adaptor.getInput(),
                                            resultType, dim, index));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// Located errors for what no pattern lowers: global-view ops (ap-partition
/// first), element types without an entry point, meshes out of scope.
LogicalResult checkLowerable(ModuleOp module) {
  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Nested modules are lowered on their own, with their own meshes.
    if (op != module && isa<ModuleOp>(op))
      return WalkResult::skip();
    if (isa<AnnotateOp, RedistributeOp>(op)) {
      op->emitOpError()
          << "is a global-view op; run ap-partition before ap-lower-to-runtime";
      return WalkResult::interrupt();
    }
    FlatSymbolRefAttr meshRef;
    if (auto collective = dyn_cast<CollectiveOpInterface>(op)) {
      meshRef = collective.getMeshAttr();
      auto type = cast<RankedTensorType>(op->getOperand(0).getType());
      if (!isa<ShardSliceOp>(op) &&
          getRuntimeTypeSuffix(type.getElementType()).empty()) {
        op->emitOpError() << "element type " << type.getElementType()
                          << " is not supported by the collective runtime";
        return WalkResult::interrupt();
      }
    } else if (auto groupIndex = dyn_cast<GroupIndexOp>(op)) {
      meshRef = groupIndex.getMeshAttr();
    } else if (isa<SendOp, RecvOp>(op)) {
      auto send = dyn_cast<SendOp>(op);
      auto recv = dyn_cast<RecvOp>(op);
      meshRef = send ? send.getMeshAttr() : recv.getMeshAttr();
      Type elementType = send ? send.getInput().getType().getElementType()
                              : recv.getResult().getType().getElementType();
      if (getRuntimeTypeSuffix(elementType).empty()) {
        op->emitOpError() << "element type " << elementType
                          << " is not supported by the collective runtime";
        return WalkResult::interrupt();
      }
    }
    if (meshRef && !SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, meshRef)) {
      op->emitOpError() << "refers to " << meshRef
                        << ", which is not an ap.mesh in scope";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Drops the meshes and every `ap.` attribute once nothing refers to them.
void removeMeshesAndAttributes(ModuleOp module) {
  auto isApAttribute = [](NamedAttribute attribute) {
    return attribute.getName().getValue().starts_with("ap.");
  };
  module.walk([&](Operation *op) {
    for (NamedAttribute attribute : llvm::to_vector(op->getDiscardableAttrs()))
      if (isApAttribute(attribute))
        op->removeDiscardableAttr(attribute.getName());
    auto function = dyn_cast<FunctionOpInterface>(op);
    if (!function)
      return;
    for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
      for (NamedAttribute attribute : function.getArgAttrs(i))
        if (isApAttribute(attribute))
          function.removeArgAttr(i, attribute.getName());
    for (unsigned i = 0, e = function.getNumResults(); i < e; ++i)
      for (NamedAttribute attribute : function.getResultAttrs(i))
        if (isApAttribute(attribute))
          function.removeResultAttr(i, attribute.getName());
  });
  for (MeshOp mesh : llvm::to_vector(module.getOps<MeshOp>()))
    mesh.erase();
}

struct APLowerToRuntimePass
    : public ap::impl::APLowerToRuntimeBase<APLowerToRuntimePass> {
  using Base::Base;

  LogicalResult lowerModule(ModuleOp module) {
    if (failed(checkLowerable(module)))
      return failure();
    MLIRContext *context = &getContext();
    RuntimeDeclarations declarations(module);
    RewritePatternSet patterns(context);
    patterns
        .add<CollectiveToCall<AllGatherOp>, CollectiveToCall<ReduceScatterOp>,
             CollectiveToCall<AllReduceOp>, CollectiveToCall<AllToAllOp>,
             GroupIndexToCall, ShardSliceToExtractSlice, InFlightToCalls,
             SendToCall, RecvToCall>(
            context, declarations);
    ConversionTarget target(*context);
    target.addLegalDialect<
        arith::ArithDialect, bufferization::BufferizationDialect,
        func::FuncDialect, memref::MemRefDialect, tensor::TensorDialect>();
    // Every ap op of this module but its meshes goes; ops of nested modules
    // are their own module's business.
    target.addDynamicallyLegalDialect<APDialect>(
        [root = module.getOperation()](Operation *op) {
          // A start and the collective in it go with their wait.
          return isa<MeshOp, StartOp>(op) ||
                 op->getParentOfType<StartOp>() ||
                 op->getParentOfType<ModuleOp>() != root;
        });
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return failure();
    removeMeshesAndAttributes(module);
    return success();
  }

  void runOnOperation() override {
    // Innermost modules first: each module's collectives use its meshes and
    // its runtime declarations.
    SmallVector<ModuleOp> modules;
    getOperation().walk([&](ModuleOp module) { modules.push_back(module); });
    for (ModuleOp module : modules)
      if (failed(lowerModule(module)))
        return signalPassFailure();
  }
};

} // namespace
