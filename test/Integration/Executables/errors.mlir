// What ap-run --emit-executable and its executables refuse, with a message.
//
// RUN: rm -rf %t && mkdir -p %t
// The linker's failure is quoted.
// RUN: not ap-run %s --entry=add --emit-executable=%t/missing/dir/add 2>&1 | FileCheck %s --check-prefix=LINK
// LINK: error: linking '{{.*}}missing/dir/add' failed (exit status 1): {{.*}} -o
// LINK: cannot open output file
//
// Options of a run are the executable's.
// RUN: not ap-run %s --entry=add --seed=3 --emit-executable=%t/seeded 2>&1 | FileCheck %s --check-prefix=RUN-OPTION
// RUN-OPTION: ap-run: --seed is an option of a run; with --emit-executable nothing runs
//
// GPU code runs in ap-run only.
// RUN: not ap-run %s --entry=add --device=gpu --emit-executable=%t/gpu 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: error: {{object files hold CPU code: GPU programs \(ap-run --device=gpu\) run only in the JIT|--device=gpu: ap-run was built without CUDA}}
//
// A signature the runner cannot feed is refused before anything is built.
// RUN: not ap-run %s --entry=dynamic --emit-executable=%t/dynamic 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// DYNAMIC: errors.mlir":[[@LINE+52]]:1): error: argument #0 has type 'tensor<?xf32>'; the runner takes ranked tensors of static shape
//
// Inputs the executable cannot use.
// RUN: ap-run %s --entry=add --emit-executable=%t/add
// RUN: not %t/add --inputs-dir=%t/nowhere 2>&1 | FileCheck %s --check-prefix=NO-INPUTS
// NO-INPUTS: add: error: {{.*}}nowhere/input_0.npy
// RUN: ap-run %s --entry=other --emit-executable=%t/other
// RUN: %t/other --save-inputs-dir=%t/other.in
// RUN: not %t/add --inputs-dir=%t/other.in 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: add: error: {{.*}}other.in/input_0.npy holds a tensor<5xi32>, argument #0 is a tensor<4xf32>
// RUN: not %t/add --backend=bogus 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: add: for the --backend option: Cannot find option named 'bogus'!
// Code compiled for a CPU feature this CPU lacks is refused (the
// manifest's first CPU feature renamed, in place, to one no CPU has).
// RUN: perl -0777 -pe 's/(\ncpu \S+ )(\S+)/$1 . ("z" x length($2))/e' < %t/add > %t/add-cpu && chmod +x %t/add-cpu
// RUN: not %t/add-cpu 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: add-cpu: error: the program was compiled for a {{.+}} CPU, whose features {{z+}} this {{.+}} CPU lacks; build the executable on a machine of the kind it runs on
//
// Executables are linked without NCCL.
// RUN: not %t/add --backend=nccl 2>&1 | FileCheck %s --check-prefix=NCCL
// NCCL: add: for the --backend option: Cannot find option named 'nccl'!
//
// Outputs that cannot be written are an error (status 2), not a crash.
// RUN: mkdir -p %t/full && ln -sf /dev/full %t/full/output_0.npy
// RUN: not %t/add --outputs-dir=%t/full 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: add: error: cannot write '{{.*}}full/output_0.npy': No space left on device
//
// A failed assertion of the program names its message, where it is and the
// rank, and ends the run with status 2.
// RUN: ap-run %s --entry=lookup --compare --emit-executable=%t/lookup
// RUN: not %t/lookup 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: lookup: error: an assertion of the program failed on rank {{[01]}}: "index must be smaller than dim size" at loc({{.*}}errors.mlir":[[@LINE+34]]:5)
//
// The manifest is printed as compiled in.
// RUN: %t/lookup --print-manifest | FileCheck %s --check-prefix=MANIFEST
// MANIFEST: ap-program-manifest 1
// MANIFEST-NEXT: entry lookup
// MANIFEST-NEXT: mesh mesh 2
// MANIFEST-NEXT: argument i64 0 shape 2 ; layout S0 ; order ;
// MANIFEST-NEXT: result i64 0 shape 2 ; layout S0 ; order ;
// MANIFEST-NEXT: cpu {{[^ ]+}} {{.+}}
// MANIFEST-NEXT: assert 0 "index must be smaller than dim size" at loc(

func.func @add(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.addf %x, %y : tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @other(%x: tensor<5xi32>) -> tensor<5xi32> {
  return %x : tensor<5xi32>
}

func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

ap.mesh @mesh(shape = 2, axes = ["x"])

func.func @lookup(%x: tensor<4xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>})
    -> (tensor<4xi64> {ap.sharding = #ap.sharding<@mesh, [S(0)]>}) {
  %c = arith.constant 10 : i64
  %e = tensor.empty() : tensor<4xi64>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x : tensor<4xi64>) outs(%e : tensor<4xi64>) {
  ^bb0(%a: i64, %out: i64):
    %ok = arith.cmpi slt, %a, %c : i64
    cf.assert %ok, "index must be smaller than dim size"
    linalg.yield %a : i64
  } -> tensor<4xi64>
  return %0 : tensor<4xi64>
}
