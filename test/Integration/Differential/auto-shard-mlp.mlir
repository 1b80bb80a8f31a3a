// Differential execution of ap-auto-shard's plans: a two-layer MLP training
// step (the program of test/Transforms/Planning/mlp.mlir, in
// f64) is auto-sharded, partitioned with exact-annotations (every change
// of layout must be one the plan wrote), run on simulated ranks and
// compared with the global program. The plans cover the default target
// (everything replicated: kernels this small are latency-bound), data
// parallelism, one or both weights split under a memory budget, no partial
// sums, and on a 2-D mesh data parallelism over both axes or a mix of data
// parallelism over a slow axis and split weights over a fast one.
//
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=line},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=line target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=line memory-budget=0.0006 target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=line memory-budget=0.00056 target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=line keep-partials=false target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=grid target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"intra_node":{"bandwidth":1e9,"hop_latency":1e-7}}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=grid target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"axis_links":[{"bandwidth":1e8,"hop_latency":1e-6},{"bandwidth":1e10,"hop_latency":1e-7}]}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s
// RUN: ap-run %s --compare --pipeline='ap-auto-shard{mesh=grid memory-budget=0.0006 target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10,"collective_latency":1e-6,"axis_links":[{"bandwidth":1e8,"hop_latency":1e-6},{"bandwidth":1e10,"hop_latency":1e-7}]}},ap-partition{exact-annotations}' \
// RUN:   | FileCheck %s

// CHECK: ap-run: candidate after 'ap-auto-shard{{.*}},ap-partition{exact-annotations}': mesh @{{line|grid}}
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS: 3 output(s)

ap.mesh @line(shape = 4, axes = ["x"])
ap.mesh @grid(shape = 2x2, axes = ["dp", "tp"])

#mk = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#km = affine_map<(m, n, k) -> (m, k)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<1024x32xf64>, %w1: tensor<32x64xf64> {ap.param},
               %w2: tensor<64x16xf64> {ap.param}, %dy: tensor<1024x16xf64>)
    -> (tensor<1024x16xf64>, tensor<32x64xf64> {ap.grad_of = 1},
        tensor<64x16xf64> {ap.grad_of = 2}) {
  %zero = arith.constant 0.0 : f64
  // Forward: y = relu(x @ w1) @ w2.
  %e1 = tensor.empty() : tensor<1024x64xf64>
  %f1 = linalg.fill ins(%zero : f64) outs(%e1 : tensor<1024x64xf64>) -> tensor<1024x64xf64>
  %h = linalg.matmul ins(%x, %w1 : tensor<1024x32xf64>, tensor<32x64xf64>)
      outs(%f1 : tensor<1024x64xf64>) -> tensor<1024x64xf64>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<1024x64xf64>) outs(%e1 : tensor<1024x64xf64>) {
  ^bb0(%v: f64, %o: f64):
    %r = arith.maximumf %v, %zero : f64
    linalg.yield %r : f64
  } -> tensor<1024x64xf64>
  %e2 = tensor.empty() : tensor<1024x16xf64>
  %f2 = linalg.fill ins(%zero : f64) outs(%e2 : tensor<1024x16xf64>) -> tensor<1024x16xf64>
  %y = linalg.matmul ins(%a, %w2 : tensor<1024x64xf64>, tensor<64x16xf64>)
      outs(%f2 : tensor<1024x16xf64>) -> tensor<1024x16xf64>
  // Backward: dw2 = a^T dy, da = dy w2^T, dh = da * (h > 0), dw1 = x^T dh.
  %e3 = tensor.empty() : tensor<64x16xf64>
  %f3 = linalg.fill ins(%zero : f64) outs(%e3 : tensor<64x16xf64>) -> tensor<64x16xf64>
  %dw2 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %dy : tensor<1024x64xf64>, tensor<1024x16xf64>) outs(%f3 : tensor<64x16xf64>) {
  ^bb0(%p: f64, %q: f64, %acc: f64):
    %m = arith.mulf %p, %q : f64
    %s = arith.addf %acc, %m : f64
    linalg.yield %s : f64
  } -> tensor<64x16xf64>
  %da = linalg.generic {indexing_maps = [#km, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%dy, %w2 : tensor<1024x16xf64>, tensor<64x16xf64>) outs(%f1 : tensor<1024x64xf64>) {
  ^bb0(%p: f64, %q: f64, %acc: f64):
    %m = arith.mulf %p, %q : f64
    %s = arith.addf %acc, %m : f64
    linalg.yield %s : f64
  } -> tensor<1024x64xf64>
  %dh = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<1024x64xf64>, tensor<1024x64xf64>) outs(%e1 : tensor<1024x64xf64>) {
  ^bb0(%g: f64, %v: f64, %o: f64):
    %pos = arith.cmpf ogt, %v, %zero : f64
    %r = arith.select %pos, %g, %zero : f64
    linalg.yield %r : f64
  } -> tensor<1024x64xf64>
  %e4 = tensor.empty() : tensor<32x64xf64>
  %f4 = linalg.fill ins(%zero : f64) outs(%e4 : tensor<32x64xf64>) -> tensor<32x64xf64>
  %dw1 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<1024x32xf64>, tensor<1024x64xf64>) outs(%f4 : tensor<32x64xf64>) {
  ^bb0(%p: f64, %q: f64, %acc: f64):
    %m = arith.mulf %p, %q : f64
    %s = arith.addf %acc, %m : f64
    linalg.yield %s : f64
  } -> tensor<32x64xf64>
  return %y, %dw1, %dw2 : tensor<1024x16xf64>, tensor<32x64xf64>, tensor<64x16xf64>
}
