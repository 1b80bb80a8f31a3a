// A per-device program of rows-squared-global.mlir on two devices: each
// squares its row, sends it to the other device and receives the other's
// (both send first: sends are buffered), then places the two rows in order.
ap.mesh @mesh(shape = 2, axes = ["pp"])
func.func @square(%x: tensor<1x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<2x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R]>}) {
  %y = arith.mulf %x, %x : tensor<1x4xf32>
  %empty = tensor.empty() : tensor<2x4xf32>
  %i = ap.group_index on @mesh axes = [0]
  %r = scf.index_switch %i -> tensor<2x4xf32>
  case 0 {
    ap.send %y on @mesh axis = 0 to = 1 : tensor<1x4xf32>
    %other = ap.recv on @mesh axis = 0 from = 1 : tensor<1x4xf32>
    %a = tensor.insert_slice %y into %empty[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    %b = tensor.insert_slice %other into %a[1, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    scf.yield %b : tensor<2x4xf32>
  }
  default {
    ap.send %y on @mesh axis = 0 to = 0 : tensor<1x4xf32>
    %other = ap.recv on @mesh axis = 0 from = 0 : tensor<1x4xf32>
    %a = tensor.insert_slice %other into %empty[0, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    %b = tensor.insert_slice %y into %a[1, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x4xf32>
    scf.yield %b : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}
