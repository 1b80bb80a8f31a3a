//===- Oracle.cpp - How ap-run holds outputs to a reference ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Oracle.h"
#include "Compile.h"

#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Conversion/Passes.h"
#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Execution/SpmdRunner.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include "Options.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <random>

using namespace mlir;
using namespace mlir::ap;
namespace cl = llvm::cl;

static cl::opt<double> rtolOption(
    cl::cat(getApRunCategory()), "rtol",
    cl::desc("Relative tolerance, instead of the error model's "
             "(docs/Testing.md); with --atol: |c - r| <= atol + rtol |r|"),
    cl::init(-1));
static cl::opt<double>
    atolOption(cl::cat(getApRunCategory()), "atol",
               cl::desc("Absolute tolerance, instead of the error model's"),
               cl::init(-1));

/// Whether --rtol or --atol replace the error model.
static bool usesFixedTolerances() { return rtolOption >= 0 || atolOption >= 0; }

/// Whether some value of `module` is a float narrower than f64 (or a
/// complex number of such parts).
static bool hasNarrowFloats(ModuleOp module) {
  auto isNarrow = [](Type type) {
    double u = getUnitRoundoff(type);
    return u > getUnitRoundoff(Float64Type::get(type.getContext()));
  };
  WalkResult walk = module.walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      if (isNarrow(type))
        return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument argument : block.getArguments())
          if (isNarrow(argument.getType()))
            return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Runs `populate`'s passes on `module`; on failure, `reason` is the first
/// diagnostic they emitted.
static LogicalResult
runQuietly(ModuleOp module, std::string &reason,
           llvm::function_ref<void(OpPassManager &)> populate) {
  ScopedDiagnosticHandler handler(module.getContext(),
                                  [&](Diagnostic &diagnostic) {
                                    if (reason.empty())
                                      reason = diagnostic.str();
                                    return success();
                                  });
  PassManager pm(module.getContext());
  populate(pm);
  return pm.run(module);
}

ReferenceErrorModel ReferenceErrorModel::prepare(ModuleOp reference,
                                                 StringRef entry,
                                                 const RoundingOptions &options,
                                                 ModuleOp candidate) {
  ReferenceErrorModel model;
  auto function = reference.lookupSymbol<func::FuncOp>(entry);
  // Fixed tolerances need neither budgets nor the f64 form.
  if (!function || usesFixedTolerances())
    return model;
  model.budgets = estimateRoundingErrors(function, options);
  auto candidateFunction =
      candidate ? candidate.lookupSymbol<func::FuncOp>(entry) : nullptr;
  // The candidate's collectives round where the global program may have no
  // sum at all: counted at the roundoff of the program's own output type.
  if (candidateFunction &&
      candidateFunction.getNumResults() == function.getNumResults())
    for (auto [budget, count, type] :
         llvm::zip_equal(model.budgets,
                         countCollectiveRoundings(candidateFunction, options),
                         function.getResultTypes()))
      budget.scale += count * getUnitRoundoff(type);
  ProgramSignature signature;
  if (failed(readProgramSignature(function, signature)) ||
      !signature.meshShape.empty()) {
    model.noWideReason = model.noMagnitudesReason =
        "the reference is partitioned";
    return model;
  }
  // The f64 form; its diagnostics are the reason there is none, not errors
  // of the run. A program without narrower floats is its own.
  bool narrow = hasNarrowFloats(reference);
  if (!narrow)
    model.noWideReason = "no float narrower than f64";
  OwningOpRef<ModuleOp> widened = reference.clone();
  if (narrow &&
      failed(runQuietly(*widened, model.noWideReason, [](OpPassManager &pm) {
        pm.addPass(createAPWidenFloats());
      }))) {
    model.noMagnitudesReason = "no f64 form";
    return model;
  }
  // The f64 form that also returns the outputs' magnitudes, if every op of
  // it can be followed; else the f64 form alone.
  double seconds = 0;
  OwningOpRef<ModuleOp> tracked = widened->clone();
  std::string trackEntry = entry.str();
  if (succeeded(runQuietly(*tracked, model.noMagnitudesReason,
                           [&](OpPassManager &pm) {
                             // As the lowering does first (torch-mlir's
                             // scatters, fused attention), then calls
                             // inlined.
                             pm.addPass(createAPEraseShardings());
                             buildProgramPreparationPipeline(pm);
                             pm.addPass(createInlinerPass());
                             APTrackMagnitudesOptions track;
                             track.entry = trackEntry;
                             pm.addPass(createAPTrackMagnitudes(track));
                           }))) {
    // Its diagnostics, if it does not compile, are the reason too.
    ScopedDiagnosticHandler handler(reference.getContext(),
                                    [](Diagnostic &) { return success(); });
    FailureOr<std::unique_ptr<JitProgram>> program =
        compileProgram(*tracked, entry, ProgramRole::Reference, seconds);
    if (succeeded(program)) {
      model.wide = std::move(*program);
      model.tracksMagnitudes = true;
      model.numOutputs = function.getNumResults();
    } else {
      model.noMagnitudesReason = "its instrumented f64 form does not compile";
    }
  }
  if (!model.wide && narrow) {
    FailureOr<std::unique_ptr<JitProgram>> program =
        compileProgram(*widened, entry, ProgramRole::Reference, seconds);
    if (failed(program)) {
      model.noWideReason = "its f64 form does not compile";
      return model;
    }
    model.wide = std::move(*program);
  }
  model.hasExactValues = narrow && model.wide;
  return model;
}

