// Gradient accumulation held to the whole batch's step: the generator's
// LLaMA cut into micro-batches (ap-microbatch) computes the loss and every
// gradient of the global step, alone and planned and partitioned after it;
// keeping only the last micro-batch's part (the test mutant) fails.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 > %t.mlir
// RUN: ap-run %t.mlir --compare --pipeline='ap-microbatch{micro-batches=4}' | FileCheck %s --check-prefix=ALONE
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2 > %t.mesh.mlir
// RUN: ap-run %t.mesh.mlir --compare --pipeline='ap-microbatch{micro-batches=2},inline,ap-auto-parallel' | FileCheck %s --check-prefix=PLANNED
// RUN: not ap-run %t.mlir --compare --pipeline='ap-microbatch{micro-batches=2 test-no-accumulation}' | FileCheck %s --check-prefix=MUTANT
//
// ALONE: ap-run: PASS: 22 output(s)
// PLANNED: ap-run: PASS: 22 output(s)
// MUTANT: ap-run: FAIL: 22 output(s)
