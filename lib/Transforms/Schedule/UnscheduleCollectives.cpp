//===- UnscheduleCollectives.cpp - Run started collectives at their waits -===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APUNSCHEDULECOLLECTIVES
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {
struct APUnscheduleCollectivesPass
    : public ap::impl::APUnscheduleCollectivesBase<
          APUnscheduleCollectivesPass> {
  void runOnOperation() override {
    SmallVector<StartOp> starts;
    getOperation().walk([&](StartOp start) { starts.push_back(start); });
    IRRewriter rewriter(&getContext());
    for (StartOp start : starts)
      finishInPlace(rewriter, start);
  }
};
} // namespace
