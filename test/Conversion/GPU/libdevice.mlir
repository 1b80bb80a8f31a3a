// Math functions in kernels: convert-gpu-to-nvvm turns f64 exp and log
// into calls of CUDA's libdevice, which ap-lower-to-gpu-kernels links from
// the CUDA toolkit (its `toolkit` option; by default CUDA_ROOT, CUDA_HOME,
// CUDA_PATH or the toolkit found at configure time), so that the PTX
// defines what it calls and ap-check-gpu-binaries lets it through. Without
// a toolkit it would only declare them and the driver would refuse the
// module at load time (check-gpu-binaries.mlir).
// REQUIRES: libdevice
//
// RUN: ap-opt %s --ap-lower-to-gpu-kernels | FileCheck %s
// CHECK: gpu.binary @softplus_kernel
// CHECK-NOT: .extern .func{{[^"]*}}__nv_
// CHECK-SAME: .visible .entry softplus_kernel
//
// A toolkit given explicitly must have libdevice.
// RUN: mkdir -p %t.empty
// RUN: not ap-opt %s --ap-lower-to-gpu-kernels="toolkit=%t.empty" 2>&1 | FileCheck %s --check-prefix=NO-LIBDEVICE
// NO-LIBDEVICE: error: LibDevice path: {{.*}}.empty/nvvm/libdevice/libdevice.10.bc does not exist

func.func @softplus(%x: tensor<64xf64>) -> tensor<64xf64> {
  %e = tensor.empty() : tensor<64xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf64>) outs(%e : tensor<64xf64>) {
  ^bb0(%a: f64, %b: f64):
    %one = arith.constant 1.0 : f64
    %ex = math.exp %a : f64
    %sum = arith.addf %ex, %one : f64
    %y = math.log %sum : f64
    linalg.yield %y : f64
  } -> tensor<64xf64>
  return %r : tensor<64xf64>
}
