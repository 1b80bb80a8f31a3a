// error-model.mlir's @narrow, accumulating in f16 where it says f32.
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
func.func @narrow(%x: tensor<16x512xf16>) -> tensor<16xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<16xf16>
  %acc = linalg.fill ins(%zero : f16) outs(%e : tensor<16xf16>) -> tensor<16xf16>
  %0 = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x512xf16>) outs(%acc : tensor<16xf16>) {
  ^bb0(%a: f16, %out: f16):
    %s = arith.addf %out, %a : f16
    linalg.yield %s : f16
  } -> tensor<16xf16>
  return %0 : tensor<16xf16>
}
