//===- CollectiveRuntimeTest.cpp - The runtime's C ABI on threads ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Runtime/InProcessWorld.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "Shard/Runtime/HalfFloat.h"
#include "Shard/Runtime/Reductions.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "llvm/ADT/StringMap.h"

#include "gtest/gtest.h"

#include <array>
#include <cmath>
#include <complex>
#include <cstring>
#include <mutex>
#include <random>
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
    for (llvm::StringRef suffix : abi::kElementSuffixes) {
      expected[(abi::kCInterfacePrefix + abi::getEntryPoint(collective, suffix))
                   .str()] = 0;
      expected[(abi::kCInterfacePrefix +
                abi::getStartEntryPoint(collective, suffix))
                   .str()] = 0;
    }
  for (llvm::StringRef suffix : abi::kElementSuffixes) {
    expected[(abi::kCInterfacePrefix + abi::getEntryPoint(abi::kWait, suffix))
                 .str()] = 0;
    for (llvm::StringRef transfer : abi::kPointToPoint)
      expected[(abi::kCInterfacePrefix + abi::getEntryPoint(transfer, suffix))
                   .str()] = 0;
  }
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

// The list of element types (AP_RT_ELEMENT_TYPES) and the ABI's names
// agree: each enumerator names its suffix, and the C++ type maps both ways.
TEST(CollectiveRuntimeTest, ElementTypesMatchTheABI) {
  namespace abi = mlir::ap::runtime::abi;
  int listed = 0;
#define AP_RT_CHECK_ELEMENT_TYPE(SUFFIX, NAME, TYPE)                           \
  ++listed;                                                                    \
  EXPECT_EQ(abi::getSuffix(abi::ElementType::NAME), #SUFFIX);                  \
  EXPECT_EQ(getElementType<TYPE>(), abi::ElementType::NAME);                   \
  EXPECT_EQ(getElementBytes(abi::ElementType::NAME), sizeof(TYPE));
  AP_RT_ELEMENT_TYPES(AP_RT_CHECK_ELEMENT_TYPE)
#undef AP_RT_CHECK_ELEMENT_TYPE
  EXPECT_EQ(listed, static_cast<int>(std::size(abi::kElementSuffixes)));
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

// Groups meet apart (InProcessWorld::Rendezvous): the two rows of a 2x2
// mesh make different numbers of exchanges over their own axis-1 group (as
// the stages of a pipeline run different programs), then all four ranks
// one over the whole mesh; on the piecewise exchange and the library.
TEST(CollectiveRuntimeTest, GroupsMakingDifferentNumbersOfExchanges) {
  auto *allReduce = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_reduce_f32");
  for (CollectiveMode mode : {CollectiveMode::Exact, CollectiveMode::Native}) {
    InProcessWorld world(4);
    world.setMode(mode);
    std::vector<float> result(4);
    world.run([&](int64_t rank) {
      std::vector<int64_t> mesh = {2, 2}, axis1 = {1}, both = {0, 1};
      I64Memref meshRef = vectorRef(mesh), axis1Ref = vectorRef(axis1),
                bothRef = vectorRef(both);
      std::vector<float> value = {static_cast<float>(rank + 1)};
      // Row 0 (ranks 0, 1) sums over its row five times, row 1 twice.
      int64_t exchanges = rank < 2 ? 5 : 2;
      for (int64_t i = 0; i < exchanges; ++i) {
        std::vector<float> sum(1);
        Memref2D<float> in(value, 1, 1), out(sum, 1, 1);
        allReduce(&in.unranked, &out.unranked, &meshRef, &axis1Ref,
                  /*sum=*/0);
        value = sum;
      }
      std::vector<float> total(1);
      Memref2D<float> in(value, 1, 1), out(total, 1, 1);
      allReduce(&in.unranked, &out.unranked, &meshRef, &bothRef, /*sum=*/0);
      result[rank] = total[0];
    });
    // Row 0: (1 + 2) * 2^4 on each of its ranks; row 1: (3 + 4) * 2; the
    // whole mesh: 2 * 48 + 2 * 14.
    for (int64_t rank = 0; rank < 4; ++rank)
      EXPECT_EQ(result[rank], 124) << "rank " << rank;
  }
}

using F32Transfer = void(UnrankedMemRefType<float> *, I64Memref *, I64Memref *,
                         int64_t);

// Point to point along axis 0 of a 2x2 mesh (two stages of two devices):
// both stages send before they receive (buffered sends: no deadlock, as
// 1F1B's activations and gradients cross), each device's peer keeps its
// other coordinate, and messages arrive in the order they were sent.
TEST(CollectiveRuntimeTest, SendsAndReceivesAlongAnAxis) {
  auto *send = lookup<F32Transfer>("_mlir_ciface_ap_rt_send_f32");
  auto *recv = lookup<F32Transfer>("_mlir_ciface_ap_rt_recv_f32");
  InProcessWorld world(4);
  std::vector<std::vector<float>> received(4);
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {2, 2}, axis0 = {0};
    I64Memref meshRef = vectorRef(mesh), axisRef = vectorRef(axis0);
    int64_t stage = rank / 2, peer = 1 - stage;
    for (int64_t message = 0; message < 3; ++message) {
      std::vector<float> data = {static_cast<float>(10 * rank + message),
                                 static_cast<float>(-rank)};
      Memref2D<float> in(data, 1, 2);
      send(&in.unranked, &meshRef, &axisRef, peer);
    }
    for (int64_t message = 0; message < 3; ++message) {
      std::vector<float> data(2);
      Memref2D<float> out(data, 2, 1, /*columnMajor=*/true);
      recv(&out.unranked, &meshRef, &axisRef, peer);
      received[rank].insert(received[rank].end(), data.begin(), data.end());
    }
  });
  // Rank 0 = (0, 0) hears from (1, 0) = rank 2; rank 3 = (1, 1) from rank 1.
  EXPECT_EQ(received[0], (std::vector<float>{20, -2, 21, -2, 22, -2}));
  EXPECT_EQ(received[3], (std::vector<float>{10, -1, 11, -1, 12, -1}));
  EXPECT_EQ(received[1][0], 30);
  EXPECT_EQ(received[2][4], 2);
  EXPECT_EQ(world.getTraffic(1).messagesSent, 3);
  EXPECT_EQ(world.getTraffic(1).bytesSent, 3 * 2 * 4);
}

