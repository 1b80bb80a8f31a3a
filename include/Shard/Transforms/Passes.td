//===- Passes.td - Passes on ap programs -------------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The passes that work on ap programs, grouped by pipeline phase. Lowering
// passes live in Shard/Conversion/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PASSES_TD
#define SHARD_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"
include "Shard/Transforms/PrecisionPolicy.td"
include "Shard/Transforms/RecomputePolicy.td"

//===----------------------------------------------------------------------===//
// Import phase: programs from other frontends
//===----------------------------------------------------------------------===//

def APImportTorch : Pass<"ap-import-torch", "mlir::ModuleOp"> {
  let summary = "Rewrite torch-mlir's gathers and scatters into one-hot linalg ops";
  let description = [{
    Normalizes what torch-mlir's linalg-on-tensors exports contain beyond
    upstream linalg, so that the sharding rules, the cost model and the CPU
    runner see only ops they know (docs/TorchImport.md):

    * `tm_tensor.scatter` (embedding and cross-entropy backward) becomes a
      `linalg.generic` over the output's dims plus a reduction loop over the
      scattered rows: each row whose indices equal the position is combined
      in row order (last write wins for an overwrite; a scatter-add becomes
      a sum of masked rows, so it can be sharded over the rows as a partial
      sum).
    * `tensor.extract` from a tensor defined outside a `linalg.generic` body,
      at indices computed from the body's data (embedding lookup, picking the
      target logit), becomes a one-hot gather: a separate `linalg.generic`
      with a reduction loop over each gathered dim of the table that sums
      the table's entries whose position equals the index (Megatron's
      vocab-parallel embedding when the table is sharded on that dim), and
      the body reads the gathered value as an input. `cf.assert` bounds
      checks on the indices move with the index computation.

    The op is matched by name, so the pass works on torch-mlir's own
    `tm_tensor` ops as well as on the stand-in that ap-opt registers.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

//===----------------------------------------------------------------------===//
// Canonicalization phase: global programs before planning
//===----------------------------------------------------------------------===//

def APCanonicalizeEinsum : Pass<"ap-canonicalize-einsum", "mlir::ModuleOp"> {
  let summary = "Turn flattened matmuls back into contractions over the batch dims";
  let description = [{
    PyTorch lowers a linear layer on a `[*batch, K]` activation as a flatten
    to `[prod(batch), K]`, a 2-D matmul and an unflatten, so the batch and
    sequence dims become one loop that the auto-sharder can only shard as a
    whole. This pass restores the dims (docs/CanonicalizeEinsum.md):

    * **linear** (forward and grad-input): `tensor.collapse_shape` of
      `[*batch, K]` with reassociation `[[0, ..., r-1], [r]]`, then
      `linalg.matmul` with a `[K, N]` operand, then only
      `tensor.expand_shape`s whose first group restores exactly `batch`,
      becomes a `linalg.generic` `out[b..., n] += x[b..., k] * w[k, n]`
      (an unflatten that also splits `N` keeps that split as an
      `expand_shape` of the contraction);
    * **grad-weight**: `linalg.matmul` of `linalg.transpose` with permutation
      `[1, 0]` of a canonical flatten of `[*batch, M]` and a canonical flatten
      of `[*batch, N]` with the same batch dims becomes
      `out[m, n] += a[b..., m] * c[b..., n]`, reducing over the batch dims.

    The contraction keeps the matmul's body (casts included), so it computes
    the same numbers and costs the same FLOPs (`2 * prod(batch) * N * K`);
    flattens, transposes and fills left without users are erased. Matchers
    are strict: static shapes, at least two batch dims, plain matmuls (no
    user-defined indexing maps), canonical flattens only, every user of a
    forward matmul a matching unflatten; anything else is left as it is
    (`-debug-only=ap-canonicalize-einsum` says why).
  }];
  let dependentDialects = ["mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark with the number of contractions made">
  ];
}

def APRaiseAttention : Pass<"ap-raise-attention", "mlir::ModuleOp"> {
  let summary = "Raise softmax-of-products attention to ap.attention";
  let description = [{
    Finds scaled-dot-product attention written out as tensors
    (docs/Attention.md): `S = Q . K` (a multiply-accumulate contraction),
    optionally times a constant scale, a softmax over one dim of `S` (max,
    exp of the difference, sum, division; a causal mask `n <= m` on loop
    indices in the max and the exp), and `O = P . V` over that dim. The
    forward becomes `ap.attention` (O and the log-sum-exp L). When the
    probabilities' other users are exactly the backward autodiff writes for
    it (`dV = P . dO`, `dP = dO . V`, `dS = P * (dP - sum(P * dP))`, the same
    scale, `dQ = dS . K`, `dK = dS . Q`), that becomes one
    `ap.attention_grad`, and the scores and probabilities are gone from the
    program. Loops are matched through the contractions' maps, so any
    layout of the operands (heads before or after the sequence, GQA's
    query groups as their own dim) raises; anything else (another user of
    the scores or probabilities, another body, a backward that does not
    match completely) is left as it is, and `-debug-only=ap-raise-attention`
    says why. The generator's LLaMA (tools/model-gen) raises, and so do
    torch-mlir's SDPA decomposition and its autograd backward: batched
    products over flattened heads are first turned into contractions over
    the heads (ap-canonicalize-einsum's batched form), and the matcher
    accepts PyTorch's forms (an additive mask tensor under the safe
    softmax, keepdim views, the max with its argmax, exp and the
    subtraction as two ops, `dS = P * dP - P * sum(P * dP)`).
  }];
  let dependentDialects = ["mlir::ap::APDialect",
                           "mlir::tensor::TensorDialect"];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark per function with the attentions raised">
  ];
}

