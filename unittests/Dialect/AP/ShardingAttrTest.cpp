//===- ShardingAttrTest.cpp - The sharding attribute and its verifier -----===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//

#include "Shard/Dialect/AP/IR/APOps.h"
#include "Shard/Placement/MeshAlgebra.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "../../Placement/PlacementTestUtils.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::ap;
using namespace mlir::ap::testing;
using llvm::SmallVector;

namespace {

class ShardingAttrTest : public ::testing::Test {
protected:
  ShardingAttrTest() { context.loadDialect<APDialect, func::FuncDialect>(); }

  std::string print(Attribute attr) {
    std::string text;
    llvm::raw_string_ostream os(text);
    attr.print(os);
    return text;
  }

  /// Parses and verifies `source`; returns whether it verified, and collects
  /// the diagnostics.
  bool parsesAndVerifies(llvm::StringRef source) {
    diagnostics.clear();
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      diagnostics.push_back(diag.str());
      return success();
    });
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, ParserConfig(&context));
    return static_cast<bool>(module);
  }

  MLIRContext context;
  std::vector<std::string> diagnostics;
};

TEST_F(ShardingAttrTest, BuildPrintParse) {
  auto mesh = FlatSymbolRefAttr::get(&context, "mesh");
  ShardingLayout layout =
      llvm::cantFail(ShardingLayout::get({S0, S0, Pmax}, {{0, {1, 0}}}));
  auto attr = ShardingAttr::get(mesh, layout);
  EXPECT_EQ(print(attr),
            "#ap.sharding<@mesh, [S(0), S(0), P(max)], order = {0: [1, 0]}>");
  EXPECT_EQ(attr.getLayout(), layout);
  EXPECT_EQ(attr.getMeshRank(), 3);

  Attribute parsed = parseAttribute(print(attr), &context);
  EXPECT_EQ(parsed, attr);
  // Uniqued: an explicit default order parses to the plain attribute.
  EXPECT_EQ(parseAttribute("#ap.sharding<@mesh, [S(0), S(0)], order = {0: "
                           "[0, 1]}>",
                           &context),
            ShardingAttr::get(mesh, layoutOf({S0, S0})));
}

TEST_F(ShardingAttrTest, RejectsNonCanonicalStorage) {
  // The parser and the layout builder always produce canonical orders; only
  // a hand-built parameter list can be non-canonical, and it is rejected.
  auto mesh = FlatSymbolRefAttr::get(&context, "mesh");
  SmallVector<Placement> placements = {S0, S0};
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    messages.push_back(diag.str());
    return success();
  });
  auto emit = [&]() { return emitError(UnknownLoc::get(&context)); };

  SmallVector<int64_t> defaultOrder = {0, 1};
  EXPECT_FALSE(ShardingAttr::getChecked(emit, &context, mesh,
                                        ArrayRef<Placement>(placements),
                                        ArrayRef<int64_t>(defaultOrder)));
  SmallVector<int64_t> partialOrder = {1};
  EXPECT_FALSE(ShardingAttr::getChecked(emit, &context, mesh,
                                        ArrayRef<Placement>(placements),
                                        ArrayRef<int64_t>(partialOrder)));
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0], "shard order is not in canonical form; build the "
                         "attribute from a ShardingLayout");
  EXPECT_EQ(messages[1], "shard order must name every mesh axis with an S(d) "
                         "placement; mesh axis 0 is missing");
}

