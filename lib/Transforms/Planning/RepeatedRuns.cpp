//===- RepeatedRuns.cpp - Finding the repeated layers of a program --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A training step of an N-layer model holds N copies of the layer's forward
// ops and N copies of its backward ops. In a generated program the copies
// follow each other exactly (tandem repeats in the sequence of op
// signatures); in an exported one they do not quite: ops shared by every
// layer (the causal mask, the RoPE table, a zero fill) were deduplicated into
// the first copy, the backward runs the layers in reverse, and a layer's
// gradient accumulations move around. So the copies are found as matched
// runs, not as whole periods:
//
//  1. candidate periods: the most common distances between an op and the
//     next op with the same signature;
//  2. for each period p, the runs where signature[t] == signature[t + p]
//     for at least kMinRun consecutive t; each run pairs op t with op t + p;
//  3. runs are accepted longest first, pair by pair, as long as neither op
//     is paired that way already (an op has at most one partner after it
//     and one before it), and what is left of a run is still kMinRun long;
//  4. the pairs spread along the dataflow: the producers (and users) at the
//     same operand of two paired ops are paired when their signatures
//     agree, which reaches ops of a copy interleaved with other ops;
//  5. the paired ops form chains (layer 0's op, layer 1's, ...), and each
//     chain is a class. Chains are kept within the number of copies most
//     ops are in (found by a first pass without that limit).
//
// An insertion in one copy only splits its run in two (at periods p and
// p - inserted), which both match; a copy in reverse order of layers is
// still a tandem repeat of the same sequence.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/RepeatedRuns.h"

#include "llvm/ADT/DenseMap.h"

