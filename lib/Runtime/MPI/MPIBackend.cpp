//===- MPIBackend.cpp - Ranks as MPI processes ----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/MPIBackend.h"
#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Runtime/Reductions.h"
#include "Shard/Runtime/StridedMemory.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <mpi.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstring>
#include <map>
#include <random>
#include <thread>
#include <tuple>
#include <utility>

using namespace mlir::ap::runtime;
using mlir::ap::kAllReductionKinds;
using mlir::ap::ReductionKind;

std::unique_ptr<MPIBackend> MPIBackend::initialize(int *argc, char ***argv,
                                                   double timeoutSeconds) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  // Serialized: a rank's collectives run on its communication stream's
  // thread while others are in flight (CommunicationStream.h), one thread
  // at a time.
  int provided = MPI_THREAD_SINGLE;
  if (!initialized)
    MPI_Init_thread(argc, argv, MPI_THREAD_SERIALIZED, &provided);
  else
    MPI_Query_thread(&provided);
  if (provided < MPI_THREAD_SERIALIZED)
    reportFatalRuntimeError("MPI provides thread level " +
                            llvm::Twine(provided) +
                            ", below MPI_THREAD_SERIALIZED, which the "
                            "communication stream needs");
  // Errors come back as codes, reported with the rank and the operation.
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  return std::unique_ptr<MPIBackend>(new MPIBackend(timeoutSeconds));
}

/// MPI_COMM_WORLD's size (MPI is initialized).
static int64_t getWorldSize() {
  int worldSize = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &worldSize);
  return worldSize;
}

struct MPIBackend::Library {
  /// Per group (ranks in group order), its communicator.
  std::map<std::vector<int64_t>, MPI_Comm> communicators;
  /// Per element size, a contiguous type of that many bytes.
  std::map<size_t, MPI_Datatype> elementTypes;
  /// Per (element type, reduction kind), a user-defined operation.
  std::map<std::pair<abi::ElementType, ReductionKind>, MPI_Op> combiners;
  /// Per (element type, reduction kind) with a built-in operation, whether
  /// it computes combinePair's result (matchesCombiner).
  std::map<std::pair<abi::ElementType, ReductionKind>, bool> builtinMatches;
  /// Point to point: its communicator (made with the backend: duplicating
  /// MPI_COMM_WORLD is collective), and the sends in flight with the copies
  /// they read.
  MPI_Comm pointToPoint = MPI_COMM_NULL;
  std::vector<std::pair<MPI_Request, std::unique_ptr<char[]>>> sends;

  ~Library() {
    if (pointToPoint != MPI_COMM_NULL)
      MPI_Comm_free(&pointToPoint);
    for (auto &[group, communicator] : communicators)
      MPI_Comm_free(&communicator);
    for (auto &[bytes, type] : elementTypes)
      MPI_Type_free(&type);
    for (auto &[key, op] : combiners)
      MPI_Op_free(&op);
  }
};

MPIBackend::MPIBackend(double timeoutSeconds)
    : CollectiveBackend(getWorldSize()), numRanks(getWorldSize()),
      timeoutSeconds(timeoutSeconds), library(std::make_unique<Library>()) {
  int worldRank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  rank = worldRank;
  check(MPI_Comm_dup(MPI_COMM_WORLD, &library->pointToPoint), "MPI_Comm_dup",
        "starting point-to-point transfers");
  MPI_Comm_set_errhandler(library->pointToPoint, MPI_ERRORS_RETURN);
}

MPIBackend::~MPIBackend() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  // Communicators, types and operations go before MPI does; after it,
  // they cannot be freed.
  if (finalized) {
    (void)library.release();
    return;
  }
  library.reset();
  MPI_Finalize();
}

void MPIBackend::abort(const llvm::Twine &message, int code) {
  // One write, so that the ranks' lines do not interleave.
  llvm::errs() << ("ap runtime error: rank " + llvm::Twine(rank) + ": " +
                   message + "\n")
                      .str();
  MPI_Abort(MPI_COMM_WORLD, code);
  std::_Exit(code);
}

void MPIBackend::check(int code, llvm::StringRef call, llvm::StringRef what) {
  if (code == MPI_SUCCESS)
    return;
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(code, text, &length);
  abort(what + ": " + call + " failed: " + llvm::StringRef(text, length));
}