/// Every (layout, shape) on two meshes: the dialect verifier accepts an
/// annotation exactly when the placement algebra does, and the collectives
/// accept exactly the local shapes the algebra computes.
TEST_F(ShardingAttrTest, LocalShapesMatchTheVerifier) {
  int64_t accepted = 0, uneven = 0;
  for (SmallVector<int64_t> meshShape :
       {SmallVector<int64_t>{2, 3}, SmallVector<int64_t>{2, 2, 2}}) {
    SmallVector<Placement> choices = {R, Pmax, S0, S1};
    int64_t meshRank = meshShape.size();
    int64_t numLayouts = 1;
    for (int64_t i = 0; i < meshRank; ++i)
      numLayouts *= choices.size();
    std::string meshDecl;
    {
      llvm::raw_string_ostream os(meshDecl);
      os << "ap.mesh @mesh(shape = ";
      llvm::interleave(meshShape, os, "x");
      os << ", axes = [";
      for (int64_t i = 0; i < meshRank; ++i)
        os << (i ? ", " : "") << "\"a" << i << "\"";
      os << "])\n";
    }
    for (int64_t code = 0; code < numLayouts; ++code) {
      SmallVector<Placement> placements;
      for (int64_t i = 0, rest = code; i < meshRank; ++i, rest /= 4)
        placements.push_back(choices[rest % 4]);
      ShardingLayout layout(placements);
      for (SmallVector<int64_t> global :
           {SmallVector<int64_t>{4, 6}, SmallVector<int64_t>{12, 8},
            SmallVector<int64_t>{8, 9}, SmallVector<int64_t>{6, 24}}) {
        SCOPED_TRACE(meshDecl + " layout " + [&] {
          std::string text;
          llvm::raw_string_ostream os(text);
          os << layout << " shape " << global[0] << "x" << global[1];
          return text;
        }());
        bool algebraOk =
            !llvm::errorToBool(verifyLayoutForShape(meshShape, layout, global));
        std::string type = "tensor<" + std::to_string(global[0]) + "x" +
                           std::to_string(global[1]) + "xf32>";
        std::string body;
        llvm::raw_string_ostream os(body);
        os << meshDecl << "func.func @f(%x: " << type << ") {\n"
           << "  %0 = ap.annotate %x to <@mesh, " << layout << "> : " << type
           << "\n  return\n}\n";
        EXPECT_EQ(parsesAndVerifies(body), algebraOk);
        // Uneven layouts are valid (padded chunks); static shapes are never
        // rejected.
        EXPECT_TRUE(algebraOk);
        if (!algebraOk)
          continue;
        ++accepted;
        if (!isEvenForShape(meshShape, layout, global))
          ++uneven;
        // shard_slice from the global to the local shape, one sharded dim at
        // a time, and all_gather back.
        SmallVector<int64_t> local = getLocalShape(meshShape, layout, global);
        for (int64_t dim : layout.getShardedDims()) {
          SmallVector<int64_t> axes = layout.getShardingAxes(dim);
          // The local collectives split evenly: a padded dim is sliced from
          // (and gathered to) chunks x local rows.
          SmallVector<int64_t> padded(global.begin(), global.end());
          padded[dim] = local[dim] * getGroupSize(meshShape, axes);
          std::string type = "tensor<" + std::to_string(padded[0]) + "x" +
                             std::to_string(padded[1]) + "xf32>";
          SmallVector<int64_t> sliced(global.begin(), global.end());
          sliced[dim] = local[dim];
          std::string slicedType = "tensor<" + std::to_string(sliced[0]) + "x" +
                                   std::to_string(sliced[1]) + "xf32>";
          std::string axesText;
          llvm::raw_string_ostream axesOs(axesText);
          llvm::interleaveComma(axes, axesOs);
          std::string collectives;
          llvm::raw_string_ostream cs(collectives);
          cs << meshDecl << "func.func @f(%x: " << type << ") {\n"
             << "  %0 = ap.shard_slice %x on @mesh axes = [" << axesText
             << "] dim = " << dim << " : " << type << " -> " << slicedType
             << "\n  %1 = ap.all_gather %0 on @mesh axes = [" << axesText
             << "] dim = " << dim << " : " << slicedType << " -> " << type
             << "\n  return\n}\n";
          EXPECT_TRUE(parsesAndVerifies(collectives)) << collectives;
        }
      }
    }
  }
  EXPECT_GT(accepted, 50);
  EXPECT_GT(uneven, 50);
}

TEST_F(ShardingAttrTest, MeshHelpers) {
  ASSERT_TRUE(parsesAndVerifies(
      "ap.mesh @mesh(shape = 16x8, axes = [\"dp\", \"tp\"])"));
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      "ap.mesh @mesh(shape = 16x8, axes = [\"dp\", \"tp\"])",
      ParserConfig(&context));
  auto mesh = cast<MeshOp>(module->getBody()->front());
  EXPECT_EQ(mesh.getRank(), 2);
  EXPECT_EQ(mesh.getNumDevices(), 128);
  EXPECT_EQ(mesh.getAxisIndex("tp"), 1);
  EXPECT_EQ(mesh.getAxisIndex("pp"), std::nullopt);
}

} // namespace
