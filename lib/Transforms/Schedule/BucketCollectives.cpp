//===- BucketCollectives.cpp - Small collectives combined into one --------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A collective of a few kilobytes costs its latency; n of them over one
// group cost n latencies, one bucket of them costs one (docs/Overlap.md).
// A bucket's operands are flattened and concatenated so that each member's
// part of the combined result is a contiguous piece (or a column block of
// the gathered rows), cut out again just before the member's result is
// read:
//
//   all_reduce:         concat(flat x_i) -> all_reduce -> slice i
//   reduce_scatter d0:  concat over dim 1 of x_i as [G, n_i / G], flattened
//                       -> reduce_scatter -> slice i
//   all_gather d0:      concat(flat x_i) -> all_gather -> as [G, M], columns
//                       of member i, flattened
//
//===----------------------------------------------------------------------===//

#include "Buckets.h"

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Transforms/JointFunction.h"
#include "Shard/Transforms/PeakMemory.h"
#include "Shard/Placement/MeshAlgebra.h"
#include "Shard/Target/CostModel.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <map>

using namespace mlir;
using namespace mlir::ap;

namespace {

int64_t getBytes(Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  return type.getNumElements() * getElementBytes(type);
}

/// `value` as a 1-D tensor.
Value flatten(RewriterBase &rewriter, Location loc, Value value) {
  auto type = cast<RankedTensorType>(value.getType());
  auto flatType =
      RankedTensorType::get({type.getNumElements()}, type.getElementType());
  if (type.getRank() == 1)
    return value;
  if (type.getRank() == 0)
    return tensor::ExpandShapeOp::create(rewriter, loc, flatType, value,
                                         ArrayRef<ReassociationIndices>{});
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return tensor::CollapseShapeOp::create(rewriter, loc, flatType, value,
                                         ArrayRef<ReassociationIndices>{all});
}

/// A 1-D `value` as a tensor of `type`.
Value unflatten(RewriterBase &rewriter, Location loc, Value value,
                RankedTensorType type) {
  if (type.getRank() == 1)
    return value;
  if (type.getRank() == 0)
    return tensor::CollapseShapeOp::create(rewriter, loc, type, value,
                                           ArrayRef<ReassociationIndices>{});
  ReassociationIndices all =
      llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  return tensor::ExpandShapeOp::create(rewriter, loc, type, value,
                                       ArrayRef<ReassociationIndices>{all});
}

/// What members of one bucket share.
struct BucketKey {
  OperationName name;
  Operation *mesh;
  SmallVector<int64_t> axes;
  Type elementType;
  int64_t reduction;
  /// In a joint training step, whether the collective is the forward's: a
  /// bucket of forward and backward members would make the forward's
  /// outputs (the loss) wait for the backward, and no split could separate
  /// them again.
  bool forward;
  bool operator<(const BucketKey &other) const {
    return std::make_tuple(name.getAsOpaquePointer(), mesh, axes,
                           elementType.getAsOpaquePointer(), reduction,
                           forward) <
           std::make_tuple(other.name.getAsOpaquePointer(), other.mesh,
                           other.axes, other.elementType.getAsOpaquePointer(),
                           other.reduction, other.forward);
  }
};

struct Bucket {
  SmallVector<CollectiveOpInterface> members;
  /// Per member, the first position that reads its result.
  SmallVector<int64_t> readers;
  /// The last position that defines an operand, the first that reads a
  /// result.
  int64_t lastDefinition = -1;
  int64_t firstReader = INT64_MAX;
  int64_t bytes = 0;
};

class Bucketing {
public:
  Bucketing(RewriterBase &rewriter, func::FuncOp function,
            const MeshCostModels &costModels, int64_t bucketBytes,
            int64_t peakLimit)
      : rewriter(rewriter), function(function),
        block(function.getBody().front()), costModels(costModels),
        bucketBytes(bucketBytes), peakLimit(peakLimit),
        joint(classifyJointFunction(function)) {
    for (Operation &op : block)
      position[&op] = ops.size(), ops.push_back(&op);
  }

