//===- APOps.td - Operations of the ap dialect -------------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APOPS_TD
#define SHARD_DIALECT_AP_IR_APOPS_TD

include "Shard/Dialect/AP/IR/APAttrs.td"
include "Shard/Dialect/AP/IR/APDialect.td"
include "Shard/Dialect/AP/IR/APInterfaces.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

/// A tensor dim index: a non-negative i64, read back as int64_t.
def AP_TensorDimAttr : ConfinedAttr<I64Attr, [IntNonNegative]> {
  let returnType = [{ int64_t }];
  let convertFromStorage = [{ $_self.getValue().getSExtValue() }];
}

//===----------------------------------------------------------------------===//
// Mesh
//===----------------------------------------------------------------------===//

/// The `groups` of a mesh: ordered lists of mesh axes.
def AP_MeshGroupsAttr : TypedArrayAttrBase<DenseI64ArrayAttr,
    "list of ordered mesh-axis lists">;

def AP_MeshOp : AP_Op<"mesh", [Symbol]> {
  let summary = "A named N-D device mesh";
  let description = [{
    Declares a mesh of `prod(shape)` devices with one name per axis. Devices
    are numbered row-major: on a `2x4` mesh, rank `r` has coordinates
    `(r / 4, r % 4)`.

    ```mlir
    ap.mesh @mesh(shape = 16x8, axes = ["dp", "tp"])
    ap.mesh @mesh3d(shape = 2x2x2, axes = ["pp", "dp", "tp"], groups = [[1, 2], [0, 2]])
    ```

    `groups`, when present, lists the flattened groups (ordered lists of at
    least two mesh axes, first axis most significant, as in the collectives'
    `axes`) that the compiler may create a multi-axis collective over, e.g.
    the communicators a runtime sets up in advance. A collective over a
    single axis is always allowed; one over several axes only when its axes
    are one of the listed groups, in that order (`[0, 1]` does not allow
    `[1, 0]`: the two order the group's members differently). Without
    `groups` every flattened group is allowed; `groups = []` allows none.
    ap-partition's redistribution planner and the collective optimizations
    (docs/CollectiveOptimizations.md) never create a group the mesh does
    not allow. Collectives already in the program are not checked against
    it.

    **Constraints:**
    * the shape has at least one axis and every size is >= 1;
    * there is one axis name per axis; names are non-empty and unique;
    * every group has at least two axes, each in range for the mesh, none
      repeated.
  }];
  let arguments = (ins
    SymbolNameAttr:$sym_name,
    DenseI64ArrayAttr:$shape,
    StrArrayAttr:$axis_names,
    OptionalAttr<AP_MeshGroupsAttr>:$groups
  );
  let assemblyFormat = [{
    $sym_name `(` `shape` `=` custom<MeshShape>($shape) `,`
    `axes` `=` $axis_names (`,` `groups` `=` custom<MeshGroups>($groups)^)?
    `)` attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    int64_t getRank() { return getShape().size(); }
    int64_t getNumDevices();
    /// The index of the axis called `name`, if any.
    std::optional<int64_t> getAxisIndex(::llvm::StringRef name);
    /// Whether a collective over the ordered `axes` may be created: one axis
    /// always, several only when `groups` is absent or lists exactly them.
    bool allowsGroup(::llvm::ArrayRef<int64_t> axes);
  }];
}

//===----------------------------------------------------------------------===//
// Global-view ops
//===----------------------------------------------------------------------===//

def AP_AnnotateOp : AP_Op<"annotate", [
    Pure, AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Pins the sharding of a global tensor (a user constraint)";
  let description = [{
    The result is the input, constrained to `sharding`: every consumer of the
    result sees the tensor with that sharding, and the auto-sharder treats it
    as fixed. Tensor types are the global (logical) types.

    ```mlir
    %w1 = ap.annotate %w to <@mesh, [S(0), S(1)]> : tensor<4096x14336xbf16>
    ```

    Inside `ap` ops a sharding is written without its `#ap.sharding` prefix
    (the op implies it); elsewhere it is written in full,
    `#ap.sharding<@mesh, [S(0), S(1)]>`.

    **Constraints:**
    * the sharding is valid for the mesh and the tensor type (see
      `#ap.sharding`).
  }];
  let arguments = (ins AnyRankedTensor:$input, AP_ShardingAttr:$sharding);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `to` custom<Sharding>($sharding) attr-dict `:` type($result)
  }];
}

