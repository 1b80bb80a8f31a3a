//===- Pipeline.cpp - The whole auto-parallelization flow -----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/Transforms/Pipeline.h"
#include "Shard/Dialect/AP/Transforms/AutoShardPasses.h"

#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Quotes a string option value for a pass's option syntax.
std::string quote(StringRef value) { return ("'" + value + "'").str(); }

/// Adds `pass`, configured by `options` (the pass's own syntax).
LogicalResult addPass(OpPassManager &pm, std::unique_ptr<Pass> pass,
                      StringRef options,
                      function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (!options.empty() &&
      failed(pass->initializeOptions(options, errorHandler)))
    return errorHandler(llvm::formatv("ap-auto-parallel: cannot read the "
                                      "options of {0}: '{1}'",
                                      pass->getArgument(), options));
  pm.addPass(std::move(pass));
  return success();
}

} // namespace

LogicalResult mlir::ap::buildAutoParallelPipeline(
    OpPassManager &pm, const AutoParallelOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  std::string report = options.report ? "report" : "";
  if (options.importTorch)
    pm.addPass(createAPImportTorch());
  // What ap-auto-shard plans for; the pass-specific string comes last, so
  // that it may override these.
  std::string autoShard =
      ("target=" + getTargetPresetName(options.target)).str();
  if (!options.mesh.empty())
    autoShard += " mesh=" + quote(options.mesh);
  if (!options.targetFile.empty())
    autoShard += " target-file=" + quote(options.targetFile);
  if (!options.targetJson.empty())
    autoShard += " target-json=" + quote(options.targetJson);
  if (options.timeLimit > 0)
    autoShard += llvm::formatv(" time-limit={0}", options.timeLimit).str();
  // The activations the step keeps: what the split saves, or everything the
  // backward reads when the step is not split.
  autoShard += " recompute=" + (options.recompute.empty()
                                    ? std::string("save-all")
                                    : options.recompute.getValue());
  autoShard += " " + options.autoShardOptions.getValue();
  std::string summary =
      options.summary.empty() ? "" : " summary=" + quote(options.summary);

  if (options.einsumForm == EinsumForm::Best) {
    if (failed(addPass(pm, createAPChooseEinsumForm(),
                       report + summary + " auto-shard-options={" + autoShard +
                           "}",
                       errorHandler)))
      return failure();
  } else {
    if (options.einsumForm == EinsumForm::Always &&
        failed(addPass(pm, createAPCanonicalizeEinsum(), report, errorHandler)))
      return failure();
    if (failed(addPass(pm, createAPAutoShard(), autoShard + summary,
                       errorHandler)))
      return failure();
  }

  if (options.bypassRoundTrips &&
      failed(addPass(pm, createAPBypassRoundTrips(), report, errorHandler)))
    return failure();
  // ap-auto-shard's plan is exact: nothing moves that it did not price.
  if (failed(addPass(pm, createAPPartition(),
                     "exact-annotations " + options.partitionOptions.getValue(),
                     errorHandler)))
    return failure();
  if (options.fuseAllGatherChains &&
      failed(addPass(pm, createAPFuseAllGatherChains(),
                     report + " " + options.fuseOptions.getValue(),
                     errorHandler)))
    return failure();
  if (options.mergeCollectives &&
      failed(addPass(pm, createAPMergeCollectives(),
                     report + " " + options.mergeOptions.getValue(),
                     errorHandler)))
    return failure();
  if (!options.recompute.empty() &&
      failed(addPass(pm, createAPRecomputePartition(),
                     report + " policy=" + options.recompute.getValue(),
                     errorHandler)))
    return failure();
  return success();
}

void mlir::ap::registerAutoParallelPipeline() {
  registerPassPipeline(
      "ap-auto-parallel",
      "The whole flow: import, einsum canonicalization, auto-sharding, "
      "round-trip bypass, partitioning, all-gather chain fusion, collective "
      "merging (docs/Pipeline.md)",
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
