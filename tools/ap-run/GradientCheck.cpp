//===- GradientCheck.cpp - ap-run --check-gradients -----------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "GradientCheck.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

bool mlir::ap::checkGradientsOf(const CompiledProgram &program,
                                ArrayRef<HostTensor> inputs,
                                const ProgramRun &run,
                                const GradientCheckOptions &options,
                                std::mt19937 &rng) {
  auto evaluateLoss = [&](ArrayRef<HostTensor> values) {
    return runOnGlobalTensors(program, values).outputs[0].get(0);
  };
  double worst = 0;
  int64_t checked = 0;
  bool passed = true;
  for (auto [resultIndex, result] : llvm::enumerate(program.getResults())) {
    if (!result.gradOf)
      continue;
    int64_t argIndex = *result.gradOf;
    const HostTensor &gradient = run.outputs[resultIndex];
    std::uniform_int_distribution<int64_t> pick(0,
                                                gradient.getNumElements() - 1);
    for (unsigned sample = 0; sample < options.samples; ++sample) {
      int64_t element = pick(rng);
      SmallVector<HostTensor> perturbed(inputs.begin(), inputs.end());
      double original = inputs[argIndex].get(element);
      double step = 1e-5 * std::max(1.0, std::fabs(original));
      perturbed[argIndex].set(element, original + step);
      double plus = evaluateLoss(perturbed);
      perturbed[argIndex].set(element, original - step);
      double minus = evaluateLoss(perturbed);
      double numeric = (plus - minus) / (2 * step);
      double analytic = gradient.get(element);
      // Absolute and relative tolerances together, so that a gradient that
      // is exactly zero passes against finite-difference noise.
      double difference = std::fabs(numeric - analytic);
      double scale = std::max(std::fabs(numeric), std::fabs(analytic));
      double error = scale > 0 ? difference / scale : 0;
      // Relative errors of values at the noise level say nothing.
      if (scale > 10 * options.atol)
        worst = std::max(worst, error);
      ++checked;
      if (difference > options.atol + options.rtol * scale) {
        passed = false;
        llvm::outs() << "ap-run: gradient of argument #" << argIndex
                     << ", element "
                     << formatIndex(inputs[argIndex].getShape(), element)
                     << llvm::format(": analytic %.9g, finite difference "
                                     "%.9g, absolute error %.3g, relative "
                                     "error %.3g: FAIL\n",
                                     analytic, numeric, difference, error);
      }
    }
  }
  llvm::outs() << (passed ? "ap-run: gradients PASS: "
                          : "ap-run: gradients "
                            "FAIL: ")
               << checked << " element(s) checked"
               << llvm::format(", max relative error %.3g (of gradients "
                               "above %.3g)\n",
                               worst, 10 * options.atol);
  return passed && checked > 0;
}
