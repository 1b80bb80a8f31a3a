//===- TargetJSON.cpp - Reading and writing a target as JSON --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// The one home of the description's field names and their checks: the JSON
// overrides (`target-json`, `target-file`), which `#ap.target` is read as.
//
//===----------------------------------------------------------------------===//

#include "Shard/Target/TargetDescription.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace mlir::ap;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// JSON overrides
//===----------------------------------------------------------------------===//

static llvm::Error readNumber(const llvm::json::Object &object,
                              llvm::StringRef key, double &value) {
  const llvm::json::Value *field = object.get(key);
  if (!field)
    return llvm::Error::success();
  std::optional<double> number = field->getAsNumber();
  if (!number || *number < 0)
    return makeError(llvm::formatv(
        "target description: '{0}' must be a non-negative number", key));
  value = *number;
  return llvm::Error::success();
}

static llvm::Error readLink(const llvm::json::Value &value, llvm::StringRef key,
                            AxisLink &link) {
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return makeError(llvm::formatv(
        "target description: '{0}' must be an object with 'bandwidth' and "
        "'hop_latency'",
        key));
  for (const auto &entry : *object) {
    llvm::StringRef field = entry.first;
    if (field != "bandwidth" && field != "hop_latency")
      return makeError(llvm::formatv(
          "target description: unknown key '{0}' in '{1}'", field, key));
  }
  if (llvm::Error error = readNumber(*object, "bandwidth", link.bandwidth))
    return error;
  return readNumber(*object, "hop_latency", link.hopLatency);
}

/// Rejects figures that would make a time infinite or negative.
static llvm::Error validate(const TargetDescription &target) {
  auto positive = [](double value, llvm::StringRef key) -> llvm::Error {
    if (value > 0)
      return llvm::Error::success();
    return makeError(
        llvm::formatv("target description: '{0}' must be positive", key));
  };
  for (const auto &peak : target.peakFlops)
    if (llvm::Error error =
            positive(peak.second, ("peak_flops." + peak.first()).str()))
      return error;
  if (llvm::Error error = positive(target.memoryBandwidth, "memory_bandwidth"))
    return error;
  for (auto [key, value] : {std::pair<llvm::StringRef, double>{
                                "compute_efficiency", target.computeEfficiency},
                            {"memory_efficiency", target.memoryEfficiency}})
    if (!(value > 0 && value <= 1))
      return makeError(
          llvm::formatv("target description: '{0}' must be in (0, 1]", key));
  if (llvm::Error error =
          positive(target.intraNode.bandwidth, "intra_node.bandwidth"))
    return error;
  if (llvm::Error error =
          positive(target.interNode.bandwidth, "inter_node.bandwidth"))
    return error;
  for (const AxisLink &link : target.axisLinks)
    if (llvm::Error error = positive(link.bandwidth, "axis_links.bandwidth"))
      return error;
  return llvm::Error::success();
}

llvm::Error TargetDescription::applyOverrides(llvm::StringRef json) {
  // All or nothing: the overrides go to a copy first.
  TargetDescription updated = *this;
  if (llvm::Error error = updated.applyOverridesInPlace(json))
    return error;
  if (llvm::Error error = validate(updated))
    return error;
  *this = std::move(updated);
  return llvm::Error::success();
}

