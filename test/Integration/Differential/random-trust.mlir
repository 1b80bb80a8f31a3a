// Random trust programs (fixed seeds): tools/model-gen/random_trust_program.py
// writes sharded global programs over f32, f64, bf16, i32 and i1 with every
// combiner of docs/Reductions.md (unsigned ones included), partial placements
// of every kind the element type allows, 1-D to 3-D meshes with odd axes,
// rank-1 to rank-4 tensors, nested regions in linalg bodies and annotations
// anywhere; a third of the float cases get NaN, Inf, signed zeros, subnormals
// and huge values as inputs. Since trust round 2 (issue 23): uneven layouts
// (padded chunks) with checked ops (divisions by arguments, cf.assert of
// their range) whose checks now and then fail and must fail the pipeline's
// program too, the rewrite passes around ap-partition (bypass, collective
// passes, recompute), values returned twice (also by a callee into a caller
// that writes one in place), and long bf16/f16/f32/f64 sums held to ap-run's
// error model. Each is partitioned and compared with its global program by
// ap-run (random partial splits, poisoned padding). A case may be refused
// with a located diagnostic; none may mismatch or crash.
// benchmarks/random-trust.sh runs 10,000 more seeds.
//
// RUN: %model_gen/random_trust_test.py --tools %shard_obj_root/bin --first 1 --count 400 --quiet-diagnosed | FileCheck %s

// CHECK-NOT: MISMATCHED
// CHECK-NOT: CRASHED
// CHECK: random trust test: seeds 1..400: cases 400, passed {{[0-9]+}}, diagnosed {{[0-9]+}}, mismatched 0, crashed 0;
