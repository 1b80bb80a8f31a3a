//===- MPIBackend.cpp - Ranks as MPI processes ----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/MPIBackend.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstring>
#include <thread>

using namespace mlir::ap::runtime;

std::unique_ptr<MPIBackend> MPIBackend::initialize(int *argc, char ***argv,
                                                   double timeoutSeconds) {
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized)
    MPI_Init(argc, argv);
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

MPIBackend::MPIBackend(double timeoutSeconds)
    : CollectiveBackend(getWorldSize()), numRanks(getWorldSize()),
      timeoutSeconds(timeoutSeconds) {
  int worldRank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &worldRank);
  rank = worldRank;
}

MPIBackend::~MPIBackend() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized)
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
  // Tags: the exchange's number, within what every MPI implementation
  // allows (32767); messages between two ranks do not overtake each other.
  int tag = static_cast<int>(nextTag++ % 32768);
  std::vector<MPI_Request> requests;
  for (auto [index, member] : llvm::enumerate(group)) {
    char *slot = received.data() + index * bytes;
    if (member == rank) {
      std::memcpy(slot, source + pieces[index].offset, bytes);
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
  // Wait with a deadline: a dead or stuck rank must not hang the others.
  auto start = std::chrono::steady_clock::now();
  for (int done = 0;;) {
    check(MPI_Testall(static_cast<int>(requests.size()), requests.data(), &done,
                      MPI_STATUSES_IGNORE),
          "MPI_Testall", what);
    if (done)
      break;
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
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
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
