//===- ShardingAnnotations.cpp - Reading and writing ap.sharding ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/ShardingAnnotations.h"

#include "Shard/Dialect/AP/IR/APDialect.h"

using namespace mlir;
using namespace mlir::ap;

/// A sharding, or the `index`-th of an array of them.
static ShardingAttr decode(Attribute attr, unsigned index, bool singleOnly) {
  if (auto sharding = dyn_cast_or_null<ShardingAttr>(attr))
    return index == 0 ? sharding : ShardingAttr();
  auto array = dyn_cast_or_null<ArrayAttr>(attr);
  if (!array || index >= array.size() || (singleOnly && array.size() != 1))
    return {};
  return dyn_cast<ShardingAttr>(array[index]);
}

ShardingAttr mlir::ap::getResultSharding(Operation *op, unsigned index) {
  return decode(op->getAttr(APDialect::getShardingAttrName()), index,
                /*singleOnly=*/false);
}

void mlir::ap::setResultShardings(Operation *op,
                                  ArrayRef<ShardingAttr> shardings) {
  StringRef name = APDialect::getShardingAttrName();
  if (shardings.size() == 1) {
    op->setAttr(name, shardings.front());
    return;
  }
  SmallVector<Attribute> attrs(shardings.begin(), shardings.end());
  op->setAttr(name, ArrayAttr::get(op->getContext(), attrs));
}

ShardingAttr mlir::ap::getSharding(DictionaryAttr attributes) {
  if (!attributes)
    return {};
  return decode(attributes.get(APDialect::getShardingAttrName()), 0,
                /*singleOnly=*/true);
}

ShardingAttr mlir::ap::getArgumentSharding(FunctionOpInterface function,
                                           unsigned index) {
  return getSharding(function.getArgAttrDict(index));
}

ShardingAttr mlir::ap::getFunctionResultSharding(FunctionOpInterface function,
                                                 unsigned index) {
  return getSharding(function.getResultAttrDict(index));
}

void mlir::ap::setArgumentSharding(FunctionOpInterface function, unsigned index,
                                   ShardingAttr sharding) {
  function.setArgAttr(index, APDialect::getShardingAttrName(), sharding);
}

void mlir::ap::setFunctionResultSharding(FunctionOpInterface function,
                                         unsigned index,
                                         ShardingAttr sharding) {
  function.setResultAttr(index, APDialect::getShardingAttrName(), sharding);
}
