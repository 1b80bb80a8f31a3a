//===- APOps.cpp - Operations of the ap dialect ---------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingVerifier.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace mlir::ap;

//===----------------------------------------------------------------------===//
// Finding the mesh a sharding or a collective names
//===----------------------------------------------------------------------===//

MeshOp mlir::ap::lookupMesh(Operation *from, FlatSymbolRefAttr meshRef,
                            EmitErrorFn emitError,
                            SymbolTableCollection *symbolTables) {
  Operation *symbol = symbolTables
                          ? symbolTables->lookupNearestSymbolFrom(from, meshRef)
                          : SymbolTable::lookupNearestSymbolFrom(from, meshRef);
  auto mesh = dyn_cast_or_null<MeshOp>(symbol);
  if (!mesh) {
    InFlightDiagnostic diag = emitError();
    diag << meshRef << " does not name an ap.mesh";
    if (symbol)
      diag << " (it names a '" << symbol->getName() << "')";
  }
  return mesh;
}

LogicalResult mlir::ap::verifyShardingAt(Operation *from, ShardingAttr sharding,
                                         Type type, EmitErrorFn emitError,
                                         SymbolTableCollection *symbolTables) {
  MeshOp mesh = lookupMesh(from, sharding.getMesh(), emitError, symbolTables);
  if (!mesh)
    return failure();
  return verifyShardingForType(sharding, mesh.getShape(), type, emitError);
}

MeshOp mlir::ap::verifyMeshAxesAt(Operation *from, FlatSymbolRefAttr meshRef,
                                  ArrayRef<int64_t> meshAxes,
                                  EmitErrorFn emitError,
                                  SymbolTableCollection *symbolTables) {
  MeshOp mesh = lookupMesh(from, meshRef, emitError, symbolTables);
  if (!mesh)
    return {};
  if (failed(reportError(verifyMeshAxes(mesh.getShape(), meshAxes), emitError)))
    return {};
  return mesh;
}

//===----------------------------------------------------------------------===//
// Custom assembly directives
//===----------------------------------------------------------------------===//

/// mesh-shape ::= dim (`x` dim)*, e.g. `16x8`.
static ParseResult parseMeshShape(OpAsmParser &parser,
                                  DenseI64ArrayAttr &shape) {
  SmallVector<int64_t> dims;
  if (parser.parseDimensionList(dims, /*allowDynamic=*/false,
                                /*withTrailingX=*/false))
    return failure();
  shape = parser.getBuilder().getDenseI64ArrayAttr(dims);
  return success();
}

static void printMeshShape(OpAsmPrinter &printer, Operation *,
                           DenseI64ArrayAttr shape) {
  printer.printDimensionList(shape.asArrayRef());
}

/// mesh-groups ::= `[` (`[` axis (`,` axis)* `]`)* `]`, e.g. `[[0, 1], [1,
/// 2]]`.
static ParseResult parseMeshGroups(OpAsmParser &parser, ArrayAttr &groups) {
  SmallVector<Attribute> lists;
  auto parseGroup = [&]() -> ParseResult {
    SmallVector<int64_t> axes;
    if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square, [&]() {
          return parser.parseInteger(axes.emplace_back());
        }))
      return failure();
    lists.push_back(parser.getBuilder().getDenseI64ArrayAttr(axes));
    return success();
  };
  if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                     parseGroup))
    return failure();
  groups = parser.getBuilder().getArrayAttr(lists);
  return success();
}

static void printMeshGroups(OpAsmPrinter &printer, Operation *,
                            ArrayAttr groups) {
  printer << "[";
  llvm::interleaveComma(groups.getAsRange<DenseI64ArrayAttr>(), printer,
                        [&](DenseI64ArrayAttr group) {
                          printer << "[";
                          llvm::interleaveComma(group.asArrayRef(), printer);
                          printer << "]";
                        });
  printer << "]";
}

