//===- CollectiveRuntime.cpp - The C ABI of the collective runtime --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Each collective packs this rank's operand into a dense row-major array
// (memrefs may have any strides), cuts it into one piece per member of its
// group and exchanges the pieces through the current backend
// (CollectiveBackend.h: threads, MPI or NCCL), computes this rank's result
// with the semantics of docs/PlacementModel.md, and writes it into the
// (strided) result memref. In CollectiveMode::Native, the backend's library
// collective runs instead where it can (on the memrefs' own storage when it
// is dense). Groups come from the placement algebra, so that the runtime
// and the compiler agree on which rank holds which chunk.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/CollectiveRuntime.h"
#include "DenseLayout.h"
#include "EntryPoints.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Runtime/CollectiveBackend.h"
#include "Shard/Runtime/CommunicationStream.h"
#include "Shard/Runtime/Gemm.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "Shard/Runtime/Reductions.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

using namespace mlir::ap;
using namespace mlir::ap::runtime;
using namespace mlir::ap::runtime::detail;
namespace abi = mlir::ap::runtime::abi;
using llvm::ArrayRef;
using llvm::SmallVector;

namespace {

[[noreturn]] void fatal(const llvm::Twine &message) {
  reportFatalRuntimeError(message);
}

} // namespace

SmallVector<int64_t> detail::toVector(const I64Memref *memref) {
  SmallVector<int64_t> values;
  for (int64_t i = 0; i < memref->sizes[0]; ++i)
    values.push_back(memref->data[memref->offset + i * memref->strides[0]]);
  return values;
}

/// The calling rank's backend, checked against the mesh.
CollectiveBackend &detail::getBackend(ArrayRef<int64_t> meshShape,
                              llvm::StringRef what) {
  CollectiveBackend *backend = getCurrentBackend();
  if (!backend)
    fatal(what + " ran outside a world of ranks (no collective backend)");
  if (getNumDevices(meshShape) != backend->getNumRanks())
    fatal("rank " + llvm::Twine(backend->getRank()) + ": " + what +
          ": the mesh has " + llvm::Twine(getNumDevices(meshShape)) +
          " devices but the world has " + llvm::Twine(backend->getNumRanks()) +
          " ranks");
  return *backend;
}

/// Fault injection for the tests of failing ranks (docs/Runtime.md):
/// AP_RT_FAIL_RANK=r and AP_RT_FAIL_AT=k make rank r exit at its k-th
/// collective (from 1), as a crashed rank would, or with
/// AP_RT_FAIL_MODE=hang stop there forever, as a stuck one would.
void detail::injectFailure(int64_t rank, llvm::StringRef what) {
  static const char *failRank = std::getenv("AP_RT_FAIL_RANK");
  static const char *failAt = std::getenv("AP_RT_FAIL_AT");
  if (!failRank || std::strtoll(failRank, nullptr, 10) != rank)
    return;
  // Per rank, not per thread: a rank's collectives run on its own thread or
  // on its communication stream's.
  static std::mutex countsMutex;
  static std::map<int64_t, int64_t> counts;
  int64_t collectives;
  {
    std::lock_guard<std::mutex> lock(countsMutex);
    collectives = ++counts[rank];
  }
  if (collectives != (failAt ? std::strtoll(failAt, nullptr, 10) : 1))
    return;
  const char *mode = std::getenv("AP_RT_FAIL_MODE");
  bool hang = mode && llvm::StringRef(mode) == "hang";
  llvm::errs() << ("ap runtime error: rank " + llvm::Twine(rank) +
                   ": injected " + (hang ? "hang" : "failure") +
                   " (AP_RT_FAIL_RANK) at collective #" +
                   llvm::Twine(collectives) + ", " + what + "\n")
                      .str();
  if (hang)
    for (;;)
      std::this_thread::sleep_for(std::chrono::seconds(1));
  std::_Exit(3);
}

