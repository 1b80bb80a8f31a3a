// ap-print-strategies shows what ap-auto-shard's options change: uneven
// layouts add the padded S(0) of a 17-row tensor over 3 devices (1/18
// padding), keep-partials=false drops P(sum); a target or a mesh that does
// not exist is an error.
//
// RUN: ap-opt %s --ap-print-strategies --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=EVEN
// RUN: ap-opt %s --ap-print-strategies=uneven-layouts --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNEVEN
// RUN: ap-opt %s --ap-print-strategies=keep-partials=false --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-PARTIALS
// RUN: ap-opt %s --ap-print-strategies=target=a100 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=A100
// RUN: not ap-opt %s --ap-print-strategies=target=tpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not ap-opt %s --ap-print-strategies=mesh=other -o /dev/null 2>&1 | FileCheck %s --check-prefix=MESH

// EVEN: remark: 3 strategies
// EVEN-NEXT: [R]; [R] -> [R]
// EVEN-NEXT: [S(1)]; [S(1)] -> [S(1)]
// EVEN-NEXT: [P(sum)]; [P(sum)] -> [P(sum)]

// UNEVEN: remark: 4 strategies
// UNEVEN-NEXT: [R]; [R] -> [R]
// UNEVEN-NEXT: [S(0)]; [S(0)] -> [S(0)]
// UNEVEN-NEXT: [S(1)]; [S(1)] -> [S(1)]
// UNEVEN-NEXT: [P(sum)]; [P(sum)] -> [P(sum)]

// NO-PARTIALS: remark: 2 strategies
// NO-PARTIALS-NEXT: [R]; [R] -> [R]
// NO-PARTIALS-NEXT: [S(1)]; [S(1)] -> [S(1)]

// The A100's kernel floor is the H100's: the kernel times stay at the floor.
// A100: remark: 3 strategies
// A100-NEXT: [R]; [R] -> [R]  (7e-06 s)

// TARGET: for the --target option: Cannot find option named 'tpu'!

// MESH: error: ap-print-strategies: there is no ap.mesh @other

ap.mesh @mesh(shape = 3, axes = ["x"])

func.func @uneven(%x: tensor<17x6xf32>, %y: tensor<17x6xf32>) -> tensor<17x6xf32> {
  %sum = arith.addf %x, %y : tensor<17x6xf32>
  return %sum : tensor<17x6xf32>
}