/// Runs `body(rank, mesh, axis)` on the ranks of a 1-D mesh of `ranks`
/// devices, `mesh` its shape and `axis` its one axis as the ABI takes them.
void runOnLine(int64_t ranks,
               llvm::function_ref<void(int64_t, I64Memref *, I64Memref *)>
                   body) {
  InProcessWorld world(ranks);
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {ranks}, axis = {0};
    I64Memref meshRef = vectorRef(mesh), axisRef = vectorRef(axis);
    body(rank, &meshRef, &axisRef);
  });
}

TEST(CollectiveRuntimeDeathTest, ATransferOfAnotherSizeIsCaught) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  auto *send = lookup<F32Transfer>("_mlir_ciface_ap_rt_send_f32");
  auto *recv = lookup<F32Transfer>("_mlir_ciface_ap_rt_recv_f32");
  EXPECT_DEATH(
      runOnLine(2,
                [&](int64_t rank, I64Memref *mesh, I64Memref *axis) {
                  std::vector<float> data(rank == 0 ? 3 : 2);
                  Memref2D<float> tensor(data, 1, data.size());
                  if (rank == 0)
                    send(&tensor.unranked, mesh, axis, 1);
                  else
                    recv(&tensor.unranked, mesh, axis, 0);
                }),
      "rank 1: recv: rank 0 sent 12 bytes where 8 were expected");
  EXPECT_DEATH(runOnLine(2,
                         [&](int64_t rank, I64Memref *mesh, I64Memref *axis) {
                           std::vector<float> data(2);
                           Memref2D<float> tensor(data, 1, 2);
                           send(&tensor.unranked, mesh, axis, rank);
                         }),
               "send: a device cannot transfer to itself");
}

