// Expert parallelism on a Hugging Face model: Mixtral (4 experts, top 2)
// with its experts block in GShard's dispatch form (the experts
// implementation "ap_dispatch" that tools/torch-export/hf_models.py
// registers with transformers: per-sequence expert buffers with a slot for
// every token, so no token is dropped and the model computes what
// transformers' batched_mm computes; regenerate with
// scripts/export-fixtures.sh hf-mixtral-dispatch). Needs no torch.
//
// On the fixtures' slow target with slow links (10 MB/s between devices),
// ap-auto-shard shards the experts dim of both expert weights over the
// whole 2x2 mesh, one expert per device, and moves the tokens to their
// experts and back by all_to_all; the partitioned program computes
// PyTorch's loss and gradients.
//
// The dispatch form computes what transformers' batched_mm computes: run on
// the inputs of the batched_mm fixture (the same weights), it gives that
// fixture's loss and gradients.
// RUN: ap-run %S/Inputs/hf-mixtral-dispatch-f32.mlir --inputs-dir %S/Inputs/hf-mixtral-f32.ref --expected-dir %S/Inputs/hf-mixtral-f32.ref | FileCheck %s --check-prefix=SAME
// SAME-COUNT-22: vs expected {{.*}}: PASS
//
// DEFINE: %{mesh2x2} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])/'
// DEFINE: %{target} = target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}}
//
// RUN: %{mesh2x2} %S/Inputs/hf-mixtral-dispatch-f32.mlir > %t.2x2.mlir
// RUN: ap-run %t.2x2.mlir --compare --pipeline='ap-import-torch,ap-auto-shard{%{target} summary=%t.summary},ap-partition{exact-annotations}' \
// RUN:   --inputs-dir %S/Inputs/hf-mixtral-dispatch-f32.ref --expected-dir %S/Inputs/hf-mixtral-dispatch-f32.ref | FileCheck %s
// CHECK-COUNT-22: vs expected {{.*}}: PASS
// CHECK: ap-run: PASS: 22 output(s)
// RUN: FileCheck %s --check-prefix=PLAN < %t.summary
// PLAN: (model_layers_0_mlp_experts_gate_up_proj) and 1 like it tensor<4x64x16xf32> [S(0), S(0)]
// PLAN: (model_layers_0_mlp_experts_down_proj) and 1 like it tensor<4x16x32xf32> [S(0), S(0)]
// PLAN: collectives per step:
// PLAN: all_to_all axes = [0, 1]
//
// On 2x4 the 4 experts go over the 4-way axis `b`, the tokens are
// exchanged within each group of 4 by all_to_all over `b`.
// DEFINE: %{mesh2x4} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])/'
// RUN: %{mesh2x4} %S/Inputs/hf-mixtral-dispatch-f32.mlir > %t.2x4.mlir
// RUN: ap-run %t.2x4.mlir --compare --pipeline='ap-import-torch,ap-auto-shard{%{target} summary=%t.summary24},ap-partition{exact-annotations}' \
// RUN:   --inputs-dir %S/Inputs/hf-mixtral-dispatch-f32.ref --expected-dir %S/Inputs/hf-mixtral-dispatch-f32.ref | FileCheck %s
// RUN: FileCheck %s --check-prefix=PLAN24 < %t.summary24
// PLAN24: (model_layers_0_mlp_experts_gate_up_proj) and 1 like it tensor<4x64x16xf32> [R, S(0)]
// PLAN24: (model_layers_0_mlp_experts_down_proj) and 1 like it tensor<4x16x32xf32> [R, S(0)]
// PLAN24: all_to_all axes = [1]
