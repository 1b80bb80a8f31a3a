// Without a GPU (CI), the NCCL backend is built and linked, and starting it
// is a clear error naming the rank, not a crash or a hang.
// UNSUPPORTED: cuda-device
//
// RUN: not timeout 120 %mpirun -np 1 ap-run --backend=nccl --compare %s 2>&1 | FileCheck %s
// CHECK: ap runtime error: rank 0: starting the NCCL backend: {{cudaGetDeviceCount failed: .*|no CUDA device is visible}}

ap.mesh @mesh(shape = 1, axes = ["a"])
func.func @main(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<8xf32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  return %x : tensor<8xf32>
}
