//===- APDialect.cpp - The ap dialect -------------------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/AP/IR/ShardingVerifier.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::ap;

#include "Shard/Dialect/AP/IR/APDialect.cpp.inc"

namespace {
/// The target a module records is long: it prints once, at the top, as
/// `#target = #ap.target<...>`.
struct APOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (!isa<TargetAttr>(attr))
      return AliasResult::NoAlias;
    os << "target";
    return AliasResult::FinalAlias;
  }
};

/// Every ap op may be inlined: the global-view ops are identities on
/// values, the collectives and group_index name their mesh by symbol, which
/// resolves alike in the caller's module (re-joining ap-recompute-
/// partition's forward and backward inlines them).
struct APInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void APDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Shard/Dialect/AP/IR/APOps.cpp.inc"
      >();
  registerAttributes();
  registerTypes();
  addInterfaces<APInlinerInterface, APOpAsmInterface>();
}

//===----------------------------------------------------------------------===//
// Shardings attached to operations of other dialects
//===----------------------------------------------------------------------===//

/// Checks `ap.sharding` (or `ap.local_sharding`) on `op` against `types`,
/// the types of the values it describes: one ShardingAttr for a single value,
/// or an array with one per value.
static LogicalResult verifyShardingList(Operation *op, NamedAttribute named,
                                        TypeRange types, StringRef what,
                                        EmitErrorFn emitError) {
  Attribute attr = named.getValue();
  StringRef name = named.getName().getValue();
  bool local = name == APDialect::getLocalShardingAttrName();
  SmallVector<ShardingAttr> shardings;
  if (auto single = dyn_cast<ShardingAttr>(attr)) {
    shardings.push_back(single);
  } else if (auto array = dyn_cast<ArrayAttr>(attr)) {
    for (Attribute element : array) {
      auto sharding = dyn_cast<ShardingAttr>(element);
      if (!sharding)
        return emitError() << "'" << name
                           << "' must hold #ap.sharding attributes, got "
                           << element;
      shardings.push_back(sharding);
    }
  } else {
    return emitError() << "'" << name
                       << "' must be an #ap.sharding or an array of them, got "
                       << attr;
  }
  if (shardings.size() != types.size())
    return emitError() << "'" << name << "' gives " << shardings.size()
                       << " sharding(s) but there are " << types.size() << " "
                       << what;
  for (auto [index, sharding, type] : llvm::enumerate(shardings, types)) {
    auto emitForValue = [&, index = index]() {
      InFlightDiagnostic diag = emitError();
      if (types.size() > 1)
        diag << what << " #" << index << ": ";
      return diag;
    };
    MeshOp mesh = lookupMesh(op, sharding.getMesh(), emitForValue);
    if (!mesh)
      return failure();
    if (failed(local ? verifyLocalShardingForType(sharding, mesh.getShape(),
                                                  type, emitForValue)
                     : verifyShardingForType(sharding, mesh.getShape(), type,
                                             emitForValue)))
      return failure();
  }
  return success();
}

/// Where an ap attribute may appear.
enum class AttrSite { Operation, Argument, Result };

static bool isShardingAttrName(StringAttr name) {
  return name == APDialect::getShardingAttrName() ||
         name == APDialect::getLocalShardingAttrName();
}

static LogicalResult
verifyKnownAttrName(Operation *op, NamedAttribute attribute, AttrSite site) {
  StringAttr name = attribute.getName();
  if (isShardingAttrName(name) ||
      (site == AttrSite::Argument &&
       (name == APDialect::getParamAttrName() ||
        name == APDialect::getInputRangeAttrName() ||
        name == APDialect::getBatchDimAttrName())) ||
      (site == AttrSite::Result &&
       (name == APDialect::getGradOfAttrName() ||
        name == APDialect::getUpdateOfAttrName())) ||
      (site != AttrSite::Operation &&
       name == APDialect::getGlobalShapeAttrName()))
    return success();
  InFlightDiagnostic diag = op->emitError()
                            << "unknown ap dialect attribute '"
                            << name.getValue() << "' here; expected '"
                            << APDialect::getShardingAttrName() << "' or '"
                            << APDialect::getLocalShardingAttrName() << "'";
  if (site == AttrSite::Argument)
    diag << ", '" << APDialect::getParamAttrName() << "', '"
         << APDialect::getInputRangeAttrName() << "', '"
         << APDialect::getBatchDimAttrName() << "' or '"
         << APDialect::getGlobalShapeAttrName() << "'";
  if (site == AttrSite::Result)
    diag << ", '" << APDialect::getGradOfAttrName() << "', '"
         << APDialect::getUpdateOfAttrName() << "' or '"
         << APDialect::getGlobalShapeAttrName() << "'";
  return diag;
}

