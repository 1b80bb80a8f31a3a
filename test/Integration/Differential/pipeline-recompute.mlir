// Pipeline stages that recompute, a split pipeline axis, and the planner's
// choice of stages, held to the global step (docs/PipelineParallelism.md):
// each runs on threads and computes the loss and every gradient of the
// whole batch's step within the error model.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2x2 --axes pp,tp > %t.mlir
//
// Each stage's backward runs again what the policy recomputes:
// RUN: ap-run %t.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 recompute=min-cut}' | FileCheck %s
// RUN: ap-run %t.mlir --compare --pipeline='ap-pipeline-split{micro-batches=2 recompute=sac schedule=gpipe}' | FileCheck %s
//
// Two stages of a 4-device pipeline axis (2 stages x 2 data-parallel):
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4 --axes pp > %t4.mlir
// RUN: ap-run %t4.mlir --compare --pipeline='ap-pipeline-split{stages=2 micro-batches=2 recompute=min-cut}' | FileCheck %s
// and of a 4x2 mesh (2 stages x 4, the second axis taking the rest):
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4x2 --axes pp,dp > %t42.mlir
// RUN: ap-run %t42.mlir --compare --pipeline='ap-pipeline-split{stages=2 micro-batches=2}' | FileCheck %s
//
// ap-auto-parallel's choice where no SPMD plan fits 150 KB a device (two
// stages are chosen: test/Transforms/PipelineParallel/choose.mlir):
// RUN: ap-run %t.mlir --compare --pipeline='ap-auto-parallel{pipeline=auto target-json={"memory_capacity":1.5e+05}}' | FileCheck %s
//
// Two stages chosen by ap-auto-parallel, their cells' collectives started
// early and waited for late (overlap, the default), their parameters
// sharded over the stage's two devices (200 KB a device):
// RUN: ap-run %t.mlir --compare --pipeline='ap-auto-parallel{pipeline=2 micro-batches=4 target-json={"memory_capacity":2.0e+05}}' | FileCheck %s
// CHECK: ap-run: PASS: 22 output(s)
//
// A wrong program still fails with recomputing stages:
// RUN: not ap-run %t.mlir --compare --pipeline='ap-pipeline-split{micro-batches=4 recompute=min-cut test-mutant=micro-batch-order}' | FileCheck %s --check-prefix=MUTANT
// MUTANT: ap-run: FAIL: 22 output(s)
