// ap-auto-shard's program-file writes the integer program each solve gives
// CBC (FILE-1.mps.gz, FILE-2.mps.gz...), to measure other solvers on it
// (benchmarks/solver-compare.sh). The generator's LLaMA-3 8B, 8 layers, on
// 8x8 under 20 GB (auto-shard-plans.mlir's FSDP + TP case) reaches CBC with
// gap=0; a short time limit stops CBC, not the writing.
//
// RUN: %model_gen/llama.py --preset llama3-8b --layers 8 --mesh 8x8 > %t.mlir
// RUN: rm -f %t.program-*.mps.gz
// RUN: ap-opt %t.mlir -ap-auto-shard="overlap=false gap=0 time-limit=3 recompute=save-all memory-budget=20 program-file=%t.program progress=on" \
// RUN:   -o /dev/null 2> %t.log
// RUN: FileCheck %s --check-prefix=LINES < %t.log
// LINES: integer program: {{[0-9]+}} variables ({{[0-9]+}} binary)
// LINES-NEXT: integer program written to {{.*}}.program-1.mps.gz
//
// The file is the program: as many binaries as the progress line counts,
// one objective row, and the sections of an MPS file in order.
// RUN: (grep -m1 -E 'integer program: [0-9]+ variables \([0-9]+ binary' %t.log; gzip -dc %t.program-1.mps.gz | grep -c '^ BV'; \
// RUN:  gzip -dc %t.program-1.mps.gz | grep -E '^[A-Z]') | FileCheck %s --check-prefix=MPS
// MPS: integer program: {{[0-9]+}} variables ([[BINARIES:[0-9]+]] binary)
// MPS-NEXT: {{^}}[[BINARIES]]{{$}}
// MPS-NEXT: NAME
// MPS-NEXT: ROWS
// MPS-NEXT: COLUMNS
// MPS-NEXT: RHS
// MPS-NEXT: BOUNDS
// MPS-NEXT: ENDATA