void MPIBackend::waitUntil(llvm::function_ref<bool()> isDone,
                           llvm::ArrayRef<int64_t> group,
                           llvm::StringRef what) {
  // Wait with a deadline: a dead or stuck rank must not hang the others.
  auto start = std::chrono::steady_clock::now();
  while (!isDone()) {
    double waited =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    if (timeoutSeconds > 0 && waited > timeoutSeconds) {
      std::string ranks;
      llvm::raw_string_ostream os(ranks);
      llvm::interleaveComma(group, os);
      abort(what + " over ranks [" + ranks + "] did not complete within " +
            llvm::formatv("{0}", timeoutSeconds) +
            " s: another rank died or is stuck");
    }
    // Oversubscribed runs (more ranks than cores) need the core back.
    pauseWhilePolling(waited);
  }
}

void MPIBackend::movePieces(
    llvm::ArrayRef<int64_t> group, const void *mine,
    llvm::ArrayRef<Piece> pieces, llvm::StringRef what,
    llvm::function_ref<void(llvm::ArrayRef<const void *>)> use) {
  for (const Piece &piece : pieces)
    if (piece.bytes > static_cast<size_t>(INT_MAX))
      abort(what + ": a piece of " + llvm::Twine(piece.bytes) +
            " bytes is larger than one MPI message (2 GiB) can carry");
  // This rank receives, from every member, the piece at its own position.
  size_t position = llvm::find(group, rank) - group.begin();
  size_t bytes = pieces[position].bytes;
  const char *source = static_cast<const char *>(mine);
  received.resize(bytes * group.size());
  // Tags: the exchange's number in its group, within what every MPI
  // implementation allows (32767); messages between two ranks do not
  // overtake each other.
  int64_t &exchanges = nextTags[std::vector<int64_t>(group.begin(), group.end())];
  int tag = static_cast<int>(exchanges++ % 32768);
  std::vector<MPI_Request> requests;
  for (auto [index, member] : llvm::enumerate(group)) {
    char *slot = received.data() + index * bytes;
    if (member == rank) {
      copyBytes(slot, source + pieces[index].offset, bytes);
      continue;
    }
    MPI_Request receive, send;
    check(MPI_Irecv(slot, static_cast<int>(bytes), MPI_BYTE,
                    static_cast<int>(member), tag, MPI_COMM_WORLD, &receive),
          "MPI_Irecv", what);
    check(MPI_Isend(source + pieces[index].offset,
                    static_cast<int>(pieces[index].bytes), MPI_BYTE,
                    static_cast<int>(member), tag, MPI_COMM_WORLD, &send),
          "MPI_Isend", what);
    requests.push_back(receive);
    requests.push_back(send);
  }
  waitUntil(
      [&] {
        int done = 0;
        check(MPI_Testall(static_cast<int>(requests.size()), requests.data(),
                          &done, MPI_STATUSES_IGNORE),
              "MPI_Testall", what);
        return done != 0;
      },
      group, what);
  std::vector<const void *> members;
  for (size_t member = 0; member < group.size(); ++member)
    members.push_back(received.data() + member * bytes);
  use(members);
}

void MPIBackend::broadcastFromRankZero(void *data, size_t bytes,
                                       llvm::StringRef what) {
  // In pieces that an int counts.
  char *bytesAt = static_cast<char *>(data);
  for (size_t offset = 0; offset < bytes; offset += INT_MAX) {
    size_t piece = std::min<size_t>(INT_MAX, bytes - offset);
    check(MPI_Bcast(bytesAt + offset, static_cast<int>(piece), MPI_BYTE, 0,
                    MPI_COMM_WORLD),
          "MPI_Bcast", what);
  }
}

//===----------------------------------------------------------------------===//
// Native mode: MPI's own collectives
//===----------------------------------------------------------------------===//

