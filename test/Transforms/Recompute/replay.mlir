// Replay: the decisions travel with the split functions as `ap.recompute`
// attributes, so re-joining forward and backward (inlining the joint
// function's calls) and splitting again gives the same functions, the same
// saved values and the same collectives (seed 001: 357 = 357 forward
// all-gathers). On the generator's LLaMA (global) and on its FSDP
// per-device code.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --dtype f64 > %t.llama.mlir
// RUN: ap-opt %t.llama.mlir --ap-recompute-partition -o %t.llama.1.mlir
// RUN: ap-opt %t.llama.1.mlir --inline="default-pipeline=" --ap-recompute-partition=report -o %t.llama.2.mlir 2>&1 | FileCheck %s --check-prefix=LLAMA
// LLAMA: saved 20 value(s), 188416 bytes; recomputed 0 op(s)
// RUN: diff %t.llama.1.mlir %t.llama.2.mlir
//
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 --mesh 4 --pin fsdp | ap-opt --ap-partition -o %t.fsdp.mlir
// RUN: ap-opt %t.fsdp.mlir --ap-recompute-partition -o %t.fsdp.1.mlir
// RUN: ap-opt %t.fsdp.1.mlir --inline="default-pipeline=" --ap-recompute-partition -o %t.fsdp.2.mlir
// RUN: diff %t.fsdp.1.mlir %t.fsdp.2.mlir
// RUN: FileCheck %s --check-prefix=GATHERS --input-file=%t.fsdp.2.mlir
// GATHERS-LABEL: func.func private @train_step_forward
// GATHERS-COUNT-12: ap.all_gather
// GATHERS-LABEL: func.func private @train_step_backward
// GATHERS-COUNT-11: ap.all_gather
// GATHERS-LABEL: func.func @train_step
//
// Splitting again without re-joining leaves the split step as it is
// (ap-auto-parallel splits when its plan counts a split's savings):
// RUN: ap-opt %t.llama.1.mlir --ap-recompute-partition -o %t.llama.3.mlir 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: diff %t.llama.1.mlir %t.llama.3.mlir
// AGAIN: warning: ap-recompute-partition: @train_step is split already (@train_step_forward, @train_step_backward): left as it is (inline its calls to split it again)
// A step whose halves' names another function takes is refused:
// RUN: (cat %t.llama.mlir; echo 'func.func private @train_step_forward() { return }') | not ap-opt --ap-recompute-partition -o /dev/null 2>&1 | FileCheck %s --check-prefix=TAKEN
// TAKEN: error: cannot split into forward and backward: @train_step_forward exists already (inline an earlier split's calls first)
