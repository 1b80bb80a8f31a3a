//===- CollectiveRuntimeTest.cpp - The runtime's C ABI on threads ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/InProcessWorld.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "Shard/Runtime/HalfFloat.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "llvm/ADT/StringMap.h"

#include "gtest/gtest.h"

#include <cmath>
#include <complex>
#include <mutex>
#include <vector>

using namespace mlir::ap::runtime;

namespace {

using I64Memref = StridedMemRefType<int64_t, 1>;

/// Looks the C ABI up by name, as the JIT does.
const llvm::StringMap<void *> &getSymbols() {
  static llvm::StringMap<void *> symbols = [] {
    llvm::StringMap<void *> map;
    forEachRuntimeSymbol(
        [&](llvm::StringRef name, void *address) { map[name] = address; });
    return map;
  }();
  return symbols;
}

template <typename Fn> Fn *lookup(llvm::StringRef name) {
  void *address = getSymbols().lookup(name);
  EXPECT_NE(address, nullptr) << name.str();
  return reinterpret_cast<Fn *>(address);
}

/// A 1-D i64 memref over `values`.
I64Memref vectorRef(std::vector<int64_t> &values) {
  I64Memref ref;
  ref.basePtr = ref.data = values.data();
  ref.offset = 0;
  ref.sizes[0] = values.size();
  ref.strides[0] = 1;
  return ref;
}

/// A 2-D row-major (or transposed, via strides) memref over `data`.
template <typename T> struct Memref2D {
  StridedMemRefType<T, 2> descriptor;
  UnrankedMemRefType<T> unranked;

  Memref2D(std::vector<T> &data, int64_t rows, int64_t cols,
           bool columnMajor = false) {
    descriptor.basePtr = descriptor.data = data.data();
    descriptor.offset = 0;
    descriptor.sizes[0] = rows;
    descriptor.sizes[1] = cols;
    descriptor.strides[0] = columnMajor ? 1 : cols;
    descriptor.strides[1] = columnMajor ? rows : 1;
    unranked.rank = 2;
    unranked.descriptor = &descriptor;
  }
};

using F32Collective2 = void(UnrankedMemRefType<float> *,
                            UnrankedMemRefType<float> *, I64Memref *,
                            I64Memref *, int64_t);
using F32Collective3 = void(UnrankedMemRefType<float> *,
                            UnrankedMemRefType<float> *, I64Memref *,
                            I64Memref *, int64_t, int64_t);

// The definitions (macros over the element types) and the names the
// conversion emits (RuntimeABI.h) agree: every collective for every element
// type, and the group index, is registered under its C-interface name, and
// nothing else is.
TEST(CollectiveRuntimeTest, EveryEntryPointOfTheABIIsDefined) {
  namespace abi = mlir::ap::runtime::abi;
  llvm::StringMap<int> expected;
  expected[(llvm::Twine(abi::kCInterfacePrefix) + abi::kGroupIndex).str()] = 0;
  for (llvm::StringRef collective : abi::kCollectives)
    for (llvm::StringRef suffix : abi::kElementSuffixes)
      expected[(abi::kCInterfacePrefix + abi::getEntryPoint(collective, suffix))
                   .str()] = 0;
  for (llvm::StringRef suffix : abi::kGemmElementSuffixes)
    expected[(abi::kCInterfacePrefix + abi::getEntryPoint(abi::kGemm, suffix))
                 .str()] = 0;
  int registered = 0;
  forEachRuntimeSymbol([&](llvm::StringRef name, void *address) {
    ++registered;
    EXPECT_NE(address, nullptr) << name.str();
    auto it = expected.find(name);
    ASSERT_NE(it, expected.end()) << name.str() << " is not in RuntimeABI.h";
    ++it->second;
  });
  EXPECT_EQ(registered, static_cast<int>(expected.size()));
  for (const auto &entry : expected)
    EXPECT_EQ(entry.second, 1) << entry.first().str();
}

TEST(CollectiveRuntimeTest, GroupIndexMatchesTheAlgebra) {
  InProcessWorld world(6);
  std::vector<int64_t> results(6);
  auto *groupIndex = lookup<int64_t(I64Memref *, I64Memref *)>(
      "_mlir_ciface_ap_rt_group_index");
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {2, 3}, axes = {1, 0};
    I64Memref meshRef = vectorRef(mesh), axesRef = vectorRef(axes);
    results[rank] = groupIndex(&meshRef, &axesRef);
  });
  // Column-major index over a 2x3 mesh: 2 * j + i for rank 3 * i + j.
  EXPECT_EQ(results, (std::vector<int64_t>{0, 2, 4, 1, 3, 5}));
}

