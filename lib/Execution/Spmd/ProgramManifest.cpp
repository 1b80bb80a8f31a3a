//===- ProgramManifest.cpp - What an executable knows of its program ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/ProgramManifest.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir::ap;
using llvm::SmallVector;
using llvm::StringRef;

static constexpr StringRef kHeader = "ap-program-manifest 1";

static std::optional<ElementType> parseElementType(StringRef name) {
  for (ElementType kind :
       {ElementType::F16, ElementType::BF16, ElementType::F32, ElementType::F64,
        ElementType::I1, ElementType::I8, ElementType::I16, ElementType::I32,
        ElementType::I64})
    if (runtime::abi::getSuffix(kind) == name)
      return kind;
  return std::nullopt;
}

/// Free text in the manifest: `%XX` for '%', line breaks and NUL, and in
/// a one-word field for spaces too.
static std::string escape(StringRef text, bool oneWord) {
  std::string escaped;
  for (char c : text) {
    auto byte = static_cast<unsigned char>(c);
    if (c == '%' || byte < 0x20 || byte == 0x7f || (oneWord && c == ' '))
      escaped += llvm::formatv("%{0:X-2}", byte).str();
    else
      escaped.push_back(c);
  }
  return escaped;
}

static std::optional<std::string> unescape(StringRef text) {
  std::string plain;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '%') {
      plain.push_back(text[i]);
      continue;
    }
    unsigned byte;
    if (i + 2 >= text.size() || text.substr(i + 1, 2).getAsInteger(16, byte))
      return std::nullopt;
    plain.push_back(static_cast<char>(byte));
    i += 2;
  }
  return plain;
}

static void printPlacement(llvm::raw_ostream &os, const Placement &placement) {
  if (placement.isShard())
    os << "S" << placement.getDim();
  else if (placement.isPartial())
    os << "P" << stringifyReductionKind(placement.getReduction());
  else
    os << "R";
}

static void printTensor(llvm::raw_ostream &os, StringRef role,
                        const TensorSignature &tensor) {
  auto list = [&](StringRef name, llvm::ArrayRef<int64_t> values) {
    os << " " << name;
    for (int64_t value : values)
      os << " " << value;
    os << " ;";
  };
  os << role << " " << runtime::abi::getSuffix(tensor.kind) << " "
     << (tensor.isComplex ? 1 : 0);
  list("shape", tensor.shape);
  if (tensor.layout) {
    os << " layout";
    for (const Placement &placement : tensor.layout->getPlacements()) {
      os << " ";
      printPlacement(os, placement);
    }
    os << " ;";
    list("order", tensor.layout->getAxisOrder());
  }
  if (tensor.globalShape)
    list("global", *tensor.globalShape);
  if (tensor.gradOf)
    os << " grad_of " << *tensor.gradOf << " ;";
  if (tensor.updateOf)
    os << " update_of " << *tensor.updateOf << " ;";
  if (tensor.inputRange) {
    SmallVector<int64_t> range = {tensor.inputRange->low,
                                  tensor.inputRange->high};
    llvm::append_range(range, tensor.inputRange->extras);
    list("range", range);
  }
  os << "\n";
}

std::string mlir::ap::printProgramManifest(const ProgramManifest &manifest) {
  std::string text;
  llvm::raw_string_ostream os(text);
  const ProgramSignature &signature = manifest.signature;
  os << kHeader << "\n";
  os << "entry " << escape(signature.entry, /*oneWord=*/true) << "\n";
  if (!signature.meshShape.empty()) {
    os << "mesh " << escape(signature.meshName, /*oneWord=*/true);
    for (int64_t size : signature.meshShape)
      os << " " << size;
    os << "\n";
  }
  for (const TensorSignature &argument : signature.arguments)
    printTensor(os, "argument", argument);
  for (const TensorSignature &result : signature.results)
    printTensor(os, "result", result);
  if (!manifest.cpu.empty()) {
    os << "cpu " << escape(manifest.cpu, /*oneWord=*/true);
    for (const std::string &feature : manifest.cpuFeatures)
      os << " " << escape(feature, /*oneWord=*/true);
    os << "\n";
  }
  for (const auto &[id, message] : manifest.assertions)
    os << "assert " << id << " " << escape(message, /*oneWord=*/false) << "\n";
  return text;
}

namespace {
/// Reads one line's words, failing with the line's number.
class LineReader {
public:
  LineReader(StringRef line, unsigned number) : number(number) {
    llvm::SplitString(line, words);
  }

