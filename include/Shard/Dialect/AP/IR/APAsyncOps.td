//===- APAsyncOps.td - Collectives in flight ---------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Included by APOps.td: a collective split into its issue and its
// completion, so that compute can run while it is in flight
// (docs/Overlap.md). ap-schedule-collectives creates them.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APASYNCOPS_TD
#define SHARD_DIALECT_AP_IR_APASYNCOPS_TD

include "Shard/Dialect/AP/IR/APTypes.td"

/// What start and wait do to the communication stream: start issues a
/// collective on it, wait completes one (both write it). The effects keep
/// both from being erased, merged or moved by generic transformations, an
/// unused wait included; only the schedule places them.
def AP_CommunicationResource
    : Resource<"::mlir::ap::CommunicationResource">;

def AP_StartOp : AP_Op<"start", [
    SingleBlock, NoRegionArguments,
    MemoryEffects<[MemWrite<AP_CommunicationResource>]>]> {
  let summary = "Issues a collective without waiting for its result";
  let description = [{
    The region holds one data-moving collective (`ap.all_gather`,
    `ap.reduce_scatter`, `ap.all_reduce` or `ap.all_to_all`) on a value
    defined outside it, and yields its result. The collective is issued
    here; its result is available at the future's `ap.wait`, and the ops
    between the two run while it is in flight.

    ```mlir
    %f = ap.start {
      %g = ap.all_gather %w on @mesh axes = [0] dim = 0
          : tensor<512x4096xbf16> -> tensor<4096x4096xbf16>
      ap.yield %g : tensor<4096x4096xbf16>
    } : !ap.future<tensor<4096x4096xbf16>>
    ...                       // compute that does not need %g
    %g = ap.wait %f : !ap.future<tensor<4096x4096xbf16>>
    ```

    The collective reads its operand until the wait: a lowering keeps the
    operand's buffer unchanged until then (ap-lower-to-runtime reads it
    again at the wait, so that bufferization cannot write over it; the
    runtime checks it in its exact mode). The collectives of a device are
    issued in program order on one communication stream, the same order on
    every device (SPMD), so waits may come in any order.

    **Constraints:**
    * the region's block holds the collective and an `ap.yield` of its
      result, nothing else; the collective's operand is defined outside;
    * the future's value type is the collective's result type;
    * the future has exactly one use, an `ap.wait` in the same block.
  }];
  let results = (outs AP_FutureType:$future);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$body attr-dict `:` qualified(type($future))";
  // After the collective's own verifier.
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    /// The collective in flight (the op is verified).
    CollectiveOpInterface getCollective();
    /// The value the collective reads.
    ::mlir::Value getInput();
    /// The future's one wait (the op is verified).
    WaitOp getWait();
  }];
}

def AP_WaitOp : AP_Op<"wait", [
    MemoryEffects<[MemRead<AP_CommunicationResource>,
                   MemWrite<AP_CommunicationResource>]>,
    TypesMatchWith<"the result is the future's value",
                   "future", "result",
                   "::llvm::cast<FutureType>($_self).getValueType()">]> {
  let summary = "Waits for a started collective and gives its result";
  let description = [{
    Blocks until the collective of `future`'s `ap.start` has completed on
    this device, and returns its result. The operand of that collective may
    be overwritten after the wait, not before.

    ```mlir
    %g = ap.wait %f : !ap.future<tensor<4096x4096xbf16>>
    ```

    **Constraints:**
    * the future is the result of an `ap.start` in the same block.
  }];
  let arguments = (ins AP_FutureType:$future);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$future attr-dict `:` qualified(type($future))";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The future's start (the op is verified).
    StartOp getStart();
  }];
}

def AP_YieldOp : AP_Op<"yield", [
    Pure, Terminator, HasParent<"StartOp">]> {
  let summary = "Ends an ap.start's region with the collective's result";
  let arguments = (ins AnyRankedTensor:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

#endif // SHARD_DIALECT_AP_IR_APASYNCOPS_TD
