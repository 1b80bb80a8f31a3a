//===- TargetDescriptionTest.cpp - Presets, JSON and per-axis links -------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The target description the cost model prices kernels and collectives on:
//  - the h100, h200 and a100 presets exist and their figures are sensible
//    (and ordered the way the hardware is);
//  - toJSON / fromJSON round-trip every field, presets and custom targets;
//  - JSON overrides are partial: each key changes its field and nothing
//    else; "preset" resets first; axis links default to the inter-node link;
//  - malformed JSON, unknown keys and wrong field types are errors, never
//    crashes;
//  - the per-axis links: inner mesh axes are inside a node while the
//    devices they span fit devices_per_node; explicit links win when there
//    is one per axis;
//  - the roofline: max(compute, memory, kernel floor).
//
//===----------------------------------------------------------------------===//

#include "Shard/TargetDescription/TargetDescription.h"

#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <limits>

using namespace mlir::ap;

namespace {

TargetDescription preset(llvm::StringRef name) {
  std::optional<TargetDescription> target = TargetDescription::getPreset(name);
  EXPECT_TRUE(target.has_value()) << name.str();
  return target.value_or(TargetDescription());
}

void expectSameLink(const AxisLink &actual, const AxisLink &expected,
                    const std::string &what) {
  EXPECT_EQ(actual.bandwidth, expected.bandwidth) << what;
  EXPECT_EQ(actual.hopLatency, expected.hopLatency) << what;
}

/// Every field of the two targets is equal (exactly: JSON keeps doubles to
/// the last bit).
void expectSameTarget(const TargetDescription &actual,
                      const TargetDescription &expected) {
  EXPECT_EQ(actual.name, expected.name);
  EXPECT_EQ(actual.peakFlops.size(), expected.peakFlops.size());
  for (const auto &entry : expected.peakFlops) {
    auto it = actual.peakFlops.find(entry.getKey());
    ASSERT_NE(it, actual.peakFlops.end()) << entry.getKey().str();
    EXPECT_EQ(it->second, entry.getValue()) << entry.getKey().str();
  }
  EXPECT_EQ(actual.memoryBandwidth, expected.memoryBandwidth);
  EXPECT_EQ(actual.memoryCapacity, expected.memoryCapacity);
  EXPECT_EQ(actual.computeEfficiency, expected.computeEfficiency);
  EXPECT_EQ(actual.memoryEfficiency, expected.memoryEfficiency);
  EXPECT_EQ(actual.kernelFloor, expected.kernelFloor);
  EXPECT_EQ(actual.collectiveLatency, expected.collectiveLatency);
  expectSameLink(actual.intraNode, expected.intraNode, "intra_node");
  expectSameLink(actual.interNode, expected.interNode, "inter_node");
  EXPECT_EQ(actual.devicesPerNode, expected.devicesPerNode);
  EXPECT_EQ(actual.allowTF32, expected.allowTF32);
  ASSERT_EQ(actual.axisLinks.size(), expected.axisLinks.size());
  for (size_t axis = 0; axis < expected.axisLinks.size(); ++axis)
    expectSameLink(actual.axisLinks[axis], expected.axisLinks[axis],
                   "axis_links[" + std::to_string(axis) + "]");
}

TEST(TargetDescriptionTest, PresetsExistWithSensibleValues) {
  llvm::ArrayRef<llvm::StringRef> names = TargetDescription::getPresetNames();
  ASSERT_EQ(names.size(), 3u);
  for (llvm::StringRef name : {"h100", "h200", "a100"})
    EXPECT_TRUE(llvm::is_contained(names, name)) << name.str();
  for (llvm::StringRef name : names) {
    SCOPED_TRACE(name.str());
    TargetDescription target = preset(name);
    EXPECT_EQ(target.name, name.str());
    // Peaks: bf16 = f16 > tf32 > f32 (CUDA cores) >= fp64 > 0, in the
    // 10-1000s of TFLOP/s; f32 is not priced at the TF32 rate unless asked.
    EXPECT_FALSE(target.allowTF32);
    EXPECT_EQ(target.getPeakFlops("f16"), target.getPeakFlops("bf16"));
    EXPECT_GT(target.getPeakFlops("bf16"), target.getPeakFlops("tf32"));
    EXPECT_GT(target.getPeakFlops("tf32"), target.getPeakFlops("f32"));
    EXPECT_GE(target.getPeakFlops("f32"), target.getPeakFlops("f64"));
    EXPECT_GT(target.getPeakFlops("f64"), 1e12);
    EXPECT_LT(target.getPeakFlops("bf16"), 1e16);
    // HBM: TB/s of bandwidth, tens of GB to a few hundred GB.
    EXPECT_GE(target.memoryBandwidth, 1e12);
    EXPECT_LE(target.memoryBandwidth, 1e13);
    EXPECT_GE(target.memoryCapacity, 40e9);
    EXPECT_LE(target.memoryCapacity, 200e9);
    for (double efficiency :
         {target.computeEfficiency, target.memoryEfficiency}) {
      EXPECT_GT(efficiency, 0);
      EXPECT_LE(efficiency, 1);
    }
    EXPECT_GT(target.kernelFloor, 0);
    EXPECT_LT(target.kernelFloor, 1e-4);
    EXPECT_GT(target.collectiveLatency, 0);
    // The node's links are faster in both respects than the network's.
    EXPECT_GT(target.intraNode.bandwidth, target.interNode.bandwidth);
    EXPECT_GT(target.interNode.bandwidth, 0);
    EXPECT_LT(target.intraNode.hopLatency, target.interNode.hopLatency);
    EXPECT_EQ(target.devicesPerNode, 8);
    EXPECT_TRUE(target.axisLinks.empty());
  }
  EXPECT_FALSE(TargetDescription::getPreset("v100"));
  EXPECT_FALSE(TargetDescription::getPreset("H100"));
  EXPECT_FALSE(TargetDescription::getPreset(""));
}

TEST(TargetDescriptionTest, PresetFiguresMatchTheHardware) {
  TargetDescription h100 = preset("h100"), h200 = preset("h200"),
                    a100 = preset("a100");
  // H100 SXM: 989 dense bf16 TFLOP/s, 3.35 TB/s, 80 GB.
  EXPECT_EQ(h100.getPeakFlops("bf16"), 989e12);
  // 495 dense TF32 TFLOP/s on tensor cores, 67 FP32 TFLOP/s on CUDA cores.
  EXPECT_EQ(h100.getPeakFlops("tf32"), 495e12);
  EXPECT_EQ(h100.getPeakFlops("f32"), 67e12);
  EXPECT_EQ(h100.memoryBandwidth, 3.35e12);
  EXPECT_EQ(h100.memoryCapacity, 80e9);
  // H200: the H100's compute with 4.8 TB/s and 141 GB.
  for (llvm::StringRef type : {"bf16", "f16", "tf32", "f32", "f64"})
    EXPECT_EQ(h200.getPeakFlops(type), h100.getPeakFlops(type)) << type.str();
  EXPECT_EQ(h200.memoryBandwidth, 4.8e12);
  EXPECT_EQ(h200.memoryCapacity, 141e9);
  // A100: 312 bf16 TFLOP/s, slower in every respect than the H100.
  EXPECT_EQ(a100.getPeakFlops("bf16"), 312e12);
  for (llvm::StringRef type : {"bf16", "f32", "f64"})
    EXPECT_LT(a100.getPeakFlops(type), h100.getPeakFlops(type)) << type.str();
  EXPECT_LT(a100.memoryBandwidth, h100.memoryBandwidth);
  EXPECT_LT(a100.intraNode.bandwidth, h100.intraNode.bandwidth);
  EXPECT_LT(a100.interNode.bandwidth, h100.interNode.bandwidth);
}

TEST(TargetDescriptionTest, PeakFlopsFallsBackToF32) {
  TargetDescription h100 = preset("h100");
  EXPECT_EQ(h100.getPeakFlops("i64"), h100.getPeakFlops("f32"));
  EXPECT_EQ(h100.getPeakFlops("f8E4M3FN"), h100.getPeakFlops("f32"));
  TargetDescription bare;
  EXPECT_EQ(bare.getPeakFlops("bf16"), 1e12);
}

TEST(TargetDescriptionTest, AllowTF32PricesF32AtTheTensorCoreRate) {
  TargetDescription h100 = preset("h100");
  ASSERT_FALSE(static_cast<bool>(h100.applyOverrides(R"({"allow_tf32": true})")));
  EXPECT_TRUE(h100.allowTF32);
  EXPECT_EQ(h100.getPeakFlops("f32"), 495e12);
  // Only f32: the other types, and the types that fall back to f32's peak,
  // keep theirs.
  EXPECT_EQ(h100.getPeakFlops("bf16"), 989e12);
  EXPECT_EQ(h100.getPeakFlops("f64"), 67e12);
  EXPECT_EQ(h100.getPeakFlops("i64"), 67e12);
  // A target without a tf32 figure keeps its f32 one.
  TargetDescription bare;
  bare.peakFlops["f32"] = 5e12;
  bare.allowTF32 = true;
  EXPECT_EQ(bare.getPeakFlops("f32"), 5e12);
  // It round-trips, and is read back off.
  llvm::Expected<TargetDescription> back =
      TargetDescription::fromJSON(h100.toJSON());
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_TRUE(back->allowTF32);
  ASSERT_FALSE(static_cast<bool>(h100.applyOverrides(R"({"allow_tf32": false})")));
  EXPECT_EQ(h100.getPeakFlops("f32"), 67e12);
}

TEST(TargetDescriptionTest, PresetsRoundTripThroughJSON) {
  for (llvm::StringRef name : TargetDescription::getPresetNames()) {
    SCOPED_TRACE(name.str());
    TargetDescription target = preset(name);
    llvm::Expected<TargetDescription> back =
        TargetDescription::fromJSON(target.toJSON());
    ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
    expectSameTarget(*back, target);
  }
}

TEST(TargetDescriptionTest, CustomTargetRoundTripsEveryField) {
  // Every field differs from the H100 preset fromJSON starts from, with
  // values that have no short decimal form.
  TargetDescription target = preset("a100");
  target.name = "my-gpu";
  target.peakFlops["bf16"] = 1.0 / 3.0 * 1e15;
  target.peakFlops["f8E4M3FN"] = 2e15;
  target.peakFlops["i8"] = 7e14;
  target.memoryBandwidth = 2.0 / 3.0 * 1e13;
  target.memoryCapacity = 24e9 + 1;
  target.computeEfficiency = 0.61;
  target.memoryEfficiency = 0.83;
  target.kernelFloor = 3.3e-6;
  target.collectiveLatency = 1e-5 / 7;
  target.intraNode = {123.456e9, 0.1e-6};
  target.interNode = {12.5e9, 5e-6};
  target.devicesPerNode = 4;
  target.allowTF32 = true;
  target.axisLinks = {{1e9, 1e-6}, {2e9, 2e-6}, {3e9, 3e-6}};
  std::string json = target.toJSON();
  llvm::Expected<TargetDescription> back = TargetDescription::fromJSON(json);
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  expectSameTarget(*back, target);
  // And applying it on top of any preset gives the same target.
  TargetDescription onH200 = preset("h200");
  ASSERT_FALSE(static_cast<bool>(onH200.applyOverrides(json)));
  expectSameTarget(onH200, target);
}

TEST(TargetDescriptionTest, OverridesChangeOnlyTheirField) {
  using Edit = std::function<void(TargetDescription &)>;
  const std::pair<const char *, Edit> cases[] = {
      {R"({"name": "x"})", [](auto &t) { t.name = "x"; }},
      {R"({"memory_capacity": 1e9})", [](auto &t) { t.memoryCapacity = 1e9; }},
      {R"({"memory_bandwidth": 2})", [](auto &t) { t.memoryBandwidth = 2; }},
      {R"({"compute_efficiency": 0.5})",
       [](auto &t) { t.computeEfficiency = 0.5; }},
      {R"({"memory_efficiency": 0.9})",
       [](auto &t) { t.memoryEfficiency = 0.9; }},
      {R"({"kernel_floor": 0})", [](auto &t) { t.kernelFloor = 0; }},
      {R"({"collective_latency": 1e-5})",
       [](auto &t) { t.collectiveLatency = 1e-5; }},
      {R"({"devices_per_node": 4})", [](auto &t) { t.devicesPerNode = 4; }},
      {R"({"devices_per_node": 16.0})", [](auto &t) { t.devicesPerNode = 16; }},
      {R"({"allow_tf32": true})", [](auto &t) { t.allowTF32 = true; }},
      // Peaks merge: the other element types keep theirs.
      {R"({"peak_flops": {"bf16": 1e15}})",
       [](auto &t) { t.peakFlops["bf16"] = 1e15; }},
      {R"({"peak_flops": {"f8": 2e15}})",
       [](auto &t) { t.peakFlops["f8"] = 2e15; }},
      // A link's missing field keeps its value.
      {R"({"inter_node": {"bandwidth": 25e9}})",
       [](auto &t) { t.interNode.bandwidth = 25e9; }},
      {R"({"intra_node": {"hop_latency": 1e-6}})",
       [](auto &t) { t.intraNode.hopLatency = 1e-6; }},
      {R"({"axis_links": []})", [](auto &t) { t.axisLinks.clear(); }},
      {R"({})", [](auto &) {}},
  };
  for (const auto &[json, edit] : cases) {
    SCOPED_TRACE(json);
    TargetDescription target = preset("h200");
    TargetDescription expected = target;
    edit(expected);
    llvm::Error error = target.applyOverrides(json);
    ASSERT_FALSE(static_cast<bool>(error)) << llvm::toString(std::move(error));
    expectSameTarget(target, expected);
  }
}

TEST(TargetDescriptionTest, PresetKeyResetsBeforeTheOtherKeys) {
  // Whatever the key order, "preset" applies first.
  for (const char *json : {R"({"preset": "a100", "memory_capacity": 40e9})",
                           R"({"memory_capacity": 40e9, "preset": "a100"})"}) {
    SCOPED_TRACE(json);
    TargetDescription target = preset("h100");
    target.devicesPerNode = 2;
    ASSERT_FALSE(static_cast<bool>(target.applyOverrides(json)));
    TargetDescription expected = preset("a100");
    expected.memoryCapacity = 40e9;
    expectSameTarget(target, expected);
  }
}

TEST(TargetDescriptionTest, AxisLinksStartFromTheInterNodeLink) {
  TargetDescription target = preset("h100");
  ASSERT_FALSE(static_cast<bool>(target.applyOverrides(
      R"({"inter_node": {"bandwidth": 25e9},
          "axis_links": [{"bandwidth": 100e9}, {}, {"hop_latency": 1e-7}]})")));
  ASSERT_EQ(target.axisLinks.size(), 3u);
  expectSameLink(target.axisLinks[0], {100e9, 2.7e-6}, "axis 0");
  expectSameLink(target.axisLinks[1], {25e9, 2.7e-6}, "axis 1");
  expectSameLink(target.axisLinks[2], {25e9, 1e-7}, "axis 2");
}

TEST(TargetDescriptionTest, MalformedJSONIsAnError) {
  const char *cases[] = {
      "",
      "{",
      "{\"memory_capacity\": 1e9,}",
      "[1, 2]",
      "42",
      R"({"unknown_key": 1})",
      R"({"preset": "tpu"})",
      R"({"preset": 100})",
      R"({"name": 5})",
      R"({"memory_bandwidth": "fast"})",
      R"({"memory_capacity": -1})",
      R"({"kernel_floor": null})",
      R"({"compute_efficiency": [0.5]})",
      R"({"devices_per_node": 0})",
      R"({"devices_per_node": 2.5})",
      R"({"devices_per_node": "8"})",
      R"({"allow_tf32": 1})",
      R"({"allow_tf32": "yes"})",
      R"({"peak_flops": 1e15})",
      R"({"peak_flops": {"bf16": "many"}})",
      R"({"peak_flops": {"bf16": -1}})",
      R"({"intra_node": 320e9})",
      R"({"inter_node": {"bw": 1}})",
      R"({"inter_node": {"bandwidth": true}})",
      R"({"axis_links": {"bandwidth": 1}})",
      R"({"axis_links": [1]})",
      R"({"axis_links": [{"latency": 1}]})",
      // Figures that would make a time infinite or negative.
      R"({"memory_bandwidth": 0})",
      R"({"compute_efficiency": 0})",
      R"({"memory_efficiency": 1.5})",
      R"({"peak_flops": {"bf16": 0}})",
      R"({"intra_node": {"bandwidth": 0}})",
      R"({"axis_links": [{"bandwidth": 0, "hop_latency": 1e-6}]})",
      R"({"memory_capacity": 0})",
      // A key given twice, a number that is not finite, a price past what a
      // step's time can sum.
      R"({"kernel_floor": 1e-5, "kernel_floor": 1e-5})",
      R"({"memory_bandwidth": 1e400})",
      R"({"peak_flops": {"bf16": 1e-300}})",
      // An error after valid keys leaves the target unchanged.
      R"({"memory_capacity": 1, "kernel_floor": 1, "compute_efficiency": 2})",
  };
  for (const char *json : cases) {
    SCOPED_TRACE(json);
    llvm::Expected<TargetDescription> target =
        TargetDescription::fromJSON(json);
    ASSERT_FALSE(static_cast<bool>(target));
    std::string message = llvm::toString(target.takeError());
    EXPECT_TRUE(llvm::StringRef(message).starts_with("target description"))
        << message;
    TargetDescription h200 = preset("h200");
    llvm::Error error = h200.applyOverrides(json);
    EXPECT_TRUE(static_cast<bool>(error));
    llvm::consumeError(std::move(error));
    // All or nothing: a failed override changes no field.
    EXPECT_EQ(h200.toJSON(), preset("h200").toJSON());
  }
}

/// The message of the error `json` gives.
std::string errorOf(llvm::StringRef json) {
  llvm::Expected<TargetDescription> target = TargetDescription::fromJSON(json);
  if (target)
    return "(accepted)";
  return llvm::toString(target.takeError());
}

std::string errorOfFields(llvm::ArrayRef<TargetField> fields) {
  llvm::Expected<TargetDescription> target =
      TargetDescription::fromFields(fields);
  if (target)
    return "(accepted)";
  return llvm::toString(target.takeError());
}

TEST(TargetDescriptionTest, AKeyGivenTwiceIsAnError) {
  // llvm::json keeps the last of two equal keys; the description names the
  // first key given twice, with its place.
  const std::pair<const char *, const char *> cases[] = {
      {R"({"kernel_floor": 1e-5, "kernel_floor": 2e-5})", "kernel_floor"},
      {R"({"intra_node": {"bandwidth": 1e11, "bandwidth": 2e11}})",
       "intra_node.bandwidth"},
      {R"({"peak_flops": {"bf16": 1e15, "f32": 1e13, "bf16": 2e15}})",
       "peak_flops.bf16"},
      {R"({"axis_links": [{}, {"hop_latency": 1, "hop_latency": 1}]})",
       "axis_links[1].hop_latency"},
      // Keys compare after their escapes are decoded.
      {R"({"kernel_floor": 1e-5, "kernel\u005ffloor": 2e-5})", "kernel_floor"},
      // Strings holding quotes, braces and commas are not keys.
      {R"({"name": "a\"{,}[", "name": "b"})", "name"},
  };
  for (const auto &[json, path] : cases) {
    SCOPED_TRACE(json);
    EXPECT_EQ(errorOf(json), "target description: key '" + std::string(path) +
                                 "' is given twice");
  }
  // Equal keys in different objects are distinct fields.
  EXPECT_EQ(errorOf(R"({"intra_node": {"bandwidth": 1e11},
                        "inter_node": {"bandwidth": 1e10},
                        "axis_links": [{"bandwidth": 1e9},
                                       {"bandwidth": 2e9}]})"),
            "(accepted)");
  // #ap.target's fields: the same error.
  EXPECT_EQ(
      errorOfFields(
          {{"kernel_floor", 1e-5}, {"name", "x"}, {"kernel_floor", 2e-5}}),
      "target description: key 'kernel_floor' is given twice");
  EXPECT_EQ(errorOfFields({{"kernel_floor", 1e-5}, {"name", "x"}}),
            "(accepted)");
}

