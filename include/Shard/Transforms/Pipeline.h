//===- Pipeline.h - The whole auto-parallelization flow ---------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// `ap-auto-parallel`: one named pipeline from a single-device program to
// per-device code (docs/Pipeline.md). Each pass can be switched off and
// given more of its own options.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PIPELINE_H
#define SHARD_TRANSFORMS_PIPELINE_H

#include "Shard/Transforms/PrecisionPolicy.h"
#include "Shard/Transforms/Progress.h"
#include "Shard/Transforms/RecomputePolicy.h"
#include "Shard/Solver/PlacementSolver.h"
#include "Shard/TargetDescription/TargetDescription.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir {
namespace ap {

/// Whether the program is planned in einsum form (docs/CanonicalizeEinsum.md).
enum class EinsumForm {
  /// Plan both forms, keep the faster plan (ap-choose-einsum-form).
  Best,
  /// Always canonicalize (ap-canonicalize-einsum, then ap-auto-shard).
  Always,
  /// Plan the program as written.
  Never,
};

/// ap-auto-parallel's `pipeline`: no stages, the planner's choice, or S
/// stages.
struct PipelineStages {
  enum class Kind { Off, Auto, Fixed };
  Kind kind = Kind::Off;
  /// With Fixed: the stages (at least 2).
  int64_t stages = 0;
  bool operator==(const PipelineStages &other) const {
    return kind == other.kind && stages == other.stages;
  }
  bool operator!=(const PipelineStages &other) const {
    return !(*this == other);
  }
};

/// "off", "auto" or the stage count.
llvm::raw_ostream &operator<<(llvm::raw_ostream &os,
                              const PipelineStages &stages);

} // namespace ap
} // namespace mlir

namespace llvm {
namespace cl {
/// Reads `pipeline=off|auto|S`.
template <>
class parser<mlir::ap::PipelineStages>
    : public basic_parser<mlir::ap::PipelineStages> {
public:
  parser(Option &option) : basic_parser(option) {}
  bool parse(Option &option, StringRef argName, StringRef arg,
             mlir::ap::PipelineStages &value);
  StringRef getValueName() const override { return "off|auto|stages"; }
  void printOptionDiff(const Option &option,
                       const mlir::ap::PipelineStages &value,
                       const OptVal &defaultValue, size_t globalWidth) const;
  void anchor() override;
};
} // namespace cl
} // namespace llvm

namespace mlir {
namespace ap {

struct AutoParallelOptions : public PassPipelineOptions<AutoParallelOptions> {
  // What ap-auto-shard plans for.
  Option<std::string> mesh{*this, "mesh",
                           llvm::cl::desc("The ap.mesh to shard for (default: "
                                          "the module's only mesh)")};
  Option<TargetPresetOption> target{
      *this, "target",
      llvm::cl::desc("Hardware preset (default: the module's ap.target, "
                     "else h100)"),
      llvm::cl::init(TargetPresetOption::Default),
      getTargetPresetOptionValues()};
  Option<std::string> targetFile{
      *this, "target-file", llvm::cl::desc("A JSON file of target overrides")};
  Option<std::string> targetJson{
      *this, "target-json",
      llvm::cl::desc("JSON target overrides, applied after target-file")};
  Option<double> timeLimit{
      *this, "time-limit",
      llvm::cl::desc("Wall-clock seconds the planning may take (default 120; "
                     "0: none); with einsum=best both forms share them"),
      llvm::cl::init(kDefaultPlanningSeconds)};
  Option<double> gap{
      *this, "gap",
      llvm::cl::desc("Stop planning once the plan is proven within this "
                     "fraction of the optimum (ap-auto-shard's gap; "
                     "default 0.01; 0: optimal)"),
      llvm::cl::init(kDefaultPlanningGap)};
  Option<std::string> summary{
      *this, "summary",
      llvm::cl::desc("Write the plan summary to this file ('-' for stderr)")};
  Option<std::string> planReport{
      *this, "plan-report",
      llvm::cl::desc("Write the plan report, one self-contained HTML page, "
                     "to this file (ap-auto-shard's report, "
                     "docs/PlanReport.md)")};
  Option<std::string> explain{
      *this, "explain",
      llvm::cl::desc("Explain the plan's placement of what this names "
                     "(ap-auto-shard's explain: an argument's name or %argN, "
                     "an op's location file:line[:col] or name)")};
  Option<ProgressMode> progress{
      *this, "progress",
      llvm::cl::desc("Planning's progress on stderr (ap-auto-shard's "
                     "progress: auto, on, off)"),
      llvm::cl::init(ProgressMode::Auto), getProgressModeOptionValues()};
  Option<bool> report{
      *this, "report",
      llvm::cl::desc("Every rewrite pass emits a remark with its counts"),
      llvm::cl::init(false)};

