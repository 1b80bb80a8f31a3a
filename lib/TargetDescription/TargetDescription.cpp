//===- TargetDescription.cpp - What the cost model knows of the hardware --===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/TargetDescription/TargetDescription.h"

#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

using namespace mlir::ap;

static TargetDescription makeTarget(llvm::StringRef name, double bf16,
                                    double tf32, double f32, double f64,
                                    double bandwidth, double capacity,
                                    AxisLink intra, AxisLink inter) {
  TargetDescription target;
  target.name = name.str();
  target.peakFlops["bf16"] = bf16;
  target.peakFlops["f16"] = bf16;
  target.peakFlops["tf32"] = tf32;
  target.peakFlops["f32"] = f32;
  target.peakFlops["f64"] = f64;
  target.memoryBandwidth = bandwidth;
  target.memoryCapacity = capacity;
  target.intraNode = intra;
  target.interNode = inter;
  return target;
}

/// The presets' names, in TargetPreset order: the one place they are
/// spelled (TargetPreset.td repeats them for pass options).
static const llvm::StringRef kPresetNames[] = {"h100", "h200", "a100"};

llvm::StringRef mlir::ap::getTargetPresetName(TargetPreset preset) {
  return kPresetNames[static_cast<size_t>(preset)];
}

std::optional<TargetPreset> mlir::ap::parseTargetPreset(llvm::StringRef name) {
  for (auto [index, known] : llvm::enumerate(kPresetNames))
    if (name == known)
      return static_cast<TargetPreset>(index);
  return std::nullopt;
}

std::optional<TargetPreset>
mlir::ap::getOptionPreset(TargetPresetOption option) {
  if (option == TargetPresetOption::Default)
    return std::nullopt;
  return static_cast<TargetPreset>(option);
}

llvm::cl::ValuesClass mlir::ap::getTargetPresetOptionValues() {
  auto value = [](TargetPreset preset, llvm::StringRef description) {
    return llvm::cl::OptionEnumValue{getTargetPresetName(preset),
                                     static_cast<int>(preset), description};
  };
  static const std::string notGiven =
      ("the module's ap.target, else " +
       getTargetPresetName(kDefaultTargetPreset))
          .str();
  return llvm::cl::ValuesClass(
      {llvm::cl::OptionEnumValue{
           "default", static_cast<int>(TargetPresetOption::Default), notGiven},
       value(TargetPreset::H100, "NVIDIA H100 SXM, 80 GB"),
       value(TargetPreset::H200, "NVIDIA H200 SXM, 141 GB"),
       value(TargetPreset::A100, "NVIDIA A100 SXM, 80 GB")});
}

TargetDescription TargetDescription::getPreset(TargetPreset preset) {
  // Dense peaks and HBM figures from ../shared/design/facts.md; f32 as the
  // FP32 rate of the CUDA cores (what the backends run: IREE and cuBLAS
  // without TF32), tf32 as the TF32 tensor-core rate (allow_tf32), f64 as
  // the FP64 tensor-core rate. Links: the
  // planning figures 320 GB/s per GPU inside a node (NVLink) and 50 GB/s
  // across nodes (InfiniBand NDR), PyTorch's hop latencies.
  const AxisLink nvlink{320e9, 0.6e-6};
  const AxisLink infiniband{50e9, 2.7e-6};
  llvm::StringRef name = getTargetPresetName(preset);
  switch (preset) {
  case TargetPreset::H100:
    return makeTarget(name, 989e12, 495e12, 67e12, 67e12, 3.35e12, 80e9,
                      nvlink, infiniband);
  case TargetPreset::H200:
    return makeTarget(name, 989e12, 495e12, 67e12, 67e12, 4.8e12, 141e9,
                      nvlink, infiniband);
  case TargetPreset::A100:
    return makeTarget(name, 312e12, 156e12, 19.5e12, 19.5e12, 2.0e12, 80e9,
                      AxisLink{240e9, 0.6e-6}, AxisLink{25e9, 2.7e-6});
  }
  llvm_unreachable("unknown target preset");
}

std::optional<TargetDescription>
TargetDescription::getPreset(llvm::StringRef name) {
  if (std::optional<TargetPreset> preset = parseTargetPreset(name))
    return getPreset(*preset);
  return std::nullopt;
}

llvm::ArrayRef<llvm::StringRef> TargetDescription::getPresetNames() {
  return kPresetNames;
}

double TargetDescription::getPeakFlops(llvm::StringRef elementType) const {
  if (allowTF32 && elementType == "f32")
    if (auto tf32 = peakFlops.find("tf32"); tf32 != peakFlops.end())
      return tf32->second;
  auto it = peakFlops.find(elementType);
  if (it != peakFlops.end())
    return it->second;
  auto f32 = peakFlops.find("f32");
  return f32 != peakFlops.end() ? f32->second : 1e12;
}

llvm::SmallVector<AxisLink, 4>
TargetDescription::getAxisLinks(llvm::ArrayRef<int64_t> meshShape) const {
  llvm::SmallVector<AxisLink, 4> links(meshShape.size(), interNode);
  if (axisLinks.size() == meshShape.size())
    return axisLinks;
  // Innermost axes first: inside a node while the devices they span fit.
  int64_t span = 1;
  for (int64_t axis = static_cast<int64_t>(meshShape.size()) - 1; axis >= 0;
       --axis) {
    span *= meshShape[axis];
    if (span > devicesPerNode)
      break;
    links[axis] = intraNode;
  }
  return links;
}

AlphaBetaCostModel
TargetDescription::getCommCostModel(llvm::ArrayRef<int64_t> meshShape) const {
  return AlphaBetaCostModel(getAxisLinks(meshShape), collectiveLatency,
                            memoryBandwidth * memoryEfficiency);
}

double
TargetDescription::getVectorFlops(llvm::StringRef elementType) const {
  return vectorFlops > 0 ? vectorFlops : getPeakFlops(elementType);
}

double mlir::ap::getRooflineTime(const TargetDescription &target, double flops,
                                 double bytes, llvm::StringRef elementType,
                                 double vectorWork, bool ownKernel) {
  double compute =
      flops / (target.getPeakFlops(elementType) * target.computeEfficiency);
  if (vectorWork > 0)
    compute += vectorWork / (target.getVectorFlops(elementType) *
                             target.computeEfficiency);
  double memory = bytes / (target.memoryBandwidth * target.memoryEfficiency);
  // A kernel with a contraction's FLOPs is a call of the GEMM library.
  double floor = !ownKernel ? 0
                 : flops > 0
                     ? std::max(target.kernelFloor, target.contractionFloor)
                     : target.kernelFloor;
  return std::max({compute, memory, floor});
}
