// REQUIRES: iree
// What a compiler embedding the project writes: ap-auto-parallel, then
// ap-lower-to-iree, then iree-compile. ap-lower-to-iree takes the planner's
// output as it is (collectives in flight, collectives off dim 0, fused
// attention, IREE's ops without -allow-unregistered-dialect); it was
// refused three times over (issue 43). The LLaMA example on its 2x2 mesh,
// compiled for the CPU (llvm-cpu; IREE's CPU runtime has no collectives,
// so it does not run there) and by ap-run for CUDA.
//
// DEFINE: %{slow} = target-json={"peak_flops":{"f32":1e9,"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}
// DEFINE: %{cpu} = --iree-input-demote-f64-to-f32=false --iree-input-demote-i64-to-i32=false --iree-hal-target-device=local --iree-hal-local-target-device-backends=llvm-cpu --iree-llvmcpu-target-cpu=host
//
// RUN: ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir --ap-auto-parallel='%{slow}' -o %t.planned.mlir
// RUN: FileCheck %s --check-prefix=PLANNED --input-file=%t.planned.mlir
// PLANNED-DAG: ap.start
// PLANNED-DAG: ap.attention
// RUN: ap-opt %t.planned.mlir --ap-lower-to-iree -o %t.llama.mlir
// RUN: FileCheck %s --input-file=%t.llama.mlir
// CHECK: "flow.collective.all_reduce"
// CHECK: "util.initializer"
// CHECK-NOT: ap.
// RUN: %iree_compile %t.llama.mlir %{cpu} -o %t.llama.vmfb
// RUN: %iree_dump_module %t.llama.vmfb | FileCheck %s --check-prefix=MODULE
// MODULE: vm.func @train_step(
// MODULE: vm.call @hal.channel.split
//
// ap-run compiles the same pipeline's output for CUDA (compile-only here).
// RUN: ap-run %shard_src_root/examples/llama-tiny-2x2.mlir --compare --pipeline='ap-auto-parallel{%{slow}}' --backend=iree --device=gpu --gpu-chip=sm_80 --emit-executable=%t.sm80.vmfb | FileCheck %s --check-prefix=SM80
// SM80: ap-run: wrote {{.*}}.vmfb, @train_step for IREE (compile {{[0-9.]+}} s)
//
// The committed GPT-2 export in f64 on a 2x4 mesh: its GELU's f64 tanh,
// which IREE's CPU code lacks, is written with exp and log
// (ap-expand-f64-math).
// DEFINE: %{mesh2x4} = sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])/'
// RUN: %{mesh2x4} %S/../Torch/Inputs/gpt2-f64.mlir > %t.gpt2.mlir
// RUN: ap-opt %t.gpt2.mlir --ap-auto-parallel='%{slow}' --ap-lower-to-iree -o %t.gpt2-iree.mlir
// RUN: FileCheck %s --check-prefix=GPT2 --input-file=%t.gpt2-iree.mlir
// GPT2: "flow.collective.all_reduce"
// GPT2-NOT: math.tanh
// RUN: %iree_compile %t.gpt2-iree.mlir %{cpu} -o %t.gpt2.vmfb
//
// The LLaMA export in f64 on the same mesh: its RoPE table, a complex<f64>
// constant sliced at the rank's offset, is written as pairs (IREE 3.13
// crashed on it).
// RUN: %{mesh2x4} %S/../Torch/Inputs/llama-f64.mlir > %t.llama-f64.mlir
// RUN: ap-opt %t.llama-f64.mlir --ap-auto-parallel='%{slow}' --ap-lower-to-iree -o %t.llama-f64-iree.mlir
// RUN: %iree_compile %t.llama-f64-iree.mlir %{cpu} -o %t.llama-f64.vmfb
