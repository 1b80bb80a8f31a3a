// RUN: ap-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

//===----------------------------------------------------------------------===//
// ap.mesh
//===----------------------------------------------------------------------===//

// expected-error @+1 {{'ap.mesh' op a mesh needs at least one axis}}
"ap.mesh"() <{sym_name = "m", shape = array<i64>, axis_names = []}> : () -> ()

// -----

// expected-error @+1 {{'ap.mesh' op mesh axis 1 has size 0; every axis size must be >= 1}}
ap.mesh @m(shape = 2x0, axes = ["a", "b"])

// -----

// expected-error @+1 {{'ap.mesh' op mesh axis 0 has size -2; every axis size must be >= 1}}
"ap.mesh"() <{sym_name = "m", shape = array<i64: -2>, axis_names = ["a"]}> : () -> ()

// -----

// 2^32 * 2^32 devices wrap an int64 around to 0 (this was a division by zero
// in the sharding verifier).
// expected-error @+1 {{'ap.mesh' op the mesh has more devices than int64 can count (the product of its axis sizes overflows)}}
ap.mesh @m(shape = 4294967296x4294967296, axes = ["a", "b"])
func.func @f(%x: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(0), R]>}) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

// -----

// expected-error @+1 {{'ap.mesh' op has 2 axis/axes but 1 axis name(s)}}
ap.mesh @m(shape = 2x4, axes = ["a"])

// -----

// expected-error @+1 {{'ap.mesh' op axis 1 has an empty name}}
ap.mesh @m(shape = 2x4, axes = ["a", ""])

// -----

// expected-error @+1 {{'ap.mesh' op axis name "a" is used twice}}
ap.mesh @m(shape = 2x4, axes = ["a", "a"])

// -----

// expected-error @+1 {{expected static shape}}
ap.mesh @m(shape = 2x?, axes = ["a", "b"])

// -----

// expected-error @+1 {{'ap.mesh' op group #1 has 1 axis/axes; a group names at least 2 mesh axes (single axes are always allowed)}}
ap.mesh @m(shape = 2x2, axes = ["a", "b"], groups = [[0, 1], [1]])

// -----

// expected-error @+1 {{'ap.mesh' op group #0 has 0 axis/axes; a group names at least 2 mesh axes (single axes are always allowed)}}
ap.mesh @m(shape = 2x2, axes = ["a", "b"], groups = [[]])

// -----

// expected-error @+1 {{'ap.mesh' op group #0 names axis 2, out of range for a mesh of rank 2}}
ap.mesh @m(shape = 2x2, axes = ["a", "b"], groups = [[0, 2]])

// -----

// expected-error @+1 {{'ap.mesh' op group #0 names axis -1, out of range for a mesh of rank 2}}
ap.mesh @m(shape = 2x2, axes = ["a", "b"], groups = [[-1, 0]])

// -----

// expected-error @+1 {{'ap.mesh' op group #0 names axis 1 twice}}
ap.mesh @m(shape = 2x2x2, axes = ["a", "b", "c"], groups = [[1, 2, 1]])

// -----

// expected-error @+1 {{expected '['}}
ap.mesh @m(shape = 2x2, axes = ["a", "b"], groups = [0, 1])

// -----

// expected-error @+1 {{'ap.mesh' op attribute 'groups' failed to satisfy constraint: list of ordered mesh-axis lists}}
"ap.mesh"() <{sym_name = "m", shape = array<i64: 2, 2>, axis_names = ["a", "b"], groups = [[0, 1]]}> : () -> ()

// -----

ap.mesh @m(shape = 2, axes = ["a"])
// expected-error @+2 {{redefinition of symbol named 'm'}}
// expected-note @-2 {{see existing symbol definition here}}
ap.mesh @m(shape = 4, axes = ["a"])

