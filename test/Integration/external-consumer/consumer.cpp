//===- consumer.cpp - Embeds the ap dialect from outside the project ------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Passes.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/raw_ostream.h"

int main() {
  mlir::DialectRegistry registry;
  mlir::ap::registerAllShardDialects(registry);
  mlir::ap::registerAllShardExtensions(registry);
  registry.insert<mlir::func::FuncDialect>();
  mlir::MLIRContext context(registry);

  const char *source = R"mlir(
    ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])
    func.func @f(%w: tensor<16x12xf32>) -> tensor<16x12xf32> {
      %0 = ap.annotate %w to <@mesh, [S(0), S(1)]> : tensor<16x12xf32>
      return %0 : tensor<16x12xf32>
    }
  )mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(source,
                                              mlir::ParserConfig(&context));
  if (!module)
    return 1;
  int annotations = 0;
  module->walk([&](mlir::ap::AnnotateOp op) {
    auto mesh = mlir::SymbolTable::lookupNearestSymbolFrom<mlir::ap::MeshOp>(
        op, op.getSharding().getMesh());
    auto local =
        mlir::ap::getLocalShape(mesh.getShape(), op.getSharding().getLayout(),
                                op.getResult().getType().getShape());
    llvm::outs() << "local shape: ";
    llvm::interleave(local, llvm::outs(), "x");
    llvm::outs() << "\n";
    ++annotations;
  });
  if (annotations != 1)
    return 2;

  // The partitioner, embedded (library APTransforms, which links no
  // solver): the annotated weight becomes its per-device shard.
  mlir::PassManager pm(&context);
  pm.addPass(mlir::ap::createAPPartition());
  if (mlir::failed(pm.run(*module)))
    return 3;
  auto function = *module->getOps<mlir::func::FuncOp>().begin();
  llvm::outs() << "partitioned: " << function.getFunctionType() << "\n";
  return 0;
}
