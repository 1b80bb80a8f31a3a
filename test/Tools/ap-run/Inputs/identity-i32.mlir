// The global program: an i32 value unchanged.
func.func @identity(%a: tensor<16xi32>) -> tensor<16xi32> {
  return %a : tensor<16xi32>
}