/// A sharding inside an op is written without the `#ap.sharding` prefix,
/// `<@mesh, [S(0), R]>` (the op implies the attribute kind). The full form
/// cannot be used there: the generic attribute parser would read the `: type`
/// that follows in the op's syntax as the attribute's own type.
static ParseResult parseSharding(OpAsmParser &parser, ShardingAttr &sharding) {
  sharding = dyn_cast_or_null<ShardingAttr>(ShardingAttr::parse(parser, {}));
  return success(static_cast<bool>(sharding));
}

static void printSharding(OpAsmPrinter &printer, Operation *,
                          ShardingAttr sharding) {
  sharding.print(printer);
}

/// reduction ::= `sum` | `avg` | `max` | `min`
static ParseResult parseReduction(OpAsmParser &parser,
                                  ReductionKindAttr &reduction) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  if (parser.parseKeyword(&name))
    return failure();
  std::optional<ReductionKind> kind = symbolizeReductionKind(name);
  if (!kind)
    return parser.emitError(loc, "unknown reduction '")
           << name << "'; expected sum, avg, max or min";
  reduction = ReductionKindAttr::get(parser.getContext(), *kind);
  return success();
}

static void printReduction(OpAsmPrinter &printer, Operation *,
                           ReductionKindAttr reduction) {
  printer << stringifyReductionKind(reduction.getValue());
}

#include "Shard/Dialect/AP/IR/APInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "Shard/Dialect/AP/IR/APOps.cpp.inc"

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

LogicalResult MeshOp::verify() {
  if (failed(reportError(verifyMeshShape(getShape()),
                         [&]() { return emitOpError(); })))
    return failure();
  ArrayAttr names = getAxisNames();
  if (static_cast<int64_t>(names.size()) != getRank())
    return emitOpError() << "has " << getRank() << " axis/axes but "
                         << names.size() << " axis name(s)";
  llvm::StringSet<> seen;
  for (auto [axis, name] :
       llvm::enumerate(names.getAsValueRange<StringAttr>())) {
    if (name.empty())
      return emitOpError() << "axis " << axis << " has an empty name";
    if (!seen.insert(name).second)
      return emitOpError() << "axis name \"" << name << "\" is used twice";
  }
  if (!getGroupsAttr())
    return success();
  for (auto [index, group] :
       llvm::enumerate(getGroupsAttr().getAsRange<DenseI64ArrayAttr>())) {
    ArrayRef<int64_t> axes = group.asArrayRef();
    if (axes.size() < 2)
      return emitOpError() << "group #" << index << " has " << axes.size()
                           << " axis/axes; a group names at least 2 mesh "
                              "axes (single axes are always allowed)";
    for (auto [position, axis] : llvm::enumerate(axes)) {
      if (axis < 0 || axis >= getRank())
        return emitOpError()
               << "group #" << index << " names axis " << axis
               << ", out of range for a mesh of rank " << getRank();
      if (llvm::is_contained(axes.take_front(position), axis))
        return emitOpError()
               << "group #" << index << " names axis " << axis << " twice";
    }
  }
  return success();
}

bool MeshOp::allowsGroup(ArrayRef<int64_t> axes) {
  if (axes.size() < 2 || !getGroupsAttr())
    return true;
  return llvm::any_of(
      getGroupsAttr().getAsRange<DenseI64ArrayAttr>(),
      [&](DenseI64ArrayAttr group) { return group.asArrayRef() == axes; });
}

int64_t MeshOp::getNumDevices() { return ap::getNumDevices(getShape()); }

std::optional<int64_t> MeshOp::getAxisIndex(StringRef name) {
  for (auto [axis, axisName] :
       llvm::enumerate(getAxisNames().getAsValueRange<StringAttr>()))
    if (axisName == name)
      return axis;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// AnnotateOp
//===----------------------------------------------------------------------===//

LogicalResult
AnnotateOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyShardingAt(
      *this, getSharding(), getResult().getType(),
      [&]() { return emitOpError(); }, &symbolTables);
}

//===----------------------------------------------------------------------===//
// RedistributeOp
//===----------------------------------------------------------------------===//

