//===- ShardingRuleOpInterface.cpp - One home per op family ---------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Interfaces/ShardingRuleOpInterface.h"

#include "Shard/Interfaces/ShardingRuleOpInterface.cpp.inc"
