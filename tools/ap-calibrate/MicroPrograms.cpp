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

#include <cassert>

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

/// `count` elementwise kernels on `elements` f32 elements, each its own
/// buffer, loop and free (as a program's linalg.generic with a
/// tensor.empty destination is): %x<i> from %x<i-1> (block argument %v)
/// and the call's other inputs %y, %z, ... (%w, %u, ...: `inputs` of
/// them), by `body`, which defines %r.
static std::string getElementwiseChain(llvm::ArrayRef<int64_t> mesh,
                                       int64_t elements, int64_t count,
                                       int64_t inputs, llvm::StringRef body) {
  MeshText text = getMeshText(mesh);
  std::string type = llvm::formatv("tensor<{0}xf32>", elements);
  constexpr llvm::StringLiteral names[] = {"y", "z"}, arguments[] = {"w", "u"};
  assert(inputs <= 2 && "at most %y and %z");
  std::string program;
  llvm::raw_string_ostream os(program);
  os << text.declaration << "#map = affine_map<(d0) -> (d0)>\nfunc.func @"
     << kMicroEntry << "(%x0: " << type << " " << text.replicated;
  std::string operands = "%x{1}", operandTypes = "{2}", maps = "#map",
              blockArguments = "%v: f32";
  for (int64_t input = 0; input < inputs; ++input) {
    os << ", %" << names[input] << ": " << type << " " << text.replicated;
    operands += (", %" + names[input]).str();
    operandTypes += ", {2}";
    maps += ", #map";
    blockArguments += (", %" + arguments[input] + ": f32").str();
  }
  os << ") -> (" << type << " " << text.replicated << ") {\n";
  std::string kernel =
      "  %e{0} = tensor.empty() : {2}\n"
      "  %x{0} = linalg.generic {{indexing_maps = [" + maps +
      ", #map], iterator_types = [\"parallel\"]} ins(" + operands + " : " +
      operandTypes + ") outs(%e{0} : {2}) {{\n  ^bb0(" + blockArguments +
      ", %o: f32):\n" + body.str() + "    linalg.yield %r : f32\n  } -> {2}\n";
  for (int64_t i = 0; i < count; ++i)
    os << llvm::formatv(kernel.c_str(), i + 1, i, type);
  os << "  return %x" << count << " : " << type << "\n}\n";
  return program;
}

std::string mlir::ap::getElementwiseProgram(llvm::ArrayRef<int64_t> mesh,
                                            int64_t elements, int64_t count) {
  return getElementwiseChain(mesh, elements, count, /*inputs=*/1,
                             "    %r = arith.addf %v, %w : f32\n");
}

std::string mlir::ap::getArithmeticProgram(llvm::ArrayRef<int64_t> mesh,
                                           int64_t elements, int64_t count,
                                           bool transcendental) {
  // From the second kernel on, the functions see values near their fixed
  // point (about -1.2), not the zeros the call passes (which a library may
  // shortcut); the first kernel is in both counts and drops out.
  constexpr llvm::StringLiteral arithmetic =
      "    %p = arith.mulf %v, %w : f32\n"
      "    %r = arith.addf %p, %u : f32\n";
  // Body names start with b_: the kernels' results are %e<i> and %x<i>.
  constexpr llvm::StringLiteral calls =
      "    %b_c1 = arith.constant 0.5 : f32\n"
      "    %b_c2 = arith.constant 0.25 : f32\n"
      "    %b_c3 = arith.constant 0.125 : f32\n"
      "    %b_t = math.tanh %v : f32\n"
      "    %b_e = math.exp %v : f32\n"
      "    %b_m = math.expm1 %v : f32\n"
      "    %b_l = math.log1p %b_e : f32\n"
      "    %b_e1 = arith.mulf %b_e, %b_c1 : f32\n"
      "    %b_m1 = arith.mulf %b_m, %b_c2 : f32\n"
      "    %b_l1 = arith.mulf %b_l, %b_c3 : f32\n"
      "    %b_s1 = arith.subf %b_t, %b_e1 : f32\n"
      "    %b_s2 = arith.addf %b_s1, %b_m1 : f32\n"
      "    %r = arith.subf %b_s2, %b_l1 : f32\n";
  return getElementwiseChain(mesh, elements, count, /*inputs=*/2,
                             transcendental ? calls : arithmetic);
}

