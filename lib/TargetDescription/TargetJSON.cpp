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

#include "Shard/TargetDescription/TargetDescription.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cmath>
#include <limits>

using namespace mlir::ap;
using llvm::SmallVector;

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

//===----------------------------------------------------------------------===//
// Keys given twice
//===----------------------------------------------------------------------===//

/// A key's place in the description: "intra_node.bandwidth",
/// "axis_links[1].hop_latency".
static std::string joinPath(llvm::StringRef path, llvm::StringRef key) {
  return path.empty() ? key.str() : (path + "." + key).str();
}

static llvm::Error makeDuplicateKeyError(llvm::StringRef path) {
  return makeError(
      llvm::formatv("target description: key '{0}' is given twice", path));
}

/// The first key that one object of `json` gives twice, as a path; none if
/// every object's keys are distinct. `json` is well formed (it parsed):
/// llvm::json keeps the last of two equal keys, so they are found in the
/// text.
static std::optional<std::string> findDuplicateKey(llvm::StringRef json) {
  struct Frame {
    bool isObject;
    std::string path;
    llvm::StringSet<> keys;
    std::string lastKey;
    bool expectKey = true;
    size_t index = 0;
  };
  SmallVector<Frame> frames;
  // The path of the value that starts next.
  auto childPath = [&]() -> std::string {
    if (frames.empty())
      return "";
    const Frame &top = frames.back();
    if (top.isObject)
      return joinPath(top.path, top.lastKey);
    return (top.path + "[" + llvm::Twine(top.index) + "]").str();
  };
  for (size_t i = 0; i < json.size(); ++i) {
    char c = json[i];
    if (c == '"') {
      size_t end = i + 1;
      while (end < json.size() && json[end] != '"')
        end += json[end] == '\\' ? 2 : 1;
      llvm::StringRef token = json.slice(i, end + 1);
      i = end;
      if (frames.empty() || !frames.back().isObject || !frames.back().expectKey)
        continue;
      // The key's value, escapes decoded.
      llvm::Expected<llvm::json::Value> key = llvm::json::parse(token);
      if (!key) {
        llvm::consumeError(key.takeError());
        continue;
      }
      Frame &top = frames.back();
      top.lastKey = key->getAsString().value_or("").str();
      top.expectKey = false;
      if (!top.keys.insert(top.lastKey).second)
        return joinPath(top.path, top.lastKey);
    } else if (c == '{' || c == '[') {
      std::string path = childPath();
      frames.push_back(Frame{c == '{', std::move(path)});
    } else if ((c == '}' || c == ']') && !frames.empty()) {
      frames.pop_back();
    } else if (c == ',' && !frames.empty()) {
      frames.back().expectKey = true;
      ++frames.back().index;
    }
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Reading the fields
//===----------------------------------------------------------------------===//

/// Reads `key` of `object` (`path` names it in errors) into `value` if
/// given: a finite, non-negative number.
static llvm::Error readNumber(const llvm::json::Object &object,
                              llvm::StringRef key, llvm::StringRef path,
                              double &value) {
  const llvm::json::Value *field = object.get(key);
  if (!field)
    return llvm::Error::success();
  std::optional<double> number = field->getAsNumber();
  if (number && !std::isfinite(*number))
    return makeError(llvm::formatv("target description: '{0}' must be a "
                                   "finite number (it reads as {1})",
                                   path, llvm::format("%g", *number)));
  if (!number || *number < 0)
    return makeError(llvm::formatv(
        "target description: '{0}' must be a non-negative number", path));
  value = *number;
  return llvm::Error::success();
}

static llvm::Error readLink(const llvm::json::Value &value,
                            llvm::StringRef path, AxisLink &link) {
  const llvm::json::Object *object = value.getAsObject();
  if (!object)
    return makeError(llvm::formatv(
        "target description: '{0}' must be an object with 'bandwidth' and "
        "'hop_latency'",
        path));
  for (const auto &entry : *object) {
    llvm::StringRef field = entry.first;
    if (field != "bandwidth" && field != "hop_latency")
      return makeError(llvm::formatv(
          "target description: unknown key '{0}' in '{1}'", field, path));
  }
  if (llvm::Error error = readNumber(
          *object, "bandwidth", joinPath(path, "bandwidth"), link.bandwidth))
    return error;
  return readNumber(*object, "hop_latency", joinPath(path, "hop_latency"),
                    link.hopLatency);
}

//===----------------------------------------------------------------------===//
// Checks of the whole description
//===----------------------------------------------------------------------===//

/// The most any one price of a target may be, in seconds (per FLOP, per
/// byte, per hop, per collective, per kernel): a step of up to 2^63 kernels
/// and collectives, each of up to 2^63 FLOPs, bytes or hops, then stays
/// finite. Past it, a cost would overflow to infinity, which the solver
/// reads as a forbidden choice.
static const double kLargestPrice =
    std::ldexp(std::numeric_limits<double>::max(), -126);

/// `seconds`, the price of one `unit` that `figures` make, is at most
/// kLargestPrice.
static llvm::Error checkPrice(double seconds, llvm::StringRef unit,
                              const std::string &figures) {
  if (seconds <= kLargestPrice)
    return llvm::Error::success();
  return makeError(llvm::formatv(
      "target description: {0} makes {1} take {2} s, past the {3} s any "
      "price may take (a step's time would overflow)",
      figures, unit, llvm::format("%.3g", seconds),
      llvm::format("%.3g", kLargestPrice)));
}

/// "'memory_bandwidth' = 1e-300".
static std::string describeFigure(llvm::StringRef path, double value) {
  return llvm::formatv("'{0}' = {1}", path, llvm::format("%g", value)).str();
}

/// Every price the cost model derives from the target is at most
/// kLargestPrice (the figures are positive where they divide).
static llvm::Error checkPrices(const TargetDescription &target) {
  std::string efficiency =
      describeFigure("compute_efficiency", target.computeEfficiency);
  for (const auto &peak : target.peakFlops)
    if (llvm::Error error = checkPrice(
            1 / (peak.second * target.computeEfficiency), "a FLOP",
            describeFigure(("peak_flops." + peak.first()).str(), peak.second) +
                " at " + efficiency))
      return error;
  if (llvm::Error error = checkPrice(
          1 / (target.memoryBandwidth * target.memoryEfficiency),
          "a byte of memory traffic",
          describeFigure("memory_bandwidth", target.memoryBandwidth) + " at " +
              describeFigure("memory_efficiency", target.memoryEfficiency)))
    return error;
  if (llvm::Error error =
          checkPrice(target.kernelFloor, "a kernel",
                     describeFigure("kernel_floor", target.kernelFloor)))
    return error;
  if (llvm::Error error = checkPrice(
          target.contractionFloor, "a contraction",
          describeFigure("contraction_floor", target.contractionFloor)))
    return error;
  // A transcendental call costs transcendental_flops operations at the
  // rate arithmetic outside contractions runs at: the vector rate, or
  // without one, each element type's peak (getRooflineTime).
  auto checkTranscendental = [&](double rate,
                                 const std::string &rateFigure) {
    return checkPrice(
        target.transcendentalFlops / (rate * target.computeEfficiency),
        "a transcendental function",
        describeFigure("transcendental_flops", target.transcendentalFlops) +
            " at " + rateFigure);
  };
  if (target.vectorFlops > 0) {
    if (llvm::Error error = checkPrice(
            1 / (target.vectorFlops * target.computeEfficiency),
            "an elementwise operation",
            describeFigure("vector_flops", target.vectorFlops) + " at " +
                efficiency))
      return error;
    if (llvm::Error error = checkTranscendental(
            target.vectorFlops,
            describeFigure("vector_flops", target.vectorFlops)))
      return error;
  } else {
    for (const auto &peak : target.peakFlops)
      if (llvm::Error error = checkTranscendental(
              peak.second,
              describeFigure(("peak_flops." + peak.first()).str(),
                             peak.second)))
        return error;
  }
  if (llvm::Error error = checkPrice(
          target.collectiveLatency, "a collective",
          describeFigure("collective_latency", target.collectiveLatency)))
    return error;
  auto checkLink = [](const AxisLink &link,
                      const std::string &path) -> llvm::Error {
    std::string bandwidth = joinPath(path, "bandwidth");
    if (llvm::Error error =
            checkPrice(1 / link.bandwidth, "a byte on the link",
                       describeFigure(bandwidth, link.bandwidth)))
      return error;
    return checkPrice(
        link.hopLatency, "a hop",
        describeFigure(joinPath(path, "hop_latency"), link.hopLatency));
  };
  if (llvm::Error error = checkLink(target.intraNode, "intra_node"))
    return error;
  if (llvm::Error error = checkLink(target.interNode, "inter_node"))
    return error;
  for (auto [index, link] : llvm::enumerate(target.axisLinks))
    if (llvm::Error error =
            checkLink(link, llvm::formatv("axis_links[{0}]", index).str()))
      return error;
  return llvm::Error::success();
}

/// Rejects figures that would make a time infinite, negative or NaN, or a
/// memory budget meaningless.
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
  if (llvm::Error error = positive(target.memoryCapacity, "memory_capacity"))
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
  for (auto [index, link] : llvm::enumerate(target.axisLinks))
    if (llvm::Error error =
            positive(link.bandwidth,
                     llvm::formatv("axis_links[{0}].bandwidth", index).str()))
      return error;
  return checkPrices(target);
}

//===----------------------------------------------------------------------===//
// Applying overrides
//===----------------------------------------------------------------------===//

llvm::Error TargetDescription::applyOverrides(llvm::StringRef json) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
  if (!parsed)
    return makeError("target description: " +
                     llvm::toString(parsed.takeError()));
  const llvm::json::Object *object = parsed->getAsObject();
  if (!object)
    return makeError("target description: expected a JSON object");
  if (std::optional<std::string> path = findDuplicateKey(json))
    return makeDuplicateKeyError(*path);
  return applyObject(*object);
}

