//===- APToIREEPatterns.h - ap's ops as IREE's ------------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The conversion patterns of ap-convert-to-iree, one per op family, and the
// legality they reach. What has no IREE form is refused before the
// conversion, with a diagnostic at the op (checkIreeForm says why); the
// patterns then convert every `ap` op but the meshes.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_CONVERSION_APTOIREE_APTOIREEPATTERNS_H
#define SHARD_LIB_CONVERSION_APTOIREE_APTOIREEPATTERNS_H

#include "Shard/Dialect/AP/IR/ShardingVerifier.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir {
namespace ap {

class IREEChannels;

/// Checks that `op` (a collective, a transfer or `ap.group_index`) has an
/// IREE form; otherwise says why through `emitError`: a dynamic shape, a
/// mesh not found, a gather, scatter or exchange off dim 0, an element type
/// IREE's collectives lack.
LogicalResult checkIreeForm(Operation *op, EmitErrorFn emitError);

/// Rewrites every `ap.send` and `ap.recv` of `module` (checkIreeForm let
/// them through; `channels` has theirs) as a `flow.collective.send_recv`
/// on the channel of its axis, whose ranks are the coordinates on it (-1:
/// no send, or no receive), from and into `tensor.empty`s where nothing is
/// sent or received. Not a conversion pattern: each transfer waits for the
/// one before it in its block (a `util.optimization_barrier` of its source
/// and that one's result), so that IREE issues them in the order the peers
/// match (ap-order-transfers); and a send's result (zeros), read by
/// nothing, goes through a barrier, which IREE keeps, or IREE would drop
/// the send.
void lowerTransfersToIREE(ModuleOp module, const IREEChannels &channels);

/// The patterns: `ap.annotate` (an identity), `ap.group_index`,
/// `ap.shard_slice` and the collectives (on `channels`), and complex tensor
/// constants as pairs.
void populateAPToIREEPatterns(RewritePatternSet &patterns,
                              const IREEChannels &channels);

/// What the patterns leave: every op but `ap`'s (its meshes stay) and the
/// complex tensor constants.
void configureAPToIREELegality(ConversionTarget &target);

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_CONVERSION_APTOIREE_APTOIREEPATTERNS_H
