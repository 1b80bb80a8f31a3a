//===- CompiledProgram.h - A compiled function ------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What running a compiled (global or per-device) program needs, without
// MLIR: the tensors it takes and returns, the mesh it runs on, and its entry
// point. A JIT-compiled program (JitProgram.h) and an ahead-of-time
// executable (ProgramMain.cpp) are both one; SpmdRunner.h runs either.
//
// The entry point is the packed form of a wrapper whose arguments are all
// unranked memrefs (inputs, then one destination per result): for each
// argument it takes a pointer to its rank and a pointer to a pointer to its
// ranked descriptor {allocated, aligned, offset, sizes..., strides...}.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_EXECUTION_COMPILEDPROGRAM_H
#define SHARD_EXECUTION_COMPILEDPROGRAM_H

#include "Shard/Execution/HostTensor.h"
#include "Shard/Placement/ShardingLayout.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace mlir {
namespace ap {

/// A tensor argument or result of the compiled function.
struct TensorSignature {
  ElementType kind = ElementType::F32;
  /// The shape the function sees (per device for a partitioned function).
  /// A complex tensor is held as its real and imaginary parts: `kind` is
  /// the component's (f32, f64) and the shape has a last dim of 2, which no
  /// layout shards.
  llvm::SmallVector<int64_t, 4> shape;
  bool isComplex = false;
  /// For a partitioned function: the global tensor's layout
  /// (`ap.local_sharding`; all R where absent).
  std::optional<ShardingLayout> layout;
  /// For a partitioned function whose layout pads this value
  /// (`ap.global_shape`): the global shape.
  std::optional<llvm::SmallVector<int64_t, 4>> globalShape;
  /// For a result: the argument it is the gradient of (`ap.grad_of`).
  std::optional<int64_t> gradOf;
  /// For a result: the argument it is the next value of (`ap.update_of`):
  /// a training loop feeds it back there.
  std::optional<int64_t> updateOf;
  /// For an integer argument: the values it takes (`ap.input_range`).
  struct InputRange {
    /// Inclusive bounds.
    int64_t low = 0, high = 0;
    /// Values outside the bounds it takes too (ignore indices).
    llvm::SmallVector<int64_t, 1> extras;
    bool operator==(const InputRange &other) const {
      return low == other.low && high == other.high && extras == other.extras;
    }
  };
  std::optional<InputRange> inputRange;

  bool operator==(const TensorSignature &other) const {
    return kind == other.kind && shape == other.shape &&
           isComplex == other.isComplex && layout == other.layout &&
           globalShape == other.globalShape && gradOf == other.gradOf &&
           updateOf == other.updateOf &&
           inputRange == other.inputRange;
  }
};

/// How random inputs for `argument` are drawn: `base` (the user's choice),
/// with the argument's `ap.input_range` where `base` sets no bounds.
inline InputDistribution getInputDistribution(const TensorSignature &argument,
                                              InputDistribution base) {
  if (!argument.inputRange)
    return base;
  if (!base.intLow)
    base.intLow = argument.inputRange->low;
  if (!base.intHigh)
    base.intHigh = argument.inputRange->high;
  if (base.intExtras.empty())
    base.intExtras = argument.inputRange->extras;
  return base;
}

/// The signature of a compiled function: its values and its mesh.
struct ProgramSignature {
  /// The function's name in the source program.
  std::string entry;
  llvm::SmallVector<TensorSignature, 4> arguments;
  llvm::SmallVector<TensorSignature, 4> results;
  /// Empty for a global program.
  llvm::SmallVector<int64_t> meshShape;
  std::string meshName;

  bool operator==(const ProgramSignature &other) const {
    return entry == other.entry && arguments == other.arguments &&
           results == other.results && meshShape == other.meshShape &&
           meshName == other.meshName;
  }
};

/// A compiled function: its signature and its packed entry point.
class CompiledProgram {
public:
  using EntryPoint = void (*)(void **);

  CompiledProgram(ProgramSignature signature, EntryPoint entryPoint)
      : signature(std::move(signature)), entryPoint(entryPoint) {}
  virtual ~CompiledProgram();

  const ProgramSignature &getSignature() const { return signature; }
  llvm::StringRef getEntryName() const { return signature.entry; }
  llvm::ArrayRef<TensorSignature> getArguments() const {
    return signature.arguments;
  }
  llvm::ArrayRef<TensorSignature> getResults() const {
    return signature.results;
  }

  /// A partitioned program: its entry carries `ap.local_sharding`, and it
  /// runs on every device of `getMeshShape()`.
  bool isDistributed() const { return !signature.meshShape.empty(); }
  llvm::ArrayRef<int64_t> getMeshShape() const { return signature.meshShape; }
  llvm::StringRef getMeshName() const { return signature.meshName; }

  /// Runs the function: `args` and `results` match the signatures (results
  /// are allocated by the caller). Safe to call from several threads.
  void invoke(llvm::ArrayRef<const HostTensor *> args,
              llvm::ArrayRef<HostTensor *> results) const;

protected:
  CompiledProgram() = default;

  ProgramSignature signature;
  EntryPoint entryPoint = nullptr;
};

//===----------------------------------------------------------------------===//
// Failed assertions
//===----------------------------------------------------------------------===//

/// The C function compiled programs call, with the assertion's id, when one
/// of their `cf.assert` ops fails (ap_run_assert_failed, defined with the
/// table below): it reports the message and the rank, and ends the process
/// (status 1 unless setAssertionReporter says otherwise).
inline constexpr llvm::StringLiteral kAssertFailedName = "ap_run_assert_failed";

/// Adds `message` ("\"msg\" at loc") to the process's table; returns its id.
int64_t registerAssertionMessage(std::string message);
/// Sets the message of `id` (an executable restoring its program's table).
void setAssertionMessage(int64_t id, std::string message);
/// The message of `id` ("" when there is none).
std::string getAssertionMessage(int64_t id);
/// The word before "error:" in the report of a failed assertion (the
/// tool's name; "ap-run" unless set) and the exit status (1 unless set).
void setAssertionReporter(std::string name, int exitStatus);

/// While one lives, failed assertions are counted instead of ending the
/// process: for runs on inputs the program was not given (the oracle's
/// perturbed inputs), whose checks say nothing about the program.
class IgnoredAssertions {
public:
  IgnoredAssertions();
  ~IgnoredAssertions();
  IgnoredAssertions(const IgnoredAssertions &) = delete;
  IgnoredAssertions &operator=(const IgnoredAssertions &) = delete;
  /// How many assertions failed so far.
  int64_t getFailures() const;
};

} // namespace ap
} // namespace mlir

/// See kAssertFailedName.
extern "C" void ap_run_assert_failed(int64_t id);

#endif // SHARD_EXECUTION_COMPILEDPROGRAM_H
