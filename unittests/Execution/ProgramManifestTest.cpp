//===- ProgramManifestTest.cpp - What an executable knows of its program --===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/ProgramManifest.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <random>

using namespace mlir::ap;

namespace {

/// A random layout on a mesh of `meshRank` axes for a tensor of `rank`
/// dims: R, S(d) or P(any reduction) per axis, in a random order when two
/// or more axes shard one dim.
ShardingLayout randomLayout(std::mt19937 &rng, int64_t meshRank, int64_t rank) {
  llvm::SmallVector<Placement> placements;
  for (int64_t axis = 0; axis < meshRank; ++axis) {
    switch (rng() % 3) {
    case 0:
      placements.push_back(Placement::replicate());
      break;
    case 1:
      placements.push_back(rank ? Placement::shard(rng() % rank)
                                : Placement::replicate());
      break;
    default:
      placements.push_back(Placement::partial(
          kAllReductionKinds[rng() % std::size(kAllReductionKinds)]));
    }
  }
  llvm::SmallVector<int64_t> sharded;
  for (int64_t axis = 0; axis < meshRank; ++axis)
    if (placements[axis].isShard())
      sharded.push_back(axis);
  std::shuffle(sharded.begin(), sharded.end(), rng);
  llvm::Expected<ShardingLayout> layout =
      ShardingLayout::getFromAxisOrder(placements, sharded);
  if (layout)
    return *layout;
  // Partial kinds that do not mix: make them all sums.
  llvm::consumeError(layout.takeError());
  for (Placement &placement : placements)
    if (placement.isPartial())
      placement = Placement::partial(ReductionKind::Sum);
  layout = ShardingLayout::getFromAxisOrder(placements, sharded);
  EXPECT_TRUE(static_cast<bool>(layout));
  return layout ? *layout : ShardingLayout(placements);
}

TensorSignature randomTensor(std::mt19937 &rng, int64_t meshRank,
                             int64_t numArguments) {
  static constexpr ElementType kinds[] = {
      ElementType::F16, ElementType::BF16, ElementType::F32,
      ElementType::F64, ElementType::I1,   ElementType::I8,
      ElementType::I16, ElementType::I32,  ElementType::I64};
  TensorSignature tensor;
  tensor.kind = kinds[rng() % std::size(kinds)];
  int64_t rank = rng() % 4;
  for (int64_t dim = 0; dim < rank; ++dim)
    tensor.shape.push_back(rng() % 9);
  if (rng() % 4 == 0 &&
      (tensor.kind == ElementType::F32 || tensor.kind == ElementType::F64)) {
    tensor.isComplex = true;
    tensor.shape.push_back(2);
  }
  if (meshRank)
    tensor.layout = randomLayout(rng, meshRank, rank);
  if (rng() % 3 == 0)
    tensor.globalShape.emplace(tensor.shape.begin(), tensor.shape.end());
  if (numArguments && rng() % 3 == 0)
    tensor.gradOf = rng() % numArguments;
  if (rng() % 3 == 0) {
    tensor.inputRange =
        TensorSignature::InputRange{-static_cast<int64_t>(rng() % 100),
                                    static_cast<int64_t>(rng() % 100),
                                    {}};
    for (unsigned extras = rng() % 3; extras > 0; --extras)
      tensor.inputRange->extras.push_back(-100 -
                                          static_cast<int64_t>(rng() % 9));
  }
  return tensor;
}

TEST(ProgramManifestTest, RandomSignaturesRoundTrip) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 200; ++trial) {
    ProgramManifest manifest;
    ProgramSignature &signature = manifest.signature;
    // Names and messages with what the format escapes.
    signature.entry = "train step%" + std::to_string(trial);
    int64_t meshRank = rng() % 4;
    if (meshRank) {
      signature.meshName = trial % 2 ? "my mesh" : "mesh\n";
      for (int64_t axis = 0; axis < meshRank; ++axis)
        signature.meshShape.push_back(1 + rng() % 4);
    }
    for (int count = rng() % 5; count > 0; --count)
      signature.arguments.push_back(randomTensor(rng, meshRank, 0));
    for (int count = rng() % 4; count > 0; --count)
      signature.results.push_back(
          randomTensor(rng, meshRank, signature.arguments.size()));
    for (int count = rng() % 3; count > 0; --count)
      manifest.assertions.emplace_back(
          rng() % 50, std::string(" \"index must be smaller ; than 100% of "
                                  "dim\nsize\" at loc(\"a b.mlir\":3:5)\0 "
                                  "after NUL ",
                                  75));
    if (trial % 3) {
      manifest.cpu = "sapphire rapids";
      manifest.cpuFeatures = {"avx512f", "amx-tile", "a b"};
    }
    std::string text = printProgramManifest(manifest);
    llvm::Expected<ProgramManifest> back = parseProgramManifest(text);
    ASSERT_TRUE(static_cast<bool>(back))
        << llvm::toString(back.takeError()) << "\n"
        << text;
    EXPECT_TRUE(back->signature == signature) << text;
    EXPECT_EQ(back->assertions, manifest.assertions) << text;
    EXPECT_EQ(back->cpu, manifest.cpu) << text;
    EXPECT_EQ(back->cpuFeatures, manifest.cpuFeatures) << text;
  }
}

