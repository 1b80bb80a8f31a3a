// ap-auto-shard rediscovers the known good plans for LLaMA-3 training, from
// the cost model alone (H100 target: 8 GPUs per node, NVLink inside, IB
// across), at the 8B model's widths. Every configuration is solved to proven
// optimality (`gap=0` where the budget binds: the default gap=0.01 keeps a
// plan proven within 1% there); the ones marked "partitioned" also go through ap-partition
// with exact-annotations (the plan is executable as written). The plans are
// chosen by the serial step (`overlap=false`: every collective paid in full,
// as the known plans are usually argued); planned for the step on two
// streams, case 2 places the MLP's weights differently (docs/Overlap.md,
// TP2D-OVERLAP below).
//
// 1. FSDP on a small 1-D mesh when memory binds. 64 x 2048 tokens over 8
//    GPUs: moving activations costs far more than moving weights, so the
//    batch is split (tokens and targets S(0)). With no budget the weights
//    stay replicated (data parallel, gradients reduce-scattered then
//    gathered: an all-reduce); under a 19.5 GB budget the large weights are
//    sharded along dim 0 (FSDP / ZeRO-3: all-gathered for use, gradients
//    reduce-scattered) at the same predicted step time, since a
//    reduce-scatter plus an all-gather is what the all-reduce costs. The
//    budgeted runs keep every activation the backward reads
//    (`recompute=save-all`, 12.75 GB per device here, and 25.44 GB in all
//    with the transients at the forward's peak); with the default split
//    (`recompute=min-cut`: elementwise results recomputed from the saved
//    contraction outputs) the data parallel plan needs 20.71 GB. (The
//    budget was 22 GB while the memory model counted a contraction's result
//    and the fill it writes into as two buffers: 27.38 GB unbounded.)
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 64 --seq 2048 --mesh 8 > %t.fsdp.mlir
// RUN: ap-opt %t.fsdp.mlir -ap-auto-shard="overlap=false summary=-" -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DDP
// RUN: ap-opt %t.fsdp.mlir -ap-auto-shard="overlap=false recompute=save-all memory-budget=19.5 summary=-" \
// RUN:     -ap-partition=exact-annotations -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FSDP
//
// DDP:      predicted step: [[STEP:[0-9.]+ ms]] =
// DDP:      memory per device: 20.71 GB = parameters, gradients and optimizer state 8.05 GB + saved activations (min-cut) 7.78 GB + inputs 786.4 KB + transients at the peak 4.87 GB (at linalg.generic at {{.*}} (backward))
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
// 1b. The same on a small 2-D mesh (2 x 4) under a 19.5 GB budget: FSDP
//    over both axes (the unbounded plan is data parallel over both, 25.44
//    GB).
//    The batch is split over all 8 GPUs; the large weights are stored split
//    8 ways (which dim is a tie) and all-gathered whole before use.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 64 --seq 2048 --mesh 2x4 \
// RUN:   | ap-opt -ap-auto-shard="overlap=false gap=0 recompute=save-all memory-budget=19.5 summary=%t.fsdp2d.txt" \
// RUN:   | FileCheck %s --check-prefix=FSDP2D-IR
// RUN: FileCheck %s --check-prefix=FSDP2D < %t.fsdp2d.txt
//
// FSDP2D:      optimal, memory budget enforced
// FSDP2D:      argument #0 (tokens) {{.*}} [S(0), S(0)]
// FSDP2D:      argument #6 (l0_wq) and 1 like it {{.*}} [S([[D:[01]]]), S([[D]])]
// FSDP2D:      argument #11 (l0_w1) and 1 like it {{.*}} [S([[D1:[01]]]), S([[D1]])]
// FSDP2D-NEXT: argument #12 (l0_w3) and 1 like it {{.*}} [S([[D3:[01]]]), S([[D3]])]
// FSDP2D-NEXT: argument #13 (l0_w2) and 1 like it {{.*}} [S([[D2:[01]]]), S([[D2]])]
//
// FSDP2D-IR-DAG: ap.redistribute %arg6 from <@mesh, [S({{[01]}}), S({{[01]}})]{{[^>]*}}> to <@mesh, [R, R]>
// FSDP2D-IR-DAG: ap.redistribute %arg11 from <@mesh, [S({{[01]}}), S({{[01]}})]{{[^>]*}}> to <@mesh, [R, R]>
// FSDP2D-IR-DAG: ap.redistribute %arg12 from <@mesh, [S({{[01]}}), S({{[01]}})]{{[^>]*}}> to <@mesh, [R, R]>
// FSDP2D-IR-DAG: ap.redistribute %arg13 from <@mesh, [S({{[01]}}), S({{[01]}})]{{[^>]*}}> to <@mesh, [R, R]>
//
// 2. Two-dimensional tensor parallelism with few tokens (2 x 1024 on 2 x 4,
//    partitioned): activations are small next to the weights, so no weight
//    moves at all. QKV is column-parallel over "tp" (output dim 0) with its
//    contraction split over "dp" (input dim 1, partial sums reduced), WO
//    row-parallel over "tp"; the MLP is column/row-parallel over all 8 GPUs
//    (W1/W3 dim 0 and W2 dim 1 split over both axes, in the same order, so
//    each GPU holds matching FFN rows). Predicted steps (llama.py --pin
//    prices the hand-made plans): this plan 4.85 ms; DDP 8.03, FSDP 5.42,
//    Megatron TP over "tp" 5.49, FSDP2 over TP 5.17. (The slowest solve of
//    the suite: the dual bound is within 1 us of the optimum, but its plan
//    is 0.6% over and the branch and bound runs out of budget, so CBC
//    finds and proves the optimum, in ~10 s.)
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 2 --seq 1024 --mesh 2x4 \
// RUN:   | ap-opt -ap-auto-shard="overlap=false summary=-" -ap-partition=exact-annotations \
// RUN:       -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TP2D
//
// TP2D:      plan for @train_step on @mesh (2x4)
// TP2D:      optimal
// TP2D:      argument #6 (l0_wq) and 1 like it {{.*}} [S(1), S(0)]
// TP2D-NEXT: argument #7 (l0_wk) and 1 like it {{.*}} [S(1), S(0)]
// TP2D-NEXT: argument #8 (l0_wv) and 1 like it {{.*}} [S(1), S(0)]
// TP2D-NEXT: argument #9 (l0_wo) and 1 like it {{.*}} [S(0), S(1)]
// TP2D:      argument #11 (l0_w1) and 1 like it {{.*}} [S(0), S(0)]{{$}}
// TP2D-NEXT: argument #12 (l0_w3) and 1 like it {{.*}} [S(0), S(0)]{{$}}
// TP2D-NEXT: argument #13 (l0_w2) and 1 like it {{.*}} [S(1), S(1)]{{$}}
//
//    Planned for the step on two streams (ap-auto-shard's default), the MLP's
//    weights are placed differently (W1 over "dp" along its input dim, W3
//    and W2 with the other shard order), with more communication of which
//    more is hidden: 3.985 ms serial, but 3.579 ms overlapped against the
//    serial plan's 3.727 ms (docs/AutoShard.md's worked example).
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 2 --seq 1024 --mesh 2x4 \
// RUN:   | ap-opt -ap-auto-shard="summary=-" -ap-partition=exact-annotations \
// RUN:       -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TP2D-OVERLAP
// TP2D-OVERLAP:      predicted step: 3.985 ms
// TP2D-OVERLAP-NEXT: overlapped step: 3.579 ms
// TP2D-OVERLAP:      argument #11 (l0_w1) and 1 like it {{.*}} [S(1), S(0)]{{$}}
// TP2D-OVERLAP-NEXT: argument #12 (l0_w3) and 1 like it {{.*}} [S(0), S(0)], order = {0: [1, 0]}
// TP2D-OVERLAP-NEXT: argument #13 (l0_w2) and 1 like it {{.*}} [S(1), S(1)], order = {1: [1, 0]}
//
// 2b. FSDP + TP: the full batch (16 x 8192) and 8 layers on 8 x 8 under a
//    20 GB budget (unbounded, the plan needs 28.80 GB). The large weights are
//    stored sharded over "dp" as well and all-gathered over "dp" before use
//    (FSDP), leaving a tensor-parallel split over "tp": W1/W3
//    column-parallel (dim 0 over "tp"), W2 and WO row-parallel (dim 1 over
//    "tp"), as in Megatron; QKV, unlike Megatron, split along their input
//    dim (the sequence-parallel attention of regime 3). Which dim
//    "dp" splits in storage is a tie (the gather costs the same), so only
//    the gathers' targets are pinned exactly.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 8 --mesh 8x8 \
// RUN:   | ap-opt -ap-auto-shard="overlap=false gap=0 recompute=save-all memory-budget=20 summary=%t.fsdp-tp.txt" \
// RUN:   | FileCheck %s --check-prefix=FSDP-TP-IR
// RUN: FileCheck %s --check-prefix=FSDP-TP < %t.fsdp-tp.txt
//
// FSDP-TP:      optimal, memory budget enforced
// FSDP-TP:      argument #9 (l0_wo) and 7 like it {{.*}} [S({{[01]}}), S(1)]
// FSDP-TP:      argument #11 (l0_w1) and 7 like it {{.*}} [S({{[01]}}), S(0)]
// FSDP-TP-NEXT: argument #12 (l0_w3) and 7 like it {{.*}} [S({{[01]}}), S(0)]
// FSDP-TP-NEXT: argument #13 (l0_w2) and 7 like it {{.*}} [S({{[01]}}), S(1)]
//
// FSDP-TP-IR-DAG: ap.redistribute %arg9 from <@mesh, [S({{[01]}}), S(1)]{{[^>]*}}> to <@mesh, [R, S(1)]>
// FSDP-TP-IR-DAG: ap.redistribute %arg11 from <@mesh, [S({{[01]}}), S(0)]{{[^>]*}}> to <@mesh, [R, S(0)]>
// FSDP-TP-IR-DAG: ap.redistribute %arg12 from <@mesh, [S({{[01]}}), S(0)]{{[^>]*}}> to <@mesh, [R, S(0)]>
// FSDP-TP-IR-DAG: ap.redistribute %arg13 from <@mesh, [S({{[01]}}), S(1)]{{[^>]*}}> to <@mesh, [R, S(1)]>
//
// 3. The same model with long sequences (2 x 8192 tokens per data-parallel
//    group) on 8 x 8: now the activations outweigh a projection's weights,
//    and the solver keeps the attention projections' weights whole on every
//    tp rank (WQ and WO replicated, WK/WV gathered over "tp") and splits the
//    tokens instead (sequence parallelism), switching to heads for the
//    attention itself with all-to-alls (as DeepSpeed-Ulysses does), while
//    the MLP stays tensor-parallel (W1/W3 column, W2 row): 25.02 ms
//    predicted against 25.15 ms for the pinned Megatron plan (llama.py
//    --pin tp) and 25.51 ms for FSDP2 over TP.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 1 --vocab 8192 \
// RUN:     --mesh 8x8 \
// RUN:   | ap-opt -ap-auto-shard="overlap=false summary=-" -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ULYSSES
//
// ULYSSES:      argument #6 (l0_wq) {{.*}} [R, R]
// ULYSSES:      argument #9 (l0_wo) {{.*}} [R, R]
// ULYSSES:      argument #11 (l0_w1) {{.*}} [R, S(0)]{{$}}
// ULYSSES-NEXT: argument #12 (l0_w3) {{.*}} [R, S(0)]{{$}}
// ULYSSES-NEXT: argument #13 (l0_w2) {{.*}} [R, S(1)]{{$}}
// ULYSSES:      all_to_all axes = [1]
