// Where CUDA's ptxas is installed (the machine image has it at
// /usr/local/cuda; no GPU is needed), the PTX of ap-lower-to-gpu-kernels
// assembles into cubins (ELF) for the H100: the PTX is valid.
// REQUIRES: ptxas, libdevice
//
// RUN: ap-opt %S/kernels.mlir --ap-lower-to-runtime --ap-lower-to-gpu-kernels="format=bin" | FileCheck %s
//
// Every kernel of a transformer layer's forward and backward (norms,
// softmax, RoPE, SiLU: libdevice's rsqrtf and expf linked) as the GPU JIT
// pipeline lowers it, contractions as GEMM calls: 102 kernels, all cubins.
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | ap-opt - --ap-partition --ap-lower-to-runtime --ap-lower-contractions-to-gemm --ap-lower-to-gpu-kernels="format=bin" | FileCheck %s --check-prefix=LAYER
// LAYER-COUNT-102: gpu.binary @train_step_kernel{{[_0-9]*}} [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, {{.*}}bin = "\7FELF
// LAYER-NOT: gpu.binary

// CHECK: gpu.binary @mlp_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {ISAToBinaryTimeInMs = {{[0-9]+}} : i64, {{.*}}}, bin = "\7FELF
// CHECK: gpu.binary @mlp_kernel_0 [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, {{.*}}bin = "\7FELF
// CHECK: gpu.binary @mlp_kernel_1 [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, {{.*}}bin = "\7FELF
