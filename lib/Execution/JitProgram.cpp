//===- JitProgram.cpp - A function compiled for the CPU -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The function is called through a generated wrapper whose arguments are all
// unranked memrefs (inputs, then one destination per result), so that the
// host needs a single calling convention: for each argument the packed
// interface takes a pointer to its rank and a pointer to a pointer to its
// ranked descriptor {allocated, aligned, offset, sizes..., strides...}.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/JitProgram.h"
#include "Shard/Conversion/LoweringPipelines.h"
#include "Shard/Conversion/RuntimeCalls.h"
#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Execution/ProgramManifest.h"
#include "Shard/Runtime/CollectiveRuntime.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/Transforms/FuncBufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/BufferizableOpInterfaceImpl.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <cstdlib>
#include <mutex>
#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::ap;

static constexpr llvm::StringLiteral kWrapperName = "__ap_run_entry";
/// What the program's own functions are called in the JIT and in objects
/// (renameProgramFunctions): `@exp` is `__ap_program_exp`.
static constexpr llvm::StringLiteral kProgramFunctionPrefix = "__ap_program_";

void mlir::ap::registerExecutionDialects(DialectRegistry &registry) {
  registry.insert<bufferization::BufferizationDialect, func::FuncDialect,
                  memref::MemRefDialect>();
  arith::registerBufferizableOpInterfaceExternalModels(registry);
  linalg::registerBufferizableOpInterfaceExternalModels(registry);
  tensor::registerBufferizableOpInterfaceExternalModels(registry);
  bufferization::func_ext::registerBufferizableOpInterfaceExternalModels(
      registry);
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}

JitProgram::~JitProgram() = default;

LogicalResult mlir::ap::readProgramSignature(func::FuncOp function,
                                             ProgramSignature &signature) {
  SmallVectorImpl<TensorSignature> &arguments = signature.arguments;
  SmallVectorImpl<TensorSignature> &results = signature.results;
  SmallVectorImpl<int64_t> &meshShape = signature.meshShape;
  signature.entry = function.getSymName().str();
  SymbolTable symbols(function->getParentOfType<ModuleOp>());
  MeshOp mesh;
  auto read = [&](Type type, DictionaryAttr attributes, StringRef what,
                  unsigned index, TensorSignature &signature) -> LogicalResult {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    Type element = tensorType ? tensorType.getElementType() : Type();
    auto complex = dyn_cast_or_null<ComplexType>(element);
    if (complex)
      element = complex.getElementType();
    // A complex tensor is held as pairs of its component type.
    std::optional<ElementType> kind =
        element ? getRuntimeElementType(element) : std::nullopt;
    if (complex && !element.isF32() && !element.isF64())
      kind = std::nullopt;
    if (!tensorType || !tensorType.hasStaticShape() || !kind)
      return function.emitError()
             << what << " #" << index << " has type " << type
             << "; the runner takes ranked tensors of static shape with "
                "f16, bf16, f32, f64, i1/i8/i16/i32/i64, complex<f32> or "
                "complex<f64> elements";
    signature.kind = *kind;
    signature.shape.assign(tensorType.getShape().begin(),
                           tensorType.getShape().end());
    if (complex) {
      signature.shape.push_back(2);
      signature.isComplex = true;
    }
    if (auto gradOf = attributes ? dyn_cast_or_null<IntegerAttr>(attributes.get(
                                       APDialect::getGradOfAttrName()))
                                 : IntegerAttr())
      signature.gradOf = gradOf.getInt();
    if (auto updateOf =
            attributes ? dyn_cast_or_null<IntegerAttr>(
                             attributes.get(APDialect::getUpdateOfAttrName()))
                       : IntegerAttr())
      signature.updateOf = updateOf.getInt();
    if (auto range =
            attributes ? dyn_cast_or_null<DenseI64ArrayAttr>(
                             attributes.get(APDialect::getInputRangeAttrName()))
                       : DenseI64ArrayAttr();
        range && range.size() >= 2)
      signature.inputRange = TensorSignature::InputRange{
          range[0], range[1],
          llvm::SmallVector<int64_t, 1>(range.asArrayRef().drop_front(2))};
    auto sharding = attributes ? dyn_cast_or_null<ShardingAttr>(attributes.get(
                                     APDialect::getLocalShardingAttrName()))
                               : ShardingAttr();
    if (!sharding)
      return success();
    auto meshOp = symbols.lookup<MeshOp>(sharding.getMesh().getValue());
    if (mesh && meshOp != mesh)
      return function.emitError()
             << "the runner needs one mesh per program; " << what << " #"
             << index << " uses " << sharding.getMesh() << ", another uses @"
             << mesh.getSymName();
    mesh = meshOp;
    signature.layout = sharding.getLayout();
    if (auto global = dyn_cast_or_null<DenseI64ArrayAttr>(
            attributes.get(APDialect::getGlobalShapeAttrName()))) {
      signature.globalShape.emplace(global.asArrayRef());
      // The host view of a complex tensor: its pairs, as `shape` above.
      if (complex)
        signature.globalShape->push_back(2);
    }
    return success();
  };
  for (auto [index, type] : llvm::enumerate(function.getArgumentTypes()))
    if (failed(read(type, function.getArgAttrDict(index), "argument", index,
                    arguments.emplace_back())))
      return failure();
  for (auto [index, type] : llvm::enumerate(function.getResultTypes()))
    if (failed(read(type, function.getResultAttrDict(index), "result", index,
                    results.emplace_back())))
      return failure();
  if (!mesh)
    return success();
  meshShape.assign(mesh.getShape().begin(), mesh.getShape().end());
  signature.meshName = mesh.getSymName().str();
  // Unannotated values of a partitioned program are replicated.
  for (auto *list : {&arguments, &results})
    for (TensorSignature &signature : *list)
      if (!signature.layout)
        signature.layout = ShardingLayout(
            SmallVector<Placement>(meshShape.size(), Placement::replicate()));
  return success();
}

