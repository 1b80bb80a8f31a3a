//===- SpmdRunner.cpp - Run programs in the global view -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/SpmdRunner.h"
#include "Shard/Execution/NpyFile.h"
#include "Shard/Runtime/CommunicationStream.h"
#include "Shard/Runtime/Gemm.h"
#include "Shard/Runtime/InProcessWorld.h"

#include "llvm/ADT/Sequence.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <thread>

#ifdef __GLIBC__
#include <malloc.h>
#endif

using namespace mlir;
using namespace mlir::ap;

SmallVector<int64_t>
mlir::ap::getGlobalShape(const CompiledProgram &program,
                         const TensorSignature &signature) {
  if (!program.isDistributed())
    return SmallVector<int64_t>(signature.shape.begin(), signature.shape.end());
  if (signature.globalShape)
    return SmallVector<int64_t>(signature.globalShape->begin(),
                                signature.globalShape->end());
  return ap::getGlobalShape(program.getMeshShape(), *signature.layout,
                            signature.shape);
}

std::string mlir::ap::describeDevices(const CompiledProgram &program) {
  if (!program.isDistributed())
    return "global, 1 device";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "mesh @" << program.getMeshName() << " ";
  llvm::interleave(program.getMeshShape(), os, "x");
  os << " (" << getNumDevices(program.getMeshShape()) << " devices)";
  return text;
}

std::string
mlir::ap::checkProcessCount(const CompiledProgram &program,
                            const runtime::CollectiveBackend &backend,
                            StringRef what) {
  int64_t devices =
      program.isDistributed() ? getNumDevices(program.getMeshShape()) : 1;
  if (devices == backend.getNumRanks())
    return "";
  return llvm::formatv("the {0} runs on {1} device(s) ({2}) but {3} MPI "
                       "rank(s) were started; use mpirun -np {1}",
                       what, devices, describeDevices(program),
                       backend.getNumRanks())
      .str();
}

/// The ranks running on this machine: the program's devices on the threads
/// backend (one process runs them all), under MPI Open MPI's
/// OMPI_COMM_WORLD_LOCAL_SIZE, else every rank of the job.
static int64_t getRanksOnThisMachine(
    const CompiledProgram &program,
    runtime::CollectiveBackend *processBackend) {
  int64_t ranks =
      program.isDistributed() ? getNumDevices(program.getMeshShape()) : 1;
  if (processBackend) {
    ranks = processBackend->getNumRanks();
    if (const char *local = std::getenv("OMPI_COMM_WORLD_LOCAL_SIZE"))
      ranks = std::max(1, std::atoi(local));
  }
  return ranks;
}

static int64_t getCores() {
  return std::max(1u, std::thread::hardware_concurrency());
}

unsigned mlir::ap::setBlasThreads(unsigned requested,
                                  const CompiledProgram &program,
                                  runtime::CollectiveBackend *processBackend) {
  unsigned threads = requested;
  if (threads == 0)
    threads = static_cast<unsigned>(std::max<int64_t>(
        1, getCores() / getRanksOnThisMachine(program, processBackend)));
  runtime::setHostGemmThreads(threads);
  return threads;
}

runtime::StreamMode mlir::ap::setCommunicationStreams(
    CommStreamOption requested, const CompiledProgram &program,
    runtime::CollectiveBackend *processBackend) {
  runtime::StreamMode mode = runtime::StreamMode::Thread;
  if (requested == CommStreamOption::Inline ||
      (requested == CommStreamOption::Auto &&
       (!processBackend || processBackend->computesOnHost()) &&
       getCores() < 2 * getRanksOnThisMachine(program, processBackend)))
    mode = runtime::StreamMode::Inline;
  runtime::setStreamMode(mode);
  return mode;
}

void mlir::ap::retainFreedMemory() {
#ifdef __GLIBC__
  // Blocks glibc would mmap (above 128 KiB, or up to 32 MiB as it adapts)
  // come from the heap, and a free never trims it. When the heap cannot
  // grow, glibc still falls back to mmap.
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, -1);
#endif
}

bool mlir::ap::haveSameGlobalSignature(const CompiledProgram &reference,
                                       const CompiledProgram &candidate) {
  auto signature = [](const CompiledProgram &program,
                      ArrayRef<TensorSignature> values) {
    SmallVector<std::tuple<ElementType, bool, SmallVector<int64_t>>> result;
    for (const TensorSignature &value : values)
      result.push_back(
          {value.kind, value.isComplex, getGlobalShape(program, value)});
    return result;
  };
  return signature(reference, reference.getArguments()) ==
             signature(candidate, candidate.getArguments()) &&
         signature(reference, reference.getResults()) ==
             signature(candidate, candidate.getResults());
}