void ReferenceErrorModel::run(ArrayRef<HostTensor> inputs,
                              const CompiledProgram &reference) {
  if (usesFixedTolerances())
    return;
  for (const HostTensor &input : inputs)
    if (isFloatingPoint(input.getKind()))
      inputMagnitude =
          std::max(inputMagnitude, input.getLargestFiniteMagnitude());
  const CompiledProgram *program = wide ? wide.get() : &reference;
  if (program->isDistributed())
    return;
  // The f64 form's checks may decide otherwise than the program's own (a
  // bound a computed value reaches in one precision), and the perturbed
  // inputs below may fail them: the program's own run is what its checks
  // are held to.
  IgnoredAssertions ignored;
  SmallVector<HostTensor> converted;
  for (auto [input, argument] :
       llvm::zip_equal(inputs, program->getArguments()))
    converted.push_back(input.convertTo(argument.kind));
  SmallVector<HostTensor> base =
      runOnGlobalTensors(*program, converted).outputs;
  if (tracksMagnitudes) {
    // The outputs, then the magnitude of each float output.
    auto next = base.begin() + numOutputs;
    for (const HostTensor &output : ArrayRef(base).take_front(numOutputs))
      magnitudes.push_back(isFloatingPoint(output.getKind()) ? *next++
                                                             : HostTensor());
    base.truncate(numOutputs);
  }
  if (hasExactValues)
    exactOutputs = base;
  // The sensitivity: every float input times (1 + delta r), r uniform in
  // [-1, 1), small enough to stay linear, large enough for the program's own
  // precision to see it.
  double delta = 0x1p-30;
  for (const HostTensor &input : converted)
    if (!hasExactValues && isFloatingPoint(input.getKind()))
      delta = std::max(delta, 16 * getUnitRoundoff(input.getKind()));
  std::mt19937 rng(0x5eed);
  std::uniform_real_distribution<double> unit(-1, 1);
  for (HostTensor &input : converted)
    if (isFloatingPoint(input.getKind()))
      for (int64_t i = 0; i < input.getNumElements(); ++i)
        input.set(i, input.get(i) * (1 + delta * unit(rng)));
  SmallVector<HostTensor> perturbed =
      runOnGlobalTensors(*program, converted).outputs;
  for (auto [before, after] :
       llvm::zip(base, ArrayRef(perturbed).take_front(base.size()))) {
    HostTensor &sensitivity =
        sensitivities.emplace_back(ElementType::F64, before.getShape());
    if (!isFloatingPoint(before.getKind()))
      continue;
    for (int64_t i = 0; i < before.getNumElements(); ++i) {
      double change = std::fabs(after.get(i) - before.get(i)) / delta;
      sensitivity.set(i, std::isfinite(change) ? change : 0);
    }
  }
}

