// tensor.extract reads one element into a scalar, which every device holds:
// the source is made whole first (gathered when sharded, reduced when
// partial), and every device reads the element at the same, possibly
// dynamic, indices (lib/Sharding/Rules/ExtractRule.cpp).
// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=extract_sharded | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=extract_partial | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=extract_index | FileCheck %s --check-prefix=EXEC

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])

// Element [1, 1] is in device (0, 0)'s chunk; each other device holds its
// own element at local [1, 1], which it must not read.
// CHECK-LABEL: func.func @extract_sharded
// CHECK:      %[[G0:.*]] = ap.all_gather %arg0 on @mesh axes = [{{[01]}}]
// CHECK:      %[[G1:.*]] = ap.all_gather %[[G0]] on @mesh axes = [{{[01]}}]
// CHECK:      %[[S:.*]] = tensor.extract %[[G1]][%{{.*}}, %{{.*}}] : tensor<8x4xf32>
// CHECK:      linalg.fill ins(%[[S]] : f32)
func.func @extract_sharded(%x: tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> tensor<2xf32> {
  %c1 = arith.constant 1 : index
  %s = tensor.extract %x[%c1, %c1] : tensor<8x4xf32>
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %f : tensor<2xf32>
}

// A partial sum is reduced before the read: a part is no element.
// CHECK-LABEL: func.func @extract_partial
// CHECK:      %[[R:.*]] = ap.all_reduce %arg0 on @mesh axes = [1] reduce = sum
// CHECK:      tensor.extract %[[R]][%{{.*}}] : tensor<6xf32>
func.func @extract_partial(%x: tensor<6xf32> {ap.sharding = #ap.sharding<@mesh, [R, P(sum)]>}) -> tensor<2xf32> {
  %c4 = arith.constant 4 : index
  %s = tensor.extract %x[%c4] : tensor<6xf32>
  %e = tensor.empty() : tensor<2xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %f : tensor<2xf32>
}

// Dynamic indices: an integer read from a sharded tensor selects the row of
// another; both reads take the whole tensor.
// CHECK-LABEL: func.func @extract_index
// CHECK:      %[[I:.*]] = ap.all_gather %arg0 on @mesh axes = [0] dim = 0 : tensor<2xi32> -> tensor<4xi32>
// CHECK:      %[[ROW:.*]] = tensor.extract %[[I]][%{{.*}}] : tensor<4xi32>
// CHECK:      %[[IDX:.*]] = arith.index_cast %[[ROW]] : i32 to index
// CHECK:      %[[T:.*]] = ap.all_gather %arg1 on @mesh axes = [1] dim = 0 : tensor<3x5xi32> -> tensor<6x5xi32>
// CHECK:      tensor.extract %[[T]][%[[IDX]], %{{.*}}] : tensor<6x5xi32>
func.func @extract_index(%rows: tensor<4xi32> {ap.input_range = array<i64: 0, 5>, ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, %table: tensor<6x5xi32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>}) -> tensor<2xi32> {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %row = tensor.extract %rows[%c3] : tensor<4xi32>
  %i = arith.index_cast %row : i32 to index
  %s = tensor.extract %table[%i, %c2] : tensor<6x5xi32>
  %e = tensor.empty() : tensor<2xi32>
  %f = linalg.fill ins(%s : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  return %f : tensor<2xi32>
}