namespace {

ReductionKind toReduction(int64_t code) {
  if (code < 0 || code >= static_cast<int64_t>(std::size(kAllReductionKinds)))
    fatal("unknown reduction code " + llvm::Twine(code));
  return static_cast<ReductionKind>(code);
}

/// A backend's `use` (untyped member pointers) that calls `use` with them
/// as pointers to T.
template <typename T>
auto asTyped(llvm::function_ref<void(ArrayRef<const T *>)> use) {
  return [use](ArrayRef<const void *> members) {
    SmallVector<const T *> typed;
    for (const void *member : members)
      typed.push_back(static_cast<const T *>(member));
    use(typed);
  };
}

/// Everything a collective needs about the calling rank.
struct Context {
  CollectiveBackend &backend;
  int64_t rank;
  SmallVector<int64_t> group;
  int64_t groupIndex;
  llvm::StringRef what;

  /// Exchanges this rank's packed operand with the group; `use` sees every
  /// member's elements, in group order.
  template <typename T>
  void exchange(const Packed<T> &mine,
                llvm::function_ref<void(ArrayRef<const T *>)> use) {
    backend.exchange(group, mine.data.data(), mine.data.size() * sizeof(T),
                     what, asTyped<T>(use));
  }

  /// Sends member k of the group the `pieceSizes[k]` elements of `mine`
  /// that follow pieces 0..k-1; `use` sees the piece every member cut for
  /// this rank, in group order.
  template <typename T>
  void exchangePieces(const std::vector<T> &mine, ArrayRef<int64_t> pieceSizes,
                      llvm::function_ref<void(ArrayRef<const T *>)> use) {
    SmallVector<CollectiveBackend::Piece> pieces;
    size_t offset = 0;
    for (int64_t size : pieceSizes) {
      pieces.push_back({offset * sizeof(T), size * sizeof(T)});
      offset += size;
    }
    assert(pieces.size() == group.size() && offset <= mine.size() &&
           "one piece per member, within the operand");
    backend.exchangePieces(group, mine.data(), pieces, what, asTyped<T>(use));
  }

  /// Every member's `mine` (all `size` elements) reduced elementwise, in
  /// group order, into `result`.
  template <typename T>
  void reduceInto(ArrayRef<const T *> members, ReductionKind kind, size_t size,
                  T *result) {
    if (!reduceElements<T>(
            kind, members.size(), [&](size_t i) { return members[i]; }, size,
            result))
      fatal("rank " + llvm::Twine(rank) + ": " + what + " with reduce = " +
            stringifyReductionKind(kind) + " on elements it is not defined on");
  }

  /// Whether the backend's library computes `op` on `count` elements of T
  /// with `reduction` (CollectiveMode::Native).
  template <typename T>
  bool canRunNative(CollectiveBackend::NativeOp op, size_t count,
                    ReductionKind reduction = ReductionKind::Sum) const {
    return backend.canRunNative(op, getElementType<T>(), reduction, count);
  }

  /// The library collective `op` (CollectiveBackend::NativeCall) on dense
  /// arrays.
  template <typename T>
  void runNative(CollectiveBackend::NativeOp op, const T *in, T *out,
                 size_t count, ReductionKind reduction = ReductionKind::Sum) {
    CollectiveBackend::NativeCall call;
    call.op = op;
    call.group = group;
    call.in = in;
    call.out = out;
    call.count = count;
    call.type = getElementType<T>();
    call.reduction = reduction;
    call.what = what;
    backend.runNative(call);
  }

  /// The library reduction `op` (ReduceScatter or AllReduce) computing
  /// `kind` with `combiner` (getNativeCombiner) into `count` elements of
  /// `out`: avg is the sum divided by the group size.
  template <typename T>
  void runNativeReduction(CollectiveBackend::NativeOp op, const T *in, T *out,
                          size_t count, ReductionKind kind,
                          ReductionKind combiner) {
    runNative(op, in, out, count, combiner);
    if (kind == ReductionKind::Avg)
      divideByCount(out, count, group.size());
  }

