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
// And for the CPU (llvm-cpu), the module cpu-differential.mlir runs.
// RUN: ap-run %S/../Torch/Inputs/llama-f32.mlir --compare --pipeline=ap-import-torch --backend=iree --emit-executable=%t.cpu.vmfb | FileCheck %s
// RUN: %iree_dump_module %t.cpu.vmfb | FileCheck %s --check-prefix=CPU
// CPU: embedded-elf-x86_64
//
// CHECK: ap-run: wrote {{.*}}.vmfb, @train_step for IREE (compile {{[0-9.]+}} s)
