//===- RuntimeCalls.cpp - What lowerings to runtime calls share -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/RuntimeCalls.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

std::optional<ap::runtime::abi::ElementType>
mlir::ap::getRuntimeElementType(Type type) {
  using ap::runtime::abi::ElementType;
  if (type.isF16())
    return ElementType::F16;
  if (type.isBF16())
    return ElementType::BF16;
  if (type.isF32())
    return ElementType::F32;
  if (type.isF64())
    return ElementType::F64;
  if (auto complex = dyn_cast<ComplexType>(type)) {
    Type component = complex.getElementType();
    if (component.isF32())
      return ElementType::CF32;
    if (component.isF64())
      return ElementType::CF64;
    return std::nullopt;
  }
  if (auto integer = dyn_cast<IntegerType>(type)) {
    switch (integer.getWidth()) {
    case 1:
      return ElementType::I1;
    case 8:
      return ElementType::I8;
    case 16:
      return ElementType::I16;
    case 32:
      return ElementType::I32;
    case 64:
      return ElementType::I64;
    }
  }
  return std::nullopt;
}

std::string mlir::ap::getRuntimeTypeSuffix(Type type) {
  std::optional<ap::runtime::abi::ElementType> elementType =
      getRuntimeElementType(type);
  return elementType ? ap::runtime::abi::getSuffix(*elementType).str() : "";
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
