//===- IREEDialects.h - Stand-ins of IREE's dialects ------------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// ap-lower-to-iree writes a partitioned program's channels and collectives
// as ops of IREE's `flow` and `util` dialects, which iree-compile reads. The
// project does not link IREE (it runs iree-compile as a tool), so these are
// stand-ins: dialects of those names that model no op and no type but
// accept any (printed and parsed in generic form, types as `!flow.channel`).
// A context that loads them verifies, prints and parses the lowering's
// output without `-allow-unregistered-dialect`. A tool that links IREE's own
// dialects registers those instead (the two cannot share a registry).
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_CONVERSION_IREEDIALECTS_H
#define SHARD_CONVERSION_IREEDIALECTS_H

#include "mlir/IR/Dialect.h"

namespace mlir {
namespace ap {
namespace iree {

/// IREE's `flow` (channels and collectives).
class FlowDialect : public Dialect {
public:
  explicit FlowDialect(MLIRContext *context);
  static constexpr StringLiteral getDialectNamespace() { return "flow"; }
};

/// IREE's `util` (globals and the module initializer).
class UtilDialect : public Dialect {
public:
  explicit UtilDialect(MLIRContext *context);
  static constexpr StringLiteral getDialectNamespace() { return "util"; }
};

} // namespace iree

/// Registers the stand-ins (only in tools that do not link IREE).
void registerIREEStandInDialects(DialectRegistry &registry);

} // namespace ap
} // namespace mlir

MLIR_DECLARE_EXPLICIT_TYPE_ID(mlir::ap::iree::FlowDialect)
MLIR_DECLARE_EXPLICIT_TYPE_ID(mlir::ap::iree::UtilDialect)

#endif // SHARD_CONVERSION_IREEDIALECTS_H
