//===- APPointToPointOps.td - Transfers between two devices -*- tablegen -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Included by APOps.td: per-device transfers from one device to one other,
// along one mesh axis (the stages of a pipeline pass activations forward
// and gradients back). They lower to the runtime's buffered send and
// blocking receive (docs/Runtime.md, "Point to point").
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_DIALECT_AP_IR_APPOINTTOPOINTOPS_TD
#define SHARD_DIALECT_AP_IR_APPOINTTOPOINTOPS_TD

include "Shard/Dialect/AP/IR/APAsyncOps.td"

class AP_TransferOp<string mnemonic, list<Trait> traits = []>
    : AP_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>,
        // Transfers are matched in order between two devices: none may be
        // erased, merged or moved past another, or past a collective in
        // flight.
        MemoryEffects<[MemWrite<AP_CommunicationResource>]>])> {
  code commonDescription = [{

    The peer: the device whose coordinate on mesh axis `axis` is `peer` and
    whose other coordinates are this device's. Transfers from one device to
    another are matched in the order they are made: the n-th `ap.send` to a
    device is its n-th `ap.recv` from this one, which must have the same
    type. A send does not wait for its receive (the runtime keeps a copy),
    so two devices may both send before they receive.

    **Constraints:**
    * the tensor type is static;
    * `axis` is an axis of the mesh, `peer` a coordinate on it.
  }];
}

def AP_SendOp : AP_TransferOp<"send"> {
  let summary = "Sends a tensor to one other device";
  let description = [{
    Sends `input` to the peer (below). The device's own coordinate on `axis`
    must differ from `peer`, which the runtime checks (a device does not
    know its coordinate before it runs).

    ```mlir
    ap.send %h on @mesh axis = 0 to = 1 : tensor<1x8x16xf32>
    ```
  }] # commonDescription;
  let arguments = (ins AnyStaticShapeTensor:$input, FlatSymbolRefAttr:$mesh,
                       I64Attr:$axis, I64Attr:$peer);
  let assemblyFormat = [{
    $input `on` $mesh `axis` `=` $axis `to` `=` $peer attr-dict `:`
    type($input)
  }];
}

def AP_RecvOp : AP_TransferOp<"recv"> {
  let summary = "Receives a tensor from one other device";
  let description = [{
    Waits for the next tensor the peer (below) sent to this device and
    returns it.

    ```mlir
    %h = ap.recv on @mesh axis = 0 from = 0 : tensor<1x8x16xf32>
    ```
  }] # commonDescription;
  let arguments = (ins FlatSymbolRefAttr:$mesh, I64Attr:$axis, I64Attr:$peer);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    `on` $mesh `axis` `=` $axis `from` `=` $peer attr-dict `:` type($result)
  }];
}

#endif // SHARD_DIALECT_AP_IR_APPOINTTOPOINTOPS_TD
