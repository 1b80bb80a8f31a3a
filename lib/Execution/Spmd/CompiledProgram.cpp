//===- CompiledProgram.cpp - A compiled function and its signature --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/CompiledProgram.h"
#include "Shard/Runtime/InProcessWorld.h"
#include "Shard/Runtime/StridedMemory.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <map>
#include <mutex>
#include <vector>

using namespace mlir::ap;

CompiledProgram::~CompiledProgram() = default;

void CompiledProgram::invoke(llvm::ArrayRef<const HostTensor *> args,
                             llvm::ArrayRef<HostTensor *> outputs) const {
  // One ranked descriptor per tensor, as int64 words: {allocated, aligned,
  // offset, sizes..., strides...}, all in one buffer (a step calls this
  // every iteration: one allocation per tensor showed in its profile).
  size_t count = args.size() + outputs.size();
  size_t totalWords = 0;
  auto forEachTensor = [&](auto fn) {
    for (const HostTensor *arg : args)
      fn(*arg);
    for (const HostTensor *output : outputs)
      fn(*output);
  };
  forEachTensor([&](const HostTensor &tensor) {
    totalWords += 3 + 2 * tensor.getShape().size();
  });
  llvm::SmallVector<int64_t, 512> words;
  words.reserve(totalWords);
  llvm::SmallVector<int64_t, 64> ranks;
  llvm::SmallVector<void *, 64> descriptorPointers;
  llvm::SmallVector<void *, 128> packed;
  ranks.reserve(count);
  descriptorPointers.reserve(count);
  forEachTensor([&](const HostTensor &tensor) {
    llvm::ArrayRef<int64_t> shape = tensor.getShape();
    auto address = reinterpret_cast<int64_t>(tensor.getData());
    size_t first = words.size();
    words.append({address, address, 0});
    words.append(shape.begin(), shape.end());
    words.append(runtime::getRowMajorStrides(shape));
    ranks.push_back(shape.size());
    descriptorPointers.push_back(words.data() + first);
    packed.push_back(&ranks.back());
    packed.push_back(&descriptorPointers.back());
  });
  entryPoint(packed.data());
}

//===----------------------------------------------------------------------===//
// Failed assertions
//===----------------------------------------------------------------------===//

namespace {
/// The messages of the programs' cf.assert ops, by id: a failed assertion
/// calls back into the host with its id instead of aborting.
struct AssertionTable {
  std::mutex mutex;
  std::map<int64_t, std::string> messages;
  int64_t nextId = 0;
  std::string reporter = "ap-run";
  int exitStatus = 1;
  /// IgnoredAssertions: failures counted, not fatal.
  bool ignoring = false;
  int64_t ignoredFailures = 0;
};

AssertionTable &getAssertionTable() {
  static AssertionTable table;
  return table;
}
} // namespace

int64_t mlir::ap::registerAssertionMessage(std::string message) {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  int64_t id = table.nextId++;
  table.messages[id] = std::move(message);
  return id;
}

void mlir::ap::setAssertionMessage(int64_t id, std::string message) {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  table.messages[id] = std::move(message);
  table.nextId = std::max(table.nextId, id + 1);
}

std::string mlir::ap::getAssertionMessage(int64_t id) {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  auto found = table.messages.find(id);
  return found == table.messages.end() ? std::string() : found->second;
}

void mlir::ap::setAssertionReporter(std::string name, int exitStatus) {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  table.reporter = std::move(name);
  table.exitStatus = exitStatus;
}

/// Reports a failed assertion of the running program and ends the run: the
/// message, where it is, and on which rank (a bounds check of a gather with
/// an index out of range, say), instead of an abort.
IgnoredAssertions::IgnoredAssertions() {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  table.ignoring = true;
  table.ignoredFailures = 0;
}

IgnoredAssertions::~IgnoredAssertions() {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  table.ignoring = false;
}

int64_t IgnoredAssertions::getFailures() const {
  AssertionTable &table = getAssertionTable();
  std::lock_guard<std::mutex> lock(table.mutex);
  return table.ignoredFailures;
}

extern "C" void ap_run_assert_failed(int64_t id) {
  std::string message = getAssertionMessage(id);
  std::string reporter;
  int exitStatus;
  {
    AssertionTable &table = getAssertionTable();
    std::lock_guard<std::mutex> lock(table.mutex);
    if (table.ignoring) {
      ++table.ignoredFailures;
      return;
    }
    reporter = table.reporter;
    exitStatus = table.exitStatus;
  }
  llvm::outs().flush();
  // One write: ranks (threads, or MPI processes) share stderr.
  std::string report = reporter + ": error: an assertion of the program failed";
  if (runtime::InProcessWorld::getCurrent())
    report +=
        " on rank " + std::to_string(runtime::InProcessWorld::getCurrentRank());
  report += ": " + message + "\n";
  llvm::errs() << report;
  llvm::errs().flush();
  std::_Exit(exitStatus);
}