  llvm::Error error(const llvm::Twine &message) const {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("program manifest, line {0}: {1}", number, message.str())
            .str());
  }
  bool atEnd() const { return next >= words.size(); }
  StringRef peek() const { return atEnd() ? StringRef() : words[next]; }
  llvm::Expected<StringRef> word(StringRef what) {
    if (atEnd())
      return error("expected " + what);
    return words[next++];
  }
  llvm::Expected<int64_t> integer(StringRef what) {
    llvm::Expected<StringRef> text = word(what);
    if (!text)
      return text.takeError();
    int64_t value;
    if (text->getAsInteger(10, value))
      return error("expected " + what + ", got '" + *text + "'");
    return value;
  }
  /// A word written with escape() (a name), unescaped.
  llvm::Expected<std::string> name() {
    llvm::Expected<StringRef> text = word("a name");
    if (!text)
      return text.takeError();
    std::optional<std::string> plain = unescape(*text);
    if (!plain)
      return error("a bad escape in '" + *text + "'");
    return *plain;
  }
  void skip() { ++next; }
  /// The integers up to the next ";".
  llvm::Error integers(StringRef what, llvm::SmallVectorImpl<int64_t> &out) {
    while (peek() != ";") {
      llvm::Expected<int64_t> value = integer(what);
      if (!value)
        return value.takeError();
      out.push_back(*value);
    }
    ++next;
    return llvm::Error::success();
  }

private:
  llvm::SmallVector<StringRef> words;
  size_t next = 0;
  unsigned number;
};
} // namespace

static llvm::Expected<Placement> parsePlacement(LineReader &reader,
                                                StringRef text) {
  if (text == "R")
    return Placement::replicate();
  int64_t dim;
  StringRef rest = text;
  if (rest.consume_front("S") && !rest.getAsInteger(10, dim) && dim >= 0)
    return Placement::shard(dim);
  rest = text;
  if (rest.consume_front("P"))
    if (std::optional<ReductionKind> reduction = symbolizeReductionKind(rest))
      return Placement::partial(*reduction);
  return reader.error("unknown placement '" + text + "'");
}

static llvm::Expected<TensorSignature> parseTensor(LineReader &reader) {
  TensorSignature tensor;
  llvm::Expected<StringRef> kindName = reader.word("an element type");
  if (!kindName)
    return kindName.takeError();
  std::optional<ElementType> kind = parseElementType(*kindName);
  if (!kind)
    return reader.error("unknown element type '" + *kindName + "'");
  tensor.kind = *kind;
  llvm::Expected<int64_t> isComplex = reader.integer("0 or 1 (complex)");
  if (!isComplex)
    return isComplex.takeError();
  tensor.isComplex = *isComplex != 0;
  SmallVector<Placement> placements;
  SmallVector<StringRef> seen;
  while (!reader.atEnd()) {
    llvm::Expected<StringRef> key = reader.word("a field");
    if (!key)
      return key.takeError();
    if (llvm::is_contained(seen, *key))
      return reader.error("field '" + *key + "' given twice");
    seen.push_back(*key);
    if (*key == "shape") {
      if (llvm::Error error = reader.integers("a size", tensor.shape))
        return std::move(error);
    } else if (*key == "layout") {
      while (reader.peek() != ";") {
        llvm::Expected<StringRef> text = reader.word("a placement");
        if (!text)
          return text.takeError();
        llvm::Expected<Placement> placement = parsePlacement(reader, *text);
        if (!placement)
          return placement.takeError();
        placements.push_back(*placement);
      }
      reader.skip();
      llvm::Expected<ShardingLayout> layout =
          ShardingLayout::get(placements, {});
      if (!layout)
        return reader.error(llvm::toString(layout.takeError()));
      tensor.layout = *layout;
    } else if (*key == "order") {
      if (!tensor.layout)
        return reader.error("'order' before 'layout'");
      SmallVector<int64_t> order;
      if (llvm::Error error = reader.integers("a mesh axis", order))
        return std::move(error);
      llvm::Expected<ShardingLayout> layout =
          ShardingLayout::getFromAxisOrder(placements, order);
      if (!layout)
        return reader.error(llvm::toString(layout.takeError()));
      tensor.layout = *layout;
    } else if (*key == "global") {
      if (llvm::Error error =
              reader.integers("a size", tensor.globalShape.emplace()))
        return std::move(error);
    } else if (*key == "grad_of" || *key == "update_of") {
      SmallVector<int64_t> index;
      if (llvm::Error error = reader.integers("an argument index", index))
        return std::move(error);
      if (index.size() != 1)
        return reader.error(*key + " takes one index");
      (*key == "grad_of" ? tensor.gradOf : tensor.updateOf) = index.front();
    } else if (*key == "range") {
      SmallVector<int64_t> range;
      if (llvm::Error error = reader.integers("a bound", range))
        return std::move(error);
      if (range.size() < 2 || range[0] > range[1])
        return reader.error("range takes two bounds, the smaller first, "
                            "then the values outside them");
      tensor.inputRange = TensorSignature::InputRange{
          range[0], range[1],
          SmallVector<int64_t, 1>(llvm::ArrayRef(range).drop_front(2))};
    } else {
      return reader.error("unknown field '" + *key + "'");
    }
  }
  return tensor;
}

