//===- OptionChecksTest.cpp - Ranges of numeric options -------------------===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// OptionRange: NaN is never in a range; +infinity only where the range is
// unbounded above (and not finite()); a special value outside the range;
// open ends; what describe() says and checkFlag's message; byte counts
// saturate.
//
//===----------------------------------------------------------------------===//

#include "Shard/Transforms/OptionChecks.h"

#include "gtest/gtest.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::ap;

namespace {

const double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

TEST(OptionChecksTest, NaNIsInNoRange) {
  for (const OptionRange &range :
       {OptionRange(), OptionRange::atLeast(0), OptionRange::above(0),
        OptionRange::between(0, 1), OptionRange::halfOpen(0, 1),
        OptionRange::atLeast(0).orSpecial(-1)})
    EXPECT_FALSE(range.contains(kNaN));
}

TEST(OptionChecksTest, InfinityOnlyWhereUnbounded) {
  EXPECT_TRUE(OptionRange::atLeast(0).contains(kInf));
  EXPECT_FALSE(OptionRange::atLeast(0).contains(-kInf));
  EXPECT_FALSE(OptionRange::atLeast(0).finite().contains(kInf));
  EXPECT_FALSE(OptionRange::between(0, 1).contains(kInf));
  EXPECT_FALSE(OptionRange::atLeast(0).orSpecial(-1).contains(-kInf));
}

TEST(OptionChecksTest, EndsAndSpecialValues) {
  OptionRange gap = OptionRange::halfOpen(0, 1);
  EXPECT_TRUE(gap.contains(0));
  EXPECT_TRUE(gap.contains(0.999));
  EXPECT_FALSE(gap.contains(1));
  EXPECT_FALSE(gap.contains(-0.1));
  EXPECT_TRUE(OptionRange::between(0, 1).contains(1));
  EXPECT_FALSE(OptionRange::above(0).contains(0));
  OptionRange budget = OptionRange::atLeast(0).orSpecial(-1);
  EXPECT_TRUE(budget.contains(-1));
  EXPECT_FALSE(budget.contains(-2));
  EXPECT_FALSE(budget.contains(-0.5));
  EXPECT_TRUE(budget.contains(0));
}

TEST(OptionChecksTest, DescribeSaysWhatTheOptionTakes) {
  EXPECT_EQ(OptionRange::halfOpen(0, 1, "a fraction").describe(),
            "a number in [0, 1) (a fraction)");
  EXPECT_EQ(OptionRange::between(0, 3).describe(), "a number in [0, 3]");
  EXPECT_EQ(OptionRange::atLeast(0, "seconds").describe(),
            "a number >= 0 (seconds; inf: unbounded)");
  EXPECT_EQ(OptionRange::atLeast(0, "bytes").orSpecial(-1).finite().describe(),
            "a finite number >= 0 (bytes) or -1");
  EXPECT_EQ(OptionRange::above(0.5).finite().describe(),
            "a finite number > 0.5");
}

TEST(OptionChecksTest, FlagErrorsNameTheFlagAndTheValue) {
  OptionRange tolerance = OptionRange::atLeast(0).orSpecial(-1).finite();
  llvm::Error error = checkFlag("rtol", kNaN, tolerance);
  ASSERT_TRUE(static_cast<bool>(error));
  EXPECT_EQ(llvm::toString(std::move(error)),
            "--rtol is nan: it takes a finite number >= 0 or -1");
  EXPECT_FALSE(static_cast<bool>(checkFlag("rtol", -1, tolerance)));
  EXPECT_FALSE(static_cast<bool>(checkFlag("rtol", 1e-3, tolerance)));
}

TEST(OptionChecksTest, BytesSaturate) {
  EXPECT_EQ(saturatingBytes(1e3), 1000);
  EXPECT_EQ(saturatingBytes(kInf), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(saturatingBytes(std::ldexp(1.0, 63)),
            std::numeric_limits<int64_t>::max());
}

} // namespace