/// MLIR's C runner utilities (memrefCopy, ...), which the JIT loads by
/// path: where the build found them, else the same file beside this
/// executable (`<bin>/../lib`: a relocated installation, such as
/// scripts/gpu-bundle.sh's) or on LD_LIBRARY_PATH; else the built path, which
/// the loader's error then names.
static std::string findCRunnerUtils() {
  llvm::StringRef built = SHARD_MLIR_C_RUNNER_UTILS;
  if (llvm::sys::fs::exists(built))
    return built.str();
  llvm::StringRef name = llvm::sys::path::filename(built);
  SmallVector<std::string> directories;
  std::string executable = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&findCRunnerUtils));
  if (!executable.empty())
    directories.push_back((llvm::sys::path::parent_path(
                               llvm::sys::path::parent_path(executable)) +
                           "/lib")
                              .str());
  if (const char *paths = std::getenv("LD_LIBRARY_PATH")) {
    SmallVector<llvm::StringRef> entries;
    llvm::StringRef(paths).split(entries, ':', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef entry : entries)
      directories.push_back(entry.str());
  }
  for (const std::string &directory : directories) {
    SmallString<256> candidate(directory);
    llvm::sys::path::append(candidate, name);
    if (llvm::sys::fs::exists(candidate))
      return std::string(candidate);
  }
  return built.str();
}

/// A copy of `tensor` in memory the program allocates (on a GPU: managed
/// memory its kernels reach).
static Value copyToAllocatedMemory(OpBuilder &builder, Location loc,
                                   Value tensor) {
  return bufferization::AllocTensorOp::create(
      builder, loc, cast<RankedTensorType>(tensor.getType()),
      /*dynamicSizes=*/ValueRange(), /*copy=*/tensor);
}

/// Copies every tensor constant into memory the program allocates: on a
/// GPU, constants left as globals would sit in host memory the kernels do
/// not reach.
static void copyConstantsToAllocatedMemory(ModuleOp module) {
  SmallVector<arith::ConstantOp> constants;
  module.walk([&](arith::ConstantOp constant) {
    if (isa<RankedTensorType>(constant.getType()))
      constants.push_back(constant);
  });
  for (arith::ConstantOp constant : constants) {
    OpBuilder builder(constant->getContext());
    builder.setInsertionPointAfter(constant);
    Value copy =
        copyToAllocatedMemory(builder, constant.getLoc(), constant.getResult());
    constant.getResult().replaceAllUsesExcept(copy, copy.getDefiningOp());
  }
}

