// The plan report (ap-auto-shard{report=...}) shows the summary's figures:
// each is bound from the summary and must appear, printed alike, in the
// page's element of that name. The transient curve's largest point is the
// summary's peak. The page is self-contained: no script, nothing fetched.
//
// RUN: ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir -ap-auto-shard='target-json={"peak_flops":{"f64":1e9},"kernel_floor":0,"memory_bandwidth":1e10} summary=%t.txt report=%t.html' -o /dev/null
// RUN: cat %t.txt %t.html | FileCheck %s
// RUN: cat %t.txt %t.html | FileCheck %s --check-prefix=PLACEMENT
// RUN: FileCheck %s --check-prefix=SELF < %t.html
// RUN: not ap-opt %shard_src_root/examples/llama-tiny-2x2.mlir -ap-auto-shard='report=%t.missing/x/plan.html' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNWRITABLE

// CHECK: predicted step: [[STEP:[0-9.]+ [mu]?s]] = compute [[COMPUTE:[0-9.]+ [mu]?s]] + communication [[COMM:[0-9.]+ [mu]?s]] (not overlapped)
// CHECK: overlapped step: [[OSTEP:[0-9.]+ [mu]?s]] = compute {{.*}} + exposed communication [[EXPOSED:[0-9.]+ [mu]?s]] + contention [[CONT:[0-9.]+ [mu]?s]]; [[HIDDEN:[0-9.]+ [mu]?s]] of communication
// CHECK: memory per device: [[MEM:[0-9.]+ [KMG]B]] = parameters, gradients and optimizer state [[PARAM:[0-9.]+ [KMG]B]] + saved activations (min-cut) [[ACT:[0-9.]+ [KMG]B]] + inputs [[IN:[0-9.]+ [KMG]B]] + transients at the peak [[TRANS:[0-9.]+ [KMG]B]]
// CHECK: collectives per step:
// CHECK-NEXT: all_gather axes = [0, 1] x[[AGN:[0-9]+]] {{ *}}[[AGB:[0-9.]+ [KMG]B]] per device  [[AGT:[0-9.]+ [mu]?s]]
// CHECK: <!DOCTYPE html>
// CHECK: <h2>@train_step on @mesh (2x2), target h100</h2>
// CHECK: <p class="verdict">optimal; overlapped step <b>[[OSTEP]]</b>, memory per device <b>[[MEM]]</b></p>
// CHECK: <svg class="chart" id="step-chart-1"
// CHECK: <td data-figure="predicted-step">[[STEP]]</td>
// CHECK: <td data-figure="compute">[[COMPUTE]]</td>
// CHECK: <td data-figure="communication">[[COMM]]</td>
// CHECK: <td data-figure="overlapped-step">[[OSTEP]]</td>
// CHECK: <td data-figure="exposed">[[EXPOSED]]</td>
// CHECK: <td data-figure="contention">[[CONT]]</td>
// CHECK: <td data-figure="hidden">[[HIDDEN]]</td>
// CHECK: <svg class="chart" id="memory-chart-1"
// CHECK: <polygon fill="#ff9da7"
// CHECK: >backward</text>
// CHECK: <td data-figure="memory">[[MEM]]</td>
// CHECK: <td data-figure="parameter-memory">[[PARAM]]</td>
// CHECK: <td data-figure="activations">[[ACT]]</td>
// CHECK: <td data-figure="inputs">[[IN]]</td>
// CHECK: <td data-figure="transient">[[TRANS]]</td>
// CHECK: <td data-figure="peak-at">linalg.
// CHECK: <td data-figure="curve-peak">[[TRANS]]</td>
// CHECK: <td data-figure="budget">80.00 GB</td>
// CHECK: <svg class="chart" id="layer-chart-1"
// CHECK: <tr><td>layer 1 (from loc(&quot;
// CHECK: <tr data-collective="all_gather axes = [0, 1]"><td>all_gather axes = [0, 1]</td><td>x[[AGN]]</td><td>[[AGB]]</td><td>[[AGT]]</td></tr>
// CHECK: <td data-figure="optimality">optimal</td>
// CHECK: </html>

// Every parameter's layout as the summary gives it, with its grid: a
// column per tensor dim, a row per mesh axis, filled where the axis shards
// the dim (numbered major first when both do).
// PLACEMENT: argument #11 (l0_w1) and 1 like it {{ *}}tensor<64x32xf64> [[W1:\[.*\]]]
// PLACEMENT: <tr><td>argument #11 (l0_w1) and 1 like it</td><td><code>tensor&lt;64x32xf64&gt;</code></td><td><code>[[W1]]</code></td><td><svg class="grid"
// PLACEMENT-SAME: >a0 x2</text>
// PLACEMENT-SAME: >a1 x2</text>

// SELF-NOT: <script
// SELF-NOT: http:
// SELF-NOT: https:
// SELF-NOT: <link

// UNWRITABLE: error: ap-auto-shard: cannot write the plan report:
