// The bf16 precision policy (ap-mixed-precision), executed and held to the
// oracle.
//
// 1. The policy's program is the reference: planned, partitioned and run on
//    2x2 threads it matches its unpartitioned self within the error model,
//    whose budgets include the bf16 rounding of the contraction inputs (the
//    f64 form computes the math exactly, truncations included as no-ops).
//    FSDP x TP pins the weights, so the weights are gathered: in bf16, the
//    truncation planned before the gather.
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 2x2 --pin fsdp-tp > %t.f32.mlir
// RUN: ap-opt %t.f32.mlir --ap-mixed-precision > %t.bf16.mlir
// RUN: ap-run %t.bf16.mlir --compare --pipeline='ap-auto-shard{target-json={"peak_flops":{"f32":1e9,"bf16":2e9},"kernel_floor":0,"memory_bandwidth":1e10}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// CHECK: ap-run: candidate after 'ap-auto-shard{{.*}}': mesh @mesh 2x2 (4 devices)
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: 13 output(s)
//
// RUN: ap-opt %t.f32.mlir --pass-pipeline='builtin.module(ap-auto-parallel{precision=bf16 target-json={"peak_flops":{"f32":1e9,"bf16":2e9},"kernel_floor":0,"memory_bandwidth":1e10}})' \
// RUN:   | FileCheck %s --check-prefix=GATHER
// GATHER: ap.all_gather {{.*}} : tensor<{{.*}}xbf16> -> tensor<{{.*}}xbf16>
//
// 2. The same policy applied to the candidate only fails against the f32
//    program: the oracle holds a candidate to the reference's precision and
//    sees the bf16 rounding it adds.
// RUN: not ap-run %t.f32.mlir --compare --pipeline=ap-mixed-precision | FileCheck %s --check-prefix=NARROWER
// NARROWER: ap-run: candidate after 'ap-mixed-precision'
// NARROWER: out of tolerance
// NARROWER: ap-run: FAIL
//
// 3. f16 inputs, and the policy through the whole pipeline (einsum form
//    chosen, the policy applied to both forms) on threads.
// RUN: ap-opt %t.f32.mlir --ap-mixed-precision=policy=f16 \
// RUN:   | ap-run - --compare --seed=5 --pipeline='ap-auto-parallel{target-json={"peak_flops":{"f32":1e9,"f16":2e9},"kernel_floor":0,"memory_bandwidth":1e10}}' \
// RUN:   | FileCheck %s --check-prefix=F16
// F16-NOT: FAIL
// F16: ap-run: PASS: 13 output(s)
