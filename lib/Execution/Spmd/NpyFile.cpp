//===- NpyFile.cpp - Host tensors in NumPy's .npy format ------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/NpyFile.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace mlir::ap;
using llvm::StringRef;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The element kind of a NumPy type descriptor ('<f4', '|b1', ...).
static std::optional<ElementType> getKindOfDescr(StringRef descr) {
  if (descr.size() < 3)
    return std::nullopt;
  char order = descr[0];
  StringRef type = descr.drop_front();
  // One-byte types have no byte order ('|'); others must be little-endian.
  bool oneByte = type == "b1" || type == "i1" || type == "u1";
  if (!oneByte && order != '<' && order != '=')
    return std::nullopt;
  return llvm::StringSwitch<std::optional<ElementType>>(type)
      .Case("f2", ElementType::F16)
      .Case("f4", ElementType::F32)
      .Case("f8", ElementType::F64)
      .Case("b1", ElementType::I1)
      .Case("i1", ElementType::I8)
      .Case("i2", ElementType::I16)
      .Case("i4", ElementType::I32)
      .Case("i8", ElementType::I64)
      .Default(std::nullopt);
}

/// The value of `key` in the header dict, as raw text up to the next
/// top-level comma or the closing brace.
static std::optional<StringRef> getHeaderValue(StringRef header,
                                               StringRef key) {
  std::string quoted = "'" + key.str() + "'";
  size_t at = header.find(quoted);
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(at + quoted.size()).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  int depth = 0;
  for (size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (c == '(' || c == '[')
      ++depth;
    else if (c == ')' || c == ']')
      --depth;
    else if ((c == ',' || c == '}') && depth == 0)
      return rest.take_front(i).trim();
  }
  return std::nullopt;
}

llvm::Expected<NpyHeader> mlir::ap::parseNpyHeader(StringRef contents) {
  size_t size = contents.size();
  if (!contents.consume_front("\x93NUMPY") || contents.size() < 2)
    return makeError("not a .npy file (bad magic)");
  unsigned major = static_cast<uint8_t>(contents[0]);
  contents = contents.drop_front(2);
  size_t headerBytes = major == 1 ? 2 : 4;
  if (major < 1 || major > 3 || contents.size() < headerBytes)
    return makeError("unsupported .npy version " + llvm::Twine(major));
  uint32_t headerLength = 0;
  for (size_t i = 0; i < headerBytes; ++i)
    headerLength |= static_cast<uint32_t>(static_cast<uint8_t>(contents[i]))
                    << (8 * i);
  contents = contents.drop_front(headerBytes);
  if (contents.size() < headerLength)
    return makeError("truncated .npy header");
  StringRef header = contents.take_front(headerLength);

  std::optional<StringRef> descr = getHeaderValue(header, "descr");
  std::optional<StringRef> fortran = getHeaderValue(header, "fortran_order");
  std::optional<StringRef> shapeText = getHeaderValue(header, "shape");
  if (!descr || !fortran || !shapeText)
    return makeError("malformed .npy header: " + header);
  std::optional<ElementType> kind = getKindOfDescr(descr->trim("'\""));
  if (!kind)
    return makeError("unsupported .npy element type " + *descr);
  if (*fortran != "False")
    return makeError(".npy data in Fortran order is not supported");
  NpyHeader result;
  result.kind = *kind;
  StringRef dims = shapeText->trim("()");
  while (!dims.trim().empty()) {
    auto [dim, rest] = dims.split(',');
    int64_t dimSize;
    if (dim.trim().getAsInteger(10, dimSize) || dimSize < 0)
      return makeError("malformed .npy shape " + *shapeText);
    result.shape.push_back(dimSize);
    dims = rest;
  }
  result.dataOffset = size - contents.size() + headerLength;
  return result;
}

llvm::Expected<HostTensor> mlir::ap::parseNpy(StringRef contents) {
  llvm::Expected<NpyHeader> header = parseNpyHeader(contents);
  if (!header)
    return header.takeError();
  ElementType kind = header->kind;
  llvm::ArrayRef<int64_t> shape = header->shape;
  StringRef data = contents.drop_front(header->dataOffset);
  HostTensor tensor(kind, shape);
  size_t bytes = tensor.getNumElements() * runtime::getElementBytes(kind);
  if (data.size() != bytes)
    return makeError(".npy data has " + llvm::Twine(data.size()) +
                     " bytes, the shape needs " + llvm::Twine(bytes));
  std::memcpy(tensor.getData(), data.data(), bytes);
  if (kind == ElementType::I1)
    for (int64_t i = 0; i < tensor.getNumElements(); ++i)
      tensor.setBits(i, tensor.getBits(i) != 0);
  return tensor;
}