TEST(TargetDescriptionTest, ANumberThatIsNotFiniteIsAnError) {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  // JSON reads 1e400 as infinity; #ap.target's fields may hold either.
  EXPECT_EQ(errorOf(R"({"memory_bandwidth": 1e400})"),
            "target description: 'memory_bandwidth' must be a finite number "
            "(it reads as inf)");
  EXPECT_EQ(errorOfFields({{"memory_bandwidth", inf}}),
            errorOf(R"({"memory_bandwidth": 1e400})"));
  EXPECT_EQ(errorOf(R"({"inter_node": {"hop_latency": -1e400}})"),
            "target description: 'inter_node.hop_latency' must be a finite "
            "number (it reads as -inf)");
  EXPECT_EQ(errorOfFields({{"peak_flops", llvm::json::Object{{"f32", nan}}}}),
            "target description: 'peak_flops.f32' must be a finite number "
            "(it reads as nan)");
  EXPECT_EQ(errorOfFields({{"memory_capacity", inf}}),
            "target description: 'memory_capacity' must be a finite number "
            "(it reads as inf)");
}

TEST(TargetDescriptionTest, PricesThatOverflowAStepAreErrors) {
  // Every price is at most 2^-126 of the largest double (2.11e270 s): a
  // step of 2^63 kernels and collectives of 2^63 units each stays finite.
  const double largest = std::ldexp(std::numeric_limits<double>::max(), -126);
  EXPECT_EQ(errorOf(R"({"peak_flops": {"f32": 1e-300}})"),
            "target description: 'peak_flops.f32' = 1e-300 at "
            "'compute_efficiency' = 0.7 makes a FLOP take 1.43e+300 s, past "
            "the 2.11e+270 s any price may take (a step's time would "
            "overflow)");
  const std::pair<const char *, const char *> cases[] = {
      // Two figures that are each fine multiply into a tiny rate.
      {R"({"peak_flops": {"bf16": 1e-150}, "compute_efficiency": 1e-150})",
       "'peak_flops.bf16' = 1e-150 at 'compute_efficiency' = 1e-150"},
      {R"({"memory_bandwidth": 1e-300})",
       "'memory_bandwidth' = 1e-300 at 'memory_efficiency' = 0.7"},
      {R"({"kernel_floor": 1e300})", "'kernel_floor' = 1e+300"},
      {R"({"collective_latency": 1e300})", "'collective_latency' = 1e+300"},
      {R"({"intra_node": {"bandwidth": 1e-300}})",
       "'intra_node.bandwidth' = 1e-300"},
      {R"({"inter_node": {"hop_latency": 1e300}})",
       "'inter_node.hop_latency' = 1e+300"},
      {R"({"axis_links": [{}, {"bandwidth": 5e-324}]})",
       "'axis_links[1].bandwidth' = 4.94066e-324"},
      // A transcendental call is priced at the vector rate where there is
      // one, else at each peak.
      {R"({"vector_flops": 1e9, "transcendental_flops": 1e300})",
       "'transcendental_flops' = 1e+300 at 'vector_flops' = 1e+09"},
  };
  for (const auto &[json, figures] : cases) {
    SCOPED_TRACE(json);
    std::string message = errorOf(json);
    EXPECT_TRUE(llvm::StringRef(message).starts_with(
        "target description: " + std::string(figures) + " makes "))
        << message;
  }
  // The bound itself is a price a target may have.
  TargetDescription target = preset("h100");
  target.collectiveLatency = largest;
  EXPECT_EQ(errorOf(target.toJSON()), "(accepted)");
  target.collectiveLatency = std::nextafter(largest, 1e308);
  EXPECT_NE(errorOf(target.toJSON()), "(accepted)");
  // Without one, at each element type's peak (which the first of the
  // preset's peaks to fail names).
  EXPECT_TRUE(llvm::StringRef(errorOf(R"({"transcendental_flops": 1e300})"))
                  .starts_with("target description: 'transcendental_flops' = "
                               "1e+300 at 'peak_flops."));
  // With a vector rate, the peaks do not price transcendental calls: a
  // call of many operations beside a slow peak is fine.
  EXPECT_EQ(errorOf(R"({"vector_flops": 1e9, "transcendental_flops": 1e200,
                        "peak_flops": {"f64": 1e-80}, "compute_efficiency": 1})"),
            "(accepted)");
}

