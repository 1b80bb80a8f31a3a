//===- ContractionsToGEMM.cpp - Contractions to the runtime's GEMM --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// One rewrite pattern on linalg ops: a contraction whose body is one
// multiply-add becomes a call of ap_rt_gemm_<ty> on views of its operands
// permuted into [batch, m, k], [batch, k, n], [batch, m, n]. What the call
// does with strides (collapsing, transposing, packing) is the runtime's
// (Shard/Runtime/Gemm.h), where the strides are known.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"
#include "Shard/Dialect/AP/IR/CombinerTable.h"
#include "Shard/Conversion/RuntimeCalls.h"
#include "Shard/Runtime/RuntimeABI.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "ap-lower-contractions-to-gemm"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APLOWERCONTRACTIONSTOGEMM
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;
namespace abi = mlir::ap::runtime::abi;

namespace {

/// For each loop dim of `order`, the position of the operand dim `map`
/// indexes it with; none if the operand's dims are not exactly `order`.
std::optional<SmallVector<int64_t>> getPermutation(AffineMap map,
                                                   ArrayRef<unsigned> order) {
  if (map.getNumResults() != order.size() || !map.isProjectedPermutation())
    return std::nullopt;
  SmallVector<int64_t> permutation;
  for (unsigned loop : order) {
    std::optional<unsigned> position =
        map.getResultPosition(getAffineDimExpr(loop, map.getContext()));
    if (!position)
      return std::nullopt;
    permutation.push_back(*position);
  }
  return permutation;
}

SmallVector<unsigned> concat(ArrayRef<unsigned> a, ArrayRef<unsigned> b,
                             ArrayRef<unsigned> c) {
  SmallVector<unsigned> result(a);
  llvm::append_range(result, b);
  llvm::append_range(result, c);
  return result;
}

struct ContractionToGEMM : OpInterfaceRewritePattern<linalg::LinalgOp> {
  ContractionToGEMM(MLIRContext *context, ModuleOp module,
                    Pass::Statistic &numLowered,
                    Pass::Statistic &numOperandsTransposed)
      : OpInterfaceRewritePattern(context), module(module),
        numLowered(numLowered), numOperandsTransposed(numOperandsTransposed) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
      return rewriter.notifyMatchFailure(op, "not two inputs and one init");
    if (!linalg::isaContractionOpInterface(op) ||
        !isMultiplyAccumulate(*op.getBlock()))
      return rewriter.notifyMatchFailure(op, "not a multiply-add contraction");
    Value lhs = op.getDpsInputOperand(0)->get();
    Value rhs = op.getDpsInputOperand(1)->get();
    Value init = op.getDpsInitOperand(0)->get();
    auto resultType = cast<RankedTensorType>(init.getType());
    if (!resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "a dynamic result shape");
    Type elementType = resultType.getElementType();
    if (getElementTypeOrSelf(lhs.getType()) != elementType ||
        getElementTypeOrSelf(rhs.getType()) != elementType)
      return rewriter.notifyMatchFailure(op, "mixed element types");
    std::string suffix = getRuntimeTypeSuffix(elementType);
    if (!llvm::is_contained(abi::kGemmElementSuffixes, suffix))
      return rewriter.notifyMatchFailure(op, "no GEMM for the element type");

    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(op);
    if (failed(dims))
      return rewriter.notifyMatchFailure(op, "no contraction dims");
    if (dims->batch.size() + dims->m.size() + dims->n.size() + dims->k.size() !=
        op.getNumLoops())
      return rewriter.notifyMatchFailure(op, "a loop is in no group");
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    std::optional<SmallVector<int64_t>> lhsOrder =
        getPermutation(maps[0], concat(dims->batch, dims->m, dims->k));
    std::optional<SmallVector<int64_t>> rhsOrder =
        getPermutation(maps[1], concat(dims->batch, dims->k, dims->n));
    std::optional<SmallVector<int64_t>> resultOrder =
        getPermutation(maps[2], concat(dims->batch, dims->m, dims->n));
    if (!lhsOrder || !rhsOrder || !resultOrder)
      return rewriter.notifyMatchFailure(
          op, "an operand does not index each of its dims once");