LogicalResult RedistributeOp::verify() {
  if (getSource().getMesh() != getTarget().getMesh())
    return emitOpError() << "redistributes from mesh " << getSource().getMesh()
                         << " to mesh " << getTarget().getMesh()
                         << "; redistribution across meshes is not supported";
  return success();
}

LogicalResult
RedistributeOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  Type type = getResult().getType();
  if (failed(verifyShardingAt(
          *this, getSource(), type,
          [&]() { return emitOpError() << "source sharding: "; },
          &symbolTables)))
    return failure();
  return verifyShardingAt(
      *this, getTarget(), type,
      [&]() { return emitOpError() << "target sharding: "; }, &symbolTables);
}

OpFoldResult RedistributeOp::fold(FoldAdaptor) {
  if (getSource() == getTarget())
    return getInput();
  return {};
}

//===----------------------------------------------------------------------===//
// GroupIndexOp
//===----------------------------------------------------------------------===//

LogicalResult
GroupIndexOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return success(static_cast<bool>(verifyMeshAxesAt(
      *this, getMeshAttr(), getMeshAxes(), [&]() { return emitOpError(); },
      &symbolTables)));
}

//===----------------------------------------------------------------------===//
// Collectives: shared verification
//===----------------------------------------------------------------------===//

/// Checks what does not need the mesh: equal ranks and element types, and the
/// named dims in range.
static LogicalResult verifyLocalTypes(Operation *op, ArrayRef<int64_t> dims,
                                      ArrayRef<StringRef> dimNames) {
  auto inputType = cast<RankedTensorType>(op->getOperand(0).getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  if (inputType.getElementType() != resultType.getElementType())
    return op->emitOpError() << "operand and result element types differ ("
                             << inputType.getElementType() << " vs "
                             << resultType.getElementType() << ")";
  if (inputType.getRank() != resultType.getRank())
    return op->emitOpError()
           << "operand and result ranks differ (" << inputType.getRank()
           << " vs " << resultType.getRank() << ")";
  for (auto [dim, name] : llvm::zip_equal(dims, dimNames))
    if (dim >= inputType.getRank())
      return op->emitOpError()
             << name << " " << dim << " is out of range for a tensor of rank "
             << inputType.getRank();
  return success();
}

/// Checks that every dim of the operand and the result other than `changed`
/// agree.
static LogicalResult verifyOtherDimsEqual(Operation *op,
                                          ArrayRef<int64_t> changed) {
  auto inputShape =
      cast<RankedTensorType>(op->getOperand(0).getType()).getShape();
  auto resultShape =
      cast<RankedTensorType>(op->getResult(0).getType()).getShape();
  for (auto [dim, sizes] :
       llvm::enumerate(llvm::zip_equal(inputShape, resultShape))) {
    auto [inputSize, resultSize] = sizes;
    if (llvm::is_contained(changed, static_cast<int64_t>(dim)))
      continue;
    if (inputSize != resultSize)
      return op->emitOpError() << "operand and result differ in dim " << dim
                               << ", which this collective does not change";
  }
  return success();
}

/// Formats a dim size, dynamic as `?`.
static std::string formatSize(int64_t size) {
  return ShapedType::isDynamic(size) ? "?" : std::to_string(size);
}

enum class DimChange { Multiply, Divide };

/// Checks `result[dim] = operand[dim] * groupSize` or `/ groupSize`.
static LogicalResult verifyDimChange(Operation *op, int64_t dim,
                                     StringRef dimName, DimChange change,
                                     int64_t groupSize) {
  int64_t inputSize =
      cast<RankedTensorType>(op->getOperand(0).getType()).getDimSize(dim);
  int64_t resultSize =
      cast<RankedTensorType>(op->getResult(0).getType()).getDimSize(dim);
  if (ShapedType::isDynamic(inputSize) || ShapedType::isDynamic(resultSize))
    return op->emitOpError() << dimName << " " << dim
                             << " must be static in the operand and the "
                                "result; dynamic sizes are not supported yet";
  if (change == DimChange::Multiply) {
    if (resultSize != inputSize * groupSize)
      return op->emitOpError()
             << "expects result dim " << dim << " to be " << inputSize << " x "
             << groupSize << " (group size) = " << inputSize * groupSize
             << ", got " << formatSize(resultSize);
    return success();
  }
  if (inputSize % groupSize != 0)
    return op->emitOpError()
           << "operand dim " << dim << " (" << inputSize
           << ") is not divisible by the group size " << groupSize
           << "; collectives split into equal chunks (pad the dim first, as "
              "ap-partition does for uneven shardings)";
  if (resultSize != inputSize / groupSize)
    return op->emitOpError()
           << "expects result dim " << dim << " to be " << inputSize << " / "
           << groupSize << " (group size) = " << inputSize / groupSize
           << ", got " << formatSize(resultSize);
  return success();
}

/// The verifySymbolUses of every collective: the mesh exists, the axes are
/// valid for it, and the shapes fit the group size.
static LogicalResult verifyCollective(CollectiveOpInterface op,
                                      SymbolTableCollection &symbolTables) {
  MeshOp mesh = verifyMeshAxesAt(
      op, op.getMeshAttr(), op.getMeshAxes(),
      [&]() { return op->emitOpError(); }, &symbolTables);
  if (!mesh)
    return failure();
  return op.verifyShapesForGroupSize(
      getGroupSize(mesh.getShape(), op.getMeshAxes()));
}

//===----------------------------------------------------------------------===//
// AllGatherOp
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  if (failed(verifyLocalTypes(*this, {getDim()}, {"dim"})))
    return failure();
  return verifyOtherDimsEqual(*this, {getDim()});
}