/// Checks `ap.global_shape` (`globalShape`) on a value of type `type` whose
/// `ap.local_sharding` is `localSharding`: it names the global shape of a
/// per-device shard, which the layout must cut into exactly `type`'s shape.
static LogicalResult verifyGlobalShape(Operation *op, Type type,
                                       Attribute globalShape,
                                       Attribute localSharding,
                                       EmitErrorFn emitError) {
  auto shape = dyn_cast<DenseI64ArrayAttr>(globalShape);
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!shape || !tensorType || shape.size() != tensorType.getRank())
    return emitError() << "'" << APDialect::getGlobalShapeAttrName()
                       << "' must be an array<i64> with one size per dim of "
                          "a ranked tensor, on a value of type "
                       << type;
  auto sharding = dyn_cast_or_null<ShardingAttr>(localSharding);
  if (!sharding)
    return emitError() << "'" << APDialect::getGlobalShapeAttrName()
                       << "' needs '" << APDialect::getLocalShardingAttrName()
                       << "' (a single sharding) beside it";
  MeshOp mesh = lookupMesh(op, sharding.getMesh(), emitError);
  if (!mesh)
    return failure();
  ShardingLayout layout = sharding.getLayout();
  if (failed(reportError(
          verifyLayoutForShape(mesh.getShape(), layout, shape.asArrayRef()),
          emitError)))
    return failure();
  SmallVector<int64_t> local =
      getLocalShape(mesh.getShape(), layout, shape.asArrayRef());
  if (ArrayRef<int64_t>(local) != tensorType.getShape())
    return emitError() << "'" << APDialect::getGlobalShapeAttrName()
                       << "' names a global shape whose shard under "
                       << sharding << " has shape [" << ArrayRef<int64_t>(local)
                       << "], but the value has type " << type;
  return success();
}

LogicalResult APDialect::verifyOperationAttribute(Operation *op,
                                                  NamedAttribute attribute) {
  if (attribute.getName() == getTargetAttrName()) {
    if (!isa<ModuleOp>(op) ||
        !isa<TargetAttr, StringAttr>(attribute.getValue()))
      return op->emitOpError()
             << "'" << getTargetAttrName()
             << "' is an #ap.target (or its JSON description, a string) on "
                "a module";
    if (auto json = dyn_cast<StringAttr>(attribute.getValue())) {
      llvm::Expected<TargetDescription> target =
          TargetDescription::fromJSON(json.getValue());
      if (!target)
        return op->emitOpError() << "'" << getTargetAttrName()
                                 << "': " << llvm::toString(target.takeError());
    }
    return success();
  }
  if (attribute.getName() == getRecomputeAttrName()) {
    auto value = dyn_cast<StringAttr>(attribute.getValue());
    if (!value || !llvm::is_contained({StringRef("must_save"),
                                       StringRef("must_recompute"),
                                       StringRef("prefer_recompute")},
                                      value.getValue()))
      return op->emitOpError() << "'" << getRecomputeAttrName()
                               << "' is \"must_save\", \"must_recompute\" or "
                                  "\"prefer_recompute\"";
    return success();
  }
  if (attribute.getName() == getPredictedStepAttrName()) {
    auto objective = dyn_cast<FloatAttr>(attribute.getValue());
    if (!isa<FunctionOpInterface>(op) || !objective ||
        !objective.getType().isF64())
      return op->emitOpError() << "'" << getPredictedStepAttrName()
                               << "' is an f64 (seconds) on a function";
    return success();
  }
  if (failed(verifyKnownAttrName(op, attribute, AttrSite::Operation)))
    return failure();
  return verifyShardingList(op, attribute, op->getResultTypes(), "result(s)",
                            [&]() { return op->emitOpError(); });
}

