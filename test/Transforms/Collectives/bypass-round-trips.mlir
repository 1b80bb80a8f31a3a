// RUN: ap-opt %s --ap-bypass-round-trips | FileCheck %s
// RUN: ap-opt %s --ap-bypass-round-trips=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
//
// Differential: before and after the pass, partitioned, each function
// computes what the global program computes (partial inputs split at random).
// RUN: for f in copy_round_trip alias_kept no_op third_layout repeated_input mixed_arguments through_annotation fold_chain keep_chain; do \
// RUN:   ap-run %s --entry=$f --compare --pipeline=ap-partition{exact-annotations} && \
// RUN:   ap-run %s --entry=$f --compare --pipeline=ap-bypass-round-trips,ap-partition{exact-annotations} || exit 1; done | FileCheck %s --check-prefix=SAME
// SAME-COUNT-18: ap-run: PASS
//
// REPORT: remark: ap-bypass-round-trips: 6 round trip(s) bypassed, 1 chain(s) folded, 13 op(s) erased

ap.mesh @mesh(shape = 2x4, axes = ["a", "b"])
#id = affine_map<(d0, d1) -> (d0, d1)>

// The seed's case: a copy (an alias) is moved to [S(0), R] and its consumer
// moves it back to [S(0), S(1)], the layout %x already has. The consumer
// reads %x; the copy, its redistributions and its destination go.
// CHECK-LABEL: func.func @copy_round_trip
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32>
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[X]], %[[X]]
// CHECK-NEXT: return %[[S]]
func.func @copy_round_trip(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) {
  %xb = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%xb : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) attrs = {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x16xf32>
  %ya = ap.redistribute %y from <@mesh, [S(0), R]> to <@mesh, [S(0), S(1)]> : tensor<8x16xf32>
  %s = arith.addf %ya, %ya {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// The copy also serves a consumer that wants its layout: it stays for that
// one; the round-trip consumer reads %x.
// CHECK-LABEL: func.func @alias_kept
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32>
// CHECK: %[[XB:.+]] = ap.redistribute %[[X]]
// CHECK: %[[Y:.+]] = linalg.copy {{.*}}ins(%[[XB]]
// CHECK-NOT: ap.redistribute
// CHECK: %[[M:.+]] = arith.mulf %[[Y]], %[[Y]]
// CHECK: %[[S:.+]] = arith.addf %[[X]], %[[X]]
func.func @alias_kept(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) {
  %xb = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.copy {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} ins(%xb : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %m = arith.mulf %y, %y {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : tensor<8x16xf32>
  %ya = ap.redistribute %y from <@mesh, [S(0), R]> to <@mesh, [S(0), S(1)]> : tensor<8x16xf32>
  %s = arith.addf %ya, %ya {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} : tensor<8x16xf32>
  return %m, %s : tensor<8x16xf32>, tensor<8x16xf32>
}

// The copy keeps its producer's layout: there is no round trip.
// CHECK-LABEL: func.func @no_op
// CHECK: %[[Y:.+]] = linalg.copy
// CHECK-NEXT: %[[R:.+]] = ap.redistribute %[[Y]] from <@mesh, [S(0), S(1)]> to <@mesh, [R, S(1)]>
// CHECK-NEXT: arith.addf %[[R]], %[[R]]
func.func @no_op(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>}) {
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.copy {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} ins(%x : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %yr = ap.redistribute %y from <@mesh, [S(0), S(1)]> to <@mesh, [R, S(1)]> : tensor<8x16xf32>
  %s = arith.addf %yr, %yr {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// The consumer wants a third layout, which no earlier value has: it keeps
// reading the copy.
// CHECK-LABEL: func.func @third_layout
// CHECK: %[[Y:.+]] = linalg.copy
// CHECK-NEXT: %[[R:.+]] = ap.redistribute %[[Y]] from <@mesh, [S(0), R]> to <@mesh, [S(1), S(0)]>
func.func @third_layout(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>}) {
  %xb = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.copy {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} ins(%xb : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %yc = ap.redistribute %y from <@mesh, [S(0), R]> to <@mesh, [S(1), S(0)]> : tensor<8x16xf32>
  %s = arith.addf %yc, %yc {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// x + x through two round trips of the same copy (one redistribution per
// operand): both operands read %x.
// CHECK-LABEL: func.func @repeated_input
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32>
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[X]], %[[X]]
func.func @repeated_input(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), S(1)]>}) {
  %xb = ap.redistribute %x from <@mesh, [P(sum), S(1)]> to <@mesh, [R, R]> : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.copy {ap.sharding = #ap.sharding<@mesh, [R, R]>} ins(%xb : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y1 = ap.redistribute %y from <@mesh, [R, R]> to <@mesh, [P(sum), S(1)]> : tensor<8x16xf32>
  %y2 = ap.redistribute %y from <@mesh, [R, R]> to <@mesh, [P(sum), S(1)]> : tensor<8x16xf32>
  %s = arith.addf %y1, %y2 {ap.sharding = #ap.sharding<@mesh, [P(sum), S(1)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// One operand comes back round, the other is an argument as it is.
// CHECK-LABEL: func.func @mixed_arguments
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32> {{.*}}, %[[Z:.+]]: tensor<8x16xf32>
// CHECK-NEXT: %[[S:.+]] = arith.subf %[[Z]], %[[X]]
func.func @mixed_arguments(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>}, %z: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>}) {
  %xb = ap.redistribute %x from <@mesh, [S(1), S(0)]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  %e = tensor.empty() : tensor<8x16xf32>
  %y = linalg.copy {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} ins(%xb : tensor<8x16xf32>) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ya = ap.redistribute %y from <@mesh, [S(0), R]> to <@mesh, [S(1), S(0)]> : tensor<8x16xf32>
  %s = arith.subf %z, %ya {ap.sharding = #ap.sharding<@mesh, [S(1), S(0)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// Through a user's annotation: the consumer reads %x; the annotation stays
// (a constraint of the program).
// CHECK-LABEL: func.func @through_annotation
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32>
// CHECK-NEXT: ap.annotate %[[X]] to <@mesh, [R, R]>
// CHECK-NEXT: %[[S:.+]] = arith.addf %[[X]], %[[X]]
func.func @through_annotation(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) {
  %xr = ap.annotate %x to <@mesh, [R, R]> : tensor<8x16xf32>
  %xa = ap.redistribute %xr from <@mesh, [R, R]> to <@mesh, [S(0), S(1)]> : tensor<8x16xf32>
  %s = arith.addf %xa, %xa {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// A -> B -> C where only C is used: gathering %x on one axis is cheaper than
// gathering it whole and slicing it again.
// CHECK-LABEL: func.func @fold_chain
// CHECK-SAME: (%[[X:.+]]: tensor<8x16xf32>
// CHECK-NEXT: %[[R:.+]] = ap.redistribute %[[X]] from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]>
// CHECK-NEXT: arith.addf %[[R]], %[[R]]
func.func @fold_chain(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}) {
  %xr = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]> : tensor<8x16xf32>
  %xc = ap.redistribute %xr from <@mesh, [R, R]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  %s = arith.addf %xc, %xc {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// The same chain when [R, R] has another user: it is built anyway, and
// slicing it is cheaper than a second gather from %x.
// CHECK-LABEL: func.func @keep_chain
// CHECK: %[[XR:.+]] = ap.redistribute %{{.+}} from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]>
// CHECK-NEXT: ap.redistribute %[[XR]] from <@mesh, [R, R]> to <@mesh, [S(0), R]>
func.func @keep_chain(%x: tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>}) -> (tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>}, tensor<8x16xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>}) {
  %xr = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [R, R]> : tensor<8x16xf32>
  %xc = ap.redistribute %xr from <@mesh, [R, R]> to <@mesh, [S(0), R]> : tensor<8x16xf32>
  %s = arith.addf %xc, %xc {ap.sharding = #ap.sharding<@mesh, [S(0), R]>} : tensor<8x16xf32>
  %m = arith.mulf %xr, %xr {ap.sharding = #ap.sharding<@mesh, [R, R]>} : tensor<8x16xf32>
  return %s, %m : tensor<8x16xf32>, tensor<8x16xf32>
}