/// The activations, their transpose and their rows in getKernelMixProgram.
static constexpr llvm::StringLiteral kMixActivations = "tensor<2x8x16xf32>",
                                     kMixTurned = "tensor<2x16x8xf32>",
                                     kMixRows = "tensor<2x8xf32>";

/// Block `block` of getKernelMixProgram: from %x<block - 1> to %x<block>.
static void emitKernelMixBlock(llvm::raw_ostream &os, int64_t block) {
  constexpr llvm::StringLiteral act = kMixActivations, turned = kMixTurned,
                                rows = kMixRows;
  // {0}: this block, {1}: the previous one.
  auto emit = [&](int64_t index, llvm::StringRef pattern) {
    os << llvm::formatv(pattern.data(), index, index - 1, act, turned, rows);
  };
  emit(block,
       "  %ea{0} = tensor.empty() : {2}\n"
       "  %a{0} = linalg.generic {{indexing_maps = [#id3, #last, #id3], "
       "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
       "ins(%x{1}, %bias : {2}, tensor<16xf32>) outs(%ea{0} : {2}) {{\n"
       "  ^bb0(%v: f32, %w: f32, %o: f32):\n"
       "    %r = arith.addf %v, %w : f32\n"
       "    linalg.yield %r : f32\n"
       "  } -> {2}\n");
  for (llvm::StringRef sum : {"s", "r"}) {
    std::string input = sum == "s" ? "a" : "e";
    if (sum == "r")
      emit(block,
           "  %ee{0} = tensor.empty() : {2}\n"
           "  %e{0} = linalg.generic {{indexing_maps = [#id3, #id3], "
           "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
           "ins(%t{0} : {2}) outs(%ee{0} : {2}) {{\n"
           "  ^bb0(%v: f32, %o: f32):\n"
           "    %r = math.exp %v : f32\n"
           "    linalg.yield %r : f32\n"
           "  } -> {2}\n");
    os << llvm::formatv(
        "  %f{1}{0} = tensor.empty() : {3}\n"
        "  %z{1}{0} = linalg.fill ins(%zero : f32) outs(%f{1}{0} : {3}) -> "
        "{3}\n"
        "  %{1}{0} = linalg.generic {{indexing_maps = [#id3, #row], "
        "iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} "
        "ins(%{2}{0} : {4}) outs(%z{1}{0} : {3}) {{\n"
        "  ^bb0(%v: f32, %o: f32):\n"
        "    %r = arith.addf %v, %o : f32\n"
        "    linalg.yield %r : f32\n"
        "  } -> {3}\n",
        block, sum, input, rows, act);
    if (sum == "s")
      emit(block,
           "  %em{0} = tensor.empty() : {2}\n"
           "  %m{0} = linalg.generic {{indexing_maps = [#id3, #row, #id3], "
           "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
           "ins(%a{0}, %s{0} : {2}, {4}) outs(%em{0} : {2}) {{\n"
           "  ^bb0(%v: f32, %w: f32, %o: f32):\n"
           "    %mean = arith.mulf %w, %inv : f32\n"
           "    %r = arith.subf %v, %mean : f32\n"
           "    linalg.yield %r : f32\n"
           "  } -> {2}\n"
           "  %et{0} = tensor.empty() : {2}\n"
           "  %t{0} = linalg.generic {{indexing_maps = [#id3, #id3], "
           "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
           "ins(%m{0} : {2}) outs(%et{0} : {2}) {{\n"
           "  ^bb0(%v: f32, %o: f32):\n"
           "    %r = math.tanh %v : f32\n"
           "    linalg.yield %r : f32\n"
           "  } -> {2}\n");
  }
  emit(block,
       "  %ed{0} = tensor.empty() : {2}\n"
       "  %d{0} = linalg.generic {{indexing_maps = [#id3, #row, #id3], "
       "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
       "ins(%e{0}, %r{0} : {2}, {4}) outs(%ed{0} : {2}) {{\n"
       "  ^bb0(%v: f32, %w: f32, %o: f32):\n"
       "    %r = arith.divf %v, %w : f32\n"
       "    linalg.yield %r : f32\n"
       "  } -> {2}\n"
       "  %eu{0} = tensor.empty() : {3}\n"
       "  %u{0} = linalg.transpose ins(%d{0} : {2}) outs(%eu{0} : {3}) "
       "permutation = [0, 2, 1]\n"
       "  %eb{0} = tensor.empty() : {2}\n"
       "  %b{0} = linalg.transpose ins(%u{0} : {3}) outs(%eb{0} : {2}) "
       "permutation = [0, 2, 1]\n"
       "  %fq{0} = tensor.empty() : {4}\n"
       "  %zq{0} = linalg.fill ins(%zero : f32) outs(%fq{0} : {4}) -> {4}\n"
       "  %q{0} = linalg.generic {{indexing_maps = [#id3, #row], "
       "iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} "
       "ins(%b{0} : {2}) outs(%zq{0} : {4}) {{\n"
       "  ^bb0(%v: f32, %o: f32):\n"
       "    %sq = arith.mulf %v, %v : f32\n"
       "    %r = arith.addf %sq, %o : f32\n"
       "    linalg.yield %r : f32\n"
       "  } -> {4}\n"
       "  %en{0} = tensor.empty() : {4}\n"
       "  %n{0} = linalg.generic {{indexing_maps = [#id2, #id2], "
       "iterator_types = [\"parallel\", \"parallel\"]} "
       "ins(%q{0} : {4}) outs(%en{0} : {4}) {{\n"
       "  ^bb0(%v: f32, %o: f32):\n"
       "    %r = math.rsqrt %v : f32\n"
       "    linalg.yield %r : f32\n"
       "  } -> {4}\n"
       "  %ex{0} = tensor.empty() : {2}\n"
       "  %x{0} = linalg.generic {{indexing_maps = [#id3, #row, #id3], "
       "iterator_types = [\"parallel\", \"parallel\", \"parallel\"]} "
       "ins(%b{0}, %n{0} : {2}, {4}) outs(%ex{0} : {2}) {{\n"
       "  ^bb0(%v: f32, %w: f32, %o: f32):\n"
       "    %r = arith.mulf %v, %w : f32\n"
       "    linalg.yield %r : f32\n"
       "  } -> {2}\n");
}

