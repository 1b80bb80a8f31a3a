// REQUIRES: iree
// IREE compiles the project's programs for CUDA without a GPU
// (ap-run --backend=iree --emit-executable writes the IREE module; a GPU
// machine runs it with iree-run-module or ap-run --backend=iree
// --device=gpu). sm_80 from IREE's own target table; sm_90, which IREE
// 3.13's table lacks, through the device target the module names itself
// (IreeRunner.cpp: sm_89's entry with arch sm_90 and PTX 8.0).
//
// RUN: ap-run %S/../Torch/Inputs/llama-f32.mlir --compare --pipeline=ap-import-torch --backend=iree --device=gpu --gpu-chip=sm_80 --emit-executable=%t.sm80.vmfb | FileCheck %s
// RUN: %iree_dump_module %t.sm80.vmfb | FileCheck %s --check-prefix=SM80
// SM80: cuda-nvptx-fb
// SM80: sm_80
// RUN: ap-run %S/../Torch/Inputs/llama-f32.mlir --compare --pipeline=ap-import-torch --backend=iree --device=gpu --gpu-chip=sm_90 --emit-executable=%t.sm90.vmfb | FileCheck %s
// RUN: %iree_dump_module %t.sm90.vmfb | FileCheck %s --check-prefix=SM90
// SM90: cuda-nvptx-fb
// SM90: arch = "sm_90", features = "+ptx80"
//
// Partitioned programs: their collectives become IREE's channels and
// collectives (ap-collectives-on-dim-zero, ap-lower-to-iree), which IREE's
// CUDA runtime runs over NCCL, one process per GPU (its CPU runtime has no
// collectives). The LLaMA step's plan on a 2x2 mesh (all_gather,
// reduce_scatter, all_reduce) and the mixture-of-experts step's expert
// parallel plan (all_to_all between two dims), for sm_90.
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 2x2 > %t.llama.mlir
// RUN: ap-run %t.llama.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' --backend=iree --device=gpu --gpu-chip=sm_90 --emit-executable=%t.llama-2x2.vmfb | FileCheck %s
// RUN: %iree_dump_module %t.llama-2x2.vmfb | FileCheck %s --check-prefix=CHANNELS
// The channels are made once, when the module loads (its __init), not by
// the step.
// CHANNELS: vm.func @train_step(
// CHANNELS-NOT: vm.call @hal.channel.create
// CHANNELS: vm.func @__init() -> () {
// CHANNELS: vm.call @hal.channel.create
// CHANNELS: vm.call @hal.channel.split
// RUN: %model_gen/llama.py --preset tiny --layers 1 --experts 4 --capacity 3 --ffn 256 --mesh 2x2 > %t.moe.mlir
// RUN: ap-run %t.moe.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"intra_node":{"bandwidth":1e7}}},ap-partition' --backend=iree --device=gpu --gpu-chip=sm_90 --emit-executable=%t.moe-2x2.vmfb | FileCheck %s
//
// And for the CPU (llvm-cpu), the module cpu-differential.mlir runs.
// RUN: ap-run %S/../Torch/Inputs/llama-f32.mlir --compare --pipeline=ap-import-torch --backend=iree --emit-executable=%t.cpu.vmfb | FileCheck %s
// RUN: %iree_dump_module %t.cpu.vmfb | FileCheck %s --check-prefix=CPU
// CPU: embedded-elf-x86_64
//
// CHECK: ap-run: wrote {{.*}}.vmfb, @train_step for IREE (compile {{[0-9.]+}} s)
