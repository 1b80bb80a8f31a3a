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

/// The libdevice functions a PTX module declares but does not define
/// (`.extern .func ... __nv_exp(`), in order of first declaration.
llvm::SetVector<StringRef> getUnlinkedLibdeviceCalls(StringRef ptx) {
  llvm::SetVector<StringRef> names;
  SmallVector<StringRef> lines;
  ptx.split(lines, '\n');
  for (StringRef line : lines) {
    line = line.trim();
    if (!line.starts_with(".extern") || !line.contains(".func"))
      continue;
    size_t at = line.find("__nv_");
    if (at == StringRef::npos)
      continue;
    StringRef name = line.drop_front(at);
    names.insert(
        name.take_while([](char c) { return llvm::isAlnum(c) || c == '_'; }));
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
