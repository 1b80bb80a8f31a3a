//===- PlanReport.cpp - The plan as a page ---------------------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// What ap-auto-shard{report=plan.html} writes: one self-contained HTML page
// (inline CSS and SVG, no script, nothing fetched) with a section per
// planned function: the predicted step split into compute and
// communication, serial and overlapped; memory per device over the step by
// kind, with the budget; compute and communication per layer; the
// collectives; the placement of every input and parameter as a grid of
// mesh axes by tensor dims; the solver's statistics. Every figure is
// PlanFigures' and printed as the text summary prints it, each in an
// element with a `data-figure` name (test/Transforms/Planning/
// plan-report.mlir holds them equal to the summary's). docs/PlanReport.md
// explains the page.
//
//===----------------------------------------------------------------------===//

#include "PlanFigures.h"

#include "Shard/Transforms/RecomputePlan.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace mlir::ap;

namespace {

constexpr double kChartWidth = 760;

/// Colors of the kinds of time and memory (also the legend's).
constexpr StringLiteral kCompute = "#4e79a7", kCommunication = "#e15759",
                        kContention = "#f28e2b", kHidden = "#59a14f",
                        kParameters = "#4e79a7", kGradients = "#76b7b2",
                        kOptimizer = "#edc948", kActivations = "#b07aa1",
                        kInputs = "#9c755f", kTransient = "#ff9da7";
/// One color per mesh axis in the placement grids.
constexpr StringLiteral kAxisColors[] = {"#4e79a7", "#f28e2b", "#59a14f",
                                         "#b07aa1", "#edc948", "#76b7b2"};

std::string escape(StringRef text) {
  std::string out;
  for (char c : text) {
    switch (c) {
    case '<':
      out += "&lt;";
      break;
    case '>':
      out += "&gt;";
      break;
    case '&':
      out += "&amp;";
      break;
    case '"':
      out += "&quot;";
      break;
    default:
      out += c;
    }
  }
  return out;
}

template <typename T> std::string toString(const T &value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << value;
  return text;
}

/// A table row of a label and a figure named `figure` (for tests).
void row(llvm::raw_ostream &os, StringRef label, StringRef figure,
         StringRef value) {
  os << "<tr><th>" << escape(label) << "</th><td data-figure=\"" << figure
     << "\">" << escape(value) << "</td></tr>\n";
}

void legend(llvm::raw_ostream &os,
            ArrayRef<std::pair<StringRef, StringRef>> entries) {
  os << "<div class=\"legend\">";
  for (auto [color, label] : entries)
    os << "<span><i style=\"background:" << color << "\"></i>"
       << escape(label) << "</span>";
  os << "</div>\n";
}

class SectionWriter {
public:
  SectionWriter(llvm::raw_ostream &os, ShardingGraph &graph,
                const PlacementSolution &solution, const PlanFigures &figures,
                unsigned index)
      : os(os), graph(graph), solution(solution), figures(figures),
        index(index) {}

  void write();

private:
  void writeStep();
  void writeMemory();
  void writeLayers();
  void writeCollectives();
  void writePlacements();
  void writeSolver();
  /// A grid of mesh axes (rows) by tensor dims (columns): a cell is filled
  /// in its axis's color where the axis shards the dim (numbered when
  /// several do, major first); a partial axis fills its last column "P".
  void writeGrid(const PlacedValue &value);

