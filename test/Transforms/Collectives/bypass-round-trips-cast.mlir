// RUN: ap-opt %s --ap-bypass-round-trips | FileCheck %s
//
// A same-type tensor.cast passes the tensor on like a copy. (ap-partition
// has no rule for tensor.cast, so there is no differential run here; the
// copies of bypass-round-trips.mlir have one.)

ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])

// CHECK-LABEL: func.func @through_cast
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32>
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: return %[[S]]
func.func @through_cast(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) {
  %xr = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]> : tensor<8x16xf32>
  %c = tensor.cast %xr {ap.sharding = #ap.sharding<@mesh, [R, R]>} : tensor<8x16xf32> to tensor<8x16xf32>
  %ca = ap.redistribute %c from <@mesh, [R, R]> to <@mesh, [S(0), S(1)]> : tensor<8x16xf32>
  %s = arith.addf %ca, %ca {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}
