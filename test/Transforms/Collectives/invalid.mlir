// RUN: ap-opt %s --ap-fuse-all-gather-chains -split-input-file -verify-diagnostics
// RUN: ap-opt %s --ap-merge-collectives -split-input-file -verify-diagnostics

// The collective optimizations price with the module's target: one that
// cannot be read is an error, not a silent default (the verifier's, before
// any pass runs).

// expected-error @+1 {{'builtin.module' op 'ap.target': target description: 'axis_links' must be an array}}
module attributes {ap.target = "{\22axis_links\22: 3}"} {
  ap.mesh @mesh(shape = 4x2, axes = ["dp", "tp"])
  func.func @f(%x: tensor<2x8xf32>) -> tensor<16x8xf32> {
    %0 = ap.all_gather %x on @mesh axes = [1] dim = 0 : tensor<2x8xf32> -> tensor<4x8xf32>
    %1 = ap.all_gather %0 on @mesh axes = [0] dim = 0 : tensor<4x8xf32> -> tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
}