  llvm::raw_ostream &os;
  ShardingGraph &graph;
  const PlacementSolution &solution;
  const PlanFigures &figures;
  /// The section's number: element ids are unique in the page.
  unsigned index;
};

void SectionWriter::writeStep() {
  const PlanCosts &total = figures.total;
  const OverlapModel &overlap = figures.overlap;
  double serial = total.compute + total.communication;
  os << "<h3>Predicted step</h3>\n";
  double longest = std::max({serial, overlap.getStep(), 1e-12});
  double scale = (kChartWidth - 120) / longest;
  os << llvm::formatv("<svg class=\"chart\" id=\"step-chart-{1}\" "
                      "width=\"{0}\" height=\"112\" role=\"img\" "
                      "aria-label=\"predicted step\">\n",
                      kChartWidth, index);
  // One bar per row: (color, seconds, label) pieces laid end to end.
  auto bar = [&](double y, StringRef label,
                 ArrayRef<std::tuple<StringRef, double, StringRef>> pieces) {
    os << llvm::formatv("<text x=\"0\" y=\"{0}\">{1}</text>\n", y + 17,
                        escape(label));
    double x = 110;
    for (auto [color, seconds, name] : pieces) {
      double width = seconds * scale;
      os << llvm::formatv("<rect x=\"{0:f1}\" y=\"{1}\" width=\"{2:f1}\" "
                          "height=\"24\" fill=\"{3}\"><title>{4}: {5}"
                          "</title></rect>\n",
                          x, y, std::max(width, 0.0), color, escape(name),
                          formatSeconds(seconds));
      x += width;
    }
  };
  bar(4, "serial",
      {{kCompute, total.compute, "compute"},
       {kCommunication, total.communication, "communication"}});
  bar(40, "overlapped",
      {{kCompute, overlap.compute, "compute"},
       {kCommunication, overlap.exposed, "exposed communication"},
       {kContention, overlap.contention, "contention"}});
  bar(76, "hidden", {{kHidden, overlap.getHidden(), "hidden communication"}});
  os << "</svg>\n";
  legend(os, {{kCompute, "compute"},
              {kCommunication, "communication (exposed)"},
              {kContention, "contention"},
              {kHidden, "communication hidden behind compute"}});
  os << "<table class=\"figures\">\n";
  row(os, "predicted step (not overlapped)", "predicted-step",
      formatSeconds(serial));
  row(os, "compute", "compute", formatSeconds(total.compute));
  row(os, "communication", "communication",
      formatSeconds(total.communication));
  row(os, "overlapped step (two streams)", "overlapped-step",
      formatSeconds(overlap.getStep()));
  row(os, "exposed communication", "exposed", formatSeconds(overlap.exposed));
  row(os, "contention", "contention", formatSeconds(overlap.contention));
  row(os, "hidden communication", "hidden", formatSeconds(overlap.getHidden()));
  if (total.attention > 0)
    row(os, "fused attention compute", "attention",
        formatSeconds(total.attention));
  os << "</table>\n";
}

void SectionWriter::writeMemory() {
  const MemoryFigures &memory = figures.memory;
  os << "<h3>Memory per device over the step</h3>\n";
  // Resident bands, bottom up, then the transient bytes op by op on top.
  SmallVector<std::tuple<StringRef, double, StringRef>> bands = {
      {kParameters, memory.parameters.parameter, "parameters"},
      {kGradients, memory.parameters.gradient, "gradients"},
      {kOptimizer, memory.parameters.optimizerState, "optimizer state"},
      {kActivations, memory.activations, "saved activations"},
      {kInputs, memory.inputs, "inputs"}};
  double resident = memory.getResident();
  // The budget is drawn when it is near the peak; far above it, it would
  // flatten the curve, and the table gives it.
  bool drawBudget =
      memory.budget > 0 && memory.budget <= 2 * memory.getTotal();
  double top = std::max({memory.getTotal(), drawBudget ? memory.budget : 0.0,
                         1.0}) *
               1.08;
  double left = 64, width = kChartWidth - left - 8, height = 240;
  auto yOf = [&](double bytes) { return 8 + height * (1 - bytes / top); };
  os << llvm::formatv("<svg class=\"chart\" id=\"memory-chart-{2}\" "
                      "width=\"{0}\" height=\"{1}\" role=\"img\" "
                      "aria-label=\"memory per device\">\n",
                      kChartWidth, height + 40, index);
  // Ticks at round figures (1, 2 or 5 times a power of ten), four or so.
  double step = std::pow(10.0, std::floor(std::log10(top / 4)));
  for (double factor : {2.0, 5.0, 10.0})
    if (top / step > 5)
      step = std::pow(10.0, std::floor(std::log10(top / 4))) * factor;
  for (double bytes = 0; bytes < top; bytes += step) {
    os << llvm::formatv("<line x1=\"{0}\" x2=\"{1}\" y1=\"{2:f1}\" "
                        "y2=\"{2:f1}\" class=\"grid\"/><text x=\"0\" "
                        "y=\"{3:f1}\">{4}</text>\n",
                        left, left + width, yOf(bytes), yOf(bytes) + 4,
                        escape(formatBytes(bytes)));
  }
  double base = 0;
  for (auto [color, bytes, name] : bands) {
    if (bytes <= 0)
      continue;
    os << llvm::formatv("<rect x=\"{0}\" y=\"{1:f1}\" width=\"{2:f1}\" "
                        "height=\"{3:f1}\" fill=\"{4}\"><title>{5}: {6}"
                        "</title></rect>\n",
                        left, yOf(base + bytes), width,
                        yOf(base) - yOf(base + bytes), color, escape(name),
                        escape(formatBytes(bytes)));
    base += bytes;
  }
  // The transient curve, at most one point per pixel (the largest).
  ArrayRef<double> curve = memory.curve;
  size_t columns = std::min<size_t>(curve.size(), static_cast<size_t>(width));
  if (columns > 0) {
    os << "<polygon fill=\"" << kTransient << "\" points=\"";
    os << llvm::formatv("{0:f1},{1:f1} ", left, yOf(resident));
    for (size_t column = 0; column < columns; ++column) {
      size_t from = column * curve.size() / columns;
      size_t to = std::max(from + 1, (column + 1) * curve.size() / columns);
      double bytes = *std::max_element(curve.begin() + from,
                                       curve.begin() + to);
      double x0 = left + width * column / columns;
      double x1 = left + width * (column + 1) / columns;
      os << llvm::formatv("{0:f1},{1:f1} {2:f1},{1:f1} ", x0,
                          yOf(resident + bytes), x1);
    }
    os << llvm::formatv("{0:f1},{1:f1}", left + width, yOf(resident));
    os << "\"><title>transients, op by op</title></polygon>\n";
    if (memory.backwardStart > 0 && memory.backwardStart < curve.size()) {
      double x = left + width * memory.backwardStart / curve.size();
      os << llvm::formatv("<line x1=\"{0:f1}\" x2=\"{0:f1}\" y1=\"8\" "
                          "y2=\"{1}\" class=\"divider\"/><text x=\"{2:f1}\" "
                          "y=\"20\">backward</text>\n",
                          x, 8 + height, x + 4);
    }
  }
  if (drawBudget)
    os << llvm::formatv("<line x1=\"{0}\" x2=\"{1}\" y1=\"{2:f1}\" "
                        "y2=\"{2:f1}\" class=\"budget\"/><text x=\"{3}\" "
                        "y=\"{4:f1}\">budget {5}</text>\n",
                        left, left + width, yOf(memory.budget), left + 4,
                        yOf(memory.budget) - 4,
                        escape(formatBytes(memory.budget)));
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\">the step's ops in program "
                      "order ({2}) &#8594;</text>\n</svg>\n",
                      left, height + 32, curve.size());
  legend(os, {{kParameters, "parameters"},
              {kGradients, "gradients"},
              {kOptimizer, "optimizer state"},
              {kActivations, "saved activations"},
              {kInputs, "inputs"},
              {kTransient, "transients"}});
  os << "<table class=\"figures\">\n";
  row(os, "memory per device (peak)", "memory", formatBytes(memory.getTotal()));
  row(os, "parameters, gradients and optimizer state", "parameter-memory",
      formatBytes(memory.parameters.getTotal()));
  row(os, "saved activations (" +
              getRecomputePolicyName(graph.getConfig().recompute).str() + ")",
      "activations", formatBytes(memory.activations));
  row(os, "inputs", "inputs", formatBytes(memory.inputs));
  row(os, "transients at the peak", "transient", formatBytes(memory.transient));
  if (!memory.peakAt.empty())
    row(os, "the peak is at", "peak-at", memory.peakAt);
  if (!curve.empty())
    row(os, "transients, the curve's largest", "curve-peak",
        formatBytes(*std::max_element(curve.begin(), curve.end())));
  row(os, "budget", "budget",
      memory.budget > 0 ? formatBytes(memory.budget) : "none");
  os << "</table>\n";
}

