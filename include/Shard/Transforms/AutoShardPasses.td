//===- AutoShardPasses.td - Planning passes ----------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The passes that plan with the placement solver, in their own library
// (ShardAPAutoShard), so that the partitioner and the other passes
// (ShardAPTransforms) embed without CBC.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_AUTOSHARDPASSES_TD
#define SHARD_TRANSFORMS_AUTOSHARDPASSES_TD

include "mlir/Pass/PassBase.td"
include "Shard/Transforms/PrecisionPolicy.td"
include "Shard/Transforms/RecomputePolicy.td"

def APAutoShard : Pass<"ap-auto-shard", "mlir::ModuleOp"> {
  let summary = "Choose a sharding for every value with a cost model and an ILP";
  let description = [{
    Picks, for every function with a body, one sharding strategy per op and
    one layout per argument and result that minimizes the predicted step
    time (compute by roofline plus the redistributions between producers
    and consumers, priced by the redistribution planner) under a memory
    budget per device, and writes it into the program: `ap.sharding` on
    arguments, op results and results, and `ap.redistribute` wherever a
    consumer needs another layout. The output is ready for ap-partition,
    which realizes exactly the plan. docs/AutoShard.md explains the model,
    docs/PlacementSolver.md the solver.

    Annotations are constraints: `ap.sharding` on an argument, a result or
    an op, and `ap.annotate` / `ap.redistribute` ops, are kept. A parameter
    (`ap.param`) and its gradient (`ap.grad_of`) share one placement.
    Structurally repeated layers share their decisions, so that solve time
    grows far slower than the number of layers.

    Memory per device counts parameters, gradients and optimizer state, the
    inputs, and the activations a training step keeps for its backward:
    the values ap-recompute-partition saves under the policy `recompute`
    (`save-all` when the step is not split), chosen once on the program's
    global bytes.

    The target (hardware) is a preset (`h100`, `h200`, `a100`) with
    optional JSON overrides (docs/CostModel.md lists the fields). A preset
    or a whole #ap.target given as an option wins over the module's own
    `ap.target`, which wins over the H100 preset; JSON overrides apply over
    whichever it is (docs/CostModel.md, "Which target"). The chosen target
    is recorded on the module as `ap.target` so that ap-partition prices
    redistributions the same way.

    ```
    ap-opt model.mlir -ap-auto-shard="target=h100 summary=-" -ap-partition
    ```
  }];
  let options = [
    Option<"meshName", "mesh", "std::string", /*default=*/"",
           "The ap.mesh to shard for (default: the module's only mesh)">,
    Option<"targetPreset", "target", "mlir::ap::TargetPresetOption",
           /*default=*/"mlir::ap::TargetPresetOption::Default",
           "Hardware preset (default: the module's ap.target, else h100)",
           "mlir::ap::getTargetPresetOptionValues()">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"",
           "A JSON file of target overrides (or an #ap.target), applied "
           "over the preset or the module's ap.target">,
    Option<"targetJson", "target-json", "std::string", /*default=*/"",
           "JSON target overrides (or an #ap.target), applied after "
           "target-file">,
    Option<"memoryBudget", "memory-budget", "double", /*default=*/"-1",
           "Memory per device in GB (default: the target's capacity; 0: "
           "unbounded)">,
    Option<"optimizerBytes", "optimizer-bytes", "double", /*default=*/"-1",
           "Optimizer state bytes per parameter element (default: Adam's, "
           "12 for bf16 parameters with an fp32 master copy, 8 for fp32)">,
    Option<"gradientRuns", "gradient-runs", "int64_t", /*default=*/"1",
           "Runs of the program per reduction of its gradients (a pipeline "
           "stage's micro-batches add their unreduced gradients up and "
           "reduce them once): moves into a gradient's or update's layout "
           "are priced at 1/this of their cost">,
    Option<"activationCopies", "activation-copies", "int64_t",
           /*default=*/"1",
           "Copies of the saved activations a device holds at once (a "
           "pipeline stage keeps those of up to S micro-batches in flight): "
           "the memory term counts them this many times">,
    Option<"clusterLayers", "cluster-layers", "bool", /*default=*/"true",
           "Share decisions between structurally repeated layers">,
    Option<"keepPartials", "keep-partials", "bool", /*default=*/"true",
           "Consider strategies that keep partial sums through linear ops">,
    Option<"unevenLayouts", "uneven-layouts", "bool", /*default=*/"false",
           "Also consider loop strategies that shard a dim the mesh axes do "
           "not divide (padded chunks, at most 1/8 padding)">,
    Option<"solver", "solver", "mlir::ap::PlacementMethod",
           /*default=*/"mlir::ap::PlacementMethod::Cbc", "How to solve",
           [{::llvm::cl::values(
             clEnumValN(mlir::ap::PlacementMethod::Cbc, "cbc",
                        "graph reductions, a dual bound, then CBC"),
             clEnumValN(mlir::ap::PlacementMethod::Exhaustive, "exhaustive",
                        "every assignment (tiny programs)"))}]>,
    Option<"timeLimit", "time-limit", "double",
           /*default=*/"mlir::ap::kDefaultPlanningSeconds",
           "Wall-clock seconds the whole pass may take (default 120; 0: no "
           "limit); when they run out the best plan found is written, with "
           "a warning giving its gap">,
    Option<"gap", "gap", "double",
           /*default=*/"mlir::ap::kDefaultPlanningGap",
           "Stop once the plan is proven within this fraction of the optimum "
           "(default 0.01: 1%; 0: prove it optimal); the plan is then "
           "reported with its gap">,
    Option<"summary", "summary", "std::string", /*default=*/"",
           "Write the plan summary to this file ('-' for stderr)">,
    Option<"programFile", "program-file", "std::string", /*default=*/"",
           "Write the integer programs given to CBC, one per solve in "
           "order, as FILE-1.mps.gz, FILE-2.mps.gz... (MPS, as CBC writes "
           "it; a solve's last one), to measure other solvers on them">,
    Option<"reportFile", "report", "std::string", /*default=*/"",
           "Write the plan report, one self-contained HTML page with the "
           "step, memory over the step, placements and collectives, to this "
           "file (docs/PlanReport.md)">,
    Option<"explain", "explain", "std::string", /*default=*/"",
           "Explain the placement of what this names (an argument's name or "
           "`%argN`, an op's location `file:line[:col]` or name): a remark "
           "with the chosen strategy's cost and the alternatives, and what "
           "rules each out">,
    Option<"progress", "progress", "mlir::ap::ProgressMode",
           /*default=*/"mlir::ap::ProgressMode::Auto",
           "A line per phase and solver step on stderr, with a bar while the "
           "solver runs on a terminal (auto: only when stderr is a terminal)",
           "mlir::ap::getProgressModeOptionValues()">,
    Option<"recordPredictedStep", "record-predicted-step", "bool",
           /*default=*/"false",
           "Record each plan's predicted step time (seconds, the summary's "
           "'overlapped step', or its 'predicted step' with overlap=false) "
           "as `ap.predicted_step` on its function">,
    Option<"overlap", "overlap", "bool", /*default=*/"true",
           "Plan for communication overlapped with compute: solve again "
           "with each redistribution priced at what the first plan's two "
           "streams cannot hide, keep the plan with the shorter overlapped "
           "step (docs/Overlap.md)">,
    Option<"recompute", "recompute", "mlir::ap::RecomputePolicy",
           /*default=*/"mlir::ap::RecomputePolicy::MinCut",
           "The forward/backward split the memory term assumes: the "
           "activations a training step keeps are those "
           "ap-recompute-partition saves under this policy",
           RecomputePolicyValues>,
  ];
  let dependentDialects = ["mlir::ap::APDialect"];
}

