//===- RepeatedRuns.cpp - Finding the repeated layers of a program --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A training step of an N-layer model holds N copies of the layer's forward
// ops in a row, and later N copies of its backward ops: tandem repeats in
// the sequence of op signatures. For candidate periods p (the most common
// distances between an op and the next op with the same signature), the
// runs where signature[t] == signature[t + p] cover k = (run + p) / p
// copies; the period covering the most ops wins, its copies are grouped
// position by position, and the search goes on among the ops left.
//
//===----------------------------------------------------------------------===//

#include "ShardingGraph.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// A region must repeat at least this many ops to be worth a class.
constexpr uint64_t kMinCoverage = 16;

/// The regions of period `period` among the unassigned positions.
SmallVector<RepeatedRegion> findRegions(ArrayRef<llvm::hash_code> signatures,
                                        ArrayRef<bool> assigned,
                                        unsigned period) {
  SmallVector<RepeatedRegion> regions;
  unsigned size = signatures.size();
  unsigned t = 0;
  while (t + period < size) {
    auto matches = [&](unsigned position) {
      return !assigned[position] && !assigned[position + period] &&
             signatures[position] == signatures[position + period];
    };
    if (!matches(t)) {
      ++t;
      continue;
    }
    unsigned start = t;
    while (t + period < size && matches(t))
      ++t;
    unsigned copies = (t - start + period) / period;
    if (copies >= 2 && uint64_t(copies) * period >= kMinCoverage)
      regions.push_back(RepeatedRegion{start, period, copies});
  }
  return regions;
}

uint64_t getCoverage(ArrayRef<RepeatedRegion> regions) {
  uint64_t covered = 0;
  for (const RepeatedRegion &region : regions)
    covered += uint64_t(region.period) * region.copies;
  return covered;
}

} // namespace

SmallVector<unsigned>
mlir::ap::findRepeatedRuns(ArrayRef<llvm::hash_code> signatures,
                           SmallVectorImpl<RepeatedRegion> &regions) {
  unsigned size = signatures.size();
  // Distances to the next op with the same signature, by frequency.
  DenseMap<unsigned, unsigned> histogram;
  {
    DenseMap<size_t, unsigned> next;
    for (unsigned t = size; t-- > 0;) {
      auto [it, inserted] = next.try_emplace(size_t(signatures[t]), t);
      if (!inserted) {
        ++histogram[it->second - t];
        it->second = t;
      }
    }
  }
  SmallVector<std::pair<unsigned, unsigned>> candidates; // (count, period)
  for (auto [period, count] : histogram)
    if (count >= 2)
      candidates.push_back({count, period});
  llvm::sort(candidates, [](auto a, auto b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  if (candidates.size() > 16)
    candidates.resize(16);

  SmallVector<unsigned> classOf(size, ~0u);
  SmallVector<bool> assigned(size, false);
  unsigned numClasses = 0;
  while (true) {
    SmallVector<RepeatedRegion> best;
    uint64_t bestCoverage = 0;
    unsigned bestPeriod = 0;
    for (auto [count, period] : candidates) {
      SmallVector<RepeatedRegion> regions =
          findRegions(signatures, assigned, period);
      uint64_t coverage = getCoverage(regions);
      if (coverage > bestCoverage ||
          (coverage == bestCoverage && coverage > 0 && period < bestPeriod)) {
        best = std::move(regions);
        bestCoverage = coverage;
        bestPeriod = period;
      }
    }
    if (bestCoverage == 0)
      break;
    for (const RepeatedRegion &region : best) {
      for (unsigned phase = 0; phase < region.period; ++phase) {
        for (unsigned copy = 0; copy < region.copies; ++copy) {
          unsigned position = region.start + copy * region.period + phase;
          classOf[position] = numClasses;
          assigned[position] = true;
        }
        ++numClasses;
      }
      regions.push_back(region);
    }
  }
  // Everything else alone; then number classes by first appearance.
  for (unsigned &id : classOf)
    if (id == ~0u)
      id = numClasses++;
  DenseMap<unsigned, unsigned> renumber;
  for (unsigned &id : classOf)
    id = renumber.try_emplace(id, renumber.size()).first->second;
  return classOf;
}