void SectionWriter::writeLayers() {
  ArrayRef<LayerFigures> layers = figures.layers;
  if (layers.size() < 2)
    return;
  os << "<h3>Compute and communication per layer</h3>\n";
  double longest = 1e-12;
  for (const LayerFigures &layer : layers)
    longest = std::max(longest,
                       layer.costs.compute + layer.costs.communication);
  double left = 8, height = 180;
  double slot = (kChartWidth - left - 8) / layers.size();
  os << llvm::formatv("<svg class=\"chart\" id=\"layer-chart-{2}\" "
                      "width=\"{0}\" height=\"{1}\" role=\"img\" "
                      "aria-label=\"time per layer\">\n",
                      kChartWidth, height + 28, index);
  for (auto [index, layer] : llvm::enumerate(layers)) {
    double x = left + slot * index;
    double compute = height * layer.costs.compute / longest;
    double communication = height * layer.costs.communication / longest;
    std::string title = escape(layer.name) + ": compute " +
                        formatSeconds(layer.costs.compute) +
                        ", communication " +
                        formatSeconds(layer.costs.communication);
    os << llvm::formatv("<g><title>{0}</title><rect x=\"{1:f1}\" "
                        "y=\"{2:f1}\" width=\"{3:f1}\" height=\"{4:f1}\" "
                        "fill=\"{5}\"/><rect x=\"{1:f1}\" y=\"{6:f1}\" "
                        "width=\"{3:f1}\" height=\"{7:f1}\" fill=\"{8}\"/>"
                        "</g>\n",
                        title, x, 4 + height - compute,
                        std::max(slot * 0.8, 0.5), compute, kCompute,
                        4 + height - compute - communication, communication,
                        kCommunication);
  }
  bool hasRest = layers.back().name == kRestName;
  os << llvm::formatv("<text x=\"{0}\" y=\"{1}\">{2} layers{3}, in program "
                      "order (tallest: {4})</text>\n</svg>\n",
                      left, height + 22, layers.size() - (hasRest ? 1 : 0),
                      hasRest ? " and the ops outside them" : "",
                      escape(formatSeconds(longest)));
  legend(os, {{kCompute, "compute"}, {kCommunication, "communication"}});
  os << "<details><summary>Per layer</summary><table class=\"list\">\n"
        "<tr><th>layer</th><th>compute</th><th>communication</th>"
        "<th>collectives</th></tr>\n";
  for (const LayerFigures &layer : layers) {
    os << "<tr><td>" << escape(layer.name) << "</td><td>"
       << formatSeconds(layer.costs.compute) << "</td><td>"
       << formatSeconds(layer.costs.communication) << "</td><td>";
    for (const auto &[key, collective] : layer.costs.collectives)
      os << escape(key) << " x" << collective.count << " ("
         << escape(formatBytes(collective.bytes)) << ", "
         << formatSeconds(collective.seconds) << ")<br>";
    os << "</td></tr>\n";
  }
  os << "</table></details>\n";
}