/// The mesh axes `axes` as an attribute's list: "0, 1".
static std::string getAxisList(llvm::ArrayRef<int64_t> axes) {
  return llvm::join(
      llvm::map_range(axes, [](int64_t axis) { return std::to_string(axis); }),
      ", ");
}

std::string mlir::ap::getKernelMixProgram(llvm::ArrayRef<int64_t> mesh,
                                          int64_t count,
                                          llvm::ArrayRef<int64_t> exchangeAxes) {
  MeshText text = getMeshText(mesh);
  constexpr llvm::StringLiteral act = kMixActivations;
  std::string body;
  llvm::raw_string_ostream os(body);
  os << text.declaration
     << "#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>\n"
        "#last = affine_map<(d0, d1, d2) -> (d2)>\n"
        "#row = affine_map<(d0, d1, d2) -> (d0, d1)>\n"
        "#id2 = affine_map<(d0, d1) -> (d0, d1)>\n"
        "func.func @"
     << kMicroEntry << "(%x0: " << act << " " << text.replicated
     << ", %bias: tensor<16xf32> " << text.replicated << ") -> (" << act
     << " " << text.replicated << ") {\n"
     << "  %zero = arith.constant 0.0 : f32\n"
        "  %inv = arith.constant 0.0625 : f32\n";
  // With exchanges, block b is %x<2b - 1> and its all-reduce %x<2b>.
  int64_t last = exchangeAxes.empty() ? count : 2 * count;
  for (int64_t block = 1; block <= count; ++block) {
    if (exchangeAxes.empty()) {
      emitKernelMixBlock(os, block);
      continue;
    }
    emitKernelMixBlock(os, 2 * block - 1);
    os << llvm::formatv("  %x{0} = ap.all_reduce %x{1} on @mesh axes = [{2}] "
                        "reduce = max : {3}\n",
                        2 * block, 2 * block - 1, getAxisList(exchangeAxes),
                        act);
  }
  os << "  return %x" << last << " : " << act << "\n}\n";
  return body;
}

std::string mlir::ap::getAllReduceProgram(llvm::ArrayRef<int64_t> mesh,
                                          llvm::ArrayRef<int64_t> axes,
                                          int64_t elements, int64_t count) {
  MeshText text = getMeshText(mesh);
  std::string type = llvm::formatv("tensor<{0}xf32>", elements);
  std::string axisList = getAxisList(axes);
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
