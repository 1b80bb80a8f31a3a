//===- CheckGPUBinaries.cpp - Refuse PTX with unlinked libdevice calls ----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Conversion/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

namespace mlir {
namespace ap {
#define GEN_PASS_DEF_APCHECKGPUBINARIES
#include "Shard/Conversion/Passes.h.inc"
} // namespace ap
} // namespace mlir

using namespace mlir;
using namespace mlir::ap;

namespace {

/// The name a PTX function declaration declares: `.extern .func NAME(` or
/// `.extern .func (.param .b64 func_retval0) NAME(`; empty if `line` is
/// not a declaration of an external function.
StringRef getExternFunctionName(StringRef line) {
  line = line.trim();
  if (!line.consume_front(".extern"))
    return {};
  line = line.ltrim();
  if (!line.consume_front(".func"))
    return {};
  line = line.ltrim();
  if (line.starts_with("(")) // The return value's parameter.
    line = line.drop_until([](char c) { return c == ')'; }).drop_front();
  return line.ltrim().take_while(
      [](char c) { return llvm::isAlnum(c) || c == '_' || c == '$'; });
}

/// The libdevice functions a PTX module declares but does not define, in
/// order of first declaration.
llvm::SetVector<StringRef> getUnlinkedLibdeviceCalls(StringRef ptx) {
  llvm::SetVector<StringRef> names;
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    StringRef name = getExternFunctionName(line);
    if (name.starts_with("__nv_"))
      names.insert(name);
  }
  return names;
}

struct CheckGPUBinariesPass
    : public ap::impl::APCheckGPUBinariesBase<CheckGPUBinariesPass> {
  using Base::Base;

  void runOnOperation() override {
    bool failedCheck = false;
    getOperation().walk([&](gpu::BinaryOp binary) {
      for (Attribute attribute : binary.getObjects()) {
        auto object = dyn_cast<gpu::ObjectAttr>(attribute);
        // Only PTX text can declare what it does not define; ptxas refuses
        // such PTX when it makes a cubin.
        if (!object || object.getFormat() != gpu::CompilationTarget::Assembly)
          continue;
        llvm::SetVector<StringRef> unlinked =
            getUnlinkedLibdeviceCalls(object.getObject().getValue());
        if (unlinked.empty())
          continue;
        binary.emitError()
            << "GPU kernels of @" << binary.getSymName() << " call "
            << llvm::join(unlinked, ", ")
            << " from CUDA's libdevice, which was not linked: no "
               "nvvm/libdevice under the CUDA toolkit '"
            << toolkit
            << "' (set ap-lower-to-gpu-kernels' toolkit option, or "
               "CUDA_ROOT, CUDA_HOME or CUDA_PATH, to a CUDA toolkit)";
        failedCheck = true;
      }
    });
    if (failedCheck)
      signalPassFailure();
  }
};

} // namespace
