//===- HalfFloat.h - f16 and bf16 storage types for the runtime -*- C++ -*-===//
//
// Part of the Shard project: an automatic-parallelization compiler on MLIR.
//
//===----------------------------------------------------------------------===//
//
// 16-bit float element types as the runtime and the host store them (the bits
// of an MLIR f16 / bf16 memref element), with round-to-nearest-even conversions
// from float, so that reductions on them can be computed in float.
//
//===----------------------------------------------------------------------===//

#ifndef SHARD_RUNTIME_HALFFLOAT_H
#define SHARD_RUNTIME_HALFFLOAT_H

#include <cstdint>
#include <cstring>

namespace mlir {
namespace ap {
namespace runtime {

inline uint32_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

inline float bitsToFloat(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// IEEE binary16.
struct Half {
  uint16_t bits = 0;

  static Half fromFloat(float value) {
    uint32_t x = floatBits(value);
    uint16_t sign = (x >> 16) & 0x8000;
    uint32_t exponent = (x >> 23) & 0xff;
    uint32_t mantissa = x & 0x7fffff;
    if (exponent == 0xff) // inf, nan
      return Half{
          static_cast<uint16_t>(sign | 0x7c00 | (mantissa ? 0x200 : 0))};
    int32_t unbiased = static_cast<int32_t>(exponent) - 127 + 15;
    if (unbiased >= 31)
      return Half{static_cast<uint16_t>(sign | 0x7c00)};
    if (unbiased <= 0) { // subnormal or zero
      if (unbiased < -10)
        return Half{sign};
      mantissa |= 0x800000;
      uint32_t shift = 14 - unbiased;
      uint32_t result = mantissa >> shift;
      uint32_t rest = mantissa & ((1u << shift) - 1);
      uint32_t halfway = 1u << (shift - 1);
      if (rest > halfway || (rest == halfway && (result & 1)))
        ++result;
      return Half{static_cast<uint16_t>(sign | result)};
    }
    uint32_t result =
        sign | (static_cast<uint32_t>(unbiased) << 10) | (mantissa >> 13);
    uint32_t rest = mantissa & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (result & 1)))
      ++result; // a carry into the exponent is the correct rounding
    return Half{static_cast<uint16_t>(result)};
  }

  float toFloat() const {
    uint32_t sign = static_cast<uint32_t>(bits & 0x8000) << 16;
    uint32_t exponent = (bits >> 10) & 0x1f;
    uint32_t mantissa = bits & 0x3ff;
    if (exponent == 0) {
      if (mantissa == 0)
        return bitsToFloat(sign);
      exponent = 127 - 15 + 1;
      while (!(mantissa & 0x400)) {
        mantissa <<= 1;
        --exponent;
      }
      mantissa &= 0x3ff;
      return bitsToFloat(sign | (exponent << 23) | (mantissa << 13));
    }
    if (exponent == 31)
      return bitsToFloat(sign | 0x7f800000u | (mantissa << 13));
    return bitsToFloat(sign | ((exponent + 127 - 15) << 23) | (mantissa << 13));
  }
};

/// bfloat16: the upper half of a float.
struct BFloat {
  uint16_t bits = 0;

  static BFloat fromFloat(float value) {
    uint32_t x = floatBits(value);
    if ((x & 0x7fffffff) > 0x7f800000) // nan: keep it quiet
      return BFloat{static_cast<uint16_t>((x >> 16) | 0x40)};
    x += 0x7fff + ((x >> 16) & 1);
    return BFloat{static_cast<uint16_t>(x >> 16)};
  }

  float toFloat() const {
    return bitsToFloat(static_cast<uint32_t>(bits) << 16);
  }
};

} // namespace runtime
} // namespace ap
} // namespace mlir

#endif // SHARD_RUNTIME_HALFFLOAT_H
