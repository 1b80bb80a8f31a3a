// RUN: ap-opt %s --ap-schedule-collectives=prefetch-budget=nan -verify-diagnostics
// RUN: ap-opt %s --ap-schedule-collectives=prefetch-budget=-0.5 -verify-diagnostics
// RUN: ap-opt %s --ap-schedule-collectives=bucket-bytes=nan -verify-diagnostics
// RUN: ap-opt %s --ap-schedule-collectives=bucket-bytes=-2 -verify-diagnostics
// RUN: ap-opt %s --ap-schedule-collectives=bucket-bytes=-inf -verify-diagnostics
// RUN: not ap-opt %s --ap-schedule-collectives=prefetch-budget=nan -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAN
// RUN: not ap-opt %s --ap-schedule-collectives=bucket-bytes=-2 -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// ap-schedule-collectives' byte options are checked before anything
// changes (OptionChecks.h): NaN and negative values are errors at the
// module, naming the option and what it takes (bucket-bytes also takes -1,
// "from the target"; both take inf, "unbounded": schedule-collectives.mlir
// and ddp.mlir).
// NAN: error: ap-schedule-collectives: option 'prefetch-budget' is nan: it takes a number >= {{.*}} (GB per device; inf: unbounded)
// NEGATIVE: error: ap-schedule-collectives: option 'bucket-bytes' is -2{{.*}}: it takes a number >= {{.*}} (bytes; inf: unbounded) or -1

// expected-error-re@+1 {{ap-schedule-collectives: option '{{prefetch-budget|bucket-bytes}}' is {{.*}}: it takes a number >=}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<8xf32>) -> tensor<8xf32> {
    %r = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<8xf32>
    return %r : tensor<8xf32>
  }
}
