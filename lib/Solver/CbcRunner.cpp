//===- CbcRunner.cpp - Running CBC within a wall-clock limit --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "CbcRunner.h"

#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstring>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace mlir::ap;

namespace {

/// What the child sends back: flags and figures, then the solution.
struct Header {
  uint8_t provenInfeasible, provenOptimal, secondsLimitReached, hasSolution;
  uint32_t numColumns;
  double objective, bestPossible;
};

CbcOutcome solveInProcess(Cbc_Model *model) {
  Cbc_solve(model);
  CbcOutcome outcome;
  outcome.provenInfeasible = Cbc_isProvenInfeasible(model);
  outcome.provenOptimal = Cbc_isProvenOptimal(model);
  outcome.secondsLimitReached = Cbc_isSecondsLimitReached(model);
  if (const double *solution = Cbc_bestSolution(model)) {
    outcome.solution.assign(solution, solution + Cbc_getNumCols(model));
    outcome.objective = Cbc_getObjValue(model);
    outcome.bestPossible = Cbc_getBestPossibleObjValue(model);
  }
  return outcome;
}

bool writeAll(int fd, const void *data, size_t size) {
  const char *bytes = static_cast<const char *>(data);
  while (size > 0) {
    ssize_t written = ::write(fd, bytes, size);
    if (written < 0 && errno == EINTR)
      continue;
    if (written <= 0)
      return false;
    bytes += written;
    size -= written;
  }
  return true;
}

[[noreturn]] void runChild(Cbc_Model *model, int fd) {
  CbcOutcome outcome = solveInProcess(model);
  Header header{outcome.provenInfeasible,
                outcome.provenOptimal,
                outcome.secondsLimitReached,
                !outcome.solution.empty(),
                static_cast<uint32_t>(outcome.solution.size()),
                outcome.objective,
                outcome.bestPossible};
  bool sent = writeAll(fd, &header, sizeof(header)) &&
              writeAll(fd, outcome.solution.data(),
                       outcome.solution.size() * sizeof(double));
  // No destructors, no atexit handlers, no flushing the parent's buffers.
  ::_exit(sent ? 0 : 1);
}

/// Reads the child's answer until EOF or the deadline; false on either a
/// timeout or a broken answer.
bool readUntil(int fd, const Deadline &deadline, std::vector<char> &bytes) {
  char buffer[1 << 16];
  while (true) {
    double left = deadline.getSecondsLeft();
    int timeout = static_cast<int>(std::ceil(std::min(left, 3600.0) * 1000));
    if (left <= 0)
      return false;
    pollfd descriptor{fd, POLLIN, 0};
    int ready = ::poll(&descriptor, 1, timeout);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready < 0)
      return false;
    if (ready == 0)
      continue; // Re-check the deadline.
    ssize_t got = ::read(fd, buffer, sizeof(buffer));
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      return false;
    if (got == 0)
      return true;
    bytes.insert(bytes.end(), buffer, buffer + got);
  }
}

} // namespace

CbcOutcome mlir::ap::runCbc(Cbc_Model *model, const Deadline &deadline) {
  if (!deadline.isSet())
    return solveInProcess(model);
  double left = deadline.getSecondsLeft();
  CbcOutcome timedOut;
  timedOut.killed = true;
  if (left <= 0)
    return timedOut;
  // CBC stops itself a little early (keeping its best plan) when it can.
  Cbc_setMaximumSeconds(model, std::max(0.01, 0.85 * left));

  int fds[2];
  if (::pipe(fds) != 0)
    return solveInProcess(model);
  pid_t child = ::fork();
  if (child < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return solveInProcess(model);
  }
  if (child == 0) {
    ::close(fds[0]);
    runChild(model, fds[1]);
  }
  ::close(fds[1]);
  std::vector<char> bytes;
  bool finished = readUntil(fds[0], deadline, bytes);
  ::close(fds[0]);
  if (!finished)
    ::kill(child, SIGKILL);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  bool exitedCleanly = WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (!finished || !exitedCleanly || bytes.size() < sizeof(Header))
    return timedOut;
  Header header;
  std::memcpy(&header, bytes.data(), sizeof(header));
  size_t expected = sizeof(Header) + header.numColumns * sizeof(double);
  if (bytes.size() != expected)
    return timedOut;
  CbcOutcome outcome;
  outcome.provenInfeasible = header.provenInfeasible;
  outcome.provenOptimal = header.provenOptimal;
  outcome.secondsLimitReached = header.secondsLimitReached;
  if (header.hasSolution) {
    outcome.solution.resize(header.numColumns);
    std::memcpy(outcome.solution.data(), bytes.data() + sizeof(Header),
                header.numColumns * sizeof(double));
    outcome.objective = header.objective;
    outcome.bestPossible = header.bestPossible;
  }
  return outcome;
}