llvm::Expected<HostTensor> mlir::ap::readNpyFile(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false);
  if (!buffer)
    return makeError("cannot read " + path + ": " +
                     buffer.getError().message());
  auto tensor = parseNpy((*buffer)->getBuffer());
  if (!tensor)
    return makeError(path + ": " + llvm::toString(tensor.takeError()));
  return tensor;
}

llvm::Expected<std::string> mlir::ap::printNpy(const HostTensor &tensor) {
  const char *descr = nullptr;
  switch (tensor.getKind()) {
  case ElementType::F16:
    descr = "<f2";
    break;
  case ElementType::BF16:
    return makeError("bf16 has no .npy type");
  case ElementType::F32:
    descr = "<f4";
    break;
  case ElementType::F64:
    descr = "<f8";
    break;
  case ElementType::I1:
    descr = "|b1";
    break;
  case ElementType::I8:
    descr = "|i1";
    break;
  case ElementType::I16:
    descr = "<i2";
    break;
  case ElementType::I32:
    descr = "<i4";
    break;
  case ElementType::I64:
    descr = "<i8";
    break;
  case ElementType::CF32:
  case ElementType::CF64:
    return makeError("a host tensor holds complex values as component pairs");
  }
  std::string header;
  llvm::raw_string_ostream os(header);
  os << "{'descr': '" << descr << "', 'fortran_order': False, 'shape': (";
  for (int64_t size : tensor.getShape())
    os << size << (tensor.getShape().size() == 1 ? "," : ", ");
  if (tensor.getShape().size() > 1)
    header.resize(header.size() - 2);
  os << "), }";
  // Pad with spaces so that the data starts 64-byte aligned; end with \n.
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::string file = "\x93NUMPY\x01";
  file += '\0';
  file += static_cast<char>(header.size() & 0xff);
  file += static_cast<char>(header.size() >> 8);
  file += header;
  file.append(static_cast<const char *>(tensor.getData()),
              tensor.getNumElements() *
                  runtime::getElementBytes(tensor.getKind()));
  return file;
}

std::string mlir::ap::getTensorFilePath(StringRef directory, StringRef stem,
                                        size_t index) {
  return (directory + "/" + stem + "_" + llvm::Twine(index) + ".npy").str();
}

llvm::Error mlir::ap::readInputFiles(StringRef directory,
                                     llvm::MutableArrayRef<HostTensor> inputs) {
  for (auto [index, input] : llvm::enumerate(inputs)) {
    std::string path = getTensorFilePath(directory, "input", index);
    llvm::Expected<HostTensor> file = readNpyFile(path);
    if (!file)
      return file.takeError();
    if (file->getKind() != input.getKind() ||
        file->getShape() != input.getShape())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          path + " holds a " +
              describeTensorType(file->getShape(), file->getKind()) +
              ", argument #" + llvm::Twine(index) + " is a " +
              describeTensorType(input.getShape(), input.getKind()));
    input = std::move(*file);
  }
  return llvm::Error::success();
}

/// Writes `contents` to `path`; a failed write is an error, not the fatal
/// error a raw_fd_ostream destroyed with an unchecked one reports.
static llvm::Error writeFile(StringRef path, StringRef contents) {
  std::error_code error;
  llvm::raw_fd_ostream os(path, error);
  if (error)
    return llvm::createStringError(error, "cannot write '" + path +
                                              "': " + error.message());
  os << contents;
  os.close();
  if (os.has_error()) {
    error = os.error();
    os.clear_error();
    return llvm::createStringError(error, "cannot write '" + path +
                                              "': " + error.message());
  }
  return llvm::Error::success();
}

llvm::Error mlir::ap::writeNpyFile(StringRef path, const HostTensor &tensor) {
  llvm::Expected<std::string> contents = printNpy(tensor);
  if (!contents)
    return contents.takeError();
  return writeFile(path, *contents);
}

llvm::Error mlir::ap::writeTensorFiles(StringRef directory, StringRef stem,
                                       llvm::ArrayRef<HostTensor> tensors) {
  if (std::error_code error = llvm::sys::fs::create_directories(directory))
    return llvm::createStringError(error, "cannot create '" + directory +
                                              "': " + error.message());
  for (auto [index, tensor] : llvm::enumerate(tensors))
    if (llvm::Error error =
            writeNpyFile(getTensorFilePath(directory, stem, index), tensor))
      return error;
  return llvm::Error::success();
}
