// A wrong partitioning of square-global.mlir that treats its partial-sum
// argument as whole: each device squares its part and the squares are
// summed, sum(a_i^2) instead of (sum a_i)^2. Right only when one device holds
// the whole value and the others zeros.
ap.mesh @mesh(shape = 4, axes = ["x"])
func.func @square(%a: tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %local = arith.mulf %a, %a : tensor<8xf32>
  %y = ap.all_reduce %local on @mesh axes = [0] reduce = sum : tensor<8xf32>
  return %y : tensor<8xf32>
}
