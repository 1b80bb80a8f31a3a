//===- RuntimeCalls.cpp - What lowerings to runtime calls share -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/RuntimeCalls.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

std::string mlir::ap::getRuntimeTypeSuffix(Type type) {
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF32())
    return "f32";
  if (type.isF64())
    return "f64";
  if (auto complex = dyn_cast<ComplexType>(type)) {
    std::string component = getRuntimeTypeSuffix(complex.getElementType());
    return component == "f32" || component == "f64" ? "c" + component : "";
  }
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1 || width == 8 || width == 16 || width == 32 || width == 64)
      return "i" + std::to_string(width);
  }
  return "";
}

func::FuncOp mlir::ap::getOrDeclareRuntimeFunction(OpBuilder &builder,
                                                   ModuleOp module,
                                                   StringRef name,
                                                   FunctionType type) {
  if (auto existing = dyn_cast_if_present<func::FuncOp>(
          SymbolTable::lookupSymbolIn(module, name)))
    return existing;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(module.getBody());
  auto function = func::FuncOp::create(builder, module.getLoc(), name, type);
  function.setPrivate();
  function->setAttr("llvm.emit_c_interface", builder.getUnitAttr());
  return function;
}

Value mlir::ap::getStridedReadBuffer(OpBuilder &builder, Location loc,
                                     Value tensor) {
  auto tensorType = cast<RankedTensorType>(tensor.getType());
  SmallVector<int64_t> dynamicStrides(tensorType.getRank(),
                                      ShapedType::kDynamic);
  auto stridedType = MemRefType::get(
      tensorType.getShape(), tensorType.getElementType(),
      StridedLayoutAttr::get(builder.getContext(), ShapedType::kDynamic,
                             dynamicStrides));
  return bufferization::ToBufferOp::create(builder, loc, stridedType, tensor,
                                           /*read_only=*/true);
}
