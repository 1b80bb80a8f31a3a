//===- ap-fuzz.cpp - libFuzzer driver over parse, verify and passes -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Takes the input bytes as MLIR text, parses them with every dialect ap-opt
// registers (which also verifies), prints the module, and then runs each of
// a few pass pipelines on its own clone of it. Diagnostics are swallowed: a
// diagnostic is the expected answer to a bad input. What the fuzzer looks for
// is a crash (a signal, an ASan or UBSan report, an LLVM fatal error), plus
// two oracles that abort on purpose, each with a line starting with
// "ap-fuzz: FINDING:" that names the stage:
//
//  * a pass stage that succeeded left IR that does not verify, and
//  * the printed form of a verified module does not parse back.
//
// Environment:
//   AP_FUZZ_PIPELINES  pipelines separated by ';', each a comma-separated list
//                      of stages (one pass pipeline element each), replacing
//                      the default list below
//   AP_FUZZ_ORACLES=0  only crashes count (no verify / round-trip findings)
//
// docs/Fuzzing.md says how to build and run it (scripts/fuzz.sh).
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/TMTensor/TMTensorDialect.h"
#include "Shard/InitAllDialects.h"
#include "Shard/InitAllExtensions.h"
#include "Shard/InitAllPasses.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace mlir;

namespace {

/// The default pipelines: each is a list of stages run one after the other
/// on one clone of the input; every stage is one pass pipeline element.
/// ap-auto-shard's branch and bound and dual bound stop on fixed work
/// budgets; `time-limit` bounds CBC.
constexpr llvm::StringLiteral kDefaultPipelines =
    "ap-partition;"
    "ap-partition{exact-annotations=true};"
    "ap-auto-shard{time-limit=2},ap-partition{exact-annotations=true},"
    "ap-lower-to-runtime;"
    "ap-partition,ap-lower-to-runtime;"
    "ap-lower-to-runtime;"
    "ap-erase-shardings;"
    "ap-import-torch,ap-partition;"
    "ap-canonicalize-einsum;"
    "ap-bypass-round-trips,ap-partition;"
    "ap-partition,ap-fuse-all-gather-chains,ap-merge-collectives;"
    "ap-partition,ap-schedule-collectives,ap-lower-to-runtime;"
    "ap-schedule-collectives,ap-unschedule-collectives;"
    "ap-recompute-partition;"
    "ap-partition,ap-recompute-partition;"
    "ap-copy-aliased-results;"
    "ap-widen-floats;"
    // Trust round 3: the passes that may follow a scheduled program, the
    // split of a scheduled step, unbounded prefetch, attention raising,
    // mixed precision and the IREE lowering of the pipeline's own output.
    "ap-partition,ap-schedule-collectives,ap-collectives-on-dim-zero;"
    "ap-partition,ap-schedule-collectives,ap-collectives-to-local;"
    "ap-partition,ap-schedule-collectives,ap-merge-collectives,"
    "ap-fuse-all-gather-chains;"
    "ap-partition,ap-schedule-collectives{prefetch-budget=inf};"
    "ap-partition,ap-schedule-collectives,ap-recompute-partition;"
    "ap-partition,ap-schedule-collectives,ap-lower-to-iree;"
    "ap-raise-attention;"
    "ap-mixed-precision;"
    "canonicalize";

struct FuzzConfig {
  DialectRegistry registry;
  /// Pipelines, each a list of stages.
  llvm::SmallVector<llvm::SmallVector<std::string, 4>, 8> pipelines;
  bool oracles = true;
};

/// Splits `text` on `sep` outside braces (pass options may nest).
llvm::SmallVector<std::string, 8> splitTopLevel(llvm::StringRef text,
                                                char sep) {
  llvm::SmallVector<std::string, 8> parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size()) {
      char c = text[i];
      if (c == '{' || c == '(')
        ++depth;
      else if (c == '}' || c == ')')
        --depth;
      if (c != sep || depth != 0)
        continue;
    }
    llvm::StringRef part = text.slice(start, i).trim();
    if (!part.empty())
      parts.push_back(part.str());
    start = i + 1;
  }
  return parts;
}