/// Rewrites every cf.assert of `module` into a call of ap_run_assert_failed
/// when its condition is false; returns the ids and messages it registered.
static std::vector<std::pair<int64_t, std::string>>
routeAssertionsToHost(ModuleOp module) {
  std::vector<std::pair<int64_t, std::string>> registered;
  SmallVector<cf::AssertOp> asserts;
  module.walk([&](cf::AssertOp op) { asserts.push_back(op); });
  if (asserts.empty())
    return registered;
  MLIRContext *context = module.getContext();
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(module.getBody());
  auto callee = func::FuncOp::create(
      builder, module.getLoc(), kAssertFailedName,
      FunctionType::get(context, {builder.getI64Type()}, {}));
  callee.setPrivate();
  for (cf::AssertOp op : asserts) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "\"" << op.getMsg() << "\" at " << op.getLoc();
    int64_t id = registerAssertionMessage(text);
    registered.emplace_back(id, text);
    builder.setInsertionPoint(op);
    Location loc = op.getLoc();
    Value isTrue = arith::ConstantIntOp::create(builder, loc, 1, 1);
    Value failed = arith::XOrIOp::create(builder, loc, op.getArg(), isTrue);
    auto ifOp = scf::IfOp::create(builder, loc, failed, /*withElse=*/false);
    builder.setInsertionPointToStart(ifOp.thenBlock());
    Value idValue = arith::ConstantIntOp::create(builder, loc, id, 64);
    func::CallOp::create(builder, loc, callee, ValueRange{idValue});
    op.erase();
  }
  return registered;
}

/// Gives every function `module` defines a name in the project's own
/// prefix, which no C library or runtime symbol has, and returns the new
/// name of `entry`. The lowering calls libm (`exp`, `tanh`), `malloc`,
/// `free`, `memcpy` and the runtime by name, and a definition of the
/// program's of that name (a `@exp`) would be what those calls reach, in the
/// JIT and in one object file alike: they would recurse into it, or the
/// lowering would rename its own declaration past the symbol it needs.
/// Declarations keep their names: they are the program's calls of the
/// host's symbols. The host reaches the program through the wrapper only,
/// and diagnostics through locations, so nothing else needs the old names.
static FailureOr<std::string> renameProgramFunctions(ModuleOp module,
                                                     StringRef entry) {
  SymbolTable symbols(module);
  std::string renamedEntry;
  SmallVector<func::FuncOp> defined;
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal())
      defined.push_back(function);
  for (func::FuncOp function : defined) {
    std::string name = (kProgramFunctionPrefix + function.getSymName()).str();
    while (symbols.lookup(name))
      name += "_";
    bool isEntry = function.getSymName() == entry;
    if (failed(symbols.rename(function, name)))
      return function.emitError()
             << "cannot rename @" << function.getSymName() << " to @" << name
             << " (its uses could not all be found)";
    if (isEntry)
      renamedEntry = name;
  }
  return renamedEntry;
}

/// Prepares a lowered `module` for an object file of its own: every function
/// it defines but the wrapper becomes internal (the executable exports the
/// wrapper and the manifest only), and the manifest becomes a constant.
static void prepareForObjectFile(ModuleOp module, StringRef manifest) {
  module.walk([](LLVM::LLVMFuncOp function) {
    if (!function.isExternal() && function.getSymName() != kWrapperName)
      function.setLinkage(LLVM::Linkage::Internal);
  });
  OpBuilder builder(module.getContext());
  builder.setInsertionPointToEnd(module.getBody());
  std::string text = manifest.str();
  text.push_back('\0');
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), text.size());
  LLVM::GlobalOp::create(builder, module.getLoc(), type, /*isConstant=*/true,
                         LLVM::Linkage::External, kManifestSymbol,
                         builder.getStringAttr(text));
}