//===----------------------------------------------------------------------===//
// #ap.sharding: the placements alone
//===----------------------------------------------------------------------===//

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{unknown placement 'Q'; expected S(<dim>), R or P(sum|avg|max|min)}}
  %0 = ap.annotate %x to <@m, [Q]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{unknown reduction 'prod'; expected sum, avg, max or min}}
  %0 = ap.annotate %x to <@m, [P(prod)]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{sharded tensor dim must be >= 0}}
  %0 = ap.annotate %x to <@m, [S(-1)]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{expected a placement: S(<dim>), R or P(sum|avg|max|min)}}
  %0 = ap.annotate %x to <@m, [3]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{expected attribute value}}
  %0 = ap.annotate %x to <[S(0)]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x2, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{shard order given for tensor dim 1, which no mesh axis shards}}
  %0 = ap.annotate %x to <@m, [S(0), S(0)], order = {1: [1, 0]}> : tensor<8x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x2x2, axes = ["a", "b", "c"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{shard order for tensor dim 0 must list exactly the mesh axes that shard it ([0, 1]), each once}}
  %0 = ap.annotate %x to <@m, [S(0), S(0), S(1)], order = {0: [2, 0]}> : tensor<8x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x2, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{shard order for tensor dim 0 must list exactly the mesh axes that shard it ([0, 1]), each once}}
  %0 = ap.annotate %x to <@m, [S(0), S(0)], order = {0: [1, 1]}> : tensor<8x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x2, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{shard order for tensor dim 0 is given more than once}}
  %0 = ap.annotate %x to <@m, [S(0), S(0)], order = {0: [1, 0], 0: [1, 0]}> : tensor<8x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x2, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{placements P(sum) and P(max) mix pending reductions whose result depends on the order they are applied in; only sum and avg may be mixed}}
  %0 = ap.annotate %x to <@m, [P(sum), P(max)]> : tensor<8x8xf32>
  return
}

//===----------------------------------------------------------------------===//
// #ap.sharding: against its mesh and the tensor
//===----------------------------------------------------------------------===//

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'ap.annotate' op @nope does not name an ap.mesh}}
  %0 = ap.annotate %x to <@nope, [S(0)]> : tensor<8xf32>
  return
}

// -----

func.func @g() {
  return
}
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'ap.annotate' op @g does not name an ap.mesh (it names a 'func.func')}}
  %0 = ap.annotate %x to <@g, [S(0)]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'ap.annotate' op sharding has 1 placement(s), but the mesh has 2 axis/axes; give exactly one placement per mesh axis}}
  %0 = ap.annotate %x to <@m, [S(0)]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.annotate' op placement S(2) of mesh axis 1 is out of range for a tensor of rank 2}}
  %0 = ap.annotate %x to <@m, [S(0), S(2)]> : tensor<8x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<?x8xf32>) {
  // expected-error @+1 {{'ap.annotate' op tensor dim 0 is dynamic but sharded by mesh axes [0]; sharding a dynamic dim is not supported yet}}
  %0 = ap.annotate %x to <@m, [S(0), S(1)]> : tensor<?x8xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'ap.annotate' op failed to verify that all of {input, result} have same type}}
  %0 = "ap.annotate"(%x) <{sharding = #ap.sharding<@m, [S(0)]>}> : (tensor<8xf32>) -> tensor<4xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<*xf32>) {
  // expected-error @+1 {{'ap.annotate' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "ap.annotate"(%x) <{sharding = #ap.sharding<@m, [R]>}> : (tensor<*xf32>) -> tensor<*xf32>
  return
}

