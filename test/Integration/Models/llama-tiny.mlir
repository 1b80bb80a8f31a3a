// The LLaMA generator's small presets are valid programs: they verify, run
// on one device to a finite loss, and their gradients (the whole backward,
// written op by op) agree with central finite differences of the loss.
//
// RUN: %model_gen/llama.py --preset tiny --layers 1 --dtype f64 | ap-run - --check-gradients | FileCheck %s --check-prefix=GRAD
// GRAD: ap-run: reference @train_step: global, 1 device
// GRAD: ap-run: gradients PASS: 36 element(s) checked
//
// RUN: %model_gen/llama.py --preset tiny | ap-run - --print-outputs | FileCheck %s --check-prefix=LOSS
// LOSS: ap-run: output 0 tensor<f32> = [{{[0-9]+\.[0-9]+}}]
//
// The benchmark preset: 32 layers of LLaMA-3 8B (about 18,000 ops).
// RUN: %model_gen/llama.py --preset llama3-8b | ap-opt -o /dev/null