  /// Member k's chunk of the elementwise reduction of every member's
  /// `operand` (chunks in group order, `chunkSizes` elements each): each
  /// member sends every other the chunk it reduces and reduces the chunks
  /// it receives, in group order. Every element is reduced over the same
  /// operands in the same order as a reduction of the whole operands, so
  /// the result is the same bits; a rank moves only (n-1)/n of its operand.
  template <typename T>
  std::vector<T> reduceChunks(const std::vector<T> &operand,
                              ArrayRef<int64_t> chunkSizes,
                              ReductionKind kind) {
    std::vector<T> chunk(chunkSizes[groupIndex]);
    exchangePieces<T>(operand, chunkSizes, [&](ArrayRef<const T *> members) {
      reduceInto(members, kind, chunk.size(), chunk.data());
    });
    return chunk;
  }
};
Context enter(const I64Memref *meshShapeRef, const I64Memref *axesRef,
              llvm::StringRef what) {
  SmallVector<int64_t> meshShape = toVector(meshShapeRef);
  SmallVector<int64_t> axes = toVector(axesRef);
  CollectiveBackend &backend = getBackend(meshShape, what);
  int64_t rank = backend.getRank();
  injectFailure(rank, what);
  SmallVector<int64_t> coords = getDeviceCoords(meshShape, rank);
  return Context{backend, rank, getGroupRanks(meshShape, axes, coords),
                 getGroupIndex(meshShape, axes, coords), what};
}

//===----------------------------------------------------------------------===//
// Library collectives (CollectiveMode::Native): the operands and results as
// the library's dense arrays (in place where the memrefs already are), the
// backend's collective, and the layout around it. Each returns false when
// the library cannot compute the collective; the exchange then does.
//===----------------------------------------------------------------------===//

using NativeOp = CollectiveBackend::NativeOp;

template <typename T>
bool nativeAllGather(Context &ctx, UnrankedMemRefType<T> *in,
                     UnrankedMemRefType<T> *out, int64_t dim) {
  SmallVector<int64_t, 4> shape = getShape(in);
  size_t count = getNumElements(shape);
  if (!ctx.canRunNative<T>(NativeOp::AllGather, count))
    return false;
  int64_t members = ctx.group.size();
  SmallVector<int64_t, 4> outShape = shape;
  outShape[dim] *= members;
  DenseOperand<T> mine(in);
  if (chunksAreContiguous(shape, dim)) {
    // Every member's part, in group order, is the result.
    DenseResult<T> result(out, outShape, mine);
    ctx.runNative(NativeOp::AllGather, mine.data, result.data, count);
    result.finish();
    return true;
  }
  std::vector<T> parts(count * members);
  ctx.runNative(NativeOp::AllGather, mine.data, parts.data(), count);
  unpack(concatParts(parts.data(), shape, dim, members), outShape, out);
  return true;
}

template <typename T>
bool nativeReduceScatter(Context &ctx, UnrankedMemRefType<T> *in,
                         UnrankedMemRefType<T> *out, int64_t dim,
                         ReductionKind kind) {
  int64_t members = ctx.group.size();
  SmallVector<int64_t, 4> outShape = getShape(in);
  outShape[dim] /= members;
  size_t count = getNumElements(outShape);
  std::optional<ReductionKind> combiner = getNativeCombiner<T>(kind);
  if (!combiner ||
      !ctx.canRunNative<T>(NativeOp::ReduceScatter, count, *combiner))
    return false;
  DenseOperand<T> chunks = getChunks(in, dim, members);
  DenseResult<T> result(out, outShape, chunks);
  ctx.runNativeReduction(NativeOp::ReduceScatter, chunks.data, result.data,
                         count, kind, *combiner);
  result.finish();
  return true;
}

template <typename T>
bool nativeAllReduce(Context &ctx, UnrankedMemRefType<T> *in,
                     UnrankedMemRefType<T> *out, ReductionKind kind) {
  SmallVector<int64_t, 4> shape = getShape(in);
  size_t count = getNumElements(shape);
  std::optional<ReductionKind> combiner = getNativeCombiner<T>(kind);
  if (!combiner || !ctx.canRunNative<T>(NativeOp::AllReduce, count, *combiner))
    return false;
  DenseOperand<T> mine(in);
  DenseResult<T> result(out, shape, mine);
  ctx.runNativeReduction(NativeOp::AllReduce, mine.data, result.data, count,
                         kind, *combiner);
  result.finish();
  return true;
}

template <typename T>
bool nativeAllToAll(Context &ctx, UnrankedMemRefType<T> *in,
                    UnrankedMemRefType<T> *out, int64_t splitDim,
                    int64_t concatDim) {
  int64_t members = ctx.group.size();
  SmallVector<int64_t, 4> partShape = getShape(in);
  partShape[splitDim] /= members;
  size_t count = getNumElements(partShape);
  if (!ctx.canRunNative<T>(NativeOp::AllToAll, count))
    return false;
  SmallVector<int64_t, 4> outShape = partShape;
  outShape[concatDim] *= members;
  DenseOperand<T> chunks = getChunks(in, splitDim, members);
  if (chunksAreContiguous(partShape, concatDim)) {
    // The parts received, in group order, are the result.
    DenseResult<T> result(out, outShape, chunks);
    ctx.runNative(NativeOp::AllToAll, chunks.data, result.data, count);
    result.finish();
    return true;
  }
  std::vector<T> parts(count * members);
  ctx.runNative(NativeOp::AllToAll, chunks.data, parts.data(), count);
  unpack(concatParts(parts.data(), partShape, concatDim, members), outShape,
         out);
  return true;
}

//===----------------------------------------------------------------------===//
// The collectives
//===----------------------------------------------------------------------===//

template <typename T>
void allGather(UnrankedMemRefType<T> *in, UnrankedMemRefType<T> *out,
               I64Memref *meshShape, I64Memref *axes, int64_t dim) {
  Context ctx = enter(meshShape, axes, "all_gather");
  if (nativeAllGather(ctx, in, out, dim))
    return;
  Packed<T> mine = pack(in);
  int64_t count = ctx.group.size();
  SmallVector<int64_t, 4> outShape = mine.shape;
  outShape[dim] *= count;
  std::vector<T> result(getNumElements(outShape));
  ctx.exchange<T>(mine, [&](ArrayRef<const T *> members) {
    for (auto [index, part] : llvm::enumerate(members))
      concatInto(result, mine.shape, part, dim, index, count);
  });
  unpack(result, outShape, out);
}

template <typename T>
void reduceScatter(UnrankedMemRefType<T> *in, UnrankedMemRefType<T> *out,
                   I64Memref *meshShape, I64Memref *axes, int64_t dim,
                   int64_t reduction) {
  Context ctx = enter(meshShape, axes, "reduce_scatter");
  if (nativeReduceScatter(ctx, in, out, dim, toReduction(reduction)))
    return;
  Packed<T> mine = pack(in);
  int64_t count = ctx.group.size();
  SmallVector<int64_t, 4> outShape = mine.shape;
  outShape[dim] /= count;
  SmallVector<int64_t> chunkSizes(count, getNumElements(outShape));
  unpack(ctx.reduceChunks(cutIntoChunks(std::move(mine), dim, count),
                          chunkSizes, toReduction(reduction)),
         outShape, out);
}

template <typename T>
void allReduce(UnrankedMemRefType<T> *in, UnrankedMemRefType<T> *out,
               I64Memref *meshShape, I64Memref *axes, int64_t reduction) {
  Context ctx = enter(meshShape, axes, "all_reduce");
  if (nativeAllReduce(ctx, in, out, toReduction(reduction)))
    return;
  Packed<T> mine = pack(in);
  int64_t count = ctx.group.size();
  int64_t size = mine.data.size();
  std::vector<T> result(size);
  if (size < count || count == 1) {
    // Too small to cut (or nothing to cut): one exchange of the whole
    // operands.
    ctx.exchange<T>(mine, [&](ArrayRef<const T *> members) {
      ctx.reduceInto(members, toReduction(reduction), size, result.data());
    });
    unpack(result, mine.shape, out);
    return;
  }
  // A reduce-scatter of the flat operand in `count` near-equal chunks, then
  // an all-gather of the reduced chunks (padded to the largest).
  SmallVector<int64_t> chunkStarts, chunkSizes;
  for (int64_t chunk = 0; chunk < count; ++chunk) {
    chunkStarts.push_back(chunk * size / count);
    chunkSizes.push_back((chunk + 1) * size / count - chunkStarts.back());
  }
  Packed<T> reduced;
  reduced.data =
      ctx.reduceChunks(mine.data, chunkSizes, toReduction(reduction));
  reduced.data.resize(*llvm::max_element(chunkSizes));
  ctx.exchange<T>(reduced, [&](ArrayRef<const T *> members) {
    for (auto [chunk, member] : llvm::enumerate(members))
      std::copy_n(member, chunkSizes[chunk],
                  result.data() + chunkStarts[chunk]);
  });
  unpack(result, mine.shape, out);
}

template <typename T>
void allToAll(UnrankedMemRefType<T> *in, UnrankedMemRefType<T> *out,
              I64Memref *meshShape, I64Memref *axes, int64_t splitDim,
              int64_t concatDim) {
  Context ctx = enter(meshShape, axes, "all_to_all");
  if (nativeAllToAll(ctx, in, out, splitDim, concatDim))
    return;
  Packed<T> mine = pack(in);
  int64_t count = ctx.group.size();
  SmallVector<int64_t, 4> partShape = mine.shape;
  partShape[splitDim] /= count;
  SmallVector<int64_t, 4> outShape = partShape;
  outShape[concatDim] *= count;
  std::vector<T> result(getNumElements(outShape));
  // Member k gets chunk k along splitDim; the chunks received go along
  // concatDim in group order (with splitDim == concatDim the chunks are
  // permuted within the dim).
  SmallVector<int64_t> chunkSizes(count, getNumElements(partShape));
  ctx.exchangePieces<T>(cutIntoChunks(std::move(mine), splitDim, count),
                        chunkSizes, [&](ArrayRef<const T *> members) {
                          for (auto [index, part] : llvm::enumerate(members))
                            concatInto(result, partShape, part, concatDim,
                                       index, count);
                        });
  unpack(result, outShape, out);
}

//===----------------------------------------------------------------------===//
// Collectives in flight (docs/Overlap.md)
//===----------------------------------------------------------------------===//

/// A memref descriptor the caller passed, copied: the caller's copy may not
/// outlive the start call.
template <typename T> class OwnedMemRef {
public:
  explicit OwnedMemRef(const UnrankedMemRefType<T> *from)
      : storage((2 * sizeof(T *) + (1 + 2 * from->rank) * sizeof(int64_t) +
                 sizeof(int64_t) - 1) /
                sizeof(int64_t)) {
    std::memcpy(storage.data(), from->descriptor,
                2 * sizeof(T *) + (1 + 2 * from->rank) * sizeof(int64_t));
    memref = {from->rank, storage.data()};
  }
  UnrankedMemRefType<T> *get() { return &memref; }

private:
  std::vector<int64_t> storage;
  UnrankedMemRefType<T> memref;
};

/// The operands of a collective in flight, owned by its task.
template <typename T> struct InFlightOperands {
  InFlightOperands(UnrankedMemRefType<T> *in, UnrankedMemRefType<T> *out,
                   const I64Memref *meshShape, const I64Memref *axes)
      : in(in), out(out), meshShape(*meshShape), axes(*axes) {}
  OwnedMemRef<T> in, out;
  // Views of constant globals: the descriptors are copied, the data stays.
  I64Memref meshShape, axes;
};

/// What a wait checks: the collective, and in the exact mode a hash of its
/// operand when it was started (the operand must not change before the
/// wait).
struct StartRecord {
  llvm::StringRef what;
  std::optional<uint64_t> operandHash;
};

/// The calling rank's collectives in flight, by ticket.
std::map<int64_t, StartRecord> &getStartRecords() {
  thread_local std::map<int64_t, StartRecord> records;
  return records;
}

template <typename T> uint64_t hashOperand(UnrankedMemRefType<T> *memref) {
  Packed<T> packed = pack(memref);
  return llvm::xxh3_64bits(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(packed.data.data()),
      packed.data.size() * sizeof(T)));
}

