// ap-calibrate measures the machine into a target (docs/CostModel.md,
// "Calibration"): --quick on 2 ranks (threads) writes a description that
// ap-auto-shard reads as target-file= and records as the module's
// #ap.target, and prints what it measured with repetitions and spread.
//
// RUN: ap-calibrate --quick --ranks 2 --name calibrated-test -o %t.json | FileCheck %s
// RUN: ap-opt %s -ap-auto-shard="target-file=%t.json" | FileCheck %s --check-prefix=TARGET
// RUN: ap-calibrate --quick --ranks 2 --contractions=loops | FileCheck %s --check-prefix=LOOPS
//
// CHECK: ap-calibrate: target 'calibrated-test' (per call: mean over the reps, median [p10, p90] the spread)
// CHECK: smallest kernel (no field) {{.*}} add of 256 f32, 8 per call
// CHECK-NEXT: x8: {{[0-9]+}} reps, {{.*}}, median {{.*}} [{{.*}}, {{.*}}]
// CHECK-NEXT: x1: {{[0-9]+}} reps,
// CHECK: kernel_floor {{.*}} 15 small kernels of a step's kinds on 2x8x16 f32, 30 per call
// CHECK: memory_bandwidth {{.*}} GB/s
// CHECK: vector_flops {{.*}} GFLOP/s x * y + z on 1024 f32
// CHECK: transcendental_flops {{.*}} operations tanh, exp, expm1, log1p on 1024 f32
// CHECK: peak_flops.f32 {{.*}} GFLOP/s matmul 32^3 f32 (GEMM)
// CHECK: peak_flops.f64
// CHECK: peak_flops.bf16
// CHECK: peak_flops.f16
// CHECK: contraction_floor {{.*}} matmul 16^3 f32 (GEMM)
// CHECK: all_reduce latency, n = 2
// CHECK: exchange after work {{.*}} wait 15 small kernels, then an all_reduce of 256 f32 over every rank, 2 per call
// CHECK: intra_node.bandwidth {{.*}} GB/s all_reduce of 4096 f32 over every rank
// CHECK: collective_latency {{.*}} (of which the wait at an exchange after work {{.*}})
// CHECK: intra_node.hop_latency
// CHECK: #ap.target<name = "calibrated-test", allow_tf32 = false, {{.*}}compute_efficiency = 1, contraction_floor = {{.*}}, devices_per_node = 2, {{.*}}transcendental_flops = {{.*}}, vector_flops = {{.*}}>
// CHECK: ap-calibrate: wrote {{.*}}.json
//
// TARGET: #target = #ap.target<name = "calibrated-test", {{.*}}devices_per_node = 2,
// TARGET: module attributes {ap.target = #target}
// LOOPS: peak_flops.f32 {{.*}} matmul 32^3 f32 (loops)
//
// Bad options name the option.
// RUN: not ap-calibrate --ranks 0 2>&1 | FileCheck %s --check-prefix=RANKS
// RUN: not ap-calibrate --backend=iree 2>&1 | FileCheck %s --check-prefix=BACKEND
// RUN: not ap-calibrate --quick --ranks 2 -o %t.missing/dir/target.json 2>&1 | FileCheck %s --check-prefix=OUTPUT
// RANKS: ap-calibrate: --ranks is 0: it takes
// BACKEND: ap-calibrate: --backend=iree: ap-calibrate runs on threads or mpi
// OUTPUT: ap-calibrate: -o {{.*}}target.json: No such file or directory

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @f(%x: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %y = arith.addf %x, %x : tensor<64x32xf32>
  return %y : tensor<64x32xf32>
}
