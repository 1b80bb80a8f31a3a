// ap-auto-shard{activation-copies=N}: a device that holds the saved
// activations of N runs at once (a pipeline stage's micro-batches in
// flight: ap-pipeline-split plans its stage program with S of them, 1F1B)
// counts them N times in its memory term, and the summary says so.
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --mesh 4 --axes dp > %t.mlir
// RUN: ap-opt %t.mlir -ap-auto-shard='summary=-' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: ap-opt %t.mlir -ap-auto-shard='summary=- activation-copies=4' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FOUR
// ONE:  memory per device: 515.5 KB = parameters, gradients and optimizer state 363.0 KB + saved activations (min-cut) 94.2 KB
// FOUR: memory per device: 798.1 KB = parameters, gradients and optimizer state 363.0 KB + saved activations (min-cut, 4 copies held at once) 376.8 KB
//
// Within 600 KB a device one copy fits as planned; four do not, and the
// plan changes to fit: the parameters' state is sharded further and fewer
// activations are kept.
// RUN: ap-opt %t.mlir -ap-auto-shard='summary=- memory-budget=0.0006' -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: ap-opt %t.mlir -ap-auto-shard='summary=- activation-copies=4 memory-budget=0.0006' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIT
// FIT: memory per device: 540.0 KB = parameters, gradients and optimizer state 215.6 KB + saved activations (min-cut, 4 copies held at once) 278.5 KB
