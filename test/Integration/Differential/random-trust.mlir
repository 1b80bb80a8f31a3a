// Random trust programs (fixed seeds): tools/model-gen/random_trust_program.py
// writes sharded global programs over f32, f64, bf16, i32 and i1 with every
// combiner of docs/Reductions.md (unsigned ones included), partial placements
// of every kind the element type allows, 1-D to 3-D meshes with odd axes,
// rank-1 to rank-4 tensors, nested regions in linalg bodies and annotations
// anywhere; a third of the float cases get NaN, Inf, signed zeros, subnormals
// and huge values as inputs. Each is partitioned and compared with its global
// program by ap-run (random partial splits). A case may be refused with a
// located diagnostic; none may mismatch or crash. benchmarks/random-trust.sh
// runs 10,000 more seeds.
//
// RUN: %model_gen/random_trust_test.py --tools %shard_obj_root/bin --first 1 --count 400 --quiet-diagnosed | FileCheck %s

// CHECK-NOT: MISMATCHED
// CHECK-NOT: CRASHED
// CHECK: random trust test: seeds 1..400: cases 400, passed {{[0-9]+}}, diagnosed {{[0-9]+}}, mismatched 0, crashed 0;
