//===- IREEChannels.h - IREE's channels of a module's groups ----*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A partitioned program's collectives act on the groups of a mesh's axes
// (getAllGroups); IREE's act on channels. ap-convert-to-iree gives every
// group kind (mesh, axes) one channel, made by the module's initializer,
// before its conversion patterns (APToIREEPatterns.h) run: these rewrite
// only their op, reading its channel here.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_LIB_CONVERSION_APTOIREE_IREECHANNELS_H
#define SHARD_LIB_CONVERSION_APTOIREE_IREECHANNELS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/StringSet.h"

#include <map>
#include <string>
#include <vector>

namespace mlir {
namespace ap {

class MeshOp;

/// An op of IREE's (a stand-in's, IREEDialects.h: printed in generic form).
Operation *createIREEOp(OpBuilder &builder, Location loc, StringRef name,
                        ValueRange operands, TypeRange results,
                        ArrayRef<NamedAttribute> attributes = {});

/// IREE's `!flow.channel`.
Type getChannelType(MLIRContext *context);

/// The channels of a module: one per group kind (mesh, axes), made once by
/// IREE's module initializer (`util.initializer`) and held in a private
/// `util.global`: `flow.channel.split` of `flow.channel.default` with this
/// rank's group and in-group index, read from tables that getAllGroups
/// (the groups every backend uses) fills. Functions load them at entry.
class IREEChannels {
public:
  /// Makes the channels of `users` (collectives, transfers and
  /// `ap.group_index` in functions, their meshes in scope: checkIreeForm),
  /// in their order.
  IREEChannels(ModuleOp module, ArrayRef<Operation *> users);

  /// The channel `user` (one of the constructor's) reads in its function;
  /// null for another op.
  Value lookup(Operation *user) const { return channels.lookup(user); }

private:
  /// The channel of the groups over `axes` of `mesh`, as `user`'s function
  /// sees it, loaded at its entry on first use.
  Value load(Operation *user, MeshOp mesh, ArrayRef<int64_t> axes);

  /// The global holding the channel of (mesh, axes), made on first use.
  FlatSymbolRefAttr getGlobal(MeshOp mesh, ArrayRef<int64_t> axes);

  /// A builder before the initializer's terminator (the initializer, the
  /// default channel and the rank made first).
  OpBuilder initializerBuilder();

  ModuleOp module;
  Operation *terminator = nullptr;
  Value world, rank;
  std::map<std::pair<std::string, std::vector<int64_t>>, FlatSymbolRefAttr>
      globals;
  llvm::StringSet<> usedNames;
  DenseMap<std::pair<Operation *, Attribute>, Value> loads;
  DenseMap<Operation *, Value> channels;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_LIB_CONVERSION_APTOIREE_IREECHANNELS_H
