// ap-auto-shard rediscovers the known good plans for LLaMA-3 training, from
// the cost model alone (H100 target: 8 GPUs per node, NVLink inside, IB
// across). Two layers at the 8B model's widths, a small vocabulary; every
// configuration is solved to proven optimality, then partitioned with
// exact-annotations (the plan is executable as written).
//
// 1. FSDP on a small 1-D mesh when memory binds. 64 x 2048 tokens over 8
//    GPUs: moving activations costs far more than moving weights, so the
//    batch is split (tokens and targets S(0)). With no budget the weights
//    stay replicated (data parallel, gradients reduce-scattered then
//    gathered: an all-reduce); under a 16 GB budget the large weights are sharded along
//    dim 0 (FSDP / ZeRO-3: all-gathered for use, gradients reduce-scattered)
//    at the same predicted step time, since a reduce-scatter plus an
//    all-gather is what the all-reduce costs.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 64 --seq 2048 --mesh 8 > %t.fsdp.mlir
// RUN: ap-opt %t.fsdp.mlir -ap-auto-shard=summary=- -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DDP
// RUN: ap-opt %t.fsdp.mlir -ap-auto-shard="memory-budget=16 summary=-" \
// RUN:     -ap-partition=exact-annotations -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FSDP
//
// DDP:      predicted step: [[STEP:[0-9.]+ ms]] =
// DDP:      argument #0 (tokens) {{.*}} [S(0)]
// DDP-NEXT: argument #1 (targets) {{.*}} [S(0)]
// DDP:      argument #6 (l0_wq) and 1 like it {{.*}} [R]
// DDP:      argument #11 (l0_w1) and 1 like it {{.*}} [R]
// DDP-NEXT: argument #12 (l0_w3) and 1 like it {{.*}} [R]
// DDP-NEXT: argument #13 (l0_w2) and 1 like it {{.*}} [R]
//
// FSDP:      optimal, memory budget enforced
// FSDP-NEXT: predicted step: [[STEP:[0-9.]+ ms]] =
// FSDP:      argument #0 (tokens) {{.*}} [S(0)]
// FSDP-NEXT: argument #1 (targets) {{.*}} [S(0)]
// FSDP:      argument #6 (l0_wq) and 1 like it {{.*}} [S(0)]
// FSDP:      argument #9 (l0_wo) and 1 like it {{.*}} [S(0)]
// FSDP:      argument #11 (l0_w1) and 1 like it {{.*}} [S(0)]
// FSDP-NEXT: argument #12 (l0_w3) and 1 like it {{.*}} [S(0)]
// FSDP-NEXT: argument #13 (l0_w2) and 1 like it {{.*}} [S(0)]
// FSDP:      all_gather axes = [0]
// FSDP:      reduce_scatter axes = [0]
//
// 2. FSDP + TP on a 2-D mesh (2 data-parallel x 4 tensor-parallel GPUs)
//    with few tokens per step (2 x 1024): activations are small next to the
//    weights, so the tensor-parallel axis splits the weights Megatron-style
//    (QKV and W1/W3 column-parallel: their output dim 0 over "tp"; WO and W2
//    row-parallel: their input dim 1 over "tp") and the data-parallel axis
//    shards what is left (FSDP over TP), at no extra predicted cost. W1/W3
//    split dim 0 over both axes, in mesh order: after the all-gather over
//    "dp" each tp rank holds a fixed (interleaved) set of FFN rows, which
//    W2's dim 1, split the same way, matches; the FFN's rows are
//    independent, so this is column-parallel up to a permutation.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 2 --seq 1024 --mesh 2x4 \
// RUN:   | ap-opt -ap-auto-shard=summary=- -ap-partition=exact-annotations \
// RUN:       -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FSDP-TP
//
// FSDP-TP:      plan for @train_step on @mesh (2x4)
// FSDP-TP:      optimal
// FSDP-TP:      argument #6 (l0_wq) and 1 like it {{.*}} [S(1), S(0)]
// FSDP-TP-NEXT: argument #7 (l0_wk) and 1 like it {{.*}} [S(1), S(0)]
// FSDP-TP-NEXT: argument #8 (l0_wv) and 1 like it {{.*}} [S(1), S(0)]
// FSDP-TP-NEXT: argument #9 (l0_wo) and 1 like it {{.*}} [S(0), S(1)]
// FSDP-TP:      argument #11 (l0_w1) and 1 like it {{.*}} [S(0), S(0)]{{$}}
// FSDP-TP-NEXT: argument #12 (l0_w3) and 1 like it {{.*}} [S(0), S(0)]{{$}}
// FSDP-TP-NEXT: argument #13 (l0_w2) and 1 like it {{.*}} [S(1), S(1)]{{$}}
//
// 3. The same model with long sequences (2 x 8192 tokens per data-parallel
//    group) on 8 x 8: now the activations outweigh a projection's weights,
//    and the solver gathers the QKV weights over "tp" and splits the tokens
//    instead (sequence parallelism), switching to heads for the attention
//    itself with all-to-alls (as DeepSpeed-Ulysses does), while the MLP
//    stays tensor-parallel (W1/W3 column, W2 row): 25.44 ms predicted against
//    25.58 ms for the pinned Megatron plan (llama.py --pin tp).
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 1 --vocab 8192 \
// RUN:     --mesh 8x8 \
// RUN:   | ap-opt -ap-auto-shard=summary=- -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ULYSSES
//
// ULYSSES:      argument #6 (l0_wq) {{.*}} [R, S(1)]
// ULYSSES:      argument #11 (l0_w1) {{.*}} [R, S(0)]{{$}}
// ULYSSES-NEXT: argument #12 (l0_w3) {{.*}} [R, S(0)]{{$}}
// ULYSSES-NEXT: argument #13 (l0_w2) {{.*}} [R, S(1)]{{$}}
// ULYSSES:      all_to_all axes = [1]
