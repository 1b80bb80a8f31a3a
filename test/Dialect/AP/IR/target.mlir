// #ap.target: the target a module is priced for, as named fields. It is
// read as the JSON target description is (a preset first, then the fields
// given), printed with every field, once, as the alias #target; the JSON
// string form is still read.
//
// RUN: ap-opt %s --split-input-file | FileCheck %s
// RUN: ap-opt %s --split-input-file | ap-opt --split-input-file | FileCheck %s

// CHECK: #target = #ap.target<name = "h200", allow_tf32 = false, axis_links = [{bandwidth = 5.0e+10, hop_latency = 2.7e-06}, {bandwidth = 4.5e+11, hop_latency = 1.0e-06}], collective_latency = 6.6e-06, compute_efficiency = 0.7, devices_per_node = 4, inter_node = {bandwidth = 5.0e+10, hop_latency = 2.7e-06}, intra_node = {bandwidth = 3.2e+11, hop_latency = 6.0e-07}, kernel_floor = 7.0e-06, memory_bandwidth = 4.8e+12, memory_capacity = 1.0e+11, memory_efficiency = 0.7, peak_flops = {bf16 = 9.89e+14, f16 = 9.89e+14, f32 = 6.7e+13, f64 = 6.7e+13, tf32 = 4.95e+14}>
// CHECK: module attributes {ap.target = #target}
module attributes {ap.target = #ap.target<preset = "h200", memory_capacity = 1.0e+11, devices_per_node = 4,
    axis_links = [{bandwidth = 5.0e+10}, {bandwidth = 4.5e+11, hop_latency = 1.0e-6}]>} {
}

// -----

// Fields not given keep the H100 preset's; a figure prints as the shortest
// decimal that reads back as the same double.
// CHECK: #target = #ap.target<name = "h100", {{.*}}kernel_floor = 1.2345678901234568e-05,{{.*}} memory_capacity = 8.0e+10,
module attributes {ap.target = #ap.target<kernel_floor = 1.2345678901234567e-5>} {
}

// -----

// CHECK: module attributes {ap.target = "{\22memory_capacity\22: 4e10}"}
module attributes {ap.target = "{\22memory_capacity\22: 4e10}"} {
}