/// Runs `collective` (a blocking one) on the calling rank's communication
/// stream and returns its ticket.
template <typename T>
int64_t startOnStream(
    UnrankedMemRefType<T> *in, UnrankedMemRefType<T> *out,
    I64Memref *meshShape, I64Memref *axes, llvm::StringRef what,
    std::function<void(UnrankedMemRefType<T> *, UnrankedMemRefType<T> *,
                       I64Memref *, I64Memref *)>
        collective) {
  CollectiveTimer timer;
  CollectiveBackend &backend = getBackend(toVector(meshShape), what);
  StartRecord record{what, std::nullopt};
  if (backend.getMode() == CollectiveMode::Exact)
    record.operandHash = hashOperand(in);
  auto operands =
      std::make_shared<InFlightOperands<T>>(in, out, meshShape, axes);
  int64_t ticket = getCommunicationStream(backend, backend.getRank())
                       ->submit([operands, collective] {
                         collective(operands->in.get(), operands->out.get(),
                                    &operands->meshShape, &operands->axes);
                       });
  getStartRecords()[ticket] = record;
  return ticket;
}

/// Waits for the collective with `ticket`; `in` is its operand as the
/// program holds it at the wait.
template <typename T> void waitOnStream(int64_t ticket, UnrankedMemRefType<T> *in) {
  CollectiveTimer timer;
  CollectiveBackend *backend = getCurrentBackend();
  auto &records = getStartRecords();
  auto record = records.find(ticket);
  if (!backend || record == records.end())
    fatal("ap_rt_wait: no collective in flight with ticket " +
          llvm::Twine(ticket));
  getCommunicationStream(*backend, backend->getRank())->wait(ticket);
  StartRecord started = record->second;
  records.erase(record);
  if (started.operandHash && hashOperand(in) != *started.operandHash)
    fatal("rank " + llvm::Twine(backend->getRank()) + ": the operand of " +
          started.what + " #" + llvm::Twine(ticket) +
          " changed while the collective was in flight (its buffer was "
          "written before the ap.wait)");
}

