// A target description that lies is refused where it is read, with the
// key or the figures at fault, before any price is built: a key given twice
// (at the top, in an object, in a list entry), a number that is not finite
// (1e400 reads as infinity), and finite figures whose prices overflow a
// step's time (each price of a target is at most 2^-126 of the largest
// double, docs/CostModel.md). Before, the last of two keys won, 1e400 passed
// as a "positive" bandwidth, and a FLOP rate of 1e-300 priced every plan of
// a program without annotations at infinity (1e-305 here): "every plan is forbidden by
// the annotations". The #ap.target form: test/Dialect/AP/IR/invalid.mlir.
//
// RUN: split-file %s %t
// RUN: ap-opt %t/dup-top.mlir --ap-auto-shard='target-json={"kernel_floor":1e-5,"memory_capacity":4e10,"kernel_floor":2e-5}' -verify-diagnostics
// RUN: ap-opt %t/dup-nested.mlir --ap-auto-shard='target-json={"intra_node":{"bandwidth":1e11,"bandwidth":2e11}}' -verify-diagnostics
// RUN: ap-opt %t/dup-list.mlir --ap-auto-shard='target-json={"axis_links":[{"hop_latency":1e-6,"hop_latency":2e-6}]}' -verify-diagnostics
// RUN: ap-opt %t/infinite.mlir --ap-auto-shard='target-json={"memory_bandwidth":1e400}' -verify-diagnostics
// RUN: ap-opt %t/flops.mlir --ap-auto-shard='target-json={"peak_flops":{"f32":1e-305}}' -verify-diagnostics
// RUN: ap-opt %t/bandwidth.mlir --ap-auto-shard='target-json={"inter_node":{"bandwidth":1e-300}}' -verify-diagnostics
// RUN: ap-opt %t/latency.mlir --ap-auto-shard='target-json={"collective_latency":1e300}' -verify-diagnostics
// RUN: ap-opt %t/hop.mlir --ap-auto-shard='target-json={"axis_links":[{"bandwidth":1e9,"hop_latency":1e308}]}' -verify-diagnostics
// RUN: ap-opt %t/file.mlir --ap-auto-shard='target-file=%t/dup.json' -verify-diagnostics

//--- dup.json
{"peak_flops": {"bf16": 1e15, "f32": 6e13, "bf16": 2e15}}

//--- dup-top.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: key 'kernel_floor' is given twice}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- dup-nested.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: key 'intra_node.bandwidth' is given twice}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- dup-list.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: key 'axis_links[0].hop_latency' is given twice}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- infinite.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: 'memory_bandwidth' must be a finite number (it reads as inf)}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- flops.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: 'peak_flops.f32' = 1e-305 at 'compute_efficiency' = 0.7 makes a FLOP take 1.43e+305 s, past the 2.11e+270 s any price may take (a step's time would overflow)}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- bandwidth.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: 'inter_node.bandwidth' = 1e-300 makes a byte on the link take 1e+300 s, past the 2.11e+270 s any price may take (a step's time would overflow)}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- latency.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: 'collective_latency' = 1e+300 makes a collective take 1e+300 s, past the 2.11e+270 s any price may take (a step's time would overflow)}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- hop.mlir

// expected-error @below {{ap-auto-shard: target-json: target description: 'axis_links[0].hop_latency' = 1e+308 makes a hop take 1e+308 s, past the 2.11e+270 s any price may take (a step's time would overflow)}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}

//--- file.mlir

// expected-error @below {{dup.json: target description: key 'peak_flops.bf16' is given twice}}
module {
  ap.mesh @mesh(shape = 4, axes = ["x"])
  func.func @f(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %zero = arith.constant 0.0 : f32
    %empty = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>)
                       outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    return %y : tensor<64x16xf32>
  }
}