def AP_RedistributeOp : AP_Op<"redistribute", [
    Pure, AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Changes the sharding of a global tensor";
  let description = [{
    The result holds the same logical tensor as the input; only its
    distribution over the mesh changes, from `source` to `target`.
    Partitioning turns it into the cheapest sequence of local collectives
    that the redistribution planner finds.

    ```mlir
    %y = ap.redistribute %x from <@mesh, [S(0), S(1)]> to <@mesh, [S(0), R]>
        : tensor<8x8192x4096xbf16>
    ```

    **Constraints:**
    * both shardings are valid for the tensor type and name the same mesh
      (redistribution across meshes is not supported).
  }];
  let arguments = (ins
    AnyRankedTensor:$input,
    AP_ShardingAttr:$source,
    AP_ShardingAttr:$target
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `from` custom<Sharding>($source) `to` custom<Sharding>($target)
    attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Local-view ops
//===----------------------------------------------------------------------===//

def AP_GroupIndexOp : AP_Op<"group_index", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "This device's index in the group over some mesh axes";
  let description = [{
    The index of the executing device within its group over `axes` (see the
    collectives): the mixed-radix number formed by its coordinates on `axes`,
    the first listed axis most significant. On a `2x4` mesh, device `(1, 2)`
    has index 2 over `[1]`, 6 over `[0, 1]` and 5 over `[1, 0]`.

    Partitioning uses it where per-device code depends on the device: the
    offset of a device's chunk (`ap.shard_slice`, `linalg.index` of a sharded
    loop) and the one device that keeps a value when a replicated tensor
    becomes a partial sum.

    ```mlir
    %i = ap.group_index on @mesh axes = [0, 1]
    ```

    **Constraints:**
    * `axes` is non-empty, in range for the mesh, without repeats.
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, DenseI64ArrayAttr:$mesh_axes);
  let results = (outs Index:$result);
  let assemblyFormat = "`on` $mesh `axes` `=` $mesh_axes attr-dict";
}

//===----------------------------------------------------------------------===//
// Local-view collectives
//===----------------------------------------------------------------------===//

class AP_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : AP_Op<mnemonic, !listconcat(traits, [
        Pure,
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        DeclareOpInterfaceMethods<AP_CollectiveOpInterface,
                                  ["verifyShapesForGroupSize",
                                   "getCollectiveInfo"]>])> {
  code commonDescription = [{

    The group: the devices that agree with this one on every mesh axis not in
    `axes`; a member's group index is the mixed-radix number formed by its
    coordinates on `axes`, the first listed axis most significant. `axes =
    [0, 1]` is the row-major flattening of the two axes, `axes = [1, 0]` the
    column-major one. A multi-axis collective is one collective over that
    flattened group.

    Tensor types are per-device (local) types. Element types of the operand
    and the result match, and dims other than those named stay the same.
  }];
  let hasVerifier = 1;
}

def AP_AllGatherOp : AP_CollectiveOp<"all_gather"> {
  let summary = "Concatenates the group's tensors along a dim";
  let description = [{
    Every member receives the concatenation, along `dim`, of the operands of
    all group members in group-index order: chunk `g` of the result (of size
    `operand.shape[dim]`) is the operand of the member with group index `g`.
    This undoes `S(dim)` on the listed axes when they are listed major to
    minor.

    ```mlir
    %g = ap.all_gather %a on @mesh axes = [1] dim = 1
        : tensor<8x1024x512xbf16> -> tensor<8x1024x4096xbf16>
    ```
  }] # commonDescription # [{

    **Constraints:**
    * `axes` is non-empty, in range for the mesh, without repeats;
    * `dim` is in range; `result.shape[dim] = operand.shape[dim] * G` where
      `G` is the product of the sizes of `axes`; other dims are equal.
  }];
  let arguments = (ins
    AnyRankedTensor:$input,
    FlatSymbolRefAttr:$mesh,
    DenseI64ArrayAttr:$mesh_axes,
    AP_TensorDimAttr:$dim
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` `=` $mesh_axes `dim` `=` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
}

def AP_ReduceScatterOp : AP_CollectiveOp<"reduce_scatter"> {
  let summary = "Reduces the group's tensors and scatters chunks of a dim";
  let description = [{
    The operands of all group members are reduced element-wise with
    `reduce`; the reduced tensor is cut along `dim` into `G` equal chunks and
    the member with group index `g` receives chunk `g`. This turns `P(op)`
    into `S(dim)` on the listed axes.

    ```mlir
    %r = ap.reduce_scatter %b on @mesh axes = [0, 1] dim = 0 reduce = sum
        : tensor<64x128xf32> -> tensor<4x128xf32>
    ```
  }] # commonDescription # [{

    **Constraints:**
    * `axes` is non-empty, in range for the mesh, without repeats;
    * `dim` is in range, static, and `operand.shape[dim] = result.shape[dim]
      * G`; other dims are equal.
  }];
  let arguments = (ins
    AnyRankedTensor:$input,
    FlatSymbolRefAttr:$mesh,
    DenseI64ArrayAttr:$mesh_axes,
    AP_TensorDimAttr:$dim,
    AP_ReductionKindAttr:$reduction
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` `=` $mesh_axes `dim` `=` $dim
    `reduce` `=` custom<Reduction>($reduction) attr-dict
    `:` type($input) `->` type($result)
  }];
}

