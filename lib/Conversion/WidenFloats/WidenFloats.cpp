//===- WidenFloats.cpp - A program's floats in f64 ------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Rewrites every type, block argument and attribute of a module in one walk
// with an AttrTypeReplacer (narrow floats to f64, their constants converted
// exactly), then drops the casts between floats that became no-ops and
// verifies what is left (see the pass description).
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Verifier.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APWIDENFLOATS
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// Whether `type` is a float that the wide program computes in f64.
bool isNarrowFloat(Type type) {
  auto floatType = dyn_cast<FloatType>(type);
  return floatType && floatType.getWidth() < 64;
}

/// Whether `type`'s elements (or parts of complex ones) are narrow floats.
bool hasNarrowFloats(Type type) {
  type = getElementTypeOrSelf(type);
  if (auto complex = dyn_cast<ComplexType>(type))
    type = complex.getElementType();
  return isNarrowFloat(type);
}

APFloat toDouble(APFloat value) {
  bool losesInfo = false;
  value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                &losesInfo);
  return value;
}

struct APWidenFloatsPass
    : public ap::impl::APWidenFloatsBase<APWidenFloatsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    Type f64 = Float64Type::get(context);
    // An attribute that holds narrow floats in a form this pass cannot
    // convert (a resource blob, an unknown elements attribute).
    Attribute unconvertible;

    AttrTypeReplacer replacer;
    replacer.addReplacement([&](FloatType type) -> std::optional<Type> {
      if (isNarrowFloat(type))
        return f64;
      return std::nullopt;
    });
    replacer.addReplacement(
        [&](Attribute attr) -> AttrTypeReplacer::ReplaceFnResult<Attribute> {
          auto typed = dyn_cast<TypedAttr>(attr);
          if (!typed || !hasNarrowFloats(typed.getType()))
            return std::nullopt;
          Type wideType = replacer.replace(typed.getType());
          if (auto number = dyn_cast<FloatAttr>(attr))
            return {{FloatAttr::get(wideType, toDouble(number.getValue())),
                     WalkResult::skip()}};
          auto dense = dyn_cast<DenseElementsAttr>(attr);
          if (dense && isa<FloatType>(dense.getElementType())) {
            auto values =
                llvm::map_to_vector(dense.getValues<APFloat>(), toDouble);
            return {{DenseElementsAttr::get(cast<ShapedType>(wideType), values),
                     WalkResult::skip()}};
          }
          if (dense && isa<ComplexType>(dense.getElementType())) {
            SmallVector<std::complex<APFloat>> values;
            for (std::complex<APFloat> value :
                 dense.getValues<std::complex<APFloat>>())
              values.emplace_back(toDouble(value.real()),
                                  toDouble(value.imag()));
            return {{DenseElementsAttr::get(cast<ShapedType>(wideType), values),
                     WalkResult::skip()}};
          }
          if (isa<ElementsAttr>(attr)) {
            if (!unconvertible)
              unconvertible = attr;
            return {{attr, WalkResult::skip()}};
          }
          return std::nullopt;
        });

    WalkResult walk = module.walk([&](Operation *op) {
      DictionaryAttr attrs = op->getAttrDictionary();
      auto replaced = cast<DictionaryAttr>(replacer.replace(attrs));
      if (unconvertible) {
        op->emitError() << "has no wide form: it holds narrow floats in "
                        << unconvertible.getAbstractAttribute().getName()
                        << ", which ap-widen-floats cannot convert";
        return WalkResult::interrupt();
      }
      if (replaced != attrs)
        op->setAttrs(replaced);
      for (Value result : op->getResults())
        result.setType(replacer.replace(result.getType()));
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument argument : block.getArguments())
            argument.setType(replacer.replace(argument.getType()));
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();

    // Casts between two floats that are both f64 now.
    module.walk([](Operation *op) {
      if (isa<arith::ExtFOp, arith::TruncFOp>(op) &&
          op->getOperand(0).getType() == op->getResult(0).getType()) {
        op->getResult(0).replaceAllUsesWith(op->getOperand(0));
        op->erase();
      }
    });
    // What still depends on the width of the floats fails to verify (a
    // bitcast between f64 and i32, say).
    if (failed(verify(module))) {
      module.emitError() << "has no wide form: after ap-widen-floats it does "
                            "not verify (see the error above)";
      return signalPassFailure();
    }
  }
};

} // namespace
