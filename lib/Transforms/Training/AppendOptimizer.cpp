//===- AppendOptimizer.cpp - The optimizer's update in the step -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Appends torch.optim.AdamW's or torch.optim.SGD's update to a joint
// training step: the optimizer's state becomes arguments and results, the
// gradients are consumed by the update, every result that is an argument's
// next value is marked `ap.update_of`. See the pass description and
// docs/Training.md.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/OptionChecks.h"
#include "Shard/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

#include <cmath>
#include <limits>

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APAPPENDOPTIMIZER
#include "Shard/Transforms/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The hyperparameters, checked and with the optimizer's defaults filled in.
struct OptimizerConfig {
  OptimizerKind kind = OptimizerKind::AdamW;
  double lr = 1e-3, beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
  double weightDecay = 0, momentum = 0;
};

/// A body builder: the block's arguments (one per input) to the value
/// yielded.
using BodyFn = function_ref<Value(OpBuilder &, Location, ValueRange)>;

/// `value` (a float) converted to `type`.
Value convertFloat(OpBuilder &builder, Location loc, Value value, Type type) {
  Type from = value.getType();
  if (from == type)
    return value;
  if (from.getIntOrFloatBitWidth() < type.getIntOrFloatBitWidth())
    return arith::ExtFOp::create(builder, loc, type, value);
  return arith::TruncFOp::create(builder, loc, type, value);
}

Value floatConstant(OpBuilder &builder, Location loc, Type type, double value) {
  return arith::ConstantOp::create(builder, loc,
                                   builder.getFloatAttr(type, value));
}

/// An elementwise linalg.generic writing a tensor of `resultType`: each of
/// `inputs` has that shape or is a 0-d tensor (broadcast).
Value buildElementwise(OpBuilder &builder, Location loc,
                       RankedTensorType resultType, ValueRange inputs,
                       BodyFn body) {
  MLIRContext *context = builder.getContext();
  unsigned rank = resultType.getRank();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(rank, context);
  SmallVector<AffineMap> maps;
  for (Value input : inputs)
    maps.push_back(cast<RankedTensorType>(input.getType()).getRank() == 0
                       ? AffineMap::get(rank, 0, context)
                       : identity);
  maps.push_back(identity);
  Value init = tensor::EmptyOp::create(builder, loc, resultType.getShape(),
                                       resultType.getElementType());
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      builder, loc, TypeRange(resultType), inputs, ValueRange(init), maps,
      iterators, [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        linalg::YieldOp::create(nested, nestedLoc,
                                body(nested, nestedLoc, args.drop_back()));
      });
  return generic.getResult(0);
}

/// The name a value of the step goes by: its location's name, else argN.
std::string getArgumentName(func::FuncOp function, unsigned index) {
  if (auto name = dyn_cast<NameLoc>(function.getArgument(index).getLoc()))
    return name.getName().str();
  return ("arg" + Twine(index)).str();
}

/// Appends the update to one training step.
class OptimizerWriter {
public:
  OptimizerWriter(func::FuncOp function, const OptimizerConfig &config)
      : function(function), config(config),
        builder(function.getBody().front().getTerminator()) {}

  LogicalResult run();

private:
  struct Parameter {
    unsigned argument;
    unsigned gradientResult;
    Value gradient;
    RankedTensorType type;
  };
  LogicalResult collectParameters();
  /// A new argument of `type` named `name`; its number.
  unsigned addArgument(Type type, const Twine &name,
                       DictionaryAttr attributes = {});
  /// The type the optimizer computes a parameter of `type` in.
  RankedTensorType getStateType(RankedTensorType type) const;
  /// A 0-d tensor of `type`: `fn(t)` of t = step + 1, computed in f64.
  Value buildStepScalar(Type type, BodyFn fn);
  /// AdamW's step size lr / (1 - beta1^t) and sqrt(1 - beta2^t) in
  /// `element`, built once per type.
  std::pair<Value, Value> getStepScalars(Type element);
  Value updateAdamW(const Parameter &parameter);
  Value updateSGD(const Parameter &parameter);
  void rewriteResults();