/// The type of argument `argIndex` of `op`'s region `regionIndex`, also for
/// bodiless function declarations.
static Type getRegionArgType(Operation *op, unsigned regionIndex,
                             unsigned argIndex) {
  if (auto function = dyn_cast<FunctionOpInterface>(op))
    return function.getArgumentTypes()[argIndex];
  return op->getRegion(regionIndex).getArgument(argIndex).getType();
}

LogicalResult APDialect::verifyRegionArgAttribute(Operation *op,
                                                  unsigned regionIndex,
                                                  unsigned argIndex,
                                                  NamedAttribute attribute) {
  if (failed(verifyKnownAttrName(op, attribute, AttrSite::Argument)))
    return failure();
  if (attribute.getName() == getParamAttrName()) {
    if (!isa<UnitAttr>(attribute.getValue()))
      return op->emitOpError() << "argument #" << argIndex << ": '"
                               << getParamAttrName() << "' is a unit attribute";
    return success();
  }
  Type type = getRegionArgType(op, regionIndex, argIndex);
  if (attribute.getName() == getGlobalShapeAttrName()) {
    auto function = dyn_cast<FunctionOpInterface>(op);
    return verifyGlobalShape(
        op, type, attribute.getValue(),
        function ? function.getArgAttr(argIndex, getLocalShardingAttrName())
                 : Attribute(),
        [&]() {
          return op->emitOpError() << "argument #" << argIndex << ": ";
        });
  }
  if (attribute.getName() == getBatchDimAttrName()) {
    auto dim = dyn_cast<IntegerAttr>(attribute.getValue());
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (!dim || !tensorType || dim.getInt() < 0 ||
        dim.getInt() >= tensorType.getRank())
      return op->emitOpError()
             << "argument #" << argIndex << ": '" << getBatchDimAttrName()
             << "' must be an integer naming a dim of a ranked tensor, not "
             << attribute.getValue() << " on " << type;
    return success();
  }
  if (attribute.getName() == getInputRangeAttrName()) {
    auto emit = [&]() {
      return op->emitOpError() << "argument #" << argIndex << ": '"
                               << getInputRangeAttrName() << "' ";
    };
    auto range = dyn_cast<DenseI64ArrayAttr>(attribute.getValue());
    if (!range || range.size() < 2)
      return emit() << "must be array<i64: low, high, extra...>";
    if (range[0] > range[1])
      return emit() << "has low " << range[0] << " above high " << range[1];
    Type element = getElementTypeOrSelf(type);
    if (!element.isIntOrIndex())
      return emit() << "applies to integer values, not " << type;
    if (auto integer = dyn_cast<IntegerType>(element)) {
      unsigned width = integer.getWidth();
      auto fits = [&](int64_t value) {
        return width >= 64 ||
               (value >= -(int64_t(1) << (width - 1)) &&
                value <= static_cast<int64_t>((uint64_t(1) << width) - 1));
      };
      if (!fits(range[0]) || !fits(range[1]))
        return emit() << "[" << range[0] << ", " << range[1]
                      << "] does not fit " << width << "-bit integers";
      for (int64_t extra : range.asArrayRef().drop_front(2))
        if (!fits(extra))
          return emit() << "value " << extra << " does not fit " << width
                        << "-bit integers";
    }
    return success();
  }
  return verifyShardingList(
      op, attribute, TypeRange(type), "argument(s)",
      [&]() { return op->emitOpError() << "argument #" << argIndex << ": "; });
}

/// The global type of a function argument or result of type `type`: the type
/// itself, or for a per-device value (`localSharding`, an `ap.local_sharding`)
/// the global tensor type its layout describes. Null when the local sharding
/// names no mesh or does not fit it (its own verifier reports that).
static Type getGlobalType(FunctionOpInterface function, Type type,
                          Attribute localSharding, Attribute globalShape) {
  auto sharding = dyn_cast_or_null<ShardingAttr>(localSharding);
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!sharding || !tensorType)
    return type;
  // Padded shards name their global shape (its own verifier checks it).
  if (auto shape = dyn_cast_or_null<DenseI64ArrayAttr>(globalShape))
    return tensorType.clone(shape.asArrayRef());
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(function,
                                                           sharding.getMesh());
  if (!mesh)
    return Type();
  ShardingLayout layout = sharding.getLayout();
  if (llvm::Error error = verifyLayoutForMesh(mesh.getShape(), layout)) {
    llvm::consumeError(std::move(error));
    return Type();
  }
  return tensorType.clone(
      getGlobalShape(mesh.getShape(), layout, tensorType.getShape()));
}

