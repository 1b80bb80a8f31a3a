//===- Progress.cpp - What a long pass is doing, on stderr ----------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/Progress.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::ap;

namespace {
/// The bar's width in cells, and how often it is redrawn.
constexpr unsigned kBarCells = 30;
constexpr auto kTick = std::chrono::milliseconds(250);
} // namespace

llvm::cl::ValuesClass mlir::ap::getProgressModeOptionValues() {
  return llvm::cl::values(
      clEnumValN(ProgressMode::Auto, "auto",
                 "when stderr is a terminal (with a bar)"),
      clEnumValN(ProgressMode::On, "on",
                 "always (a bar only on a terminal)"),
      clEnumValN(ProgressMode::Off, "off", "never"));
}

ProgressReporter::ProgressReporter(StringRef prefix, ProgressMode mode,
                                   std::optional<bool> isTerminal)
    : prefix(prefix.str()), start(std::chrono::steady_clock::now()) {
  terminal = isTerminal.value_or(llvm::sys::Process::StandardErrIsDisplayed());
  enabled = mode == ProgressMode::On || (mode == ProgressMode::Auto && terminal);
}

ProgressReporter::~ProgressReporter() { stopBar(); }

double ProgressReporter::getElapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                       start)
      .count();
}

void ProgressReporter::line(const Twine &text) {
  if (!enabled)
    return;
  std::lock_guard<std::mutex> lock(mutex);
  clearBar();
  llvm::errs() << llvm::formatv("{0}: {1,7:f3} s: ", prefix, getElapsed())
               << text << "\n";
  if (barRunning)
    drawBar();
}

void ProgressReporter::clearBar() {
  if (!barShown)
    return;
  llvm::errs() << "\r\x1b[K";
  barShown = false;
}

void ProgressReporter::drawBar() {
  double elapsed = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - barStart)
                       .count();
  std::string cells(kBarCells, ' ');
  std::string limit;
  if (timeLimit > 0) {
    unsigned filled = std::min<unsigned>(
        kBarCells, static_cast<unsigned>(kBarCells * elapsed / timeLimit));
    std::fill(cells.begin(), cells.begin() + filled, '#');
    limit = llvm::formatv(" of {0:f1} s", timeLimit).str();
  } else {
    // No limit to measure against: a block that sweeps to and fro.
    unsigned position = frame % (2 * (kBarCells - 3));
    if (position >= kBarCells - 3)
      position = 2 * (kBarCells - 3) - position;
    cells.replace(position, 3, "<=>");
  }
  ++frame;
  // One line, or the next redraw would leave the wrapped part behind.
  std::string bar = llvm::formatv("{0} [{1}] {2:f1} s{3}: {4}", prefix, cells,
                                  elapsed, limit, phase);
  unsigned columns = llvm::sys::Process::StandardErrColumns();
  if (columns > 1 && bar.size() >= columns)
    bar.resize(columns - 1);
  llvm::errs() << "\r\x1b[K" << bar;
  llvm::errs().flush();
  barShown = true;
}

void ProgressReporter::startBar(StringRef newPhase, double newTimeLimit) {
  if (!enabled || !terminal)
    return;
  stopBar();
  std::lock_guard<std::mutex> lock(mutex);
  phase = newPhase.str();
  timeLimit = newTimeLimit;
  barStart = std::chrono::steady_clock::now();
  barRunning = true;
  drawBar();
  ticker = std::thread([this] {
    std::unique_lock<std::mutex> lock(mutex);
    while (barRunning) {
      wake.wait_for(lock, kTick);
      if (barRunning)
        drawBar();
    }
  });
}

void ProgressReporter::stopBar() {
  {
    std::lock_guard<std::mutex> lock(mutex);
    barRunning = false;
    clearBar();
  }
  wake.notify_all();
  if (ticker.joinable())
    ticker.join();
}