  func::FuncOp function;
  const OptimizerConfig &config;
  OpBuilder builder;
  SmallVector<Parameter> parameters;
  /// The step count (AdamW), once added.
  Value step;
  DenseMap<Type, std::pair<Value, Value>> stepScalars;
  /// The update results (after the forward results): value, the argument
  /// it updates, the attributes it starts with.
  struct Update {
    Value value;
    unsigned argument;
    DictionaryAttr attributes;
  };
  SmallVector<Update> parameterUpdates, stateUpdates;
};

LogicalResult OptimizerWriter::collectParameters() {
  auto ret = cast<func::ReturnOp>(function.getBody().front().getTerminator());
  for (unsigned index = 0; index < function.getNumResults(); ++index) {
    auto gradOf = function.getResultAttrOfType<IntegerAttr>(
        index, APDialect::getGradOfAttrName());
    if (!gradOf)
      continue;
    auto type = dyn_cast<RankedTensorType>(function.getResultTypes()[index]);
    if (!type || !isa<FloatType>(type.getElementType()) ||
        !type.hasStaticShape())
      return function.emitError()
             << "ap-append-optimizer: result #" << index << " of @"
             << function.getSymName() << " is the gradient of argument #"
             << gradOf.getInt() << " but has type "
             << function.getResultTypes()[index]
             << "; the optimizer updates float tensors of static shape";
    parameters.push_back(Parameter{unsigned(gradOf.getInt()), index,
                                   ret.getOperand(index), type});
  }
  // Argument order: the order the state and the updates are written in.
  llvm::stable_sort(parameters, [](const Parameter &a, const Parameter &b) {
    return a.argument < b.argument;
  });
  for (auto [first, second] :
       llvm::zip(parameters, llvm::drop_begin(parameters)))
    if (first.argument == second.argument)
      return function.emitError()
             << "ap-append-optimizer: results #" << first.gradientResult
             << " and #" << second.gradientResult << " of @"
             << function.getSymName() << " are both gradients of argument #"
             << first.argument << "; a parameter is updated once";
  return success();
}

unsigned OptimizerWriter::addArgument(Type type, const Twine &name,
                                      DictionaryAttr attributes) {
  unsigned index = function.getNumArguments();
  Location loc = NameLoc::get(builder.getStringAttr(name), function.getLoc());
  (void)function.insertArgument(index, type, attributes, loc);
  return index;
}

RankedTensorType OptimizerWriter::getStateType(RankedTensorType type) const {
  Type element = type.getElementType();
  if (element.isF32() || element.isF64())
    return type;
  return type.clone(Float32Type::get(type.getContext()));
}

Value OptimizerWriter::buildStepScalar(Type type, BodyFn fn) {
  Location loc = function.getLoc();
  return buildElementwise(
      builder, loc, RankedTensorType::get({}, type), ValueRange(step),
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value one = arith::ConstantOp::create(b, l, b.getI64IntegerAttr(1));
        Value t = arith::AddIOp::create(b, l, args[0], one);
        Value tFloat = arith::SIToFPOp::create(b, l, b.getF64Type(), t);
        return convertFloat(b, l, fn(b, l, ValueRange(tFloat)), type);
      });
}

std::pair<Value, Value> OptimizerWriter::getStepScalars(Type element) {
  auto [it, inserted] = stepScalars.try_emplace(element);
  if (!inserted)
    return it->second;
  const OptimizerConfig &c = config;
  // In f64, as PyTorch computes them in Python floats.
  auto biasCorrection = [](OpBuilder &b, Location l, Value t, double beta) {
    Value power = math::PowFOp::create(
        b, l, floatConstant(b, l, b.getF64Type(), beta), t);
    return arith::SubFOp::create(b, l, floatConstant(b, l, b.getF64Type(), 1.0),
                                 power)
        .getResult();
  };
  it->second.first =
      buildStepScalar(element, [&](OpBuilder &b, Location l, ValueRange t) {
        Value correction = biasCorrection(b, l, t[0], c.beta1);
        return arith::DivFOp::create(
                   b, l, floatConstant(b, l, b.getF64Type(), c.lr), correction)
            .getResult();
      });
  it->second.second =
      buildStepScalar(element, [&](OpBuilder &b, Location l, ValueRange t) {
        return math::SqrtOp::create(b, l, biasCorrection(b, l, t[0], c.beta2))
            .getResult();
      });
  return it->second;
}

Value OptimizerWriter::updateAdamW(const Parameter &parameter) {
  Location loc = function.getLoc();
  RankedTensorType stateType = getStateType(parameter.type);
  Type element = stateType.getElementType();
  std::string name = getArgumentName(function, parameter.argument);
  unsigned mArg = addArgument(stateType, name + ".exp_avg");
  unsigned vArg = addArgument(stateType, name + ".exp_avg_sq");
  Value m = function.getArgument(mArg), v = function.getArgument(vArg);
  const OptimizerConfig &c = config;

  // m + (1 - beta1) (g - m): torch's exp_avg.lerp_(grad, 1 - beta1).
  Value mNext = buildElementwise(
      builder, loc, stateType, ValueRange{m, parameter.gradient},
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value g = convertFloat(b, l, args[1], element);
        Value diff = arith::SubFOp::create(b, l, g, args[0]);
        Value scaled = arith::MulFOp::create(
            b, l, floatConstant(b, l, element, 1 - c.beta1), diff);
        return arith::AddFOp::create(b, l, args[0], scaled).getResult();
      });
  // beta2 v + ((1 - beta2) g) g: exp_avg_sq.mul_(beta2).addcmul_(g, g, 1 -
  // beta2).
  Value vNext = buildElementwise(
      builder, loc, stateType, ValueRange{v, parameter.gradient},
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value g = convertFloat(b, l, args[1], element);
        Value decayed = arith::MulFOp::create(
            b, l, args[0], floatConstant(b, l, element, c.beta2));
        Value scaled = arith::MulFOp::create(
            b, l, floatConstant(b, l, element, 1 - c.beta2), g);
        Value square = arith::MulFOp::create(b, l, scaled, g);
        return arith::AddFOp::create(b, l, decayed, square).getResult();
      });
  auto [stepSize, correction2Sqrt] = getStepScalars(element);
  // p (1 - lr wd) - (step_size m) / (sqrt(v) / sqrt(bc2) + eps).
  Value pNext = buildElementwise(
      builder, loc, parameter.type,
      ValueRange{function.getArgument(parameter.argument), mNext, vNext,
                 stepSize, correction2Sqrt},
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value p = convertFloat(b, l, args[0], element);
        if (c.weightDecay != 0)
          p = arith::MulFOp::create(
              b, l, p, floatConstant(b, l, element, 1 - c.lr * c.weightDecay));
        Value root = math::SqrtOp::create(b, l, args[2]);
        Value scaledRoot = arith::DivFOp::create(b, l, root, args[4]);
        Value denominator = arith::AddFOp::create(
            b, l, scaledRoot, floatConstant(b, l, element, c.eps));
        Value numerator = arith::MulFOp::create(b, l, args[3], args[1]);
        Value delta = arith::DivFOp::create(b, l, numerator, denominator);
        Value next = arith::SubFOp::create(b, l, p, delta);
        return convertFloat(b, l, next, parameter.type.getElementType());
      });
  stateUpdates.push_back({mNext, mArg, {}});
  stateUpdates.push_back({vNext, vArg, {}});
  return pNext;
}

Value OptimizerWriter::updateSGD(const Parameter &parameter) {
  Location loc = function.getLoc();
  RankedTensorType stateType = getStateType(parameter.type);
  Type element = stateType.getElementType();
  const OptimizerConfig &c = config;
  Value p = function.getArgument(parameter.argument);
  // g + wd p: torch's grad.add(param, alpha=weight_decay).
  auto effectiveGradient = [&](OpBuilder &b, Location l, Value g, Value pv) {
    g = convertFloat(b, l, g, element);
    if (c.weightDecay == 0)
      return g;
    Value decay =
        arith::MulFOp::create(b, l, floatConstant(b, l, element, c.weightDecay),
                              convertFloat(b, l, pv, element));
    return arith::AddFOp::create(b, l, g, decay).getResult();
  };
  Value direction = parameter.gradient;
  bool hasBuffer = c.momentum != 0;
  if (hasBuffer) {
    std::string name = getArgumentName(function, parameter.argument);
    unsigned bufferArg = addArgument(stateType, name + ".momentum_buffer");
    // momentum b + g: buf.mul_(momentum).add_(grad).
    direction = buildElementwise(
        builder, loc, stateType,
        ValueRange{function.getArgument(bufferArg), parameter.gradient, p},
        [&](OpBuilder &b, Location l, ValueRange args) {
          Value decayed = arith::MulFOp::create(
              b, l, args[0], floatConstant(b, l, element, c.momentum));
          Value g = effectiveGradient(b, l, args[1], args[2]);
          return arith::AddFOp::create(b, l, decayed, g).getResult();
        });
    stateUpdates.push_back({direction, bufferArg, {}});
  }
  // p - lr d: param.add_(d, alpha=-lr).
  return buildElementwise(
      builder, loc, parameter.type, ValueRange{p, direction},
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value d =
            hasBuffer ? args[1] : effectiveGradient(b, l, args[1], args[0]);
        Value scaled =
            arith::MulFOp::create(b, l, floatConstant(b, l, element, c.lr), d);
        Value next = arith::SubFOp::create(
            b, l, convertFloat(b, l, args[0], element), scaled);
        return convertFloat(b, l, next, parameter.type.getElementType());
      });
}

void OptimizerWriter::rewriteResults() {
  auto ret = cast<func::ReturnOp>(function.getBody().front().getTerminator());
  SmallVector<Value> values;
  SmallVector<Type> types;
  SmallVector<DictionaryAttr> attributes;
  for (unsigned index = 0; index < function.getNumResults(); ++index) {
    if (function.getResultAttr(index, APDialect::getGradOfAttrName()))
      continue;
    values.push_back(ret.getOperand(index));
    attributes.push_back(function.getResultAttrDict(index));
  }
  llvm::stable_sort(stateUpdates, [](const Update &a, const Update &b) {
    return a.argument < b.argument;
  });
  for (ArrayRef<Update> updates :
       {ArrayRef(parameterUpdates), ArrayRef(stateUpdates)})
    for (const Update &update : updates) {
      NamedAttrList list(update.attributes);
      list.erase(APDialect::getGradOfAttrName());
      list.set(APDialect::getUpdateOfAttrName(),
               builder.getI64IntegerAttr(update.argument));
      values.push_back(update.value);
      attributes.push_back(list.getDictionary(builder.getContext()));
    }
  for (Value value : values)
    types.push_back(value.getType());
  ret->setOperands(values);
  function.setType(builder.getFunctionType(function.getArgumentTypes(), types));
  function.setAllResultAttrs(attributes);
}

LogicalResult OptimizerWriter::run() {
  if (failed(collectParameters()))
    return failure();
  if (config.kind == OptimizerKind::AdamW) {
    // The step count first: every parameter's scalars read it.
    unsigned stepArg =
        addArgument(RankedTensorType::get({}, builder.getI64Type()), "step",
                    // Counts updates: ap-run draws random ones there.
                    builder.getDictionaryAttr(builder.getNamedAttr(
                        APDialect::getInputRangeAttrName(),
                        builder.getDenseI64ArrayAttr(
                            {0, std::numeric_limits<int32_t>::max()}))));
    step = function.getArgument(stepArg);
    for (const Parameter &parameter : parameters)
      parameterUpdates.push_back(
          {updateAdamW(parameter), parameter.argument,
           function.getResultAttrDict(parameter.gradientResult)});
    Location loc = function.getLoc();
    Value nextStep = buildElementwise(
        builder, loc, RankedTensorType::get({}, builder.getI64Type()),
        ValueRange(step), [&](OpBuilder &b, Location l, ValueRange args) {
          Value one = arith::ConstantOp::create(b, l, b.getI64IntegerAttr(1));
          return arith::AddIOp::create(b, l, args[0], one).getResult();
        });
    stateUpdates.push_back({nextStep, stepArg, {}});
  } else {
    for (const Parameter &parameter : parameters)
      parameterUpdates.push_back(
          {updateSGD(parameter), parameter.argument,
           function.getResultAttrDict(parameter.gradientResult)});
  }
  rewriteResults();
  return success();
}