TensorComparison ReferenceErrorModel::compare(unsigned index,
                                              const HostTensor &expected,
                                              const HostTensor &actual) const {
  if (usesFixedTolerances())
    return compareTensors(expected, actual,
                          std::max(0.0, rtolOption.getValue()),
                          std::max(0.0, atolOption.getValue()));
  ErrorModelReference model;
  if (index < budgets.size()) {
    model.relative = budgets[index].relative;
    model.scale = budgets[index].scale;
  }
  // Only a narrower output has anything to gain from the f64 values; an f64
  // output of them holds both programs' rounding.
  if (index < exactOutputs.size() &&
      getElementBitWidth(expected.getKind()) < 64)
    model.exact = &exactOutputs[index];
  if (index < sensitivities.size())
    model.sensitivity = &sensitivities[index];
  if (index < magnitudes.size() &&
      magnitudes[index].getShape() == expected.getShape())
    model.magnitude = &magnitudes[index];
  model.inputMagnitude = inputMagnitude;
  return compareUnderErrorModel(expected, actual, model);
}

std::string ReferenceErrorModel::describe() const {
  if (usesFixedTolerances())
    return llvm::formatv("fixed tolerances: rtol {0}, atol {1}",
                         std::max(0.0, rtolOption.getValue()),
                         std::max(0.0, atolOption.getValue()))
        .str();
  std::string against =
      hasExactValues
          ? "the error model, against the reference evaluated in f64"
          : "the error model, against the reference (" + noWideReason + ")";
  if (tracksMagnitudes)
    return against + ", at the magnitudes tracked through it";
  return against + ", at the outputs' and inputs' magnitude (" +
         noMagnitudesReason + ")";
}

bool ReferenceErrorModel::report(unsigned index, StringRef what,
                                 const HostTensor &expected,
                                 const HostTensor &actual,
                                 const ReplicaCheck *replicas) const {
  TensorComparison comparison = compare(index, expected, actual);
  llvm::raw_ostream &os = llvm::outs();
  os << "ap-run: output " << index << " " << what;
  if (!comparison.shapeMatches) {
    os << ": different types: FAIL\n";
    return false;
  }
  os << llvm::format(": max abs error %.3g, max rel error %.3g",
                     comparison.maxAbsError, comparison.maxRelError);
  if (comparison.tolerance) {
    os << llvm::format(" (tolerance %.3g", *comparison.tolerance);
    if (comparison.relativeTolerance)
      os << llvm::format(" + %.3g |x|", comparison.relativeTolerance);
    os << llvm::format(", %.2g of it used", comparison.worstFraction);
    if (comparison.referenceError)
      os << llvm::format("; the reference's own error %.3g",
                         *comparison.referenceError);
    os << ")";
  }
  if (comparison.mismatches) {
    int64_t first = comparison.firstMismatch;
    os << ", " << comparison.mismatches << " element(s) out of tolerance "
       << "(first at " << formatIndex(expected.getShape(), first)
       << ": expected " << formatElement(expected, first) << ", got "
       << formatElement(actual, first) << ")";
  }
  // Devices that replicate an element may differ by rounding only (native
  // collectives round in their own order).
  double replicaTolerance =
      comparison.tolerance.value_or(std::max(0.0, atolOption.getValue()));
  bool replicasAgree = !replicas || replicas->maxDifference <= replicaTolerance;
  if (replicas && replicas->differing)
    os << llvm::format(", replicas differ by %.3g", replicas->maxDifference)
       << " on " << replicas->differing << " element(s)";
  bool passed = comparison.passed() && replicasAgree;
  os << (passed ? ": PASS\n" : ": FAIL\n");
  return passed;
}

SmallVector<const cl::Option *> mlir::ap::getComparisonOptions() {
  return {&rtolOption, &atolOption};
}

llvm::Error mlir::ap::checkComparisonOptions() {
  // -1 (the default): the error model decides.
  OptionRange tolerance =
      OptionRange::atLeast(0, "-1: the error model's").orSpecial(-1).finite();
  if (llvm::Error error = checkFlag("rtol", rtolOption, tolerance))
    return error;
  return checkFlag("atol", atolOption, tolerance);
}