void SectionWriter::writeCollectives() {
  os << "<h3>Collectives per step</h3>\n";
  const CollectiveTotals &collectives = figures.total.collectives;
  if (collectives.empty()) {
    os << "<p>none</p>\n";
    return;
  }
  os << "<table class=\"list\"><tr><th>collective</th><th>count</th>"
        "<th>bytes per device</th><th>time</th></tr>\n";
  for (const auto &[key, collective] : collectives)
    os << "<tr data-collective=\"" << escape(key) << "\"><td>" << escape(key)
       << "</td><td>x" << collective.count << "</td><td>"
       << escape(formatBytes(collective.bytes)) << "</td><td>"
       << formatSeconds(collective.seconds) << "</td></tr>\n";
  os << "</table>\n";
}

void SectionWriter::writeGrid(const PlacedValue &value) {
  ArrayRef<int64_t> meshShape = graph.getMeshShape();
  ArrayRef<int64_t> shape = value.type.getShape();
  AxisLists dimAxes = getDimAxes(value.layout, shape.size());
  bool partial = llvm::any_of(value.layout.getPlacements(),
                              [](const Placement &p) { return p.isPartial(); });
  double cell = 22, left = 44, top = 16;
  size_t columns = shape.size() + (partial ? 1 : 0);
  os << llvm::formatv("<svg class=\"grid\" width=\"{0}\" height=\"{1}\">",
                      left + cell * std::max<size_t>(columns, 1) + 2,
                      top + cell * meshShape.size() + 2);
  for (auto [dim, size] : llvm::enumerate(shape))
    os << llvm::formatv("<text x=\"{0}\" y=\"12\" class=\"small\">d{1}"
                        "<title>dim {1}: {2}</title></text>",
                        left + cell * dim + 4, dim, size);
  if (partial)
    os << llvm::formatv("<text x=\"{0}\" y=\"12\" class=\"small\">P</text>",
                        left + cell * shape.size() + 6);
  for (auto [axis, size] : llvm::enumerate(meshShape)) {
    double y = top + cell * axis;
    os << llvm::formatv("<text x=\"0\" y=\"{0}\" class=\"small\">a{1} x{2}"
                        "</text>",
                        y + 15, axis, size);
    StringRef color = kAxisColors[axis % std::size(kAxisColors)];
    for (size_t column = 0; column < columns; ++column) {
      std::string label;
      bool filled = false;
      if (column < shape.size()) {
        ArrayRef<int64_t> axes = dimAxes[column];
        auto it = llvm::find(axes, static_cast<int64_t>(axis));
        filled = it != axes.end();
        if (filled && axes.size() > 1)
          label = std::to_string(it - axes.begin() + 1);
      } else {
        filled = value.layout.getPlacements()[axis].isPartial();
      }
      os << llvm::formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" "
                          "height=\"{2}\" fill=\"{3}\" stroke=\"#888\"/>",
                          left + cell * column, y, cell - 2,
                          filled ? color : StringRef("#f4f4f4"));
      if (!label.empty())
        os << llvm::formatv("<text x=\"{0}\" y=\"{1}\" class=\"small "
                            "light\">{2}</text>",
                            left + cell * column + 7, y + 15, label);
    }
  }
  os << "</svg>";
}

