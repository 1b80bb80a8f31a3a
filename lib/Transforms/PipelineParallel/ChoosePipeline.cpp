//===- ChoosePipeline.cpp - Stages and micro-batches by price -------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-choose-pipeline: plans a copy of the module for every candidate (the
// SPMD program, and each stage count and micro-batch count ap-pipeline-split
// can run), prices each on the target and keeps the fastest whose memory
// fits (docs/PipelineParallelism.md).
//
//===----------------------------------------------------------------------===//

#include "PipelineSplit.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Target/CostModel.h"
#include "Shard/Target/TargetCostModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/FormatVariadic.h"

#include <chrono>
#include <cmath>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCHOOSEPIPELINE
#include "Shard/Transforms/PipelineParallelPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// One candidate, planned in a module nested in the pass's.
struct Candidate {
  int64_t stages = 1, microBatches = 1;
  ModuleOp module;
  /// Predicted step (seconds), the most memory a device holds (pipelined
  /// candidates; 0 for the SPMD one, whose planner holds it to the
  /// capacity) and whether it fits.
  double step = 0, memory = 0;
  bool fits = false;
  /// Why it could not be planned (empty when it was).
  std::string refusal;
  /// Why it was not planned: the least its step could be (empty when it
  /// was planned).
  std::string skipped;
  /// A pipelined candidate's seconds per micro-batch over its stages, and
  /// the part of them that does not grow with the micro-batch.
  double work = 0, fixed = 0;
  std::string summary;
  /// A pipelined candidate's schedule.
  PipelineTimeline timeline;
  double seconds = 0;
};

struct APChoosePipelinePass
    : public ap::impl::APChoosePipelineBase<APChoosePipelinePass> {
  using Base::Base;

  /// A copy of the module's program (everything but the candidates' modules)
  /// nested at its end.
  ModuleOp copyProgram(ArrayRef<Candidate> candidates);
  /// Plans `candidate` in its copy; a failure is recorded as its refusal.
  void plan(Candidate &candidate, const TargetDescription &target,
            ArrayRef<Candidate> planned);
  /// Replaces the module's body with `chosen`'s.
  void adopt(Candidate &chosen);
  /// Plans the candidate (`stageCount`, `count`) and keeps its copy if it
  /// is the fastest that fits so far (`chosen`).
  void consider(int64_t stageCount, int64_t count,
                const TargetDescription &target);
  /// The candidates the options allow on a pipeline axis of `axis` devices
  /// and a batch of `batch`: the SPMD program, and each stage count's
  /// micro-batch counts from the most down, while they fit and get
  /// faster.
  void search(int64_t axis, int64_t batch, const TargetDescription &target);
  /// Whether (`stageCount`, `count`) cannot beat the fastest candidate so
  /// far, judged from `planned` (the same stage count, more micro-batches):
  /// then it is recorded as skipped.
  bool skipSlower(const Candidate &planned, int64_t count);
  /// One line per candidate: its price or its refusal.
  void describe(llvm::raw_ostream &os) const;
  void runOnOperation() override;

  SmallVector<Candidate, 0> candidates;
  /// The fastest candidate that fits so far (the only one with a copy).
  std::optional<size_t> chosen;
};

ModuleOp APChoosePipelinePass::copyProgram(ArrayRef<Candidate> candidates) {
  ModuleOp module = getOperation();
  SmallVector<Operation *> program;
  for (Operation &op : module.getBody()->without_terminator())
    if (llvm::none_of(candidates, [&](const Candidate &candidate) {
          return const_cast<Candidate &>(candidate).module.getOperation() == &op;
        }))
      program.push_back(&op);
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto copy = ModuleOp::create(builder, module.getLoc());
  for (NamedAttribute attribute : module->getAttrs())
    if (attribute.getName() != SymbolTable::getSymbolAttrName())
      copy->setAttr(attribute.getName(), attribute.getValue());
  builder.setInsertionPointToStart(copy.getBody());
  for (Operation *op : program)
    builder.clone(*op);
  return copy;
}

