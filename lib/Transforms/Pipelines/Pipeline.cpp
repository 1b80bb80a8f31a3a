//===- Pipeline.cpp - The whole auto-parallelization flow -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/Pipeline.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/Transforms/PipelineParallelPasses.h"

#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Reads `extra`, options in `pass`'s own syntax that the user gave, over
/// those the pipeline set from its own options.
LogicalResult
readExtraOptions(Pass &pass, StringRef extra,
                 function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (extra.empty() || succeeded(pass.initializeOptions(extra, errorHandler)))
    return success();
  return errorHandler(llvm::formatv("ap-auto-parallel: cannot read the "
                                    "options of {0}: '{1}'",
                                    pass.getArgument(), extra));
}

/// Adds `pass` after reading `extra` (readExtraOptions).
LogicalResult addPass(OpPassManager &pm, std::unique_ptr<Pass> pass,
                      StringRef extra,
                      function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (failed(readExtraOptions(*pass, extra, errorHandler)))
    return failure();
  pm.addPass(std::move(pass));
  return success();
}

/// `pass`'s options in its own syntax, as the pass manager prints them:
/// "a=1 b='x y'" of "ap-auto-shard{a=1 b='x y'}".
std::string printOptions(Pass &pass) {
  std::string text;
  llvm::raw_string_ostream os(text);
  pass.printAsTextualPipeline(os);
  StringRef options = StringRef(text).drop_front(pass.getArgument().size());
  if (options.consume_front("{"))
    options.consume_back("}");
  return options.str();
}

/// The policy the step is split with, if it is split: the pipeline's
/// `recompute`, or else the one the planner's memory term counts (a user's
/// `auto-shard-options={recompute=sac}`): a plan that counts what a split
/// saves holds for the step only once it is split (the joint step keeps
/// every activation alive, as save-all does). The two disagreeing is an
/// error: the plan's memory figure would describe another program.
FailureOr<std::optional<RecomputePolicy>>
resolveSplit(const AutoParallelOptions &options, RecomputePolicy planned,
             function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (!options.recompute.hasValue())
    return planned == RecomputePolicy::SaveAll
               ? std::optional<RecomputePolicy>()
               : std::optional<RecomputePolicy>(planned);
  RecomputePolicy split = options.recompute;
  if (split != planned) {
    (void)errorHandler(llvm::formatv(
        "ap-auto-parallel: recompute={0} splits the step, but "
        "auto-shard-options plans for recompute={1}: the plan's memory "
        "figure would not describe the program (give one policy)",
        getRecomputePolicyName(split), getRecomputePolicyName(planned)));
    return failure();
  }
  return std::optional<RecomputePolicy>(split);
}

} // namespace

llvm::raw_ostream &mlir::ap::operator<<(llvm::raw_ostream &os,
                                        const PipelineStages &stages) {
  switch (stages.kind) {
  case PipelineStages::Kind::Off:
    return os << "off";
  case PipelineStages::Kind::Auto:
    return os << "auto";
  case PipelineStages::Kind::Fixed:
    return os << stages.stages;
  }
  llvm_unreachable("unknown pipeline kind");
}

bool llvm::cl::parser<PipelineStages>::parse(Option &option, StringRef argName,
                                             StringRef arg,
                                             PipelineStages &value) {
  if (arg == "off") {
    value = PipelineStages();
    return false;
  }
  if (arg == "auto") {
    value = {PipelineStages::Kind::Auto, 0};
    return false;
  }
  int64_t stages;
  if (!arg.getAsInteger(10, stages) && stages >= 1) {
    value = stages == 1 ? PipelineStages()
                        : PipelineStages{PipelineStages::Kind::Fixed, stages};
    return false;
  }
  return option.error("'" + arg +
                      "' is not off, auto or a stage count (at least 1)");
}

void llvm::cl::parser<PipelineStages>::printOptionDiff(
    const Option &option, const PipelineStages &value,
    const OptVal &defaultValue, size_t globalWidth) const {
  printOptionName(option, globalWidth);
  std::string text;
  llvm::raw_string_ostream(text) << value;
  outs() << "= " << text << "\n";
}