LogicalResult
AllGatherOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyCollective(*this, symbolTables);
}

LogicalResult AllGatherOp::verifyShapesForGroupSize(int64_t groupSize) {
  return verifyDimChange(*this, getDim(), "gathered dim", DimChange::Multiply,
                         groupSize);
}

//===----------------------------------------------------------------------===//
// ReduceScatterOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceScatterOp::verify() {
  if (failed(verifyLocalTypes(*this, {getDim()}, {"dim"})))
    return failure();
  if (failed(verifyReductionForElementType(getReduction().getValue(),
                                           getType().getElementType(),
                                           [&] { return emitOpError(); })))
    return failure();
  return verifyOtherDimsEqual(*this, {getDim()});
}

LogicalResult
ReduceScatterOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyCollective(*this, symbolTables);
}

LogicalResult ReduceScatterOp::verifyShapesForGroupSize(int64_t groupSize) {
  return verifyDimChange(*this, getDim(), "scattered dim", DimChange::Divide,
                         groupSize);
}

//===----------------------------------------------------------------------===//
// AllReduceOp
//===----------------------------------------------------------------------===//

void AllReduceOp::build(OpBuilder &builder, OperationState &state, Value input,
                        FlatSymbolRefAttr mesh, ArrayRef<int64_t> meshAxes,
                        ReductionKind reduction) {
  build(builder, state, input.getType(), input, mesh,
        builder.getDenseI64ArrayAttr(meshAxes),
        ReductionKindAttr::get(builder.getContext(), reduction));
}

LogicalResult AllReduceOp::verify() {
  if (failed(verifyLocalTypes(*this, {}, {})))
    return failure();
  return verifyReductionForElementType(getReduction().getValue(),
                                       getType().getElementType(),
                                       [&] { return emitOpError(); });
}

LogicalResult
AllReduceOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyCollective(*this, symbolTables);
}

CollectiveInfo AllGatherOp::getCollectiveInfo() {
  return {StepKind::AllGather, getDim(), std::nullopt, std::nullopt};
}

CollectiveInfo ReduceScatterOp::getCollectiveInfo() {
  return {StepKind::ReduceScatter, getDim(), std::nullopt,
          getReduction().getValue()};
}

CollectiveInfo AllReduceOp::getCollectiveInfo() {
  return {StepKind::AllReduce, std::nullopt, std::nullopt,
          getReduction().getValue()};
}

