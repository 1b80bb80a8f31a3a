// On a GPU (the lent machine; never in CI): a sharded MLP and a
// transformer layer, their collectives through NCCL on a one-rank
// communicator, against the global program on the CPU.
// REQUIRES: cuda-device
//
// RUN: %model_gen/transformer.py --mesh 1 --sharding dp > %t.layer.mlir
// RUN: timeout 300 %mpirun -np 1 ap-run --backend=nccl --compare %t.layer.mlir | FileCheck %s
// RUN: timeout 300 %mpirun -np 1 ap-run --backend=nccl --compare %s | FileCheck %s
// NCCL's own collectives on group communicators, on host memory (staged)
// and on the GPU path's managed buffers (handed to NCCL as they are).
// RUN: timeout 300 %mpirun -np 1 ap-run --backend=nccl --collectives=native --compare %t.layer.mlir | FileCheck %s
// RUN: timeout 300 %mpirun -np 1 ap-run --backend=nccl --collectives=native --device=gpu --compare %t.layer.mlir | FileCheck %s
// RUN: timeout 300 %mpirun -np 1 ap-run --backend=nccl --collectives=native --device=gpu --compare %s | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

ap.mesh @mesh(shape = 1, axes = ["a"])
func.func @main(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                %w: tensor<16x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x4xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x4xf32>) outs(%z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
