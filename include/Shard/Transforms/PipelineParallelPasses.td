//===- PipelineParallelPasses.td - Micro-batches and stages -*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The passes that cut a training step into micro-batches and pipeline
// stages (docs/PipelineParallelism.md), in library ShardAPPipelineParallel:
// they partition with the auto-sharder's model, so they link it.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PIPELINEPARALLELPASSES_TD
#define SHARD_TRANSFORMS_PIPELINEPARALLELPASSES_TD

include "mlir/Pass/PassBase.td"
include "Shard/Transforms/RecomputePolicy.td"

def APMicrobatch : Pass<"ap-microbatch", "mlir::ModuleOp"> {
  let summary = "Run a training step as micro-batches whose gradients add up";
  let description = [{
    Gradient accumulation: every function with an argument marked
    `ap.batch_dim` is rewritten to cut the batch of each such argument into
    `micro-batches` equal parts along that dim, run the step on each part
    in turn (a call of the new function `@<name>_microbatch`, which takes
    the micro-batch's index last), add up what each part contributes to the
    results, and finish the results once on the sums. The new step computes
    what the old one did: a mean over the batch is still divided once, by
    the whole batch's count.

    The micro-batch program is found by partitioning: the step is split
    over a scratch mesh of `micro-batches` devices with the batch arguments
    sharded along their batch dim and everything else replicated, each op
    following its operands' layouts (the data-parallel plan). The
    all-reduces that partitioning puts over that mesh are the sums across
    micro-batches; what follows them is the finishing part. A step whose
    ops need the whole batch before it ends (a normalization over the
    batch, a result per example) is refused with the op that needs it.

    ```mlir
    func.func @step(%x: tensor<8x16xf32> {ap.batch_dim = 0 : i64},
                    %w: tensor<16x4xf32> {ap.param}) -> (tensor<f32>, ...)
    ```
    becomes, with `micro-batches=2`, two calls of `@step_microbatch` on
    `tensor.extract_slice`s of rows 0-3 and 4-7 of `%x`, an `arith.addf`
    of their partial results, and the finishing ops on the sums.

    The program is global again: plan and partition it as before (the
    calls are partitioned with their callee; ap-auto-shard plans one
    function body, so inline the calls first to plan the whole step).
  }];
  let options = [
    Option<"microBatches", "micro-batches", "int64_t", /*default=*/"1",
           "Parts to cut the batch into (1: leave the step as it is)">,
    Option<"testNoAccumulation", "test-no-accumulation", "bool",
           /*default=*/"false",
           "Testing only: keep the last micro-batch's part of each sum "
           "instead of adding them up (a wrong program the differential "
           "tests must catch)">,
  ];
  let dependentDialects = [
    "mlir::ap::APDialect",
    "mlir::arith::ArithDialect",
    "mlir::func::FuncDialect",
    "mlir::tensor::TensorDialect",
  ];
}

def APPipelineSplit : Pass<"ap-pipeline-split", "mlir::ModuleOp"> {
  let summary = "Run a training step as pipeline stages, one per slice of "
                "the mesh's first axis, over micro-batches";
  let description = [{
    Pipeline parallelism: the global training step of the module's only
    public function becomes per-device code in which the devices of each
    slice of the mesh's first axis (the pipeline axis, of size S) run one
    stage of the step's layers, over `micro-batches` micro-batches in the
    order of `schedule`, passing activations forward and their gradients
    back with `ap.send` / `ap.recv`. Within a stage the program is planned
    by ap-auto-shard and partitioned over the rest of the mesh, as ever.

    1. The step is cut into micro-batches (ap-microbatch: arguments marked
       `ap.batch_dim`).
    2. The micro-batch program is planned and partitioned over the stage
       mesh (the mesh without its first axis), its memory held to S
       devices' capacity (a stage holds about 1/S of the layers).
    3. The forward is cut into S stages where the fewest values cross it
       (between layers); a backward op goes to the lowest stage among the
       values it reads, so gradients flow back; among the places to cut,
       the cuts that make the slowest stage (forward and backward kernels
       priced on the target) fastest are chosen; ops that read only
       parameters and constants are built in every stage that reads them.
    4. Each stage's forward and backward become private functions
       (`@<step>_stage<s>_forward` / `_backward`), and each stage a driver
       (`@<step>_stage<s>`) that runs them micro-batch by micro-batch in
       the schedule's order, receives what it reads from other stages in
       the order they send it, sends what they read, and accumulates its
       gradients over the micro-batches.
    5. The step calls the driver of the device's stage (an
       `scf.index_switch` on its coordinate on the pipeline axis) and sums
       each result over the pipeline axis: the stage that computes it
       contributes it, the others zeros.

    `stages=S` with S smaller than the first axis's size P (a multiple of
    S) first reshapes the mesh: the first axis keeps S devices and the
    P / S left join the second axis (`[P, D, ...]` becomes
    `[S, P / S * D, ...]`, the devices in the same order; a one-axis mesh
    gets a second axis `<axis>_data`), so that one mesh can be pipelined
    S ways for any S that divides it. `recompute` makes each stage's backward run again the
    forward ops the policy recomputes instead of keeping their results for
    every micro-batch in flight.

    The result is per-device code (arguments and results carry
    `ap.local_sharding`) that ap-run runs on threads or MPI processes and
    compares with the global step.
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"0",
           "Pipeline stages (0: the mesh's first axis's size); fewer than "
           "that axis holds (its size must be a multiple) leave the rest of "
           "it to the second axis">,
    Option<"microBatches", "micro-batches", "int64_t", /*default=*/"1",
           "Micro-batches the batch is cut into">,
    Option<"schedule", "schedule", "mlir::ap::PipelineScheduleKind",
           /*default=*/"mlir::ap::PipelineScheduleKind::OneForwardOneBackward",
           "The order each stage runs its micro-batches' passes in",
           [{::llvm::cl::values(
             clEnumValN(mlir::ap::PipelineScheduleKind::OneForwardOneBackward,
                        "1f1b", "one forward, one backward: a stage keeps at "
                        "most S - s micro-batches' activations"),
             clEnumValN(mlir::ap::PipelineScheduleKind::GPipe, "gpipe",
                        "every forward, then every backward"))}]>,
    Option<"recompute", "recompute", "mlir::ap::RecomputePolicy",
           /*default=*/"mlir::ap::RecomputePolicy::SaveAll",
           "What a stage's backward runs again instead of keeping it from "
           "the forward for each micro-batch in flight (the policies of "
           "ap-recompute-partition, applied to each stage's own forward)",
           RecomputePolicyValues>,
    Option<"targetPreset", "target", "mlir::ap::TargetPresetOption",
           /*default=*/"mlir::ap::TargetPresetOption::Default",
           "Hardware preset the stages are planned and priced for (default: "
           "the module's ap.target, else h100)",
           "mlir::ap::getTargetPresetOptionValues()">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"",
           "A JSON file of target overrides (or an #ap.target), applied "
           "over the preset or the module's ap.target">,
    Option<"targetJson", "target-json", "std::string", /*default=*/"",
           "JSON target overrides (or an #ap.target), applied after "
           "target-file">,
    Option<"summary", "summary", "std::string", /*default=*/"",
           "Write the split's summary to this file ('-' for stderr): each "
           "stage's forward and backward per micro-batch as the target "
           "prices them, the schedule's bubble, the predicted step, tokens/s "
           "per device and the contractions' share of peak">,
    Option<"recordPredictedStep", "record-predicted-step", "bool",
           /*default=*/"false",
           "Record the predicted step (seconds) as `ap.predicted_step` on "
           "the step">,
    Option<"overlap", "overlap", "bool", /*default=*/"false",
           "Start the collectives early and wait for them late "
           "(ap-schedule-collectives) and price each cell on two streams "
           "(docs/Overlap.md)">,
    Option<"report", "report", "std::string", /*default=*/"",
           "Write one self-contained HTML page to this file: the summary "
           "and the schedule's timeline as a picture">,
    Option<"testMutant", "test-mutant", "mlir::ap::PipelineMutant",
           /*default=*/"mlir::ap::PipelineMutant::None",
           "Testing only: a wrong program the differential tests must catch",
           [{::llvm::cl::values(
             clEnumValN(mlir::ap::PipelineMutant::None, "none",
                        "the right program"),
             clEnumValN(mlir::ap::PipelineMutant::NoAccumulation,
                        "no-accumulation",
                        "keep the last micro-batch's gradients only"),
             clEnumValN(mlir::ap::PipelineMutant::MicroBatchOrder,
                        "micro-batch-order",
                        "the last stage reads the next micro-batch's "
                        "arguments with this one's activations"),
             clEnumValN(mlir::ap::PipelineMutant::WrongTransfer,
                        "wrong-transfer",
                        "two received values of one type reach each "
                        "other's reader"))}]>,
  ];
  let dependentDialects = [
    "mlir::ap::APDialect",
    "mlir::arith::ArithDialect",
    "mlir::func::FuncDialect",
    "mlir::linalg::LinalgDialect",
    "mlir::scf::SCFDialect",
    "mlir::tensor::TensorDialect",
  ];
}

