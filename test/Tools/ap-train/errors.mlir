// ap-train's errors on bad input: each names what is wrong and where (the
// step's argument, or the file), ends with status 2, and overwrites
// nothing.
//
// RUN: rm -rf %t && mkdir -p %t/empty && %python %S/Inputs/make-data.py %t
//
// A token id beyond the vocabulary (ap.input_range [0, 15]): the step that
// would read it does not run.
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --init %t/init --data %t/bad-range --steps 4 --checkpoint-dir %t/ck-range --checkpoint-every 1 > %t/range.log 2>&1
// RUN: FileCheck %s --check-prefix=RANGE --input-file=%t/range.log
// RANGE: step 0 loss
// RANGE-NOT: step 1 loss
// RANGE: linear-sgd.mlir":{{[0-9]+}}:{{[0-9]+}}): error: {{.*}}bad-range{{/|\\}}input_2.npy: sample 13 is 16, outside argument #2's ap.input_range [0, 15]
// RUN: ls %t/ck-range | FileCheck %s --check-prefix=RANGE-CK
// RANGE-CK: step-1
// RANGE-CK-NOT: step-
//
// Targets of 7 values a sample where the argument has 8.
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --init %t/init --data %t/bad-shape --steps 4 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: linear-sgd.mlir":{{[0-9]+}}:{{[0-9]+}}): error: {{.*}}input_3.npy holds tensor<64x7xf32>, but argument #3 is a batch tensor<8x8xf32>: the file needs dim 0 counting samples (at least one) and the other dims tensor<8xf32>
//
// A parameter of the wrong shape in --init.
// RUN: mkdir -p %t/bad-init && cp %t/init/input_0.npy %t/bad-init/input_1.npy && cp %t/init/input_0.npy %t/bad-init/input_0.npy
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --init %t/bad-init --data %t/data --steps 1 2>&1 | FileCheck %s --check-prefix=INIT
// INIT: error: {{.*}}input_1.npy holds tensor<16x32xf32>, but argument #1 is tensor<32x8xf32>
//
// A checkpoint of another model (a vocabulary of 12): its parameters do
// not match the step's arguments.
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 2 --checkpoint-dir %t/ck > /dev/null
// RUN: sed -e 's/16x32/12x32/g' -e 's/8x16xf32/8x12xf32/g' -e 's/0, 15/0, 11/' %S/Inputs/linear-sgd.mlir > %t/other.mlir
// RUN: not ap-train %t/other.mlir --pipeline= --init %t/empty --data %t/data --steps 4 --checkpoint-dir %t/ck --resume 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: other.mlir":18:{{[0-9]+}}): error: checkpoint {{.*}}step-2 holds input_0 as tensor<16x32xf32>, but argument #0 is tensor<12x32xf32>: a checkpoint of another model
//
// A truncated checkpoint file, and a damaged manifest.
// RUN: cp -r %t/ck %t/ck-cut && %python -c "import sys; f = open(sys.argv[1], 'r+b'); f.truncate(100)" %t/ck-cut/step-2/rank-0.bin
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/ck-cut --resume 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: ap-train: {{.*}}step-2{{/|\\}}rank-0.bin has 100 bytes, its manifest says 3072: a truncated or damaged checkpoint
// RUN: not ap-train --gather %t/ck-cut/step-2 %t/out 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: cp -r %t/ck %t/ck-json && %python -c "import sys; p = sys.argv[1]; t = open(p).read(); open(p, 'w').write(t.replace('\"step\": 2', '\"step\": \"two\"'))" %t/ck-json/step-2/manifest.json
// RUN: not ap-train --gather %t/ck-json/step-2 %t/out 2>&1 | FileCheck %s --check-prefix=JSON
// JSON: ap-train: {{.*}}manifest.json: expected integer at manifest.step
//
// A byte changed in place (the size kept): its checksum file says otherwise.
// RUN: cp -r %t/ck %t/ck-flip && %python -c "import sys; f = open(sys.argv[1], 'r+b'); f.seek(1000); b = f.read(1); f.seek(1000); f.write(bytes([b[0] ^ 1]))" %t/ck-flip/step-2/rank-0.bin
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/ck-flip --resume 2>&1 | FileCheck %s --check-prefix=FLIP
// FLIP: ap-train: {{.*}}step-2{{/|\\}}rank-0.bin hashes to {{[0-9a-f]+}}, its checksum file says {{[0-9a-f]+}}: a damaged checkpoint
//
// A checkpoint a killed run left half written (step-3.tmp-<pid>, the pid
// of no process) is removed when the next run starts; the complete ones
// stay.
// RUN: cp -r %t/ck %t/ck-left && mkdir %t/ck-left/step-3.tmp-999999999 && touch %t/ck-left/step-3.tmp-999999999/rank-0.bin
// RUN: ap-train %S/Inputs/linear-sgd.mlir --pipeline= --init %t/init --data %t/data --steps 3 --checkpoint-dir %t/ck-left --resume 2>&1 | FileCheck %s --check-prefix=LEFT
// LEFT: ap-train: removed {{.*}}step-3.tmp-999999999, a checkpoint its writer (no longer running) did not finish
// RUN: ls %t/ck-left | FileCheck %s --check-prefix=LEFT-LS
// LEFT-LS-NOT: tmp
// LEFT-LS: step-2
// LEFT-LS-NEXT: step-3
// LEFT-LS-NOT: tmp
//
// No checkpoint to resume from; options that need others.
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/none --resume 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: ap-train: cannot list {{.*}}none: No such file or directory
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --init %t/init --data %t/data --steps 4 --checkpoint-dir %t/ck --resume --resume-from 3 2>&1 | FileCheck %s --check-prefix=FROM
// FROM: ap-train: no checkpoint {{.*}}step-3 (no manifest.json)
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --resume 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS: ap-train: --resume needs --checkpoint-dir
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --steps=-1 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: ap-train: --steps
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --optimizer=sgd 2>&1 | FileCheck %s --check-prefix=OPTIMIZER
// OPTIMIZER: error: --optimizer: the step already updates its arguments (results marked 'ap.update_of')
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --mesh=2x0 2>&1 | FileCheck %s --check-prefix=MESH
// MESH: error: --mesh: expected sizes like 2x4, got '2x0'
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --device=gpu 2>&1 | FileCheck %s --check-prefix=IREE-FLAG
// IREE-FLAG: ap-train: --device needs --backend=iree
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --backend=iree --iree-module=a --emit-iree-module=b 2>&1 | FileCheck %s --check-prefix=IREE-BOTH
// IREE-BOTH: ap-train: --iree-module runs a module; --emit-iree-module writes one: not both
//
// IREE runs global steps: a partitioned one is refused before anything
// compiles (no IREE needed to see it).
// RUN: not ap-train %S/Inputs/linear-sgd.mlir --backend=iree --init %t/init --data %t/data --steps 1 2>&1 | FileCheck %s --check-prefix=IREE-MESH
// IREE-MESH: error: ap-train --backend=iree runs a global step on one device, but the pipeline partitioned @step over mesh @mesh 2x2 (4 devices) (plan it with a --pipeline that does not partition, e.g. --pipeline=ap-import-torch)
//
// --help lists ap-train's own options first.
// RUN: ap-train --help | FileCheck %s --check-prefix=HELP
// HELP: OPTIONS:
// HELP-EMPTY:
// HELP-NEXT: Ap-train options:
// HELP: --checkpoint-dir=<DIR>
