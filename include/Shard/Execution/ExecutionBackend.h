//===- ExecutionBackend.h - Where a program runs ----------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The backends of ap-run (--backend): where the program under test runs.
// Every backend takes the same per-device inputs (distributeInputs) and
// gives back the same global outputs (a ProgramRun, the ranks' outputs
// assembled); the driver draws the inputs, runs the reference and reports,
// once for every backend. Two kinds:
//
//   - backends that run the programs the project compiled (CompiledProgram:
//     its code): threads of this process, or one MPI process per rank with
//     MPI's or NCCL's collectives;
//   - backends that compile the program's MLIR themselves (IREE), for
//     which the driver compiles nothing and reads only the signature.
//
// A new backend is one class (a subclass of ExecutionBackend, in
// lib/Execution/Backends/) and one registration (a line of the table in
// lib/Execution/Backends/ExecutionBackend.cpp), docs/Backends.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_EXECUTIONBACKEND_H
#define SHARD_EXECUTION_EXECUTIONBACKEND_H

#include "Shard/Execution/IreeRunner.h"
#include "Shard/Execution/RunOptions.h"
#include "Shard/Execution/SpmdRunner.h"

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace ap {

/// What the backends take from the driver's flags.
struct ExecutionOptions {
  /// How the collectives of the project's programs are computed.
  runtime::CollectiveMode collectives = runtime::CollectiveMode::Exact;
  /// Seconds a collective of one MPI process waits for the others.
  double collectiveTimeout = kDefaultCollectiveTimeout;
  /// How many times the program runs; the run time reported is the median.
  unsigned runs = 1;
  /// IREE's: how iree-compile compiles, and where its tools are.
  IreeOptions iree;
  /// IREE's: a module compiled before, run instead of compiling (empty:
  /// none).
  std::string ireeModule;
};

/// A program to run: `entry` of `module`, and its signature (with its code
/// where the project compiled it).
struct BackendProgram {
  ModuleOp module;
  StringRef entry;
  const CompiledProgram &program;
};

/// A run on a backend: the global outputs, and the seconds the backend's
/// own compiler took where it compiles the program (IREE).
struct BackendRun : ProgramRun {
  std::optional<double> compileSeconds;
};

class ExecutionBackend {
public:
  explicit ExecutionBackend(const ExecutionOptions &options)
      : options(options) {}
  virtual ~ExecutionBackend();

  /// Joins the job this process is one rank of (MPI), or does nothing;
  /// `tool` names the caller in what goes wrong.
  virtual llvm::Error start(StringRef tool, int *argc, char ***argv) {
    return llvm::Error::success();
  }
  /// The collectives of this process's rank where every rank is a process
  /// of a job (MPI, NCCL), else null.
  virtual runtime::CollectiveBackend *getProcessBackend() { return nullptr; }
  /// Ends every rank of the job after this one failed (the others would
  /// wait at their next collective); nothing without a job.
  virtual void abortJob(const std::string &message, int code) {}

  /// Whether the backend compiles the program's MLIR itself (IREE) instead
  /// of running the code the project compiled.
  virtual bool compilesPrograms() const { return false; }
  /// How the collectives of the program it runs round (what the outputs are
  /// held to, docs/Testing.md).
  virtual runtime::CollectiveMode getCollectiveRounding() const {
    return options.collectives;
  }

  /// Why the backend cannot run `program` (`what`: "program",
  /// "candidate"), held to `reference` where it is a comparison's
  /// candidate; success when it can.
  virtual llvm::Error check(const BackendProgram &program, StringRef what,
                            const BackendProgram *reference) {
    return llvm::Error::success();
  }

  /// Runs `program` on `inputs` (per device, distributeInputs), as many
  /// times as the options say: the first run's global outputs, with the
  /// median run time.
  virtual llvm::Expected<BackendRun> run(const BackendProgram &program,
                                         const DeviceInputs &inputs) = 0;

  /// Compiles `entry` of `module` into `output`, to run elsewhere (a
  /// backend that compiles programs: its own module); says what it wrote
  /// ("for IREE (compile X s)").
  virtual llvm::Expected<std::string>
  compileToFile(ModuleOp module, StringRef entry, StringRef output) {
    return llvm::createStringError("this backend compiles nothing to a file");
  }

  /// Where `program` runs, for the report: "mesh @mesh 2x2 (4 devices)".
  virtual std::string describePlacement(const CompiledProgram &program) const;
  /// ", run X s", and how X was measured where the program ran more than
  /// once.
  virtual std::string describeRunTime(const CompiledProgram &program,
                                      double seconds) const;

protected:
  ExecutionOptions options;
};

/// ", run X s", with " (median of N)" where `runs` > 1.
std::string formatRunTime(double seconds, unsigned runs);

/// The median of `seconds` (not empty).
double getMedian(SmallVector<double> seconds);

/// A backend of the table: the name --backend takes, what it does, and
/// how to make one.
struct ExecutionBackendEntry {
  StringRef name;
  StringRef description;
  std::function<std::unique_ptr<ExecutionBackend>(const ExecutionOptions &)>
      create;
};

/// Every backend, in the order --help lists them; the first is the default.
ArrayRef<ExecutionBackendEntry> getExecutionBackends();

/// The values of a --backend option: the backends of the table.
class ExecutionBackendParser
    : public llvm::cl::parser<const ExecutionBackendEntry *> {
public:
  using llvm::cl::parser<const ExecutionBackendEntry *>::parser;
  void initialize();
};

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_EXECUTIONBACKEND_H
