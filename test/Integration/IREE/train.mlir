// REQUIRES: iree
// ap-train --backend=iree (docs/Training.md): the step is compiled once by
// iree-compile (llvm-cpu here; CUDA on a GPU) and each step is one
// iree-run-module on the state and the batch, its outputs the next state.
// The hand-written SGD step of test/Tools/ap-train trained for 16 steps
// through IREE against the same step on ap-train's own CPU code. Both
// compute in f32 with contractions of at most 32 terms, in orders that may
// differ (a relative error of 32 * 2^-24 = 2e-6 per contraction), over 16
// SGD steps, losses printed to 9 digits: 1e-4 of the loss leaves a margin
// of 10, as in test/Tools/ap-train/train.mlir.
//
// RUN: rm -rf %t && mkdir -p %t && %python %S/../../Tools/ap-train/Inputs/make-data.py %t
// RUN: ap-train %S/../../Tools/ap-train/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 16 > %t/cpu.log
// RUN: ap-train %S/../../Tools/ap-train/Inputs/linear-sgd.mlir --pipeline= --backend=iree --iree-repetitions=3 --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/ck --checkpoint-every 8 > %t/iree.log
// RUN: FileCheck %s --input-file=%t/iree.log
// RUN: %python %S/../../Tools/ap-train/Inputs/check-losses.py %t/iree.log %t/cpu.log --period 8 --rtol 1e-4 | FileCheck %s --check-prefix=LOSSES
// CHECK: ap-train: compiled @step for IREE (llvm-cpu) in {{[0-9.]+}} s: {{.*}}step.vmfb
// CHECK: ap-train: @step, global, 1 device, 2 state, 2 data and 0 constant argument(s)
// CHECK: step 0 loss {{[0-9.e-]+}} tokens/s {{[0-9.]+}}
// CHECK: step 15 loss
// CHECK-NEXT: ap-train: measured {{[0-9.]+}} ms (median of 15 steps after the first)
// CHECK-NEXT: ap-train: IREE steady state: step {{[0-9.]+}} ms, tokens/s {{[0-9.]+}} (median of 3 iree-benchmark-module repetitions, the module loaded once)
// LOSSES: ok: 16 steps
//
// The checkpoints hold the same state: resuming the IREE run from step 8
// on the CPU gives the IREE run's last 8 losses.
// RUN: ap-train %S/../../Tools/ap-train/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 16 --checkpoint-dir %t/ck --resume --resume-from 8 > %t/resumed.log
// RUN: %python %S/../../Tools/ap-train/Inputs/check-losses.py %t/resumed.log %t/iree.log --rtol 1e-4 | FileCheck %s --check-prefix=RESUMED
// RESUMED: ok: 8 steps
//
// A module compiled once (--emit-iree-module, as scripts/gpu-bundle.sh
// compiles the GPU's) and run with --iree-module (needs only
// iree-run-module): the same losses, bit for bit.
// RUN: ap-train %S/../../Tools/ap-train/Inputs/linear-sgd.mlir --pipeline= --backend=iree --emit-iree-module %t/step.vmfb | FileCheck %s --check-prefix=EMIT
// EMIT: ap-train: compiled @step for IREE (llvm-cpu) in {{[0-9.]+}} s: {{.*}}step.vmfb
// EMIT-NOT: step 0
// RUN: ap-train %S/../../Tools/ap-train/Inputs/linear-sgd.mlir --pipeline= --backend=iree --iree-module %t/step.vmfb --iree-repetitions=0 --init %t/init --data %t/data --steps 16 > %t/module.log
// RUN: %python %S/../../Tools/ap-train/Inputs/check-losses.py %t/module.log %t/iree.log | FileCheck %s --check-prefix=LOSSES
// RUN: not ap-train %S/../../Tools/ap-train/Inputs/linear-sgd.mlir --pipeline= --backend=iree --iree-module %t/missing.vmfb --init %t/init --data %t/data --steps 1 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: --iree-module: no file {{.*}}missing.vmfb
