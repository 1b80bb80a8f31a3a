//===- CheckpointManifest.cpp - A checkpoint's manifest.json --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The manifest as JSON (llvm::json). Layouts are written as the dialect
// writes them (#ap.sharding<@mesh, [S(0), R]>) and read back with its
// parser.
//
//===----------------------------------------------------------------------===//

#include "CheckpointManifest.h"

#include "Shard/Dialect/AP/IR/APAttrs.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace mlir;
using namespace mlir::ap;

static constexpr llvm::StringLiteral kFormat = "ap-train checkpoint 1";

static std::optional<ElementType> parseElementType(StringRef name) {
  for (ElementType kind :
       {ElementType::F16, ElementType::BF16, ElementType::F32,
        ElementType::F64, ElementType::I1, ElementType::I8, ElementType::I16,
        ElementType::I32, ElementType::I64})
    if (runtime::abi::getSuffix(kind) == name)
      return kind;
  return std::nullopt;
}

static llvm::json::Array toJSON(ArrayRef<int64_t> values) {
  return llvm::json::Array(values);
}

static llvm::json::Object printTensor(const CheckpointTensor &tensor,
                                      MLIRContext &context,
                                      StringRef meshName) {
  llvm::json::Array parts;
  for (const CheckpointTensor::Part &part : tensor.parts)
    parts.push_back(llvm::json::Object{{"rank", part.rank},
                                       {"file", part.file},
                                       {"offset", part.offset},
                                       {"bytes", part.bytes}});
  llvm::json::Value layout = nullptr;
  if (tensor.layout) {
    std::string text;
    llvm::raw_string_ostream os(text);
    Attribute(ShardingAttr::get(FlatSymbolRefAttr::get(&context, meshName),
                                *tensor.layout))
        .print(os);
    layout = text;
  }
  return llvm::json::Object{
      {"name", tensor.name},
      {"argument", tensor.argument},
      {"element_type", runtime::abi::getSuffix(tensor.kind)},
      {"complex", tensor.isComplex},
      {"global_shape", toJSON(tensor.globalShape)},
      {"local_shape", toJSON(tensor.localShape)},
      {"layout", std::move(layout)},
      {"parts", std::move(parts)}};
}

std::string mlir::ap::printCheckpointManifest(const CheckpointManifest &manifest,
                                              MLIRContext &context) {
  llvm::json::Array tensors;
  for (const CheckpointTensor &tensor : manifest.tensors)
    tensors.push_back(printTensor(tensor, context, manifest.meshName));
  llvm::json::Object root{
      {"format", kFormat},
      {"step", manifest.step},
      {"entry", manifest.entry},
      {"mesh", llvm::json::Object{{"name", manifest.meshName},
                                  {"shape", toJSON(manifest.meshShape)}}},
      {"tensors", std::move(tensors)}};
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("{0:2}", llvm::json::Value(std::move(root))) << "\n";
  return text;
}

namespace {
/// Reads the fields of one object, remembering the first problem.
struct Reader {
  llvm::json::Path::Root &root;

  bool fail(llvm::json::Path path, llvm::StringLiteral message) {
    path.report(message);
    return false;
  }
  bool layout(const llvm::json::Value *value, MLIRContext &context,
              std::optional<ShardingLayout> &layout, llvm::json::Path path) {
    if (!value || value->kind() == llvm::json::Value::Null)
      return true;
    std::optional<StringRef> text = value->getAsString();
    auto sharding = text ? dyn_cast_or_null<ShardingAttr>(
                               parseAttribute(*text, &context))
                         : ShardingAttr();
    if (!sharding)
      return fail(path, "expected a layout (#ap.sharding<...>)");
    layout = sharding.getLayout();
    return true;
  }
};
} // namespace

/// Maps `key` of `mapper`'s object, a list of integers, into `values`.
static bool mapList(llvm::json::ObjectMapper &mapper, llvm::StringLiteral key,
                    SmallVector<int64_t> &values) {
  std::vector<int64_t> list;
  if (!mapper.map(key, list))
    return false;
  values.assign(list.begin(), list.end());
  return true;
}

static bool parsePart(const llvm::json::Value &value,
                      CheckpointTensor::Part &part, llvm::json::Path path) {
  llvm::json::ObjectMapper mapper(value, path);
  return mapper && mapper.map("rank", part.rank) &&
         mapper.map("file", part.file) && mapper.map("offset", part.offset) &&
         mapper.map("bytes", part.bytes);
}

static bool parseTensor(const llvm::json::Value &value,
                        CheckpointTensor &tensor, MLIRContext &context,
                        Reader &reader, llvm::json::Path path) {
  llvm::json::ObjectMapper mapper(value, path);
  std::string kind;
  const llvm::json::Array *parts =
      value.getAsObject() ? value.getAsObject()->getArray("parts") : nullptr;
  if (!mapper || !mapper.map("name", tensor.name) ||
      !mapper.map("argument", tensor.argument) ||
      !mapper.map("element_type", kind) ||
      !mapper.map("complex", tensor.isComplex) ||
      !mapList(mapper, "global_shape", tensor.globalShape) ||
      !mapList(mapper, "local_shape", tensor.localShape))
    return false;
  std::optional<ElementType> elementType = parseElementType(kind);
  if (!elementType)
    return reader.fail(path.field("element_type"), "unknown element type");
  tensor.kind = *elementType;
  if (!parts)
    return reader.fail(path.field("parts"), "expected an array");
  for (auto [index, part] : llvm::enumerate(*parts))
    if (!parsePart(part, tensor.parts.emplace_back(),
                   path.field("parts").index(index)))
      return false;
  return reader.layout(value.getAsObject()->get("layout"), context,
                       tensor.layout, path.field("layout"));
}

llvm::Expected<CheckpointManifest>
mlir::ap::parseCheckpointManifest(StringRef text, MLIRContext &context) {
  llvm::Expected<llvm::json::Value> json = llvm::json::parse(text);
  if (!json)
    return json.takeError();
  CheckpointManifest manifest;
  llvm::json::Path::Root root("manifest");
  Reader reader{root};
  llvm::json::ObjectMapper mapper(*json, root);
  std::string format;
  const llvm::json::Object *object = json->getAsObject();
  const llvm::json::Value *mesh = object ? object->get("mesh") : nullptr;
  const llvm::json::Array *tensors =
      object ? object->getArray("tensors") : nullptr;
  bool ok = mapper && mapper.map("format", format) &&
            mapper.map("step", manifest.step) &&
            mapper.map("entry", manifest.entry);
  if (ok && format != kFormat)
    ok = reader.fail(llvm::json::Path(root).field("format"),
                     "not an ap-train checkpoint of this version");
  if (ok && (!mesh || !tensors))
    ok = reader.fail(root, "expected \"mesh\" and \"tensors\"");
  if (ok) {
    llvm::json::ObjectMapper meshMapper(*mesh,
                                        llvm::json::Path(root).field("mesh"));
    ok = meshMapper && meshMapper.map("name", manifest.meshName) &&
         mapList(meshMapper, "shape", manifest.meshShape);
  }
  for (size_t index = 0; ok && index < tensors->size(); ++index)
    ok = parseTensor((*tensors)[index], manifest.tensors.emplace_back(),
                     context, reader,
                     llvm::json::Path(root).field("tensors").index(index));
  if (!ok)
    return root.getError();
  return manifest;
}