void APChoosePipelinePass::plan(Candidate &candidate,
                                const TargetDescription &target,
                                ArrayRef<Candidate> planned) {
  candidate.module = copyProgram(planned);
  auto start = std::chrono::steady_clock::now();
  // A candidate's failure is its refusal, not the pass's.
  ScopedDiagnosticHandler hold(&getContext(), [&](Diagnostic &diagnostic) {
    if (diagnostic.getSeverity() != DiagnosticSeverity::Error)
      return success();
    if (candidate.refusal.empty())
      candidate.refusal = diagnostic.str();
    return success();
  });
  auto run = [&](OpPassManager &pipeline, Operation *op) {
    return runPipeline(pipeline, op);
  };
  if (candidate.stages == 1) {
    // With or without its anchor (a printed pass manager has one).
    std::string text = spmdPipeline;
    if (!StringRef(text).starts_with("builtin.module("))
      text = "builtin.module(" + text + ")";
    std::string parseErrors;
    llvm::raw_string_ostream errors(parseErrors);
    FailureOr<OpPassManager> pipeline = parsePassPipeline(text, errors);
    if (failed(pipeline)) {
      candidate.refusal =
          "cannot read spmd-pipeline '" + spmdPipeline + "': " + parseErrors;
    } else if (succeeded(runPipeline(*pipeline, candidate.module))) {
      bool recorded = false;
      candidate.module.walk([&](func::FuncOp function) {
        if (auto seconds = function->getAttrOfType<FloatAttr>(
                APDialect::getPredictedStepAttrName())) {
          candidate.step += seconds.getValueAsDouble();
          recorded = true;
          function->removeAttr(APDialect::getPredictedStepAttrName());
        }
      });
      candidate.fits = recorded;
      if (!recorded)
        candidate.refusal = "its planner recorded no predicted step "
                            "(ap-auto-shard's record-predicted-step)";
    } else if (candidate.refusal.empty()) {
      candidate.refusal = "its pipeline failed";
    }
  } else {
    PipelineSplitConfig config{candidate.stages, candidate.microBatches,
                               schedule, recompute, PipelineMutant::None};
    config.overlap = overlap;
    config.planningSeconds = candidateTimeLimit;
    // The stage program is planned for S x the capacity (it holds every
    // layer); where a stage then needs more than the capacity, it is
    // planned again within less, in proportion, up to kReplans times.
    constexpr int kReplans = 2;
    for (int attempt = 0; attempt <= kReplans; ++attempt) {
      if (attempt > 0) {
        candidate.module.erase();
        candidate.module = copyProgram(planned);
      }
      FailureOr<StagesSplit> split =
          splitIntoStages(candidate.module, config, target, run);
      if (failed(split)) {
        if (candidate.refusal.empty())
          candidate.refusal = "the split failed";
        break;
      }
      candidate.step = split->price.step;
      candidate.fits = split->price.fits;
      candidate.work = 0;
      for (const StageTimes &times : split->price.times)
        candidate.work += times.forward + times.backward;
      candidate.fixed = split->price.fixed;
      candidate.memory = *llvm::max_element(split->price.memory);
      candidate.summary = split->summary;
      candidate.timeline = split->price.timeline;
      if (candidate.fits)
        break;
      double budget = config.stageBudget > 0
                          ? config.stageBudget
                          : target.memoryCapacity * candidate.stages;
      config.stageBudget =
          budget * 0.95 * target.memoryCapacity / candidate.memory;
    }
  }
  candidate.seconds = std::chrono::duration<double>(
                          std::chrono::steady_clock::now() - start)
                          .count();
  if (!candidate.refusal.empty()) {
    candidate.module.erase();
    candidate.module = nullptr;
  }
}