using F32Start2 = int64_t(UnrankedMemRefType<float> *,
                          UnrankedMemRefType<float> *, I64Memref *,
                          I64Memref *, int64_t);
using F32Start3 = int64_t(UnrankedMemRefType<float> *,
                          UnrankedMemRefType<float> *, I64Memref *,
                          I64Memref *, int64_t, int64_t);
using F32Wait = void(int64_t, UnrankedMemRefType<float> *);

// Collectives in flight (docs/Overlap.md): two started, a blocking one
// while they are in flight, then the waits in the reverse order; every
// result is the blocking collective's, on the piecewise exchange and on
// the in-process library.
TEST(CollectiveRuntimeTest, CollectivesInFlightCompleteInAnyWaitOrder) {
  auto *allGather = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_gather_f32");
  auto *allReduce = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_reduce_f32");
  auto *reduceScatter =
      lookup<F32Collective3>("_mlir_ciface_ap_rt_reduce_scatter_f32");
  auto *startGather =
      lookup<F32Start2>("_mlir_ciface_ap_rt_all_gather_start_f32");
  auto *startReduce =
      lookup<F32Start2>("_mlir_ciface_ap_rt_all_reduce_start_f32");
  auto *wait = lookup<F32Wait>("_mlir_ciface_ap_rt_wait_f32");
  for (CollectiveMode mode : {CollectiveMode::Exact, CollectiveMode::Native}) {
    InProcessWorld world(4);
    world.setMode(mode);
    std::vector<std::vector<float>> blocking(4), inFlight(4);
    world.run([&](int64_t rank) {
      std::vector<int64_t> mesh = {2, 2}, axis0 = {0}, both = {0, 1};
      I64Memref meshRef = vectorRef(mesh), axis0Ref = vectorRef(axis0),
                bothRef = vectorRef(both);
      std::vector<float> mine(12);
      for (int i = 0; i < 12; ++i)
        mine[i] = 100 * rank + i * 0.25f;
      Memref2D<float> in(mine, 4, 3);
      // Blocking: gather on dim 1, sum over both axes, scatter dim 0.
      std::vector<float> gathered(24), reduced(12), scattered(3);
      Memref2D<float> gatherOut(gathered, 4, 6), reduceOut(reduced, 4, 3),
          scatterOut(scattered, 1, 3);
      allGather(&in.unranked, &gatherOut.unranked, &meshRef, &axis0Ref, 1);
      allReduce(&in.unranked, &reduceOut.unranked, &meshRef, &bothRef, 0);
      reduceScatter(&in.unranked, &scatterOut.unranked, &meshRef, &bothRef, 0,
                    0);
      blocking[rank] = gathered;
      blocking[rank].insert(blocking[rank].end(), reduced.begin(),
                            reduced.end());
      blocking[rank].insert(blocking[rank].end(), scattered.begin(),
                            scattered.end());

      std::vector<float> gathered2(24), reduced2(12), scattered2(3);
      Memref2D<float> gatherOut2(gathered2, 4, 6), reduceOut2(reduced2, 4, 3),
          scatterOut2(scattered2, 1, 3);
      int64_t first =
          startGather(&in.unranked, &gatherOut2.unranked, &meshRef, &axis0Ref, 1);
      int64_t second =
          startReduce(&in.unranked, &reduceOut2.unranked, &meshRef, &bothRef, 0);
      reduceScatter(&in.unranked, &scatterOut2.unranked, &meshRef, &bothRef, 0,
                    0);
      wait(second, &in.unranked);
      wait(first, &in.unranked);
      inFlight[rank] = gathered2;
      inFlight[rank].insert(inFlight[rank].end(), reduced2.begin(),
                            reduced2.end());
      inFlight[rank].insert(inFlight[rank].end(), scattered2.begin(),
                            scattered2.end());
    });
    for (int64_t rank = 0; rank < 4; ++rank)
      EXPECT_EQ(inFlight[rank], blocking[rank]) << "rank " << rank;
  }
}