TEST(TargetDescriptionTest, InnerAxesAreInsideANode) {
  TargetDescription target = preset("h100");
  const AxisLink intra = target.intraNode, inter = target.interNode;
  struct Case {
    int64_t devicesPerNode;
    llvm::SmallVector<int64_t> mesh;
    llvm::SmallVector<bool> insideNode;
  };
  const Case cases[] = {
      {8, {8}, {true}},
      {8, {16}, {false}},
      {8, {2, 4}, {true, true}},
      {8, {2, 8}, {false, true}},
      {8, {4, 4}, {false, true}},
      {8, {2, 2, 2}, {true, true, true}},
      {8, {4, 2, 2}, {false, true, true}},
      {8, {1, 2, 4}, {true, true, true}},
      // An outer axis that would fit stays across nodes once an inner one
      // did not.
      {8, {2, 16}, {false, false}},
      {4, {2, 4}, {false, true}},
      {1, {2, 2}, {false, false}},
      {64, {4, 4, 4}, {true, true, true}},
  };
  for (const Case &test : cases) {
    SCOPED_TRACE(testing::Message()
                 << "devices_per_node " << test.devicesPerNode << ", mesh of "
                 << test.mesh.size() << " axes, last " << test.mesh.back());
    target.devicesPerNode = test.devicesPerNode;
    llvm::SmallVector<AxisLink, 4> links = target.getAxisLinks(test.mesh);
    ASSERT_EQ(links.size(), test.mesh.size());
    for (size_t axis = 0; axis < links.size(); ++axis)
      expectSameLink(links[axis], test.insideNode[axis] ? intra : inter,
                     "axis " + std::to_string(axis));
  }
}