TEST(ProgramManifestTest, FreeTextIsEscaped) {
  ProgramManifest manifest;
  manifest.signature.entry = "a b";
  manifest.assertions.emplace_back(3, "two\nlines, 100%");
  std::string text = printProgramManifest(manifest);
  EXPECT_EQ(text, "ap-program-manifest 1\nentry a%20b\nassert 3 "
                  "two%0Alines, 100%25\n");
  // The manifest is a C string in the executable: no NUL inside.
  manifest.assertions.emplace_back(4, std::string("\0", 1));
  EXPECT_EQ(printProgramManifest(manifest).find('\0'), std::string::npos);
}

TEST(ProgramManifestTest, MissingCpuFeaturesAreNamed) {
  ProgramManifest manifest;
  manifest.cpu = "znver4";
  manifest.cpuFeatures = {"avx2", "avx512f", "sse4.2"};
  llvm::StringMap<bool> host;
  host["avx2"] = true;
  host["avx512f"] = false;
  EXPECT_EQ(getMissingCpuFeatures(manifest, host),
            (std::vector<std::string>{"avx512f", "sse4.2"}));
  host["avx512f"] = true;
  host["sse4.2"] = true;
  EXPECT_TRUE(getMissingCpuFeatures(manifest, host).empty());
}

TEST(ProgramManifestTest, ErrorsNameTheLine) {
  auto errorOf = [](llvm::StringRef text) {
    llvm::Expected<ProgramManifest> manifest = parseProgramManifest(text);
    if (manifest)
      return std::string("parsed");
    return llvm::toString(manifest.takeError());
  };
  EXPECT_EQ(errorOf("ap-program-manifest 1\n"), "program manifest: no entry");
  EXPECT_EQ(errorOf("entry f\n"),
            "program manifest: expected 'ap-program-manifest 1' first");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nargument f32 0 shape 4 "
                    "; layout Q ;\n"),
            "program manifest, line 3: unknown placement 'Q'");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nargument f33 0 shape ;\n"),
            "program manifest, line 2: unknown element type 'f33'");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nargument f32 0 shape 4 x ;\n"),
            "program manifest, line 2: expected a size, got 'x'");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nargument f32 0 shape 4\n"),
            "program manifest, line 2: expected a size");
  // An order may only name axes that shard the tensor.
  EXPECT_EQ(errorOf("ap-program-manifest 1\nmesh m 2 2\nargument f32 0 "
                    "shape 4 ; layout R S0 ; order 0 1 ;\n"),
            "program manifest, line 3: shard order names mesh axis 0, whose "
            "placement is not S(d)");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nresults f32\n"),
            "program manifest, line 2: unknown keyword 'results'");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f%2\n"),
            "program manifest, line 2: a bad escape in 'f%2'");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nargument f32 0 shape "
                    "4 ; shape 4 ;\n"),
            "program manifest, line 3: field 'shape' given twice");
  // "SPsum" is not a placement (S then P).
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nmesh m 2\nargument "
                    "f32 0 shape 4 ; layout SPsum ;\n"),
            "program manifest, line 4: unknown placement 'SPsum'");
  // What parses is checked against the mesh and the shapes.
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nmesh m 2 2\nargument "
                    "f32 0 shape 4 ; layout S0 ;\n"),
            "program manifest: argument #0 has a layout of 1 placements on "
            "a mesh of 2 axes");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nmesh m 2\nargument "
                    "f32 0 shape 4 ; layout S1 ;\n"),
            "program manifest: argument #0 has a layout that shards dim 1 of "
            "a tensor of rank 1");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nmesh m 2\nargument "
                    "f32 0 shape 4 ;\n"),
            "program manifest: argument #0 has no layout in a program on a "
            "mesh");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nargument f32 1 shape "
                    "4 ;\n"),
            "program manifest: argument #0 has a complex tensor without its "
            "last dim of 2");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nresult f32 0 shape 4 "
                    "; grad_of 0 ;\n"),
            "program manifest: result #0 has a grad_of that names no argument");
  EXPECT_EQ(errorOf("ap-program-manifest 1\nentry f\nmesh m 0\n"),
            "program manifest: a mesh of no devices");
}

} // namespace
