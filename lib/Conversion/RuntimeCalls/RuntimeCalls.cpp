//===- RuntimeCalls.cpp - What lowerings to runtime calls share -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/RuntimeCalls.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

RankedTensorType mlir::ap::getComplexPairsType(Type tensorType) {
  auto type = cast<RankedTensorType>(tensorType);
  auto complex = dyn_cast<ComplexType>(type.getElementType());
  if (!complex)
    return type;
  SmallVector<int64_t> shape(type.getShape());
  shape.push_back(2);
  return RankedTensorType::get(shape, complex.getElementType());
}

Value mlir::ap::convertComplexPairs(OpBuilder &builder, Location loc,
                                    Value value, RankedTensorType to) {
  MLIRContext *context = builder.getContext();
  auto from = cast<RankedTensorType>(value.getType());
  bool toComplex = isa<ComplexType>(to.getElementType());
  RankedTensorType complexType = toComplex ? to : from;
  int64_t rank = complexType.getRank();
  Value empty =
      tensor::EmptyOp::create(builder, loc, to.getShape(), to.getElementType());
  auto pairMap = [&](unsigned loops, AffineExpr last) {
    SmallVector<AffineExpr> exprs;
    for (int64_t dim = 0; dim < rank; ++dim)
      exprs.push_back(getAffineDimExpr(dim, context));
    exprs.push_back(last);
    return AffineMap::get(loops, 0, exprs, context);
  };
  if (toComplex) {
    AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
    SmallVector<AffineMap> maps = {
        pairMap(rank, getAffineConstantExpr(0, context)),
        pairMap(rank, getAffineConstantExpr(1, context)), identity};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    return linalg::GenericOp::create(
               builder, loc, to, ValueRange{value, value}, ValueRange{empty},
               maps, iterators,
               [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
                 Value created = complex::CreateOp::create(
                     b, bodyLoc, to.getElementType(), args[0], args[1]);
                 linalg::YieldOp::create(b, bodyLoc, created);
               })
        .getResult(0);
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank + 1, context);
  SmallVector<AffineMap> maps = {identity.getMajorSubMap(rank), identity};
  SmallVector<utils::IteratorType> iterators(rank + 1,
                                             utils::IteratorType::parallel);
  return linalg::GenericOp::create(
             builder, loc, to, ValueRange{value}, ValueRange{empty}, maps,
             iterators,
             [&](OpBuilder &b, Location bodyLoc, ValueRange args) {
               Value part = linalg::IndexOp::create(b, bodyLoc, rank);
               Value zero = arith::ConstantIndexOp::create(b, bodyLoc, 0);
               Value isReal = arith::CmpIOp::create(
                   b, bodyLoc, arith::CmpIPredicate::eq, part, zero);
               Value real = complex::ReOp::create(b, bodyLoc, args[0]);
               Value imaginary = complex::ImOp::create(b, bodyLoc, args[0]);
               Value selected =
                   arith::SelectOp::create(b, bodyLoc, isReal, real, imaginary);
               linalg::YieldOp::create(b, bodyLoc, selected);
             })
      .getResult(0);
}
