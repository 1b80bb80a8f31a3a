//===- ExecutableLinker.cpp - Link a program into an executable -----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/ExecutableLinker.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

#include <optional>

// kExecutableLinker, kExecutableLinkProblem, kExecutableLinkItems.
#include "ExecutableLink.inc"

using namespace mlir::ap;

std::string mlir::ap::getExecutableLinkProblem() {
  if (*kExecutableLinkProblem)
    return kExecutableLinkProblem;
  for (llvm::StringRef item : kExecutableLinkItems)
    if (item.starts_with("/") && !llvm::sys::fs::exists(item))
      return ("'" + item + "' is missing (build the project's " +
              "shard-executable-parts target)")
          .str();
  if (!llvm::sys::fs::can_execute(kExecutableLinker))
    return std::string("the C++ compiler that links executables (") +
           kExecutableLinker + ") is missing";
  return "";
}

llvm::Error mlir::ap::linkExecutable(llvm::StringRef objectFile,
                                     llvm::StringRef output) {
  std::string problem = getExecutableLinkProblem();
  if (!problem.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cannot link executables: " + problem);
  llvm::SmallVector<llvm::StringRef> arguments = {kExecutableLinker, "-o",
                                                  output, objectFile};
  for (llvm::StringRef item : kExecutableLinkItems)
    arguments.push_back(item);
  // The linker's messages go to a file, quoted in the error.
  llvm::SmallString<128> messagesPath;
  if (std::error_code error =
          llvm::sys::fs::createTemporaryFile("ap-link", "txt", messagesPath))
    return llvm::createStringError(error, "cannot create a temporary file");
  llvm::FileRemover removeMessages(messagesPath);
  std::optional<llvm::StringRef> redirects[] = {std::nullopt,
                                                llvm::StringRef(messagesPath),
                                                llvm::StringRef(messagesPath)};
  std::string executionError;
  int status =
      llvm::sys::ExecuteAndWait(kExecutableLinker, arguments, std::nullopt,
                                redirects, 0, 0, &executionError);
  if (status == 0)
    return llvm::Error::success();
  std::string messages;
  if (auto buffer = llvm::MemoryBuffer::getFile(messagesPath))
    messages = (*buffer)->getBuffer().trim().str();
  std::string command;
  for (llvm::StringRef argument : arguments)
    command += (command.empty() ? "" : " ") + argument.str();
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "linking '" + output.str() + "' failed (" +
          (executionError.empty() ? "exit status " + std::to_string(status)
                                  : executionError) +
          "): " + command + (messages.empty() ? "" : "\n" + messages));
}
