// --help shows the tools' own options first and hides the options of
// LLVM's code generators, which the tools link but which mean nothing to
// them (`--help-hidden` still lists them, and they still work).
//
// RUN: ap-run --help | FileCheck %s --check-prefix=APTOOL
// RUN: ap-run --help | FileCheck %s --check-prefix=NO-BACKENDS
// RUN: ap-run --help-hidden | FileCheck %s --check-prefix=HIDDEN
// RUN: ap-opt --help | FileCheck %s --check-prefix=OPT
// RUN: ap-opt --help | FileCheck %s --check-prefix=NO-BACKENDS
// RUN: ap-run --help | python3 -c "import sys; n = len(sys.stdin.readlines()); print(n); sys.exit(n > 150)"

// APTOOL: OPTIONS:
// APTOOL-EMPTY:
// APTOOL-NEXT: Ap-run options:
// APTOOL: --backend=<value>
// APTOOL: --compare
// APTOOL: --pipeline=
// APTOOL: General options:
// APTOOL: --mlir-print-debuginfo
// APTOOL: Generic Options:

// NO-BACKENDS-NOT: --aarch64-neon-syntax
// NO-BACKENDS-NOT: --amdgpu-bypass-slow-div
// NO-BACKENDS-NOT: --x86-asm-syntax

// HIDDEN: --aarch64-neon-syntax

// OPT: The project's entry points
// OPT: ap-auto-parallel
// OPT: General options:
// OPT: --ap-auto-shard
// OPT: --mlir-print-debuginfo
