// identity-i32.mlir from a P(sum) argument: the parts (over the whole i32
// range) add up to the value only with wrap-around.
ap.mesh @mesh(shape = 3, axes = ["x"])
func.func @identity(%a: tensor<16xi32> {ap.local_sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<16xi32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %y = ap.all_reduce %a on @mesh axes = [0] reduce = sum : tensor<16xi32>
  return %y : tensor<16xi32>
}
