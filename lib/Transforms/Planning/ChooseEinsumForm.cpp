//===- ChooseEinsumForm.cpp - Plan both forms, keep the cheaper -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-canonicalize-einsum gives the auto-sharder the batch and sequence dims
// of every linear layer as loops of their own, but a dim sharded by one
// mesh axis each cannot express every chunking of the flattened product
// ([B*S] over a 2x4 mesh in the order (a, b) splits axis b between B and
// S), so neither program's plans contain the other's. This pass plans a
// copy of the module in each form with ap-auto-shard and keeps the one
// whose plan is predicted faster (docs/CanonicalizeEinsum.md).
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "Shard/Dialect/AP/IR/APDialect.h"
#include "Shard/Transforms/AutoShardPasses.h"
#include "Shard/Transforms/OptionChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"

#include <chrono>
#include <cmath>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCHOOSEEINSUMFORM
#include "Shard/Transforms/AutoShardPasses.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// One form of the program, planned in a module nested in the pass's.
struct PlannedForm {
  ModuleOp module;
  /// The sum of the planned functions' predicted step times (seconds).
  double predictedStep = 0;
  /// Wall-clock seconds its canonicalization and planning took.
  double planSeconds = 0;
  /// Where its auto-sharder wrote the plan summary and the plan report
  /// (when they are asked for).
  SmallString<64> summaryPath, reportPath;
  /// What its auto-sharder's `explain` said, held back until the choice.
  struct Said {
    Location loc;
    DiagnosticSeverity severity;
    std::string message;
    SmallVector<std::pair<Location, std::string>> notes;
  };
  std::vector<Said> explanations;
};

/// Emits what `form`'s auto-sharder's `explain` said.
void emitExplanations(const PlannedForm &form) {
  for (const PlannedForm::Said &said : form.explanations) {
    InFlightDiagnostic diagnostic =
        said.severity == DiagnosticSeverity::Warning
            ? emitWarning(said.loc, said.message)
            : emitRemark(said.loc, said.message);
    for (const auto &[loc, note] : said.notes)
      diagnostic.attachNote(loc) << note;
  }
}

/// Deletes the temporary file of a form's plan summary, if it has one.
void removeTemporaries(const PlannedForm &form) {
  for (StringRef path : {form.summaryPath.str(), form.reportPath.str()})
    if (!path.empty())
      llvm::sys::fs::remove(path);
}

struct APChooseEinsumFormPass
    : public ap::impl::APChooseEinsumFormBase<APChooseEinsumFormPass> {
  using Base::Base;

  /// Clones the module's body (but the copies in `planned`) into a new
  /// module nested at its end, turns it into one form and plans it. Fails on
  /// bad options or a failed plan.
  /// `seconds`, when positive, is the plan's time limit (over
  /// auto-shard-options').
  FailureOr<PlannedForm> planForm(bool einsum, double seconds,
                                  ArrayRef<PlannedForm *> planned = {});
  /// Replaces the module's body and attributes with `form`'s.
  void adopt(PlannedForm &form);
  /// Writes a form's temporary file `from` (its summary or report, `what`)
  /// where `to` asks ('-': stderr if `dashIsStderr`, else stdout), followed
  /// by `trailer`.
  LogicalResult forwardFile(StringRef from, StringRef to, StringRef what,
                            StringRef trailer, bool dashIsStderr);

  void runOnOperation() override;
};