void SectionWriter::writePlacements() {
  os << "<h3>Placements</h3>\n<p>Rows: mesh axes (with their sizes); "
        "columns: tensor dims. A filled cell: that axis shards that dim (the "
        "numbers give the order when several do); P: partial sums pending "
        "over that axis; empty: replicated over it.</p>\n";
  auto list = [&](StringRef title, ArrayRef<PlacedValue> values) {
    if (values.empty())
      return;
    os << "<h4>" << title << "</h4>\n<table class=\"list\"><tr><th>value"
       << "</th><th>type</th><th>layout</th><th>placement</th></tr>\n";
    for (const PlacedValue &value : values) {
      os << "<tr><td>" << escape(value.name);
      if (value.count > 1)
        os << " and " << value.count - 1 << " like it";
      os << "</td><td><code>" << escape(toString(value.type))
         << "</code></td><td><code>" << escape(toString(value.layout))
         << "</code></td><td>";
      writeGrid(value);
      os << "</td></tr>\n";
    }
    os << "</table>\n";
  };
  list("Parameters", figures.parameters);
  list("Inputs", figures.inputs);
}

void SectionWriter::writeSolver() {
  const PlacementSolverStats &stats = solution.stats;
  os << "<h3>Solver</h3>\n<table class=\"figures\">\n";
  row(os, "result", "optimality", describeOptimality(solution));
  row(os, "objective (solver)", "objective", formatSeconds(solution.objective));
  if (std::isfinite(stats.bound))
    row(os, "proven lower bound", "bound", formatSeconds(stats.bound));
  row(os, "decisions / classes", "classes",
      llvm::formatv("{0} / {1}", graph.getNodes().size(),
                    graph.getClasses().size())
          .str());
  row(os, "problem", "problem-size",
      llvm::formatv("{0} nodes, {1} edges", stats.nodes, stats.edges).str());
  row(os, "reductions", "reductions",
      llvm::formatv("{0} nodes folded, {1} dominated choices, {2} choices "
                    "ruled out by the dual bound ({3} sweeps)",
                    stats.foldedIsolated + stats.foldedLeaves +
                        stats.foldedChains,
                    stats.dominatedChoices, stats.prunedChoices,
                    stats.dualSweeps)
          .str());
  row(os, "integer program for CBC", "integer-program",
      llvm::formatv("{0} variables, {1} constraints", stats.variables,
                    stats.constraints)
          .str());
  row(os, "time", "solver-time",
      llvm::formatv("reduce {0:f3} s, dual {1:f3} s, branch and bound {2:f3} "
                    "s, build {3:f3} s, CBC {4:f3} s",
                    stats.reduceSeconds, stats.dualSeconds,
                    stats.searchSeconds, stats.buildSeconds,
                    stats.solveSeconds)
          .str());
  row(os, "memory budget", "budget-enforced",
      stats.budgetEnforced ? "enforced" : "not binding");
  os << "</table>\n";
}