TEST(CollectiveRuntimeTest, AllGatherReduceScatterAllReduce) {
  // 2x2 mesh; every rank holds a 4x3 block filled with 100 * rank + index.
  InProcessWorld world(4);
  std::vector<std::vector<float>> gathered(4), scattered(4), reduced(4),
      averaged(4);
  auto *allGather = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_gather_f32");
  auto *reduceScatter =
      lookup<F32Collective3>("_mlir_ciface_ap_rt_reduce_scatter_f32");
  auto *allReduce = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_reduce_f32");
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {2, 2}, axis1 = {1}, both = {0, 1},
                         reversed = {1, 0};
    I64Memref meshRef = vectorRef(mesh), axis1Ref = vectorRef(axis1),
              bothRef = vectorRef(both), reversedRef = vectorRef(reversed);
    std::vector<float> mine(12);
    for (int i = 0; i < 12; ++i)
      mine[i] = 100 * rank + i;
    Memref2D<float> in(mine, 4, 3);

    gathered[rank].resize(24);
    Memref2D<float> gatherOut(gathered[rank], 4, 6);
    allGather(&in.unranked, &gatherOut.unranked, &meshRef, &axis1Ref, 1);

    // Column-major group [1, 0]: rank 3 * i + j... on 2x2, index 2 * j + i.
    scattered[rank].resize(3);
    Memref2D<float> scatterOut(scattered[rank], 1, 3);
    reduceScatter(&in.unranked, &scatterOut.unranked, &meshRef, &reversedRef, 0,
                  /*sum=*/0);

    reduced[rank].resize(12);
    Memref2D<float> reduceOut(reduced[rank], 4, 3);
    allReduce(&in.unranked, &reduceOut.unranked, &meshRef, &bothRef,
              /*max=*/2);

    averaged[rank].resize(12);
    Memref2D<float> averageOut(averaged[rank], 4, 3);
    allReduce(&in.unranked, &averageOut.unranked, &meshRef, &axis1Ref,
              /*avg=*/1);
  });
  // Ranks 2 and 3 form the axis-1 group of mesh row 1: rank 2's block, then
  // rank 3's, side by side along dim 1.
  EXPECT_EQ(std::vector<float>(gathered[3].begin(), gathered[3].begin() + 6),
            (std::vector<float>{200, 201, 202, 300, 301, 302}));
  EXPECT_EQ(gathered[2], gathered[3]);
  // The sum over all ranks of row k is 600 + 4 * (3k + c); rank (i, j) has
  // index 2 * j + i in group [1, 0], so rank 1 = (0, 1) gets row 2.
  EXPECT_EQ(scattered[1], (std::vector<float>{624, 628, 632}));
  EXPECT_EQ(scattered[2], (std::vector<float>{612, 616, 620}));
  // Max over all four ranks is rank 3's block.
  for (int64_t rank = 0; rank < 4; ++rank)
    EXPECT_EQ(reduced[rank][5], 305);
  // Average of ranks 0 and 1 (axis-1 group of mesh row 0).
  EXPECT_EQ(averaged[0][0], 50);
  EXPECT_EQ(averaged[2][0], 250);
}

TEST(CollectiveRuntimeTest, ComplexCollectives) {
  // complex<f32> as MLIR lays it out (two floats): all_reduce sums each
  // component, all_gather moves whole elements.
  using C = std::complex<float>;
  using CCollective2 = void(UnrankedMemRefType<C> *, UnrankedMemRefType<C> *,
                            I64Memref *, I64Memref *, int64_t);
  InProcessWorld world(2);
  std::vector<std::vector<C>> reduced(2), gathered(2);
  auto *allReduce = lookup<CCollective2>("_mlir_ciface_ap_rt_all_reduce_cf32");
  auto *allGather = lookup<CCollective2>("_mlir_ciface_ap_rt_all_gather_cf32");
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {2}, axes = {0};
    I64Memref meshRef = vectorRef(mesh), axesRef = vectorRef(axes);
    std::vector<C> mine = {C(rank, 1), C(2, -float(rank))};
    Memref2D<C> in(mine, 1, 2);
    reduced[rank].resize(2);
    Memref2D<C> reduceOut(reduced[rank], 1, 2);
    allReduce(&in.unranked, &reduceOut.unranked, &meshRef, &axesRef,
              /*sum=*/0);
    gathered[rank].resize(4);
    Memref2D<C> gatherOut(gathered[rank], 2, 2);
    allGather(&in.unranked, &gatherOut.unranked, &meshRef, &axesRef, 0);
  });
  EXPECT_EQ(reduced[0], (std::vector<C>{C(1, 2), C(4, -1)}));
  EXPECT_EQ(reduced[1], reduced[0]);
  EXPECT_EQ(gathered[1], (std::vector<C>{C(0, 1), C(2, 0), C(1, 1), C(2, -1)}));
}

