//===- Report.cpp - What ap-run prints of a run ---------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Report.h"
#include "GradientCheck.h"
#include "Options.h"
#include "Shard/Execution/NpyFile.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

static void printTensor(const HostTensor &tensor) {
  llvm::outs() << "[";
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    llvm::outs() << (i ? ", " : "") << formatElement(tensor, i);
  llvm::outs() << "]\n";
}

void mlir::ap::printOutputsOf(const CompiledProgram &program,
                              const ProgramRun &run) {
  for (auto [index, output] : llvm::enumerate(run.outputs)) {
    llvm::outs() << "ap-run: output " << index << " "
                 << describeTensorType(output.getShape(), output.getKind(),
                                       program.getResults()[index].isComplex);
    if (printOutputs) {
      llvm::outs() << " = ";
      printTensor(output);
    } else {
      llvm::outs() << "\n";
    }
  }
}

FailureOr<bool> mlir::ap::compareWithExpected(ArrayRef<HostTensor> outputs,
                                    const ReferenceErrorModel &oracle) {
  bool allPassed = true;
  for (auto [index, output] : llvm::enumerate(outputs)) {
    std::string path = getTensorFilePath(expectedDir, "output", index);
    llvm::Expected<HostTensor> expected = readNpyFile(path);
    if (!expected) {
      llvm::errs() << "ap-run: " << llvm::toString(expected.takeError())
                   << "\n";
      return failure();
    }
    std::string what =
        describeTensorType(output.getShape(), output.getKind()) +
        " vs expected " +
        describeTensorType(expected->getShape(), expected->getKind());
    allPassed &= oracle.report(index, what, output, *expected);
  }
  return allPassed;
}

int mlir::ap::reportAlone(const JitProgram &program, func::FuncOp function,
                ArrayRef<HostTensor> inputs, const ProgramRun &run,
                bool matchesExpected, std::mt19937 &rng) {
  if (checkGradients) {
    // The loss's rounding, relative to it: its budget, at least its type's
    // unit roundoff.
    SmallVector<RoundingBudget> budgets = estimateRoundingErrors(function);
    double lossNoise = function.getNumResults()
                           ? getUnitRoundoff(function.getResultTypes()[0])
                           : 0;
    if (!budgets.empty())
      lossNoise = std::max(lossNoise, budgets[0].relative + budgets[0].scale);
    return checkGradientsOf(program, inputs, run,
                            GradientCheckOptions{gradientSamples, gradientRtol,
                                                 gradientAtol, lossNoise,
                                                 budgets},
                            rng) &&
                   matchesExpected
               ? 0
               : 1;
  }
  printOutputsOf(program, run);
  return matchesExpected ? 0 : 1;
}

bool mlir::ap::reportComparison(const CompiledProgram &candidateProgram,
                      const ProgramRun &referenceRun,
                      const ProgramRun &candidateRun,
                      const ReferenceErrorModel &oracle) {
  bool allPassed = true;
  for (auto [index, expected, actual] :
       llvm::enumerate(referenceRun.outputs, candidateRun.outputs)) {
    const TensorSignature &signature = candidateProgram.getResults()[index];
    std::string what = describeTensorType(
        expected.getShape(), expected.getKind(), signature.isComplex);
    if (signature.layout) {
      llvm::raw_string_ostream os(what);
      os << " " << *signature.layout;
    }
    allPassed &= oracle.report(index, what, expected, actual,
                               &candidateRun.replicas[index]);
    if (printOutputs) {
      llvm::outs() << "  reference: ";
      printTensor(expected);
      llvm::outs() << "  candidate: ";
      printTensor(actual);
    }
    if (printDeviceOutputs)
      for (auto [rank, outputs] : llvm::enumerate(candidateRun.deviceOutputs)) {
        llvm::outs() << "  device " << rank << ": ";
        printTensor(outputs[index]);
      }
  }
  return allPassed;
}

void mlir::ap::printPartialInputs(int64_t partialInputs, unsigned seed) {
  if (partialInputs)
    llvm::outs() << "ap-run: " << partialInputs << " partial input(s) split "
                 << (partialSplit == PartialSplit::Random
                         ? "into random parts"
                         : "onto the first device")
                 << ", seed " << seed << "\n";
}

int mlir::ap::printVerdict(bool allPassed, size_t outputs, unsigned seed) {
  llvm::outs() << (allPassed ? "ap-run: PASS" : "ap-run: FAIL") << ": "
               << outputs << " output(s), seed " << seed;
  if (!allPassed)
    llvm::outs() << " (replay with --seed " << seed << ")";
  llvm::outs() << "\n";
  return allPassed ? 0 : 1;
}

