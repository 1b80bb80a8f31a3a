// scripts/train-example.sh with the build as it is, on its first 30 steps:
// ap-train's losses on 2x2 against PyTorch's stored run of the same model,
// init, data and AdamW (examples/train/llama-gpl3-torch.txt). The two agree
// to float rounding (the largest difference over the 30 steps below 1e-5,
// where the one-step error model of this loss allows about 4e-4), and the
// page is written.
//
// RUN: env SHARD_BUILD_DIR=%shard_obj_root bash %shard_src_root/scripts/train-example.sh --steps 30 > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// CHECK: [train-example] tokenize: 4285 samples of 8 tokens
// CHECK: [train-example] step 29 loss
// CHECK-NOT: note:
// CHECK: [train-example] train_report: {{.*}}train.html: 30 steps, last loss {{.*}}, largest difference {{(0|[0-9.]+e-0[6-9])$}}
// CHECK: [train-example] open {{.*}}train-example/train.html
