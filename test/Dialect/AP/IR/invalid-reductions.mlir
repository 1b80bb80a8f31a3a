// A partial placement or a collective whose reduction is not defined on its
// element type (docs/Reductions.md) is rejected wherever it appears.
// RUN: ap-opt %s -split-input-file -verify-diagnostics

ap.mesh @m(shape = 4, axes = ["x"])

// expected-error @+1 {{reduction 'avg' is not defined on 'i32' elements (it needs float or complex elements)}}
func.func @avg_on_integers(%x: tensor<8xi32> {ap.sharding = #ap.sharding<@m, [P(avg)]>}) {
  return
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

func.func @umax_on_floats(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{reduction 'umax' is not defined on 'f32' elements (it needs integer elements)}}
  %0 = ap.annotate %x to <@m, [P(umax)]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

func.func @maxnum_on_integers(%x: tensor<8xi16>) -> tensor<8xi16> {
  // expected-error @+1 {{reduction 'minnum' is not defined on 'i16' elements (it needs float elements)}}
  %0 = ap.redistribute %x from <@m, [P(minnum)]> to <@m, [R]> : tensor<8xi16>
  return %0 : tensor<8xi16>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

// Complex numbers add componentwise (P(sum), P(avg)) but have no order.
func.func @complex_max(%x: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  // expected-error @+1 {{reduction 'max' is not defined on 'complex<f32>' elements (it needs float or integer elements)}}
  %0 = ap.annotate %x to <@m, [P(max)]> : tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

func.func @complex_all_reduce_min(%x: tensor<8xcomplex<f64>>) -> tensor<8xcomplex<f64>> {
  // expected-error @+1 {{'ap.all_reduce' op reduction 'min' is not defined on 'complex<f64>' elements (it needs float or integer elements)}}
  %0 = ap.all_reduce %x on @m axes = [0] reduce = min : tensor<8xcomplex<f64>>
  return %0 : tensor<8xcomplex<f64>>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

func.func @op_result(%x: tensor<8xi32>) -> tensor<8xi32> {
  // expected-error @+1 {{reduction 'avg' is not defined on 'i32' elements (it needs float or complex elements)}}
  %0 = arith.addi %x, %x {ap.sharding = #ap.sharding<@m, [P(avg)]>} : tensor<8xi32>
  return %0 : tensor<8xi32>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

func.func @all_reduce_umin_f16(%x: tensor<8xf16>) -> tensor<8xf16> {
  // expected-error @+1 {{'ap.all_reduce' op reduction 'umin' is not defined on 'f16' elements (it needs integer elements)}}
  %0 = ap.all_reduce %x on @m axes = [0] reduce = umin : tensor<8xf16>
  return %0 : tensor<8xf16>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

func.func @reduce_scatter_avg_i8(%x: tensor<8xi8>) -> tensor<2xi8> {
  // expected-error @+1 {{'ap.reduce_scatter' op reduction 'avg' is not defined on 'i8' elements (it needs float or complex elements)}}
  %0 = ap.reduce_scatter %x on @m axes = [0] dim = 0 reduce = avg : tensor<8xi8> -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

ap.mesh @m(shape = 4, axes = ["x"])

// The new kinds parse and print where they are defined.
func.func @valid(%x: tensor<8xi32> {ap.sharding = #ap.sharding<@m, [P(umax)]>},
                 %y: tensor<8xf32> {ap.sharding = #ap.sharding<@m, [P(maxnum)]>}) -> tensor<8xi32> {
  %0 = ap.all_reduce %x on @m axes = [0] reduce = umin : tensor<8xi32>
  return %0 : tensor<8xi32>
}