namespace {

/// The user-defined operation of (element type `Type`, reduction `Kind`):
/// MPI's `inout = in (+) inout` is combinePair's.
template <int Type, int Kind>
void combineElements(void *in, void *inout, int *length, MPI_Datatype *) {
  combinePair(static_cast<abi::ElementType>(Type),
              static_cast<ReductionKind>(Kind), in, inout,
              static_cast<size_t>(*length));
}

using UserFunction = void(void *, void *, int *, MPI_Datatype *);
constexpr size_t kNumElementTypes = std::size(abi::kElementSuffixes);
constexpr size_t kNumReductionKinds = std::size(kAllReductionKinds);

template <size_t Type, size_t... Kinds>
constexpr std::array<UserFunction *, kNumReductionKinds>
getCombinersOf(std::index_sequence<Kinds...>) {
  return {&combineElements<Type, Kinds>...};
}
template <size_t... Types>
constexpr std::array<std::array<UserFunction *, kNumReductionKinds>,
                     kNumElementTypes>
getCombiners(std::index_sequence<Types...>) {
  return {
      getCombinersOf<Types>(std::make_index_sequence<kNumReductionKinds>())...};
}
/// Every (element type, reduction kind)'s user function.
constexpr auto kCombiners =
    getCombiners(std::make_index_sequence<kNumElementTypes>());

/// MPI's own datatype and operation for a reduction it has
/// (getBuiltinReduction) where MPI has the type: not f16, bf16 or i1, which
/// go through combinePair. Whether the implementation computes it so is
/// checked before use (matchesCombiner).
std::optional<std::pair<MPI_Datatype, MPI_Op>>
getMPIReduction(abi::ElementType type, ReductionKind kind) {
  using abi::ElementType;
  BuiltinReduction builtin = getBuiltinReduction(type, kind);
  auto select = [&](MPI_Datatype signedType, MPI_Datatype unsignedType) {
    return selectBuiltinReduction(builtin, signedType, unsignedType, MPI_SUM,
                                  MPI_MAX, MPI_MIN);
  };
  switch (type) {
  case ElementType::F32:
    return select(MPI_FLOAT, MPI_FLOAT);
  case ElementType::F64:
    return select(MPI_DOUBLE, MPI_DOUBLE);
  case ElementType::CF32:
    return select(MPI_C_FLOAT_COMPLEX, MPI_C_FLOAT_COMPLEX);
  case ElementType::CF64:
    return select(MPI_C_DOUBLE_COMPLEX, MPI_C_DOUBLE_COMPLEX);
  case ElementType::I8:
    return select(MPI_INT8_T, MPI_UINT8_T);
  case ElementType::I16:
    return select(MPI_INT16_T, MPI_UINT16_T);
  case ElementType::I32:
    return select(MPI_INT32_T, MPI_UINT32_T);
  case ElementType::I64:
    return select(MPI_INT64_T, MPI_UINT64_T);
  default:
    return std::nullopt;
  }
}

/// Elements that are the same value: the same bytes, or NaN in both (a
/// float, or a component of a complex number).
template <typename T> bool sameElements(const T *a, const T *b, size_t count) {
  for (size_t i = 0; i < count; ++i) {
    if (std::memcmp(&a[i], &b[i], sizeof(T)) == 0)
      continue;
    if constexpr (ElementTraits<T>::isComplex) {
      auto x = ElementTraits<T>::widen(a[i]), y = ElementTraits<T>::widen(b[i]);
      auto same = [](long double u, long double v) {
        return u == v || (std::isnan(u) && std::isnan(v));
      };
      if (same(x.real(), y.real()) && same(x.imag(), y.imag()))
        continue;
    } else if constexpr (ElementTraits<T>::isFloat) {
      if (std::isnan(ElementTraits<T>::widen(a[i])) &&
          std::isnan(ElementTraits<T>::widen(b[i])))
        continue;
    }
    return false;
  }
  return true;
}

/// Whether MPI's `op` on `datatype` computes combinePair's `kind` on
/// elements of `type`: both reduce the same 4096 random elements (every bit
/// pattern: overflowing sums, NaNs, infinities, signed zeros, subnormals),
/// MPI through MPI_Reduce_local. An implementation need not: Open MPI 4.1's
/// vectorized MPI_SUM saturates 8- and 16-bit integers instead of wrapping
/// (open-mpi/ompi#8045). Every rank draws the same elements and so makes the
/// same choice.
bool matchesCombiner(abi::ElementType type, ReductionKind kind,
                     MPI_Datatype datatype, MPI_Op op) {
  constexpr size_t kCount = 4096;
  size_t bytes = kCount * getElementBytes(type);
  std::vector<unsigned char> in(bytes), byMPI(bytes);
  std::mt19937_64 random(0x5eed);
  for (unsigned char &byte : in)
    byte = static_cast<unsigned char>(random());
  for (unsigned char &byte : byMPI)
    byte = static_cast<unsigned char>(random());
  std::vector<unsigned char> byCombiner = byMPI;
  if (MPI_Reduce_local(in.data(), byMPI.data(), static_cast<int>(kCount),
                       datatype, op) != MPI_SUCCESS ||
      !combinePair(type, kind, in.data(), byCombiner.data(), kCount))
    return false;
  return visitElementType(type, [&](auto element) {
    using T = decltype(element);
    return sameElements(reinterpret_cast<const T *>(byMPI.data()),
                        reinterpret_cast<const T *>(byCombiner.data()), kCount);
  });
}

} // namespace