def AP_AllReduceOp : AP_CollectiveOp<"all_reduce",
                                     [AllTypesMatch<["input", "result"]>]> {
  let summary = "Reduces the group's tensors; every member gets the result";
  let description = [{
    Every member receives the element-wise `reduce` of the operands of all
    group members. This turns `P(op)` into `R` on the listed axes. `avg`
    divides the sum by `G`.

    ```mlir
    %s = ap.all_reduce %c on @mesh axes = [1] reduce = sum : tensor<8x16xf32>
    ```
  }] # commonDescription # [{

    **Constraints:**
    * `axes` is non-empty, in range for the mesh, without repeats;
    * the operand and result types are equal.
  }];
  let arguments = (ins
    AnyRankedTensor:$input,
    FlatSymbolRefAttr:$mesh,
    DenseI64ArrayAttr:$mesh_axes,
    AP_ReductionKindAttr:$reduction
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` `=` $mesh_axes
    `reduce` `=` custom<Reduction>($reduction) attr-dict `:` type($result)
  }];
  let builders = [
    OpBuilder<(ins "::mlir::Value":$input, "::mlir::FlatSymbolRefAttr":$mesh,
                   "::llvm::ArrayRef<int64_t>":$meshAxes,
                   "::mlir::ap::ReductionKind":$reduction)>
  ];
}

def AP_AllToAllOp : AP_CollectiveOp<"all_to_all"> {
  let summary = "Exchanges chunks: split one dim, concatenate another";
  let description = [{
    Each member cuts its operand along `split_dim` into `G` equal chunks and
    sends chunk `g` to the member with group index `g`; each member
    concatenates what it receives along `concat_dim`, in the senders'
    group-index order. This turns `S(concat_dim)` into `S(split_dim)` on the
    listed axes.

    ```mlir
    %t = ap.all_to_all %d on @mesh axes = [1] split_dim = 1 concat_dim = 2
        : tensor<8x1024x512xbf16> -> tensor<8x128x4096xbf16>
    ```
  }] # commonDescription # [{

    **Constraints:**
    * `axes` is non-empty, in range for the mesh, without repeats;
    * `split_dim` and `concat_dim` are in range and static;
      `result.shape[split_dim] = operand.shape[split_dim] / G` (exactly) and
      `result.shape[concat_dim] = operand.shape[concat_dim] * G` (when the
      two dims differ; the same dim keeps its size); other dims are equal.
  }];
  let arguments = (ins
    AnyRankedTensor:$input,
    FlatSymbolRefAttr:$mesh,
    DenseI64ArrayAttr:$mesh_axes,
    AP_TensorDimAttr:$split_dim,
    AP_TensorDimAttr:$concat_dim
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` `=` $mesh_axes `split_dim` `=` $split_dim
    `concat_dim` `=` $concat_dim attr-dict `:` type($input) `->` type($result)
  }];
}

def AP_ShardSliceOp : AP_CollectiveOp<"shard_slice"> {
  let summary = "Takes this device's chunk of a dim (no communication)";
  let description = [{
    The operand, equal on every member, is cut along `dim` into `G` equal
    chunks; the member with group index `g` keeps chunk `g`. No data moves
    between devices. This turns `R` into `S(dim)` on the listed axes.

    ```mlir
    %u = ap.shard_slice %e on @mesh axes = [0] dim = 0
        : tensor<64x128xf32> -> tensor<4x128xf32>
    ```
  }] # commonDescription # [{

    **Constraints:**
    * `axes` is non-empty, in range for the mesh, without repeats;
    * `dim` is in range, static, and `operand.shape[dim] = result.shape[dim]
      * G`; other dims are equal.
  }];
  let arguments = (ins
    AnyRankedTensor:$input,
    FlatSymbolRefAttr:$mesh,
    DenseI64ArrayAttr:$mesh_axes,
    AP_TensorDimAttr:$dim
  );
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` `=` $mesh_axes `dim` `=` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
}

include "Shard/Dialect/AP/IR/APAttentionOps.td"
include "Shard/Dialect/AP/IR/APAsyncOps.td"
include "Shard/Dialect/AP/IR/APPointToPointOps.td"

#endif // SHARD_DIALECT_AP_IR_APOPS_TD