#include <algorithm>
#include <map>

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Fewer consecutive matches than this are coincidence (a norm inside a
/// layer looks like the next one), not a copy of a layer.
constexpr unsigned kMinRun = 8;
/// How many of the most common distances are tried as periods.
constexpr unsigned kMaxPeriods = 32;

/// The runs of period `period`: maximal stretches of positions t with
/// signature[t] == signature[t + period], at least kMinRun long.
void findRuns(ArrayRef<llvm::hash_code> signatures, unsigned period,
              SmallVectorImpl<RepeatedRegion> &runs) {
  unsigned size = signatures.size();
  unsigned t = 0;
  while (t + period < size) {
    if (signatures[t] != signatures[t + period]) {
      ++t;
      continue;
    }
    unsigned start = t;
    while (t + period < size && signatures[t] == signatures[t + period])
      ++t;
    if (t - start >= kMinRun)
      runs.push_back(RepeatedRegion{start, period, t - start});
  }
}

/// The most common distances from an op to the next with its signature.
SmallVector<unsigned>
findCandidatePeriods(ArrayRef<llvm::hash_code> signatures) {
  unsigned size = signatures.size();
  DenseMap<unsigned, unsigned> histogram;
  DenseMap<size_t, unsigned> next;
  for (unsigned t = size; t-- > 0;) {
    auto [it, inserted] = next.try_emplace(size_t(signatures[t]), t);
    if (!inserted) {
      ++histogram[it->second - t];
      it->second = t;
    }
  }
  SmallVector<std::pair<unsigned, unsigned>> candidates; // (count, period)
  for (auto [period, count] : histogram)
    if (count >= kMinRun)
      candidates.push_back({count, period});
  llvm::sort(candidates, [](auto a, auto b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  if (candidates.size() > kMaxPeriods)
    candidates.resize(kMaxPeriods);
  SmallVector<unsigned> periods;
  for (auto [count, period] : candidates)
    periods.push_back(period);
  return periods;
}

/// Chains of paired ops: union-find with sizes, and at most one partner
/// after and one before each op.
class Chains {
public:
  explicit Chains(unsigned size)
      : parent(size), members(size, 1), next(size, -1), previous(size, -1) {
    for (unsigned t = 0; t < size; ++t)
      parent[t] = t;
  }
  unsigned find(unsigned t) {
    while (parent[t] != t)
      t = parent[t] = parent[parent[t]];
    return t;
  }
  /// Whether `first` and `second` may be paired into a chain of at most
  /// `maxLength` ops.
  bool canPair(unsigned first, unsigned second, unsigned maxLength) {
    if (next[first] >= 0 || previous[second] >= 0)
      return false;
    unsigned a = find(first), b = find(second);
    return a != b && members[a] + members[b] <= maxLength;
  }
  void pair(unsigned first, unsigned second) {
    next[first] = second;
    previous[second] = first;
    unsigned a = find(first), b = find(second);
    if (members[a] < members[b])
      std::swap(a, b);
    parent[b] = a;
    members[a] += members[b];
  }
  unsigned getLength(unsigned t) { return members[find(t)]; }
  int getNext(unsigned t) const { return next[t]; }

private:
  SmallVector<unsigned> parent, members;
  SmallVector<int> next, previous;
};

/// Extends the pairs along the dataflow: where op a is paired with op b,
/// the producers of a and b at the same operand, and their users at the
/// same operand, are paired too when their signatures agree. This pairs
/// what runs cannot: ops of a copy interleaved with others (the first
/// layer's forward mixed with the RoPE table and mask computations).
void propagatePairs(Chains &chains, ArrayRef<llvm::hash_code> signatures,
                    ArrayRef<SmallVector<int, 4>> producers,
                    unsigned maxLength) {
  unsigned size = signatures.size();
  // users[p]: (consumer position, operand number), in program order.
  SmallVector<SmallVector<std::pair<unsigned, unsigned>, 2>> users(size);
  for (unsigned t = 0; t < size; ++t)
    for (auto [operand, producer] : llvm::enumerate(producers[t]))
      if (producer >= 0)
        users[producer].push_back({t, static_cast<unsigned>(operand)});
  SmallVector<std::pair<unsigned, unsigned>> worklist;
  for (unsigned t = 0; t < size; ++t)
    if (int other = chains.getNext(t); other >= 0)
      worklist.push_back({t, static_cast<unsigned>(other)});
  auto tryPair = [&](unsigned a, unsigned b) {
    if (a == b || signatures[a] != signatures[b] ||
        !chains.canPair(a, b, maxLength))
      return false;
    chains.pair(a, b);
    worklist.push_back({a, b});
    return true;
  };
  while (!worklist.empty()) {
    auto [a, b] = worklist.pop_back_val();
    if (producers[a].size() == producers[b].size())
      for (auto [pa, pb] : llvm::zip_equal(producers[a], producers[b]))
        if (pa >= 0 && pb >= 0)
          tryPair(pa, pb);
    // Users at the same operand, first come first paired (the k and v
    // projections of one norm keep their order in every copy).
    for (auto [userA, operandA] : users[a])
      for (auto [userB, operandB] : users[b])
        if (operandA == operandB && tryPair(userA, userB))
          break;
  }
}

/// Accepts the stretches of `runs` (longest first) whose pairs are all free
/// and keep chains at most `maxLength` long; records them in `accepted`.
Chains acceptRuns(ArrayRef<RepeatedRegion> runs, unsigned size,
                  unsigned maxLength,
                  SmallVectorImpl<RepeatedRegion> &accepted) {
  Chains chains(size);
  auto acceptStretches = [&](unsigned t, unsigned end, unsigned period) {
    while (t < end) {
      if (!chains.canPair(t, t + period, maxLength)) {
        ++t;
        continue;
      }
      unsigned start = t;
      while (t < end && chains.canPair(t, t + period, maxLength))
        ++t;
      if (t - start < kMinRun)
        continue;
      // Checked pair by pair again while pairing: two pairs may reach one
      // chain through earlier pairings.
      unsigned paired = start;
      while (paired < t && chains.canPair(paired, paired + period, maxLength)) {
        chains.pair(paired, paired + period);
        ++paired;
      }
      accepted.push_back(RepeatedRegion{start, period, paired - start});
      t = paired;
    }
  };
  for (const RepeatedRegion &run : runs) {
    // A run longer than its period pairs an op with the next copy and that
    // copy with the one after: one period at a time, so that the second
    // pairing sees the first.
    unsigned end = run.start + run.length;
    for (unsigned chunk = run.start; chunk < end; chunk += run.period)
      acceptStretches(chunk, std::min(end, chunk + run.period), run.period);
  }
  return chains;
}

} // namespace

SmallVector<unsigned>
mlir::ap::findRepeatedRuns(ArrayRef<llvm::hash_code> signatures,
                           SmallVectorImpl<RepeatedRegion> &regions,
                           ArrayRef<SmallVector<int, 4>> producers) {
  unsigned size = signatures.size();
  SmallVector<RepeatedRegion> runs;
  for (unsigned period : findCandidatePeriods(signatures))
    findRuns(signatures, period, runs);
  // Longest first; among equals the shorter period (the neighbouring copy,
  // not the one after it), then program order: deterministic.
  llvm::sort(runs, [](const RepeatedRegion &a, const RepeatedRegion &b) {
    return std::make_tuple(-int64_t(a.length), a.period, a.start) <
           std::make_tuple(-int64_t(b.length), b.period, b.start);
  });

  // A first pass finds how many copies the layers have; the second keeps
  // every chain within that, so that a
  // block that also looks like a piece of another (the final norm like each
  // layer's norms) does not tie their decisions together.
  SmallVector<RepeatedRegion> firstPass;
  Chains unbounded = acceptRuns(runs, size, size, firstPass);
  if (!producers.empty())
    propagatePairs(unbounded, signatures, producers, size);
  // The copy count: the longest chains at least half as many as those of
  // the most common length. A layer whose first copy matched only in part
  // leaves many chains one short (102 chains of 31 and 96 of 32 on the
  // 32-layer export), which must not cap the full ones; a block that also
  // looks like part of a layer (GPT-2's final norm) makes a few chains one
  // too long (31 of 3 against 162 of 2), which must not lengthen the rest.
  std::map<unsigned, unsigned> chainsByLength;
  for (unsigned t = 0; t < size; ++t)
    if (unsigned length = unbounded.getLength(t);
        length > 1 && unbounded.find(t) == t)
      ++chainsByLength[length];
  unsigned mostChains = 0;
  for (auto [length, count] : chainsByLength)
    mostChains = std::max(mostChains, count);
  unsigned copies = size;
  for (auto [length, count] : chainsByLength)
    if (2 * count >= mostChains)
      copies = length;
  Chains chains = acceptRuns(runs, size, copies, regions);
  if (!producers.empty())
    propagatePairs(chains, signatures, producers, copies);
  llvm::sort(regions, [](const RepeatedRegion &a, const RepeatedRegion &b) {
    return a.start < b.start;
  });

  // Layers are most of a training step. Copies covering less than a third of
  // the program (the ops in chains of the copy count) are blocks that look
  // alike inside one layer (the norms of a one-layer model), and tying them
  // would only restrict the plan.
  unsigned inCopies = 0;
  for (unsigned t = 0; t < size; ++t)
    inCopies += chains.getLength(t) == copies;
  if (3 * uint64_t(inCopies) < size) {
    regions.clear();
    chains = Chains(size);
  }

  // One class per chain, numbered by first appearance.
  SmallVector<unsigned> classOf(size);
  DenseMap<unsigned, unsigned> classOfRoot;
  for (unsigned t = 0; t < size; ++t)
    classOf[t] = classOfRoot.try_emplace(chains.find(t), classOfRoot.size())
                     .first->second;
  return classOf;
}
