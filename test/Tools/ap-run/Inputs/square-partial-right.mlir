// The right partitioning of square-global.mlir from a partial-sum argument:
// reduce first, then square.
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @square(%a: tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %whole = ap.all_reduce %a on @mesh axes = [0] reduce = sum : tensor<8xf32>
  %y = arith.mulf %whole, %whole : tensor<8xf32>
  return %y : tensor<8xf32>
}
