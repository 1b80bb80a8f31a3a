// RUN: sed 's/SIZE/2/' %s | ap-opt --ap-partition | FileCheck %s
// RUN: sed 's/SIZE/3/' %s | ap-opt --ap-partition | FileCheck %s
// RUN: sed 's/SIZE/2/' %s | ap-run --compare - --entry=moves | FileCheck %s --check-prefix=EXEC
// RUN: sed 's/SIZE/3/' %s | ap-run --compare - --entry=moves | FileCheck %s --check-prefix=EXEC

// A tensor without elements (a dim of size 0) whose other dim, of 5, is
// split unevenly over 2 or 3 devices: padding it to whole chunks and
// trimming it back moves nothing, and is built without slices (a slice of
// the empty dim at offset 0 would be out of bounds). (ap-auto-parallel
// plans such tensors too: test/Integration/Differential/empty-dims-auto.mlir.)

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = SIZE, axes = ["x"])

// CHECK-LABEL: func.func @moves
// CHECK-NOT: tensor.insert_slice
// CHECK-NOT: tensor.extract_slice
// CHECK: return
func.func @moves(%x: tensor<0x5xf32> {ap.sharding = #ap.sharding<@mesh, [R]>},
                 %p: tensor<0x5xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum)]>})
    -> (tensor<0x5xf32> {ap.sharding = #ap.sharding<@mesh, [R]>},
        tensor<0x5xf32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>}) {
  %a = ap.redistribute %x from <@mesh, [R]> to <@mesh, [S(1)]> : tensor<0x5xf32>
  %e = tensor.empty() : tensor<0x5xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<0x5xf32>) outs(%e : tensor<0x5xf32>) attrs = {ap.sharding = #ap.sharding<@mesh, [S(1)]>} {
  ^bb0(%in: f32, %out: f32):
    %d = arith.addf %in, %in : f32
    linalg.yield %d : f32
  } -> tensor<0x5xf32>
  %c = ap.redistribute %b from <@mesh, [S(1)]> to <@mesh, [S(0)]> : tensor<0x5xf32>
  %d = ap.redistribute %c from <@mesh, [S(0)]> to <@mesh, [S(1)]> : tensor<0x5xf32>
  %r = ap.redistribute %d from <@mesh, [S(1)]> to <@mesh, [R]> : tensor<0x5xf32>
  %s = ap.redistribute %p from <@mesh, [P(sum)]> to <@mesh, [S(1)]> : tensor<0x5xf32>
  return %r, %s : tensor<0x5xf32>, tensor<0x5xf32>
}
