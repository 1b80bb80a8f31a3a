// Pipeline stages held to the global step (docs/PipelineParallelism.md): the
// generator's LLaMA split by ap-pipeline-split into stages over the first
// mesh axis, each stage planned and partitioned over the rest, run over
// micro-batches on threads, computes the loss and every gradient of the
// whole batch's step within the error model. Wrong programs fail: a last
// stage that pairs one micro-batch's activations with the next one's
// targets, a step that keeps only the last micro-batch's gradients, and two
// transferred values of one type handed to each other's reader.
//
// The acceptance case: 4 layers, 2 stages x 2 devices, 4 micro-batches, 1F1B,
// on a target whose memory (200 KB a device) makes each stage shard its
// parameters over its two devices (collectives on the mesh's second axis).
// RUN: %model_gen/llama.py --preset tiny --layers 4 --mesh 2x2 --axes pp,tp > %t.mlir
// RUN: ap-run %t.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 schedule=1f1b target-json={"memory_capacity":2.0e+05}}' | FileCheck %s --check-prefix=ONEFONEB
// ONEFONEB: ap-run: candidate {{.*}}: mesh @mesh 2x2 (4 devices)
// ONEFONEB: ap-run: PASS: 40 output(s)
//
// GPipe, and stages that split 3 layers unevenly over a pipeline-only mesh:
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t2.mlir
// RUN: ap-run %t2.mlir --compare --pipeline='ap-pipeline-split{micro-batches=2 schedule=gpipe}' | FileCheck %s --check-prefix=PASS22
// RUN: %model_gen/llama.py --preset tiny --layers 3 --mesh 2 --axes pp > %t3.mlir
// RUN: ap-run %t3.mlir --compare --pipeline='ap-pipeline-split{micro-batches=2}' | FileCheck %s --check-prefix=PASS31
// PASS22: ap-run: PASS: 22 output(s)
// PASS31: ap-run: PASS: 31 output(s)
//
// One layer, on 2 and on 8 stages (cut inside the layer):
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 2x2 --axes pp,tp > %t1.mlir
// RUN: ap-run %t1.mlir --compare --pipeline='ap-pipeline-split{micro-batches=2}' | FileCheck %s --check-prefix=PASS13
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 8 --axes pp > %t8.mlir
// RUN: ap-run %t8.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4}' | FileCheck %s --check-prefix=PASS13
// PASS13: ap-run: PASS: 13 output(s)
//
// The mutants:
// RUN: not ap-run %t2.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 test-mutant=micro-batch-order}' | FileCheck %s --check-prefix=MUTANT
// RUN: not ap-run %t2.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 test-mutant=no-accumulation}' | FileCheck %s --check-prefix=MUTANT
// RUN: not ap-run %t2.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 test-mutant=wrong-transfer}' | FileCheck %s --check-prefix=MUTANT
// MUTANT: ap-run: FAIL: 22 output(s)