llvm::Error TargetDescription::applyOverridesInPlace(llvm::StringRef json) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed)
    return makeError("target description: " +
                     llvm::toString(parsed.takeError()));
  const llvm::json::Object *object = parsed->getAsObject();
  if (!object)
    return makeError("target description: expected a JSON object");
  if (const llvm::json::Value *preset = object->get("preset")) {
    std::optional<llvm::StringRef> presetName = preset->getAsString();
    std::optional<TargetDescription> base =
        presetName ? getPreset(*presetName) : std::nullopt;
    if (!base)
      return makeError("target description: 'preset' must be one of h100, "
                       "h200, a100");
    *this = *base;
  }
  static const llvm::StringRef known[] = {"preset",
                                          "name",
                                          "peak_flops",
                                          "memory_bandwidth",
                                          "memory_capacity",
                                          "compute_efficiency",
                                          "memory_efficiency",
                                          "kernel_floor",
                                          "collective_latency",
                                          "intra_node",
                                          "inter_node",
                                          "devices_per_node",
                                          "axis_links",
                                          "allow_tf32"};
  for (const auto &entry : *object) {
    llvm::StringRef key = entry.first;
    if (!llvm::is_contained(known, key))
      return makeError(
          llvm::formatv("target description: unknown key '{0}'", key));
  }
  if (const llvm::json::Value *value = object->get("name")) {
    std::optional<llvm::StringRef> text = value->getAsString();
    if (!text)
      return makeError("target description: 'name' must be a string");
    name = text->str();
  }
  for (auto [key, field] : {std::pair<llvm::StringRef, double *>{
                                "memory_bandwidth", &memoryBandwidth},
                            {"memory_capacity", &memoryCapacity},
                            {"compute_efficiency", &computeEfficiency},
                            {"memory_efficiency", &memoryEfficiency},
                            {"kernel_floor", &kernelFloor},
                            {"collective_latency", &collectiveLatency}})
    if (llvm::Error error = readNumber(*object, key, *field))
      return error;
  if (const llvm::json::Value *value = object->get("devices_per_node")) {
    std::optional<int64_t> count = value->getAsInteger();
    if (!count || *count < 1)
      return makeError("target description: 'devices_per_node' must be a "
                       "positive integer");
    devicesPerNode = *count;
  }
  if (const llvm::json::Value *value = object->get("allow_tf32")) {
    std::optional<bool> allow = value->getAsBoolean();
    if (!allow)
      return makeError("target description: 'allow_tf32' must be true or "
                       "false");
    allowTF32 = *allow;
  }
  if (const llvm::json::Value *value = object->get("peak_flops")) {
    const llvm::json::Object *peaks = value->getAsObject();
    if (!peaks)
      return makeError("target description: 'peak_flops' must map element "
                       "types to FLOP/s");
    for (const auto &entry : *peaks) {
      llvm::StringRef type = entry.first;
      double peak = 0;
      if (llvm::Error error = readNumber(*peaks, type, peak))
        return error;
      peakFlops[type] = peak;
    }
  }
  if (const llvm::json::Value *value = object->get("intra_node"))
    if (llvm::Error error = readLink(*value, "intra_node", intraNode))
      return error;
  if (const llvm::json::Value *value = object->get("inter_node"))
    if (llvm::Error error = readLink(*value, "inter_node", interNode))
      return error;
  if (const llvm::json::Value *value = object->get("axis_links")) {
    const llvm::json::Array *links = value->getAsArray();
    if (!links)
      return makeError("target description: 'axis_links' must be an array");
    axisLinks.clear();
    for (const llvm::json::Value &link : *links) {
      AxisLink parsedLink = interNode;
      if (llvm::Error error = readLink(link, "axis_links", parsedLink))
        return error;
      axisLinks.push_back(parsedLink);
    }
  }
  return llvm::Error::success();
}

std::string TargetDescription::toJSON() const {
  llvm::json::Object peaks;
  for (const auto &entry : peakFlops)
    peaks[entry.getKey()] = entry.getValue();
  auto link = [](const AxisLink &axis) {
    return llvm::json::Object{{"bandwidth", axis.bandwidth},
                              {"hop_latency", axis.hopLatency}};
  };
  llvm::json::Array links;
  for (const AxisLink &axis : axisLinks)
    links.push_back(link(axis));
  llvm::json::Object object{{"name", name},
                            {"peak_flops", std::move(peaks)},
                            {"memory_bandwidth", memoryBandwidth},
                            {"memory_capacity", memoryCapacity},
                            {"compute_efficiency", computeEfficiency},
                            {"memory_efficiency", memoryEfficiency},
                            {"kernel_floor", kernelFloor},
                            {"collective_latency", collectiveLatency},
                            {"intra_node", link(intraNode)},
                            {"inter_node", link(interNode)},
                            {"devices_per_node", devicesPerNode},
                            {"allow_tf32", allowTF32}};
  if (!axisLinks.empty())
    object["axis_links"] = std::move(links);
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(std::move(object));
  return text;
}

llvm::Expected<TargetDescription>
TargetDescription::fromJSON(llvm::StringRef json) {
  TargetDescription target = getPreset(kDefaultTargetPreset);
  if (llvm::Error error = target.applyOverrides(json))
    return std::move(error);
  return target;
}
