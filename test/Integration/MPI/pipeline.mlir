// Pipeline stages as MPI processes: the generator's 4-layer LLaMA split into
// 2 stages x 2 devices over 4 micro-batches in 1F1B order (ap-pipeline-split),
// each process running its stage's driver and exchanging activations and
// gradients with the other stage's processes (each stage's parameters
// sharded over its two devices: a 200 KB memory), against the global step; the
// micro-batch-order mutant fails.
//
// RUN: %model_gen/llama.py --preset tiny --layers 4 --mesh 2x2 --axes pp,tp > %t.mlir
// RUN: %mpirun -np 4 ap-run --backend=mpi %t.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 schedule=1f1b target-json={"memory_capacity":2.0e+05}}' | FileCheck %s
// CHECK: ap-run: PASS: 40 output(s)
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t2.mlir
// RUN: not %mpirun -np 4 ap-run --backend=mpi %t2.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 test-mutant=micro-batch-order}' | FileCheck %s --check-prefix=MUTANT
// MUTANT: ap-run: FAIL: 22 output(s)