llvm::Expected<SmallVector<HostTensor>>
mlir::ap::prepareGlobalInputs(const CompiledProgram &program,
                              const InputDistribution &base,
                              StringRef inputsDir, std::mt19937 &rng) {
  SmallVector<HostTensor> inputs;
  for (const TensorSignature &argument : program.getArguments()) {
    inputs.emplace_back(argument.kind, getGlobalShape(program, argument));
    inputs.back().fillRandom(rng, getInputDistribution(argument, base));
  }
  if (!inputsDir.empty())
    if (llvm::Error error = readInputFiles(inputsDir, inputs))
      return std::move(error);
  return inputs;
}

DeviceInputs mlir::ap::distributeInputs(const CompiledProgram &program,
                                        MutableArrayRef<HostTensor> inputs,
                                        PartialSplit split, std::mt19937 &rng,
                                        int64_t *partialInputs) {
  if (partialInputs)
    *partialInputs = 0;
  if (!program.isDistributed())
    return DeviceInputs{SmallVector<HostTensor>(inputs.begin(), inputs.end())};
  ArrayRef<int64_t> mesh = program.getMeshShape();
  DeviceInputs devices(getNumDevices(mesh));
  for (auto [input, signature] :
       llvm::zip_equal(inputs, program.getArguments())) {
    if (partialInputs && !signature.layout->getPartialAxes().empty())
      ++*partialInputs;
    SmallVector<HostTensor> parts =
        distributeTensor(input, mesh, *signature.layout, split, rng);
    for (auto [rank, part] : llvm::enumerate(parts))
      devices[rank].push_back(std::move(part));
  }
  return devices;
}

std::string mlir::ap::describeTraffic(
    ArrayRef<runtime::CollectiveBackend::Traffic> traffic) {
  int64_t exchanges = 0, busiest = 0, total = 0, native = 0, messages = 0;
  for (const runtime::CollectiveBackend::Traffic &rank : traffic) {
    exchanges = std::max(exchanges, rank.exchanges);
    messages = std::max(messages, rank.messagesSent);
    busiest = std::max(busiest, rank.bytesSent);
    total += rank.bytesSent;
    native = std::max(native, rank.nativeCollectives);
  }
  std::string text =
      llvm::formatv("collectives: {0} exchange{1}, {2} bytes sent by the "
                    "busiest rank, {3} by all {4} rank{5}",
                    exchanges, exchanges == 1 ? "" : "s", busiest, total,
                    traffic.size(), traffic.size() == 1 ? "" : "s")
          .str();
  if (messages)
    text += llvm::formatv(", {0} point-to-point send{1} by the busiest rank "
                          "(their bytes are in the rank's)",
                          messages, messages == 1 ? "" : "s")
                .str();
  if (native)
    text += llvm::formatv(", {0} library collective{1} (their bytes are the "
                          "library's)",
                          native, native == 1 ? "" : "s")
                .str();
  return text;
}

/// What rank `rank` moved since `before`.
static runtime::CollectiveBackend::Traffic
getTrafficSince(const runtime::CollectiveBackend &backend, int64_t rank,
                const runtime::CollectiveBackend::Traffic &before) {
  runtime::CollectiveBackend::Traffic now = backend.getTraffic(rank);
  now.exchanges -= before.exchanges;
  now.bytesSent -= before.bytesSent;
  now.nativeCollectives -= before.nativeCollectives;
  now.messagesSent -= before.messagesSent;
  return now;
}

RanksRun mlir::ap::runOnRanks(int64_t numRanks,
                              llvm::function_ref<void(int64_t)> invokeRank,
                              runtime::CollectiveBackend *processBackend,
                              runtime::CollectiveMode mode,
                              runtime::InProcessWorld *world) {
  RanksRun run;
  auto start = std::chrono::steady_clock::now();
  auto stop = [&] {
    run.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
  };
  if (!processBackend) {
    std::optional<runtime::InProcessWorld> ownWorld;
    if (!world)
      world = &ownWorld.emplace(numRanks);
    assert(world->getNumRanks() == numRanks && "a world of the program's ranks");
    SmallVector<runtime::CollectiveBackend::Traffic> before;
    for (int64_t rank = 0; rank < numRanks; ++rank)
      before.push_back(world->getTraffic(rank));
    world->setMode(mode);
    world->run(invokeRank);
    stop();
    for (int64_t rank = 0; rank < numRanks; ++rank)
      run.traffic.push_back(getTrafficSince(*world, rank, before[rank]));
    return run;
  }
  assert(processBackend->getNumRanks() == numRanks &&
         "one process per device (the caller checks)");
  int64_t self = processBackend->getRank();
  processBackend->setMode(mode);
  runtime::CollectiveBackend::Traffic before = processBackend->getTraffic(self);
  invokeRank(self);
  // The program's point-to-point sends may still read their copies.
  processBackend->flushSends();
  stop();
  // What follows (gathering what the ranks computed) is the exchange's.
  processBackend->setMode(runtime::CollectiveMode::Exact);
  run.traffic.push_back(getTrafficSince(*processBackend, self, before));
  return run;
}

void mlir::ap::shareRankTensors(runtime::CollectiveBackend &backend,
                                MutableArrayRef<HostTensor> tensors,
                                StringRef what) {
  int64_t self = backend.getRank();
  auto everyone = llvm::to_vector(llvm::seq<int64_t>(0, tensors.size()));
  HostTensor &mine = tensors[self];
  size_t bytes =
      mine.getNumElements() * runtime::getElementBytes(mine.getKind());
  backend.exchange(everyone, mine.getData(), bytes, what,
                   [&](ArrayRef<const void *> members) {
                     for (auto [rank, member] : llvm::enumerate(members))
                       if (static_cast<int64_t>(rank) != self)
                         std::memcpy(tensors[rank].getData(), member, bytes);
                   });
}

ProgramRun mlir::ap::runProgram(const CompiledProgram &program,
                                const DeviceInputs &inputs,
                                runtime::CollectiveBackend *processBackend,
                                runtime::CollectiveMode mode) {
  ProgramRun run;
  ArrayRef<TensorSignature> results = program.getResults();
  int64_t numDevices = inputs.size();
  std::vector<std::vector<HostTensor>> deviceOutputs(numDevices);
  for (int64_t rank = 0; rank < numDevices; ++rank)
    for (const TensorSignature &result : results)
      deviceOutputs[rank].emplace_back(result.kind, result.shape);
  auto invoke = [&](int64_t rank) {
    SmallVector<const HostTensor *> args;
    for (const HostTensor &input : inputs[rank])
      args.push_back(&input);
    SmallVector<HostTensor *> outputs;
    for (HostTensor &output : deviceOutputs[rank])
      outputs.push_back(&output);
    program.invoke(args, outputs);
  };
  if (!program.isDistributed()) {
    auto start = std::chrono::steady_clock::now();
    invoke(0);
    run.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    run.outputs.assign(deviceOutputs[0].begin(), deviceOutputs[0].end());
    run.replicas.assign(results.size(), ReplicaCheck());
    return run;
  }

  RanksRun ranks = runOnRanks(numDevices, invoke, processBackend, mode);
  run.seconds = ranks.seconds;
  if (processBackend) {
    // Every rank's traffic and outputs to every rank (the same shapes on all
    // ranks).
    auto everyone = llvm::to_vector(llvm::seq<int64_t>(0, numDevices));
    processBackend->exchange(
        everyone, &ranks.traffic.front(), sizeof(ranks.traffic.front()),
        "gathering the traffic", [&](ArrayRef<const void *> members) {
          for (const void *member : members)
            run.traffic.push_back(
                *static_cast<const runtime::CollectiveBackend::Traffic *>(
                    member));
        });
    for (size_t index = 0; index < results.size(); ++index) {
      SmallVector<HostTensor> perRank;
      for (std::vector<HostTensor> &outputs : deviceOutputs)
        perRank.push_back(std::move(outputs[index]));
      shareRankTensors(*processBackend, perRank, "gathering the outputs");
      for (auto [outputs, tensor] : llvm::zip_equal(deviceOutputs, perRank))
        outputs[index] = std::move(tensor);
    }
  } else {
    run.traffic = std::move(ranks.traffic);
  }
  for (std::vector<HostTensor> &outputs : deviceOutputs)
    run.deviceOutputs.emplace_back(outputs.begin(), outputs.end());
  assembleGlobalOutputs(program, run);
  return run;
}

void mlir::ap::assembleGlobalOutputs(const CompiledProgram &program,
                                     ProgramRun &run) {
  run.outputs.clear();
  run.replicas.clear();
  for (auto [index, signature] : llvm::enumerate(program.getResults())) {
    SmallVector<HostTensor> perDevice;
    for (const SmallVector<HostTensor> &outputs : run.deviceOutputs)
      perDevice.push_back(outputs[index]);
    ReplicaCheck replicas;
    run.outputs.push_back(assembleGlobalTensor(
        perDevice, program.getMeshShape(), *signature.layout,
        getGlobalShape(program, signature), replicas));
    run.replicas.push_back(replicas);
  }
}

ProgramRun mlir::ap::runOnGlobalTensors(const CompiledProgram &program,
                                        ArrayRef<HostTensor> inputs) {
  SmallVector<HostTensor> copies(inputs.begin(), inputs.end());
  std::mt19937 rng(0);
  return runProgram(program, distributeInputs(program, copies,
                                              PartialSplit::FirstDevice, rng));
}
