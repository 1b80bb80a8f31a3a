//===- APAttrs.td - Attributes of the ap dialect -----------*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APATTRS_TD
#define SHARD_DIALECT_AP_IR_APATTRS_TD

include "Shard/Dialect/AP/IR/APDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

class AP_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<AP_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def AP_ShardingAttr : AP_Attr<"Sharding", "sharding"> {
  let summary = "Placement of a global tensor on a device mesh";
  let description = [{
    A sharding names a mesh and gives one placement per mesh axis:

    * `S(d)`: tensor dim `d` is split into equal chunks across the devices of
      the axis;
    * `R`: every device of the axis holds the whole tensor;
    * `P(sum)`, `P(avg)`, `P(max)`, `P(min)`, `P(umax)`, `P(umin)`,
      `P(maxnum)`, `P(minnum)`: every device of the axis holds a partial
      value; the logical value is that reduction over the axis (see
      `#ap.reduction` for what each computes on which element types).

    When several mesh axes shard the same tensor dim, the dim is cut into
    `prod(axis sizes)` chunks and the axes are taken major to minor in
    mesh-axis order, unless an explicit order is given for that dim:

    ```mlir
    // 2x4 mesh: dim 0 in 8 chunks; device (i, j) holds chunk 4 * i + j.
    #ap.sharding<@mesh, [S(0), S(0)]>
    // Column-major: device (i, j) holds chunk 2 * j + i.
    #ap.sharding<@mesh, [S(0), S(0)], order = {0: [1, 0]}>
    // FSDP x TP weight, activations with pending sums.
    #ap.sharding<@mesh, [S(0), S(1)]>
    #ap.sharding<@mesh, [R, P(sum)]>
    ```

    The printed form is canonical: orders equal to mesh-axis order are
    dropped.

    **Constraints** (the placements alone, checked when the attribute is
    built or parsed):
    * a sharded dim is non-negative;
    * an explicit order lists exactly the mesh axes that shard its dim, each
      once, and each dim has at most one order.

    **Constraints** (checked where the attribute is used: on `ap` ops, and on
    other ops, function arguments and results under `ap.sharding`):
    * `@mesh` names an `ap.mesh`;
    * there is exactly one placement per mesh axis;
    * the value is a ranked tensor, and every sharded dim is in range and
      static; the product of the sizes of its mesh axes need not divide it
      (uneven sharding: every device holds ceil(n / chunks) rows, the last
      ones padded, docs/PlacementModel.md);
    * every partial reduction is defined on the tensor's element type.
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$mesh,
    ArrayRefParameter<"::mlir::ap::Placement", "one placement per mesh axis">:$placements,
    OptionalArrayRefParameter<"int64_t", "canonical shard order">:$axisOrder
  );
  let builders = [
    AttrBuilderWithInferredContext<(ins
        "::mlir::FlatSymbolRefAttr":$mesh,
        "const ::mlir::ap::ShardingLayout &":$layout), [{
      return $_get(mesh.getContext(), mesh, layout.getPlacements(),
                   layout.getAxisOrder());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The placements and shard order as a ShardingLayout.
    ::mlir::ap::ShardingLayout getLayout() const;
    int64_t getMeshRank() const { return getPlacements().size(); }
  }];
}

def AP_ReductionKindAttr : AP_Attr<"ReductionKind", "reduction"> {
  let summary = "The reduction of a collective or a partial placement";
  let description = [{
    One of `sum`, `avg`, `max`, `min`, `umax`, `umin`, `maxnum`, `minnum`,
    each one exact function per element type (docs/Reductions.md): `sum`
    wraps on integers (xor on i1); `avg` is defined on floats only (the exact
    mean, rounded once); `max`/`min` are `arith.maximumf`/`minimumf` on
    floats (NaN wins, -0 < +0) and signed on integers; `umax`/`umin` are
    unsigned, integers only; `maxnum`/`minnum` are `arith.maxnumf`/`minnumf`
    (NaN loses), floats only. A partial placement or collective whose
    reduction is not defined on its element type is rejected. Collectives
    print it bare (`reduce = sum`); on its own it reads `#ap.reduction<sum>`.
  }];
  let parameters = (ins "::mlir::ap::ReductionKind":$value);
  let hasCustomAssemblyFormat = 1;
}

def AP_TargetAttr : AP_Attr<"Target", "target"> {
  let summary = "The hardware a program is priced for";
  let description = [{
    A target description (docs/CostModel.md): the accelerator's peak FLOP/s
    per element type, memory bandwidth and capacity, efficiencies and
    kernel floor, and the links between accelerators. ap-auto-shard records
    the target it planned for on the module as `ap.target`, so that
    ap-partition and the collective optimizations price alike:

    ```mlir
    #target = #ap.target<name = "h100", allow_tf32 = false,
        collective_latency = 6.6e-06, compute_efficiency = 0.7,
        devices_per_node = 8,
        inter_node = {bandwidth = 5.0e+10, hop_latency = 2.7e-06},
        intra_node = {bandwidth = 3.2e+11, hop_latency = 6.0e-07},
        kernel_floor = 7.0e-06, memory_bandwidth = 3.35e+12,
        memory_capacity = 8.0e+10, memory_efficiency = 0.7,
        peak_flops = {bf16 = 9.89e+14, f16 = 9.89e+14, f32 = 6.7e+13,
                      f64 = 6.7e+13, tf32 = 4.95e+14}>
    module attributes {ap.target = #target} { ... }
    // The same, written by hand: a preset and what differs from it.
    module attributes {ap.target = #ap.target<preset = "h100">} { ... }
    ```

    Fields are written `name = value`; their names and meanings are the
    JSON target description's (`target-json`, `target-file`), which this is
    read as: a `preset = "h200"` field first resets to that preset, fields
    not given keep the H100 preset's. The printed form gives every field,
    sorted after `name`, each figure the shortest decimal that reads back
    as the same double; MLIR's floats have a dot (`8.0e+10`: `8e10` reads
    as the integer 8 followed by `e10`).

    **Constraints** (checked when parsed or built, by the JSON form's
    checks): every field is known, given once, and of its type (numbers,
    `true`/`false`, strings, `{...}` for objects, `[...]` for lists); every
    number is finite, no figure is negative, peaks, bandwidths and the
    memory capacity are positive, every efficiency is in (0, 1], and no
    price the figures make (seconds per FLOP, byte, hop, collective or
    kernel) is past 2^-126 of the largest double (docs/CostModel.md).
  }];
  let parameters = (ins
    StringRefParameter<"the description, as canonical JSON">:$json
  );
  let builders = [
    AttrBuilder<(ins "const ::mlir::ap::TargetDescription &":$target), [{
      return $_get($_ctxt, target.toJSON());
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The target it describes.
    ::mlir::ap::TargetDescription getDescription() const;
  }];
}

#endif // SHARD_DIALECT_AP_IR_APATTRS_TD