void APChoosePipelinePass::adopt(Candidate &chosen) {
  ModuleOp module = getOperation();
  // What its passes recorded on the module (the target they priced for).
  for (NamedAttribute attribute : chosen.module->getAttrs())
    if (attribute.getName() != SymbolTable::getSymbolAttrName())
      module->setAttr(attribute.getName(), attribute.getValue());
  for (Operation &op :
       llvm::make_early_inc_range(module.getBody()->without_terminator()))
    if (&op != chosen.module.getOperation())
      op.erase();
  Block *body = module.getBody();
  body->getOperations().splice(body->end(),
                               chosen.module.getBody()->getOperations());
  chosen.module.erase();
  chosen.module = nullptr;
}

/// The batch the step's batch arguments share (their first's size), or 0.
static int64_t getBatchSize(ModuleOp module) {
  for (auto function : module.getOps<func::FuncOp>()) {
    if (function.isExternal() || !function.isPublic())
      continue;
    for (unsigned index = 0; index < function.getNumArguments(); ++index)
      if (std::optional<int64_t> dim = getBatchDim(function, index))
        if (auto type =
                dyn_cast<RankedTensorType>(function.getArgumentTypes()[index]))
          return type.getDimSize(*dim);
  }
  return 0;
}

void APChoosePipelinePass::consider(int64_t stageCount, int64_t count,
                                    const TargetDescription &target) {
  Candidate candidate;
  candidate.stages = stageCount;
  candidate.microBatches = count;
  plan(candidate, target, candidates);
  std::optional<size_t> best = chosen;
  bool better = candidate.module && candidate.fits &&
                (!best || candidate.step < candidates[*best].step);
  // Only the fastest that fits so far keeps its copy.
  if (better && best) {
    candidates[*best].module.erase();
    candidates[*best].module = nullptr;
  } else if (!better && candidate.module) {
    candidate.module.erase();
    candidate.module = nullptr;
  }
  candidates.push_back(std::move(candidate));
  if (better)
    chosen = candidates.size() - 1;
}

bool APChoosePipelinePass::skipSlower(const Candidate &planned, int64_t count) {
  if (!chosen || planned.microBatches % count != 0)
    return false;
  // Micro-batches k times larger: a plan for them, run on the smaller
  // ones, would take at least 1/k of its time plus the fixed part it no
  // longer shares; the planner's plan for the smaller ones is no slower.
  // So the stages take at least k x the work less (k - 1) x the fixed part
  // per micro-batch, and the schedule of equal stages runs M + S - 1
  // slots of 1/S of that.
  double k = static_cast<double>(planned.microBatches / count);
  int64_t stageCount = planned.stages;
  double least = (count + stageCount - 1) *
                 (k * planned.work - (k - 1) * planned.fixed) / stageCount;
  if (least < candidates[*chosen].step)
    return false;
  Candidate candidate;
  candidate.stages = stageCount;
  candidate.microBatches = count;
  candidate.skipped = llvm::formatv(
      "at least {0:f3} ms, no faster than the best ({1} x a micro-batch's "
      "work with {2}, less its kernels' floors and collectives' latencies, "
      "over {3} slots)",
      least * 1e3, planned.microBatches / count, planned.microBatches,
      count + stageCount - 1);
  candidates.push_back(std::move(candidate));
  return true;
}

void APChoosePipelinePass::search(int64_t axis, int64_t batch,
                                  const TargetDescription &target) {
  // Micro-batch counts: the one given, else 8S, 4S and 2S where they
  // divide the batch (the most first: the least memory in flight and the
  // smallest bubble).
  auto counts = [&](int64_t s) {
    SmallVector<int64_t> result;
    if (microBatches != 0) {
      result.push_back(microBatches);
      return result;
    }
    for (int64_t factor : {8, 4, 2})
      if (batch > 0 && batch % (factor * s) == 0)
        result.push_back(factor * s);
    return result;
  };
  if (spmd)
    consider(1, 1, target);
  // Per stage count, down its micro-batch counts while each fits and is
  // faster than the one before: fewer micro-batches keep more activations
  // in flight (S of them, each larger), so once one does not fit, fewer do
  // not either; and larger micro-batches run their kernels better but
  // wait longer in the bubble, so the step falls, then rises.
  for (int64_t s = 2; s <= axis; ++s) {
    if (axis % s != 0 || (stages != 0 && s != stages))
      continue;
    double previous = std::numeric_limits<double>::infinity();
    std::optional<size_t> last;
    for (int64_t m : counts(s)) {
      if (last && skipSlower(candidates[*last], m))
        break;
      consider(s, m, target);
      last = candidates.size() - 1;
      const Candidate &planned = candidates.back();
      if (!planned.refusal.empty())
        continue;
      if (!planned.fits || planned.step >= previous)
        break;
      previous = planned.step;
    }
  }
}

