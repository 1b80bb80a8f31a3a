//===- APToRuntime.cpp - Lower per-device ap ops to runtime calls ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A walk, not a dialect conversion: every ap op is replaced by a short,
// fixed sequence of upstream ops, and the pass must also remove the meshes
// and the ap attributes once nothing refers to them. Global-view ops are an
// error (they need ap-partition first).
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/Placement.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

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

/// The runtime's name for an element type (one of abi::kElementSuffixes),
/// or "" if it has no entry point.
std::string getTypeSuffix(Type type) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (auto complex = dyn_cast<ComplexType>(type)) {
    std::string component = getTypeSuffix(complex.getElementType());
    return component == "f32" || component == "f64" ? "c" + component : "";
  }
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1 || width == 8 || width == 16 || width == 32 || width == 64)
      return "i" + std::to_string(width);
  }
  return "";
}

class RuntimeLowering {
public:
  explicit RuntimeLowering(ModuleOp module)
      : module(module), builder(module.getContext()), symbolTable(module) {}

  LogicalResult run();

private:
  LogicalResult lowerOp(Operation *op);
  Value lowerCollective(Operation *op, StringRef name, MeshOp mesh,
                        ArrayRef<int64_t> axes, ArrayRef<int64_t> extraArgs);
  Value emitGroupIndex(Location loc, MeshOp mesh, ArrayRef<int64_t> axes);
  /// A memref<?xi64> view of a constant global holding `values`.
  Value getI64Array(Location loc, ArrayRef<int64_t> values);
  /// Declares `name` (with llvm.emit_c_interface) if it does not exist yet.
  func::FuncOp getRuntimeFunction(StringRef name, FunctionType type);
  MeshOp getMesh(Operation *op, FlatSymbolRefAttr ref);
  void removeMeshesAndAttributes();

  ModuleOp module;
  OpBuilder builder;
  SymbolTable symbolTable;
};

LogicalResult RuntimeLowering::run() {
  SmallVector<Operation *> worklist;
  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    // Nested modules are lowered on their own, with their own meshes.
    if (op != module && isa<ModuleOp>(op))
      return WalkResult::skip();
    if (isa<AnnotateOp, RedistributeOp>(op)) {
      op->emitOpError()
          << "is a global-view op; run ap-partition before ap-lower-to-runtime";
      return WalkResult::interrupt();
    }
    if (isa<CollectiveOpInterface, GroupIndexOp>(op))
      worklist.push_back(op);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (Operation *op : worklist)
    if (failed(lowerOp(op)))
      return failure();
  removeMeshesAndAttributes();
  return success();
}

MeshOp RuntimeLowering::getMesh(Operation *op, FlatSymbolRefAttr ref) {
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, ref);
  if (!mesh)
    op->emitOpError() << "refers to " << ref
                      << ", which is not an ap.mesh in scope";
  return mesh;
}

LogicalResult RuntimeLowering::lowerOp(Operation *op) {
  builder.setInsertionPoint(op);
  Location loc = op->getLoc();
  if (auto groupIndex = dyn_cast<GroupIndexOp>(op)) {
    MeshOp mesh = getMesh(op, groupIndex.getMeshAttr());
    if (!mesh)
      return failure();
    groupIndex.replaceAllUsesWith(
        emitGroupIndex(loc, mesh, groupIndex.getMeshAxes()));
    groupIndex.erase();
    return success();
  }
  auto collective = cast<CollectiveOpInterface>(op);
  MeshOp mesh = getMesh(op, collective.getMeshAttr());
  if (!mesh)
    return failure();
  ArrayRef<int64_t> axes = collective.getMeshAxes();
  auto inputType = cast<RankedTensorType>(op->getOperand(0).getType());
  if (getTypeSuffix(inputType.getElementType()).empty())
    return op->emitOpError() << "element type " << inputType.getElementType()
                             << " is not supported by the collective runtime";

  Value replacement =
      llvm::TypeSwitch<Operation *, Value>(op)
          .Case([&](AllGatherOp gather) {
            return lowerCollective(op, abi::kAllGather, mesh, axes,
                                   {gather.getDim()});
          })
          .Case([&](ReduceScatterOp scatter) {
            return lowerCollective(
                op, abi::kReduceScatter, mesh, axes,
                {scatter.getDim(),
                 static_cast<int64_t>(scatter.getReduction().getValue())});
          })
          .Case([&](AllReduceOp reduce) {
            return lowerCollective(
                op, abi::kAllReduce, mesh, axes,
                {static_cast<int64_t>(reduce.getReduction().getValue())});
          })
          .Case([&](AllToAllOp exchange) {
            return lowerCollective(
                op, abi::kAllToAll, mesh, axes,
                {exchange.getSplitDim(), exchange.getConcatDim()});
          })
          .Case([&](ShardSliceOp slice) -> Value {
            // Chunk `groupIndex` along `dim`: a slice at a computed offset.
            auto resultType = cast<RankedTensorType>(slice.getType());
            int64_t dim = slice.getDim();
            Value index = emitGroupIndex(loc, mesh, axes);
            Value chunk = arith::ConstantIndexOp::create(
                builder, loc, resultType.getDimSize(dim));
            Value offset = arith::MulIOp::create(builder, loc, index, chunk);
            SmallVector<OpFoldResult> offsets(resultType.getRank(),
                                              builder.getIndexAttr(0));
            offsets[dim] = offset;
            SmallVector<OpFoldResult> sizes, strides;
            for (int64_t size : resultType.getShape()) {
              sizes.push_back(builder.getIndexAttr(size));
              strides.push_back(builder.getIndexAttr(1));
            }
            return tensor::ExtractSliceOp::create(builder, loc, resultType,
                                                  slice.getInput(), offsets,
                                                  sizes, strides);
          })
          .Default([](Operation *) -> Value { return {}; });
  op->getResult(0).replaceAllUsesWith(replacement);
  op->erase();
  return success();
}

