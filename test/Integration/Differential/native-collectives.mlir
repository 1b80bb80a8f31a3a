// Native collectives (ap-run --collectives=native, docs/Runtime.md): the
// candidate's collectives are computed by the backend's library, here the
// threads backend's ring, which reduces two values at a time in the element
// type, as NCCL's ring does, on arrays the runtime hands over in place or
// arranges (chunks cut along a dim, parts concatenated along another).
// Every program is compared with its global program as everywhere else;
// float sums may round differently from the exact exchange, within the
// default tolerances.
//
// Transformer layers forward and backward under four shardings, on 2x2 and
// 4 devices; every collective of these f32 programs is a library one.
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp | ap-run --compare - --collectives=native | FileCheck %s --check-prefixes=CHECK,LIBRARY
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp --batch 4 | ap-run --compare - --collectives=native | FileCheck %s --check-prefixes=CHECK,LIBRARY
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding sp | ap-run --compare - --collectives=native | FileCheck %s --check-prefixes=CHECK,LIBRARY
// RUN: %model_gen/transformer.py --mesh 4 --sharding sp --kv-heads 4 | ap-run --compare - --collectives=native | FileCheck %s --check-prefixes=CHECK,LIBRARY
// LIBRARY: ap-run: collectives: 0 exchanges, 0 bytes sent by the busiest rank, 0 by all {{[0-9]+}} ranks, {{[1-9][0-9]*}} library collectives
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
//
// The LLaMA example through the whole pipeline, split into forward and
// backward (the collectives run inside calls).
// RUN: ap-run --compare %shard_src_root/examples/llama-tiny-2x2.mlir --pipeline='ap-auto-parallel{recompute=min-cut}' --collectives=native | FileCheck %s
//
// Random programs, random joint training steps, and random trust programs
// over f32, f64, f16, bf16, i32, i64 and i1 with every combiner, special
// floats and odd meshes (the exact mode runs the same seeds elsewhere).
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --first 1 --count 40 --ap-run-arg=--collectives=native | FileCheck %s --check-prefix=RANDOM
// RANDOM: random differential test: 40 programs {{.*}}: 40 passed, 0 failed
// RUN: %model_gen/random_test.py --tools %shard_obj_root/bin --joint --first 1 --count 30 --ap-run-arg=--collectives=native | FileCheck %s --check-prefix=JOINT
// JOINT: random differential test: 30 programs {{.*}}: 30 passed, 0 failed
// RUN: %model_gen/random_trust_test.py --tools %shard_obj_root/bin --first 1 --count 200 --quiet-diagnosed --ap-run-arg=--collectives=native | FileCheck %s --check-prefix=TRUST
// TRUST: random trust test: seeds 1..200: cases 200, passed {{[0-9]+}}, diagnosed {{[0-9]+}}, mismatched 0, crashed 0;