CollectiveInfo AllToAllOp::getCollectiveInfo() {
  return {StepKind::AllToAll, getSplitDim(), getConcatDim(), std::nullopt};
}

CollectiveInfo ShardSliceOp::getCollectiveInfo() {
  return {StepKind::ShardSlice, getDim(), std::nullopt, std::nullopt};
}

LogicalResult AllReduceOp::verifyShapesForGroupSize(int64_t) {
  return success();
}

//===----------------------------------------------------------------------===//
// AllToAllOp
//===----------------------------------------------------------------------===//

LogicalResult AllToAllOp::verify() {
  if (failed(verifyLocalTypes(*this, {getSplitDim(), getConcatDim()},
                              {"split_dim", "concat_dim"})))
    return failure();
  return verifyOtherDimsEqual(*this, {getSplitDim(), getConcatDim()});
}

LogicalResult
AllToAllOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyCollective(*this, symbolTables);
}

LogicalResult AllToAllOp::verifyShapesForGroupSize(int64_t groupSize) {
  if (getSplitDim() == getConcatDim()) {
    // Chunks are permuted within the dim; the size stays the same, but it
    // still has to split evenly.
    int64_t size = getInput().getType().getDimSize(getSplitDim());
    if (ShapedType::isDynamic(size))
      return emitOpError() << "split_dim " << getSplitDim()
                           << " must be static; dynamic sizes are not "
                              "supported yet";
    if (size % groupSize != 0)
      return emitOpError() << "operand dim " << getSplitDim() << " (" << size
                           << ") is not divisible by the group size "
                           << groupSize
                           << "; collectives split into equal chunks (pad the "
                              "dim first, as ap-partition does for uneven "
                              "shardings)";
    if (getResult().getType().getDimSize(getSplitDim()) != size)
      return emitOpError() << "expects result dim " << getSplitDim()
                           << " to keep its size " << size
                           << " when split_dim == concat_dim";
    return success();
  }
  if (failed(verifyDimChange(*this, getSplitDim(), "split_dim",
                             DimChange::Divide, groupSize)))
    return failure();
  return verifyDimChange(*this, getConcatDim(), "concat_dim",
                         DimChange::Multiply, groupSize);
}

//===----------------------------------------------------------------------===//
// ShardSliceOp
//===----------------------------------------------------------------------===//

LogicalResult ShardSliceOp::verify() {
  if (failed(verifyLocalTypes(*this, {getDim()}, {"dim"})))
    return failure();
  return verifyOtherDimsEqual(*this, {getDim()});
}

LogicalResult
ShardSliceOp::verifySymbolUses(SymbolTableCollection &symbolTables) {
  return verifyCollective(*this, symbolTables);
}

LogicalResult ShardSliceOp::verifyShapesForGroupSize(int64_t groupSize) {
  return verifyDimChange(*this, getDim(), "sliced dim", DimChange::Divide,
                         groupSize);
}

Value mlir::ap::createShardChunk(OpBuilder &builder, Location loc, Value input,
                                 RankedTensorType resultType, int64_t dim,
                                 OpFoldResult groupIndex) {
  int64_t chunkSize = resultType.getDimSize(dim);
  SmallVector<OpFoldResult> offsets(resultType.getRank(),
                                    builder.getIndexAttr(0));
  if (std::optional<int64_t> index = getConstantIntValue(groupIndex)) {
    offsets[dim] = builder.getIndexAttr(*index * chunkSize);
  } else {
    Value chunk = arith::ConstantIndexOp::create(builder, loc, chunkSize);
    offsets[dim] = arith::MulIOp::create(
                       builder, loc, cast<Value>(groupIndex), chunk)
                       .getResult();
  }
  SmallVector<OpFoldResult> sizes, strides;
  for (int64_t size : resultType.getShape()) {
    sizes.push_back(builder.getIndexAttr(size));
    strides.push_back(builder.getIndexAttr(1));
  }
  return tensor::ExtractSliceOp::create(builder, loc, resultType, input,
                                        offsets, sizes, strides);
}
