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

#include "Shard/Execution/HostTensor.h"
#include "Shard/Execution/LoweringPipeline.h"

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

/// A tensor argument or result of the compiled function.
struct TensorSignature {
  ElementKind kind = ElementKind::F32;
  /// The shape the function sees (per device for a partitioned function).
  /// A complex tensor is held as its real and imaginary parts: `kind` is
  /// the component's (f32, f64) and the shape has a last dim of 2, which no
  /// layout shards.
  SmallVector<int64_t, 4> shape;
  bool isComplex = false;
  /// For a partitioned function: the global tensor's layout
  /// (`ap.local_sharding`; all R where absent).
  std::optional<ShardingLayout> layout;
  /// For a partitioned function whose layout pads this value
  /// (`ap.global_shape`): the global shape.
  std::optional<SmallVector<int64_t, 4>> globalShape;
  /// For a result: the argument it is the gradient of (`ap.grad_of`).
  std::optional<int64_t> gradOf;
  /// For an integer argument: the inclusive range of its values
  /// (`ap.input_range`).
  std::optional<std::pair<int64_t, int64_t>> inputRange;
};

/// How JitProgram::compile lowers and links a program.
struct JitOptions {
  /// LLVM optimization level (0-3; 0 compiles several times faster, which is
  /// what differential tests on small inputs want).
  unsigned optLevel = 0;
  ContractionLowering contractions = ContractionLowering::Loops;
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
};

class JitProgram {
public:
  ~JitProgram();

  /// Compiles `entry` from a clone of `module` (left untouched) as
  /// `options` say. Errors are emitted as diagnostics on the module's
  /// context. The context needs the dialects and extensions of
  /// registerExecutionDialects.
  static FailureOr<std::unique_ptr<JitProgram>>
  compile(ModuleOp module, StringRef entry, const JitOptions &options = {});

  ArrayRef<TensorSignature> getArguments() const { return arguments; }
  ArrayRef<TensorSignature> getResults() const { return results; }

  /// A partitioned program: its entry carries `ap.local_sharding`, and it
  /// runs on every device of `getMeshShape()`.
  bool isDistributed() const { return !meshShape.empty(); }
  ArrayRef<int64_t> getMeshShape() const { return meshShape; }
  StringRef getMeshName() const { return meshName; }

  /// Runs the function: `args` and `results` match the signatures (results
  /// are allocated by the caller). Safe to call from several threads.
  void invoke(ArrayRef<const HostTensor *> args,
              ArrayRef<HostTensor *> results) const;

private:
  JitProgram() = default;

  std::unique_ptr<ExecutionEngine> engine;
  void (*entryPoint)(void **) = nullptr;
  SmallVector<TensorSignature, 4> arguments;
  SmallVector<TensorSignature, 4> results;
  SmallVector<int64_t> meshShape;
  std::string meshName;
};

/// Adds what compiling and running needs to `registry`: the LLVM IR
/// translations, and the bufferization models of arith, linalg, tensor and
/// func.
void registerExecutionDialects(DialectRegistry &registry);

} // namespace ap
} // namespace mlir

#endif // SHARD_EXECUTION_JITPROGRAM_H
