//===- MemRefCopyTest.cpp - memrefCopy of ahead-of-time executables -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

namespace {

/// A strided view of `bytes`: its dims laid out in the order `permutation`
/// (outermost first), each padded by `padding` elements, from `offset`.
struct View {
  std::vector<int64_t> words; // {allocated, aligned, offset, sizes, strides}
  UnrankedMemRefType<char> memref;
};

View makeView(std::vector<char> &bytes, const std::vector<int64_t> &shape,
              const std::vector<int64_t> &permutation, int64_t padding,
              int64_t offset) {
  int64_t rank = shape.size();
  std::vector<int64_t> strides(rank);
  int64_t stride = 1;
  for (int64_t position = rank - 1; position >= 0; --position) {
    int64_t dim = permutation[position];
    strides[dim] = stride;
    stride *= shape[dim] + padding;
  }
  View view;
  auto address = reinterpret_cast<int64_t>(bytes.data());
  view.words = {address, address, offset};
  view.words.insert(view.words.end(), shape.begin(), shape.end());
  view.words.insert(view.words.end(), strides.begin(), strides.end());
  return view;
}

TEST(MemRefCopyTest, CopiesEveryElementOfAnyLayout) {
  std::mt19937 rng(5);
  for (int trial = 0; trial < 300; ++trial) {
    int64_t rank = rng() % 5;
    std::vector<int64_t> shape;
    for (int64_t dim = 0; dim < rank; ++dim)
      shape.push_back(rng() % 5);
    int64_t elementSize = int64_t(1) << (rng() % 4);
    std::vector<int64_t> from(rank), to(rank);
    std::iota(from.begin(), from.end(), 0);
    std::iota(to.begin(), to.end(), 0);
    std::shuffle(from.begin(), from.end(), rng);
    std::shuffle(to.begin(), to.end(), rng);
    int64_t fromPadding = rng() % 2, toPadding = rng() % 2;
    int64_t fromOffset = rng() % 3, toOffset = rng() % 3;
    int64_t span = 1;
    for (int64_t size : shape)
      span *= size + 1;
    std::vector<char> source((span + 3) * elementSize),
        destination((span + 3) * elementSize, 0x5a);
    for (char &byte : source)
      byte = static_cast<char>(rng());
    std::vector<char> expected = destination;
    View sourceView = makeView(source, shape, from, fromPadding, fromOffset);
    View destinationView =
        makeView(destination, shape, to, toPadding, toOffset);
    // The expected bytes, element by element.
    int64_t count = 1;
    for (int64_t size : shape)
      count *= size;
    std::vector<int64_t> index(rank, 0);
    for (int64_t linear = 0; linear < count; ++linear) {
      int64_t fromElement = fromOffset, toElement = toOffset;
      for (int64_t dim = 0; dim < rank; ++dim) {
        fromElement += index[dim] * sourceView.words[3 + rank + dim];
        toElement += index[dim] * destinationView.words[3 + rank + dim];
      }
      std::copy_n(source.begin() + fromElement * elementSize, elementSize,
                  expected.begin() + toElement * elementSize);
      for (int64_t dim = rank - 1; dim >= 0; --dim) {
        if (++index[dim] < shape[dim])
          break;
        index[dim] = 0;
      }
    }
    UnrankedMemRefType<char> sourceMemRef{rank, sourceView.words.data()};
    UnrankedMemRefType<char> destinationMemRef{rank,
                                               destinationView.words.data()};
    memrefCopy(elementSize, &sourceMemRef, &destinationMemRef);
    EXPECT_EQ(destination, expected) << "trial " << trial << ", rank " << rank;
  }
}

} // namespace