// The oracle catches a buffer reused too early: an operand written while
// its collective is in flight (what a wrong bufferization of the program
// would do) ends the run at the wait, naming the collective.
TEST(CollectiveRuntimeDeathTest, AnOperandWrittenBeforeItsWaitIsCaught) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  auto *startReduce =
      lookup<F32Start2>("_mlir_ciface_ap_rt_all_reduce_start_f32");
  auto *wait = lookup<F32Wait>("_mlir_ciface_ap_rt_wait_f32");
  EXPECT_DEATH(
      runOnLine(2,
                [&](int64_t, I64Memref *mesh, I64Memref *axis) {
                  std::vector<float> mine(6, 1.0f), out(6);
                  Memref2D<float> in(mine, 2, 3), result(out, 2, 3);
                  int64_t ticket = startReduce(&in.unranked, &result.unranked,
                                               mesh, axis, 0);
                  mine[4] = 7.0f;
                  wait(ticket, &in.unranked);
                }),
      "the operand of all_reduce #1 changed while the collective was in "
      "flight");
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

// Native mode computes avg as a library sum, then a division; in f16 that
// sum overflows (4 x 40000 > 65504) where the mean does not, so f16 avg
// goes through the exchange, and gets 40000, not inf.
TEST(CollectiveRuntimeTest, NativeHalfAveragesDoNotOverflow) {
  InProcessWorld world(4);
  world.setMode(CollectiveMode::Native);
  std::vector<std::vector<Half>> results(4);
  using HalfCollective =
      void(UnrankedMemRefType<Half> *, UnrankedMemRefType<Half> *, I64Memref *,
           I64Memref *, int64_t);
  auto *allReduce = lookup<HalfCollective>("_mlir_ciface_ap_rt_all_reduce_f16");
  world.run([&](int64_t rank) {
    std::vector<int64_t> mesh = {4}, axes = {0};
    I64Memref meshRef = vectorRef(mesh), axesRef = vectorRef(axes);
    std::vector<Half> mine(8, Half::fromFloat(40000.0f));
    Memref2D<Half> in(mine, 1, 8);
    results[rank].resize(8);
    Memref2D<Half> out(results[rank], 1, 8);
    allReduce(&in.unranked, &out.unranked, &meshRef, &axesRef, /*avg=*/1);
  });
  for (int64_t rank = 0; rank < 4; ++rank) {
    EXPECT_EQ(results[rank][7].toFloat(), 40000.0f);
    EXPECT_EQ(world.getTraffic(rank).nativeCollectives, 0);
    EXPECT_EQ(world.getTraffic(rank).exchanges, 2);
  }
}

// The exact exchange sums as IEEE does, from the first part: an all-reduce
// and a reduce-scatter of parts that are all -0.0 give -0.0 (from +0 they
// gave +0, and 1/x +inf where the global program gives -inf); the native
// ring, which starts from a member's part, agrees.
TEST(CollectiveRuntimeTest, NegativeZerosSumToNegativeZero) {
  auto *allReduce = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_reduce_f32");
  auto *reduceScatter =
      lookup<F32Collective3>("_mlir_ciface_ap_rt_reduce_scatter_f32");
  for (CollectiveMode mode : {CollectiveMode::Exact, CollectiveMode::Native}) {
    InProcessWorld world(4);
    world.setMode(mode);
    std::vector<std::vector<float>> reduced(4), averaged(4), scattered(4);
    world.run([&](int64_t rank) {
      std::vector<int64_t> mesh = {4}, axes = {0};
      I64Memref meshRef = vectorRef(mesh), axesRef = vectorRef(axes);
      std::vector<float> mine(8, -0.0f);
      Memref2D<float> in(mine, 2, 4);
      reduced[rank].resize(8);
      Memref2D<float> reduceOut(reduced[rank], 2, 4);
      allReduce(&in.unranked, &reduceOut.unranked, &meshRef, &axesRef,
                /*sum=*/0);
      averaged[rank].resize(8);
      Memref2D<float> averageOut(averaged[rank], 2, 4);
      allReduce(&in.unranked, &averageOut.unranked, &meshRef, &axesRef,
                /*avg=*/1);
      scattered[rank].resize(2);
      Memref2D<float> scatterOut(scattered[rank], 2, 1);
      reduceScatter(&in.unranked, &scatterOut.unranked, &meshRef, &axesRef,
                    /*dim=*/1, /*sum=*/0);
    });
    for (int64_t rank = 0; rank < 4; ++rank) {
      SCOPED_TRACE(testing::Message()
                   << "rank " << rank << ", mode "
                   << (mode == CollectiveMode::Exact ? "exact" : "native"));
      for (const std::vector<float> *values :
           {&reduced[rank], &averaged[rank], &scattered[rank]})
        for (float value : *values)
          EXPECT_TRUE(value == 0 && std::signbit(value)) << value;
    }
  }
}

