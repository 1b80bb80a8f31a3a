// RUN: ap-opt %s --ap-schedule-collectives=bucket-bytes=0 | FileCheck %s
// RUN: ap-opt %s --ap-schedule-collectives='report bucket-bytes=0' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: ap-opt %s --ap-schedule-collectives='prefetch-budget=0.001 bucket-bytes=0' | FileCheck %s --check-prefix=BUDGET
// RUN: ap-opt %s --ap-schedule-collectives=bucket-bytes=0 --ap-unschedule-collectives | FileCheck %s --check-prefix=UNDO
// An unbounded budget (inf, or past int64_t's bytes) saturates: it overlaps
// exactly as much as a large finite one (it overflowed to a negative limit
// and overlapped nothing before).
// RUN: ap-opt %s --ap-schedule-collectives='prefetch-budget=inf bucket-bytes=0' | FileCheck %s --check-prefix=BUDGET
// RUN: ap-opt %s --ap-schedule-collectives='prefetch-budget=1000 bucket-bytes=0' > %t.finite.mlir
// RUN: ap-opt %s --ap-schedule-collectives='prefetch-budget=inf bucket-bytes=0' > %t.inf.mlir
// RUN: ap-opt %s --ap-schedule-collectives='prefetch-budget=1e300 bucket-bytes=0' > %t.huge.mlir
// RUN: diff %t.finite.mlir %t.inf.mlir
// RUN: diff %t.finite.mlir %t.huge.mlir

// ap-schedule-collectives (docs/Overlap.md): each collective is started as
// early as its operand allows, in the order the results are needed, and
// waited for just before its first reader, as far as the function's peak
// memory allows. Buckets are off here (bucket-collectives.mlir has them).

ap.mesh @mesh(shape = 4, axes = ["x"])