def APChooseEinsumForm : Pass<"ap-choose-einsum-form", "mlir::ModuleOp"> {
  let summary = "Plan the program as written and in einsum form; keep the faster plan";
  let description = [{
    `ap-canonicalize-einsum` gives the auto-sharder the batch and sequence
    dims of a flattened linear layer as loops of their own, but with one
    mesh axis per tensor dim the contraction cannot express every chunking
    of the flattened `[B*S]` dim (over a 2x4 mesh in the order `(a, b)`,
    axis `b` splits both `B` and `S`). Neither program's plans contain the
    other's, and either can be faster (docs/CanonicalizeEinsum.md). This
    pass plans a copy of the module as written and a copy after
    `ap-canonicalize-einsum` with `ap-auto-shard` (given
    `auto-shard-options`), compares the predicted step times (the plan
    summary's "predicted step", summed over functions: each redistribution
    counted once per value and layout, as the partitioned program has it),
    and keeps the faster one; a tie keeps the program as written. Planning
    twice takes twice the time. `time-limit` (120 s unless given) bounds
    both plans together: the program as written is planned within half of
    it, the einsum form within what is left (each then writes its best plan
    with its proven gap, as ap-auto-shard's `time-limit` does); with
    `time-limit=0`, each plan gets the `time-limit` of `auto-shard-options`
    (ap-auto-shard's default unless given there).

    `summary` is ap-auto-shard's summary of the kept plan, `plan-report` its
    HTML report (ap-auto-shard's `report`), `explain` its explanations;
    `report` emits a remark with both
    predictions and the choice; `record-predicted-step` keeps
    `ap.predicted_step` on the functions.
  }];
  let options = [
    Option<"autoShardOptions", "auto-shard-options", "std::string",
           /*default=*/"", "Options of both ap-auto-shard runs">,
    Option<"summary", "summary", "std::string", /*default=*/"",
           "Write the kept plan's summary to this file ('-' for stderr)">,
    Option<"planReport", "plan-report", "std::string", /*default=*/"",
           "Write the kept plan's HTML report to this file">,
    Option<"explain", "explain", "std::string", /*default=*/"",
           "Explain the kept plan's placement of what this names "
           "(ap-auto-shard's explain)">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark with both predicted step times and the choice">,
    Option<"recordPredictedStep", "record-predicted-step", "bool",
           /*default=*/"false",
           "Keep `ap.predicted_step` on the planned functions">,
    Option<"timeLimit", "time-limit", "double",
           /*default=*/"mlir::ap::kDefaultPlanningSeconds",
           "Wall-clock seconds both plans may take together (default 120; "
           "0: each gets auto-shard-options' time-limit)">,
    Option<"precision", "precision", "mlir::ap::PrecisionPolicy",
           /*default=*/"mlir::ap::PrecisionPolicy::None",
           "The mixed-precision policy both forms are planned with "
           "(ap-mixed-precision, after the einsum canonicalization)",
           PrecisionPolicyValues>,
  ];
  let dependentDialects = ["mlir::ap::APDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def APPrintStrategies : Pass<"ap-print-strategies", "mlir::ModuleOp"> {
  let summary = "Report every op's sharding strategies, what ap-auto-shard chooses from";
  let description = [{
    Asks each op's sharding rule (ShardingRuleOpInterface) what ap-auto-shard
    would ask it, on the module's mesh and target, and reports the answer as
    a remark at the op: its strategies in the rule's order (operand layouts
    `->` result layouts, and the kernel time), whether it is a data-free
    source (built where it is needed: zero, splat, or a replicated
    constant), or why it cannot be sharded. The program is unchanged. Every
    rule can so be tested with lit without the solver, and a user can see
    why a plan could not place an op as wished.

    ```
    ap-opt model.mlir --ap-print-strategies="uneven-layouts" -o /dev/null
    ```
  }];
  let options = [
    Option<"meshName", "mesh", "std::string", /*default=*/"",
           "The ap.mesh to enumerate on (default: the module's only mesh)">,
    Option<"targetPreset", "target", "mlir::ap::TargetPresetOption",
           /*default=*/"mlir::ap::TargetPresetOption::Default",
           "Hardware preset (default: the module's ap.target, else h100)",
           "mlir::ap::getTargetPresetOptionValues()">,
    Option<"keepPartials", "keep-partials", "bool", /*default=*/"true",
           "Include strategies that keep partial sums through linear ops">,
    Option<"unevenLayouts", "uneven-layouts", "bool", /*default=*/"false",
           "Include loop strategies that shard a dim unevenly">,
  ];
}

#endif // SHARD_TRANSFORMS_AUTOSHARDPASSES_TD
