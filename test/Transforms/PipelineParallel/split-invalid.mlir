// What ap-pipeline-split refuses, each with a located diagnostic.
//
// RUN: ap-opt %s -ap-pipeline-split=micro-batches=2 -split-input-file -verify-diagnostics
//
// More stages than places to cut the forward (one layer, 32 stages):
// RUN: %model_gen/llama.py --preset tiny --layers 1 --mesh 32 --axes pp > %t.mlir
// RUN: not ap-opt %t.mlir -ap-pipeline-split=micro-batches=4 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: 'func.func' op ap-pipeline-split: the forward has {{[0-9]+}} place(s) where the fewest values (1) cross it, fewer than the 31 cut(s) 32 stages need
//
// Micro-batches that do not divide the batch (4):
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 2 --axes pp > %t2.mlir
// RUN: not ap-opt %t2.mlir -ap-pipeline-split=micro-batches=3 2>&1 | FileCheck %s --check-prefix=UNEVEN
// UNEVEN: error: 'func.func' op ap-microbatch: argument #0 has a batch of 4 along dim 0, which 3 micro-batches do not divide
// RUN: not ap-opt %t2.mlir -ap-pipeline-split=micro-batches=0 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: ap-pipeline-split: micro-batches must be at least 1, not 0
//
// stages that do not divide the first axis, or more than it holds:
// RUN: not ap-opt %t2.mlir -ap-pipeline-split='stages=3 micro-batches=2' 2>&1 | FileCheck %s --check-prefix=DIVIDE
// DIVIDE: error: 'ap.mesh' op ap-pipeline-split: stages=3 does not divide the mesh's first axis (the pipeline axis, 2 devices)
// RUN: not ap-opt %t2.mlir -ap-pipeline-split='stages=4 micro-batches=2' 2>&1 | FileCheck %s --check-prefix=DIVIDE4
// DIVIDE4: error: 'ap.mesh' op ap-pipeline-split: stages=4 does not divide the mesh's first axis (the pipeline axis, 2 devices)

// expected-error @+1 {{ap-pipeline-split: the mesh's first axis is the pipeline; it needs at least 2 stages}}
ap.mesh @mesh(shape = 1x2, axes = ["pp", "tp"])
func.func @step(%x: tensor<4x8xf32> {ap.batch_dim = 0 : i64}) -> tensor<4x8xf32> {
  return %x : tensor<4x8xf32>
}

// -----

// expected-error @+1 {{ap-pipeline-split: the module needs exactly one ap.mesh (its first axis is the pipeline), not 2}}
module {
  ap.mesh @a(shape = 2, axes = ["pp"])
  ap.mesh @b(shape = 4, axes = ["pp"])
}

// -----

ap.mesh @mesh(shape = 2, axes = ["pp"])
// A step without gradients is not a training step.
// expected-error @+1 {{ap-pipeline-split: the step is not a training step (a loss and gradients marked ap.grad_of)}}
func.func @inference(%x: tensor<4x8xf32> {ap.batch_dim = 0 : i64},
                     %w: tensor<8x8xf32> {ap.param}) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>)
                     outs(%f : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s0 = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
                         iterator_types = ["reduction", "reduction"]}
      ins(%y : tensor<4x8xf32>) outs(%sf : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %sum : tensor<f32>
}
