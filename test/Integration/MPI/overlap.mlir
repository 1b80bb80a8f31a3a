// Collectives in flight on MPI (docs/Overlap.md): every rank a process
// whose communication stream (a helper thread, MPI_THREAD_SERIALIZED) runs
// its collectives while the rank computes. Scheduled per-device programs
// are held to their global programs: random programs on meshes of 2 to 8
// ranks, a transformer layer under FSDP x TP with the piecewise exchange
// and with MPI's own collectives, and a bf16 LLaMA whose small collectives
// are bucketed.
//
// RUN: %model_gen/random_test.py --ap-run-arg=--comm-stream=thread --tools %shard_obj_root/bin --first 1 --count 8 --mpi --mpirun '%mpirun' \
// RUN:   --pipeline='ap-partition,ap-merge-collectives,ap-schedule-collectives' | FileCheck %s --check-prefix=RANDOM
// RANDOM: random differential test: 8 programs (seeds 1..8) on meshes {{.*}}: 8 passed, 0 failed
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp > %t.fsdp-tp.mlir
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --comm-stream=thread | FileCheck %s
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --collectives=native --comm-stream=thread | FileCheck %s
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --dtype bf16 --pin fsdp-tp > %t.llama.mlir
// RUN: %mpirun -np 4 ap-run --backend=mpi --compare %t.llama.mlir --pipeline=ap-partition,ap-schedule-collectives --comm-stream=thread | FileCheck %s
// The same program linked ahead of time, its ranks MPI processes.
// RUN: rm -rf %t.aot && mkdir -p %t.aot
// RUN: ap-run --compare %t.fsdp-tp.mlir --pipeline=ap-partition,ap-schedule-collectives --emit-executable=%t.aot/step | FileCheck %s --check-prefix=EMIT
// EMIT: ap-run: wrote {{.*}}step, @train_step for the CPU
// RUN: %t.aot/step --comm-stream=thread --seed=3 --save-inputs-dir=%t.aot/in --outputs-dir=%t.aot/threads
// RUN: %mpirun -np 4 %t.aot/step --comm-stream=thread --backend=mpi --inputs-dir=%t.aot/in --outputs-dir=%t.aot/mpi
// RUN: ap-run %t.fsdp-tp.mlir --inputs-dir=%t.aot/in --expected-dir=%t.aot/mpi | FileCheck %s --check-prefix=EXPECTED
// EXPECTED-NOT: FAIL
// EXPECTED: ap-run: output 10 {{.*}}: PASS
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS
