// RUN: ap-opt %s --ap-schedule-collectives='overlap=false bucket-bytes=4096 prefetch-budget=0.001' | FileCheck %s
// RUN: ap-opt %s --ap-schedule-collectives='overlap=false bucket-bytes=0' | FileCheck %s --check-prefix=OFF
// RUN: ap-opt %s --ap-schedule-collectives='overlap=false report prefetch-budget=0.001' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: ap-opt %s --ap-schedule-collectives='overlap=false report' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEAK

// ap-schedule-collectives' buckets (docs/Overlap.md): small collectives
// over one group, of one kind, element type and reduction, become one
// collective on their flattened, concatenated operands; each member's
// piece is cut out just before its result is read. A bucket's copies (the
// concatenation, the pieces) count against the function's peak: in these
// small functions they would raise it, so a budget lets them be made, and
// without one every bucket is refused.

ap.mesh @mesh(shape = 2x4, axes = ["dp", "tp"])

// Three all-reduces (one of a scalar) become one of 1 + 16 + 32 elements;
// the f16 one and the one over another axis stay alone.
// CHECK-LABEL: func.func @all_reduces
// CHECK:      %[[CAT:.*]] = tensor.concat dim(0) {{.*}} : (tensor<1xf32>, tensor<16xf32>, tensor<32xf32>) -> tensor<49xf32>
// CHECK-NEXT: %[[R:.*]] = ap.all_reduce %[[CAT]] on @mesh axes = [1] reduce = sum : tensor<49xf32>
// CHECK:      ap.all_reduce %arg3 on @mesh axes = [1] reduce = sum : tensor<4xf16>
// CHECK:      ap.all_reduce %arg4 on @mesh axes = [0] reduce = sum
// CHECK:      tensor.extract_slice %[[R]][0] [1] [1]
// CHECK-NEXT: tensor.collapse_shape {{.*}} [] : tensor<1xf32> into tensor<f32>
// CHECK:      tensor.extract_slice %[[R]][1] [16] [1]
// CHECK-NEXT: tensor.expand_shape {{.*}} output_shape [4, 4]
// CHECK:      tensor.extract_slice %[[R]][17] [32] [1]
// OFF-LABEL: func.func @all_reduces
// OFF-COUNT-5: ap.all_reduce
// OFF-NOT: tensor.concat
func.func @all_reduces(%s: tensor<f32>, %a: tensor<4x4xf32>, %b: tensor<32xf32>,
                       %h: tensor<4xf16>, %o: tensor<4xf32>)
    -> (tensor<f32>, tensor<4x4xf32>, tensor<32xf32>, tensor<4xf16>, tensor<4xf32>) {
  %rs = ap.all_reduce %s on @mesh axes = [1] reduce = sum : tensor<f32>
  %ra = ap.all_reduce %a on @mesh axes = [1] reduce = sum : tensor<4x4xf32>
  %rh = ap.all_reduce %h on @mesh axes = [1] reduce = sum : tensor<4xf16>
  %ro = ap.all_reduce %o on @mesh axes = [0] reduce = sum : tensor<4xf32>
  %rb = ap.all_reduce %b on @mesh axes = [1] reduce = sum : tensor<32xf32>
  return %rs, %ra, %rb, %rh, %ro : tensor<f32>, tensor<4x4xf32>, tensor<32xf32>, tensor<4xf16>, tensor<4xf32>
}

// Gradients reduce-scattered on dim 0: each operand as [G, chunk], side by
// side, so that member g's chunk of every gradient is contiguous.
// CHECK-LABEL: func.func @reduce_scatters
// CHECK:      tensor.expand_shape {{.*}} output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
// CHECK:      tensor.expand_shape {{.*}} output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
// CHECK:      %[[CAT:.*]] = tensor.concat dim(1) {{.*}} -> tensor<4x12xf32>
// CHECK-NEXT: %[[FLAT:.*]] = tensor.collapse_shape %[[CAT]] {{\[}}[0, 1]] : tensor<4x12xf32> into tensor<48xf32>
// CHECK-NEXT: %[[R:.*]] = ap.reduce_scatter %[[FLAT]] on @mesh axes = [1] dim = 0 reduce = sum : tensor<48xf32> -> tensor<12xf32>
// CHECK:      tensor.extract_slice %[[R]][0] [8] [1]
// CHECK-NEXT: tensor.expand_shape {{.*}} output_shape [2, 4]
// CHECK:      tensor.extract_slice %[[R]][8] [4] [1]
func.func @reduce_scatters(%a: tensor<8x4xf32>, %b: tensor<16xf32>) -> (tensor<2x4xf32>, tensor<4xf32>) {
  %ra = ap.reduce_scatter %a on @mesh axes = [1] dim = 0 reduce = sum : tensor<8x4xf32> -> tensor<2x4xf32>
  %rb = ap.reduce_scatter %b on @mesh axes = [1] dim = 0 reduce = sum : tensor<16xf32> -> tensor<4xf32>
  return %ra, %rb : tensor<2x4xf32>, tensor<4xf32>
}