bool MPIBackend::supportsNative(NativeOp op, abi::ElementType type,
                                ReductionKind reduction, size_t count) const {
  if (count > static_cast<size_t>(INT_MAX))
    return false;
  if (op == NativeOp::AllGather || op == NativeOp::AllToAll)
    return true;
  return hasPairwiseCombiner(type, reduction);
}

void MPIBackend::callNative(const NativeCall &call) {
  llvm::StringRef what = call.what;
  // The group's communicator, created on first use.
  std::vector<int64_t> key(call.group.begin(), call.group.end());
  auto [found, isNew] = library->communicators.try_emplace(key, MPI_COMM_NULL);
  MPI_Comm &communicator = found->second;
  if (isNew) {
    // MPI_Comm_create_group blocks until every member calls it: first an
    // exchange with the deadline, so that a dead or stuck member ends the
    // run instead of hanging it.
    char token = 0;
    std::vector<Piece> pieces(call.group.size(), Piece{0, 1});
    movePieces(call.group, &token, pieces,
               (what + " (starting the group's communicator)").str(),
               [](llvm::ArrayRef<const void *>) {});
    MPI_Group world, members;
    std::vector<int> ranks(call.group.begin(), call.group.end());
    check(MPI_Comm_group(MPI_COMM_WORLD, &world), "MPI_Comm_group", what);
    check(MPI_Group_incl(world, static_cast<int>(ranks.size()), ranks.data(),
                         &members),
          "MPI_Group_incl", what);
    check(MPI_Comm_create_group(MPI_COMM_WORLD, members, /*tag=*/0,
                                &communicator),
          "MPI_Comm_create_group", what);
    MPI_Group_free(&members);
    MPI_Group_free(&world);
    check(MPI_Comm_set_errhandler(communicator, MPI_ERRORS_RETURN),
          "MPI_Comm_set_errhandler", what);
  }

  // Elements as contiguous bytes (moved, not interpreted), unless MPI's own
  // reduction reads them.
  size_t elementBytes = getElementBytes(call.type);
  auto [elementType, isNewType] =
      library->elementTypes.try_emplace(elementBytes, MPI_DATATYPE_NULL);
  if (isNewType) {
    check(MPI_Type_contiguous(static_cast<int>(elementBytes), MPI_BYTE,
                              &elementType->second),
          "MPI_Type_contiguous", what);
    check(MPI_Type_commit(&elementType->second), "MPI_Type_commit", what);
  }
  MPI_Datatype datatype = elementType->second;
  MPI_Op op = MPI_OP_NULL;
  if (call.op == NativeOp::ReduceScatter || call.op == NativeOp::AllReduce) {
    if (std::optional<std::pair<MPI_Datatype, MPI_Op>> builtin =
            getMPIReduction(call.type, call.reduction)) {
      std::tie(datatype, op) = *builtin;
      auto [checked, isNewCheck] = library->builtinMatches.try_emplace(
          std::make_pair(call.type, call.reduction), false);
      if (isNewCheck)
        checked->second =
            matchesCombiner(call.type, call.reduction, datatype, op);
      if (!checked->second)
        op = MPI_OP_NULL;
    }
    if (op == MPI_OP_NULL) {
      datatype = elementType->second;
      auto [combiner, isNewOp] = library->combiners.try_emplace(
          std::make_pair(call.type, call.reduction), MPI_OP_NULL);
      if (isNewOp)
        check(MPI_Op_create(kCombiners[static_cast<size_t>(call.type)]
                                      [static_cast<size_t>(call.reduction)],
                            /*commute=*/1, &combiner->second),
              "MPI_Op_create", what);
      op = combiner->second;
    }
  }

  int count = static_cast<int>(call.count);
  MPI_Request request = MPI_REQUEST_NULL;
  switch (call.op) {
  case NativeOp::AllGather:
    check(MPI_Iallgather(call.in, count, datatype, call.out, count, datatype,
                         communicator, &request),
          "MPI_Iallgather", what);
    break;
  case NativeOp::AllToAll:
    check(MPI_Ialltoall(call.in, count, datatype, call.out, count, datatype,
                        communicator, &request),
          "MPI_Ialltoall", what);
    break;
  case NativeOp::ReduceScatter:
    check(MPI_Ireduce_scatter_block(call.in, call.out, count, datatype, op,
                                    communicator, &request),
          "MPI_Ireduce_scatter_block", what);
    break;
  case NativeOp::AllReduce:
    check(MPI_Iallreduce(call.in, call.out, count, datatype, op, communicator,
                         &request),
          "MPI_Iallreduce", what);
    break;
  }
  waitUntil(
      [&] {
        int done = 0;
        check(MPI_Test(&request, &done, MPI_STATUS_IGNORE), "MPI_Test", what);
        return done != 0;
      },
      call.group, what);
}

