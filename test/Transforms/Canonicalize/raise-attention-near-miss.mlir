// ap-raise-attention leaves a causal-looking mask alone when the op it would
// raise to does not verify: the generator's LLaMA layer with the mask's
// query index replaced by another loop's. Before, the first two were raised
// with a `causal` pair ap.attention's verifier refuses, and the whole module
// stopped compiling.
//
// The batch index (range 8, the key positions' range: only the loop's role
// tells it from a query position):
// RUN: %model_gen/llama.py --preset tiny --layers 1 --batch 8 | sed 's/%qi = linalg.index 3/%qi = linalg.index 0/' | ap-opt --ap-raise-attention=report 2>&1 | FileCheck %s --check-prefix=NEAR
// The query-group index of GQA (a query loop of range 2, not 8):
// RUN: %model_gen/llama.py --preset tiny --layers 1 | sed 's/%qi = linalg.index 3/%qi = linalg.index 2/' | ap-opt --ap-raise-attention=report 2>&1 | FileCheck %s --check-prefix=NEAR
// The key index compared with itself:
// RUN: %model_gen/llama.py --preset tiny --layers 1 | sed 's/%qi = linalg.index 3/%qi = linalg.index 4/' | ap-opt --ap-raise-attention=report 2>&1 | FileCheck %s --check-prefix=NEAR
// The unchanged layer is raised, causal on (query, key):
// RUN: %model_gen/llama.py --preset tiny --layers 1 --batch 8 | ap-opt --ap-raise-attention=report 2>&1 | FileCheck %s --check-prefix=RAISED
// The near miss still runs and computes what it did, attention unfused:
// RUN: %model_gen/llama.py --preset tiny --layers 1 --batch 8 --dtype f64 | sed 's/%qi = linalg.index 3/%qi = linalg.index 0/' | ap-run --compare --pipeline=ap-raise-attention - | FileCheck %s --check-prefix=DIFF

// NEAR-NOT: raised
// NEAR-NOT: error
// NEAR-NOT: ap.attention
// NEAR: linalg.index
// NEAR-NOT: ap.attention

// RAISED: remark: raised 1 attention (1 with its backward)
// RAISED: ap.attention {{.*}}causal = array<i64: 3, 4>

// DIFF-NOT: FAIL
// DIFF: PASS

// A generic on buffers (no result) is no candidate: it crashed the pass
// (ap-fuzz, issue 43).
// RUN: ap-opt %s --ap-raise-attention | FileCheck %s --check-prefix=BUFFERS
// BUFFERS-LABEL: func.func @on_buffers
// BUFFERS: linalg.generic
func.func @on_buffers(%x: memref<4xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<4xf64>) {
  ^bb0(%out: f64):
    linalg.yield %out : f64
  }
  return
}
