//===- MemRefCopy.cpp - memrefCopy for ahead-of-time executables ----------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// Lowered programs copy memrefs of non-identity layout by calling
// `memrefCopy`, which the JIT takes from MLIR's C runner utilities. An
// executable gets this one instead: Debian's runner utilities load libMLIR
// and libLLVM, which an executable is not to need (docs/Executables.md).
// Same contract: copy every element of `source` to `destination`, both of
// the same shape, each with its own strides.
//
//===----------------------------------------------------------------------===//

#include "Shard/Runtime/StridedMemory.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

extern "C" void memrefCopy(int64_t elementSize,
                           UnrankedMemRefType<char> *sourceArgument,
                           UnrankedMemRefType<char> *destinationArgument) {
  DynamicMemRefType<char> source(*sourceArgument);
  DynamicMemRefType<char> destination(*destinationArgument);
  llvm::ArrayRef<int64_t> sizes(source.sizes, source.rank);
  mlir::ap::runtime::copyStrided(
      destination.data + destination.offset * elementSize,
      llvm::ArrayRef<int64_t>(destination.strides, destination.rank),
      source.data + source.offset * elementSize,
      llvm::ArrayRef<int64_t>(source.strides, source.rank), sizes, elementSize);
}
