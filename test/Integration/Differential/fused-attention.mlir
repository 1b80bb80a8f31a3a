// Differential execution of raised attention against the program as
// written: the candidate is ap-raise-attention's ap.attention and
// ap.attention_grad, partitioned where the program is sharded, lowered to
// blocked online softmax (several key blocks). The tp plans split the
// heads (the batch loops of both ops), dp the batch; fsdp-tp also gathers
// the parameters; sp splits the sequence elsewhere in the layer, which the
// attention ops take whole (their causal query loop is not split). The
// auto-parallel runs plan with the fused ops. Every output is held to the
// error model of the un-fused program. Each program is first checked to
// raise.
//
// RUN: %model_gen/transformer.py --block attention --mesh 4 --kv-heads 4 --sharding tp > %t.tp.mlir
// RUN: ap-opt %t.tp.mlir --ap-raise-attention=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: ap-run --compare --pipeline=ap-raise-attention,ap-partition,ap-lower-attention{block-size=2} %t.tp.mlir | FileCheck %s
//
// RUN: %model_gen/transformer.py --block attention --mesh 2x2 --sharding fsdp-tp > %t.fsdp-tp.mlir
// RUN: ap-opt %t.fsdp-tp.mlir --ap-raise-attention=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: ap-run --compare --pipeline=ap-raise-attention,ap-partition,ap-lower-attention{block-size=2} %t.fsdp-tp.mlir | FileCheck %s
//
// RUN: %model_gen/transformer.py --block attention --mesh 2x2 --sharding sp > %t.sp.mlir
// RUN: ap-opt %t.sp.mlir --ap-raise-attention=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: ap-run --compare --pipeline=ap-raise-attention,ap-partition,ap-lower-attention{block-size=4} %t.sp.mlir | FileCheck %s
//
// RUN: %model_gen/transformer.py --block attention --mesh 2 --sharding dp --batch 4 > %t.dp.mlir
// RUN: ap-opt %t.dp.mlir --ap-raise-attention=report -o /dev/null 2>&1 | FileCheck %s --check-prefix=RAISED
// RUN: ap-run --compare --pipeline=ap-raise-attention,ap-partition %t.dp.mlir | FileCheck %s
//
// RUN: %model_gen/llama.py --preset tiny --layers 2 --kv-heads 1 --mesh 2x2 > %t.llama.mlir
// RUN: ap-opt %t.llama.mlir --ap-auto-parallel | FileCheck %s --check-prefix=AUTO-IR
// RUN: ap-run --compare --pipeline=ap-auto-parallel %t.llama.mlir | FileCheck %s
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 --mesh 4 | ap-run --compare --pipeline=ap-auto-parallel - | FileCheck %s

// RAISED: remark: raised 1 attention (1 with its backward)

// CHECK: ap-run: candidate after
// CHECK-NOT: FAIL
// CHECK: ap-run: PASS

// AUTO-IR-COUNT-2: ap.attention {{.*}}causal
// AUTO-IR-COUNT-2: ap.attention_grad {{.*}}causal