//===----------------------------------------------------------------------===//
// ap.sharding on ops of other dialects, function arguments and results
//===----------------------------------------------------------------------===//

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op argument #0: a sharding describes a ranked tensor, but the value has type 'i32'}}
func.func @f(%x: i32 {ap.sharding = #ap.sharding<@m, [R]>}) {
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op argument #0: tensor dim 0 is dynamic but sharded by mesh axes [0]; sharding a dynamic dim is not supported yet}}
func.func private @decl(tensor<?xf32> {ap.sharding = #ap.sharding<@m, [S(0)]>})

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op result #0: placement S(1) of mesh axis 0 is out of range for a tensor of rank 1}}
func.func @f(%x: tensor<8xf32>) -> (tensor<8xf32> {ap.sharding = #ap.sharding<@m, [S(1)]>}) {
  return %x : tensor<8xf32>
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op argument #0: 'ap.sharding' must be an #ap.sharding or an array of them, got 1 : i64}}
func.func @f(%x: tensor<8xf32> {ap.sharding = 1}) {
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op argument #0: 'ap.sharding' gives 2 sharding(s) but there are 1 argument(s)}}
func.func @f(%x: tensor<8xf32> {ap.sharding = [#ap.sharding<@m, [R]>, #ap.sharding<@m, [R]>]}) {
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{unknown ap dialect attribute 'ap.shardings' here; expected 'ap.sharding' or 'ap.local_sharding', 'ap.param', 'ap.input_range', 'ap.batch_dim' or 'ap.global_shape'}}
func.func @f(%x: tensor<8xf32> {ap.shardings = #ap.sharding<@m, [R]>}) {
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'test.two' op 'ap.sharding' gives 1 sharding(s) but there are 2 result(s)}}
  %0:2 = "test.two"(%x) {ap.sharding = [#ap.sharding<@m, [R]>]} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'test.two' op result(s) #1: tensor dim 0 is dynamic but sharded by mesh axes [0]; sharding a dynamic dim is not supported yet}}
  %0:2 = "test.two"(%x) {ap.sharding = [#ap.sharding<@m, [S(0)]>, #ap.sharding<@m, [S(0)]>]} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<?xf32>)
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'test.one' op 'ap.sharding' must hold #ap.sharding attributes, got "S(0)"}}
  %0 = "test.one"(%x) {ap.sharding = ["S(0)"]} : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'tensor.empty' op @missing does not name an ap.mesh}}
  %0 = tensor.empty() {ap.sharding = #ap.sharding<@missing, [R]>} : tensor<8xf32>
  return
}

//===----------------------------------------------------------------------===//
// ap.redistribute
//===----------------------------------------------------------------------===//

// -----

ap.mesh @m(shape = 4, axes = ["a"])
ap.mesh @n(shape = 4, axes = ["a"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'ap.redistribute' op redistributes from mesh @m to mesh @n; redistribution across meshes is not supported}}
  %0 = ap.redistribute %x from <@m, [S(0)]> to <@n, [R]> : tensor<8xf32>
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
func.func @f(%x: tensor<?xf32>) {
  // expected-error @+1 {{'ap.redistribute' op source sharding: tensor dim 0 is dynamic}}
  %0 = ap.redistribute %x from <@m, [S(0)]> to <@m, [R]> : tensor<?xf32>
  return
}

// -----

ap.mesh @m(shape = 2x2, axes = ["a", "b"])
func.func @f(%x: tensor<8xf32>) {
  // expected-error @+1 {{'ap.redistribute' op target sharding: sharding has 1 placement(s), but the mesh has 2 axis/axes}}
  %0 = ap.redistribute %x from <@m, [S(0), R]> to <@m, [R]> : tensor<8xf32>
  return
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op expects at least one mesh axis}}
  %0 = ap.all_gather %x on @m axes = [] dim = 0 : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op mesh axis 2 is out of range for a mesh with 2 axis/axes}}
  %0 = ap.all_gather %x on @m axes = [2] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_reduce' op mesh axis 1 is listed more than once}}
  %0 = ap.all_reduce %x on @m axes = [1, 1] reduce = sum : tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_reduce' op mesh axis -1 is out of range for a mesh with 2 axis/axes}}
  %0 = ap.all_reduce %x on @m axes = [-1] reduce = sum : tensor<4x8xf32>
  return
}

// -----

func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_reduce' op @m does not name an ap.mesh}}
  %0 = ap.all_reduce %x on @m axes = [0] reduce = sum : tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{unknown reduction 'prod'; expected sum, avg, max or min}}
  %0 = ap.all_reduce %x on @m axes = [0] reduce = prod : tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_reduce' op failed to verify that all of {input, result} have same type}}
  %0 = "ap.all_reduce"(%x) <{mesh = @m, mesh_axes = array<i64: 0>, reduction = #ap.reduction<sum>}> : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return
}

// -----

// expected-error @+1 {{unknown reduction 'mul'; expected sum, avg, max or min}}
func.func @f() attributes {r = #ap.reduction<mul>} {
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op dim 2 is out of range for a tensor of rank 2}}
  %0 = ap.all_gather %x on @m axes = [0] dim = 2 : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = ap.all_gather %x on @m axes = [0] dim = -1 : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op operand and result element types differ ('f32' vs 'f16')}}
  %0 = ap.all_gather %x on @m axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<8x8xf16>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op operand and result ranks differ (2 vs 3)}}
  %0 = ap.all_gather %x on @m axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<8x8x1xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op operand and result differ in dim 1, which this collective does not change}}
  %0 = ap.all_gather %x on @m axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<8x4xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<4x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op expects result dim 0 to be 4 x 8 (group size) = 32, got 16}}
  %0 = ap.all_gather %x on @m axes = [0, 1] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<?x8xf32>) {
  // expected-error @+1 {{'ap.all_gather' op gathered dim 0 must be static in the operand and the result; dynamic sizes are not supported yet}}
  %0 = ap.all_gather %x on @m axes = [0] dim = 0 : tensor<?x8xf32> -> tensor<?x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<6x8xf32>) {
  // expected-error @+1 {{'ap.reduce_scatter' op operand dim 0 (6) is not divisible by the group size 4; collectives split into equal chunks (pad the dim first, as ap-partition does for uneven shardings)}}
  %0 = ap.reduce_scatter %x on @m axes = [1] dim = 0 reduce = sum : tensor<6x8xf32> -> tensor<1x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.reduce_scatter' op expects result dim 0 to be 8 / 4 (group size) = 2, got 4}}
  %0 = ap.reduce_scatter %x on @m axes = [1] dim = 0 reduce = sum : tensor<8x8xf32> -> tensor<4x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.reduce_scatter' op operand and result differ in dim 1, which this collective does not change}}
  %0 = ap.reduce_scatter %x on @m axes = [1] dim = 0 reduce = avg : tensor<8x8xf32> -> tensor<2x4xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x6xf32>) {
  // expected-error @+1 {{'ap.all_to_all' op operand dim 1 (6) is not divisible by the group size 4; collectives split into equal chunks (pad the dim first, as ap-partition does for uneven shardings)}}
  %0 = ap.all_to_all %x on @m axes = [1] split_dim = 1 concat_dim = 0 : tensor<8x6xf32> -> tensor<32x1xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.all_to_all' op expects result dim 0 to be 8 x 4 (group size) = 32, got 16}}
  %0 = ap.all_to_all %x on @m axes = [1] split_dim = 1 concat_dim = 0 : tensor<8x8xf32> -> tensor<16x2xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.all_to_all' op concat_dim 3 is out of range for a tensor of rank 2}}
  %0 = ap.all_to_all %x on @m axes = [1] split_dim = 1 concat_dim = 3 : tensor<8x8xf32> -> tensor<8x2xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.all_to_all' op expects result dim 1 to keep its size 8 when split_dim == concat_dim}}
  %0 = ap.all_to_all %x on @m axes = [1] split_dim = 1 concat_dim = 1 : tensor<8x8xf32> -> tensor<8x2xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x6xf32>) {
  // expected-error @+1 {{'ap.all_to_all' op operand dim 1 (6) is not divisible by the group size 4; collectives split into equal chunks (pad the dim first, as ap-partition does for uneven shardings)}}
  %0 = ap.all_to_all %x on @m axes = [1] split_dim = 1 concat_dim = 1 : tensor<8x6xf32> -> tensor<8x6xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.shard_slice' op expects result dim 1 to be 8 / 8 (group size) = 1, got 2}}
  %0 = ap.shard_slice %x on @m axes = [1, 0] dim = 1 : tensor<8x8xf32> -> tensor<8x2xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x?xf32>) {
  // expected-error @+1 {{'ap.shard_slice' op sliced dim 1 must be static in the operand and the result; dynamic sizes are not supported yet}}
  %0 = ap.shard_slice %x on @m axes = [1] dim = 1 : tensor<8x?xf32> -> tensor<8x2xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: tensor<8x8xf32>) {
  // expected-error @+1 {{'ap.shard_slice' op expects result dim 0 to be 8 / 2 (group size) = 4, got 8}}
  %0 = ap.shard_slice %x on @m axes = [0] dim = 0 : tensor<8x8xf32> -> tensor<8x8xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f(%x: memref<8x8xf32>) {
  // expected-error @+1 {{'ap.shard_slice' op operand #0 must be ranked tensor of any type values, but got 'memref<8x8xf32>'}}
  %0 = "ap.shard_slice"(%x) <{mesh = @m, mesh_axes = array<i64: 0>, dim = 0}> : (memref<8x8xf32>) -> tensor<4x8xf32>
  return
}

//===----------------------------------------------------------------------===//
// ap.group_index and ap.local_sharding
//===----------------------------------------------------------------------===//

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f() -> index {
  // expected-error @+1 {{'ap.group_index' op mesh axis 1 is listed more than once}}
  %0 = ap.group_index on @m axes = [1, 1]
  return %0 : index
}

// -----

func.func @f() -> index {
  // expected-error @+1 {{'ap.group_index' op @m does not name an ap.mesh}}
  %0 = ap.group_index on @m axes = [0]
  return %0 : index
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
func.func @f() -> index {
  // expected-error @+1 {{'ap.group_index' op expects at least one mesh axis}}
  %0 = ap.group_index on @m axes = []
  return %0 : index
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
// A local shard of 3 rows is fine even though 3 is not divisible by 4.
func.func @f(%x: tensor<3x8xf32> {ap.local_sharding = #ap.sharding<@m, [R, S(0)]>}) {
  return
}
// expected-error @+1 {{'func.func' op argument #0: placement S(2) of mesh axis 1 is out of range for a tensor of rank 2}}
func.func @g(%x: tensor<3x8xf32> {ap.local_sharding = #ap.sharding<@m, [R, S(2)]>}) {
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
// expected-error @+1 {{'func.func' op result #0: 'ap.local_sharding' gives 2 sharding(s) but there are 1 result(s)}}
func.func @f(%x: tensor<3x8xf32>) -> (tensor<3x8xf32> {ap.local_sharding = [#ap.sharding<@m, [R, R]>, #ap.sharding<@m, [R, R]>]}) {
  return %x : tensor<3x8xf32>
}

// -----

ap.mesh @m(shape = 2x4, axes = ["a", "b"])
// expected-error @+1 {{'func.func' op argument #0: sharding has 1 placement(s), but the mesh has 2 axis/axes}}
func.func @f(%x: tensor<3x8xf32> {ap.local_sharding = #ap.sharding<@m, [R]>}) {
  return
}

//===----------------------------------------------------------------------===//
// ap.param and ap.grad_of
//===----------------------------------------------------------------------===//

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.param' is a unit attribute}}
func.func @f(%w: tensor<4xf32> {ap.param = 1}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.batch_dim' must be an integer naming a dim of a ranked tensor, not 2 : i64 on 'tensor<4x8xf32>'}}
func.func @f(%t: tensor<4x8xf32> {ap.batch_dim = 2 : i64}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.batch_dim' must be an integer naming a dim of a ranked tensor, not "b" on 'tensor<4x8xf32>'}}
func.func @f(%t: tensor<4x8xf32> {ap.batch_dim = "b"}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.input_range' must be array<i64: low, high, extra...>}}
func.func @f(%t: tensor<4xi64> {ap.input_range = array<i64: 0>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.input_range' has low 9 above high 3}}
func.func @f(%t: tensor<4xi64> {ap.input_range = array<i64: 9, 3>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.input_range' applies to integer values, not 'tensor<4xf32>'}}
func.func @f(%t: tensor<4xf32> {ap.input_range = array<i64: 0, 3>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.input_range' [0, 300] does not fit 8-bit integers}}
func.func @f(%t: tensor<4xi8> {ap.input_range = array<i64: 0, 300>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op argument #0: 'ap.input_range' value -300 does not fit 8-bit integers}}
func.func @f(%t: tensor<4xi8> {ap.input_range = array<i64: 0, 9, -300>}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op result #0: 'ap.grad_of' names argument #0, which is not marked 'ap.param'}}
func.func @f(%w: tensor<4xf32>) -> (tensor<4xf32> {ap.grad_of = 0}) {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op result #0: 'ap.grad_of' names argument #3, but the function has 1 argument(s)}}
func.func @f(%w: tensor<4xf32> {ap.param}) -> (tensor<4xf32> {ap.grad_of = 3}) {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op result #0: 'ap.grad_of' names argument #0 of type 'tensor<4xf32>', but the result has type 'tensor<8xf32>'}}
func.func @f(%w: tensor<4xf32> {ap.param}, %g: tensor<8xf32>) -> (tensor<8xf32> {ap.grad_of = 0}) {
  return %g : tensor<8xf32>
}

// -----

// On a partitioned function the global types must agree (the per-device ones
// may differ: see test/Transforms/Partition/gradients.mlir).
ap.mesh @mesh(shape = 4, axes = ["x"])
// expected-error @+1 {{'func.func' op result #0: 'ap.grad_of' names argument #0 of global type 'tensor<8x8xf32>', but the result's global type is 'tensor<8x16xf32>'}}
func.func @f(%w: tensor<2x8xf32> {ap.param, ap.local_sharding = #ap.sharding<@mesh, [S(0)]>},
             %g: tensor<8x4xf32>)
    -> (tensor<8x4xf32> {ap.grad_of = 0, ap.local_sharding = #ap.sharding<@mesh, [S(1)]>}) {
  return %g : tensor<8x4xf32>
}

// -----

// ap.update_of names any argument (optimizer state is not a parameter), of
// the result's type.
// expected-error @+1 {{'func.func' op result #0: 'ap.update_of' names argument #0 of type 'tensor<4xf32>', but the result has type 'tensor<4xf64>'}}
func.func @f(%m: tensor<4xf32>, %n: tensor<4xf64>) -> (tensor<4xf64> {ap.update_of = 0}) {
  return %n : tensor<4xf64>
}

// -----

// expected-error @+1 {{'func.func' op result #1: 'ap.update_of' names argument #2, but the function has 1 argument(s)}}
func.func @f(%m: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32> {ap.update_of = 2}) {
  return %m, %m : tensor<4xf32>, tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op result #0: 'ap.grad_of' must be an integer argument index}}
func.func @f(%w: tensor<4xf32> {ap.param}) -> (tensor<4xf32> {ap.grad_of = "w"}) {
  return %w : tensor<4xf32>
}

// -----

// expected-error @+1 {{unknown ap dialect attribute 'ap.param' here; expected 'ap.sharding' or 'ap.local_sharding', 'ap.grad_of', 'ap.update_of' or 'ap.global_shape'}}
func.func @f(%w: tensor<4xf32>) -> (tensor<4xf32> {ap.param}) {
  return %w : tensor<4xf32>
}

// -----

func.func @f(%w: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unknown ap dialect attribute 'ap.param' here; expected 'ap.sharding' or 'ap.local_sharding'}}
  %0 = tensor.empty() {ap.param} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op argument #0: 'ap.global_shape' names a global shape whose shard under #ap.sharding<@m, [S(0)]> has shape [3], but the value has type 'tensor<2xf32>'}}
func.func private @decl(tensor<2xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>, ap.global_shape = array<i64: 10>})

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op result #0: 'ap.global_shape' needs 'ap.local_sharding' (a single sharding) beside it}}
func.func private @decl() -> (tensor<3xf32> {ap.global_shape = array<i64: 10>})

// -----

ap.mesh @m(shape = 4, axes = ["a"])
// expected-error @+1 {{'func.func' op argument #0: 'ap.global_shape' must be an array<i64> with one size per dim of a ranked tensor, on a value of type 'tensor<3xf32>'}}
func.func private @decl(tensor<3xf32> {ap.local_sharding = #ap.sharding<@m, [S(0)]>, ap.global_shape = array<i64: 10, 1>})

// -----

// expected-error @+1 {{'func.func' op 'ap.target' is an #ap.target (or its JSON description, a string) on a module}}
func.func private @decl() attributes {ap.target = "{}"}

// -----

// expected-error @+1 {{'builtin.module' op 'ap.target' is an #ap.target (or its JSON description, a string) on a module}}
module attributes {ap.target = 1 : i64} {}

// -----

// A JSON description is checked as #ap.target's fields are.
// expected-error @+1 {{'builtin.module' op 'ap.target': target description: unknown key 'memory'}}
module attributes {ap.target = "{\22memory\22: 1}"} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: unknown key 'memory'}}
module attributes {ap.target = #ap.target<memory = 8.0e+10>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'memory_capacity' must be a non-negative number}}
module attributes {ap.target = #ap.target<memory_capacity = -1.0>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'compute_efficiency' must be in (0, 1]}}
module attributes {ap.target = #ap.target<compute_efficiency = 1.5>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'intra_node' must be an object}}
module attributes {ap.target = #ap.target<intra_node = 3.0e+11>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'preset' must be one of h100, h200, a100}}
module attributes {ap.target = #ap.target<preset = "b200">} {}

// -----

// MLIR's floats have a dot: 5e10 is the integer 5 and then `e10`.
// expected-error @+1 {{expected '>'}}
module attributes {ap.target = #ap.target<memory_capacity = 5e10>} {}

// -----

// A field given twice is an error, not "the last one wins" (the JSON form's
// check: TargetDescription::fromFields).
// expected-error @+1 {{invalid #ap.target: target description: key 'memory_capacity' is given twice}}
module attributes {ap.target = #ap.target<memory_capacity = 4.0e+10, kernel_floor = 0.0, memory_capacity = 8.0e+10>} {}

// -----

// Inside a field, MLIR's dictionaries refuse a key given twice themselves.
// expected-error @+1 {{duplicate key 'bandwidth' in dictionary attribute}}
module attributes {ap.target = #ap.target<intra_node = {bandwidth = 1.0e+11, bandwidth = 2.0e+11}>} {}

// -----

// A number that is not finite is refused as the JSON form refuses it.
// expected-error @+1 {{invalid #ap.target: target description: 'memory_bandwidth' must be a finite number (it reads as inf)}}
module attributes {ap.target = #ap.target<memory_bandwidth = 1.0e400>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'peak_flops.f32' must be a finite number (it reads as nan)}}
module attributes {ap.target = #ap.target<peak_flops = {f32 = 0x7FF8000000000000 : f64}>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'axis_links[1].hop_latency' must be a finite number (it reads as inf)}}
module attributes {ap.target = #ap.target<axis_links = [{bandwidth = 1.0e+11}, {hop_latency = 0x7FF0000000000000 : f64}]>} {}

// -----

// Finite figures whose prices overflow a step's time: named, with the price.
// expected-error @+1 {{invalid #ap.target: target description: 'memory_bandwidth' = 1e-300 at 'memory_efficiency' = 0.7 makes a byte of memory traffic take 1.43e+300 s, past the 2.11e+270 s any price may take (a step's time would overflow)}}
module attributes {ap.target = #ap.target<memory_bandwidth = 1.0e-300>} {}

// -----

// expected-error @+1 {{invalid #ap.target: target description: 'memory_capacity' must be positive}}
module attributes {ap.target = #ap.target<memory_capacity = 0.0>} {}

// -----

// The JSON string form: the same checks, a key given twice included.
// expected-error @+1 {{'builtin.module' op 'ap.target': target description: key 'kernel_floor' is given twice}}
module attributes {ap.target = "{\22kernel_floor\22: 1e-5, \22kernel_floor\22: 2e-5}"} {}

// -----

// expected-error @+1 {{'builtin.module' op 'ap.target': target description: 'kernel_floor' must be a finite number (it reads as inf)}}
module attributes {ap.target = "{\22kernel_floor\22: 1e400}"} {}

// -----

// expected-error @+1 {{'func.func' op 'ap.predicted_step' is an f64 (seconds) on a function}}
func.func private @decl() attributes {ap.predicted_step = 1.0 : f32}

// -----

// expected-error @+1 {{'arith.constant' op 'ap.predicted_step' is an f64 (seconds) on a function}}
%c = arith.constant {ap.predicted_step = 1.0 : f64} 0 : i32

// -----

// expected-error @+1 {{'arith.constant' op 'ap.recompute' is "must_save", "must_recompute" or "prefer_recompute"}}
%c = arith.constant {ap.recompute = "sometimes"} 0 : i32

//===----------------------------------------------------------------------===//
// ap.send and ap.recv
//===----------------------------------------------------------------------===//

// -----

ap.mesh @m(shape = 2x4, axes = ["pp", "tp"])
func.func @f(%h: tensor<2xf32>) {
  // expected-error @+1 {{'ap.send' op axis 2 is not an axis of @m (2 axes)}}
  ap.send %h on @m axis = 2 to = 1 : tensor<2xf32>
  return
}

// -----

ap.mesh @m(shape = 2x4, axes = ["pp", "tp"])
func.func @f() -> tensor<2xf32> {
  // expected-error @+1 {{'ap.recv' op peer 2 is not a coordinate on axis 0 of @m (size 2)}}
  %h = ap.recv on @m axis = 0 from = 2 : tensor<2xf32>
  return %h : tensor<2xf32>
}

// -----

func.func @f(%h: tensor<2xf32>) {
  // expected-error @+1 {{'ap.send' op @m does not name an ap.mesh}}
  ap.send %h on @m axis = 0 to = 1 : tensor<2xf32>
  return
}

// -----

ap.mesh @m(shape = 2, axes = ["pp"])
func.func @f(%h: tensor<?xf32>) {
  // expected-error @+1 {{'ap.send' op operand #0 must be statically shaped tensor of any type values}}
  ap.send %h on @m axis = 0 to = 1 : tensor<?xf32>
  return
}
