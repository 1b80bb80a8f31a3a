// Every numeric option of the planning passes has a range, checked first
// (OptionChecks.h): a value outside it is an error at the module naming
// the pass, the option, the value and what it takes, and nothing changes.
// Before, nan, negatives and a gap of 1 were taken as given
// (optimizer-bytes=nan made every memory figure NaN and disabled the
// budget). ap-auto-parallel's options are checked by the passes it gives
// them to. Infinity is "unbounded" where the option has no upper bound
// (memory-budget, time-limit), and an error where it means nothing
// (optimizer-bytes).
//
// RUN: split-file %s %t
// RUN: ap-opt %t/gap-nan.mlir --ap-auto-shard=gap=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/gradient-runs.mlir --ap-auto-shard=gradient-runs=0 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/activation-copies.mlir --ap-auto-shard=activation-copies=0 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/gap-one.mlir --ap-auto-shard=gap=1 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/gap-negative.mlir --ap-auto-shard=gap=-0.1 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/time-nan.mlir --ap-auto-shard=time-limit=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/time-negative.mlir --ap-auto-shard=time-limit=-1 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/budget-nan.mlir --ap-auto-shard=memory-budget=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/budget-negative.mlir --ap-auto-shard=memory-budget=-2 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/budget-minus-inf.mlir --ap-auto-shard=memory-budget=-inf -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/optimizer-nan.mlir --ap-auto-shard=optimizer-bytes=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/optimizer-inf.mlir --ap-auto-shard=optimizer-bytes=inf -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/optimizer-negative.mlir --ap-auto-shard=optimizer-bytes=-0.5 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/choose-nan.mlir --ap-choose-einsum-form=time-limit=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/choose-negative.mlir --ap-choose-einsum-form=time-limit=-5 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/pipeline-gap.mlir --ap-auto-parallel=gap=nan -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/pipeline-gap-never.mlir --ap-auto-parallel='einsum=never gap=1.5' -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/pipeline-time.mlir --ap-auto-parallel=time-limit=-1 -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/pipeline-extra.mlir --ap-auto-parallel='auto-shard-options={memory-budget=nan}' -verify-diagnostics -o /dev/null
//
// The ends of the ranges are taken: no budget, no limit, a gap of 0, no
// optimizer state, the target's capacity.
// RUN: ap-opt %t/fine.mlir --ap-auto-shard="memory-budget=inf time-limit=inf gap=0 optimizer-bytes=0" -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/fine.mlir --ap-auto-shard="memory-budget=-1 time-limit=0 optimizer-bytes=-1" -verify-diagnostics -o /dev/null
// RUN: ap-opt %t/fine.mlir --ap-choose-einsum-form=time-limit=inf -verify-diagnostics -o /dev/null

//--- gap-nan.mlir

// expected-error @below {{ap-auto-shard: option 'gap' is nan: it takes a number in [0, 1) (a fraction of the optimum)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- gap-one.mlir

// expected-error @below {{ap-auto-shard: option 'gap' is 1: it takes a number in [0, 1) (a fraction of the optimum)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- gap-negative.mlir

// expected-error @below {{ap-auto-shard: option 'gap' is -0.1: it takes a number in [0, 1) (a fraction of the optimum)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- time-nan.mlir

// expected-error @below {{ap-auto-shard: option 'time-limit' is nan: it takes a number >= 0 (seconds; 0: no limit; inf: unbounded)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- time-negative.mlir

// expected-error @below {{ap-auto-shard: option 'time-limit' is -1: it takes a number >= 0 (seconds; 0: no limit; inf: unbounded)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- budget-nan.mlir

// expected-error @below {{ap-auto-shard: option 'memory-budget' is nan: it takes a number >= 0 (GB per device; 0: none; -1: the target's memory_capacity; inf: unbounded) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- budget-negative.mlir

// expected-error @below {{ap-auto-shard: option 'memory-budget' is -2: it takes a number >= 0 (GB per device; 0: none; -1: the target's memory_capacity; inf: unbounded) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- budget-minus-inf.mlir

// expected-error @below {{ap-auto-shard: option 'memory-budget' is -inf: it takes a number >= 0 (GB per device; 0: none; -1: the target's memory_capacity; inf: unbounded) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- optimizer-nan.mlir

// expected-error @below {{ap-auto-shard: option 'optimizer-bytes' is nan: it takes a finite number >= 0 (bytes per parameter element; -1: Adam's) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- optimizer-inf.mlir

// expected-error @below {{ap-auto-shard: option 'optimizer-bytes' is inf: it takes a finite number >= 0 (bytes per parameter element; -1: Adam's) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- optimizer-negative.mlir

// expected-error @below {{ap-auto-shard: option 'optimizer-bytes' is -0.5: it takes a finite number >= 0 (bytes per parameter element; -1: Adam's) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- choose-nan.mlir

// expected-error @below {{ap-choose-einsum-form: option 'time-limit' is nan: it takes a number >= 0 (seconds; 0: no limit; inf: unbounded)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- choose-negative.mlir

// expected-error @below {{ap-choose-einsum-form: option 'time-limit' is -5: it takes a number >= 0 (seconds; 0: no limit; inf: unbounded)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- pipeline-gap.mlir

// expected-error @below {{ap-auto-shard: option 'gap' is nan: it takes a number in [0, 1) (a fraction of the optimum)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- pipeline-gap-never.mlir

// expected-error @below {{ap-auto-shard: option 'gap' is 1.5: it takes a number in [0, 1) (a fraction of the optimum)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- pipeline-time.mlir

// expected-error @below {{ap-choose-einsum-form: option 'time-limit' is -1: it takes a number >= 0 (seconds; 0: no limit; inf: unbounded)}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- pipeline-extra.mlir

// expected-error @below {{ap-auto-shard: option 'memory-budget' is nan: it takes a number >= 0 (GB per device; 0: none; -1: the target's memory_capacity; inf: unbounded) or -1}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- fine.mlir

module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- gradient-runs.mlir

// expected-error @below {{ap-auto-shard: gradient-runs must be at least 1, not 0}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}

//--- activation-copies.mlir

// expected-error @below {{ap-auto-shard: activation-copies must be at least 1, not 0}}
module {
  ap.mesh @mesh(shape = 2, axes = ["x"])
  func.func @f(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %y = arith.negf %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }
}
