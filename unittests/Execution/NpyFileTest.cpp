//===- NpyFileTest.cpp - Host tensors in NumPy's .npy format --------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Execution/NpyFile.h"

#include "gtest/gtest.h"

using namespace mlir::ap;

namespace {

TEST(NpyFileTest, EveryStorableKindRoundTrips) {
  std::mt19937 rng(3);
  for (ElementType kind : {ElementType::F16, ElementType::F32, ElementType::F64,
                           ElementType::I1, ElementType::I8, ElementType::I16,
                           ElementType::I32, ElementType::I64}) {
    // Owning shapes: an ArrayRef made from a braced list points at an array
    // that dies with the list, before the loop body runs (ASan:
    // stack-use-after-scope).
    for (const llvm::SmallVector<int64_t> &shape :
         {llvm::SmallVector<int64_t>{}, llvm::SmallVector<int64_t>{5},
          llvm::SmallVector<int64_t>{2, 3, 4}}) {
      HostTensor tensor(kind, shape);
      tensor.fillRandom(rng, InputDistribution());
      llvm::Expected<std::string> file = printNpy(tensor);
      ASSERT_TRUE(static_cast<bool>(file));
      // The data starts 64-byte aligned, as NumPy writes it.
      EXPECT_EQ((file->size() -
                 tensor.getNumElements() * runtime::getElementBytes(kind)) %
                    64,
                0u);
      llvm::Expected<HostTensor> back = parseNpy(*file);
      ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
      EXPECT_EQ(back->getKind(), kind);
      EXPECT_EQ(back->getShape(), tensor.getShape());
      EXPECT_TRUE(compareTensors(tensor, *back, 0, 0).passed());
    }
  }
}

TEST(NpyFileTest, MalformedFilesAreErrors) {
  EXPECT_FALSE(static_cast<bool>(parseNpy("not numpy")));
  HostTensor tensor(ElementType::F32, {4});
  std::string file = llvm::cantFail(printNpy(tensor));
  // Truncated data.
  llvm::Expected<HostTensor> truncated =
      parseNpy(llvm::StringRef(file).drop_back(1));
  ASSERT_FALSE(static_cast<bool>(truncated));
  EXPECT_NE(llvm::toString(truncated.takeError()).find("15 bytes"),
            std::string::npos);
  // Big-endian and Fortran-order data are refused, not misread.
  std::string bigEndian = file;
  bigEndian.replace(bigEndian.find("<f4"), 3, ">f4");
  EXPECT_FALSE(static_cast<bool>(parseNpy(bigEndian)));
  std::string fortran = file;
  fortran.replace(fortran.find("False"), 5, "True ");
  EXPECT_FALSE(static_cast<bool>(parseNpy(fortran)));
  // bf16 has no NumPy type.
  EXPECT_FALSE(static_cast<bool>(printNpy(HostTensor(ElementType::BF16, {1}))));
}

} // namespace
