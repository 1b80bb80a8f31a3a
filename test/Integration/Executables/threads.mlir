// ap-run --emit-executable: a program, after the pipeline, linked into an
// executable that runs its ranks on threads (here) or MPI processes
// (mpi.mlir). The executable writes the global inputs it drew and the
// global outputs it reassembled; ap-run runs the global program on those
// inputs and holds the executable's outputs to its own.
//
// The Megatron MLP, partitioned (8 devices):
// RUN: rm -rf %t && mkdir -p %t
// RUN: ap-run --compare %shard_src_root/examples/mlp-megatron.mlir --emit-executable=%t/mlp | FileCheck %s --check-prefix=EMIT
// EMIT: ap-run: wrote {{.*}}mlp, @mlp for the CPU
// RUN: %t/mlp --seed=7 --save-inputs-dir=%t/mlp.in --outputs-dir=%t/mlp.out | FileCheck %s --check-prefix=RUN-MLP
// RUN-MLP: mlp: @mlp, mesh @mesh 2x4 (8 devices), 3 inputs, 1 output: ran in {{[0-9.]+}} ms
// RUN-MLP: mlp: collectives: 2 exchanges, 1536 bytes sent by the busiest rank, 12288 by all 8 ranks
// RUN: ap-run %shard_src_root/examples/mlp-megatron.mlir --inputs-dir=%t/mlp.in --expected-dir=%t/mlp.out | FileCheck %s
//
// The executable is what it claims: it reads the manifest of its program.
// RUN: %t/mlp --print-manifest | FileCheck %s --check-prefix=MANIFEST
// MANIFEST: ap-program-manifest 1
// MANIFEST-NEXT: entry mlp
// MANIFEST-NEXT: mesh mesh 2 4
// MANIFEST-NEXT: argument f32 0 shape 4 64 ; layout S0 R ; order ;
// MANIFEST-NEXT: argument f32 0 shape 64 64 ; layout R S1 ; order ;
// MANIFEST-NEXT: argument f32 0 shape 64 64 ; layout R S0 ; order ;
// MANIFEST-NEXT: result f32 0 shape 4 64 ; layout S0 R ; order ;
// Inputs from files, partial inputs on the first device, native collectives,
// several runs.
// RUN: %t/mlp --inputs-dir=%t/mlp.in --outputs-dir=%t/mlp.out2 --partial-split=first-device --collectives=native --runs=3 | FileCheck %s --check-prefix=RUNS
// RUNS: mlp: @mlp, mesh @mesh 2x4 (8 devices), 3 inputs, 1 output: ran in {{[0-9.]+}} ms (median of 3 runs)
// RUNS: mlp: collectives: 0 exchanges, 0 bytes sent by the busiest rank, 0 by all 8 ranks, 1 library collective
// RUN: ap-run %shard_src_root/examples/mlp-megatron.mlir --inputs-dir=%t/mlp.in --expected-dir=%t/mlp.out2 | FileCheck %s
//
// LLaMA through the whole pipeline (plan, partition, forward/backward with
// recompute), and a transformer layer under FSDP x TP with contractions as
// GEMM calls and LLVM's -O2.
// RUN: ap-run --compare %shard_src_root/examples/llama-tiny-2x2.mlir --pipeline='ap-auto-parallel{recompute=min-cut}' --emit-executable=%t/llama
// RUN: %t/llama --save-inputs-dir=%t/llama.in --outputs-dir=%t/llama.out | FileCheck %s --check-prefix=RUN-LLAMA
// RUN-LLAMA: llama: @{{.*}}, mesh @mesh 2x2 (4 devices)
// RUN: ap-run %shard_src_root/examples/llama-tiny-2x2.mlir --inputs-dir=%t/llama.in --expected-dir=%t/llama.out | FileCheck %s
// RUN: %model_gen/transformer.py --mesh 2x2 --sharding fsdp-tp > %t/layer.mlir
// RUN: ap-run --compare %t/layer.mlir --contractions=gemm --opt-level=2 --emit-executable=%t/layer
// RUN: %t/layer --seed=3 --save-inputs-dir=%t/layer.in --outputs-dir=%t/layer.out
// RUN: ap-run %t/layer.mlir --inputs-dir=%t/layer.in --expected-dir=%t/layer.out | FileCheck %s
//
// They depend on neither LLVM's nor MLIR's libraries (LLaMA's copies
// strided memrefs: memrefCopy is the executable's own), nor on CBC.
// RUN: ldd %t/llama | FileCheck %s --check-prefix=LDD --implicit-check-not=libLLVM --implicit-check-not=libMLIR --implicit-check-not=libmlir --implicit-check-not=libCbc --implicit-check-not=libz3
// RUN: ldd %t/layer | FileCheck %s --check-prefix=LDD --implicit-check-not=libLLVM --implicit-check-not=libMLIR --implicit-check-not=libmlir --implicit-check-not=libCbc --implicit-check-not=libz3
// RUN: nm %t/llama | FileCheck %s --check-prefix=MEMREF-COPY
// LDD: libc.so
// MEMREF-COPY: T memrefCopy
//
// CHECK-NOT: FAIL
// CHECK: ap-run: output 0 {{.*}}: PASS
// CHECK-NOT: FAIL
//
// The check can fail: the MLP with its all_reduce turned into a max (a
// miscompile) gives other outputs.
// RUN: ap-opt %shard_src_root/examples/mlp-megatron.mlir --ap-partition | sed -e 's/reduce = sum/reduce = max/' > %t/wrong.mlir
// RUN: ap-run %t/wrong.mlir --emit-executable=%t/wrong
// RUN: %t/wrong --inputs-dir=%t/mlp.in --outputs-dir=%t/wrong.out
// RUN: not ap-run %shard_src_root/examples/mlp-megatron.mlir --inputs-dir=%t/mlp.in --expected-dir=%t/wrong.out | FileCheck %s --check-prefix=WRONG
// WRONG: ap-run: output 0 tensor<8x64xf32> vs expected tensor<8x64xf32>: {{.*}} element(s) out of tolerance {{.*}}: FAIL
//
// A program's own @main does not clash with the executable's, and a global
// program is an executable on one device.
// RUN: ap-run %s --emit-executable=%t/main
// RUN: %t/main --save-inputs-dir=%t/main.in --outputs-dir=%t/main.out | FileCheck %s --check-prefix=MAIN
// MAIN: main: @main, global, 1 device, 2 inputs, 1 output: ran in
// RUN: ap-run %s --inputs-dir=%t/main.in --expected-dir=%t/main.out | FileCheck %s

func.func @main(%x: tensor<4x4xf32>, %y: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %s = arith.addf %x, %y : tensor<4x4xf32>
  return %s : tensor<4x4xf32>
}
