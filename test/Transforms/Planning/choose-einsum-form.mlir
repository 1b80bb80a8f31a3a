// ap-choose-einsum-form plans the program as written and in einsum form and
// keeps the faster plan. On the tiny LLaMA example the einsum form wins:
// no flattened matmul is left, one summary (the kept plan's) is printed,
// and the result computes what the program computes. (The PyTorch GPT-2
// export, where the program as written wins, is in
// test/Integration/Torch/plan.mlir.)
//
// DEFINE: %{toy} = target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10}
// RUN: ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir \
// RUN:   --pass-pipeline='builtin.module(ap-choose-einsum-form{report summary=- record-predicted-step auto-shard-options={%{toy}}})' \
// RUN:   -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: remark: ap-choose-einsum-form: predicted step 0.001856 s with einsum contractions (planned in {{[0-9.]+}} s), 0.001873 s as written (planned in {{[0-9.]+}} s); kept the einsum form
// REPORT: ap-auto-shard plan for @train_step
// REPORT-NOT: ap-auto-shard plan for
// The summary ends with both forms' figures: the dropped form's planning
// was part of the wait.
// REPORT: {{^}}ap-choose-einsum-form: predicted step 0.001856 s with einsum contractions (planned in {{[0-9.]+}} s), 0.001873 s as written (planned in {{[0-9.]+}} s); kept the einsum form
// RUN: FileCheck %s --input-file=%t.mlir
// CHECK: module attributes {ap.target =
// CHECK-NOT: module
// CHECK: func.func @train_step
// CHECK-SAME: ap.predicted_step = 0.00185{{[0-9]*}} : f64
// CHECK-NOT: linalg.matmul
//
// RUN: ap-run %shard_src_root/examples/llama-tiny-2x2.mlir --compare \
// RUN:   --pipeline='ap-choose-einsum-form{auto-shard-options={%{toy}}},ap-partition{exact-annotations}' | FileCheck %s --check-prefix=SAME
// SAME: ap-run: PASS
//
// Options ap-auto-shard does not know are an error.
// RUN: not ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir \
// RUN:   --pass-pipeline='builtin.module(ap-choose-einsum-form{auto-shard-options={bogus=1}})' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// BAD: ap-choose-einsum-form: {{.*}}no such option bogus