/// A row-major 3-D memref over `data`.
template <typename T> struct Memref3D {
  StridedMemRefType<T, 3> descriptor;
  UnrankedMemRefType<T> unranked;

  // The unranked view points at the descriptor: not copyable.
  Memref3D(const Memref3D &) = delete;
  Memref3D &operator=(const Memref3D &) = delete;
  Memref3D(std::vector<T> &data, const std::array<int64_t, 3> &shape) {
    descriptor.basePtr = descriptor.data = data.data();
    descriptor.offset = 0;
    for (int dim = 0; dim < 3; ++dim)
      descriptor.sizes[dim] = shape[dim];
    descriptor.strides[2] = 1;
    descriptor.strides[1] = shape[2];
    descriptor.strides[0] = shape[1] * shape[2];
    unranked.rank = 3;
    unranked.descriptor = &descriptor;
  }
};

/// The bits of floats (EXPECT_EQ on floats takes -0 for +0).
std::vector<uint32_t> bitsOf(const std::vector<float> &values) {
  std::vector<uint32_t> bits(values.size());
  if (!values.empty())
    std::memcpy(bits.data(), values.data(), values.size() * sizeof(float));
  return bits;
}

int64_t linearIndex(const std::array<int64_t, 3> &index,
                    const std::array<int64_t, 3> &shape) {
  return (index[0] * shape[1] + index[1]) * shape[2] + index[2];
}

std::array<int64_t, 3> delinearize(int64_t linear,
                                   const std::array<int64_t, 3> &shape) {
  return {linear / (shape[1] * shape[2]), linear / shape[2] % shape[1],
          linear % shape[2]};
}

/// Floats that are the same value: the same bits, or both NaN.
bool sameValues(const std::vector<float> &a, const std::vector<float> &b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!(std::isnan(a[i]) && std::isnan(b[i])) &&
        bitsOf({a[i]}) != bitsOf({b[i]}))
      return false;
  return true;
}

