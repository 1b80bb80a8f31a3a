// The partitioned program of ../extract.mlir with the bug the rule must not
// have: the read at constant indices [1, 1] takes each device's own chunk
// of the sharded table at those indices instead of the gathered table, so
// only device (0, 0) reads the global element [1, 1].
module {
  ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
  func.func @extract(%arg0: tensor<2xi64> {ap.input_range = array<i64: 0, 7>, ap.local_sharding = #ap.sharding<@mesh, [S(0), R]>}, %arg1: tensor<4x2xf32> {ap.local_sharding = #ap.sharding<@mesh, [S(0), S(1)]>}, %arg2: tensor<8x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, R]>}) -> (tensor<8x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, R]>}, tensor<8x4xf32> {ap.local_sharding = #ap.sharding<@mesh, [R, R]>}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %0 = ap.all_gather %arg0 on @mesh axes = [0] dim = 0 : tensor<2xi64> -> tensor<4xi64>
    %extracted = tensor.extract %0[%c2] : tensor<4xi64>
    %1 = arith.index_cast %extracted : i64 to index
    %2 = ap.all_gather %arg1 on @mesh axes = [0] dim = 0 : tensor<4x2xf32> -> tensor<8x2xf32>
    %3 = ap.all_gather %2 on @mesh axes = [1] dim = 1 : tensor<8x2xf32> -> tensor<8x4xf32>
    %extracted_0 = tensor.extract %3[%1, %c3] : tensor<8x4xf32>
    %extracted_1 = tensor.extract %arg1[%c1, %c1] : tensor<4x2xf32>
    %4 = tensor.empty() : tensor<8x4xf32>
    %5 = linalg.fill ins(%extracted_0 : f32) outs(%4 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = arith.mulf %5, %arg2 : tensor<8x4xf32>
    %7 = linalg.fill ins(%extracted_1 : f32) outs(%4 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %8 = arith.addf %7, %arg2 : tensor<8x4xf32>
    return %6, %8 : tensor<8x4xf32>, tensor<8x4xf32>
  }
}