TEST(CollectiveRuntimeTest, AllToAllWithStridedOperands) {
  // 1-D mesh of 2; each rank holds a 2x4 block stored column-major.
  InProcessWorld world(2);
  std::vector<std::vector<float>> results(2);
  auto *allToAll = lookup<F32Collective3>("_mlir_ciface_ap_rt_all_to_all_f32");
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {2}, axes = {0};
    I64Memref meshRef = vectorRef(mesh), axesRef = vectorRef(axes);
    // Logical element (r, c) = 10 * rank + 4 * r + c, stored column-major.
    std::vector<float> storage(8);
    for (int r = 0; r < 2; ++r)
      for (int c = 0; c < 4; ++c)
        storage[c * 2 + r] = 10 * rank + 4 * r + c;
    Memref2D<float> in(storage, 2, 4, /*columnMajor=*/true);
    // Split dim 1 (4 -> 2), concatenate along dim 0 (2 -> 4).
    results[rank].resize(8);
    Memref2D<float> out(results[rank], 4, 2);
    allToAll(&in.unranked, &out.unranked, &meshRef, &axesRef, 1, 0);
  });
  // Rank 1 gets columns 2..3 of rank 0's block, then of rank 1's.
  EXPECT_EQ(results[1], (std::vector<float>{2, 3, 6, 7, 12, 13, 16, 17}));
  EXPECT_EQ(results[0], (std::vector<float>{0, 1, 4, 5, 10, 11, 14, 15}));
}

TEST(CollectiveRuntimeTest, HalfFloatConversionsRoundToNearestEven) {
  for (float value : {0.0f, 1.0f, -2.5f, 65504.0f, 6.1035156e-05f,
                      5.9604645e-08f, 0.333251953125f})
    EXPECT_EQ(Half::fromFloat(value).toFloat(), value) << value;
  // 1 + 2^-11 is halfway between 1 and the next half; ties go to even (1).
  EXPECT_EQ(Half::fromFloat(1.0f + 0x1p-11f).toFloat(), 1.0f);
  EXPECT_EQ(Half::fromFloat(1.0f + 0x1p-11f + 0x1p-20f).toFloat(),
            1.0f + 0x1p-10f);
  EXPECT_TRUE(std::isinf(Half::fromFloat(1e6f).toFloat()));
  EXPECT_TRUE(std::isnan(Half::fromFloat(NAN).toFloat()));
  for (float value : {0.0f, 1.0f, -3.0f, 1.5f, 0x1p100f})
    EXPECT_EQ(BFloat::fromFloat(value).toFloat(), value) << value;
  // 1 + 2^-8 is halfway in bfloat; ties go to even (1).
  EXPECT_EQ(BFloat::fromFloat(1.0f + 0x1p-8f).toFloat(), 1.0f);
}

TEST(CollectiveRuntimeTest, HalfSumsAreComputedInFloat) {
  InProcessWorld world(2);
  std::vector<std::vector<Half>> results(2);
  using HalfCollective =
      void(UnrankedMemRefType<Half> *, UnrankedMemRefType<Half> *, I64Memref *,
           I64Memref *, int64_t);
  auto *allReduce = lookup<HalfCollective>("_mlir_ciface_ap_rt_all_reduce_f16");
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {2}, axes = {0};
    I64Memref meshRef = vectorRef(mesh), axesRef = vectorRef(axes);
    std::vector<Half> mine = {Half::fromFloat(rank + 0.5f),
                              Half::fromFloat(-1.0f * rank)};
    Memref2D<Half> in(mine, 1, 2);
    results[rank].resize(2);
    Memref2D<Half> out(results[rank], 1, 2);
    allReduce(&in.unranked, &out.unranked, &meshRef, &axesRef, /*sum=*/0);
  });
  EXPECT_EQ(results[0][0].toFloat(), 2.0f);
  EXPECT_EQ(results[1][1].toFloat(), -1.0f);
}

} // namespace
