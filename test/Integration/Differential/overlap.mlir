// Collectives in flight (docs/Overlap.md) compute what blocking ones do:
// per-device programs scheduled by ap-schedule-collectives (every
// collective an ap.start and an ap.wait, moved apart) are held to their
// global programs by ap-run on threads. The runtime's exact mode also
// checks, at every wait, that the collective's operand was not written
// while it was in flight (a buffer reused before its wait fails the run).
//
// Random sharded programs and random joint training steps split into
// forward and backward, with their collectives merged and scheduled:
// RUN: %model_gen/random_test.py --ap-run-arg=--comm-stream=thread --tools %shard_obj_root/bin --first 1 --count 30 \
// RUN:   --pipeline='ap-partition,ap-merge-collectives,ap-schedule-collectives' | FileCheck %s --check-prefix=RANDOM
// RUN: %model_gen/random_test.py --ap-run-arg=--comm-stream=thread --tools %shard_obj_root/bin --first 1 --count 15 --joint \
// RUN:   --pipeline='ap-partition,ap-recompute-partition,ap-schedule-collectives' | FileCheck %s --check-prefix=JOINT
// RANDOM: random differential test: 30 programs (seeds 1..30) on meshes {{.*}}: 30 passed, 0 failed
// JOINT: random differential test: 15 programs (seeds 1..15) on meshes {{.*}}: 15 passed, 0 failed
//
// A transformer layer under FSDP x TP, forward and backward: 17
// collectives, 7 of them in one bucket (a second would raise the peak), 11
// in flight; then the same on the in-process library
// (--collectives=native) and with a prefetch budget that lets every start
// move to its operand.
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp > %t.fsdp-tp.mlir
// RUN: ap-opt %t.fsdp-tp.mlir --ap-partition --ap-schedule-collectives=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCHEDULED
// SCHEDULED: remark: ap-schedule-collectives: @train_step: 1 buckets of 7 collectives (1 refused by memory); 11 collectives in flight
// RUN: ap-run --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --comm-stream=thread | FileCheck %s
// RUN: ap-run --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --collectives=native --comm-stream=thread | FileCheck %s
// RUN: ap-run --compare %t.fsdp-tp.mlir --pipeline='ap-partition,ap-schedule-collectives{prefetch-budget=1}' --comm-stream=thread | FileCheck %s
// Linked ahead of time (docs/Executables.md), the scheduled program runs on
// its own and its outputs are the global program's.
// RUN: rm -rf %t.aot && mkdir -p %t.aot
// RUN: ap-run --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --emit-executable=%t.aot/step | FileCheck %s --check-prefix=EMIT
// EMIT: ap-run: wrote {{.*}}step, @train_step for the CPU
// RUN: %t.aot/step --comm-stream=thread --seed=3 --save-inputs-dir=%t.aot/in --outputs-dir=%t.aot/out | FileCheck %s --check-prefix=AOT
// AOT: step: collectives: 19 exchanges
// RUN: ap-run %t.fsdp-tp.mlir --inputs-dir=%t.aot/in --expected-dir=%t.aot/out | FileCheck %s --check-prefix=EXPECTED
// EXPECTED-NOT: FAIL
// EXPECTED: ap-run: output 10 {{.*}}: PASS
//
// A 2-layer LLaMA in bf16 under FSDP x TP: 47 of its collectives (norm
// weights' gathers and gradients, per-layer all-reduces) in 20 buckets,
// each cut back into its members' results (55 in 23 before forward and
// backward collectives were kept out of one bucket and a contraction's
// result was counted in its fill's buffer, which lowered the peak that
// bounds the buckets); then the same on the library.
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --dtype bf16 --pin fsdp-tp > %t.llama.mlir
// RUN: ap-opt %t.llama.mlir --ap-partition --ap-schedule-collectives=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUCKETS
// BUCKETS: remark: ap-schedule-collectives: @train_step: 20 buckets of 47 collectives
// RUN: ap-run --compare %t.llama.mlir --pipeline=ap-partition,ap-schedule-collectives --comm-stream=thread | FileCheck %s
// RUN: ap-run --compare %t.llama.mlir --pipeline=ap-partition,ap-schedule-collectives --collectives=native --comm-stream=thread | FileCheck %s
//
// Where the ranks take every core, ap-run's default (--comm-stream=auto)
// runs started collectives inline, on the rank's thread; the runs above
// force a helper thread per rank (the stricter check: a result read before
// its wait can be stale only there). Inline computes the same:
// RUN: ap-run --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --comm-stream=inline | FileCheck %s
// RUN: ap-run --compare %t.llama.mlir --pipeline=ap-partition,ap-schedule-collectives --comm-stream=inline --collectives=native | FileCheck %s
//
// The torch fixtures' raised runs (test/Integration/Torch) schedule their
// per-device programs and hold them to PyTorch's numbers; ap-auto-parallel
// schedules last by default (overlap=true), so every test that runs it
// (the MPI runs among them) runs scheduled programs too.
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