Value RuntimeLowering::lowerCollective(Operation *op, StringRef name,
                                       MeshOp mesh, ArrayRef<int64_t> axes,
                                       ArrayRef<int64_t> extraArgs) {
  Location loc = op->getLoc();
  MLIRContext *context = builder.getContext();
  auto inputType = cast<RankedTensorType>(op->getOperand(0).getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Type elementType = inputType.getElementType();

  // The operand may live in any buffer (a slice of another, say): read it
  // through a fully dynamic strided view; the runtime handles any strides.
  SmallVector<int64_t> dynamicStrides(inputType.getRank(),
                                      ShapedType::kDynamic);
  auto stridedType = MemRefType::get(
      inputType.getShape(), elementType,
      StridedLayoutAttr::get(context, ShapedType::kDynamic, dynamicStrides));
  Value input = bufferization::ToBufferOp::create(
      builder, loc, stridedType, op->getOperand(0), /*read_only=*/true);
  auto unrankedType = UnrankedMemRefType::get(elementType, 0);
  Value inputArg = memref::CastOp::create(builder, loc, unrankedType, input);
  auto resultBufferType = MemRefType::get(resultType.getShape(), elementType);
  Value result = memref::AllocOp::create(builder, loc, resultBufferType);
  Value resultArg = memref::CastOp::create(builder, loc, unrankedType, result);

  SmallVector<Value> args = {inputArg, resultArg,
                             getI64Array(loc, mesh.getShape()),
                             getI64Array(loc, axes)};
  for (int64_t value : extraArgs)
    args.push_back(arith::ConstantIntOp::create(builder, loc, value, 64));
  std::string symbol = abi::getEntryPoint(name, getTypeSuffix(elementType));
  func::FuncOp callee = getRuntimeFunction(
      symbol, FunctionType::get(context, ValueRange(args).getTypes(), {}));
  func::CallOp::create(builder, loc, callee, args);
  return bufferization::ToTensorOp::create(builder, loc, resultType, result,
                                           /*restrict=*/true,
                                           /*writable=*/true);
}

Value RuntimeLowering::emitGroupIndex(Location loc, MeshOp mesh,
                                      ArrayRef<int64_t> axes) {
  SmallVector<Value> args = {getI64Array(loc, mesh.getShape()),
                             getI64Array(loc, axes)};
  func::FuncOp callee = getRuntimeFunction(
      abi::kGroupIndex,
      FunctionType::get(builder.getContext(), ValueRange(args).getTypes(),
                        {builder.getI64Type()}));
  Value index = func::CallOp::create(builder, loc, callee, args).getResult(0);
  return arith::IndexCastOp::create(builder, loc, builder.getIndexType(),
                                    index);
}

Value RuntimeLowering::getI64Array(Location loc, ArrayRef<int64_t> values) {
  std::string name = "__ap_i64";
  for (int64_t value : values)
    name += "_" + std::to_string(value);
  auto type = MemRefType::get({static_cast<int64_t>(values.size())},
                              builder.getI64Type());
  if (!symbolTable.lookup(name)) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    auto tensorType =
        RankedTensorType::get(type.getShape(), type.getElementType());
    auto global = memref::GlobalOp::create(
        builder, loc, name, builder.getStringAttr("private"), type,
        DenseIntElementsAttr::get(tensorType, values), /*constant=*/true,
        /*alignment=*/nullptr);
    symbolTable.insert(global);
  }
  Value array = memref::GetGlobalOp::create(builder, loc, type, name);
  return memref::CastOp::create(
      builder, loc,
      MemRefType::get({ShapedType::kDynamic}, builder.getI64Type()), array);
}

func::FuncOp RuntimeLowering::getRuntimeFunction(StringRef name,
                                                 FunctionType type) {
  if (auto existing = symbolTable.lookup<func::FuncOp>(name))
    return existing;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto function = func::FuncOp::create(builder, module.getLoc(), name, type);
  function.setPrivate();
  function->setAttr("llvm.emit_c_interface", builder.getUnitAttr());
  symbolTable.insert(function);
  return function;
}

void RuntimeLowering::removeMeshesAndAttributes() {
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
  void runOnOperation() override {
    // Innermost modules first: each module's collectives use its meshes and
    // its runtime declarations.
    SmallVector<ModuleOp> modules;
    getOperation().walk([&](ModuleOp module) { modules.push_back(module); });
    for (ModuleOp module : modules)
      if (failed(RuntimeLowering(module).run()))
        return signalPassFailure();
  }
};

} // namespace