//===----------------------------------------------------------------------===//
// Point to point
//===----------------------------------------------------------------------===//

void MPIBackend::sendBytes(int64_t peer, const void *data, size_t bytes,
                           llvm::StringRef what) {
  if (bytes > static_cast<size_t>(INT_MAX))
    abort(what + ": a message of " + llvm::Twine(bytes) +
          " bytes is larger than one MPI message (2 GiB) can carry");
  // Sends that finished give their copies back.
  llvm::erase_if(library->sends, [&](auto &send) {
    int done = 0;
    check(MPI_Test(&send.first, &done, MPI_STATUS_IGNORE), "MPI_Test", what);
    return done != 0;
  });
  auto copy = std::make_unique<char[]>(std::max<size_t>(bytes, 1));
  copyBytes(copy.get(), data, bytes);
  MPI_Request request;
  check(MPI_Isend(copy.get(), static_cast<int>(bytes), MPI_BYTE,
                  static_cast<int>(peer), /*tag=*/0,
                  library->pointToPoint, &request),
        "MPI_Isend", what);
  library->sends.emplace_back(request, std::move(copy));
}

void MPIBackend::receiveBytes(int64_t peer, void *data, size_t bytes,
                              llvm::StringRef what) {
  MPI_Comm communicator = library->pointToPoint;
  int64_t members[] = {rank, peer};
  MPI_Status status;
  waitUntil(
      [&] {
        int arrived = 0;
        check(MPI_Iprobe(static_cast<int>(peer), /*tag=*/0, communicator,
                         &arrived, &status),
              "MPI_Iprobe", what);
        return arrived != 0;
      },
      members, what);
  int count = 0;
  check(MPI_Get_count(&status, MPI_BYTE, &count), "MPI_Get_count", what);
  if (static_cast<size_t>(count) != bytes)
    abort(what + ": rank " + llvm::Twine(peer) + " sent " +
          llvm::Twine(count) + " bytes where " + llvm::Twine(bytes) +
          " were expected");
  check(MPI_Recv(data, count, MPI_BYTE, static_cast<int>(peer), /*tag=*/0,
                 communicator, MPI_STATUS_IGNORE),
        "MPI_Recv", what);
}

void MPIBackend::flushSends() {
  for (auto &send : library->sends) {
    int64_t members[] = {rank};
    waitUntil(
        [&] {
          int done = 0;
          check(MPI_Test(&send.first, &done, MPI_STATUS_IGNORE), "MPI_Test",
                "a point-to-point send");
          return done != 0;
        },
        members, "a point-to-point send");
  }
  library->sends.clear();
}