def APOrderTransfers : Pass<"ap-order-transfers", "mlir::ModuleOp"> {
  let summary = "Order a pipelined step's transfers so that they run "
                "through when a send waits for its receive";
  let description = [{
    The project's runtimes keep a copy of what `ap.send` sends, so the
    stages of a pipelined step may send in any order their receivers
    match; NCCL's send, and IREE's `flow.collective.send_recv`, wait until
    the peer receives. For each `scf.index_switch` on the coordinate of one
    mesh axis (`ap.group_index`), the pass runs the cases' transfers (those
    of the case and of the functions it calls, in order) one by one with
    waiting sends; where every stage waits, the first stage waiting at a
    send leaves it pending and goes on, and the receive that later takes
    it moves it after the last transfer its stage had made by then.
    Receives stay, sends only move later and as little as that needs
    (sends to one peer keep their order), no value changes; replayed with
    waiting sends, each send meets its receive. A transfer outside such a
    program, inside a loop or branch of one, that two stages share,
    without its match, or whose peer receives
    another type is a located error. ap-pipeline-split
    writes its drivers in this order; ap-lower-to-iree runs the pass.
  }];
}

def APChoosePipeline : Pass<"ap-choose-pipeline", "mlir::ModuleOp"> {
  let summary = "Choose how many pipeline stages and micro-batches a "
                "training step runs as, by the predicted step";
  let description = [{
    Plans copies of the module for each candidate and keeps the fastest
    whose memory fits: the SPMD program (1 stage: `spmd-pipeline`, whose
    planner records `ap.predicted_step`) and, for every S >= 2 that
    divides the mesh's first axis (or `stages` alone), ap-pipeline-split
    with S stages and its micro-batch counts (`micro-batches`, or 8S, 4S
    and 2S where they divide the batch, from the most down while they fit
    and get faster: fewer keep more activations in flight). The summary lists every
    candidate with its predicted step and memory, then the choice:
    `pipeline: S stages, M micro-batches (1f1b), bubble B%`, or
    `pipeline: 1 stages` when the SPMD program is kept.
  }];
  let options = [
    Option<"stages", "stages", "int64_t", /*default=*/"0",
           "The only stage count to try besides 1 (0: every divisor of the "
           "mesh's first axis)">,
    Option<"microBatches", "micro-batches", "int64_t", /*default=*/"0",
           "Micro-batches (0: try 8S, 4S and 2S where they divide the "
           "batch, while they fit and get faster)">,
    Option<"schedule", "schedule", "mlir::ap::PipelineScheduleKind",
           /*default=*/"mlir::ap::PipelineScheduleKind::OneForwardOneBackward",
           "The stages' schedule",
           [{::llvm::cl::values(
             clEnumValN(mlir::ap::PipelineScheduleKind::OneForwardOneBackward,
                        "1f1b", "one forward, one backward"),
             clEnumValN(mlir::ap::PipelineScheduleKind::GPipe, "gpipe",
                        "every forward, then every backward"))}]>,
    Option<"recompute", "recompute", "mlir::ap::RecomputePolicy",
           /*default=*/"mlir::ap::RecomputePolicy::MinCut",
           "What the stages' backward runs again (ap-pipeline-split's "
           "recompute)",
           RecomputePolicyValues>,
    Option<"spmd", "spmd", "bool", /*default=*/"true",
           "Try the SPMD program (1 stage) too">,
    Option<"candidateTimeLimit", "candidate-time-limit", "double",
           /*default=*/"20",
           "Seconds a pipelined candidate's program of one micro-batch may "
           "be planned for (ap-auto-shard's time-limit; 0: its default): "
           "past them its best plan so far is priced">,
    Option<"overlap", "overlap", "bool", /*default=*/"true",
           "The stages' collectives overlapped (ap-pipeline-split's "
           "overlap)">,
    Option<"spmdPipeline", "spmd-pipeline", "std::string",
           /*default=*/"\"ap-auto-shard{record-predicted-step},ap-partition\"",
           "The pass pipeline that makes the SPMD program; its planner must "
           "record `ap.predicted_step`">,
    Option<"targetPreset", "target", "mlir::ap::TargetPresetOption",
           /*default=*/"mlir::ap::TargetPresetOption::Default",
           "Hardware preset the candidates are priced for",
           "mlir::ap::getTargetPresetOptionValues()">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"",
           "A JSON file of target overrides">,
    Option<"targetJson", "target-json", "std::string", /*default=*/"",
           "JSON target overrides, applied after target-file">,
    Option<"summary", "summary", "std::string", /*default=*/"",
           "Write the candidates and the choice to this file ('-' for "
           "stderr)">,
    Option<"report", "report", "std::string", /*default=*/"",
           "Write one self-contained HTML page to this file: the choice's "
           "summary, the candidates and the chosen schedule's timeline as "
           "a picture">,
  ];
  let dependentDialects = [
    "mlir::ap::APDialect",
    "mlir::arith::ArithDialect",
    "mlir::func::FuncDialect",
    "mlir::linalg::LinalgDialect",
    "mlir::scf::SCFDialect",
    "mlir::tensor::TensorDialect",
  ];
}

#endif // SHARD_TRANSFORMS_PIPELINEPARALLELPASSES_TD