FuzzConfig &getConfig() {
  static FuzzConfig *config = [] {
    auto *config = new FuzzConfig;
    registerAllPasses();
    ap::registerAllShardPasses();
    registerAllDialects(config->registry);
    registerAllExtensions(config->registry);
    ap::registerAllShardDialects(config->registry);
    ap::registerTorchImportDialects(config->registry);
    ap::registerAllShardExtensions(config->registry);

    llvm::StringRef pipelines = kDefaultPipelines;
    if (const char *env = std::getenv("AP_FUZZ_PIPELINES"))
      pipelines = env;
    if (const char *env = std::getenv("AP_FUZZ_ORACLES"))
      config->oracles = llvm::StringRef(env) != "0";
    for (const std::string &pipeline : splitTopLevel(pipelines, ';')) {
      llvm::SmallVector<std::string, 4> stages;
      for (const std::string &stage : splitTopLevel(pipeline, ','))
        stages.push_back(stage);
      config->pipelines.push_back(std::move(stages));
    }

    // Every stage must name registered passes: check once, up front.
    MLIRContext context(config->registry, MLIRContext::Threading::DISABLED);
    for (const auto &pipeline : config->pipelines) {
      for (const std::string &stage : pipeline) {
        PassManager pm(&context);
        std::string error;
        llvm::raw_string_ostream os(error);
        if (failed(parsePassPipeline(stage, pm, os))) {
          llvm::errs() << "ap-fuzz: bad stage '" << stage << "': " << error
                       << "\n";
          std::exit(2);
        }
      }
    }
    return config;
  }();
  return *config;
}

/// Collects the first diagnostic's message (for the findings' text).
struct FirstDiagnostic {
  std::string message;
  void record(Diagnostic &diag) {
    if (message.empty())
      message = diag.str();
  }
};

[[noreturn]] void reportFinding(llvm::StringRef kind, llvm::StringRef stage,
                                llvm::StringRef message) {
  llvm::errs() << "ap-fuzz: FINDING: " << kind << ": " << stage << ": "
               << message << "\n";
  llvm::errs().flush();
  std::abort();
}

/// Prints `module` in the custom form and parses it back; a module that
/// verified must survive this.
void checkRoundTrip(ModuleOp module, MLIRContext &context,
                    FirstDiagnostic &diag, llvm::StringRef stage) {
  std::string printed;
  {
    llvm::raw_string_ostream os(printed);
    module->print(os);
  }
  diag.message.clear();
  ParserConfig config(&context);
  OwningOpRef<ModuleOp> reparsed =
      parseSourceString<ModuleOp>(printed, config, "printed");
  if (!reparsed)
    reportFinding("printed form does not parse", stage, diag.message);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)getConfig();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  FuzzConfig &fuzzConfig = getConfig();
  // The lexer reads up to a terminating NUL: parse a NUL-terminated copy.
  std::string text(reinterpret_cast<const char *>(data), size);

  MLIRContext context(fuzzConfig.registry, MLIRContext::Threading::DISABLED);
  FirstDiagnostic diag;
  ScopedDiagnosticHandler swallow(&context, [&](Diagnostic &d) {
    diag.record(d);
    return success();
  });

  ParserConfig parserConfig(&context);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, parserConfig, "fuzz-input");
  if (!module)
    return 0;
  if (fuzzConfig.oracles)
    checkRoundTrip(*module, context, diag, "parse");

  for (const auto &pipeline : fuzzConfig.pipelines) {
    OwningOpRef<ModuleOp> clone = module->clone();
    for (const std::string &stage : pipeline) {
      PassManager pm(&context);
      // Verify by hand, so that invalid output is told apart from a pass
      // that reported an error.
      pm.enableVerifier(false);
      (void)parsePassPipeline(stage, pm);
      diag.message.clear();
      if (failed(pm.run(*clone)))
        break;
      if (failed(verify(*clone))) {
        if (fuzzConfig.oracles)
          reportFinding("invalid IR after a successful stage", stage,
                        diag.message);
        break;
      }
      if (fuzzConfig.oracles)
        checkRoundTrip(*clone, context, diag, stage);
    }
  }
  return 0;
}
