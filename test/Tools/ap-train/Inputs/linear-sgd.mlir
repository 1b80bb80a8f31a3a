// A training step written out by hand (what ap-append-optimizer makes of a
// joint step): a one-hot embedding of token ids into a 2-layer linear model
// with a squared-error loss, and plain SGD (lr 0.5). Results marked
// ap.update_of are the next values of the parameters; result 0 is the
// loss. Data: %ids (8 token ids of a vocabulary of 16) and %target.
ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

#mn = affine_map<(m, n) -> (m, n)>
#m = affine_map<(m, n) -> (m)>
#n = affine_map<(m, n) -> (n)>
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mnk = affine_map<(m, n, k) -> (m, n)>
#all = affine_map<(m, n) -> ()>

func.func @step(%w1: tensor<16x32xf32>, %w2: tensor<32x8xf32>,
                %ids: tensor<8xi64> {ap.input_range = array<i64: 0, 15>},
                %target: tensor<8x8xf32>)
    -> (tensor<f64>, tensor<16x32xf32> {ap.update_of = 0 : i64},
        tensor<32x8xf32> {ap.update_of = 1 : i64}) {
  %zero = arith.constant 0.0 : f32
  %zero64 = arith.constant 0.0 : f64
  %lr = arith.constant 0.5 : f32
  %scale = arith.constant 0.03125 : f32
  // onehot[b, v] = ids[b] == v
  %e_bv = tensor.empty() : tensor<8x16xf32>
  %onehot = linalg.generic {indexing_maps = [#m, #mn], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<8xi64>) outs(%e_bv : tensor<8x16xf32>) {
  ^bb0(%id: i64, %o: f32):
    %v = linalg.index 1 : index
    %vi = arith.index_cast %v : index to i64
    %eq = arith.cmpi eq, %id, %vi : i64
    %one = arith.uitofp %eq : i1 to f32
    linalg.yield %one : f32
  } -> tensor<8x16xf32>
  // h = onehot @ w1, out = h @ w2
  %e_bh = tensor.empty() : tensor<8x32xf32>
  %f_bh = linalg.fill ins(%zero : f32) outs(%e_bh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%onehot, %w1 : tensor<8x16xf32>, tensor<16x32xf32>) outs(%f_bh : tensor<8x32xf32>) -> tensor<8x32xf32>
  %e_bo = tensor.empty() : tensor<8x8xf32>
  %f_bo = linalg.fill ins(%zero : f32) outs(%e_bo : tensor<8x8xf32>) -> tensor<8x8xf32>
  %out = linalg.matmul ins(%h, %w2 : tensor<8x32xf32>, tensor<32x8xf32>) outs(%f_bo : tensor<8x8xf32>) -> tensor<8x8xf32>
  // d = (out - target) / 32: the gradient of loss = sum((out - target)^2) / 64
  %d = linalg.generic {indexing_maps = [#mn, #mn, #mn], iterator_types = ["parallel", "parallel"]}
      ins(%out, %target : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e_bo : tensor<8x8xf32>) {
  ^bb0(%o: f32, %t: f32, %r: f32):
    %diff = arith.subf %o, %t : f32
    %g = arith.mulf %diff, %scale : f32
    linalg.yield %g : f32
  } -> tensor<8x8xf32>
  %e_l = tensor.empty() : tensor<f64>
  %f_l = linalg.fill ins(%zero64 : f64) outs(%e_l : tensor<f64>) -> tensor<f64>
  %loss = linalg.generic {indexing_maps = [#mn, #mn, #all], iterator_types = ["reduction", "reduction"]}
      ins(%out, %target : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f_l : tensor<f64>) {
  ^bb0(%o: f32, %t: f32, %acc: f64):
    %diff = arith.subf %o, %t : f32
    %sq = arith.mulf %diff, %diff : f32
    %sq64 = arith.extf %sq : f32 to f64
    %sum = arith.addf %acc, %sq64 : f64
    linalg.yield %sum : f64
  } -> tensor<f64>
  %c64 = arith.constant 0.015625 : f64
  %loss_mean = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%loss : tensor<f64>) outs(%e_l : tensor<f64>) {
  ^bb0(%l: f64, %r: f64):
    %m = arith.mulf %l, %c64 : f64
    linalg.yield %m : f64
  } -> tensor<f64>
  // g_w2[k, n] = sum_b h[b, k] d[b, n]
  %e_w2 = tensor.empty() : tensor<32x8xf32>
  %f_w2 = linalg.fill ins(%zero : f32) outs(%e_w2 : tensor<32x8xf32>) -> tensor<32x8xf32>
  %g_w2 = linalg.generic {indexing_maps = [#km, #kn, #mnk], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %d : tensor<8x32xf32>, tensor<8x8xf32>) outs(%f_w2 : tensor<32x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<32x8xf32>
  // d_h[b, k] = sum_n d[b, n] w2[k, n]
  %d_h = linalg.generic {indexing_maps = [#mk, #nk, #mnk], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%d, %w2 : tensor<8x8xf32>, tensor<32x8xf32>) outs(%f_bh : tensor<8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  // g_w1[v, k] = sum_b onehot[b, v] d_h[b, k]
  %e_w1 = tensor.empty() : tensor<16x32xf32>
  %f_w1 = linalg.fill ins(%zero : f32) outs(%e_w1 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %g_w1 = linalg.generic {indexing_maps = [#km, #kn, #mnk], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%onehot, %d_h : tensor<8x16xf32>, tensor<8x32xf32>) outs(%f_w1 : tensor<16x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<16x32xf32>
  // SGD: w - lr * g
  %w1n = linalg.generic {indexing_maps = [#mn, #mn, #mn], iterator_types = ["parallel", "parallel"]}
      ins(%w1, %g_w1 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e_w1 : tensor<16x32xf32>) {
  ^bb0(%w: f32, %g: f32, %r: f32):
    %s = arith.mulf %g, %lr : f32
    %n = arith.subf %w, %s : f32
    linalg.yield %n : f32
  } -> tensor<16x32xf32>
  %w2n = linalg.generic {indexing_maps = [#mn, #mn, #mn], iterator_types = ["parallel", "parallel"]}
      ins(%w2, %g_w2 : tensor<32x8xf32>, tensor<32x8xf32>) outs(%e_w2 : tensor<32x8xf32>) {
  ^bb0(%w: f32, %g: f32, %r: f32):
    %s = arith.mulf %g, %lr : f32
    %n = arith.subf %w, %s : f32
    linalg.yield %n : f32
  } -> tensor<32x8xf32>
  return %loss_mean, %w1n, %w2n : tensor<f64>, tensor<16x32xf32>, tensor<32x8xf32>
}
