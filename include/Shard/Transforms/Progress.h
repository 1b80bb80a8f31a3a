//===- Progress.h - What a long pass is doing, on stderr --------*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Planning can take seconds to minutes. A pass with a `progress` option
// prints one line per phase on stderr, each with the seconds since the pass
// began, and, while it waits on a solver and stderr is a terminal, a bar
// below them redrawn four times a second (the share of the time limit
// spent, or a sweep without one). By default (`auto`) it does so only when
// stderr is a terminal: a pipe or a log stays quiet.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_TRANSFORMS_PROGRESS_H
#define SHARD_TRANSFORMS_PROGRESS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace mlir {
namespace ap {

enum class ProgressMode {
  /// Lines and the bar when stderr is a terminal; nothing otherwise.
  Auto,
  /// Lines always; the bar on a terminal.
  On,
  Off,
};

/// The values of a ProgressMode option: auto, on, off.
llvm::cl::ValuesClass getProgressModeOptionValues();

class ProgressReporter {
public:
  /// Lines start with `prefix` ("ap-auto-shard"). `terminal` overrides
  /// whether stderr is a terminal (for tests).
  ProgressReporter(StringRef prefix, ProgressMode mode,
                   std::optional<bool> terminal = std::nullopt);
  ~ProgressReporter();

  bool isEnabled() const { return enabled; }
  /// Prints "<prefix>: <seconds> s: <text>" (above the bar, if shown).
  void line(const Twine &text);
  /// Shows the bar, labelled `phase`, until stopBar (terminals only); with
  /// `timeLimit` (seconds from now), it fills towards it.
  void startBar(StringRef phase, double timeLimit = 0);
  void stopBar();

private:
  double getElapsed() const;
  /// Draws or clears the bar; the mutex is held.
  void drawBar();
  void clearBar();

  std::string prefix;
  bool enabled = false, terminal = false;
  double timeLimit = 0;
  std::chrono::steady_clock::time_point start, barStart;
  std::mutex mutex;
  std::condition_variable wake;
  std::thread ticker;
  bool barShown = false, barRunning = false;
  std::string phase;
  unsigned frame = 0;
};

} // namespace ap
} // namespace mlir

#endif // SHARD_TRANSFORMS_PROGRESS_H