TEST(TargetDescriptionTest, ExplicitAxisLinksWinWhenOnePerAxis) {
  TargetDescription target = preset("h100");
  target.axisLinks = {{1e9, 1e-6}, {2e9, 2e-6}};
  llvm::SmallVector<AxisLink, 4> links = target.getAxisLinks({4, 2});
  ASSERT_EQ(links.size(), 2u);
  expectSameLink(links[0], {1e9, 1e-6}, "axis 0");
  expectSameLink(links[1], {2e9, 2e-6}, "axis 1");
  // A mesh of another rank falls back to the node rule.
  links = target.getAxisLinks({2, 2, 2});
  ASSERT_EQ(links.size(), 3u);
  for (const AxisLink &link : links)
    expectSameLink(link, target.intraNode, "node rule");
  // The comm cost model gets exactly these links.
  AlphaBetaCostModel model = target.getCommCostModel({4, 2});
  ASSERT_EQ(model.getLinks().size(), 2u);
  expectSameLink(model.getLinks()[0], {1e9, 1e-6}, "model axis 0");
  expectSameLink(model.getLinks()[1], {2e9, 2e-6}, "model axis 1");
}

TEST(TargetDescriptionTest, RooflineIsTheSlowestOfComputeMemoryAndFloor) {
  TargetDescription target = preset("h100");
  double bf16 = 989e12 * target.computeEfficiency;
  double f32 = 67e12 * target.computeEfficiency;
  double memory = 3.35e12 * target.memoryEfficiency;
  // Compute bound: 1 TFLOP on 1 MB.
  EXPECT_DOUBLE_EQ(getRooflineTime(target, 1e12, 1e6, "bf16"), 1e12 / bf16);
  EXPECT_DOUBLE_EQ(getRooflineTime(target, 1e12, 1e6, "f32"), 1e12 / f32);
  // An unknown type uses the f32 peak.
  EXPECT_DOUBLE_EQ(getRooflineTime(target, 1e12, 1e6, "i32"), 1e12 / f32);
  // Memory bound: 1 GFLOP on 10 GB.
  EXPECT_DOUBLE_EQ(getRooflineTime(target, 1e9, 1e10, "bf16"), 1e10 / memory);
  // Tiny kernels cost the floor.
  EXPECT_EQ(getRooflineTime(target, 100, 100, "bf16"), target.kernelFloor);
  EXPECT_EQ(getRooflineTime(target, 0, 0, "bf16"), target.kernelFloor);
  // The time never drops as work grows.
  double previous = 0;
  for (double scale = 1; scale <= 1e12; scale *= 10) {
    double time = getRooflineTime(target, 3 * scale, 5 * scale, "bf16");
    EXPECT_GE(time, previous);
    previous = time;
  }
}

} // namespace
