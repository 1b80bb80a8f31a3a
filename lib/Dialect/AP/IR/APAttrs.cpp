//===- APAttrs.cpp - Attributes of the ap dialect -------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APAttrs.h"
#include "Shard/Dialect/AP/IR/APDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::ap;

#define GET_ATTRDEF_CLASSES
#include "Shard/Dialect/AP/IR/APAttrs.cpp.inc"

void APDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Shard/Dialect/AP/IR/APAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ShardingAttr
//===----------------------------------------------------------------------===//

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr mesh,
                                   ArrayRef<Placement> placements,
                                   ArrayRef<int64_t> axisOrder) {
  if (!mesh)
    return emitError() << "sharding needs a mesh";
  llvm::Expected<ShardingLayout> layout =
      ShardingLayout::getFromAxisOrder(placements, axisOrder);
  if (!layout)
    return emitError() << llvm::toString(layout.takeError());
  if (layout->getAxisOrder() != axisOrder)
    return emitError() << "shard order is not in canonical form; build the "
                          "attribute from a ShardingLayout";
  return success();
}

ShardingLayout ShardingAttr::getLayout() const {
  return llvm::cantFail(
      ShardingLayout::getFromAxisOrder(getPlacements(), getAxisOrder()),
      "a verified sharding has a valid shard order");
}

/// placement ::= `R` | `S` `(` dim `)` | `P` `(` reduction `)`
static ParseResult parsePlacement(AsmParser &parser, Placement &placement) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseOptionalKeyword(&keyword))
    return parser.emitError(loc, "expected a placement: S(<dim>), R or "
                                 "P(sum|avg|max|min)");
  if (keyword == "R") {
    placement = Placement::replicate();
    return success();
  }
  if (keyword == "S") {
    int64_t dim = 0;
    SMLoc dimLoc;
    if (parser.parseLParen() ||
        (dimLoc = parser.getCurrentLocation(), parser.parseInteger(dim)) ||
        parser.parseRParen())
      return failure();
    if (dim < 0)
      return parser.emitError(dimLoc, "sharded tensor dim must be >= 0");
    placement = Placement::shard(dim);
    return success();
  }
  if (keyword == "P") {
    StringRef name;
    SMLoc nameLoc;
    if (parser.parseLParen() ||
        (nameLoc = parser.getCurrentLocation(), parser.parseKeyword(&name)))
      return failure();
    std::optional<ReductionKind> reduction = symbolizeReductionKind(name);
    if (!reduction)
      return parser.emitError(nameLoc, "unknown reduction '")
             << name << "'; expected sum, avg, max or min";
    if (parser.parseRParen())
      return failure();
    placement = Placement::partial(*reduction);
    return success();
  }
  return parser.emitError(loc, "unknown placement '")
         << keyword << "'; expected S(<dim>), R or P(sum|avg|max|min)";
}

/// order ::= `{` dim `:` `[` axis (`,` axis)* `]` (`,` ...)* `}`
static ParseResult parseShardOrders(AsmParser &parser,
                                    SmallVectorImpl<DimShardOrder> &orders) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Braces, [&]() -> ParseResult {
        DimShardOrder order;
        if (parser.parseInteger(order.tensorDim) || parser.parseColon() ||
            parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                           [&]() -> ParseResult {
                                             int64_t axis = 0;
                                             if (parser.parseInteger(axis))
                                               return failure();
                                             order.meshAxes.push_back(axis);
                                             return success();
                                           }))
          return failure();
        orders.push_back(std::move(order));
        return success();
      });
}

/// sharding ::= `<` symbol-ref `,` `[` placement (`,` placement)* `]`
///              (`,` `order` `=` order)? `>`
Attribute ShardingAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  FlatSymbolRefAttr mesh;
  SmallVector<Placement> placements;
  SmallVector<DimShardOrder> orders;
  if (parser.parseLess() || parser.parseAttribute(mesh) ||
      parser.parseComma() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&]() {
        return parsePlacement(parser, placements.emplace_back());
      }))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("order") || parser.parseEqual() ||
        parseShardOrders(parser, orders))
      return {};
  }
  if (parser.parseGreater())
    return {};
  llvm::Expected<ShardingLayout> layout =
      ShardingLayout::get(placements, orders);
  if (!layout) {
    parser.emitError(loc) << llvm::toString(layout.takeError());
    return {};
  }
  return ShardingAttr::getChecked(
      [&]() { return parser.emitError(loc); }, parser.getContext(), mesh,
      layout->getPlacements(), layout->getAxisOrder());
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printAttributeWithoutType(getMesh());
  printer << ", " << getLayout() << ">";
}

//===----------------------------------------------------------------------===//
// ReductionKindAttr
//===----------------------------------------------------------------------===//

Attribute ReductionKindAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  if (parser.parseLess() || parser.parseKeyword(&name) || parser.parseGreater())
    return {};
  std::optional<ReductionKind> kind = symbolizeReductionKind(name);
  if (!kind) {
    parser.emitError(loc, "unknown reduction '")
        << name << "'; expected sum, avg, max or min";
    return {};
  }
  return ReductionKindAttr::get(parser.getContext(), *kind);
}

void ReductionKindAttr::print(AsmPrinter &printer) const {
  printer << "<" << stringifyReductionKind(getValue()) << ">";
}