FailureOr<PlannedForm>
APChooseEinsumFormPass::planForm(bool einsum, double seconds,
                                 ArrayRef<PlannedForm *> planned) {
  ModuleOp module = getOperation();
  // The program: everything but the copies planned before.
  SmallVector<Operation *> program;
  for (Operation &op : module.getBody()->without_terminator())
    if (llvm::none_of(planned, [&](PlannedForm *form) {
          return form->module.getOperation() == &op;
        }))
      program.push_back(&op);
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  PlannedForm form;
  form.module = ModuleOp::create(builder, module.getLoc());
  for (NamedAttribute attribute : module->getAttrs())
    if (attribute.getName() != SymbolTable::getSymbolAttrName())
      form.module->setAttr(attribute.getName(), attribute.getValue());
  builder.setInsertionPointToStart(form.module.getBody());
  for (Operation *op : program)
    builder.clone(*op);

  std::string options = autoShardOptions;
  options += " record-predicted-step";
  // Pass options read left to right: this one overrides the user's.
  if (seconds > 0)
    options += llvm::formatv(" time-limit={0:e6}", seconds).str();
  if (StringRef(explain).contains('\'')) {
    emitError(module.getLoc()) << "ap-choose-einsum-form: explain: a name "
                                  "with a quote (') cannot be passed on";
    return failure();
  }
  // The summary and the report go to temporary files until the choice.
  for (auto [wanted, option, suffix, path] :
       {std::make_tuple(!summary.empty(), "summary", "txt", &form.summaryPath),
        std::make_tuple(!planReport.empty(), "report", "html",
                        &form.reportPath)}) {
    if (!wanted)
      continue;
    int fd;
    if (std::error_code error = llvm::sys::fs::createTemporaryFile(
            "ap-plan", suffix, fd, *path)) {
      emitError(module.getLoc()) << "ap-choose-einsum-form: cannot create a "
                                    "temporary file: "
                                 << error.message();
      removeTemporaries(form);
      return failure();
    }
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
    options += llvm::formatv(" {0}='{1}'", option, *path).str();
  }
  // The report and the explanations are the kept form's, given to this
  // pass: a report or explain in auto-shard-options would be both forms'.
  if (planReport.empty())
    options += " report=''";
  options += " explain='" + explain + "'";
  std::unique_ptr<Pass> autoShard = createAPAutoShard();
  if (failed(autoShard->initializeOptions(options, [&](const Twine &message) {
        return emitError(module.getLoc())
               << "ap-choose-einsum-form: " << message;
      }))) {
    removeTemporaries(form);
    return failure();
  }

  OpPassManager pipeline(ModuleOp::getOperationName());
  if (einsum)
    pipeline.addPass(createAPCanonicalizeEinsum());
  if (precision != PrecisionPolicy::None)
    pipeline.addPass(createAPMixedPrecision({precision, /*report=*/false}));
  pipeline.addPass(std::move(autoShard));
  auto start = std::chrono::steady_clock::now();
  // The explanations wait for the choice; everything else goes through.
  ScopedDiagnosticHandler holdExplanations(
      module.getContext(), [&](Diagnostic &diagnostic) {
        std::string message = diagnostic.str();
        if (explain.empty() ||
            (!StringRef(message).starts_with("explain @") &&
             !StringRef(message).starts_with("ap-auto-shard: explain:")))
          return failure();
        PlannedForm::Said said{diagnostic.getLocation(),
                               diagnostic.getSeverity(), message, {}};
        for (Diagnostic &note : diagnostic.getNotes())
          said.notes.push_back({note.getLocation(), note.str()});
        form.explanations.push_back(std::move(said));
        return success();
      });
  if (failed(runPipeline(pipeline, form.module))) {
    removeTemporaries(form);
    return failure();
  }
  form.planSeconds = std::chrono::duration<double>(
                         std::chrono::steady_clock::now() - start)
                         .count();
  form.module.walk([&](func::FuncOp function) {
    if (auto seconds = function->getAttrOfType<FloatAttr>(
            APDialect::getPredictedStepAttrName())) {
      form.predictedStep += seconds.getValueAsDouble();
      if (!recordPredictedStep)
        function->removeAttr(APDialect::getPredictedStepAttrName());
    }
  });
  return form;
}

