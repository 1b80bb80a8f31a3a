//===- TargetDescription.h - The hardware the cost model sees --*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// A target: one accelerator (peak FLOP/s per element type, memory bandwidth
// and capacity, efficiency factors, a per-kernel floor) and the links between
// accelerators (inside a node and across nodes; inner mesh axes are inside a
// node by default). Presets for H100, H200 and A100 (docs/CostModel.md lists
// the figures and their sources); any field can be overridden from JSON.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TARGETDESCRIPTION_TARGETDESCRIPTION_H
#define SHARD_TARGETDESCRIPTION_TARGETDESCRIPTION_H

#include "Shard/Redistribution/CommCostModel.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace mlir {
namespace ap {

/// The hardware presets (docs/CostModel.md), named by getTargetPresetName.
enum class TargetPreset { H100, H200, A100 };

/// The preset a program is priced for unless told otherwise.
inline constexpr TargetPreset kDefaultTargetPreset = TargetPreset::H100;

/// The name of a preset: "h100", "h200" or "a100".
llvm::StringRef getTargetPresetName(TargetPreset preset);

/// The preset of that name.
std::optional<TargetPreset> parseTargetPreset(llvm::StringRef name);

/// A `target` option (a pass option's or a command line's): a TargetPreset,
/// by its value, or Default, spelled `default` and the option's default:
/// no preset given, so a module's own `ap.target` if it records one, else
/// kDefaultTargetPreset (getTarget, Shard/Target/TargetCostModel.h, decides).
/// Forwarding the option forwards "not given" too.
enum class TargetPresetOption : int { Default = -1 };

/// The preset a `target` option names; none for `default`.
std::optional<TargetPreset> getOptionPreset(TargetPresetOption option);

/// The values of a `target` option: `default` and the presets' names.
llvm::cl::ValuesClass getTargetPresetOptionValues();

/// One field of a description as #ap.target writes it (`name = value`).
using TargetField = std::pair<std::string, llvm::json::Value>;

struct TargetDescription {
  std::string name;
  /// Dense peak FLOP/s per element type name ("bf16", "f16", "f32", "f64"),
  /// and "tf32": the rate of f32 arithmetic on TF32 tensor cores.
  llvm::StringMap<double> peakFlops;
  /// Whether f32 runs at the "tf32" peak (PyTorch's allow_tf32): false for
  /// what the project's backends run (IREE and cuBLAS compute f32 in FP32).
  bool allowTF32 = false;
  /// Bytes per second from device memory.
  double memoryBandwidth = 0;
  /// Bytes of device memory.
  double memoryCapacity = 0;
  /// Fractions of peak compute and memory bandwidth kernels reach.
  double computeEfficiency = 0.7;
  double memoryEfficiency = 0.7;
  /// The least time any kernel takes (launch and tail).
  double kernelFloor = 7e-6;
  /// The least time a contraction takes (a call of the GEMM library: its
  /// dispatch, packing and tail), when more than kernelFloor; 0: kernelFloor.
  double contractionFloor = 0;
  /// FLOP/s of the arithmetic outside contractions (elementwise ops and
  /// reductions, as the backend's loops run them); 0: the peak of the
  /// element type, as for contractions (what the GPU presets assume).
  double vectorFlops = 0;
  /// What one call of a transcendental function (exp, tanh, log, erf, pow,
  /// ...) costs, in arithmetic operations at vectorFlops.
  double transcendentalFlops = 1;
  /// Fixed latency of every collective.
  double collectiveLatency = 6.6e-6;
  /// Links inside a node and across nodes.
  AxisLink intraNode;
  AxisLink interNode;
  /// Accelerators per node: inner mesh axes whose sizes multiply to at most
  /// this many are inside a node.
  int64_t devicesPerNode = 8;
  /// Explicit links per mesh axis, overriding the node rule when given.
  llvm::SmallVector<AxisLink, 4> axisLinks;

  static TargetDescription getPreset(TargetPreset preset);
  /// The preset of that name (getTargetPresetName), if any.
  static std::optional<TargetDescription> getPreset(llvm::StringRef name);
  /// Every preset's name, in TargetPreset order.
  static llvm::ArrayRef<llvm::StringRef> getPresetNames();

  /// Applies a JSON object of overrides, e.g.
  ///   {"preset": "h200", "memory_capacity": 141e9,
  ///    "peak_flops": {"bf16": 989e12}, "inter_node": {"bandwidth": 25e9},
  ///    "axis_links": [{"bandwidth": 50e9, "hop_latency": 2.7e-6}, ...]}
  /// (a "preset" key first resets to that preset). All or nothing: on an
  /// error (malformed JSON, a key given twice in one object, an unknown
  /// key, a wrong type, a number that is not finite, a figure that is not
  /// positive, an efficiency outside (0, 1], a price past what a step's
  /// time can sum) the target is unchanged.
  llvm::Error applyOverrides(llvm::StringRef json);

  /// The default preset with `fields` applied as applyOverrides applies a
  /// JSON object of them (#ap.target's `name = value` list): the same
  /// checks, and a key given twice is the same error.
  static llvm::Expected<TargetDescription>
  fromFields(llvm::ArrayRef<TargetField> fields);

  /// Every field as a JSON object that applyOverrides reads back.
  std::string toJSON() const;

  /// A target from toJSON's output (fields it lacks keep the default
  /// preset's values).
  static llvm::Expected<TargetDescription> fromJSON(llvm::StringRef json);

  /// The peak FLOP/s for an element type name; f32 when unknown; f32 is
  /// the "tf32" peak under allowTF32.
  double getPeakFlops(llvm::StringRef elementType) const;
  /// The rate of arithmetic outside contractions (vectorFlops, else the
  /// peak of `elementType`).
  double getVectorFlops(llvm::StringRef elementType) const;

  /// The links of each axis of a mesh: explicit ones if given, else inner
  /// axes inside a node while they fit, outer ones across nodes.
  llvm::SmallVector<AxisLink, 4>
  getAxisLinks(llvm::ArrayRef<int64_t> meshShape) const;

  /// The communication cost model of this target on a mesh: the alpha-beta
  /// model the redistribution planner uses, with these links.
  AlphaBetaCostModel getCommCostModel(llvm::ArrayRef<int64_t> meshShape) const;

private:
  /// applyOverrides on a parsed object: all or nothing.
  llvm::Error applyObject(const llvm::json::Object &object);
  llvm::Error applyOverridesInPlace(const llvm::json::Object &object);
};

/// Roofline time of a kernel on `target`: max(flops / (peak * eff) +
/// vectorWork / (vector rate * eff), bytes / (bandwidth * eff), floor).
/// `flops` are a contraction's, `vectorWork` the other arithmetic, with
/// each transcendental counted as transcendentalFlops operations. Work
/// fused into another kernel (`ownKernel` false) has no floor.
double getRooflineTime(const TargetDescription &target, double flops,
                       double bytes, llvm::StringRef elementType,
                       double vectorWork = 0, bool ownKernel = true);

} // namespace ap
} // namespace mlir

#endif // SHARD_TARGETDESCRIPTION_TARGETDESCRIPTION_H
