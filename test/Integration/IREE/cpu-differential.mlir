// REQUIRES: iree
// IREE as a backend of ap-run (docs/Backends.md): the candidate is lowered
// by ap-lower-to-iree, compiled by iree-compile for the CPU (llvm-cpu) and
// run by iree-run-module on the inputs the reference draws; the oracle
// holds its outputs to the reference's (ap-run's own CPU code) and, given,
// to PyTorch's stored numbers.
//
// The generator's LLaMA training step, f32 and f64, as written and after
// einsum canonicalization (partial inputs, ranges, the loss and every
// gradient).
// RUN: %model_gen/llama.py --preset tiny --layers 1 > %t.f32.mlir
// RUN: ap-run %t.f32.mlir --backend=iree --compare --pipeline=ap-canonicalize-einsum | FileCheck %s
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 > %t.f64.mlir
// RUN: ap-run %t.f64.mlir --backend=iree --compare --pipeline=ap-canonicalize-einsum --seed=3 | FileCheck %s
// CHECK: ap-run: candidate after 'ap-canonicalize-einsum': through IREE (llvm-cpu), compile {{[0-9.]+}} s, run {{[0-9.]+}} s
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: 13 output(s)
//
// The bf16 precision policy (docs/Precision.md): bf16 contraction inputs,
// f32 accumulation, held to the error model that counts their rounding;
// with the f16 policy as the candidate the outputs differ (IREE runs what
// it is given) and still fit: f16 rounds less than bf16.
// RUN: ap-opt %t.f32.mlir --ap-mixed-precision > %t.bf16.mlir
// RUN: ap-run %t.bf16.mlir --backend=iree --compare | FileCheck %s --check-prefix=BF16
// BF16: ap-run: candidate after 'ap-partition': through IREE (llvm-cpu)
// BF16-NOT: FAIL
// BF16: ap-run: PASS: 13 output(s)
// RUN: ap-opt %t.f32.mlir --ap-mixed-precision=policy=f16 > %t.f16.mlir
// RUN: ap-run %t.bf16.mlir --backend=iree --compare --candidate %t.f16.mlir | FileCheck %s --check-prefix=F16
// F16: output 0 tensor<f32>: max abs error {{(0\.0*)?[1-9]}}
// F16-NOT: FAIL
// F16: ap-run: PASS: 13 output(s)
//
// The mixture-of-experts step (top-k by rank counts, capacity slots by
// prefix counts: integer-valued float compares and linalg.index).
// RUN: %model_gen/llama.py --preset tiny --layers 1 --experts 4 --capacity 3 --dtype f64 > %t.moe.mlir
// RUN: ap-run %t.moe.mlir --backend=iree --compare --pipeline=ap-canonicalize-einsum | FileCheck %s --check-prefix=MOE
// MOE-NOT: FAIL
// MOE: ap-run: PASS: 14 output(s)
//
// PyTorch's GPT-2 export: IREE computes PyTorch's loss and gradients.
// RUN: ap-run %S/../Torch/Inputs/gpt2-f32.mlir --backend=iree --compare --pipeline=ap-import-torch \
// RUN:   --inputs-dir %S/../Torch/Inputs/gpt2-f32.ref --expected-dir %S/../Torch/Inputs/gpt2-f32.ref | FileCheck %s --check-prefix=TORCH
// TORCH-COUNT-29: vs expected {{.*}}: PASS
// TORCH: ap-run: PASS: 29 output(s)
//
// The comparison can fail: a candidate whose 1/32 scalings (the norms'
// mean, the loss's mean) are 0.1% off (an error far above the rounding of
// the step) is caught.
// RUN: sed 's/3.125000000e-02 : f32/3.128125000e-02 : f32/g' %t.f32.mlir > %t.wrong.mlir
// RUN: not ap-run %t.f32.mlir --backend=iree --compare --candidate %t.wrong.mlir | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: output 0 tensor<f32>: {{.*}}: FAIL
// WRONG: ap-run: FAIL
//
// Compiled once, run elsewhere: --emit-executable writes IREE's module,
// --iree-module runs it with nothing but the runtime's iree-run-module
// (the GPU bundle's way).
// RUN: ap-run %t.f32.mlir --backend=iree --emit-executable=%t.f32.vmfb
// RUN: ap-run %t.f32.mlir --backend=iree --compare --pipeline=ap-canonicalize-einsum --iree-module=%t.f32.vmfb --iree-tools=%iree_runtime_tools | FileCheck %s --check-prefix=MODULE
// MODULE: through IREE (llvm-cpu, module {{.*}}f32.vmfb)
// MODULE: ap-run: PASS: 13 output(s)
// Steady state: --runs N is the median of iree-benchmark-module's N
// repetitions (the module loaded once).
// RUN: ap-run %t.f32.mlir --backend=iree --compare --pipeline=ap-canonicalize-einsum --iree-module=%t.f32.vmfb --runs=3 | FileCheck %s --check-prefix=RUNS
// RUNS: through IREE (llvm-cpu, module {{.*}}), compile {{[0-9.]+}} s, run {{[0-9.]+}} s (median of 3)
// RUNS: ap-run: PASS: 13 output(s)
//
// A partitioned program with collectives runs one iree-run-module per rank,
// on GPUs only: IREE's CPU runtime has no collectives (ranks.mlir runs
// partitioned programs without them on the CPU).
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 2x2 > %t.mesh.mlir
// RUN: not ap-run %t.mesh.mlir --backend=iree --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9},"kernel_floor":0}},ap-partition' 2>&1 | FileCheck %s --check-prefix=MESH
// MESH: ap-run: IREE: IREE's CPU runtime has no collectives