struct APAppendOptimizerPass
    : public ap::impl::APAppendOptimizerBase<APAppendOptimizerPass> {
  using Base::Base;

  void runOnOperation() override;
  LogicalResult checkOptions(OptimizerConfig &config);
  /// A located error where `function` cannot take an update.
  LogicalResult checkFunction(func::FuncOp function);
};

LogicalResult APAppendOptimizerPass::checkOptions(OptimizerConfig &config) {
  Operation *anchor = getOperation();
  config.kind = optimizer;
  config.lr = lr;
  config.beta1 = beta1;
  config.beta2 = beta2;
  config.eps = eps;
  config.momentum = momentum;
  config.weightDecay = weightDecay >= 0
                           ? double(weightDecay)
                           : (optimizer == OptimizerKind::AdamW ? 1e-2 : 0.0);
  if (failed(checkOption(anchor, *this, "lr", lr,
                         OptionRange::above(0).finite())) ||
      failed(checkOption(anchor, *this, "beta1", beta1,
                         OptionRange::halfOpen(0, 1))) ||
      failed(checkOption(anchor, *this, "beta2", beta2,
                         OptionRange::halfOpen(0, 1))) ||
      failed(checkOption(anchor, *this, "eps", eps,
                         OptionRange::atLeast(0).finite())) ||
      failed(checkOption(anchor, *this, "weight-decay", weightDecay,
                         OptionRange::atLeast(0, "-1: the optimizer's")
                             .orSpecial(-1)
                             .finite())) ||
      failed(checkOption(anchor, *this, "momentum", momentum,
                         OptionRange::atLeast(0).finite())))
    return failure();
  return success();
}

LogicalResult APAppendOptimizerPass::checkFunction(func::FuncOp function) {
  for (unsigned index = 0; index < function.getNumResults(); ++index)
    if (function.getResultAttr(index, APDialect::getUpdateOfAttrName()))
      return function.emitError()
             << "ap-append-optimizer: @" << function.getSymName()
             << " already updates its state (result #" << index
             << " is marked '" << APDialect::getUpdateOfAttrName() << "')";
  for (unsigned index = 0; index < function.getNumArguments(); ++index)
    if (function.getArgAttr(index, APDialect::getLocalShardingAttrName()))
      return function.emitError()
             << "ap-append-optimizer: @" << function.getSymName()
             << " is a per-device program; append the optimizer to the "
                "global step, before planning";
  if (!function.getBody().hasOneBlock())
    return function.emitError()
           << "ap-append-optimizer: @" << function.getSymName()
           << " has more than one block";
  if (!SymbolTable::symbolKnownUseEmpty(function, getOperation()))
    return function.emitError()
           << "ap-append-optimizer: @" << function.getSymName()
           << " is called; appending the optimizer changes its signature";
  return success();
}

void APAppendOptimizerPass::runOnOperation() {
  ModuleOp module = getOperation();
  OptimizerConfig config;
  if (failed(checkOptions(config)))
    return signalPassFailure();
  SmallVector<func::FuncOp> steps;
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() &&
        llvm::any_of(llvm::seq(function.getNumResults()), [&](unsigned i) {
          return function.getResultAttr(i, APDialect::getGradOfAttrName());
        }))
      steps.push_back(function);
  if (steps.empty()) {
    module.emitError() << "ap-append-optimizer: no training step here (no "
                          "function returns a result marked '"
                       << APDialect::getGradOfAttrName() << "')";
    return signalPassFailure();
  }
  for (func::FuncOp function : steps)
    if (failed(checkFunction(function)) ||
        failed(OptimizerWriter(function, config).run()))
      return signalPassFailure();
}

} // namespace
