//===- ap-train.cpp - Train a model with a partitioned training step -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
//   ap-train STEP.mlir --pipeline=... --init DIR --data DIR --steps N
//       [--optimizer 'adamw{...}'] [--backend threads|mpi] [--mesh SHAPE]
//       [--checkpoint-dir D --checkpoint-every K] [--resume [--resume-from K]]
//   ap-train --gather D/step-<k> OUT
//
// The step (a global training step) gets its optimizer (ap-append-optimizer,
// unless its results already update its arguments), is planned and
// partitioned by --pipeline as ap-run does, compiled, and run step after
// step on its ranks; docs/Training.md. Exit status: 0, or 2 on errors.
//
//===----------------------------------------------------------------------===//

#include "Checkpoint.h"
#include "IreeStep.h"
#include "Options.h"
#include "Step.h"
#include "Training.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/Execution/JitProgram.h"
#include "Shard/Execution/ProgramLoading.h"
#include "Shard/Execution/SpmdRunner.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/InitAllPasses.h"
#include "Shard/Tools/RunnerDialects.h"
#include "Shard/Tools/ToolOptions.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"

using namespace mlir;
using namespace mlir::ap;

namespace cl = llvm::cl;

namespace {

/// `--optimizer NAME{OPTIONS}` as the pass that appends it, or "" where the
/// step already updates its state.
FailureOr<std::string> getOptimizerPass(func::FuncOp function) {
  bool updates = false;
  for (unsigned index = 0; index < function.getNumResults(); ++index)
    updates |= static_cast<bool>(
        function.getResultAttr(index, APDialect::getUpdateOfAttrName()));
  if (updates) {
    if (optimizer.getNumOccurrences())
      return function.emitError()
             << "--optimizer: the step already updates its arguments "
                "(results marked '"
             << APDialect::getUpdateOfAttrName() << "')";
    return std::string();
  }
  StringRef text = optimizer.empty() ? StringRef("adamw") : optimizer;
  auto [name, options] = text.split('{');
  if (!options.empty() && !options.consume_back("}"))
    return function.emitError()
           << "--optimizer: expected NAME{OPTIONS}, got '" << text << "'";
  std::string pass = "ap-append-optimizer{optimizer=" + name.trim().str();
  if (!options.trim().empty())
    pass += " " + options.trim().str();
  return pass + "}";
}

/// --mesh: the module's one mesh gets the shape (and, for another number
/// of axes, axes d0, d1, ...).
LogicalResult overrideMesh(ModuleOp module) {
  SmallVector<int64_t> shape;
  for (StringRef size : llvm::split(meshOption.getValue(), 'x')) {
    int64_t value;
    if (size.getAsInteger(10, value) || value < 1)
      return module.emitError()
             << "--mesh: expected sizes like 2x4, got '" << meshOption << "'";
    shape.push_back(value);
  }
  auto meshes = llvm::to_vector(module.getOps<MeshOp>());
  if (meshes.size() != 1)
    return module.emitError() << "--mesh: the step must declare one ap.mesh, "
                                 "it declares "
                              << meshes.size();
  MeshOp mesh = meshes.front();
  Builder builder(module.getContext());
  if (mesh.getShape().size() != shape.size()) {
    SmallVector<StringRef> names;
    SmallVector<std::string> storage;
    for (size_t axis = 0; axis < shape.size(); ++axis)
      storage.push_back("d" + std::to_string(axis));
    for (const std::string &name : storage)
      names.push_back(name);
    mesh.setAxisNamesAttr(builder.getStrArrayAttr(names));
    mesh.removeGroupsAttr();
  }
  mesh.setShapeAttr(builder.getDenseI64ArrayAttr(shape));
  return success();
}

/// Asks the planners of the pipeline (ap-auto-shard, or ap-choose-einsum-form
/// of ap-auto-parallel) to keep their predicted step on the function they
/// plan (ap.predicted_step), which ap-train prints beside the measured one.
LogicalResult recordPredictedStep(OpPassManager &pm) {
  for (Pass &pass : pm.getPasses()) {
    StringRef name = pass.getArgument();
    if (name != "ap-auto-shard" && name != "ap-choose-einsum-form")
      continue;
    if (failed(pass.initializeOptions("record-predicted-step",
                                      [](const Twine &message) {
                                        llvm::errs() << message << "\n";
                                        return failure();
                                      })))
      return failure();
  }
  return success();
}

/// The step as its ranks run it: the optimizer appended, planned and
/// partitioned.
OwningOpRef<ModuleOp> loadStep(MLIRContext &context,
                               runtime::CollectiveBackend *processBackend,
                               std::string &entry) {
  OwningOpRef<ModuleOp> input = parseProgramFile(stepFile, context, "ap-train");
  if (!input)
    return nullptr;
  FailureOr<std::string> chosen = chooseEntry(*input, entryName);
  if (failed(chosen))
    return nullptr;
  entry = *chosen;
  auto function = input->lookupSymbol<func::FuncOp>(entry);
  if (!function) {
    input->emitError() << "no function @" << entry;
    return nullptr;
  }
  if (!meshOption.empty() && failed(overrideMesh(*input)))
    return nullptr;
  FailureOr<std::string> optimizerPass = getOptimizerPass(function);
  if (failed(optimizerPass))
    return nullptr;
  std::string passes = *optimizerPass;
  if (!passes.empty() && !pipeline.empty())
    passes += ",";
  passes += pipeline;
  if (passes.empty())
    return input;
  return runPipelineOnRankZero(*input, passes, processBackend,
                               recordPredictedStep);
}

/// The step as the backend runs it: JIT-compiled for the ranks here, or,
/// for IREE (which compiles it itself), its signature.
FailureOr<std::unique_ptr<CompiledProgram>>
compileStep(ModuleOp module, func::FuncOp function, StringRef entry) {
  if (isIreeBackend()) {
    ProgramSignature signature;
    if (failed(readProgramSignature(function, signature)))
      return failure();
    return std::make_unique<CompiledProgram>(std::move(signature), nullptr);
  }
  JitOptions options;
  options.optLevel = optLevel;
  options.contractions = contractionsOption;
  FailureOr<std::unique_ptr<JitProgram>> program =
      JitProgram::compile(module, entry, options);
  if (failed(program))
    return failure();
  return std::unique_ptr<CompiledProgram>(std::move(*program));
}

int trainMain(MLIRContext &context, ExecutionBackend &backend) {
  runtime::CollectiveBackend *processBackend = backend.getProcessBackend();
  std::string entry;
  OwningOpRef<ModuleOp> module = loadStep(context, processBackend, entry);
  if (!module)
    return 2;
  auto function = module->lookupSymbol<func::FuncOp>(entry);
  FailureOr<std::unique_ptr<CompiledProgram>> program =
      compileStep(*module, function, entry);
  if (failed(program))
    return 2;
  std::unique_ptr<IreeStep> iree;
  if (isIreeBackend()) {
    FailureOr<std::unique_ptr<IreeStep>> prepared =
        prepareIreeStep(*module, entry, **program);
    if (failed(prepared))
      return 2;
    if (!emitIreeModule.empty())
      return 0;
    iree = std::move(*prepared);
  }
  Step step{function, **program, processBackend, iree.get()};
  if (auto predicted = function->getAttrOfType<FloatAttr>(
          APDialect::getPredictedStepAttrName()))
    step.predictedStep = predicted.getValueAsDouble();
  if (processBackend && (*program)->isDistributed()) {
    std::string problem = checkProcessCount(**program, *processBackend, "step");
    if (!problem.empty()) {
      llvm::errs() << "ap-train: " << problem << "\n";
      return 2;
    }
  }
  if (failed(classifyArguments(step, dataDir)))
    return 2;
  setBlasThreads(blasThreads, **program, processBackend);
  setCommunicationStreams(commStream, **program, processBackend);
  retainFreedMemory();
  llvm::outs() << "ap-train: @" << entry << ", " << describeDevices(**program)
               << ", " << llvm::count(step.roles, ArgumentRole::State)
               << " state, " << llvm::count(step.roles, ArgumentRole::Data)
               << " data and "
               << llvm::count(step.roles, ArgumentRole::Constant)
               << " constant argument(s)\n";
  if (llvm::is_contained(step.relaidOut, true))
    llvm::outs() << "ap-train: note: the plan lays out "
                 << llvm::count(step.relaidOut, true)
                 << " update(s) differently from their arguments; they are "
                    "re-sharded through their global values at every step\n";
  if (step.isLeader()) {
    if (step.predictedStep)
      llvm::outs() << llvm::format("ap-train: the plan's predicted step: %.3f "
                                   "ms (ap.predicted_step)\n",
                                   *step.predictedStep * 1e3);
    else
      llvm::outs() << "ap-train: no predicted step (the pipeline planned "
                      "nothing)\n";
  }
  FailureOr<RankTensors> args = initializeArguments(step, initDir);
  if (failed(args))
    return 2;
  int64_t first = 0;
  if (resume) {
    FailureOr<std::pair<std::string, int64_t>> checkpoint =
        findCheckpoint(checkpointDir, resumeFrom);
    if (failed(checkpoint) ||
        failed(readCheckpoint(step, checkpoint->first, *args)))
      return 2;
    first = checkpoint->second;
    llvm::outs() << "ap-train: resuming from " << checkpoint->first << "\n";
  }
  return failed(train(step, *args, first)) ? 2 : 0;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  hideUnrelatedOptions({&getApTrainCategory()});
  registerAllPasses();
  registerAllShardPasses();
  registerMLIRContextCLOptions();
  cl::ParseCommandLineOptions(argc, argv,
                              "Train a model with a partitioned step\n");
  if (llvm::Error error = checkOptions()) {
    llvm::errs() << "ap-train: " << llvm::toString(std::move(error)) << "\n";
    return 2;
  }
  DialectRegistry registry;
  registerRunnerDialects(registry);
  MLIRContext context(registry);
  context.disableMultithreading();
  if (!gatherOption.empty()) {
    context.loadDialect<APDialect>();
    return failed(gatherCheckpoint(context, gatherOption[0], gatherOption[1]))
               ? 2
               : 0;
  }
  ExecutionOptions options;
  options.collectives = collectivesOption;
  options.collectiveTimeout = collectiveTimeout;
  std::unique_ptr<ExecutionBackend> backend = backendOption->create(options);
  if (llvm::Error error = backend->start("ap-train", &argc, &argv)) {
    llvm::errs() << llvm::toString(std::move(error)) << "\n";
    return 2;
  }
  int status = trainMain(context, *backend);
  if (status == 2)
    backend->abortJob("could not prepare or run the training step", 2);
  return status;
}