void SectionWriter::write() {
  const AutoShardConfig &config = graph.getConfig();
  os << "<section id=\"plan-" << index << "\">\n<h2>@"
     << escape(graph.getFunction().getSymName()) << " on @"
     << escape(MeshOp(config.mesh).getSymName()) << " (";
  llvm::interleave(graph.getMeshShape(), os, "x");
  os << "), target " << escape(config.target.name) << "</h2>\n";
  os << "<p class=\"verdict\">" << escape(describeOptimality(solution))
     << "; overlapped step <b>" << formatSeconds(figures.overlap.getStep())
     << "</b>, memory per device <b>"
     << escape(formatBytes(figures.memory.getTotal())) << "</b></p>\n";
  writeStep();
  writeMemory();
  writeLayers();
  writeCollectives();
  writePlacements();
  writeSolver();
  os << "</section>\n";
}

constexpr StringLiteral kStyle = R"(
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif;
       margin: 24px auto; max-width: 1100px; padding: 0 20px; color: #222; }
h1 { font-size: 22px; } h2 { font-size: 19px; border-top: 2px solid #ccc;
     padding-top: 12px; } h3 { font-size: 16px; margin-top: 22px; }
svg text { font-size: 12px; fill: #333; } svg text.small { font-size: 10px; }
svg text.light { fill: #fff; }
svg.chart { display: block; margin: 6px 0; }
line.grid { stroke: #ddd; } line.budget { stroke: #c00; stroke-width: 2;
  stroke-dasharray: 6 3; } line.divider { stroke: #555; stroke-dasharray: 3 3; }
table { border-collapse: collapse; font-size: 13px; margin: 6px 0; }
table.figures th { text-align: left; font-weight: normal; padding: 2px 16px 2px 0; }
table.figures td { font-variant-numeric: tabular-nums; }
table.list th, table.list td { border-bottom: 1px solid #e4e4e4;
  padding: 3px 10px 3px 0; text-align: left; vertical-align: middle; }
.legend { font-size: 12px; } .legend span { margin-right: 14px; }
.legend i { display: inline-block; width: 10px; height: 10px;
  margin-right: 4px; }
.verdict { font-size: 14px; } code { font-size: 12px; }
)";

} // namespace

void PlanReport::addFunction(ShardingGraph &graph, const Plan &plan,
                             const PlanFigures &figures) {
  std::string section;
  llvm::raw_string_ostream os(section);
  SectionWriter(os, graph, plan.solution, figures, sections.size() + 1)
      .write();
  sections.push_back(std::move(section));
  titles.push_back(graph.getFunction().getSymName().str());
}

void PlanReport::write(llvm::raw_ostream &os) const {
  os << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta "
        "charset=\"utf-8\">\n<title>ap-auto-shard plan";
  for (const std::string &title : titles)
    os << " @" << escape(title);
  os << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n"
     << "<h1>ap-auto-shard plan report</h1>\n<p>The plan ap-auto-shard chose "
        "and what its cost model predicts for it (docs/PlanReport.md).</p>\n";
  for (const std::string &section : sections)
    os << section;
  os << "</body>\n</html>\n";
}
