// A collective the partitioning adds where the global program has no sum:
// an f64 value every device holds, annotated P(avg), becomes an all_reduce
// average over six devices, which the threads' ring (--collectives=native)
// computes in five roundings and a division. The error model counts the
// candidate's collectives too (countCollectiveRoundings, at the roundoff of
// the output's type); counted from the global program alone it was
// "tolerance 0" and the right partitioning failed at one ulp (the random
// trust run's seed 312). The sum in place of the average fails.
// collective-rounding.mlir has the per-device cases.
//
// RUN: ap-run --compare %s --entry=average_copies --pipeline=ap-partition --collectives=native | FileCheck %s --check-prefix=AVERAGE
// AVERAGE: ap-run: output 0 tensor<64xf64> [R]: {{.*}} (tolerance {{[1-9].*}}): PASS
// RUN: not ap-run --compare %s --entry=average_copies --candidate %S/Inputs/collective-rounding-avg-wrong.mlir --collectives=native | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: output 0 tensor<64xf64> [R]: {{.*}} element(s) out of tolerance {{.*}}: FAIL

ap.mesh @six(shape = 6, axes = ["x"])

func.func @average_copies(%x: tensor<64xf64>)
    -> (tensor<64xf64> {ap.sharding = #ap.sharding<@six, [R]>}) {
  %p = ap.annotate %x to <@six, [P(avg)]> : tensor<64xf64>
  %e = tensor.empty() : tensor<64xf64>
  %n = linalg.negf ins(%p : tensor<64xf64>) outs(%e : tensor<64xf64>) -> tensor<64xf64>
  return %n : tensor<64xf64>
}
