// Repeated layers share their decisions (one class per structurally
// identical op and parameter), but a pin on one layer's parameter, or only
// on its gradient result, must split that parameter out of the class and
// hold: it is never dropped for the first member's (missing) pin.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 2 --vocab 8192 \
// RUN:     --batch 2 --seq 1024 --mesh 8 > %t.mlir
// RUN: ap-opt %t.mlir -ap-auto-shard=summary=- -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FREE
// RUN: sed 's/{ap.grad_of = 15}/{ap.grad_of = 15, ap.sharding = #ap.sharding<@mesh, [S(1)]>}/' %t.mlir \
// RUN:   | ap-opt -ap-auto-shard=summary=- -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GRAD-PIN
// RUN: sed 's/%l1_wq: tensor<4096x4096xbf16> {ap.param}/%l1_wq: tensor<4096x4096xbf16> {ap.param, ap.sharding = #ap.sharding<@mesh, [S(1)]>}/' %t.mlir \
// RUN:   | ap-opt -ap-auto-shard=summary=- -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ARG-PIN
//
// Unpinned, both layers' wq share one decision (and it is not S(1)).
// FREE:      problem: 475 decisions in 269 classes
// FREE:      argument #6 (l0_wq) and 1 like it {{.*}} [S(0)]
//
// GRAD-PIN:  problem: 475 decisions in 270 classes
// GRAD-PIN:  argument #15 (l1_wq) {{.*}} [S(1)]
//
// ARG-PIN:   problem: 475 decisions in 270 classes
// ARG-PIN:   argument #15 (l1_wq) {{.*}} [S(1)]
