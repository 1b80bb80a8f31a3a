//===- ap-opt.cpp - The Shard optimizer driver ----------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A superset of mlir-opt: every upstream dialect, extension and pass, plus the
// project's own. Upstream's `shard` dialect and ours (`ap`) live side by side.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/IREEDialects.h"
#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/InitAllPasses.h"
#include "Shard/Tools/ToolOptions.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  // LLVM's code generators' options are hidden from --help; MlirOptMain
  // registers MLIR's own after this.
  mlir::ap::hideUnrelatedOptions({});
  mlir::registerAllPasses();
  mlir::ap::registerAllShardPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::ap::registerAllShardDialects(registry);
  // torch-mlir exports: parsed here, rewritten by ap-import-torch.
  mlir::ap::registerTorchImportDialects(registry);
  // ap-lower-to-iree's output (IREE's flow and util ops): parsed here too.
  mlir::ap::registerIREEStandInDialects(registry);
  mlir::ap::registerAllShardExtensions(registry);
  // gpu-module-to-binary (ap-lower-to-gpu-kernels) translates to LLVM IR.
  mlir::registerAllToLLVMIRTranslations(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv,
      "Shard optimizer driver (a superset of mlir-opt)\n\n"
      "The project's entry points (every ap-* pass is listed with its options\n"
      "under Passes below; docs/generated/ describes each):\n"
      "  --pass-pipeline='builtin.module(ap-auto-parallel{...})'  the whole\n"
      "      flow: import, plan, partition, optimize collectives, schedule\n"
      "      (docs/Pipeline.md)\n"
      "  --ap-auto-shard='summary=- report=plan.html explain=NAME'  plan with\n"
      "      the cost model and the ILP (docs/AutoShard.md, docs/PlanReport.md)\n"
      "  --ap-partition, --ap-recompute-partition, --ap-schedule-collectives\n"
      "  --ap-lower-to-runtime, --ap-lower-to-iree  per-device code (the\n"
      "      latter for iree-compile, ap-auto-parallel's output as it is)\n",
      registry));
}