  // Which passes run (ap-auto-shard and ap-partition always do).
  Option<bool> importTorch{
      *this, "import-torch",
      llvm::cl::desc("Run ap-import-torch (torch-mlir's gathers, scatters)"),
      llvm::cl::init(true)};
  Option<bool> raiseAttention{
      *this, "raise-attention",
      llvm::cl::desc("Raise attention to ap.attention before planning "
                     "(ap-raise-attention): planned, priced and run fused"),
      llvm::cl::init(true)};
  Option<EinsumForm> einsumForm{
      *this, "einsum",
      llvm::cl::desc("Plan in einsum form (ap-canonicalize-einsum)"),
      llvm::cl::init(EinsumForm::Best),
      llvm::cl::values(
          clEnumValN(EinsumForm::Best, "best",
                     "plan both forms, keep the faster plan"),
          clEnumValN(EinsumForm::Always, "always", "always canonicalize"),
          clEnumValN(EinsumForm::Never, "never",
                     "plan the program as written"))};
  Option<PrecisionPolicy> precision{
      *this, "precision",
      llvm::cl::desc("Mixed-precision policy applied before planning "
                     "(ap-mixed-precision, after the einsum form)"),
      llvm::cl::init(PrecisionPolicy::None),
      getPrecisionPolicyOptionValues()};
  Option<bool> bypassRoundTrips{
      *this, "bypass-round-trips",
      llvm::cl::desc("Run ap-bypass-round-trips after planning"),
      llvm::cl::init(true)};
  Option<bool> fuseAllGatherChains{
      *this, "fuse-all-gather-chains",
      llvm::cl::desc("Run ap-fuse-all-gather-chains after partitioning"),
      llvm::cl::init(true)};
  Option<bool> mergeCollectives{
      *this, "merge-collectives",
      llvm::cl::desc("Run ap-merge-collectives after partitioning"),
      llvm::cl::init(true)};

  // Forward/backward split after partitioning (ap-recompute-partition).
  Option<RecomputePolicy> recompute{
      *this, "recompute",
      llvm::cl::desc("Split training steps into forward and backward with "
                     "this ap-recompute-partition policy (not given: do not "
                     "split); ap-auto-shard's memory term counts what it "
                     "saves"),
      getRecomputePolicyOptionValues()};

  // Pipeline stages (ap-choose-pipeline, ap-pipeline-split).
  Option<PipelineStages> pipeline{
      *this, "pipeline",
      llvm::cl::desc("Pipeline stages over the mesh's first axis: off (the "
                     "SPMD program), auto (the fastest of the SPMD program "
                     "and every stage count that divides the axis, priced, "
                     "whose memory fits) or a stage count "
                     "(docs/PipelineParallelism.md)"),
      llvm::cl::init(PipelineStages())};
  Option<int64_t> microBatches{
      *this, "micro-batches",
      llvm::cl::desc("Micro-batches of a pipelined step (0: the fastest of "
                     "8S, 4S and 2S that divide the batch and fit)"),
      llvm::cl::init(0)};

  // Communication overlapped with compute, last (ap-schedule-collectives).
  Option<bool> overlap{
      *this, "overlap",
      llvm::cl::desc("Plan for communication overlapped with compute "
                     "(ap-auto-shard's overlap) and run "
                     "ap-schedule-collectives last: collectives started "
                     "early and waited for late (docs/Overlap.md)"),
      llvm::cl::init(true)};

  // More options of one pass, in its own syntax: `auto-shard-options={progress=on
  // memory-budget=40}`.
  Option<std::string> autoShardOptions{
      *this, "auto-shard-options",
      llvm::cl::desc("More ap-auto-shard options")};
  Option<std::string> partitionOptions{
      *this, "partition-options", llvm::cl::desc("More ap-partition options")};
  Option<std::string> fuseOptions{
      *this, "fuse-options",
      llvm::cl::desc("More ap-fuse-all-gather-chains options")};
  Option<std::string> mergeOptions{
      *this, "merge-options",
      llvm::cl::desc("More ap-merge-collectives options")};
};

/// Adds the flow to `pm` (on a module): import, einsum canonicalization,
/// the precision policy, auto-sharding, round-trip bypass, partitioning, all-gather chain fusion,
/// collective merging. Fails, through `errorHandler`, on options a pass
/// does not accept.
LogicalResult buildAutoParallelPipeline(
    OpPassManager &pm, const AutoParallelOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler);

/// Registers `ap-auto-parallel` with the pass registry.
void registerAutoParallelPipeline();

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PIPELINE_H