/// Random collectives on a 2x3 mesh of threads in `mode`, each held to its
/// definition: an all-gather to every member's operand along `dim` in group
/// order, an all-reduce to the group's whole operands reduced elementwise
/// in group order (reduceElements), a reduce-scatter to this rank's chunk
/// of that, an all-to-all to this rank's chunk of every member's operand.
/// Random shapes, dims, groups (no axis, and every order of the axes) and
/// sizes, including empty operands, operands with fewer elements than the
/// group has members and sizes the group does not divide; every float
/// reduction kind, with a NaN now and then.
///
/// Exact mode holds results bit for bit on operands of magnitudes
/// 2^-60..2^60 (sums round). Native mode (the in-process world's ring)
/// rounds float sums in its own order, so its operands are small integers,
/// whose sums are exact in any order: a result that differs is a layout
/// or a routing error, not rounding.
void checkCollectivesAgainstDefinitions(CollectiveMode mode) {
  using Shape = std::array<int64_t, 3>;
  const std::vector<int64_t> mesh = {2, 3};
  const std::vector<std::vector<int64_t>> groups = {
      {}, {0}, {1}, {0, 1}, {1, 0}};
  const mlir::ap::ReductionKind floatKinds[] = {
      mlir::ap::ReductionKind::Sum,    mlir::ap::ReductionKind::Avg,
      mlir::ap::ReductionKind::Max,    mlir::ap::ReductionKind::Min,
      mlir::ap::ReductionKind::MaxNum, mlir::ap::ReductionKind::MinNum};
  auto *allGather = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_gather_f32");
  auto *allReduce = lookup<F32Collective2>("_mlir_ciface_ap_rt_all_reduce_f32");
  auto *reduceScatter =
      lookup<F32Collective3>("_mlir_ciface_ap_rt_reduce_scatter_f32");
  auto *allToAll = lookup<F32Collective3>("_mlir_ciface_ap_rt_all_to_all_f32");
  std::mt19937 random(7);
  auto draw = [&](int64_t low, int64_t high) {
    return std::uniform_int_distribution<int64_t>(low, high)(random);
  };
  for (int trial = 0; trial < 80; ++trial) {
    std::vector<int64_t> axes = groups[draw(0, groups.size() - 1)];
    int64_t count = 1;
    for (int64_t axis : axes)
      count *= mesh[axis];
    // Now and then an empty operand.
    Shape shape = {draw(trial % 10 == 9 ? 0 : 1, 3), draw(1, 4), draw(1, 5)};
    int64_t dim = draw(0, 2), otherDim = draw(0, 2);
    Shape cutShape = shape; // divisible along `dim` by the group
    cutShape[dim] *= count;
    mlir::ap::ReductionKind kind = floatKinds[draw(0, 5)];
    bool withNaN = trial % 7 == 3;
    auto operands = [&](const Shape &of) {
      std::vector<std::vector<float>> all(6);
      for (auto &operand : all)
        for (int64_t i = 0, e = of[0] * of[1] * of[2]; i < e; ++i) {
          if (withNaN && draw(0, 9) == 0)
            operand.push_back(NAN);
          else if (mode == CollectiveMode::Native)
            operand.push_back(static_cast<float>(draw(-1000, 1000)));
          else
            operand.push_back(
                std::ldexp(std::uniform_real_distribution<float>(-1, 1)(random),
                           draw(-60, 60)));
        }
      return all;
    };
    std::vector<std::vector<float>> whole = operands(shape),
                                    cut = operands(cutShape);
    std::vector<std::vector<float>> gathered(6), reduced(6), scattered(6),
        exchanged(6);
    Shape gatheredShape = shape, scatteredShape = shape,
          exchangedShape = cutShape;
    gatheredShape[dim] *= count;
    exchangedShape[dim] /= count;
    exchangedShape[otherDim] *= count;
    InProcessWorld world(6);
    world.setMode(mode);
    world.run([&](int64_t rank) {
      std::vector<int64_t> meshCopy = mesh, axesCopy = axes;
      I64Memref meshRef = vectorRef(meshCopy), axesRef = vectorRef(axesCopy);
      Memref3D<float> in(whole[rank], shape), cutIn(cut[rank], cutShape);
      gathered[rank].resize(cut[rank].size());
      Memref3D<float> gatherOut(gathered[rank], gatheredShape);
      allGather(&in.unranked, &gatherOut.unranked, &meshRef, &axesRef, dim);
      reduced[rank].resize(whole[rank].size());
      Memref3D<float> reduceOut(reduced[rank], shape);
      allReduce(&in.unranked, &reduceOut.unranked, &meshRef, &axesRef,
                static_cast<int64_t>(kind));
      scattered[rank].resize(whole[rank].size());
      Memref3D<float> scatterOut(scattered[rank], scatteredShape);
      reduceScatter(&cutIn.unranked, &scatterOut.unranked, &meshRef, &axesRef,
                    dim, static_cast<int64_t>(kind));
      exchanged[rank].resize(cut[rank].size());
      Memref3D<float> exchangeOut(exchanged[rank], exchangedShape);
      allToAll(&cutIn.unranked, &exchangeOut.unranked, &meshRef, &axesRef, dim,
               otherDim);
    });
    for (int64_t rank = 0; rank < 6; ++rank) {
      SCOPED_TRACE(testing::Message()
                   << "trial " << trial << ", rank " << rank << ", " << count
                   << " members, dim " << dim << ", other dim " << otherDim
                   << ", reduction " << stringifyReductionKind(kind).str());
      // Native mode computes every collective with the library (the
      // in-process world has them all); exact mode exchanges.
      CollectiveBackend::Traffic traffic = world.getTraffic(rank);
      if (mode == CollectiveMode::Native)
        EXPECT_EQ(traffic.exchanges, 0);
      else
        EXPECT_EQ(traffic.nativeCollectives, 0);
      llvm::SmallVector<int64_t> coords = mlir::ap::getDeviceCoords(mesh, rank);
      llvm::SmallVector<int64_t> group =
          mlir::ap::getGroupRanks(mesh, axes, coords);
      int64_t position = mlir::ap::getGroupIndex(mesh, axes, coords);
      // Member j's operand at place j along `dim`.
      std::vector<float> expected;
      for (int64_t i = 0; i < static_cast<int64_t>(gathered[rank].size());
           ++i) {
        Shape index = delinearize(i, gatheredShape);
        int64_t member = index[dim] / shape[dim];
        index[dim] %= shape[dim];
        expected.push_back(whole[group[member]][linearIndex(index, shape)]);
      }
      EXPECT_EQ(bitsOf(gathered[rank]), bitsOf(expected));
      auto reduceAll = [&](const std::vector<std::vector<float>> &of) {
        std::vector<float> result(of[rank].size());
        EXPECT_TRUE(reduceElements<float>(
            kind, group.size(), [&](size_t k) { return of[group[k]].data(); },
            result.size(), result.data()));
        return result;
      };
      EXPECT_TRUE(sameValues(reduced[rank], reduceAll(whole)));
      // This rank's chunk along `dim` of the reduced cut operands.
      std::vector<float> cutReduced = reduceAll(cut);
      expected.clear();
      for (int64_t i = 0; i < static_cast<int64_t>(scattered[rank].size());
           ++i) {
        Shape index = delinearize(i, scatteredShape);
        index[dim] += position * shape[dim];
        expected.push_back(cutReduced[linearIndex(index, cutShape)]);
      }
      EXPECT_TRUE(sameValues(scattered[rank], expected));
      // Member j's chunk `position` along `dim`, at place j along otherDim.
      expected.clear();
      Shape part = cutShape;
      part[dim] /= count;
      for (int64_t i = 0; i < static_cast<int64_t>(exchanged[rank].size());
           ++i) {
        Shape index = delinearize(i, exchangedShape);
        int64_t member = index[otherDim] / part[otherDim];
        index[otherDim] %= part[otherDim];
        index[dim] += position * part[dim];
        expected.push_back(cut[group[member]][linearIndex(index, cutShape)]);
      }
      EXPECT_EQ(bitsOf(exchanged[rank]), bitsOf(expected));
    }
  }
}

// The runtime cuts reduce-scatters, all-to-alls and all-reduces into one
// piece per member (docs/Runtime.md). Whatever the cut, each collective
// must give what its definition gives, bit for bit.
TEST(CollectiveRuntimeTest, PiecewiseCollectivesMatchTheirDefinitions) {
  checkCollectivesAgainstDefinitions(CollectiveMode::Exact);
}

// Native mode hands the library dense arrays (in place or arranged by the
// runtime: chunks cut along a dim, parts concatenated along another) and
// computes avg as a sum, then a division: the same definitions hold.
TEST(CollectiveRuntimeTest, NativeCollectivesMatchTheirDefinitions) {
  checkCollectivesAgainstDefinitions(CollectiveMode::Native);
}

} // namespace
