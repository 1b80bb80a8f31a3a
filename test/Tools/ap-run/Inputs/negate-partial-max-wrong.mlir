// A wrong partitioning of negate-global.mlir from a P(max) argument: the
// parts are negated, then the max taken, max(-a_i) = -min(a_i) instead of
// -max(a_i). Right only when every device holds the whole value.
ap.mesh @mesh(shape = 2x2, axes = ["x", "y"])
func.func @negate(%a: tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [P(max), R]>})
    -> (tensor<8xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, R]>}) {
  %local = arith.negf %a : tensor<8xf32>
  %y = ap.all_reduce %local on @mesh axes = [0] reduce = max : tensor<8xf32>
  return %y : tensor<8xf32>
}
