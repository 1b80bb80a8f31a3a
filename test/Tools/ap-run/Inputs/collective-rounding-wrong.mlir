// Wrong versions of collective-rounding.mlir's programs.
ap.mesh @ring(shape = 8, axes = ["x"])
ap.mesh @grid(shape = 4x2, axes = ["a", "b"])

// The sum exchanged in bf16.
func.func @chunks(%x: tensor<1x64xf32> {ap.local_sharding = #ap.sharding<@ring, [S(0)]>})
    -> (tensor<64xf32> {ap.local_sharding = #ap.sharding<@ring, [R]>}) {
  %c = tensor.collapse_shape %x [[0, 1]] : tensor<1x64xf32> into tensor<64xf32>
  %n = arith.truncf %c : tensor<64xf32> to tensor<64xbf16>
  %s = ap.all_reduce %n on @ring axes = [0] reduce = sum : tensor<64xbf16>
  %w = arith.extf %s : tensor<64xbf16> to tensor<64xf32>
  return %w : tensor<64xf32>
}

// The two steps merged into one over the first axis only.
func.func @two_steps(%x: tensor<1x1x64xf32> {ap.local_sharding = #ap.sharding<@grid, [S(0), S(1)]>})
    -> (tensor<64xf32> {ap.local_sharding = #ap.sharding<@grid, [R, R]>}) {
  %c = tensor.collapse_shape %x [[0, 1, 2]] : tensor<1x1x64xf32> into tensor<64xf32>
  %0 = ap.all_reduce %c on @grid axes = [0] reduce = sum : tensor<64xf32>
  return %0 : tensor<64xf32>
}