void APChoosePipelinePass::describe(llvm::raw_ostream &os) const {
  for (const Candidate &candidate : candidates) {
    os << llvm::formatv("  {0} stage(s), {1} micro-batch(es): ",
                        candidate.stages, candidate.microBatches);
    if (!candidate.skipped.empty()) {
      os << "not planned: " << candidate.skipped << "\n";
      continue;
    }
    if (!candidate.refusal.empty())
      os << "refused: " << candidate.refusal;
    else
      os << llvm::formatv(
          "predicted step {0:f3} ms{1}", candidate.step * 1e3,
          candidate.stages == 1
              ? std::string()
              : llvm::formatv(", {0} a device{1}",
                              formatBytes(candidate.memory),
                              candidate.fits ? "" : ", over the capacity")
                    .str());
    os << llvm::formatv(" (planned in {0:f1} s)\n", candidate.seconds);
  }
}

void APChoosePipelinePass::runOnOperation() {
  ModuleOp module = getOperation();
  FailureOr<TargetDescription> target = getTarget(
      module, {targetPreset, targetFile, targetJson}, "ap-choose-pipeline");
  if (failed(target))
    return signalPassFailure();
  SmallVector<MeshOp> meshes(module.getOps<MeshOp>());
  if (meshes.size() != 1) {
    emitError(module.getLoc())
        << "ap-choose-pipeline: the module needs exactly one ap.mesh (its "
           "first axis is the pipeline), not "
        << meshes.size();
    return signalPassFailure();
  }
  ArrayRef<int64_t> shape = meshes.front().getShape();
  int64_t axis = shape.empty() ? 1 : shape[0];
  if (candidateTimeLimit < 0 || !std::isfinite(candidateTimeLimit)) {
    emitError(module.getLoc())
        << "ap-choose-pipeline: candidate-time-limit must be a finite "
           "number of seconds, 0 or more";
    return signalPassFailure();
  }
  if (stages < 0 || microBatches < 0) {
    emitError(module.getLoc())
        << "ap-choose-pipeline: stages and micro-batches cannot be negative";
    return signalPassFailure();
  }
  if (stages != 0 && (stages < 2 || axis % stages != 0)) {
    meshes.front().emitOpError()
        << "ap-choose-pipeline: stages=" << static_cast<int64_t>(stages)
        << " does not divide the mesh's first axis (" << axis
        << " devices) into 2 or more stages";
    return signalPassFailure();
  }
  candidates.clear();
  chosen.reset();
  search(axis, getBatchSize(module), *target);
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!chosen) {
    describe(os);
    meshes.front().emitOpError()
        << "ap-choose-pipeline: no candidate could be planned within the "
           "memory:\n"
        << text;
    return signalPassFailure();
  }
  Candidate &kept = candidates[*chosen];
  if (kept.stages == 1)
    os << "pipeline: 1 stages (the SPMD program is the fastest that fits)\n";
  else
    os << kept.summary;
  os << "candidates:\n";
  describe(os);
  int64_t stageCount = kept.stages == 1 ? 0 : kept.stages;
  PipelineTimeline timeline = kept.timeline;
  adopt(kept);
  if (failed(writePipelineOutputs(module, "ap-choose-pipeline", summary,
                                  report, text, timeline, stageCount)))
    return signalPassFailure();
}

} // namespace
