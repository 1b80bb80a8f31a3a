//===- MicroPrograms.cpp - The programs ap-calibrate times ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "MicroPrograms.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

/// `ap.mesh @mesh(shape = 2x2, axes = [...])` and the replicated sharding
/// on it (one placement per mesh axis).
namespace {
struct MeshText {
  std::string declaration;
  std::string replicated;
};
} // namespace

static MeshText getMeshText(llvm::ArrayRef<int64_t> mesh) {
  std::string shape, axes;
  for (auto [index, size] : llvm::enumerate(mesh)) {
    shape += (index ? "x" : "") + std::to_string(size);
    axes += llvm::formatv("{0}\"a{1}\"", index ? ", " : "", index).str();
  }
  llvm::SmallVector<std::string> dims(mesh.size(), "R");
  MeshText text;
  text.declaration =
      llvm::formatv("ap.mesh @mesh(shape = {0}, axes = [{1}])\n", shape, axes);
  text.replicated = llvm::formatv("{ap.local_sharding = #ap.sharding<@mesh, "
                                  "[{0}]>}",
                                  llvm::join(dims, ", "))
                        .str();
  return text;
}

std::string mlir::ap::getGemmProgram(llvm::ArrayRef<int64_t> mesh,
                                     llvm::StringRef elementType, int64_t n,
                                     int64_t count) {
  MeshText text = getMeshText(mesh);
  std::string type = llvm::formatv("tensor<{0}x{0}x{1}>", n, elementType);
  std::string body;
  llvm::raw_string_ostream os(body);
  os << text.declaration << "func.func @" << kMicroEntry << "(%a: " << type
     << " " << text.replicated << ", %b: " << type << " " << text.replicated
     << ", %c0: " << type << " " << text.replicated << ") -> (" << type << " "
     << text.replicated << ") {\n";
  for (int64_t i = 0; i < count; ++i)
    os << llvm::formatv("  %c{0} = linalg.matmul ins(%a, %b : {2}, {2}) "
                        "outs(%c{1} : {2}) -> {2}\n",
                        i + 1, i, type);
  os << "  return %c" << count << " : " << type << "\n}\n";
  return body;
}

std::string mlir::ap::getElementwiseProgram(llvm::ArrayRef<int64_t> mesh,
                                            int64_t elements, int64_t count) {
  MeshText text = getMeshText(mesh);
  std::string type = llvm::formatv("tensor<{0}xf32>", elements);
  std::string body;
  llvm::raw_string_ostream os(body);
  os << text.declaration
     << "#map = affine_map<(d0) -> (d0)>\n"
        "func.func @"
     << kMicroEntry << "(%x0: " << type << " " << text.replicated
     << ", %y: " << type << " " << text.replicated << ") -> (" << type << " "
     << text.replicated << ") {\n";
  // Each op a kernel of its own, as a program's linalg.generic with a
  // tensor.empty destination is: a buffer of its own, a loop, a free.
  for (int64_t i = 0; i < count; ++i)
    os << llvm::formatv(
        "  %e{0} = tensor.empty() : {2}\n"
        "  %x{0} = linalg.generic {{indexing_maps = [#map, #map, #map], "
        "iterator_types = [\"parallel\"]} ins(%x{1}, %y : {2}, {2}) "
        "outs(%e{0} : {2}) {{\n"
        "  ^bb0(%a: f32, %b: f32, %o: f32):\n"
        "    %s = arith.addf %a, %b : f32\n"
        "    linalg.yield %s : f32\n"
        "  } -> {2}\n",
        i + 1, i, type);
  os << "  return %x" << count << " : " << type << "\n}\n";
  return body;
}

std::string mlir::ap::getAllReduceProgram(llvm::ArrayRef<int64_t> mesh,
                                          llvm::ArrayRef<int64_t> axes,
                                          int64_t elements, int64_t count) {
  MeshText text = getMeshText(mesh);
  std::string type = llvm::formatv("tensor<{0}xf32>", elements);
  std::string axisList = llvm::join(
      llvm::map_range(axes, [](int64_t axis) { return std::to_string(axis); }),
      ", ");
  std::string body;
  llvm::raw_string_ostream os(body);
  os << text.declaration << "func.func @" << kMicroEntry << "(%x0: " << type
     << " " << text.replicated << ") -> (" << type << " " << text.replicated
     << ") {\n";
  for (int64_t i = 0; i < count; ++i)
    os << llvm::formatv("  %x{0} = ap.all_reduce %x{1} on @mesh axes = [{2}] "
                        "reduce = max : {3}\n",
                        i + 1, i, axisList, type);
  os << "  return %x" << count << " : " << type << "\n}\n";
  return body;
}