def APMixedPrecision : Pass<"ap-mixed-precision", "mlir::ModuleOp"> {
  let summary = "Run contractions on bf16 or f16 inputs with f32 accumulation";
  let description = [{
    A mixed-precision policy, chosen by the user and applied before planning
    so that the cost model prices what the backends run (docs/Precision.md).
    Every contraction of the program (a linalg op on tensors, named or
    generic, with two inputs, one init, a reduction loop and a body that is
    exactly `acc + a * b`) whose inputs and result are f32 becomes a
    `linalg.generic` with the same indexing maps and iterators on inputs of
    the policy's type (`bf16` or `f16`), whose body extends them to f32 and
    multiplies and accumulates in f32: a `bf16 x bf16 -> f32` contraction,
    as PyTorch's bf16 autocast and AutoParallel's mixed-precision policy run
    matmuls on tensor cores.

    Each narrowed value is truncated once, by an elementwise `linalg.generic`
    right after its definition, and every contraction reading it shares
    that truncation; a value that is itself an elementwise extension of a
    value of the policy's type is replaced by that value (no round trip).
    Everything else keeps its types: elementwise ops, reductions with one
    input (norms, softmax sums, the loss), gathers written as contractions
    (their bodies select), f64 programs (the oracle's exact ones), the
    function's arguments and results (f32 parameters and gradients: the
    master copy). A planner then sees the narrow values as values: a
    collective of a truncated weight moves its bf16 copy, and the cost model
    runs the contraction at the bf16 peak with the narrow inputs' bytes.

    With `policy=none` the program is left as it is.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
  let options = [
    Option<"policy", "policy", "mlir::ap::PrecisionPolicy",
           /*default=*/"mlir::ap::PrecisionPolicy::BF16",
           "What contraction inputs are narrowed to",
           PrecisionPolicyValues>,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark with the number of contractions narrowed">
  ];
  let statistics = [
    Statistic<"numContractions", "contractions", "Contractions narrowed">,
    Statistic<"numTruncations", "truncations",
              "Values truncated to the policy's type">,
    Statistic<"numReusedSources", "reused-sources",
              "Extensions whose narrow source was used instead">
  ];
}

def APAppendOptimizer : Pass<"ap-append-optimizer", "mlir::ModuleOp"> {
  let summary = "Append the optimizer's update to a joint training step";
  let description = [{
    Turns a joint training step (results marked `ap.grad_of`) into a step
    that trains: the optimizer's update of every parameter is appended, the
    optimizer's state comes in as arguments and leaves as results, and the
    gradients are no longer returned (docs/Training.md). Run before
    planning, so that the planner places the state as the tensors it is.

    * `optimizer=adamw` (torch.optim.AdamW): one `step` count
      (`tensor<i64>`, the updates done so far), then per parameter `p` the
      two moments `p.exp_avg` and `p.exp_avg_sq`. The moments have the
      parameter's type when it is f32 or f64, else f32, and the update is
      computed in that type: `m += (1 - beta1) (g - m)`,
      `v = beta2 v + (1 - beta2) g g`, `p *= 1 - lr wd`,
      `p -= (lr / (1 - beta1^t)) m / (sqrt(v) / sqrt(1 - beta2^t) + eps)`
      with `t = step + 1`, whose scalars are computed in f64.
    * `optimizer=sgd` (torch.optim.SGD, no dampening, not Nesterov):
      `g += wd p`; with `momentum` > 0 one buffer `p.momentum_buffer`,
      `b = momentum b + g`, `g = b`; then `p -= lr g`.

    Every result that is the next value of an argument carries
    `ap.update_of = N`; the forward results (the loss) stay first, then the
    updated parameters in argument order, then the state in argument
    order. A result sharding pinned on a gradient moves to its parameter's
    update. ap-auto-shard keeps each update in its argument's placement,
    and counts the state as the tensors it is rather than `optimizer-bytes`
    per parameter element.

    Refused with a located error: a module with no training step, a step
    that already updates (`ap.update_of`), a step some op calls (its
    signature changes), a gradient that is not a float tensor.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::math::MathDialect",
                           "mlir::tensor::TensorDialect"];
  let options = [
    Option<"optimizer", "optimizer", "mlir::ap::OptimizerKind",
           /*default=*/"mlir::ap::OptimizerKind::AdamW",
           "The update rule", "mlir::ap::getOptimizerKindOptionValues()">,
    Option<"lr", "lr", "double", /*default=*/"1e-3", "Learning rate">,
    Option<"beta1", "beta1", "double", /*default=*/"0.9",
           "AdamW: decay of the first moment">,
    Option<"beta2", "beta2", "double", /*default=*/"0.999",
           "AdamW: decay of the second moment">,
    Option<"eps", "eps", "double", /*default=*/"1e-8",
           "AdamW: added to the denominator">,
    Option<"weightDecay", "weight-decay", "double", /*default=*/"-1",
           "Weight decay (default: the optimizer's, 1e-2 for AdamW, 0 for "
           "SGD)">,
    Option<"momentum", "momentum", "double", /*default=*/"0",
           "SGD: momentum (0: no buffer)">
  ];
}

// Planning phase (choosing shardings): ap-auto-shard and
// ap-choose-einsum-form, in AutoShardPasses.td (they need CBC).

//===----------------------------------------------------------------------===//
// Planned global programs: after planning, before partitioning
//===----------------------------------------------------------------------===//

def APBypassRoundTrips : Pass<"ap-bypass-round-trips", "mlir::ModuleOp"> {
  let summary = "Rewire consumers of redistribution round trips to the value that has their layout";
  let description = [{
    After planning, a value `X` with layout `A` may reach a consumer that
    wants `A` through ops that only pass the tensor on (`ap.redistribute`,
    `ap.annotate`, same-type `tensor.cast`, `linalg.copy`, a copy
    `linalg.generic`) with another layout `B` on the way: the consumer's
    `ap.redistribute ... from B to A` moves the tensor back to a layout it
    already had, and `X` stays alive to feed the copy (seed 000). The pass:

    * rewires the users of such a redistribution to the nearest earlier
      value of the chain whose planned layout (a redistribution's target,
      an annotation, an `ap.sharding`) is equivalent to the one wanted;
    * folds `redistribute(redistribute(x, A -> B), B -> C)` into
      `redistribute(x, A -> C)` when the redistribution planner prices the
      direct move below the chain (below the second move alone when the
      intermediate layout has other users), with the module's target
      (`ap.target`, else the H100 preset, as `ap-partition` prices);
    * erases the redistributions, casts and copies left without users
      (never an `ap.annotate`: a user's constraint).

    Values are the same global tensor before and after, so the program
    computes the same numbers; `ap-partition` no longer materializes the
    round trip. See docs/Pipeline.md.
  }];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark with the number of round trips bypassed">
  ];
}

//===----------------------------------------------------------------------===//
// Recompute phase: forward and backward of a training step
//===----------------------------------------------------------------------===//

def APRecomputePartition : Pass<"ap-recompute-partition", "mlir::ModuleOp"> {
  let summary = "Split training steps into forward and backward with save/recompute decisions";
  let description = [{
    For every joint training step (a function whose results are its loss
    and gradients marked `ap.grad_of`): the forward is every op the
    non-gradient results depend on (by dataflow, so backward ops
    interleaved with forward ones are classified right), the backward is
    every other op the gradients depend on. The forward values the backward
    reads are either saved by the forward or recomputed by the backward:
    a minimum cut, weighted by the bytes of each value, between the forward
    ops that may not be recomputed (contractions, collectives, impure ops)
    and the values the backward reads, as PyTorch's min-cut
    rematerialization partitioner does (Boost.Graph's push-relabel
    max-flow). Elementwise ops, views and reductions to one operand are
    recomputed when that saves bytes.

    Policies: `policy=min-cut` (the default, above), `policy=sac`
    (selective activation checkpointing, as TorchTitan's op-level SAC: the
    outputs of every other contraction are saved, everything else is
    recomputed) or `policy=save-all` (every forward value the backward
    reads is saved). ap-auto-shard's memory term counts what the same
    policy saves (its `recompute` option). A parameter's `ap.all_gather` (FSDP) is never saved,
    together with the single-input chain before it (casts) and after it
    (views, transposes, casts): the backward gathers again. An op's
    `ap.recompute` attribute (`"must_save"`, `"must_recompute"`,
    `"prefer_recompute"`), set by a user or an earlier pass, overrides both.

    It runs on global programs (planned or not; ap-partition partitions
    the result through the joint function's calls) and on per-device ones.

    The function `@f` becomes `@f_forward` (private: the arguments in, the
    forward results and the saved values out), `@f_backward` (private: the
    arguments and the saved values in, the gradients out) and `@f` itself,
    which calls the two, so that it computes what it computed before. Saved
    values keep their `ap.sharding`. The decisions are written on the ops
    (`ap.recompute`), so that re-joining and splitting again replays them.

    `memory-report` estimates each half's peak memory: the most tensor bytes
    live at once in program order, arguments included, views and empty
    tensors free (per device on per-device code); `memory-budget` (GB)
    fails the pass, naming the op at the peak, when a half needs more.
    docs/Recompute.md.
  }];
  let options = [
    Option<"policy", "policy", "mlir::ap::RecomputePolicy",
           /*default=*/"mlir::ap::RecomputePolicy::MinCut",
           "What may be recomputed",
           RecomputePolicyValues>,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark per function with what is saved and recomputed">,
    Option<"memoryReport", "memory-report", "bool", /*default=*/"false",
           "Emit a remark with the peak memory of the forward and of the "
           "backward (per device on per-device code)">,
    Option<"memoryBudget", "memory-budget", "double", /*default=*/"0",
           "Fail when the forward or the backward needs more GB at its "
           "peak (0: no budget)">
  ];
  let dependentDialects = ["mlir::func::FuncDialect"];
}

//===----------------------------------------------------------------------===//
// Schedule phase: per-device programs, communication overlapped
//===----------------------------------------------------------------------===//

def APScheduleCollectives
    : Pass<"ap-schedule-collectives", "mlir::ModuleOp"> {
  let summary = "Start collectives early and wait for them late (overlap)";
  let description = [{
    On per-device programs: every data-moving collective (`ap.all_gather`,
    `ap.reduce_scatter`, `ap.all_reduce`, `ap.all_to_all`) directly in a
    function's body becomes an `ap.start` and an `ap.wait`
    (docs/Overlap.md). The wait moves down to just before the first op that
    needs the result; the start moves up to just after its operand is
    defined, but not above the start of a collective needed earlier (the
    communication stream runs them in the order they are started: in the
    order they are needed; a result only returned, such as a gradient's
    reduce-scatter, is needed at the end only and takes its place in that
    order where its operand is computed). Compute between a start and its wait runs while
    the collective is in flight.

    Memory is the judge: a bucket adds copies (its concatenated operand,
    the pieces cut out), a start moved up holds its result's buffer
    longer, a wait moved down holds the operand's. The live bytes at every
    op are counted as ap-recompute-partition's `memory-report` counts them
    (PeakMemory.h, with a collective in flight holding its result from its
    start and its operand until its wait); a bucket is made, a start moves
    up and a wait down, only as far as the function's peak stays within its
    unscheduled peak plus `prefetch-budget` GB. Collectives in nested regions and in
    functions of several blocks stay as they are, and so do collectives in
    flight already (a second run): a new start does not go above one of
    them needed no later than it.

    First, small collectives over the same group are combined into buckets
    (one latency instead of several): all-reduces of any shape, all-gathers
    and reduce-scatters on dim 0, of one element type and reduction, taken
    in program order while every member's operand is defined before any
    member's result is read; each bucket is one collective on the members'
    operands flattened and concatenated, its result cut back into theirs
    just before each is first read. `bucket-bytes` bounds a bucket; its
    default (-1) is, per group, the bytes at which the cost model's latency
    (the module's `ap.target`, as ap-partition prices collectives) is a
    tenth of a collective's time; only collectives of at most half of it
    join. `bucket-bytes=0` turns bucketing off, `overlap=false` the split
    into start and wait. Both take `inf` for "unbounded"; NaN and negative
    values (but bucket-bytes' -1) are errors located at the module
    (OptionChecks.h).

    The program computes what it computed before; ap-run's differential
    runs hold the scheduled program to the unscheduled one on threads and
    MPI (test/Integration/Differential/overlap.mlir).
  }];
  let options = [
    Option<"overlap", "overlap", "bool", /*default=*/"true",
           "Split collectives into ap.start and ap.wait and move them apart">,
    Option<"bucketBytes", "bucket-bytes", "double", /*default=*/"-1",
           "Combine small collectives into buckets of at most this many "
           "bytes (-1: from the target, 0: no buckets, inf: unbounded)">,
    Option<"prefetchBudget", "prefetch-budget", "double", /*default=*/"0",
           "GB that buckets' copies and collectives in flight may add to a "
           "function's peak memory (0: the peak does not grow, inf: "
           "unbounded)">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark per function: buckets, collectives in flight, how "
           "many ops each overlaps, the peak before and after">,
  ];
  // Buckets are built of tensor ops (concatenations, reshapes, slices),
  // also in a module that has none of its own (DDP's gradients).
  let dependentDialects = ["mlir::ap::APDialect",
                           "mlir::tensor::TensorDialect"];
}

def APUnscheduleCollectives
    : Pass<"ap-unschedule-collectives", "mlir::ModuleOp"> {
  let summary = "Run every started collective at its wait";
  let description = [{
    Undoes ap-schedule-collectives: each `ap.start` and its `ap.wait`
    become the collective, where the wait was. For lowerings that schedule
    communication themselves (IREE's streams, ap-run's IREE backend runs
    it first) and for comparing a program with its schedule.
  }];
  let dependentDialects = ["mlir::ap::APDialect"];
}

//===----------------------------------------------------------------------===//
// Partition phase: global view -> per-device view
//===----------------------------------------------------------------------===//

def APPartition : Pass<"ap-partition", "mlir::ModuleOp"> {
  let summary = "Turn a sharded global program into per-device code";
  let description = [{
    Rewrites every function whose values carry shardings (see
    docs/Partitioning.md) into the program one device runs: tensor types
    become per-device types, each op computes its local part, and every
    change of layout (`ap.redistribute`, an `ap.annotate` that differs from
    the producer, an operand an op needs in another layout, a result the
    function returns in another layout) becomes the cheapest sequence of
    collectives found by the redistribution planner.

    Shardings come from `ap.sharding` on function arguments and results and
    on ops, and from `ap.annotate`; values without one are replicated.
    Redistributions are priced with the module's `ap.target` (recorded by
    ap-auto-shard) when it has one, else with the H100 preset's links.
    Arguments and results of the partitioned function carry
    `ap.local_sharding`. Ops and layouts it cannot partition are reported
    with a diagnostic naming the op and the reason.

    Before (2x4 mesh):
    ```mlir
    func.func @f(%x: tensor<8x64xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
                 %w: tensor<64x32xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>})
        -> (tensor<8x32xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
      %y = linalg.matmul {ap.sharding = #ap.sharding<@mesh, [S(0), P(sum)]>}
          ins(%x, %w : ...) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
      return %y : tensor<8x32xf32>
    }
    ```
    After:
    ```mlir
    func.func @f(%x: tensor<4x64xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>},
                 %w: tensor<16x32xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, S(0)]>})
        -> (tensor<4x32xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>}) {
      %xs = ap.shard_slice %x on @mesh axes = [1] dim = 1 : tensor<4x64xf32> -> tensor<4x16xf32>
      %y = linalg.matmul ins(%xs, %w : ...) outs(%init : tensor<4x32xf32>) -> tensor<4x32xf32>
      %r = ap.all_reduce %y on @mesh axes = [1] reduce = sum : tensor<4x32xf32>
      return %r : tensor<4x32xf32>
    }
    ```
  }];
  let options = [
    Option<"exactAnnotations", "exact-annotations", "bool",
           /*default=*/"false",
           "Fail instead of inserting a redistribution the program does not "
           "ask for: every annotated op must compute in its annotated layout "
           "and every change of layout must be an ap.redistribute or "
           "ap.annotate (ap-auto-shard's output satisfies this)">,
  ];
  let dependentDialects = [
    "mlir::ap::APDialect",
    "mlir::arith::ArithDialect",
    "mlir::linalg::LinalgDialect",
    "mlir::scf::SCFDialect",
    "mlir::tensor::TensorDialect",
  ];
}

def APEraseShardings : Pass<"ap-erase-shardings", "mlir::ModuleOp"> {
  let summary = "Drop every sharding from a global program";
  let description = [{
    Returns a sharded global program to the single-device program it
    describes: `ap.annotate` and `ap.redistribute` (identities on global
    values) are replaced by their operands, and every `ap.sharding`
    attribute is removed, as are meshes that nothing uses any more. ap-run
    applies it to run a global program as the reference.
  }];
}

//===----------------------------------------------------------------------===//
// Collective optimizations: on per-device programs (after ap-partition)
//===----------------------------------------------------------------------===//

def APFuseAllGatherChains : Pass<"ap-fuse-all-gather-chains",
                                 "mlir::ModuleOp"> {
  let summary = "Fuse an all_gather, identity views and an all_gather into one";
  let description = [{
    On per-device programs: `ap.all_gather` over axes `A` on dim `d`, then
    only views that compose to the identity (none, transposes that cancel,
    `tensor.expand_shape` / `tensor.collapse_shape` that undo each other,
    unit dims added and removed, `tensor.cast` to the same type), then
    `ap.all_gather` over axes `B` (disjoint from `A`) on the same dim `d`,
    becomes one `ap.all_gather` over the ordered axes `B ++ A` that reads
    the first gather's operand; the views are erased. `B ++ A`: after the
    two gathers, chunk `idx_B * |A| + idx_A` of the result is the operand of
    the device with those group indices, which is the group index over
    `B ++ A` (docs/CollectiveOptimizations.md).

    Conditions: the first gather's result and every view's result have one
    use, all in one block; the element type does not change (a cast
    between the gathers blocks fusion); the mesh allows the group `B ++ A`
    (`groups` on `ap.mesh`); and, unless `always`, the fused gather is
    predicted no slower than the two with the module's communication cost
    model (`ap.target`, else the H100 preset), because the redistribution
    planner sometimes splits a gather over hierarchical links on purpose.
    Gathers in flight (docs/Overlap.md) fuse too: the chain is followed
    through the first's `ap.wait`, and the fused gather stays in the
    second's `ap.start`.

    ```mlir
    %a = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
    %b = ap.all_gather %a on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
    // becomes
    %b = ap.all_gather %x on @mesh axes = [0, 1] dim = 0 : tensor<2x8xf32> -> tensor<16x8xf32>
    ```
  }];
  let options = [
    Option<"always", "always", "bool", /*default=*/"false",
           "Fuse even when the cost model predicts the fused gather to be "
           "slower (the mesh's groups are still respected)">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark with the chains fused and those refused">,
  ];
  let dependentDialects = ["mlir::ap::APDialect"];
}

def APCollectivesOnDimZero
    : Pass<"ap-collectives-on-dim-zero", "mlir::ModuleOp"> {
  let summary = "Rewrite gathers, scatters and exchanges onto dim 0";
  let description = [{
    IREE's collectives (and NCCL's) gather, scatter and exchange along the
    leading dim only. On per-device programs this pass moves the dim a
    collective acts on to the front and back with `linalg.transpose`:

    * `ap.all_gather` and `ap.reduce_scatter` on dim `d`: the operand
      transposed so that `d` leads, the collective on dim 0, the result
      transposed back;
    * `ap.all_to_all` with `split_dim = s`, `concat_dim = c`: the operand
      transposed so that `s` leads, an all_to_all on dim 0 (chunk `g` of the
      result is what member `g` sent), that dim expanded into `[G, s/G]`,
      `G` moved before `c` and merged with it (member `g`'s chunk lands at
      `g * size(c)`), and the dims transposed back.

    Collectives already on dim 0, `ap.all_reduce`, `ap.shard_slice` and
    collectives with dynamic shapes are left as they are. A collective in
    flight (in an `ap.start`, docs/Overlap.md) is rewritten around its start
    and wait: the operand transposed before the start, the result after the
    wait, the collective on dim 0 in the start. The result computes what the
    program computed
    (`test/Integration/Differential/collectives-on-dim-zero.mlir` holds
    them to each other on threads); the ap-lower-to-iree pipeline runs it.
  }];
  let dependentDialects = ["mlir::ap::APDialect",
                           "mlir::linalg::LinalgDialect",
                           "mlir::tensor::TensorDialect"];
}

def APCollectivesToLocal
    : Pass<"ap-collectives-to-local", "mlir::ModuleOp"> {
  let summary = "Replace collectives by local ops (for timing one rank only)";
  let description = [{
    For timing one rank of a per-device program on one device, where its
    peers are not: every collective becomes a local op with its result's
    type and no communication, so that what is left is the rank's compute
    (plus the copies below). **The program no longer computes what it
    did**; nothing but a benchmark should run it (benchmarks/gpu_layer.py's
    one-rank row compares its time with the plan's predicted compute).

    * `ap.all_reduce`: its operand;
    * `ap.all_gather` on dim `d`: `G` copies of the operand concatenated
      along `d` (a gather's result written, no peer's data);
    * `ap.reduce_scatter` and `ap.shard_slice` on dim `d`: the first chunk
      (`tensor.extract_slice`);
    * `ap.all_to_all`: the first chunk of `split_dim`, `G` copies along
      `concat_dim`; its operand when the two are the same;
    * `ap.group_index`: 0 (rank 0's offsets).

    A collective in flight (`ap.start` and `ap.wait`, docs/Overlap.md)
    becomes its local op where its wait was: there is nothing to overlap.
    A collective with dynamic or uneven shapes is an error. With `warn`
    (the default) each partitioned function gets a warning saying that it
    changed meaning.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect",
                           "mlir::tensor::TensorDialect"];
  let options = [
    Option<"warn", "warn", "bool", /*default=*/"true",
           "Warn on each partitioned function that it changed meaning">
  ];
}

def APMergeCollectives : Pass<"ap-merge-collectives", "mlir::ModuleOp"> {
  let summary = "Merge consecutive collectives of one kind over disjoint axes";
  let description = [{
    On per-device programs, two collectives of the same kind over disjoint
    mesh axes `A` (first) then `B`, where the first's result has one use,
    become one collective over the flattened group:

    * `ap.all_reduce` over `A` then over `B`, same reduction, with only pure
      data movement between them (`linalg.transpose`,
      `tensor.collapse_shape`, `tensor.expand_shape`, `tensor.cast`, each
      result used once): one `ap.all_reduce` over `A ++ B` (or `B ++ A`
      when the mesh's groups allow only that) after the data movement. The
      reduction is applied element by element, so moving elements around
      commutes with it; reducing over `A` and then over `B` reduces over
      every device of the `A x B` group, which is one reduction over it
      (for `avg`, the mean of means of equal-sized groups is the mean).
      Any other op between the two (even an element-wise one) blocks it.
    * `ap.reduce_scatter` over `A` then over `B` on the same dim, same
      reduction, directly: one `ap.reduce_scatter` over `A ++ B` (the
      second cuts the first's chunk `idx_A` into sub-chunk `idx_B`, chunk
      `idx_A * |B| + idx_B` overall).
    * `ap.all_gather` over `A` then over `B` on the same dim, directly: one
      `ap.all_gather` over `B ++ A`, by the same rule as
      ap-fuse-all-gather-chains (which also looks through views).

    Never across different kinds (a reduce_scatter then an all_reduce stay
    two), reductions, dims, meshes or element types; never over a group the
    mesh does not allow; and, unless `always`, only when the merged
    collective is predicted no slower than the two with the module's
    communication cost model (`ap.target`, else the H100 preset).
    Collectives in flight (docs/Overlap.md) merge too: the pair is found
    through the first's `ap.wait`, and the merged collective stays in the
    second's `ap.start`. docs/CollectiveOptimizations.md has the
    derivations.
  }];
  let options = [
    Option<"always", "always", "bool", /*default=*/"false",
           "Merge even when the cost model predicts the merged collective "
           "to be slower (the mesh's groups are still respected)">,
    Option<"report", "report", "bool", /*default=*/"false",
           "Emit a remark with the pairs merged and those refused">,
  ];
  let dependentDialects = ["mlir::ap::APDialect"];
}

#endif // SHARD_TRANSFORMS_PASSES_TD
