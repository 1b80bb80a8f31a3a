//===- JitProgram.h - A function compiled for the CPU or a GPU --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Compiles one function of a (global or per-device) module with the CPU or
// the GPU lowering pipeline (LoweringPipeline.h) into MLIR's
// ExecutionEngine, and runs it on host tensors.
// The compiled code is reentrant: the threads of an InProcessWorld call it
// concurrently, one per rank, and its collectives meet in the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_JITPROGRAM_H
#define SHARD_EXECUTION_JITPROGRAM_H

#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Execution/CompiledProgram.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace mlir {
class DialectRegistry;
class ExecutionEngine;

namespace ap {

/// How JitProgram::compile lowers and links a program.
struct JitOptions {
  /// LLVM optimization level (0-3; 0 compiles several times faster, which is
  /// what differential tests on small inputs want).
  unsigned optLevel = 0;
  ContractionLowering contractions = ContractionLowering::Loops;
  /// The CPU lowering fuses chains of elementwise ops (ap-fuse-elementwise);
  /// false: one loop nest per op.
  bool fuseElementwise = true;
  /// Compile for a CUDA GPU (buildGpuLoweringPipeline, for `gpuChip`)
  /// rather than the CPU; `extraSymbols` must then provide the GPU host
  /// runtime (runtime::forEachCudaRuntimeSymbol).
  bool gpu = false;
  std::string gpuChip = "sm_90";
  /// More symbols for the JIT; they replace the collective runtime's of the
  /// same name.
  std::function<void(llvm::function_ref<void(StringRef, void *)>)> extraSymbols;
  /// Asked once the program is lowered, before it is JIT-compiled and its
  /// kernel modules loaded: why the device cannot run it ("" if it can).
  std::function<std::string()> deviceProblem;
  /// Also write the compiled code to this object file, for an executable
  /// (ExecutableLinker.h): the wrapper's packed entry point is its only
  /// exported function, and it holds the program's manifest
  /// (ProgramManifest.h) for the executable's main.
  std::string objectFile;
};

class JitProgram : public CompiledProgram {
public:
  ~JitProgram() override;

  /// Compiles `entry` from a clone of `module` (left untouched) as
  /// `options` say. Errors are emitted as diagnostics on the module's
  /// context. The context needs the dialects and extensions of
  /// registerExecutionDialects.
  static FailureOr<std::unique_ptr<JitProgram>>
  compile(ModuleOp module, StringRef entry, const JitOptions &options = {});

private:
  JitProgram() = default;

  std::unique_ptr<ExecutionEngine> engine;
};

/// Reads the signature of `function` (its values, their layouts, the mesh
/// of a partitioned function) as JitProgram::compile does; fails with a
/// diagnostic for values the runner cannot feed. For programs that run
/// elsewhere (IREE) but are fed and assembled here.
LogicalResult readProgramSignature(func::FuncOp function,
                                   ProgramSignature &signature);

/// Adds what compiling and running needs to `registry`: the LLVM IR
/// translations, and the bufferization models of arith, linalg, tensor and
/// func.
void registerExecutionDialects(DialectRegistry &registry);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_JITPROGRAM_H