/// Adds `__ap_run_entry(memref<*x..>...)`: casts its inputs to tensors
/// (complex ones from their host view), calls `function`, and writes the
/// results into its remaining arguments.
/// With `copyInputs`, every input is first copied into memory the program
/// allocates (copyToAllocatedMemory).
static void buildWrapper(ModuleOp module, func::FuncOp function,
                         bool copyInputs) {
  MLIRContext *context = module.getContext();
  context->loadDialect<arith::ArithDialect, bufferization::BufferizationDialect,
                       complex::ComplexDialect, func::FuncDialect,
                       linalg::LinalgDialect, memref::MemRefDialect,
                       scf::SCFDialect, tensor::TensorDialect>();
  OpBuilder builder(context);
  builder.setInsertionPointToEnd(module.getBody());
  Location loc = function.getLoc();
  SmallVector<Type> wrapperTypes;
  auto unranked = [](Type type) {
    return UnrankedMemRefType::get(getComplexPairsType(type).getElementType(),
                                   0);
  };
  for (Type type : function.getArgumentTypes())
    wrapperTypes.push_back(unranked(type));
  for (Type type : function.getResultTypes())
    wrapperTypes.push_back(unranked(type));
  auto wrapper = func::FuncOp::create(
      builder, loc, kWrapperName, FunctionType::get(context, wrapperTypes, {}));
  Block *body = wrapper.addEntryBlock();
  builder.setInsertionPointToStart(body);
  auto toMemRef = [](Type tensorType) {
    RankedTensorType type = getComplexPairsType(tensorType);
    return MemRefType::get(type.getShape(), type.getElementType());
  };
  SmallVector<Value> inputs;
  for (auto [index, type] : llvm::enumerate(function.getArgumentTypes())) {
    Value buffer = memref::CastOp::create(builder, loc, toMemRef(type),
                                          body->getArgument(index));
    Value input = bufferization::ToTensorOp::create(
        builder, loc, getComplexPairsType(type), buffer, /*restrict=*/true,
        /*writable=*/false);
    if (copyInputs)
      input = copyToAllocatedMemory(builder, loc, input);
    if (getComplexPairsType(type) != type)
      input = convertComplexPairs(builder, loc, input,
                                  cast<RankedTensorType>(type));
    inputs.push_back(input);
  }
  auto call = func::CallOp::create(builder, loc, function, inputs);
  unsigned numInputs = function.getNumArguments();
  for (auto [index, result] : llvm::enumerate(call.getResults())) {
    Value destination =
        memref::CastOp::create(builder, loc, toMemRef(result.getType()),
                               body->getArgument(numInputs + index));
    Value value = result;
    if (getComplexPairsType(result.getType()) != result.getType())
      value = convertComplexPairs(builder, loc, value,
                                  getComplexPairsType(result.getType()));
    auto materialize = bufferization::MaterializeInDestinationOp::create(
        builder, loc, value, destination);
    materialize.setRestrict(true);
    materialize.setWritable(true);
  }
  func::ReturnOp::create(builder, loc);
}

/// The symbols a compiled program calls: the collective runtime's, the
/// options' extra ones (the GPU host runtime) and the assertion hook.
static void registerJitSymbols(ExecutionEngine &engine,
                               const JitOptions &jitOptions) {
  engine.registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap symbols;
    auto add = [&](StringRef name, void *address) {
      symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                                 llvm::JITSymbolFlags::Exported};
    };
    runtime::forEachRuntimeSymbol(add);
    if (jitOptions.extraSymbols)
      jitOptions.extraSymbols(add);
    symbols[interner(kAssertFailedName)] = {
        llvm::orc::ExecutorAddr::fromPtr(&ap_run_assert_failed),
        llvm::JITSymbolFlags::Exported};
    return symbols;
  });
}