std::optional<int64_t>
APDialect::getTiedArgument(DictionaryAttr resultAttributes) {
  if (!resultAttributes)
    return std::nullopt;
  for (StringRef name : {getGradOfAttrName(), getUpdateOfAttrName()})
    if (auto index = resultAttributes.getAs<IntegerAttr>(name))
      return index.getInt();
  return std::nullopt;
}

/// Checks `ap.grad_of = N` or `ap.update_of = N` on result #`resultIndex`
/// of `function`: N names an argument (for a gradient, a parameter) of the
/// result's type, or in a per-device function of its global type.
static LogicalResult verifyTiedResult(FunctionOpInterface function,
                                      unsigned resultIndex,
                                      NamedAttribute attribute) {
  Operation *op = function;
  bool isGradient = attribute.getName() == APDialect::getGradOfAttrName();
  auto index = dyn_cast<IntegerAttr>(attribute.getValue());
  auto emit = [&]() {
    return op->emitOpError() << "result #" << resultIndex << ": '"
                             << attribute.getName().getValue() << "' ";
  };
  if (!index)
    return emit() << "must be an integer argument index";
  int64_t arg = index.getInt();
  if (arg < 0 || arg >= static_cast<int64_t>(function.getNumArguments()))
    return emit() << "names argument #" << arg << ", but the function has "
                  << function.getNumArguments() << " argument(s)";
  if (isGradient && !function.getArgAttr(arg, APDialect::getParamAttrName()))
    return emit() << "names argument #" << arg << ", which is not marked '"
                  << APDialect::getParamAttrName() << "'";
  Type argType = function.getArgumentTypes()[arg];
  Type resultType = function.getResultTypes()[resultIndex];
  Attribute argLocal =
      function.getArgAttr(arg, APDialect::getLocalShardingAttrName());
  Attribute resultLocal = function.getResultAttr(
      resultIndex, APDialect::getLocalShardingAttrName());
  if (!argLocal && !resultLocal) {
    if (argType != resultType)
      return emit() << "names argument #" << arg << " of type " << argType
                    << ", but the result has type " << resultType;
    return success();
  }
  // A partitioned function: the per-device types may differ (the gradient
  // may be laid out differently from its parameter); the global types the
  // local shardings describe may not.
  Type argGlobal = getGlobalType(
      function, argType, argLocal,
      function.getArgAttr(arg, APDialect::getGlobalShapeAttrName()));
  Type resultGlobal = getGlobalType(
      function, resultType, resultLocal,
      function.getResultAttr(resultIndex, APDialect::getGlobalShapeAttrName()));
  if (argGlobal && resultGlobal && argGlobal != resultGlobal)
    return emit() << "names argument #" << arg << " of global type "
                  << argGlobal << ", but the result's global type is "
                  << resultGlobal;
  return success();
}

LogicalResult APDialect::verifyRegionResultAttribute(Operation *op,
                                                     unsigned regionIndex,
                                                     unsigned resultIndex,
                                                     NamedAttribute attribute) {
  if (failed(verifyKnownAttrName(op, attribute, AttrSite::Result)))
    return failure();
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (function && (attribute.getName() == getGradOfAttrName() ||
                   attribute.getName() == getUpdateOfAttrName()))
    return verifyTiedResult(function, resultIndex, attribute);
  if (!function)
    return op->emitOpError() << "'" << attribute.getName().getValue()
                             << "' on a region result is only supported on "
                                "functions";
  Type type = function.getResultTypes()[resultIndex];
  if (attribute.getName() == getGlobalShapeAttrName())
    return verifyGlobalShape(
        op, type, attribute.getValue(),
        function.getResultAttr(resultIndex, getLocalShardingAttrName()), [&]() {
          return op->emitOpError() << "result #" << resultIndex << ": ";
        });
  return verifyShardingList(op, attribute, TypeRange(type), "result(s)", [&]() {
    return op->emitOpError() << "result #" << resultIndex << ": ";
  });
}
