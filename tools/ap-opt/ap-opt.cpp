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

#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/InitAllPasses.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::ap::registerAllShardPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::ap::registerAllShardDialects(registry);
  // torch-mlir exports: parsed here, rewritten by ap-import-torch.
  mlir::ap::registerTorchImportDialects(registry);
  mlir::ap::registerAllShardExtensions(registry);
  // gpu-module-to-binary (ap-lower-to-gpu-kernels) translates to LLVM IR.
  mlir::registerAllToLLVMIRTranslations(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "Shard optimizer driver (a superset of mlir-opt)\n",
      registry));
}