void llvm::cl::parser<PipelineStages>::anchor() {}

namespace {

/// The SPMD flow after import: einsum form, precision, planning,
/// partitioning and what follows. `recordPredictedStep`: the planner keeps
/// `ap.predicted_step` on the functions (for ap-choose-pipeline).
LogicalResult
buildSpmdFlow(OpPassManager &pm, const AutoParallelOptions &options,
              function_ref<LogicalResult(const Twine &)> errorHandler,
              bool recordPredictedStep);

/// The pipelined flow after import: ap-choose-pipeline over the SPMD flow
/// (pipeline=auto) or over S stages' micro-batch counts alone.
LogicalResult
buildPipelinedFlow(OpPassManager &pm, const AutoParallelOptions &options,
                   function_ref<LogicalResult(const Twine &)> errorHandler) {
  APChoosePipelineOptions choose;
  bool automatic = options.pipeline.getValue().kind ==
                   PipelineStages::Kind::Auto;
  choose.stages = automatic ? 0 : options.pipeline.getValue().stages;
  if (options.microBatches < 0)
    return errorHandler("ap-auto-parallel: micro-batches cannot be negative");
  choose.microBatches = options.microBatches;
  choose.spmd = automatic;
  if (options.recompute.hasValue())
    choose.recompute = options.recompute;
  choose.targetPreset = options.target;
  choose.targetFile = options.targetFile;
  choose.targetJson = options.targetJson;
  choose.summary = options.summary;
  choose.report = options.planReport;
  choose.overlap = options.overlap;
  if (automatic) {
    OpPassManager spmd(ModuleOp::getOperationName());
    if (failed(buildSpmdFlow(spmd, options, errorHandler,
                             /*recordPredictedStep=*/true)))
      return failure();
    std::string text;
    llvm::raw_string_ostream os(text);
    spmd.printAsTextualPipeline(os);
    choose.spmdPipeline = text;
  }
  pm.addPass(createAPChoosePipeline(choose));
  return success();
}

} // namespace

LogicalResult mlir::ap::buildAutoParallelPipeline(
    OpPassManager &pm, const AutoParallelOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (options.importTorch)
    pm.addPass(createAPImportTorch());
  if (options.raiseAttention) {
    APRaiseAttentionOptions raise;
    raise.report = options.report;
    pm.addPass(createAPRaiseAttention(raise));
  }
  if (options.pipeline.getValue().kind != PipelineStages::Kind::Off)
    return buildPipelinedFlow(pm, options, errorHandler);
  return buildSpmdFlow(pm, options, errorHandler,
                       /*recordPredictedStep=*/false);
}

