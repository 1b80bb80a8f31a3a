// ap-recompute-partition's memory-budget (GB per device; 0: none) has a
// range, checked first (OptionChecks.h); nan or a negative budget used to
// be taken as "no budget".
//
// RUN: split-file %s %t
// RUN: ap-opt %t/nan.mlir --ap-recompute-partition=memory-budget=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/negative.mlir --ap-recompute-partition=memory-budget=-1 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/fine.mlir --ap-recompute-partition=memory-budget=inf -verify-diagnostics -o /dev/null

//--- nan.mlir

// expected-error @below {{ap-recompute-partition: option 'memory-budget' is nan: it takes a number >= 0 (GB per device; 0: none; inf: unbounded)}}
module {
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- negative.mlir

// expected-error @below {{ap-recompute-partition: option 'memory-budget' is -1: it takes a number >= 0 (GB per device; 0: none; inf: unbounded)}}
module {
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}

//--- fine.mlir

module {
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    return %x : tensor<8xf32>
  }
}