FailureOr<std::unique_ptr<JitProgram>>
JitProgram::compile(ModuleOp module, StringRef entry,
                    const JitOptions &jitOptions) {
  auto function = module.lookupSymbol<func::FuncOp>(entry);
  if (!function || function.isExternal())
    return module.emitError() << "no function @" << entry << " with a body";
  std::unique_ptr<JitProgram> program(new JitProgram());
  if (failed(readProgramSignature(function, program->signature)))
    return failure();

  OwningOpRef<ModuleOp> clone = module.clone();
  FailureOr<std::string> renamedEntry = renameProgramFunctions(*clone, entry);
  if (failed(renamedEntry))
    return failure();
  buildWrapper(*clone, clone->lookupSymbol<func::FuncOp>(*renamedEntry),
               /*copyInputs=*/jitOptions.gpu);
  ProgramManifest manifest;
  manifest.signature = program->signature;
  manifest.assertions = routeAssertionsToHost(*clone);
  if (!jitOptions.objectFile.empty()) {
    if (jitOptions.gpu)
      return module.emitError()
             << "object files hold CPU code: GPU programs (ap-run "
                "--device=gpu) run only in the JIT";
    // The JIT compiles for this CPU, every feature it has (the target
    // JITTargetMachineBuilder::detectHost describes).
    manifest.cpu = llvm::sys::getHostCPUName().str();
    for (const auto &feature : llvm::sys::getHostCPUFeatures())
      if (feature.second)
        manifest.cpuFeatures.push_back(feature.first().str());
    llvm::sort(manifest.cpuFeatures);
  }
  if (jitOptions.gpu)
    copyConstantsToAllocatedMemory(*clone);
  PassManager pm(module.getContext());
  // A global program's annotations are identities on its values.
  if (!program->isDistributed())
    pm.addPass(createAPEraseShardings());
  if (jitOptions.gpu) {
    GPUKernelPipelineOptions kernels;
    kernels.chip = jitOptions.gpuChip;
    if (failed(buildGpuLoweringPipeline(pm, kernels)))
      return module.emitError() << "the GPU pipeline could not be built";
  } else {
    buildCpuLoweringPipeline(pm, jitOptions.contractions,
                             jitOptions.fuseElementwise);
  }
  if (failed(pm.run(*clone)))
    return module.emitError() << "lowering @" << entry << " for the "
                              << (jitOptions.gpu ? "GPU" : "CPU") << " failed";
  if (!jitOptions.objectFile.empty())
    prepareForObjectFile(*clone, printProgramManifest(manifest));
  if (jitOptions.deviceProblem) {
    std::string problem = jitOptions.deviceProblem();
    if (!problem.empty())
      return module.emitError()
             << "lowered @" << entry << " for the "
             << (jitOptions.gpu ? "GPU (" + jitOptions.gpuChip + ")" : "CPU")
             << ", but it cannot run here: " << problem;
  }

  static std::once_flag initializeTarget;
  std::call_once(initializeTarget, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });
  ExecutionEngineOptions options;
  unsigned optLevel = jitOptions.optLevel;
  // LLVM's optimizer sees this CPU (its vector registers, its costs), as
  // the code generator does: without a target machine its loop and SLP
  // vectorizers find no vector registers and leave every loop scalar.
  auto hostMachine = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!hostMachine)
    return module.emitError() << "no target machine for this CPU: "
                              << llvm::toString(hostMachine.takeError());
  auto targetMachine = hostMachine->createTargetMachine();
  if (!targetMachine)
    return module.emitError() << "no target machine for this CPU: "
                              << llvm::toString(targetMachine.takeError());
  auto transformer =
      makeOptimizingTransformer(optLevel, 0, targetMachine->get());
  options.transformer = transformer;
  options.jitCodeGenOptLevel = static_cast<llvm::CodeGenOptLevel>(optLevel);
  static const std::string cRunnerUtils = findCRunnerUtils();
  SmallVector<StringRef> libraries = {cRunnerUtils};
  options.sharedLibPaths = libraries;
  options.enableObjectDump = !jitOptions.objectFile.empty();
  auto engine = ExecutionEngine::create(*clone, options);
  if (!engine)
    return module.emitError()
           << "JIT compilation failed: " << llvm::toString(engine.takeError());
  registerJitSymbols(**engine, jitOptions);
  (*engine)->initialize();
  auto entryPoint = (*engine)->lookupPacked(kWrapperName);
  if (!entryPoint)
    return module.emitError()
           << "JIT lookup failed: " << llvm::toString(entryPoint.takeError());
  program->entryPoint = *entryPoint;
  if (!jitOptions.objectFile.empty()) {
    // dumpToObjectFile reports failures on stderr only: the file must be
    // new and hold something.
    llvm::sys::fs::remove(jitOptions.objectFile);
    (*engine)->dumpToObjectFile(jitOptions.objectFile);
    uint64_t size = 0;
    if (llvm::sys::fs::file_size(jitOptions.objectFile, size) || size == 0)
      return module.emitError() << "could not write the object file '"
                                << jitOptions.objectFile << "'";
  }
  program->engine = std::move(*engine);
  return program;
}
