// collective-rounding-average.mlir's @average_copies partitioned, with a sum where
// the average is: every element six times what it should be.
ap.mesh @six(shape = 6, axes = ["x"])
func.func @average_copies(%x: tensor<64xf64> {ap.local_sharding = #ap.sharding<@six, [R]>})
    -> (tensor<64xf64> {ap.local_sharding = #ap.sharding<@six, [R]>}) {
  %e = tensor.empty() : tensor<64xf64>
  %n = linalg.negf ins(%x : tensor<64xf64>) outs(%e : tensor<64xf64>) -> tensor<64xf64>
  %s = ap.all_reduce %n on @six axes = [0] reduce = sum : tensor<64xf64>
  return %s : tensor<64xf64>
}