    Location loc = op.getLoc();
    auto unranked = UnrankedMemRefType::get(elementType, 0);
    // A view of `buffer` in the given order, cast for the call.
    auto passAs = [&](Value buffer, ArrayRef<int64_t> order) -> Value {
      if (!llvm::equal(order, llvm::seq<int64_t>(0, order.size()))) {
        SmallVector<unsigned> permutation(order.begin(), order.end());
        buffer = memref::TransposeOp::create(
            rewriter, loc, buffer,
            AffineMapAttr::get(AffineMap::getPermutationMap(
                permutation, rewriter.getContext())));
        ++numOperandsTransposed;
      }
      return memref::CastOp::create(rewriter, loc, unranked, buffer);
    };
    Value lhsArg = passAs(getStridedReadBuffer(rewriter, loc, lhs), *lhsOrder);
    Value rhsArg = passAs(getStridedReadBuffer(rewriter, loc, rhs), *rhsOrder);
    Value result = memref::AllocOp::create(
        rewriter, loc, MemRefType::get(resultType.getShape(), elementType));
    // An accumulator of +0 need not be read (-0 + x is not always x).
    auto fill = init.getDefiningOp<linalg::FillOp>();
    bool accumulate =
        !fill || !matchPattern(fill.getInputs()[0], m_PosZeroFloat());
    if (accumulate)
      memref::CopyOp::create(rewriter, loc,
                             getStridedReadBuffer(rewriter, loc, init), result);
    Value resultArg = passAs(result, *resultOrder);

    SmallVector<Value> args = {lhsArg, rhsArg, resultArg};
    llvm::SmallDenseMap<int64_t, Value> constants;
    for (int64_t value :
         {static_cast<int64_t>(dims->batch.size()),
          static_cast<int64_t>(dims->m.size()),
          static_cast<int64_t>(dims->n.size()),
          static_cast<int64_t>(dims->k.size()), int64_t(accumulate)}) {
      Value &constant = constants[value];
      if (!constant)
        constant = arith::ConstantIntOp::create(rewriter, loc, value, 64);
      args.push_back(constant);
    }
    func::FuncOp callee = getOrDeclareRuntimeFunction(
        rewriter, module, abi::getEntryPoint(abi::kGemm, suffix),
        FunctionType::get(rewriter.getContext(), ValueRange(args).getTypes(),
                          {}));
    func::CallOp::create(rewriter, loc, callee, args);
    LLVM_DEBUG(llvm::dbgs()
               << "lowered to " << callee.getName() << ": " << op << "\n");
    ++numLowered;
    rewriter.replaceOpWithNewOp<bufferization::ToTensorOp>(
        op, resultType, result, /*restrict=*/true, /*writable=*/true);
    // The zeros nobody reads any more.
    if (fill && fill->use_empty()) {
      Value empty = fill.getOutputs()[0];
      rewriter.eraseOp(fill);
      if (Operation *producer = empty.getDefiningOp();
          producer && isa<tensor::EmptyOp>(producer) && producer->use_empty())
        rewriter.eraseOp(producer);
    }
    return success();
  }

  ModuleOp module;
  Pass::Statistic &numLowered;
  Pass::Statistic &numOperandsTransposed;
};

struct APLowerContractionsToGEMMPass
    : public ap::impl::APLowerContractionsToGEMMBase<
          APLowerContractionsToGEMMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<ContractionToGEMM>(&getContext(), module, numLowered,
                                    numOperandsTransposed);
    // One walk, one rewrite per op: no folding, no constant hoisting, no
    // dead-code removal in the IR around.
    walkAndApplyPatterns(module, std::move(patterns));
  }
};

} // namespace