// Parameters gathered on dim 0 (FSDP): one gather, then member i's columns
// of the [G, total] rows. The gather of %a stays alone: %late is computed
// from its result, which closes its bucket; %late's and %b's go together.
// A gather on dim 1 is left alone.
// CHECK-LABEL: func.func @all_gathers
// CHECK:      ap.all_gather %arg0 on @mesh axes = [1] dim = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
// CHECK:      ap.all_gather %arg2 on @mesh axes = [1] dim = 1
// CHECK:      %[[LATE:.*]] = arith.addf %arg3
// CHECK-NEXT: %[[CAT:.*]] = tensor.concat dim(0) %[[LATE]], %arg1 : (tensor<2xf32>, tensor<4xf32>) -> tensor<6xf32>
// CHECK-NEXT: %[[G:.*]] = ap.all_gather %[[CAT]] on @mesh axes = [1] dim = 0 : tensor<6xf32> -> tensor<24xf32>
// CHECK-NEXT: %[[ROWS:.*]] = tensor.expand_shape %[[G]] {{\[}}[0, 1]] output_shape [4, 6]
// CHECK-NEXT: tensor.extract_slice %[[ROWS]][0, 0] [4, 2] [1, 1]
// CHECK-NEXT: tensor.collapse_shape
// CHECK-NEXT: tensor.extract_slice %[[ROWS]][0, 2] [4, 4] [1, 1]
func.func @all_gathers(%a: tensor<2x4xf32>, %b: tensor<4xf32>, %c: tensor<2x2xf32>, %d: tensor<2xf32>)
    -> (tensor<8x4xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<8xf32>) {
  %ga = ap.all_gather %a on @mesh axes = [1] dim = 0 : tensor<2x4xf32> -> tensor<8x4xf32>
  %gc = ap.all_gather %c on @mesh axes = [1] dim = 1 : tensor<2x2xf32> -> tensor<2x8xf32>
  %x = arith.addf %ga, %ga : tensor<8x4xf32>
  %e = tensor.extract_slice %x[0, 0] [1, 2] [1, 1] : tensor<8x4xf32> to tensor<2xf32>
  %late = arith.addf %d, %e : tensor<2xf32>
  %gl = ap.all_gather %late on @mesh axes = [1] dim = 0 : tensor<2xf32> -> tensor<8xf32>
  %gb = ap.all_gather %b on @mesh axes = [1] dim = 0 : tensor<4xf32> -> tensor<16xf32>
  return %x, %gb, %gc, %gl : tensor<8x4xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<8xf32>
}

// Without bucket-bytes, the limit comes from the cost model (the H100
// preset here: no ap.target): every collective above is small enough.
// TARGET: remark: ap-schedule-collectives: @all_reduces: 1 buckets of 3 collectives (0 refused by memory)
// TARGET: remark: ap-schedule-collectives: @reduce_scatters: 1 buckets of 2 collectives (0 refused by memory)
// TARGET: remark: ap-schedule-collectives: @all_gathers: 1 buckets of 2 collectives (0 refused by memory)
// PEAK: remark: ap-schedule-collectives: @all_reduces: 0 buckets of 0 collectives (1 refused by memory)
// PEAK: remark: ap-schedule-collectives: @reduce_scatters: 0 buckets of 0 collectives (1 refused by memory)
// PEAK: remark: ap-schedule-collectives: @all_gathers: 0 buckets of 0 collectives (1 refused by memory)
