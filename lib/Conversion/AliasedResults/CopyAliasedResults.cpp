//===- CopyAliasedResults.cpp - Functions return distinct buffers ---------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// One-shot bufferization of a whole module takes the results of a call to
// be distinct buffers. A function that returns one buffer twice breaks
// that: a caller writing into one result in place writes into the other.
// This pass returns a copy of every result that may share its buffer with
// an earlier result of the same return (see the pass description).
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Transforms/RegionUtils.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-copy-aliased-results"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCOPYALIASEDRESULTS
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Where a tensor's buffer may come from after bufferization: the values it
/// may be a view of or be written into (block arguments and new buffers end
/// the search), the ops that may hand one buffer to several results (calls,
/// region ops, ops the search does not know), and whether a constant (whose
/// globals bufferization shares between equal constants).
struct BufferSources {
  DenseSet<Value> values;
  DenseSet<Operation *> ops;
  bool constant = false;

  bool mayAlias(const BufferSources &other) const {
    if (constant && other.constant)
      return true;
    for (Value value : values)
      if (other.values.contains(value))
        return true;
    for (Operation *op : ops)
      if (other.ops.contains(op))
        return true;
    return false;
  }
};

/// Whether `op` defines a buffer of its own: nothing else can share it.
bool definesNewBuffer(Operation *op) {
  return isa<bufferization::AllocTensorOp, tensor::EmptyOp, tensor::GenerateOp,
             tensor::FromElementsOp, tensor::PadOp, tensor::SplatOp>(op);
}

BufferSources getBufferSources(Value tensor) {
  BufferSources sources;
  SmallVector<Value> worklist = {tensor};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!sources.values.insert(value).second)
      continue;
    auto result = dyn_cast<OpResult>(value);
    if (!result)
      continue;
    Operation *op = result.getOwner();
    if (definesNewBuffer(op))
      continue;
    if (isa<arith::ConstantOp>(op)) {
      sources.constant = true;
      continue;
    }
    // A destination-passing op writes into its init's buffer.
    if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
      worklist.push_back(dps.getTiedOpOperand(result)->get());
      continue;
    }
    // Anything else may hand out (a view of) any tensor it reads, the same
    // buffer for several results.
    sources.ops.insert(op);
    auto pushTensor = [&](Value operand) {
      if (isa<TensorType>(operand.getType()))
        worklist.push_back(operand);
    };
    llvm::for_each(op->getOperands(), pushTensor);
    SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    llvm::for_each(captured, pushTensor);
  }
  return sources;
}

struct APCopyAliasedResultsPass
    : public ap::impl::APCopyAliasedResultsBase<APCopyAliasedResultsPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation().walk([&](func::ReturnOp ret) {
      SmallVector<BufferSources> returned;
      OpBuilder builder(ret);
      for (OpOperand &operand : ret->getOpOperands()) {
        auto type = dyn_cast<RankedTensorType>(operand.get().getType());
        if (!type)
          continue;
        BufferSources sources = getBufferSources(operand.get());
        if (llvm::none_of(returned, [&](const BufferSources &earlier) {
              return earlier.mayAlias(sources);
            })) {
          returned.push_back(std::move(sources));
          continue;
        }
        LLVM_DEBUG(llvm::dbgs()
                   << "copying result #" << operand.getOperandNumber() << " of "
                   << ret << "\n");
        operand.set(bufferization::AllocTensorOp::create(
            builder, ret.getLoc(), type, /*dynamicSizes=*/ValueRange(),
            /*copy=*/operand.get()));
      }
    });
  }
};

} // namespace