namespace {

LogicalResult
buildSpmdFlow(OpPassManager &pm, const AutoParallelOptions &options,
              function_ref<LogicalResult(const Twine &)> errorHandler,
              bool recordPredictedStep) {

  // What ap-auto-shard plans for. The activations the step keeps: what the
  // split saves, or everything the backward reads when it is not split.
  bool split = options.recompute.hasValue();
  // The split the plan's memory term counts, once the user's planner
  // options are read (resolveSplit).
  RecomputePolicy planned = RecomputePolicy::SaveAll;
  APAutoShardOptions autoShard;
  autoShard.meshName = options.mesh;
  autoShard.targetPreset = options.target;
  autoShard.targetFile = options.targetFile;
  autoShard.targetJson = options.targetJson;
  autoShard.timeLimit = options.timeLimit;
  autoShard.recompute = split ? options.recompute : RecomputePolicy::SaveAll;
  autoShard.overlap = options.overlap;
  autoShard.progress = options.progress;
  autoShard.gap = options.gap;
  autoShard.recordPredictedStep = recordPredictedStep;

  if (options.einsumForm == EinsumForm::Best) {
    // ap-choose-einsum-form runs ap-auto-shard passes of its own, configured
    // in ap-auto-shard's syntax: the options of one configured here.
    std::unique_ptr<Pass> planner = createAPAutoShard(autoShard);
    if (failed(
            readExtraOptions(*planner, options.autoShardOptions, errorHandler)))
      return failure();
    planned = getPlannedRecompute(*planner);
    APChooseEinsumFormOptions choose;
    choose.autoShardOptions = printOptions(*planner);
    choose.summary = options.summary;
    choose.planReport = options.planReport;
    choose.explain = options.explain;
    choose.report = options.report;
    // The pipeline's time limit is the whole planning's: both forms share it.
    choose.timeLimit = options.timeLimit;
    choose.precision = options.precision;
    choose.recordPredictedStep = recordPredictedStep;
    if (recordPredictedStep) {
      // ap-choose-pipeline writes the summary.
      choose.summary = "";
      choose.planReport = "";
    }
    pm.addPass(createAPChooseEinsumForm(choose));
  } else {
    if (options.einsumForm == EinsumForm::Always) {
      APCanonicalizeEinsumOptions canonicalize;
      canonicalize.report = options.report;
      pm.addPass(createAPCanonicalizeEinsum(canonicalize));
    }
    if (options.precision != PrecisionPolicy::None) {
      APMixedPrecisionOptions precision;
      precision.policy = options.precision;
      precision.report = options.report;
      pm.addPass(createAPMixedPrecision(precision));
    }
    autoShard.summary = recordPredictedStep ? std::string() : options.summary.getValue();
    autoShard.reportFile =
        recordPredictedStep ? std::string() : options.planReport.getValue();
    autoShard.explain = options.explain;
    std::unique_ptr<Pass> planner = createAPAutoShard(autoShard);
    if (failed(
            readExtraOptions(*planner, options.autoShardOptions, errorHandler)))
      return failure();
    planned = getPlannedRecompute(*planner);
    pm.addPass(std::move(planner));
  }
  FailureOr<std::optional<RecomputePolicy>> splitPolicy =
      resolveSplit(options, planned, errorHandler);
  if (failed(splitPolicy))
    return failure();

  if (options.bypassRoundTrips) {
    APBypassRoundTripsOptions bypass;
    bypass.report = options.report;
    pm.addPass(createAPBypassRoundTrips(bypass));
  }
  // ap-auto-shard's plan is exact: nothing moves that it did not price.
  APPartitionOptions partition;
  partition.exactAnnotations = true;
  if (failed(addPass(pm, createAPPartition(partition), options.partitionOptions,
                     errorHandler)))
    return failure();
  if (options.fuseAllGatherChains) {
    APFuseAllGatherChainsOptions fuse;
    fuse.report = options.report;
    if (failed(addPass(pm, createAPFuseAllGatherChains(fuse),
                       options.fuseOptions, errorHandler)))
      return failure();
  }
  if (options.mergeCollectives) {
    APMergeCollectivesOptions merge;
    merge.report = options.report;
    if (failed(addPass(pm, createAPMergeCollectives(merge),
                       options.mergeOptions, errorHandler)))
      return failure();
  }
  if (*splitPolicy) {
    APRecomputePartitionOptions recompute;
    recompute.policy = **splitPolicy;
    recompute.report = options.report;
    pm.addPass(createAPRecomputePartition(recompute));
  }
  if (options.overlap) {
    APScheduleCollectivesOptions schedule;
    schedule.report = options.report;
    pm.addPass(createAPScheduleCollectives(schedule));
  }
  return success();
}

} // namespace

void mlir::ap::registerAutoParallelPipeline() {
  registerPassPipeline(
      "ap-auto-parallel",
      "The whole flow: import, einsum canonicalization, precision policy, "
      "auto-sharding, "
      "round-trip bypass, partitioning, all-gather chain fusion, collective "
      "merging, forward/backward split, collective scheduling "
      "(docs/Pipeline.md)",
      [](OpPassManager &pm, StringRef optionsString,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        AutoParallelOptions options;
        if (failed(options.parseFromString(optionsString)))
          return failure();
        return buildAutoParallelPipeline(pm, options, errorHandler);
      },
      [](function_ref<void(const detail::PassOptions &)> optionHandler) {
        optionHandler(AutoParallelOptions());
      });
}
