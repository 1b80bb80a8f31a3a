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
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cstdlib>

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

//===----------------------------------------------------------------------===//
// TargetAttr
//===----------------------------------------------------------------------===//
//
// The fields are the JSON target description's, written `name = value`
// with MLIR's literals; the attribute holds the description's canonical
// JSON (TargetDescription::toJSON), so that the field names, their types and
// their checks have one home (TargetDescription.cpp).

namespace {

/// A value of the description as JSON: a number (an integer or a float
/// attribute), `true`/`false`, a string, a dictionary (an object) or an
/// array; null for anything else.
llvm::json::Value toJSONValue(Attribute attribute) {
  if (auto flag = dyn_cast<BoolAttr>(attribute))
    return flag.getValue();
  if (auto integer = dyn_cast<IntegerAttr>(attribute))
    return integer.getValue().getSExtValue();
  if (auto number = dyn_cast<FloatAttr>(attribute))
    return number.getValueAsDouble();
  if (auto text = dyn_cast<StringAttr>(attribute))
    return text.getValue().str();
  if (auto dictionary = dyn_cast<DictionaryAttr>(attribute)) {
    llvm::json::Object object;
    for (NamedAttribute field : dictionary)
      object[field.getName().getValue()] = toJSONValue(field.getValue());
    return std::move(object);
  }
  if (auto array = dyn_cast<ArrayAttr>(attribute)) {
    llvm::json::Array elements;
    for (Attribute element : array)
      elements.push_back(toJSONValue(element));
    return std::move(elements);
  }
  return nullptr;
}

/// The shortest decimal that reads back as `number`, with a dot, as MLIR
/// writes floats (`8.0e+10`, `0.7`).
std::string formatShortest(double number) {
  std::string text;
  for (int digits = 1; digits <= 17; ++digits) {
    text = llvm::formatv("{0}", llvm::format("%.*g", digits, number)).str();
    if (std::strtod(text.c_str(), nullptr) == number)
      break;
  }
  if (!StringRef(text).contains('.') && std::isfinite(number)) {
    size_t exponent = text.find('e');
    text.insert(exponent == std::string::npos ? text.size() : exponent, ".0");
  }
  return text;
}

void printTargetValue(AsmPrinter &printer, const llvm::json::Value &value);

/// An object's fields as `name = value`, comma-separated, sorted by name
/// (a stable form), but `skip`.
void printTargetFields(AsmPrinter &printer, const llvm::json::Object &object,
                       StringRef skip = "") {
  std::vector<std::pair<std::string, const llvm::json::Value *>> fields;
  for (const auto &entry : object)
    if (StringRef(entry.first) != skip)
      fields.push_back({entry.first.str(), &entry.second});
  llvm::sort(fields);
  llvm::interleaveComma(fields, printer.getStream(), [&](const auto &field) {
    printer.printKeywordOrString(field.first);
    printer << " = ";
    printTargetValue(printer, *field.second);
  });
}

void printTargetValue(AsmPrinter &printer, const llvm::json::Value &value) {
  llvm::raw_ostream &os = printer.getStream();
  if (std::optional<bool> flag = value.getAsBoolean()) {
    os << (*flag ? "true" : "false");
  } else if (std::optional<llvm::StringRef> text = value.getAsString()) {
    printer.printString(*text);
  } else if (const llvm::json::Object *object = value.getAsObject()) {
    os << "{";
    printTargetFields(printer, *object);
    os << "}";
  } else if (const llvm::json::Array *array = value.getAsArray()) {
    os << "[";
    llvm::interleaveComma(*array, os, [&](const llvm::json::Value &element) {
      printTargetValue(printer, element);
    });
    os << "]";
  } else if (std::optional<int64_t> integer = value.getAsInteger();
             integer && std::abs(*integer) < 1000000) {
    // Counts (devices_per_node), and small whole figures.
    os << *integer;
  } else if (std::optional<double> number = value.getAsNumber()) {
    os << formatShortest(*number);
  } else {
    os << "null";
  }
}

} // namespace

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef json) {
  llvm::Expected<TargetDescription> target = TargetDescription::fromJSON(json);
  if (!target)
    return emitError() << "invalid #ap.target: "
                       << llvm::toString(target.takeError());
  return success();
}

TargetDescription TargetAttr::getDescription() const {
  llvm::Expected<TargetDescription> target =
      TargetDescription::fromJSON(getJson());
  // Verified when built.
  if (!target) {
    llvm::consumeError(target.takeError());
    return TargetDescription::getPreset(kDefaultTargetPreset);
  }
  return *target;
}

Attribute TargetAttr::parse(AsmParser &parser, Type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  // The fields in order, checked as the JSON form's are (TargetDescription):
  // a key given twice, a number that is not finite, ...
  SmallVector<TargetField> fields;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::LessGreater, [&]() -> ParseResult {
            std::string name;
            Attribute value;
            if (parser.parseKeywordOrString(&name) || parser.parseEqual() ||
                parser.parseAttribute(value))
              return failure();
            fields.emplace_back(std::move(name), toJSONValue(value));
            return success();
          }))
    return {};
  llvm::Expected<TargetDescription> target =
      TargetDescription::fromFields(fields);
  if (!target) {
    parser.emitError(loc) << "invalid #ap.target: "
                          << llvm::toString(target.takeError());
    return {};
  }
  return TargetAttr::get(parser.getContext(), *target);
}

void TargetAttr::print(AsmPrinter &printer) const {
  llvm::Expected<llvm::json::Value> value = llvm::json::parse(getJson());
  const llvm::json::Object *object = value ? value->getAsObject() : nullptr;
  if (!object) {
    llvm::consumeError(value.takeError());
    printer << "<>";
    return;
  }
  // The name first, then the other fields.
  printer << "<name = ";
  printer.printString(object->getString("name").value_or(""));
  if (object->size() > 1) {
    printer << ", ";
    printTargetFields(printer, *object, /*skip=*/"name");
  }
  printer << ">";
}
