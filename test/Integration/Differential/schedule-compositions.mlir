// ap-schedule-collectives composed with every pass that touches collectives
// (and with ap-unschedule-collectives and itself), in both orders
// (docs/Overlap.md, "Passes after the schedule"): `ap-partition,S,P` and
// `ap-partition,P,S` (S = ap-schedule-collectives{prefetch-budget=1}) are
// written by ap-opt, which verifies them, and each that keeps the program's
// meaning is held to the global program by ap-run on 4 threads
// (tools/model-gen/schedule_compositions.py). The program below has, per
// device: gathers and reduce-scatters on dims 0 and 1, three all_to_alls
// between two dims, a chain of two gathers with transposes that cancel
// between them (ap-fuse-all-gather-chains), two all-reduces and two
// reduce-scatters in a row (ap-merge-collectives), and two small gathers of
// one group that the schedule buckets; the random programs of seeds 7 and 8
// (random_program.py) have 3 and 7 collectives. On 5020e98, S then
// ap-collectives-on-dim-zero or ap-collectives-to-local wrote invalid IR
// (their ops inside the ap.start), and S then ap-fuse-all-gather-chains or
// ap-merge-collectives combined nothing.
//
// RUN: %model_gen/schedule_compositions.py --tools %shard_obj_root/bin %s --seed 7 --seed 8 | FileCheck %s
// The program's 12 collectives in flight (two f64 gathers in a bucket): the
// chain fused and the pairs merged in flight as before the schedule, every
// collective still in flight after the move onto dim 0.
// CHECK: schedule-compositions.mlir: 12 collective(s) in flight after the schedule
// CHECK-NEXT: ap-fuse-all-gather-chains after the schedule: PASS, 11 in flight
// CHECK-NEXT: ap-fuse-all-gather-chains before the schedule: PASS, 11 in flight
// CHECK-NEXT: ap-merge-collectives after the schedule: PASS, 10 in flight
// CHECK-NEXT: ap-merge-collectives before the schedule: PASS, 10 in flight
// CHECK-NEXT: ap-collectives-on-dim-zero after the schedule: PASS, 12 in flight
// CHECK-NOT: FAIL
// CHECK: schedule compositions: 3 program(s), 6 passes, both orders: 36 checked, 0 failed

ap.mesh @mesh(shape = 2x2, axes = ["a", "b"])
func.func @step(%x: tensor<8x12xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
             %y: tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(2), S(1)]>},
             %v: tensor<8x12xf32>,
             %w: tensor<12x12xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(0)]>},
             %p: tensor<8x4xf64> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
             %q: tensor<4xf64> {ap.sharding = #ap.sharding<@mesh, [S(0), R]>},
             %c: tensor<16x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>},
             %s: tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>},
             %t: tensor<16x4xf32> {ap.sharding = #ap.sharding<@mesh, [P(sum), P(sum)]>})
    -> (tensor<8x12xf32> {ap.sharding = #ap.sharding<@mesh, [S(1), R]>},
        tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(1)]>},
        tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(2), S(0)]>},
        tensor<4x6x8xf32> {ap.sharding = #ap.sharding<@mesh, [S(2), R]>},
        tensor<8x12xf32> {ap.sharding = #ap.sharding<@mesh, [R, S(1)]>},
        tensor<8x4xf64> {ap.sharding = #ap.sharding<@mesh, [R, R]>},
        tensor<4xf64> {ap.sharding = #ap.sharding<@mesh, [R, R]>},
        tensor<16x4xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>},
        tensor<8x4xf32> {ap.sharding = #ap.sharding<@mesh, [R, R]>},
        tensor<16x4xf32> {ap.sharding = #ap.sharding<@mesh, [S(0), S(0)]>}) {
  // x, y: all_to_alls and a gather on dim 1 (the results' layouts); p, q:
  // small gathers on dim 0 over one group (a bucket of f64, so that the
  // chain's f32 gathers stay out of it); v x w: partial sums
  // over `b`, reduce-scattered on dim 1.
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x12xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<8x12xf32>) -> tensor<8x12xf32>
  %xw = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%v, %w : tensor<8x12xf32>, tensor<12x12xf32>) outs(%fill : tensor<8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %sum = arith.addf %acc, %m : f32
    linalg.yield %sum : f32
  } -> tensor<8x12xf32>
  // A chain of gathers (`b`, then `a`) with transposes that cancel.
  %c1 = ap.redistribute %c from <@mesh, [S(0), S(0)]> to <@mesh, [S(0), R]> : tensor<16x4xf32>
  %ce = tensor.empty() : tensor<4x16xf32>
  %ct = linalg.transpose ins(%c1 : tensor<16x4xf32>) outs(%ce : tensor<4x16xf32>) permutation = [1, 0]
  %cf = tensor.empty() : tensor<16x4xf32>
  %cu = linalg.transpose ins(%ct : tensor<4x16xf32>) outs(%cf : tensor<16x4xf32>) permutation = [1, 0]
  %c2 = ap.redistribute %cu from <@mesh, [S(0), R]> to <@mesh, [R, R]> : tensor<16x4xf32>
  // All-reduces over `a`, then `b`; reduce-scatters over `a`, then `b`.
  %s1 = ap.redistribute %s from <@mesh, [P(sum), P(sum)]> to <@mesh, [R, P(sum)]> : tensor<8x4xf32>
  %s2 = ap.redistribute %s1 from <@mesh, [R, P(sum)]> to <@mesh, [R, R]> : tensor<8x4xf32>
  %t1 = ap.redistribute %t from <@mesh, [P(sum), P(sum)]> to <@mesh, [S(0), P(sum)]> : tensor<16x4xf32>
  %t2 = ap.redistribute %t1 from <@mesh, [S(0), P(sum)]> to <@mesh, [S(0), S(0)]> : tensor<16x4xf32>
  return %x, %y, %y, %y, %xw, %p, %q, %c2, %s2, %t2 : tensor<8x12xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<4x6x8xf32>, tensor<8x12xf32>, tensor<8x4xf64>, tensor<4xf64>, tensor<16x4xf32>, tensor<8x4xf32>, tensor<16x4xf32>
}
