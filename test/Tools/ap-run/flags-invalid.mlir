// ap-run's numeric flags have ranges (OptionChecks.h): a value outside is
// an error before anything runs. Before, --rtol=nan compared nothing
// (every comparison with NaN is false), a negative --atol or an
// --opt-level past 3 (cast to LLVM's CodeGenOptLevel) were taken as given.
//
// RUN: not ap-run %S/Inputs/scale-global.mlir --rtol=nan 2>&1 | FileCheck %s --check-prefix=RTOL
// RTOL: ap-run: --rtol is nan: it takes a finite number >= 0 (-1: the error model's) or -1
// RUN: not ap-run %S/Inputs/scale-global.mlir --atol=-2 2>&1 | FileCheck %s --check-prefix=ATOL
// ATOL: ap-run: --atol is -2: it takes a finite number >= 0 (-1: the error model's) or -1
// RUN: not ap-run %S/Inputs/scale-global.mlir --float-specials=1.5 2>&1 | FileCheck %s --check-prefix=SPECIALS
// SPECIALS: ap-run: --float-specials is 1.5: it takes a number in [0, 1] (a fraction of the float inputs)
// RUN: not ap-run %S/Inputs/scale-global.mlir --gradient-rtol=-1 2>&1 | FileCheck %s --check-prefix=GRADIENT
// GRADIENT: ap-run: --gradient-rtol is -1: it takes a finite number >= 0
// RUN: not ap-run %S/Inputs/scale-global.mlir --gradient-atol=inf 2>&1 | FileCheck %s --check-prefix=GRADIENT-INF
// GRADIENT-INF: ap-run: --gradient-atol is inf: it takes a finite number >= 0
// RUN: not ap-run %S/Inputs/scale-global.mlir --collective-timeout=nan 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// TIMEOUT: ap-run: --collective-timeout is nan: it takes a number >= 0 (seconds; 0: no limit; inf: unbounded)
// RUN: not ap-run %S/Inputs/scale-global.mlir --opt-level=7 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: ap-run: --opt-level is 7: it takes a number in [0, 3] (LLVM's -O levels)
//
// The ends of the ranges run.
// RUN: ap-run %S/Inputs/scale-global.mlir --rtol=0 --atol=0 --float-specials=1 --collective-timeout=inf --opt-level=3 | FileCheck %s --check-prefix=FINE
// FINE: ap-run: reference @scale: global, 1 device