// FSDP's gathers: the second layer's weight is gathered while the first
// layer computes; the gradient's reduce-scatter runs under the ops after
// it. The peak does not grow (the second gather's buffer is held where the
// first layer's is free).
// CHECK-LABEL: func.func @fsdp
// CHECK:      %[[G0:.*]] = ap.start {
// CHECK-NEXT:   ap.all_gather %arg0
// CHECK:      %[[G1:.*]] = ap.start {
// CHECK-NEXT:   ap.all_gather %arg1
// CHECK:      %[[W0:.*]] = ap.wait %[[G0]]
// CHECK-NEXT: %[[Y0:.*]] = linalg.matmul ins(%arg2, %[[W0]]
// CHECK-NEXT: %[[W1:.*]] = ap.wait %[[G1]]
// CHECK-NEXT: %[[Y1:.*]] = linalg.matmul ins(%[[Y0]], %[[W1]]
// CHECK-NEXT: %[[R:.*]] = ap.start {
// CHECK-NEXT:   ap.reduce_scatter %[[Y1]]
// CHECK:      arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: %[[RV:.*]] = ap.wait %[[R]]
// CHECK-NEXT: return {{.*}}, %[[RV]]
// REMARK: remark: ap-schedule-collectives: @fsdp: 0 buckets of 0 collectives (0 refused by memory); 3 collectives in flight, 2.3 ops in flight on average, 0 moves cut short by memory; peak 1152 -> 1152 bytes
func.func @fsdp(%w0: tensor<2x8xf32>, %w1: tensor<2x8xf32>, %x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf32>
  %g0 = ap.all_gather %w0 on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %y0 = linalg.matmul ins(%x, %g0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g1 = ap.all_gather %w1 on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %y1 = linalg.matmul ins(%y0, %g1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %z = arith.mulf %y1, %y1 : tensor<8x8xf32>
  %r = ap.reduce_scatter %y1 on @mesh axes = [0] dim = 0 reduce = sum : tensor<8x8xf32> -> tensor<2x8xf32>
  %t = arith.addf %z, %z : tensor<8x8xf32>
  return %t, %r : tensor<8x8xf32>, tensor<2x8xf32>
}

// A gather whose 64 KB result would sit next to the layer before it at the
// peak: memory stops its start after the small ops (the peak is reached at
// the add, 82240 bytes, and holding the gathered buffer over the matmuls
// would need 82752). A budget of 1 MB lets it start first.
// CHECK-LABEL: func.func @prefetch_bound
// CHECK:      linalg.matmul
// CHECK:      linalg.matmul
// CHECK-NEXT: tensor.extract_slice
// CHECK-NEXT: %[[G:.*]] = ap.start {
// CHECK-NEXT:   ap.all_gather %arg1
// CHECK:      ap.wait %[[G]]
// REMARK: remark: ap-schedule-collectives: @prefetch_bound: 0 buckets of 0 collectives (0 refused by memory); 2 collectives in flight, 0.5 ops in flight on average, 1 moves cut short by memory; peak 82240 -> 82240 bytes
// BUDGET-LABEL: func.func @prefetch_bound
// BUDGET:      ap.start {
// BUDGET-NEXT:   ap.all_gather %arg0
// BUDGET:      ap.start {
// BUDGET-NEXT:   ap.all_gather %arg1
// BUDGET:      linalg.matmul
func.func @prefetch_bound(%w0: tensor<2x8xf32>, %w1: tensor<64x64xf32>, %x: tensor<8x8xf32>) -> tensor<256x64xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %g0 = ap.all_gather %w0 on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %y0 = linalg.matmul ins(%x, %g0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y1 = linalg.matmul ins(%y0, %y0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = tensor.extract_slice %y1[0, 0] [1, 1] [1, 1] : tensor<8x8xf32> to tensor<1x1xf32>
  %g1 = ap.all_gather %w1 on @mesh axes = [0] dim = 0 : tensor<64x64xf32> -> tensor<256x64xf32>
  %z = arith.addf %g1, %g1 : tensor<256x64xf32>
  return %z : tensor<256x64xf32>
}

// A collective on another's result starts after that one's wait. The
// gather's wait stays above the negation: holding the all-reduced operand
// (64 bytes) there would raise the peak, which is reached at the negation.
// CHECK-LABEL: func.func @chained
// CHECK:      %[[A:.*]] = ap.start {
// CHECK-NEXT:   ap.all_reduce %arg0
// CHECK:      %[[AV:.*]] = ap.wait %[[A]]
// CHECK-NEXT: %[[B:.*]] = ap.start {
// CHECK-NEXT:   ap.all_gather %[[AV]]
// CHECK:      ap.wait %[[B]]
// CHECK-NEXT: arith.negf
// UNDO-LABEL: func.func @chained
// UNDO-NOT:   ap.start
// UNDO:       ap.all_reduce %arg0
// UNDO-NEXT:  ap.all_gather
// UNDO-NOT:   ap.wait
func.func @chained(%x: tensor<2x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %a = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<2x8xf32>
  %b = ap.all_gather %a on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  %n = arith.negf %y : tensor<8x8xf32>
  %c = arith.addf %b, %b : tensor<8x8xf32>
  return %c, %n : tensor<8x8xf32>, tensor<8x8xf32>
}

// A gather of an all-reduced value that is only returned takes its place
// in the stream's order where its operand is computed, before the
// all-reduce's first reader would otherwise let that wait sink: the
// all-reduce's wait stays above the gather's start.
// CHECK-LABEL: func.func @returned_chain
// CHECK:      %[[A:.*]] = ap.start {
// CHECK-NEXT:   ap.all_reduce %arg0
// CHECK:      %[[AV:.*]] = ap.wait %[[A]]
// CHECK-NEXT: %[[B:.*]] = ap.start {
// CHECK-NEXT:   ap.all_gather %[[AV]]
// CHECK:      arith.negf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: ap.wait %[[B]]
// With memory to spare the gather starts before the negation, and the
// all-reduce's wait, which the gather reads, moves up with it.
// BUDGET-LABEL: func.func @returned_chain
// BUDGET:      ap.all_reduce %arg0
// BUDGET:      %[[AV:.*]] = ap.wait
// BUDGET-NEXT: %[[B:.*]] = ap.start {
// BUDGET-NEXT:   ap.all_gather %[[AV]]
// BUDGET:      arith.negf
// BUDGET-NEXT: arith.mulf
// BUDGET-NEXT: ap.wait %[[B]]
func.func @returned_chain(%x: tensor<2x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %a = ap.all_reduce %x on @mesh axes = [0] reduce = sum : tensor<2x8xf32>
  %n = arith.negf %y : tensor<8x8xf32>
  %m = arith.mulf %n, %n : tensor<8x8xf32>
  %b = ap.all_gather %a on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  return %b, %m : tensor<8x8xf32>, tensor<8x8xf32>
}

// A program scheduled already, with a collective left blocking (run a
// second time, or after a pass that made one): the collective in flight
// keeps its place, the other is scheduled around it. Without a budget the
// all-reduce cannot start earlier (the peak); with one it starts as early
// as it may, but after the gather, which is needed first: the stream runs
// them in the order they are needed.
// CHECK-LABEL: func.func @partly_scheduled
// CHECK:      %[[G:.*]] = ap.start {
// CHECK-NEXT:   ap.all_gather %arg0
// CHECK:      arith.negf
// CHECK-NEXT: ap.wait %[[G]]
// CHECK-NEXT: arith.addf
// CHECK-NEXT: %[[R:.*]] = ap.start {
// CHECK-NEXT:   ap.all_reduce %arg2
// CHECK:      ap.wait %[[R]]
// CHECK-NEXT: arith.mulf
// BUDGET-LABEL: func.func @partly_scheduled
// BUDGET:      %[[G:.*]] = ap.start {
// BUDGET-NEXT:   ap.all_gather %arg0
// BUDGET:      %[[R:.*]] = ap.start {
// BUDGET-NEXT:   ap.all_reduce %arg2
// BUDGET:      arith.negf
// BUDGET-NEXT: ap.wait %[[G]]
// BUDGET-NEXT: arith.addf
// BUDGET-NEXT: ap.wait %[[R]]
// BUDGET-NEXT: arith.mulf
func.func @partly_scheduled(%w: tensor<2x8xf32>, %x: tensor<8x8xf32>, %y: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %f = ap.start {
    %g = ap.all_gather %w on @mesh axes = [0] dim = 0 : tensor<2x8xf32> -> tensor<8x8xf32>
    ap.yield %g : tensor<8x8xf32>
  } : !ap.future<tensor<8x8xf32>>
  %n = arith.negf %x : tensor<8x8xf32>
  %g = ap.wait %f : !ap.future<tensor<8x8xf32>>
  %s = arith.addf %g, %n : tensor<8x8xf32>
  %r = ap.all_reduce %y on @mesh axes = [0] reduce = sum : tensor<8x8xf32>
  %t = arith.mulf %r, %s : tensor<8x8xf32>
  return %s, %t : tensor<8x8xf32>, tensor<8x8xf32>
}
