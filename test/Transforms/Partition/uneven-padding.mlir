// RUN: ap-opt %s --ap-partition | FileCheck %s
// RUN: ap-run --compare %s --entry=divide | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=remainder_on_tensors | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=divide_in_reduction | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=checked --int-low=1 --int-high=1000 | FileCheck %s --check-prefix=EXEC
// RUN: ap-run --compare %s --entry=printed | FileCheck %s --check-prefix=PRINTED
// (ap-auto-shard plans such programs too: test/Integration/Differential/uneven-traps-auto.mlir.)

// Padding is inert (docs/Partitioning.md, "Uneven loops"): 67 rows over 4
// devices are chunks of 17, the last with 16 real rows and one padded row,
// whose values no program defines (ap-run fills them with NaNs, huge values
// and random bits). An iteration over a padded row must not trap, fail an
// assertion or have an effect: integer divisions divide by 1 there, checks
// hold there, and other effects do not happen there.

// EXEC-NOT: FAIL
// EXEC: ap-run: PASS

ap.mesh @mesh(shape = 4, axes = ["x"])

#id = affine_map<(d0) -> (d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @divide
// CHECK: linalg.generic
// CHECK: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[I:.*]] = linalg.index 0
// CHECK: %[[GI:.*]] = arith.addi %[[I]], %{{.*}} : index
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %[[GI]], %c67
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: %[[D:.*]] = arith.select %[[VALID]], %[[B]], %[[ONE]] : i32
// CHECK: arith.divsi %[[A]], %[[D]] : i32
// CHECK: %[[ONE2:.*]] = arith.constant 1 : i32
// CHECK: %[[D2:.*]] = arith.select %[[VALID]], %[[A]], %[[ONE2]] : i32
// CHECK: arith.remui %[[B]], %[[D2]] : i32
func.func @divide(%x: tensor<67xi32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                  %y: tensor<67xi32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<67xi32> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %e = tensor.empty() : tensor<67xi32>
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<67xi32>, tensor<67xi32>) outs(%e : tensor<67xi32>) {
  ^bb0(%a: i32, %b: i32, %out: i32):
    %q = arith.divsi %a, %b : i32
    %r = arith.remui %b, %a : i32
    %s = arith.addi %q, %r : i32
    linalg.yield %s : i32
  } -> tensor<67xi32>
  return %0 : tensor<67xi32>
}

// An elementwise op on whole tensors becomes a generic to be guarded.
// CHECK-LABEL: func.func @remainder_on_tensors
// CHECK: linalg.generic
// CHECK: arith.select
// CHECK: arith.remsi %{{.*}}, %{{.*}} : i64
func.func @remainder_on_tensors(%x: tensor<67x3xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>},
                                %y: tensor<67x3xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<67x3xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %0 = arith.remsi %x, %y : tensor<67x3xi64>
  return %0 : tensor<67x3xi64>
}

// A padded reduction loop: its iterations divide by 1 and leave the sum
// alone.
// CHECK-LABEL: func.func @divide_in_reduction
// CHECK: linalg.generic
// CHECK: %[[VALID:.*]] = arith.cmpi ult
// CHECK: arith.select %[[VALID]]
// CHECK: arith.divui
// CHECK: %[[SUMMED:.*]] = arith.cmpi ult
// CHECK: arith.select %[[SUMMED]]
// CHECK: ap.all_reduce
func.func @divide_in_reduction(%x: tensor<3x67xi32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>},
                               %y: tensor<3x67xi32> {ap.sharding = #ap.sharding<@mesh, [S(1)]>})
    -> (tensor<3xi32> {ap.sharding = #ap.sharding<@mesh, [R]>}) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3xi32>
  %acc = linalg.fill ins(%zero : i32) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  %0 = linalg.generic {indexing_maps = [#id2, #id2, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%x, %y : tensor<3x67xi32>, tensor<3x67xi32>) outs(%acc : tensor<3xi32>) {
  ^bb0(%a: i32, %b: i32, %out: i32):
    %q = arith.divui %a, %b : i32
    %s = arith.addi %out, %q : i32
    linalg.yield %s : i32
  } -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// Every real row satisfies the check; padded rows must not be checked.
// CHECK-LABEL: func.func @checked
// CHECK: %[[VALID:.*]] = arith.cmpi ult
// CHECK: %[[OK:.*]] = arith.cmpi sge
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[PADDED:.*]] = arith.xori %[[VALID]], %[[TRUE]]
// CHECK: %[[HOLDS:.*]] = arith.ori %[[OK]], %[[PADDED]]
// CHECK: cf.assert %[[HOLDS]], "index must be positive"
func.func @checked(%x: tensor<67xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<67xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %c1 = arith.constant 1 : i64
  %e = tensor.empty() : tensor<67xi64>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<67xi64>) outs(%e : tensor<67xi64>) {
  ^bb0(%a: i64, %out: i64):
    %ok = arith.cmpi sge, %a, %c1 : i64
    cf.assert %ok, "index must be positive"
    %d = arith.subi %a, %c1 : i64
    linalg.yield %d : i64
  } -> tensor<67xi64>
  return %0 : tensor<67xi64>
}

// A print happens once per real row, on every rank together: 0 to 6 (by
// the reference, then by the ranks), never 7 (the padded row of the last
// rank: 7 rows over 4 devices are chunks of 2).
// CHECK-LABEL: func.func @printed
// CHECK: %[[VALID:.*]] = arith.cmpi ult
// CHECK: scf.if %[[VALID]] {
// CHECK-NEXT: func.call @printI64
// CHECK-NEXT: func.call @printNewline
// CHECK-NEXT: }
// PRINTED-NOT: {{^}}7{{$}}
// PRINTED: ap-run: PASS
func.func private @printI64(i64)
func.func private @printNewline()
func.func @printed(%x: tensor<7xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<7xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %e = tensor.empty() : tensor<7xi64>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<7xi64>) outs(%e : tensor<7xi64>) {
  ^bb0(%a: i64, %out: i64):
    %i = linalg.index 0 : index
    %row = arith.index_cast %i : index to i64
    func.call @printI64(%row) : (i64) -> ()
    func.call @printNewline() : () -> ()
    linalg.yield %a : i64
  } -> tensor<7xi64>
  return %0 : tensor<7xi64>
}
