// The plan report of LLaMA-3 8B with its 32 layers as PyTorch exports it
// (fake tensors, bf16, batch 1, sequence 8192), planned by the whole
// ap-auto-parallel on an 8x8 mesh, opens in a real browser: no errors, no
// outside request, every chart draws, the screenshot is not blank.
//
// REQUIRES: torch, chromium
// RUN: rm -rf %t && mkdir -p %t
// RUN: %torch_python %shard_src_root/tools/torch-export/export.py --model llama3-8b --layers 32 --batch 1 --seq-len 8192 --dtype bf16 -o %t/exported.mlir
// RUN: sed '0,/^module[^{]*{/s//&\n  ap.mesh @mesh(shape = 8x8, axes = ["dp", "tp"])/' %t/exported.mlir > %t/l8b.mlir
// RUN: ap-opt %t/l8b.mlir --pass-pipeline='builtin.module(ap-auto-parallel{plan-report=%t/plan.html summary=%t/summary.txt})' -o /dev/null
// RUN: %check_report %t/plan.html --screenshot %t/plan.png --min-svgs 5 | FileCheck %s
// RUN: cat %t/summary.txt %t/plan.html | FileCheck %s --check-prefix=PAGE

// CHECK: PASS: no errors and no outside requests
// CHECK: PASS: all {{[0-9]+}} <svg> element(s) draw something
// CHECK: report check: OK

// PAGE: problem: {{[0-9]+}} decisions in {{[0-9]+}} classes; 32 copies of
// PAGE: overlapped step: [[STEP:[0-9.]+ ms]] =
// PAGE: memory per device: [[MEM:[0-9.]+ GB]] =
// PAGE: <p class="verdict">optimal; overlapped step <b>[[STEP]]</b>, memory per device <b>[[MEM]]</b></p>
// PAGE: and 31 like it