/// Runs a blocking collective: on the calling rank's communication stream
/// when collectives are in flight there (the program's order stays the
/// order every rank runs them in), else on the calling thread.
void runInOrder(llvm::function_ref<void()> collective) {
  CollectiveTimer timer;
  CollectiveBackend *backend = getCurrentBackend();
  CommunicationStream *stream =
      backend ? findCommunicationStream(*backend, backend->getRank())
              : nullptr;
  if (!stream || !stream->isBusy())
    return collective();
  stream->wait(stream->submit([&] { collective(); }));
}

} // namespace

//===----------------------------------------------------------------------===//
// The C ABI
//===----------------------------------------------------------------------===//

extern "C" {

int64_t _mlir_ciface_ap_rt_group_index(I64Memref *meshShape, I64Memref *axes) {
  // Not an exchange: no failure is injected here.
  SmallVector<int64_t> shape = toVector(meshShape);
  CollectiveBackend &backend = getBackend(shape, "group_index");
  return getGroupIndex(shape, toVector(axes),
                       getDeviceCoords(shape, backend.getRank()));
}

#define AP_RT_DEFINE_COLLECTIVES(SUFFIX, NAME, TYPE)                           \
  void _mlir_ciface_ap_rt_all_gather_##SUFFIX(                                 \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t dim) {                    \
    runInOrder([&] { allGather<TYPE>(in, out, meshShape, axes, dim); });       \
  }                                                                            \
  void _mlir_ciface_ap_rt_reduce_scatter_##SUFFIX(                             \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t dim, int64_t reduction) { \
    runInOrder([&] {                                                           \
      reduceScatter<TYPE>(in, out, meshShape, axes, dim, reduction);           \
    });                                                                        \
  }                                                                            \
  void _mlir_ciface_ap_rt_all_reduce_##SUFFIX(                                 \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t reduction) {              \
    runInOrder([&] { allReduce<TYPE>(in, out, meshShape, axes, reduction); }); \
  }                                                                            \
  void _mlir_ciface_ap_rt_all_to_all_##SUFFIX(                                 \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t splitDim,                 \
      int64_t concatDim) {                                                     \
    runInOrder([&] {                                                           \
      allToAll<TYPE>(in, out, meshShape, axes, splitDim, concatDim);           \
    });                                                                        \
  }                                                                            \
  int64_t _mlir_ciface_ap_rt_all_gather_start_##SUFFIX(                        \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t dim) {                    \
    return startOnStream<TYPE>(                                                \
        in, out, meshShape, axes, "all_gather",                                \
        [dim](auto *in, auto *out, auto *meshShape, auto *axes) {              \
          allGather<TYPE>(in, out, meshShape, axes, dim);                      \
        });                                                                    \
  }                                                                            \
  int64_t _mlir_ciface_ap_rt_reduce_scatter_start_##SUFFIX(                    \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t dim, int64_t reduction) { \
    return startOnStream<TYPE>(                                                \
        in, out, meshShape, axes, "reduce_scatter",                            \
        [dim, reduction](auto *in, auto *out, auto *meshShape, auto *axes) {   \
          reduceScatter<TYPE>(in, out, meshShape, axes, dim, reduction);       \
        });                                                                    \
  }                                                                            \
  int64_t _mlir_ciface_ap_rt_all_reduce_start_##SUFFIX(                        \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t reduction) {              \
    return startOnStream<TYPE>(                                                \
        in, out, meshShape, axes, "all_reduce",                                \
        [reduction](auto *in, auto *out, auto *meshShape, auto *axes) {        \
          allReduce<TYPE>(in, out, meshShape, axes, reduction);                \
        });                                                                    \
  }                                                                            \
  int64_t _mlir_ciface_ap_rt_all_to_all_start_##SUFFIX(                        \
      UnrankedMemRefType<TYPE> *in, UnrankedMemRefType<TYPE> *out,             \
      I64Memref *meshShape, I64Memref *axes, int64_t splitDim,                 \
      int64_t concatDim) {                                                     \
    return startOnStream<TYPE>(                                                \
        in, out, meshShape, axes, "all_to_all",                                \
        [splitDim, concatDim](auto *in, auto *out, auto *meshShape,            \
                              auto *axes) {                                    \
          allToAll<TYPE>(in, out, meshShape, axes, splitDim, concatDim);       \
        });                                                                    \
  }                                                                            \
  void _mlir_ciface_ap_rt_wait_##SUFFIX(int64_t ticket,                        \
                                        UnrankedMemRefType<TYPE> *in) {        \
    waitOnStream<TYPE>(ticket, in);                                            \
  }

