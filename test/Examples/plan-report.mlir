// The plan report opens in a real browser (headless Chromium over the
// DevTools protocol, tools/report-check/check-report.py): it loads without
// errors and without any outside request, every SVG chart draws, and a
// screenshot is not blank. On the bundled example, planned as
// scripts/run-example.sh plans it, and on LLaMA-3 8B's shapes with 32
// layers (tools/model-gen/llama.py) on an 8x8 mesh.
//
// REQUIRES: chromium
// RUN: ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir --pass-pipeline='builtin.module(ap-auto-parallel{target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10} plan-report=%t.tiny.html})' -o /dev/null
// RUN: %check_report %t.tiny.html --screenshot %t.tiny.png --min-svgs 5 | FileCheck %s
// RUN: %model_gen/llama.py --preset llama3-8b --layers 32 --batch 16 --seq 8192 --mesh 8x8 --dtype bf16 > %t.8b.mlir
// RUN: ap-opt %t.8b.mlir --pass-pipeline='builtin.module(ap-auto-parallel{plan-report=%t.8b.html})' -o /dev/null
// RUN: %check_report %t.8b.html --screenshot %t.8b.png --min-svgs 5 | FileCheck %s
// RUN: FileCheck %s --check-prefix=LLAMA8B < %t.8b.html

// CHECK: PASS: loaded file://
// CHECK: PASS: no errors and no outside requests
// CHECK: PASS: all {{[0-9]+}} <svg> element(s) draw something
// CHECK: PASS: screenshot
// CHECK: report check: OK

// LLAMA8B: <h2>@train_step on @mesh (8x8), target h100</h2>
// LLAMA8B: argument #6 (l0_wq) and 31 like it