void APChooseEinsumFormPass::adopt(PlannedForm &form) {
  ModuleOp module = getOperation();
  for (Operation &op :
       llvm::make_early_inc_range(module.getBody()->without_terminator()))
    if (&op != form.module.getOperation())
      op.erase();
  for (NamedAttribute attribute : form.module->getAttrs())
    if (attribute.getName() != SymbolTable::getSymbolAttrName())
      module->setAttr(attribute.getName(), attribute.getValue());
  Block *body = module.getBody();
  body->getOperations().splice(
      body->end(), form.module.getBody()->getOperations(),
      form.module.getBody()->begin(), form.module.getBody()->end());
  form.module.erase();
}

LogicalResult APChooseEinsumFormPass::forwardFile(StringRef from, StringRef to,
                                                  StringRef what,
                                                  StringRef trailer,
                                                  bool dashIsStderr) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> read =
      llvm::MemoryBuffer::getFile(from);
  if (!read)
    return emitError(getOperation().getLoc())
           << "ap-choose-einsum-form: cannot read the " << what << ": "
           << read.getError().message();
  std::string reason;
  if (failed(writeOutput(
          to, dashIsStderr,
          [&](llvm::raw_ostream &os) { os << (*read)->getBuffer() << trailer; },
          reason)))
    return emitError(getOperation().getLoc())
           << "ap-choose-einsum-form: cannot write the " << what << ": "
           << reason;
  return success();
}

void APChooseEinsumFormPass::runOnOperation() {
  if (failed(checkOption(getOperation(), *this, "time-limit", timeLimit,
                         getPlanningTimeRange())))
    return signalPassFailure();
  auto start = std::chrono::steady_clock::now();
  // The program as written gets half of a total limit, the einsum form the
  // rest (ap-auto-shard writes its best plan when a limit runs out; a
  // millisecond is the least it is given). Infinity is no limit, as 0 is.
  double limit = std::isinf(timeLimit) ? 0.0 : timeLimit.getValue();
  FailureOr<PlannedForm> flat =
      planForm(/*einsum=*/false, limit > 0 ? limit / 2 : 0);
  if (failed(flat))
    return signalPassFailure();
  double left = limit - std::chrono::duration<double>(
                            std::chrono::steady_clock::now() - start)
                            .count();
  FailureOr<PlannedForm> einsum = planForm(
      /*einsum=*/true, limit > 0 ? std::max(1e-3, left) : 0, {&*flat});
  if (failed(einsum)) {
    removeTemporaries(*flat);
    return signalPassFailure();
  }
  // Ties keep the program as it was written.
  bool keepEinsum = einsum->predictedStep < flat->predictedStep;
  PlannedForm &kept = keepEinsum ? *einsum : *flat;
  PlannedForm &dropped = keepEinsum ? *flat : *einsum;
  std::string choice = llvm::formatv(
      "ap-choose-einsum-form: predicted step {0:f6} s with einsum "
      "contractions (planned in {1:f3} s), {2:f6} s as written (planned in "
      "{3:f3} s); kept {4}",
      einsum->predictedStep, einsum->planSeconds, flat->predictedStep,
      flat->planSeconds,
      keepEinsum ? "the einsum form" : "the program as written");
  if (report)
    emitRemark(getOperation().getLoc()) << choice;
  emitExplanations(kept);
  // The kept form's summary, then what the choice cost: both forms were
  // planned, and the dropped one's time is part of the wait.
  LogicalResult forwarded = success();
  if (!summary.empty())
    forwarded = forwardFile(kept.summaryPath, summary, "plan summary",
                            choice + "\n", /*dashIsStderr=*/true);
  if (!planReport.empty() &&
      failed(forwardFile(kept.reportPath, planReport, "plan report", "",
                         /*dashIsStderr=*/false)))
    forwarded = failure();
  removeTemporaries(kept);
  removeTemporaries(dropped);
  dropped.module.erase();
  adopt(kept);
  if (failed(forwarded))
    signalPassFailure();
}

} // namespace
