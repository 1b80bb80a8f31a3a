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
  // The step that balances the loss's rounding (noise * |L| / h) with the
  // truncation of central differences (h^2 |L'''| / 6): cbrt(noise).
  double noise = options.lossNoise;
  double relativeStep = std::cbrt(noise);
  double worst = 0, worstUsed = 0;
  int64_t checked = 0;
  bool passed = true;
  for (auto [resultIndex, result] : llvm::enumerate(program.getResults())) {
    if (!result.gradOf)
      continue;
    int64_t argIndex = *result.gradOf;
    const HostTensor &gradient = run.outputs[resultIndex];
    RoundingBudget own = resultIndex < options.budgets.size()
                             ? options.budgets[resultIndex]
                             : RoundingBudget();
    double gradientScale = gradient.getLargestFiniteMagnitude();
    std::uniform_int_distribution<int64_t> pick(0,
                                                gradient.getNumElements() - 1);
    for (unsigned sample = 0; sample < options.samples; ++sample) {
      int64_t element = pick(rng);
      SmallVector<HostTensor> perturbed(inputs.begin(), inputs.end());
      double original = inputs[argIndex].get(element);
      double step = relativeStep * std::max(1.0, std::fabs(original));
      double loss = std::fabs(run.outputs[0].get(0));
      // The central difference with step `h`, over the step the input
      // really takes (rounded to its type).
      auto differenceWith = [&](double h) {
        perturbed[argIndex].set(element, original + h);
        double up = perturbed[argIndex].get(element);
        double plus = evaluateLoss(perturbed);
        perturbed[argIndex].set(element, original - h);
        double down = perturbed[argIndex].get(element);
        double minus = evaluateLoss(perturbed);
        loss = std::max({loss, std::fabs(plus), std::fabs(minus)});
        return (plus - minus) / (up - down);
      };
      double numeric = differenceWith(step);
      double coarse = differenceWith(2 * step);
      double analytic = gradient.get(element);
      // What the difference may be off by: the loss's rounding over the
      // step, the truncation (Richardson: D(2h) - D(h) is 3 C h^2), and the
      // analytic gradient's own rounding; twice that, as the three are
      // estimates.
      double allowed =
          2 * (noise * loss / step + std::fabs(coarse - numeric) / 3 +
               own.relative * std::fabs(analytic) + own.scale * gradientScale);
      double difference = std::fabs(numeric - analytic);
      double scale = std::max(std::fabs(numeric), std::fabs(analytic));
      double error = scale > 0 ? difference / scale : 0;
      double limit = allowed + options.atol + options.rtol * scale;
      // Relative errors of values within their tolerance of 0 say nothing.
      if (scale > limit)
        worst = std::max(worst, error);
      worstUsed = std::max(worstUsed, limit > 0 ? difference / limit : 0);
      ++checked;
      if (difference > limit) {
        passed = false;
        llvm::outs() << "ap-run: gradient of argument #" << argIndex
                     << ", element "
                     << formatIndex(inputs[argIndex].getShape(), element)
                     << llvm::format(": analytic %.9g, finite difference "
                                     "%.9g, absolute error %.3g, allowed "
                                     "%.3g, relative error %.3g: FAIL\n",
                                     analytic, numeric, difference, limit,
                                     error);
      }
    }
  }
  llvm::outs() << (passed ? "ap-run: gradients PASS: "
                          : "ap-run: gradients "
                            "FAIL: ")
               << checked << " element(s) checked"
               << llvm::format(", step %.3g relative (the loss rounds to "
                               "%.3g of itself), max relative error %.3g "
                               "(of gradients above their tolerance), %.2g "
                               "of the tolerance used\n",
                               relativeStep, noise, worst, worstUsed);
  return passed && checked > 0;
}