/// What the runner relies on: a tensor's layout fits the mesh and its
/// shape, complex tensors end in a dim of 2, gradients name arguments.
static std::string checkTensor(const TensorSignature &tensor,
                               const ProgramSignature &signature) {
  for (int64_t size : tensor.shape)
    if (size < 0)
      return "a negative size";
  int64_t rank = tensor.shape.size();
  if (tensor.isComplex) {
    if (tensor.kind != ElementType::F32 && tensor.kind != ElementType::F64)
      return "a complex tensor of " +
             runtime::abi::getSuffix(tensor.kind).str() + " parts";
    if (!rank || tensor.shape.back() != 2)
      return "a complex tensor without its last dim of 2";
    --rank;
  }
  if (tensor.globalShape && tensor.globalShape->size() != tensor.shape.size())
    return "a global shape of another rank";
  if (tensor.gradOf &&
      (*tensor.gradOf < 0 ||
       *tensor.gradOf >= static_cast<int64_t>(signature.arguments.size())))
    return "a grad_of that names no argument";
  if (tensor.updateOf &&
      (*tensor.updateOf < 0 ||
       *tensor.updateOf >= static_cast<int64_t>(signature.arguments.size())))
    return "an update_of that names no argument";
  if (signature.meshShape.empty()) {
    if (tensor.layout)
      return "a layout in a program without a mesh";
    return "";
  }
  if (!tensor.layout)
    return "no layout in a program on a mesh";
  if (tensor.layout->getMeshRank() !=
      static_cast<int64_t>(signature.meshShape.size()))
    return "a layout of " + std::to_string(tensor.layout->getMeshRank()) +
           " placements on a mesh of " +
           std::to_string(signature.meshShape.size()) + " axes";
  for (const Placement &placement : tensor.layout->getPlacements())
    if (placement.isShard() && placement.getDim() >= rank)
      return "a layout that shards dim " + std::to_string(placement.getDim()) +
             " of a tensor of rank " + std::to_string(rank);
  return "";
}

static llvm::Error checkSignature(const ProgramSignature &signature) {
  auto error = [](const llvm::Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "program manifest: " + message.str());
  };
  if (signature.entry.empty())
    return error("no entry");
  for (int64_t size : signature.meshShape)
    if (size <= 0)
      return error("a mesh of no devices");
  for (auto [role, tensors] : {std::make_pair("argument", &signature.arguments),
                               std::make_pair("result", &signature.results)})
    for (auto [index, tensor] : llvm::enumerate(*tensors)) {
      std::string problem = checkTensor(tensor, signature);
      if (!problem.empty())
        return error(llvm::Twine(role) + " #" + llvm::Twine(index) + " has " +
                     problem);
    }
  return llvm::Error::success();
}

llvm::Expected<ProgramManifest> mlir::ap::parseProgramManifest(StringRef text) {
  ProgramManifest manifest;
  SmallVector<StringRef> lines;
  text.split(lines, '\n', -1, /*KeepEmpty=*/false);
  if (lines.empty() || lines.front().trim() != kHeader)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "program manifest: expected '" +
                                       kHeader.str() + "' first");
  for (auto [index, line] : llvm::enumerate(llvm::drop_begin(lines))) {
    LineReader reader(line, index + 2);
    llvm::Expected<StringRef> key = reader.word("a keyword");
    if (!key)
      return key.takeError();
    ProgramSignature &signature = manifest.signature;
    if (*key == "entry" || *key == "mesh") {
      llvm::Expected<std::string> name = reader.name();
      if (!name)
        return name.takeError();
      (*key == "entry" ? signature.entry : signature.meshName) = *name;
      if (*key == "entry" && !reader.atEnd())
        return reader.error("more than a name after 'entry'");
      while (!reader.atEnd()) {
        llvm::Expected<int64_t> size = reader.integer("a mesh size");
        if (!size)
          return size.takeError();
        signature.meshShape.push_back(*size);
      }
    } else if (*key == "cpu") {
      while (!reader.atEnd()) {
        llvm::Expected<std::string> name = reader.name();
        if (!name)
          return name.takeError();
        if (manifest.cpu.empty())
          manifest.cpu = *name;
        else
          manifest.cpuFeatures.push_back(*name);
      }
    } else if (*key == "argument" || *key == "result") {
      llvm::Expected<TensorSignature> tensor = parseTensor(reader);
      if (!tensor)
        return tensor.takeError();
      (*key == "argument" ? signature.arguments : signature.results)
          .push_back(std::move(*tensor));
    } else if (*key == "assert") {
      llvm::Expected<int64_t> id = reader.integer("an assertion id");
      if (!id)
        return id.takeError();
      // The message is the rest of the line after one space.
      StringRef rest = line.drop_front(strlen("assert ")).ltrim(' ');
      rest = rest.drop_front(std::to_string(*id).size());
      rest.consume_front(" ");
      std::optional<std::string> message = unescape(rest);
      if (!message)
        return reader.error("a bad escape in the message");
      manifest.assertions.emplace_back(*id, std::move(*message));
    } else {
      return reader.error("unknown keyword '" + *key + "'");
    }
  }
  if (llvm::Error error = checkSignature(manifest.signature))
    return std::move(error);
  return manifest;
}

std::vector<std::string>
mlir::ap::getMissingCpuFeatures(const ProgramManifest &manifest,
                                const llvm::StringMap<bool> &hostFeatures) {
  std::vector<std::string> missing;
  for (const std::string &feature : manifest.cpuFeatures)
    if (!hostFeatures.lookup(feature))
      missing.push_back(feature);
  return missing;
}