  BucketStats run();

private:
  /// The key of a collective that may join a bucket.
  std::optional<BucketKey> getKey(CollectiveOpInterface op);
  /// The limit of a bucket of `op`'s group.
  int64_t getLimit(CollectiveOpInterface op, MeshOp mesh);
  int64_t positionOf(Operation *op) const {
    return position.lookup(block.findAncestorOpInBlock(*op));
  }
  /// What building a bucket created: its ops and, per member, the piece
  /// that now stands for the member's result.
  struct Built {
    SmallVector<Operation *> ops;
    SmallVector<Value> pieces;
  };
  /// Builds the bucket; its members stay, unused.
  Built build(Bucket &bucket);
  /// Takes a bucket built back: the members' results are read again.
  void undo(Bucket &bucket, Built &built);
  /// Erases the members of a bucket built and counts it.
  void commit(Bucket &bucket);
  /// The op at position `index`, or the first after it still in the block.
  Operation *getAnchor(int64_t index) const {
    while (erased.contains(ops[index]))
      ++index;
    return ops[index];
  }

  RewriterBase &rewriter;
  func::FuncOp function;
  Block &block;
  const MeshCostModels &costModels;
  int64_t bucketBytes;
  int64_t peakLimit;
  /// The forward and backward ops of a joint training step.
  std::optional<JointFunction> joint;
  /// Members of the buckets made, erased.
  DenseSet<Operation *> erased;
  std::vector<Operation *> ops;
  DenseMap<Operation *, int64_t> position;
  BucketStats stats;
};

std::optional<BucketKey> Bucketing::getKey(CollectiveOpInterface op) {
  CollectiveInfo info = op.getCollectiveInfo();
  if (!isa<AllReduceOp, AllGatherOp, ReduceScatterOp>(op) ||
      (info.dim && *info.dim != 0))
    return std::nullopt;
  auto input = cast<RankedTensorType>(op->getOperand(0).getType());
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  if (!input.hasStaticShape() || !result.hasStaticShape())
    return std::nullopt;
  auto mesh = SymbolTable::lookupNearestSymbolFrom<MeshOp>(op, op.getMeshAttr());
  if (!mesh)
    return std::nullopt;
  return BucketKey{op->getName(),
                   mesh,
                   llvm::to_vector(op.getMeshAxes()),
                   input.getElementType(),
                   info.reduction ? static_cast<int64_t>(*info.reduction) : -1,
                   joint && joint->forward.contains(op)};
}

int64_t Bucketing::getLimit(CollectiveOpInterface op, MeshOp mesh) {
  if (bucketBytes >= 0)
    return bucketBytes;
  const CommCostModel *costModel = costModels.lookup(mesh);
  if (!costModel)
    return 0;
  // The bytes at which the latency is a tenth of the time.
  ArrayRef<int64_t> shape = mesh.getShape();
  CollectiveDesc desc{op.getCollectiveInfo().kind, shape, op.getMeshAxes(),
                      getGroupSize(shape, op.getMeshAxes())};
  auto cost = [&](int64_t bytes) {
    desc.inputBytes = desc.outputBytes = bytes;
    return costModel->getCost(desc);
  };
  double latency = cost(1);
  int64_t bytes = 1024;
  while (bytes < (int64_t(1) << 40) && cost(bytes) < 10 * latency)
    bytes *= 2;
  return bytes;
}

BucketStats Bucketing::run() {
  std::map<BucketKey, Bucket> open;
  std::map<BucketKey, int64_t> limits;
  SmallVector<Bucket> closed;
  for (Operation *op : ops) {
    auto collective = dyn_cast<CollectiveOpInterface>(op);
    std::optional<BucketKey> key =
        collective ? getKey(collective) : std::nullopt;
    if (!key)
      continue;
    auto limit = limits.find(*key);
    if (limit == limits.end())
      limit = limits
                  .try_emplace(*key, getLimit(collective,
                                              cast<MeshOp>(key->mesh)))
                  .first;
    int64_t bytes = std::max(getBytes(op->getOperand(0)),
                             getBytes(op->getResult(0)));
    // Nothing to move, nothing to save (and no group size to read off).
    if (bytes == 0 || bytes * 2 > limit->second)
      continue;
    Operation *definition = op->getOperand(0).getDefiningOp();
    // A collective's result read directly by another would be cut out of
    // its bucket after the other's bucket is built.
    if (definition && isa<CollectiveOpInterface>(definition))
      continue;
    int64_t defined =
        definition && block.findAncestorOpInBlock(*definition)
            ? positionOf(definition)
            : -1;
    int64_t reader = ops.size() - 1;
    for (Operation *user : op->getResult(0).getUsers())
      reader = std::min(reader, positionOf(user));
    Bucket &bucket = open[*key];
    if (!bucket.members.empty() &&
        (bucket.bytes + bytes > limit->second ||
         std::max(bucket.lastDefinition, defined) >=
             std::min(bucket.firstReader, reader))) {
      closed.push_back(std::move(bucket));
      bucket = Bucket();
    }
    bucket.members.push_back(collective);
    bucket.readers.push_back(reader);
    bucket.lastDefinition = std::max(bucket.lastDefinition, defined);
    bucket.firstReader = std::min(bucket.firstReader, reader);
    bucket.bytes += bytes;
  }
  for (auto &[key, bucket] : open)
    closed.push_back(std::move(bucket));
  // In program order: the keys' order is pointers', which differ between
  // the processes of MPI ranks, and buckets built before one anchor run in
  // the order they are built.
  llvm::stable_sort(closed, [&](const Bucket &a, const Bucket &b) {
    return a.members.empty() || b.members.empty()
               ? a.members.size() < b.members.size()
               : position.lookup(a.members.front()) <
                     position.lookup(b.members.front());
  });
  llvm::erase_if(closed, [](const Bucket &bucket) {
    return bucket.members.size() < 2;
  });
  // The copies (the concatenations, the pieces) are judged by the peak; the
  // members, unused once built, still count where they were. Every bucket
  // at once first: one walk of the function when they fit together (the
  // usual case; a walk per bucket is quadratic in a long program), the
  // members erased after (their anchors skip them already).
  std::vector<Built> built;
  for (Bucket &bucket : closed) {
    built.push_back(build(bucket));
    for (CollectiveOpInterface member : bucket.members)
      erased.insert(member);
  }
  if (built.empty() || estimatePeakMemory(function).peak <= peakLimit) {
    for (Bucket &bucket : closed)
      commit(bucket);
    return stats;
  }
  for (size_t index = closed.size(); index-- > 0;)
    undo(closed[index], built[index]);
  erased.clear();
  // Together they raise the peak too far: one at a time, each kept if the
  // peak allows it.
  for (Bucket &bucket : closed) {
    Built one = build(bucket);
    if (estimatePeakMemory(function).peak > peakLimit) {
      undo(bucket, one);
      ++stats.refused;
      continue;
    }
    for (CollectiveOpInterface member : bucket.members)
      erased.insert(member);
    commit(bucket);
  }
  return stats;
}

void Bucketing::undo(Bucket &bucket, Built &built) {
  for (auto [member, piece] : llvm::zip(bucket.members, built.pieces))
    rewriter.replaceAllUsesWith(piece, member->getResult(0));
  for (Operation *op : llvm::reverse(built.ops))
    rewriter.eraseOp(op);
}

void Bucketing::commit(Bucket &bucket) {
  for (CollectiveOpInterface member : bucket.members)
    rewriter.eraseOp(member);
  ++stats.buckets;
  stats.merged += bucket.members.size();
}

/// Records the ops a bucket creates, to take them back.
struct CreatedOps : public RewriterBase::Listener {
  void notifyOperationInserted(Operation *op,
                               OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  SmallVector<Operation *> ops;
};

Bucketing::Built Bucketing::build(Bucket &bucket) {
  CreatedOps created;
  OpBuilder::Listener *previous = rewriter.getListener();
  rewriter.setListener(&created);
  CollectiveOpInterface first = bucket.members.front();
  Location loc = rewriter.getFusedLoc(llvm::map_to_vector(
      bucket.members, [](CollectiveOpInterface op) { return op->getLoc(); }));
  auto elementType =
      cast<RankedTensorType>(first->getOperand(0).getType()).getElementType();
  // After the last operand is defined.
  rewriter.setInsertionPoint(getAnchor(bucket.lastDefinition + 1));
  bool scatter = isa<ReduceScatterOp>(first);
  bool gather = isa<AllGatherOp>(first);
  int64_t groupSize = 1;
  SmallVector<Value> parts;
  SmallVector<int64_t> sizes;
  for (CollectiveOpInterface member : bucket.members) {
    auto input = cast<RankedTensorType>(member->getOperand(0).getType());
    auto result = cast<RankedTensorType>(member->getResult(0).getType());
    Value flat = flatten(rewriter, loc, member->getOperand(0));
    if (scatter) {
      groupSize = input.getDimSize(0) / result.getDimSize(0);
      int64_t chunk = input.getNumElements() / groupSize;
      flat = tensor::ExpandShapeOp::create(
          rewriter, loc,
          RankedTensorType::get({groupSize, chunk}, elementType), flat,
          ArrayRef<ReassociationIndices>{{0, 1}});
      sizes.push_back(chunk);
    } else {
      if (gather)
        groupSize = result.getDimSize(0) / input.getDimSize(0);
      sizes.push_back(input.getNumElements());
    }
    parts.push_back(flat);
  }
  int64_t total = 0;
  for (int64_t size : sizes)
    total += size;
  Value combined = tensor::ConcatOp::create(rewriter, loc, scatter ? 1 : 0,
                                            parts);
  if (scatter)
    combined = tensor::CollapseShapeOp::create(
        rewriter, loc, RankedTensorType::get({groupSize * total}, elementType),
        combined, ArrayRef<ReassociationIndices>{{0, 1}});
  FlatSymbolRefAttr mesh = first.getMeshAttr();
  ArrayRef<int64_t> axes = first.getMeshAxes();
  Value collective;
  if (auto allReduce = dyn_cast<AllReduceOp>(first.getOperation()))
    collective = AllReduceOp::create(rewriter, loc, combined, mesh, axes,
                                     allReduce.getReduction().getValue());
  else if (auto reduceScatter = dyn_cast<ReduceScatterOp>(first.getOperation()))
    collective = ReduceScatterOp::create(
        rewriter, loc, RankedTensorType::get({total}, elementType), combined,
        mesh, rewriter.getDenseI64ArrayAttr(axes), rewriter.getI64IntegerAttr(0),
        reduceScatter.getReductionAttr());
  else
    collective = AllGatherOp::create(
        rewriter, loc, RankedTensorType::get({groupSize * total}, elementType),
        combined, mesh, rewriter.getDenseI64ArrayAttr(axes),
        rewriter.getI64IntegerAttr(0));
  if (gather)
    collective = tensor::ExpandShapeOp::create(
        rewriter, loc, RankedTensorType::get({groupSize, total}, elementType),
        collective, ArrayRef<ReassociationIndices>{{0, 1}});

  // Each member's piece, cut out just before its result is first read.
  SmallVector<Value> pieces;
  int64_t offset = 0;
  for (auto [member, size, reader] :
       llvm::zip(bucket.members, sizes, bucket.readers)) {
    Value result = member->getResult(0);
    auto resultType = cast<RankedTensorType>(result.getType());
    rewriter.setInsertionPoint(getAnchor(reader));
    Value piece;
    if (gather) {
      piece = tensor::ExtractSliceOp::create(
          rewriter, loc, collective,
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(0),
                                 rewriter.getIndexAttr(offset)},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(groupSize),
                                 rewriter.getIndexAttr(size)},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1),
                                 rewriter.getIndexAttr(1)});
      piece = tensor::CollapseShapeOp::create(
          rewriter, loc,
          RankedTensorType::get({groupSize * size}, elementType), piece,
          ArrayRef<ReassociationIndices>{{0, 1}});
    } else {
      piece = tensor::ExtractSliceOp::create(
          rewriter, loc, collective,
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(offset)},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(size)},
          ArrayRef<OpFoldResult>{rewriter.getIndexAttr(1)});
    }
    pieces.push_back(unflatten(rewriter, loc, piece, resultType));
    rewriter.replaceAllUsesWith(result, pieces.back());
    offset += size;
  }
  rewriter.setListener(previous);
  return Built{std::move(created.ops), std::move(pieces)};
}

} // namespace

BucketStats mlir::ap::bucketCollectives(RewriterBase &rewriter,
                                        func::FuncOp function,
                                        const MeshCostModels &costModels,
                                        int64_t bucketBytes,
                                        int64_t peakLimit) {
  return Bucketing(rewriter, function, costModels, bucketBytes, peakLimit)
      .run();
}