AP_RT_ELEMENT_TYPES(AP_RT_DEFINE_COLLECTIVES)

} // extern "C"

/// The calling thread's seconds in collectives (getCollectiveSeconds).
static double &getThreadCollectiveSeconds() {
  thread_local double seconds = 0;
  return seconds;
}

detail::CollectiveTimer::~CollectiveTimer() {
  getThreadCollectiveSeconds() +=
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
          .count();
}

double mlir::ap::runtime::getCollectiveSeconds() {
  return getThreadCollectiveSeconds();
}

void mlir::ap::runtime::reportFatalRuntimeError(const llvm::Twine &message) {
  // One write, so that the ranks' lines do not interleave; then end the
  // process with status 1 at once (no handlers, no crash report: the
  // message is the report).
  llvm::errs() << ("ap runtime error: " + message + "\n").str();
  std::_Exit(1);
}

void mlir::ap::runtime::forEachRuntimeSymbol(
    llvm::function_ref<void(llvm::StringRef, void *)> fn) {
  // The names come from RuntimeABI.h; the definitions above must match them
  // (CollectiveRuntimeTest checks that every name is registered).
  auto add = [&](llvm::StringRef entryPoint, void *address) {
    fn(abi::getCInterfaceSymbol(entryPoint), address);
  };
  add(abi::kGroupIndex,
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_group_index));
#define AP_RT_REGISTER(SUFFIX, NAME, TYPE)                                     \
  add(abi::getEntryPoint(abi::kAllGather, #SUFFIX),                            \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_all_gather_##SUFFIX));      \
  add(abi::getEntryPoint(abi::kReduceScatter, #SUFFIX),                        \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_reduce_scatter_##SUFFIX));  \
  add(abi::getEntryPoint(abi::kAllReduce, #SUFFIX),                            \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_all_reduce_##SUFFIX));      \
  add(abi::getEntryPoint(abi::kAllToAll, #SUFFIX),                             \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_all_to_all_##SUFFIX));      \
  add(abi::getStartEntryPoint(abi::kAllGather, #SUFFIX),                       \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_all_gather_start_##SUFFIX)); \
  add(abi::getStartEntryPoint(abi::kReduceScatter, #SUFFIX),                   \
      reinterpret_cast<void *>(                                                \
          &_mlir_ciface_ap_rt_reduce_scatter_start_##SUFFIX));                 \
  add(abi::getStartEntryPoint(abi::kAllReduce, #SUFFIX),                       \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_all_reduce_start_##SUFFIX)); \
  add(abi::getStartEntryPoint(abi::kAllToAll, #SUFFIX),                        \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_all_to_all_start_##SUFFIX)); \
  add(abi::getEntryPoint(abi::kWait, #SUFFIX),                                 \
      reinterpret_cast<void *>(&_mlir_ciface_ap_rt_wait_##SUFFIX));
  AP_RT_ELEMENT_TYPES(AP_RT_REGISTER)
#undef AP_RT_REGISTER
  forEachPointToPointSymbol(fn);
  forEachHostGemmSymbol(fn);
}