llvm::Expected<TargetDescription>
TargetDescription::fromFields(llvm::ArrayRef<TargetField> fields) {
  llvm::json::Object object;
  for (const auto &[key, value] : fields)
    if (!object.try_emplace(key, value).second)
      return makeDuplicateKeyError(key);
  TargetDescription target = getPreset(kDefaultTargetPreset);
  if (llvm::Error error = target.applyObject(object))
    return std::move(error);
  return target;
}

llvm::Error TargetDescription::applyObject(const llvm::json::Object &object) {
  // All or nothing: the overrides go to a copy first.
  TargetDescription updated = *this;
  if (llvm::Error error = updated.applyOverridesInPlace(object))
    return error;
  if (llvm::Error error = validate(updated))
    return error;
  *this = std::move(updated);
  return llvm::Error::success();
}

llvm::Error
TargetDescription::applyOverridesInPlace(const llvm::json::Object &object) {
  if (const llvm::json::Value *preset = object.get("preset")) {
    std::optional<llvm::StringRef> presetName = preset->getAsString();
    std::optional<TargetDescription> base =
        presetName ? getPreset(*presetName) : std::nullopt;
    if (!base)
      return makeError(
          llvm::formatv("target description: 'preset' must be one of {0}",
                        llvm::join(getPresetNames(), ", ")));
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
                                          "contraction_floor",
                                          "vector_flops",
                                          "transcendental_flops",
                                          "collective_latency",
                                          "intra_node",
                                          "inter_node",
                                          "devices_per_node",
                                          "axis_links",
                                          "allow_tf32"};
  for (const auto &entry : object) {
    llvm::StringRef key = entry.first;
    if (!llvm::is_contained(known, key))
      return makeError(
          llvm::formatv("target description: unknown key '{0}'", key));
  }
  if (const llvm::json::Value *value = object.get("name")) {
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
                            {"contraction_floor", &contractionFloor},
                            {"vector_flops", &vectorFlops},
                            {"transcendental_flops", &transcendentalFlops},
                            {"collective_latency", &collectiveLatency}})
    if (llvm::Error error = readNumber(object, key, key, *field))
      return error;
  if (const llvm::json::Value *value = object.get("devices_per_node")) {
    std::optional<int64_t> count = value->getAsInteger();
    if (!count || *count < 1)
      return makeError("target description: 'devices_per_node' must be a "
                       "positive integer");
    devicesPerNode = *count;
  }
  if (const llvm::json::Value *value = object.get("allow_tf32")) {
    std::optional<bool> allow = value->getAsBoolean();
    if (!allow)
      return makeError("target description: 'allow_tf32' must be true or "
                       "false");
    allowTF32 = *allow;
  }
  if (const llvm::json::Value *value = object.get("peak_flops")) {
    const llvm::json::Object *peaks = value->getAsObject();
    if (!peaks)
      return makeError("target description: 'peak_flops' must map element "
                       "types to FLOP/s");
    for (const auto &entry : *peaks) {
      llvm::StringRef type = entry.first;
      double peak = 0;
      if (llvm::Error error =
              readNumber(*peaks, type, joinPath("peak_flops", type), peak))
        return error;
      peakFlops[type] = peak;
    }
  }
  if (const llvm::json::Value *value = object.get("intra_node"))
    if (llvm::Error error = readLink(*value, "intra_node", intraNode))
      return error;
  if (const llvm::json::Value *value = object.get("inter_node"))
    if (llvm::Error error = readLink(*value, "inter_node", interNode))
      return error;
  if (const llvm::json::Value *value = object.get("axis_links")) {
    const llvm::json::Array *links = value->getAsArray();
    if (!links)
      return makeError("target description: 'axis_links' must be an array");
    axisLinks.clear();
    for (auto [index, link] : llvm::enumerate(*links)) {
      AxisLink parsedLink = interNode;
      if (llvm::Error error = readLink(
              link, llvm::formatv("axis_links[{0}]", index).str(), parsedLink))
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
  // Written where set: a target without them prices all arithmetic at the
  // peaks, as before they existed.
  if (contractionFloor > 0)
    object["contraction_floor"] = contractionFloor;
  if (vectorFlops > 0)
    object["vector_flops"] = vectorFlops;
  if (transcendentalFlops != 1)
    object["transcendental_flops"] = transcendentalFlops;
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
