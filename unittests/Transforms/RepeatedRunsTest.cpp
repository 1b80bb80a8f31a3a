//===- RepeatedRunsTest.cpp - Layer detection on made-up sequences --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// findRepeatedRuns on sequences shaped like real programs: generated ones
// (exact copies), exported ones (the first copy holds extra ops, the
// backward runs the layers in reverse, a final block resembles a layer's
// start) and unrelated ops that must stay alone.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/RepeatedRuns.h"

#include "gtest/gtest.h"

#include <map>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// A layer of `size` distinct signatures starting at `base`.
void appendLayer(SmallVectorImpl<llvm::hash_code> &sequence, unsigned base,
                 unsigned size) {
  for (unsigned op = 0; op < size; ++op)
    sequence.push_back(llvm::hash_value(base + op));
}

/// The class sizes, as size -> number of classes.
std::map<unsigned, unsigned> getClassSizes(ArrayRef<unsigned> classOf) {
  std::map<unsigned, unsigned> members, sizes;
  for (unsigned id : classOf)
    ++members[id];
  for (auto [id, count] : members)
    ++sizes[count];
  return sizes;
}

TEST(RepeatedRuns, ExactCopiesShareClasses) {
  SmallVector<llvm::hash_code> sequence;
  appendLayer(sequence, 1000, 3); // embedding
  for (unsigned layer = 0; layer < 32; ++layer)
    appendLayer(sequence, 0, 40);
  appendLayer(sequence, 2000, 5); // head
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> classOf = findRepeatedRuns(sequence, regions);
  // 40 classes of 32 (one per op of the layer), 8 ops alone.
  EXPECT_EQ(getClassSizes(classOf),
            (std::map<unsigned, unsigned>{{1, 8}, {32, 40}}));
  // Op k of every layer is in one class.
  for (unsigned layer = 1; layer < 32; ++layer)
    EXPECT_EQ(classOf[3 + 40 * layer + 7], classOf[3 + 7]);
}

TEST(RepeatedRuns, ToleratesOpsOnlyTheFirstCopyHas) {
  // An export: the causal mask is computed once, inside layer 0's forward;
  // the backward runs layer 1 then layer 0.
  SmallVector<llvm::hash_code> sequence;
  appendLayer(sequence, 0, 15);   // layer 0, first half
  appendLayer(sequence, 5000, 6); // the mask: only here
  appendLayer(sequence, 15, 25);  // layer 0, second half
  appendLayer(sequence, 0, 40);   // layer 1
  appendLayer(sequence, 3000, 4); // loss
  appendLayer(sequence, 100, 50); // layer 1 backward
  appendLayer(sequence, 100, 50); // layer 0 backward
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> classOf = findRepeatedRuns(sequence, regions);
  // Every forward op and every backward op pairs with its copy: 90 classes
  // of 2; the mask and the loss stay alone.
  EXPECT_EQ(getClassSizes(classOf),
            (std::map<unsigned, unsigned>{{1, 10}, {2, 90}}));
  EXPECT_EQ(classOf[0], classOf[46]);           // first op of each forward
  EXPECT_EQ(classOf[15 + 6], classOf[46 + 15]); // after the insertion
  EXPECT_EQ(classOf[90], classOf[140]);         // first op of each backward
}

TEST(RepeatedRuns, ChainsStayWithinTheNumberOfCopies) {
  // Two layers, then a final norm that looks like the first 10 ops of a
  // layer: it must not join the layers' classes (that would tie the final
  // norm's decisions to theirs).
  SmallVector<llvm::hash_code> sequence;
  appendLayer(sequence, 0, 100);
  appendLayer(sequence, 0, 100);
  appendLayer(sequence, 0, 10);
  appendLayer(sequence, 4000, 3);
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> classOf = findRepeatedRuns(sequence, regions);
  std::map<unsigned, unsigned> sizes = getClassSizes(classOf);
  EXPECT_EQ(sizes.count(3), 0u);
  EXPECT_EQ(sizes[2], 100u);
  for (unsigned op = 200; op < 213; ++op)
    EXPECT_NE(classOf[op], classOf[op - 100]) << "op " << op;
}

