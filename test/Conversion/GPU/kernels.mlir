// ap-lower-to-gpu-kernels: a per-device MLP step (matmul, ReLU, the
// all-reduce of a row-parallel layer) becomes host code that launches one
// outlined kernel per linalg op and calls the collective runtime, and the
// kernels become PTX for the H100 (sm_90) through LLVM's NVPTX back end.
// No GPU or CUDA is needed to compile (CI); ptxas is (`format=bin`) only to
// assemble.
//
// RUN: ap-opt %s --ap-lower-to-runtime --ap-lower-to-gpu-kernels | FileCheck %s
// RUN: ap-opt %s --ap-lower-to-runtime --ap-lower-to-gpu-kernels="chip=sm_80" | FileCheck %s --check-prefix=A100
// RUN: ap-opt %s --ap-lower-to-runtime --ap-lower-to-gpu-kernels="tile-sizes=4,2" | FileCheck %s --check-prefix=TILES
// RUN: ap-opt %s --ap-lower-to-runtime --ap-lower-to-gpu-kernels="tile-sizes=0" | FileCheck %s --check-prefix=UNTILED
// TILES-DAG: %[[TWO:.*]] = arith.constant 2 : index
// TILES-DAG: %[[FOUR:.*]] = arith.constant 4 : index
// TILES-DAG: %[[ONE:.*]] = arith.constant 1 : index
// TILES: gpu.launch_func @mlp_kernel::@mlp_kernel blocks in (%[[TWO]], %[[TWO]], %[[ONE]]) threads in (%[[FOUR]], %[[TWO]], %[[ONE]])
// UNTILED-DAG: %[[EIGHT:.*]] = arith.constant 8 : index
// UNTILED-DAG: %[[FOUR:.*]] = arith.constant 4 : index
// UNTILED-DAG: %[[ONE:.*]] = arith.constant 1 : index
// UNTILED: gpu.launch_func @mlp_kernel::@mlp_kernel blocks in (%[[EIGHT]], %[[FOUR]], %[[ONE]]) threads in (%[[ONE]], %[[ONE]], %[[ONE]])

// CHECK-LABEL: func.func @mlp
// Tiled 16x16: one block of 16x16 threads covers the 8x4 result (guarded).
// CHECK: gpu.launch_func @mlp_kernel::@mlp_kernel blocks in (%[[ONE:.*]], %[[ONE]], %[[ONE]]) threads in (%[[SIXTEEN:.*]], %[[SIXTEEN]], %[[ONE]])
// CHECK: gpu.launch_func @mlp_kernel_0::@mlp_kernel blocks in (%[[ONE]], %[[ONE]], %[[ONE]]) threads in (%[[SIXTEEN]], %[[SIXTEEN]], %[[ONE]])
// CHECK: gpu.launch_func @mlp_kernel_1::@mlp_kernel
// CHECK: call @ap_rt_all_reduce_f32(
// CHECK: gpu.binary @mlp_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, {{.*}}assembly = "{{.*}}.target sm_90{{.*}}.visible .entry mlp_kernel(
// CHECK-NOT: linalg.
// A100: .target sm_80

ap.mesh @mesh(shape = 4, axes = ["tp"])
func.func @mlp(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %h = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.maximumf %a, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<8x4xf32>
  %s = ap.all_reduce %r on @mesh axes = [0] reduce = sum : tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}
