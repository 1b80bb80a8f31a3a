//===- FuseElementwise.cpp - Elementwise linalg chains as one op ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The CPU lowering turns every linalg.generic into a loop nest of its own,
// with a buffer for its result. Before bufferization, this pass fuses an
// all-parallel generic into the generic that reads its result, when that is
// its result's only user (upstream's elementwise fusion patterns), so that
// the chain is one loop nest and the intermediate buffers are never written.
// Each element is computed by the same ops as before.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APFUSEELEMENTWISE
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;

namespace {

/// Fuses a producer into its consumer when every use of the producer's
/// results is in the consumer, so that nothing is computed twice, and the
/// producer's body reads its inputs only. One that reads its outputs (adds
/// into an initial value) stays: upstream's fusion keeps those outputs as
/// outputs of the fused op, whose loops may visit each of their elements
/// several times (a reduction dim the producer lacked), adding again.
bool isFusable(OpOperand *fusedOperand) {
  auto producer = fusedOperand->get().getDefiningOp<linalg::GenericOp>();
  Operation *consumer = fusedOperand->getOwner();
  if (!producer ||
      llvm::any_of(producer.getDpsInitsMutable(), [&](OpOperand &init) {
        return producer.payloadUsesValueFromOperand(&init);
      }))
    return false;
  return llvm::all_of(producer->getUsers(),
                      [&](Operation *user) { return user == consumer; });
}

struct APFuseElementwisePass
    : public ap::impl::APFuseElementwiseBase<APFuseElementwisePass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    linalg::populateElementwiseOpsFusionPatterns(patterns, isFusable);
    // Operands the fused bodies no longer read, and duplicates, go.
    linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