TEST(RepeatedRuns, ChainsOneShortDoNotCapTheFullOnes) {
  // 32 layers whose first copy only half matches (its first 20 ops differ):
  // chains of 31 for those, of 32 for the rest; the full ones stay whole.
  SmallVector<llvm::hash_code> sequence;
  appendLayer(sequence, 7000, 20);
  appendLayer(sequence, 20, 20);
  for (unsigned layer = 1; layer < 32; ++layer)
    appendLayer(sequence, 0, 40);
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> classOf = findRepeatedRuns(sequence, regions);
  EXPECT_EQ(getClassSizes(classOf),
            (std::map<unsigned, unsigned>{{1, 20}, {31, 20}, {32, 20}}));
}

TEST(RepeatedRuns, PairsSpreadAlongTheDataflow) {
  // Four layers of 40 ops, each op consuming the one before; the first
  // layer's ops are interleaved with unrelated ops (no run of 8 matches
  // it), the other three follow each other. The runs pair layers 1-3; the
  // dataflow then reaches back into layer 0 from layer 1's first op.
  SmallVector<llvm::hash_code> sequence;
  SmallVector<SmallVector<int, 4>> producers;
  int previous = -1;
  auto addOp = [&](unsigned signature, bool inLayer) {
    sequence.push_back(llvm::hash_value(signature));
    producers.push_back({inLayer ? previous : -1});
    if (inLayer)
      previous = sequence.size() - 1;
  };
  for (unsigned op = 0; op < 40; ++op) {
    addOp(op, true);
    addOp(9000 + op, false);
  }
  for (unsigned layer = 1; layer < 4; ++layer)
    for (unsigned op = 0; op < 40; ++op)
      addOp(op, true);
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> withoutDataflow = findRepeatedRuns(sequence, regions);
  EXPECT_EQ(getClassSizes(withoutDataflow),
            (std::map<unsigned, unsigned>{{1, 80}, {3, 40}}));
  regions.clear();
  SmallVector<unsigned> classOf =
      findRepeatedRuns(sequence, regions, producers);
  EXPECT_EQ(getClassSizes(classOf),
            (std::map<unsigned, unsigned>{{1, 40}, {4, 40}}));
  EXPECT_EQ(classOf[0], classOf[80]);       // op 0 of layers 0 and 1
  EXPECT_EQ(classOf[2 * 39], classOf[119]); // op 39
}

TEST(RepeatedRuns, BlocksInsideOneLayerAreNotLayers) {
  // One layer: three alike 10-op blocks (its norms) among 100 other ops.
  // They repeat, but they are not most of the program: no classes.
  SmallVector<llvm::hash_code> sequence;
  for (unsigned block = 0; block < 3; ++block) {
    appendLayer(sequence, 0, 10);
    appendLayer(sequence, 100 + 40 * block, 33);
  }
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> classOf = findRepeatedRuns(sequence, regions);
  EXPECT_TRUE(regions.empty());
  EXPECT_EQ(getClassSizes(classOf), (std::map<unsigned, unsigned>{{1, 129}}));
}

TEST(RepeatedRuns, ShortCoincidencesStayAlone) {
  // A 4-op pattern twice inside one layer is too short to be a copy.
  SmallVector<llvm::hash_code> sequence;
  appendLayer(sequence, 0, 4);
  appendLayer(sequence, 100, 10);
  appendLayer(sequence, 0, 4);
  SmallVector<RepeatedRegion> regions;
  SmallVector<unsigned> classOf = findRepeatedRuns(sequence, regions);
  EXPECT_TRUE(regions.empty());
  EXPECT_EQ(getClassSizes(classOf), (std::map<unsigned, unsigned>{{1, 18}}));
}

} // namespace
